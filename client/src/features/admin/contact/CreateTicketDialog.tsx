import { useId, useState } from 'react';
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
import { TICKET_CATEGORY_OPTIONS, TICKET_PRIORITY_OPTIONS } from './contactLabels';
import { useContactMessageToTicket } from './contactMutations';

export interface CreateTicketDialogProps {
  message: { id: string; name: string; subject: string; status: ContactMessageStatus };
  onClose: () => void;
  onCreated: (ticket: { ticketId: string; ticketNumber: number | null }) => void;
}

/**
 * "Create ticket" from a contact message (issue 9 "Contact inbox"): category and priority, then
 * contactMessageToTicket. The ticket takes the message's subject and text, with the sender as
 * requester (their account when there is one) and the admin as assignee.
 */
export function CreateTicketDialog({ message, onClose, onCreated }: CreateTicketDialogProps) {
  const titleId = useId();
  const [category, setCategory] = useState<TicketCategory>('other');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [error, setError] = useState<string | null>(null);
  const [toTicket, { loading }] = useContactMessageToTicket();

  const submit = async () => {
    if (loading) return;
    setError(null);
    const result = await toTicket(message.id, category, priority, message.status);
    if (result.ok) onCreated(result.value);
    else setError(result.message);
  };

  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Create a support ticket
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          The ticket takes the subject “{message.subject}” and the message from {message.name}, and is assigned to you. The message stays in the
          inbox, linked to the ticket.
        </DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value as TicketCategory)} fullWidth>
            {TICKET_CATEGORY_OPTIONS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Priority" value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)} fullWidth>
            {TICKET_PRIORITY_OPTIONS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
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
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Create ticket
        </Button>
      </DialogActions>
    </Dialog>
  );
}
