import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
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
import type { ContactMessageStatus, TicketCategory, TicketPriority } from '../../../gql/graphql';
import { defaultMessage } from '../../../lib/errors';
import { TICKET_CATEGORY_OPTIONS, TICKET_PRIORITY_OPTIONS } from './contactLabels';
import { useContactMessageToTicket } from './contactMutations';

export interface CreateTicketDialogProps {
  message: { id: string; name: string; subject: string; status: ContactMessageStatus };
  onClose: () => void;
  onCreated: (ticket: { ticketId: string; ticketNumber: number | null }) => void;
}

const ticketForm = z.object({
  category: z.enum(TICKET_CATEGORY_OPTIONS.map(([value]) => value) as [TicketCategory, ...TicketCategory[]]),
  priority: z.enum(TICKET_PRIORITY_OPTIONS.map(([value]) => value) as [TicketPriority, ...TicketPriority[]]),
});
type TicketForm = z.infer<typeof ticketForm>;

/**
 * "Create ticket" from a contact message (docs/decisions/0021): category and priority, then
 * contactMessageToTicket. The ticket takes the message's subject and text, with the sender as
 * requester (their account when there is one) and the admin as assignee.
 */
export function CreateTicketDialog({ message, onClose, onCreated }: CreateTicketDialogProps) {
  const titleId = useId();
  const [toTicket] = useContactMessageToTicket();
  const { control, handleSubmit, setError, formState } = useForm<TicketForm>({
    resolver: zodResolver(ticketForm),
    defaultValues: { category: 'other', priority: 'normal' },
  });
  const loading = formState.isSubmitting;
  const error = formState.errors.root?.message;

  const submit = handleSubmit(async ({ category, priority }) => {
    const result = await toTicket(message.id, category, priority);
    if (result.ok && result.data.ticketId) onCreated({ ticketId: result.data.ticketId, ticketNumber: result.data.ticketNumber ?? null });
    else setError('root', { message: result.ok ? defaultMessage('UNKNOWN_ERROR') : result.message });
  });

  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Create a support ticket
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The ticket takes the subject “{message.subject}” and the message from {message.name}, and is assigned to you. The message stays in the
            inbox, linked to the ticket.
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Controller
              name="category"
              control={control}
              render={({ field }) => (
                <TextField select label="Category" {...field} fullWidth>
                  {TICKET_CATEGORY_OPTIONS.map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="priority"
              control={control}
              render={({ field }) => (
                <TextField select label="Priority" {...field} fullWidth>
                  {TICKET_PRIORITY_OPTIONS.map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            Create ticket
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
