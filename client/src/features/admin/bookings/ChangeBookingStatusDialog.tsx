/**
 * "Change status" of a booking for admins (issue 10 "Bookings", updateBookingStatus with a
 * reason): the new status and a required reason, recorded in the booking's timeline and the audit
 * trail. Completing a paid job schedules the cleaner's payout; cancelling refunds the customer in
 * full (server rules, docs/decisions/0004 and 0018).
 */
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
import TextField from '@mui/material/TextField';
import type { BookingStatus } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { useAdminChangeBookingStatus } from './bookingAdminMutations';

const STATUS_OPTIONS: readonly [BookingStatus, string][] = [
  ['pending', 'Pending'],
  ['pending_cleaner_response', 'Awaiting Cleaner Response'],
  ['confirmed', 'Confirmed'],
  ['in_progress', 'In Progress'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['rejected', 'Rejected'],
];

/** The dialog; `booking` null keeps it closed. */
export function ChangeBookingStatusDialog({ booking, onClose, onChanged }: { booking: { id: string; status: string } | null; onClose: () => void; onChanged: () => void }) {
  if (!booking) return null;
  return <ChangeStatusForm key={booking.id} booking={booking} onClose={onClose} onChanged={onChanged} />;
}

function ChangeStatusForm({ booking, onClose, onChanged }: { booking: { id: string; status: string }; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const options = STATUS_OPTIONS.filter(([value]) => value !== booking.status);
  const [status, setStatus] = useState<BookingStatus>(booking.status === 'in_progress' ? 'completed' : 'cancelled');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, { loading }] = useAdminChangeBookingStatus();

  const close = () => {
    if (!loading) onClose();
  };

  const submit = async () => {
    setError(null);
    if (reason.trim().length < 3) {
      setReasonError('Please give a reason (at least 3 characters)');
      return;
    }
    setReasonError(null);
    const result = await change(booking.id, status, reason.trim());
    if (result.ok) {
      toast.success(`Status set to ${result.value.statusLabel}.`);
      onChanged();
      return;
    }
    setError(result.message);
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Change status
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          The change is recorded with your name and reason, and the customer and cleaner are told. Completing a paid job schedules the cleaner's payout;
          cancelling refunds the customer in full.
        </DialogContentText>
        <TextField select label="New status" value={status} onChange={(e) => setStatus(e.target.value as BookingStatus)} fullWidth sx={{ mt: 2 }} disabled={loading}>
          {options.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          required
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          disabled={loading}
          error={Boolean(reasonError)}
          helperText={reasonError ?? undefined}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
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
          color={status === 'cancelled' || status === 'rejected' ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Set status
        </Button>
      </DialogActions>
    </Dialog>
  );
}
