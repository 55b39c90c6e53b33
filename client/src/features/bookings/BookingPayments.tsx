import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { graphql } from '../../gql';
import type { BookingPayments_BookingFragment } from '../../gql/graphql';
import { PaymentStatusChip } from '../../components/booking/PaymentStatusChip';
import { automaticChargeNote, isPayable } from '../../components/booking/payability';
import { formatDateTime, formatMoney } from '../../components/booking/format';
import { ReportProblemButton } from './ReportProblemDialog';

export const BookingPayments_booking = graphql(`
  fragment BookingPayments_booking on Booking {
    id
    status
    paymentStatus
    recurring
    totalCents
    payments {
      id
      kind
      amountCents
      currency
      status
      gatewayId
      failureMessage
      reason
      createdAt
    }
    payout {
      id
      status
      releaseAt
      problemReason
    }
  }
`);

const KIND_LABELS: Record<string, string> = { payment: 'Payment', charge: 'Payment', refund: 'Refund', payout: 'Payout' };

const STATUS_TONES: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  succeeded: 'success',
  paid: 'success',
  failed: 'error',
  declined: 'error',
  pending: 'info',
  processing: 'info',
  requires_payment_method: 'warning',
  canceled: 'default',
  refunded: 'default',
};

/** "requires_payment_method" -> "Requires payment method". */
function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Amount in the payment's currency (USD in practice: docs/decisions/0016 charges `totalCents` in USD). */
function formatAmount(cents: number, currency: string): string {
  if (currency.toLowerCase() === 'usd') return formatMoney(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/**
 * The payments section of a customer's booking (docs/decisions/0016): the payment status, every payment and
 * refund of the booking (amount, status, date, the gateway's id, a decline's message) newest
 * first (a refund with its reason), "Pay now" while a one-time booking is payable (not cancelled or
 * rejected, not paid yet; a plan visit instead says how its automatic charge stands), and "Report a
 * problem" while a completed job's payout is on hold.
 */
export function BookingPayments(props: { booking: BookingPayments_BookingFragment }) {
  const b = props.booking;
  const automatic = automaticChargeNote(b);
  const payments = [...b.payments].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Status
        </Typography>
        <PaymentStatusChip status={b.paymentStatus} />
      </Stack>
      {payments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No payments yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Payments of this booking" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {payments.map((payment) => (
            <Box
              component="li"
              key={payment.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {KIND_LABELS[payment.kind] ?? humanize(payment.kind)} {formatAmount(payment.amountCents, payment.currency)}
                </Typography>
                <Chip
                  component="span"
                  size="small"
                  variant="outlined"
                  color={STATUS_TONES[payment.status] ?? 'default'}
                  label={humanize(payment.status)}
                />
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatDateTime(payment.createdAt)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Reference {payment.gatewayId}
              </Typography>
              {payment.kind === 'refund' && payment.reason && (
                <Typography variant="body2">{payment.reason}</Typography>
              )}
              {payment.failureMessage && (
                <Typography variant="body2" sx={{ color: 'error.main' }}>
                  {payment.failureMessage}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {b.payout?.status === 'paused' && (
        <Typography variant="body2" role="status">
          You reported a problem: {b.payout.problemReason}. Our team will get back to you.
        </Typography>
      )}
      {b.status === 'completed' && b.payout?.status === 'held' && new Date(b.payout.releaseAt).getTime() > Date.now() && (
        <ReportProblemButton bookingId={b.id} until={b.payout.releaseAt} />
      )}
      {automatic && (
        <Typography variant="body2" role="status">
          {automatic}
        </Typography>
      )}
      {isPayable(b) && (
        <Button
          component={RouterLink}
          to={`/payment/${b.id}`}
          variant="contained"
          startIcon={<PaymentsRounded />}
          sx={{ alignSelf: 'stretch' }}
        >
          Pay now {formatMoney(b.totalCents)}
        </Button>
      )}
    </Stack>
  );
}
