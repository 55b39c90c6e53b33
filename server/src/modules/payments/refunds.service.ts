/**
 * Refunds and the cancellation policy (issue 7 "Cancellation policy as data" and "Refunds (admin)").
 * Skeleton: filled in by the refunds work.
 */
import type { BookingStatusChange } from './booking-money.js';

/**
 * Refunds a cancelled booking's payment as the cancellation policy allows (customer) or in full
 * (cleaner, admin, platform), through the gateway at once with idempotency key
 * `booking:<id>:cancel-refund`. Does nothing for an unpaid booking.
 */
export async function refundForCancellation(_change: BookingStatusChange): Promise<void> {
  // TODO(issue 7, refunds): implement.
}
