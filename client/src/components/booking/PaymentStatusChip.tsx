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
 * Label (schema/vocabulary.ts) and colour of each booking `paymentStatus` (docs/decisions/0016: unpaid ->
 * pending -> paid | failed; paid -> (partially) refunded).
 */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, { label: string; color: Tone }>> = Object.freeze(
  Object.fromEntries((Object.keys(TONES) as PaymentStatusValue[]).map((status) => [status, { label: LABELS[status], color: TONES[status] }])),
);

/** The label of a payment status ("partially_refunded" -> "Partially refunded"); unknown values as they are. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status]?.label ?? status;
}

/** Coloured chip with a booking's payment status ("Paid", "Payment failed", ...). */
export function PaymentStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const style = PAYMENT_STATUS_LABELS[status] ?? { label: status, color: 'default' as const };
  return <Chip component="span" size={size} color={style.color} label={style.label} sx={{ fontWeight: 600 }} />;
}
