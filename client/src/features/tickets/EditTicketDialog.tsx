import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TicketPriority } from '../../gql/graphql';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  isTicketPriority,
  ticketSubject,
} from '../../../../schema/tickets';
import { FormDialogActions, FormFailure } from '../../components/ui/FormDialogParts';
import { useToast } from '../../lib/toast';
import { TicketChoiceField, TicketSubjectField } from './TicketFormFields';
import { useUpdateMyTicket } from './ticketMutations';

/** The server's rules (schema/tickets.ts). */
const editSchema = z.object({
  subject: ticketSubject,
  priority: z.string().refine(isTicketPriority, 'Please choose a priority'),
});
type EditValues = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;

/**
 * "Edit ticket" on /customer/tickets/:id (docs/decisions/0021): the requester changes the subject (3 to 200
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
            <FormFailure message={formError} />
            <TicketSubjectField registration={register('subject')} fieldError={errors.subject} />
            <TicketChoiceField control={control} name="priority" label="Priority" choices={TICKET_PRIORITIES} labels={TICKET_PRIORITY_LABELS} />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} cancelLabel="Cancel" submitLabel="Save changes" wrap onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
