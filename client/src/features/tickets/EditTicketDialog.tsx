import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TicketPriority } from '../../gql/graphql';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SUBJECT_MAX as SUBJECT_MAX,
  TICKET_SUBJECT_MIN as SUBJECT_MIN,
  isTicketPriority,
  ticketSubject,
} from '../../../../schema/tickets';
import { useToast } from '../../lib/toast';
import { useUpdateMyTicket } from './ticketMutations';

/** The server's rules (schema/tickets.ts). */
const editSchema = z.object({
  subject: ticketSubject,
  priority: z.string().refine(isTicketPriority, 'Please choose a priority'),
});
type EditValues = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;

/**
 * "Edit ticket" on /customer/tickets/:id (issue 9): the requester changes the subject (3 to 200
 * characters) or the priority while the ticket is open (the page shows it when `allowedActions`
 * has EDIT); react-hook-form + zod with the server's subject rule; only changed fields are sent
 * (updateMyTicket); the server's field errors show on their fields.
 */
export function EditTicketDialog({
  open,
  ticket,
  onClose,
}: {
  open: boolean;
  ticket: { id: string; subject: string; priority: TicketPriority };
  onClose: () => void;
}) {
  return open ? <EditTicketForm ticket={ticket} onClose={onClose} /> : null;
}

function EditTicketForm({ ticket, onClose }: { ticket: { id: string; subject: string; priority: TicketPriority }; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useUpdateMyTicket();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, EditOutput>({ resolver: zodResolver(editSchema), defaultValues: { subject: ticket.subject, priority: ticket.priority }, mode: 'onTouched' });
  const busy = loading || isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes: { subject?: string; priority?: TicketPriority } = {};
    if (values.subject !== ticket.subject) changes.subject = values.subject;
    if (values.priority !== ticket.priority) changes.priority = values.priority;
    if (!changes.subject && !changes.priority) {
      onClose();
      return;
    }
    const result = await update(ticket.id, changes);
    if (result.ok) {
      toast.success('Your ticket was updated.');
      onClose();
      return;
    }
    if (result.fields.subject) setError('subject', { message: result.fields.subject });
    if (result.fields.priority) setError('priority', { message: result.fields.priority });
    setFormError(result.fields.subject || result.fields.priority ? 'Please correct the highlighted fields.' : result.message);
  });

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Edit ticket
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>You can change the subject and priority while the ticket is open.</DialogContentText>
          <Stack spacing={2.5}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField
              label="Subject"
              required
              {...register('subject')}
              error={Boolean(errors.subject)}
              helperText={errors.subject?.message ?? `${SUBJECT_MIN} to ${SUBJECT_MAX} characters`}
              slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
            />
            <Controller
              name="priority"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Priority"
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {TICKET_PRIORITIES.map((p) => (
                    <MenuItem key={p} value={p}>
                      {TICKET_PRIORITY_LABELS[p]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Save changes
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
