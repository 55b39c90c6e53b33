import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useAuth } from '../../lib/auth';
import { useToast } from '../../lib/toast';

/**
 * Confirmation before signing out of every device (destructive); then /login. `logoutAll` never
 * throws: on failure it shows its own toast and the user stays signed in.
 */
export function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logoutAll } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await logoutAll();
    setBusy(false);
    if (!done) return;
    onClose();
    toast.success('You have been signed out of all devices.');
    navigate('/login', { replace: true });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Sign out of all devices?"
      description="You will be signed out everywhere, including this browser, phones and tablets. You can sign in again at any time."
      cancelLabel="Cancel"
      confirmLabel={busy ? 'Signing out...' : 'Sign out everywhere'}
      tone="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
