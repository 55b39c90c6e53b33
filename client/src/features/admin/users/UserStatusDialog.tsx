import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../lib/toast';
import { useSetUserStatus } from './adminUsersMutations';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/**
 * Confirms suspending (an active user) or reactivating (a suspended one) an account with a required
 * reason (3 to 500 characters), then calls `setUserStatus` (issue 10 "People"). The server's
 * refusals ("You cannot suspend your own account.", "You cannot suspend the last active admin.")
 * show in the dialog; success closes it with a toast.
 */
export function UserStatusDialog({
  open,
  user,
  onClose,
  onChanged,
}: {
  open: boolean;
  user: { id: string; name: string; status: 'active' | 'suspended' };
  onClose: () => void;
  onChanged?: () => void;
}) {
  const suspending = user.status === 'active';
  const next = suspending ? 'suspended' : 'active';
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setStatus, { loading }] = useSetUserStatus();
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();

  const close = () => {
    if (loading) return;
    setReason('');
    setFieldError(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (loading) return;
    setError(null);
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setFieldError(`Please give a reason (at least ${REASON_MIN} characters).`);
      return;
    }
    setFieldError(null);
    const result = await setStatus(user.id, next, text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(suspending ? `Suspended ${user.name}` : `Reactivated ${user.name}`);
    setReason('');
    onClose();
    onChanged?.();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {suspending ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {suspending
            ? 'They are signed out everywhere at once and cannot sign in until an admin reactivates the account. Your reason is kept in the audit trail.'
            : 'They can sign in again. Your reason is kept in the audit trail.'}
        </DialogContentText>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            required
            multiline
            minRows={2}
            autoFocus
            disabled={loading}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `At least ${REASON_MIN} characters.`}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </form>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={loading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={suspending ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {suspending ? 'Suspend' : 'Reactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
