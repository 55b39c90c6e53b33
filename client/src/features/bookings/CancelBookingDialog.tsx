import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { formatDateTime, formatMoney } from '../../components/booking/format';
import { ReasonDialog } from '../../components/ui/ReasonDialog';
import { evictRootFields } from '../../lib/apolloCache';

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

/**
 * Cancels a booking (status -> cancelled). The returned booking updates in place (normalized);
 * which lists still show it is the server's rule, so the cached `bookings` lists are evicted and
 * refetch when shown.
 */
export function useCancelBooking() {
  const [run, state] = useResultMutation(CustomerCancelBookingMutation, {
    update(cache, { data }) {
      if (data?.updateBookingStatus.__typename !== 'MutationUpdateBookingStatusSuccess') return;
      evictRootFields(cache, 'bookings');
    },
  });
  const cancel = (id: string, reason: string) => run({ id, reason: reason.trim() || undefined });
  return [cancel, state] as const;
}

/**
 * Confirmation dialog for cancelling a booking, with an optional reason (at most 500 characters)
 * and what the cancellation policy refunds ('You will be refunded $X of $Y.', from GraphQL
 * cancellationQuote, read fresh each time the dialog opens).
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
  const [cancel] = useCancelBooking();
  const quote = useQuery(CancellationQuoteQuery, { variables: { bookingId }, skip: !open, fetchPolicy: 'network-only' });
  const figures = quote.data?.cancellationQuote;
  const withinDay = new Date(scheduledAt).getTime() - Date.now() < DAY_MS;

  return (
    <ReasonDialog
      open={open}
      title="Cancel this booking?"
      description={`Your ${serviceName} on ${formatDateTime(scheduledAt)} will be cancelled and your cleaner notified. This can't be undone.`}
      label="Reason (optional)"
      hint="Letting us know helps us improve."
      rules={{ maxLength: 500 }}
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      tone="error"
      onConfirm={(reason) => cancel(bookingId, reason)}
      onDone={onCancelled}
      onClose={onClose}
    >
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
          You will be refunded {formatMoney(figures.refundCents)} of {formatMoney(figures.paidCents)}. {figures.description}
        </Alert>
      )}
      {figures && figures.paidCents === 0 && withinDay && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This booking starts in less than 24 hours.
        </Alert>
      )}
    </ReasonDialog>
  );
}
