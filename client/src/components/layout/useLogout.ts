import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';

/**
 * The two logout behaviours of spec section 2 "Layout":
 * - 'sidebar': signs out, then goes to /login replacing the current entry;
 * - 'topBar': signs out, then goes to /.
 * Both report `busy` while the server call runs (the button is disabled and reads
 * 'Signing out...'); when the call fails the user stays signed in and stays on the page.
 */
export function useLogout(kind: 'sidebar' | 'topBar', onDone?: () => void): { busy: boolean; run: () => Promise<void> } {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (await logout()) {
        onDone?.();
        if (kind === 'sidebar') navigate('/login', { replace: true });
        else navigate('/');
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
