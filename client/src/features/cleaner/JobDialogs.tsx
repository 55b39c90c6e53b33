import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ActionResult } from './jobMutations';

const QUICK_REASONS = ['Schedule conflict', 'Too far from my area', 'Not my specialty', 'Not available that day'];
const MIN_REASON = 3;

/** Asks a cleaner why they reject a job (reason required) before calling `rejectBooking`. */
export function RejectJobDialog({
  open,
  serviceName,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  serviceName: string;
  busy: boolean;
  error?: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<ActionResult>;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();
  const descriptionId = useId();
  const trimmed = reason.trim();
  const invalid = trimmed.length < MIN_REASON;

  const close = () => {
    if (busy) return;
    setTouched(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    const result = await onConfirm(trimmed);
    if (result.ok) {
      setReason('');
      setTouched(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Reject this job?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          You won't see this {serviceName} job again, and the customer will be kept informed. Please tell us why you
          can't take it.
        </DialogContentText>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} role="group" aria-label="Common reasons">
          {QUICK_REASONS.map((r) => (
            <Chip
              key={r}
              label={r}
              clickable
              variant={trimmed === r ? 'filled' : 'outlined'}
              color={trimmed === r ? 'primary' : 'default'}
              onClick={() => setReason(r)}
            />
          ))}
        </Stack>
        <TextField
          label="Reason"
          required
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2.5 }}
          error={touched && invalid}
          helperText={touched && invalid ? 'Please give a reason for rejecting this job.' : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Reject
        </Button>
      </DialogActions>
      </form>
    </Dialog>
  );
}

/** Confirms that a job is finished before calling `updateBookingStatus(completed)`. */
export function CompleteJobDialog({
  open,
  serviceName,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  serviceName: string;
  busy: boolean;
  error?: string | null;
  onClose: () => void;
  onConfirm: () => Promise<ActionResult>;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Mark this job complete?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Confirm that {serviceName} is finished. The customer will be notified and invited to leave a review.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Not yet
        </Button>
        <Button
          color="success"
          variant="contained"
          disabled={busy}
          onClick={() => void onConfirm()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Mark complete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
