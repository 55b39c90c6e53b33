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
import { useDecideBackgroundCheck } from './adminUsersMutations';
import { useKeptValue } from './useKeptValue';

export const NOTES_MIN = 3;
export const NOTES_MAX = 1000;

/** The spinner shown in a confirm button while the decision is sent. */
const busyIcon = (loading: boolean) => (loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined);

/**
 * Confirms approving a freelancer's background check, then calls `decideBackgroundCheck(approved)`
 * (issue 10 "Freelancer approval"). The applicant leaves the cached queue; toast "Approved <name>".
 */
export function ApproveDialog({ applicant: current, onClose }: { applicant: { id: string; name: string } | null; onClose: () => void }) {
  const applicant = useKeptValue(current);
  const [decide, { loading }] = useDecideBackgroundCheck();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (loading) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!current || !applicant || loading) return;
    setError(null);
    const result = await decide(applicant.id, 'approved');
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(`Approved ${applicant.name}`);
    onClose();
  };
  return (
    <Dialog open={current !== null} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Approve {applicant?.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Their background check is marked approved: they can see and accept jobs at once, and they are told by notification and email.
        </DialogContentText>
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
        <Button variant="contained" color="success" onClick={() => void confirm()} disabled={loading} startIcon={busyIcon(loading)}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Rejects a freelancer's background check with required notes (3 to 1000 characters, sent to the
 * freelancer as the reason), via `decideBackgroundCheck(rejected, notes)` (issue 10). The applicant
 * leaves the cached queue; toast "Rejected <name>".
 */
export function RejectDialog({ applicant: current, onClose }: { applicant: { id: string; name: string } | null; onClose: () => void }) {
  const applicant = useKeptValue(current);
  const [decide, { loading }] = useDecideBackgroundCheck();
  const [notes, setNotes] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (loading) return;
    setNotes('');
    setFieldError(null);
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!current || !applicant || loading) return;
    setError(null);
    const text = notes.trim();
    if (text.length < NOTES_MIN) {
      setFieldError(`Please give the reason for rejecting (at least ${NOTES_MIN} characters).`);
      return;
    }
    setFieldError(null);
    const result = await decide(applicant.id, 'rejected', text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(`Rejected ${applicant.name}`);
    setNotes('');
    onClose();
  };
  return (
    <Dialog open={current !== null} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Reject {applicant?.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          They cannot take jobs. The notes are sent to them as the reason, by notification and email, and kept in the audit trail.
        </DialogContentText>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label="Notes"
            value={notes}
            onChange={(event) => {
              setNotes(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            required
            multiline
            minRows={3}
            autoFocus
            disabled={loading}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `The reason for rejecting, at least ${NOTES_MIN} characters.`}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
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
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={loading} startIcon={busyIcon(loading)}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
