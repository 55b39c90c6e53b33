import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { formatDateTime } from '../../components/booking/format';
import { matchesStatus, placeBookingInLists } from '../../lib/bookingLists';

const CustomerCancelBookingMutation = graphql(`
  mutation CustomerCancelBooking($id: ID!, $reason: String) {
    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {
      __typename
      ... on MutationUpdateBookingStatusSuccess {
        data {
          id
          ...CustomerBookingDetailPage_booking
        }
      }
      ...ErrorFields
    }
  }
`);

const CancellationQuoteQuery = graphql(`
  query CancellationQuote($bookingId: ID!) {
    cancellationQuote(bookingId: $bookingId) {
      bookingId
      paidCents
      refundCents
      refundPercent
      description
    }
  }
`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** "$12.50" from cents (USD, en-US). */
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * Cancels a booking (status -> cancelled). The returned booking updates in place (normalized);
 * it leaves the cached list pages whose status filter excludes `cancelled` (lib/bookingLists.ts).
 */
export function useCancelBooking() {
  const [run, state] = useResultMutation(CustomerCancelBookingMutation, {
    update(cache, { data }) {
      const result = data?.updateBookingStatus;
      if (result?.__typename !== 'MutationUpdateBookingStatusSuccess') return;
      placeBookingInLists(cache, result.data.id, (list) => matchesStatus(list, 'cancelled'));
    },
  });
  const cancel = (id: string, reason: string) => run({ id, reason: reason.trim() || undefined });
  return [cancel, state] as const;
}

/**
 * Confirmation dialog for cancelling a booking, with an optional reason and what the cancellation
 * policy refunds ('You will be refunded $X of $Y.', from GraphQL cancellationQuote).
 */
export function CancelBookingDialog({
  open,
  bookingId,
  serviceName,
  scheduledAt,
  onClose,
  onCancelled,
}: {
  open: boolean;
  bookingId: string;
  serviceName: string;
  scheduledAt: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useCancelBooking();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();
  const descriptionId = useId();
  const withinDay = new Date(scheduledAt).getTime() - Date.now() < DAY_MS;
  // What the cancellation policy refunds right now (read fresh each time the dialog opens).
  const quote = useQuery(CancellationQuoteQuery, { variables: { bookingId }, skip: !open, fetchPolicy: 'network-only' });
  const figures = quote.data?.cancellationQuote;

  const close = () => {
    if (loading) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setError(null);
    const result = await cancel(bookingId, reason);
    if (result.ok) {
      setReason('');
      onCancelled();
    } else {
      setError(result.message);
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
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Cancel this booking?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Your {serviceName} on {formatDateTime(scheduledAt)} will be cancelled and your cleaner notified. This can't be
          undone.
        </DialogContentText>
        {quote.loading && (
          <DialogContentText sx={{ mt: 2 }} role="status">
            Checking what will be refunded...
          </DialogContentText>
        )}
        {quote.error && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            We could not check the refund right now. Our cancellation policy still applies.
          </Alert>
        )}
        {figures && figures.paidCents > 0 && (
          <Alert severity={figures.refundCents < figures.paidCents ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="refund-quote">
            You will be refunded {usd(figures.refundCents)} of {usd(figures.paidCents)}. {figures.description}
          </Alert>
        )}
        {figures && figures.paidCents === 0 && withinDay && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            This booking starts in less than 24 hours.
          </Alert>
        )}
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2.5 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="Letting us know helps us improve."
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={loading} autoFocus>
          Keep booking
        </Button>
        <Button
          onClick={() => void confirm()}
          color="error"
          variant="contained"
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
