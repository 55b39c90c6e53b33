import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ContactMessageStatus } from '../../../gql/graphql';
import { useDeleteContactMessage } from './contactMutations';

export interface DeleteContactMessageDialogProps {
  message: { id: string; name: string; subject: string; status: ContactMessageStatus; ticketNumber?: number | null };
  /** `deleted` is true once the server removed it. */
  onClose: (deleted: boolean) => void;
}

/**
 * Confirmation before deleting a contact message for good (deleteContactMessage); the message
 * then leaves every cached list page and the counts (contactMutations.ts).
 */
export function DeleteContactMessageDialog({ message, onClose }: DeleteContactMessageDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteContactMessage();

  const confirm = async () => {
    if (loading) return;
    setError(null);
    const result = await remove(message.id, message.status);
    if (result.ok) onClose(true);
    else setError(result.message);
  };

  return (
    <Dialog open onClose={() => !loading && onClose(false)} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Delete this message?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          “{message.subject}” from {message.name} will be deleted for good. This cannot be undone.
          {message.ticketNumber ? ` Ticket #${message.ticketNumber} made from it keeps its thread.` : ''}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => onClose(false)} disabled={loading} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Delete message
        </Button>
      </DialogActions>
    </Dialog>
  );
}
