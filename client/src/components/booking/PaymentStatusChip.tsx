import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAYMENT_STATUS_LABELS as LABELS, type PaymentStatusValue } from '../../../../schema/vocabulary';

type Tone = 'default' | 'success' | 'warning' | 'error' | 'info';

const TONES: Readonly<Record<PaymentStatusValue, Tone>> = {
  unpaid: 'warning',
  pending: 'info',
  paid: 'success',
  failed: 'error',
  refunded: 'default',
  partially_refunded: 'default',
};

/**
 * Label (schema/vocabulary.ts) and colour of each booking `paymentStatus` (issue 7: unpaid ->
 * pending -> paid | failed; paid -> (partially) refunded).
 */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, { label: string; color: Tone }>> = Object.freeze(
  Object.fromEntries((Object.keys(TONES) as PaymentStatusValue[]).map((status) => [status, { label: LABELS[status], color: TONES[status] }])),
);

/** Payment statuses in which a customer may (still) pay a booking that is not cancelled or rejected. */
export const PAYABLE_PAYMENT_STATUSES: ReadonlySet<string> = new Set(['unpaid', 'pending', 'failed']);

/** Booking statuses in which nothing can be paid. */
export const CLOSED_BOOKING_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'rejected']);

/** Whether a booking can be paid now: not cancelled or rejected, and not paid yet (issue 7 "Payments"). */
export function isPayable(booking: { status: string; paymentStatus: string }): boolean {
  return !CLOSED_BOOKING_STATUSES.has(booking.status) && PAYABLE_PAYMENT_STATUSES.has(booking.paymentStatus);
}

/** The label of a payment status ("partially_refunded" -> "Partially refunded"); unknown values as they are. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status]?.label ?? status;
}

/** Coloured chip with a booking's payment status ("Paid", "Payment failed", ...). */
export function PaymentStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const style = PAYMENT_STATUS_LABELS[status] ?? { label: status, color: 'default' as const };
  return <Chip component="span" size={size} color={style.color} label={style.label} sx={{ fontWeight: 600 }} />;
}
