import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { useToast } from '../../lib/toast';

/** Confirmation before signing out of every device (destructive); then /login. */
export function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logoutAll } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      if (await logoutAll()) {
        onClose();
        toast.success('You have been signed out of all devices.');
        navigate('/login', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sign out of all devices?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You will be signed out everywhere, including this browser, phones and tablets. You can sign in again at any
          time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
