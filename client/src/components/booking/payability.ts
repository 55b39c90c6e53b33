/**
 * Whether and how a customer pays a booking (docs/decisions/0016). A one-time
 * booking is paid by its customer ("Pay now") until it is paid. A visit of a recurring plan is
 * charged automatically by the plan's visit-charge job (server: plans.jobs.ts, before the visit,
 * to the card saved on the plan), so the web app never offers to pay it; it says what is true
 * instead ({@link automaticChargeNote}).
 */
import { CLOSED_BOOKING_STATUSES as CLOSED } from '../../../../schema/vocabulary';

/** Payment statuses in which a one-time booking that is not cancelled or rejected may (still) be paid. */
export const PAYABLE_PAYMENT_STATUSES: ReadonlySet<string> = new Set(['unpaid', 'pending', 'failed']);

/** Booking statuses in which nothing can be paid: the closed ones (schema/vocabulary.ts). */
export const CLOSED_BOOKING_STATUSES: ReadonlySet<string> = new Set(CLOSED);

/** What deciding needs of a booking: its status, its paymentStatus and whether it is a plan visit (GraphQL `Booking.recurring`). */
export interface PayabilityOf {
  status: string;
  paymentStatus: string;
  /** True for a visit of a recurring plan. */
  recurring: boolean;
}

/**
 * Whether the customer may pay the booking now ("Pay now", the payment page): a one-time booking,
 * not cancelled or rejected, not paid yet. Never a plan visit: its charge is automatic.
 */
export function isPayable(booking: PayabilityOf): boolean {
  return !booking.recurring && !CLOSED_BOOKING_STATUSES.has(booking.status) && PAYABLE_PAYMENT_STATUSES.has(booking.paymentStatus);
}

/**
 * What a plan visit's payment is doing, in place of "Pay now": charged automatically before the
 * visit (unpaid), being charged (pending), or the automatic charge failed (failed: the customer is
 * notified of the retry or of the cancellation). Null for a one-time booking, a closed one, or a
 * plan visit already paid or refunded (the status chip says so).
 */
export function automaticChargeNote(booking: PayabilityOf): string | null {
  if (!booking.recurring || CLOSED_BOOKING_STATUSES.has(booking.status)) return null;
  switch (booking.paymentStatus) {
    case 'unpaid':
      return 'Charged automatically to your saved card before the visit. Nothing to pay now.';
    case 'pending':
      return 'The automatic charge for this visit is in progress.';
    case 'failed':
      return 'The automatic charge for this visit failed. We sent you a notification saying what happens next.';
    default:
      return null;
  }
}
