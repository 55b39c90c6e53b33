/**
 * What money does when a booking's status changes (issue 7): the one place the bookings service
 * calls into payments, after the status change is committed.
 *
 * - cancelled: the refund the cancellation policy allows (customer) or a full refund (cleaner,
 *   admin, platform), through the gateway at once, idempotent (refunds.service.ts); rejected (the
 *   cleaner asked turned the job down, or an admin rejected it): a full refund;
 * - completed, or cancelled with money kept: the cleaner's share is scheduled as a payout after
 *   the hold (payouts.service.ts).
 *
 * Failures here never undo the status change: the refund and the payout are idempotent and are
 * retried from the job queue.
 */
import { logger } from '../../logger.js';
import { refundForCancellation, type BookingStatusChange } from './refunds.service.js';
import { schedulePayout } from './payouts.service.js';


/**
 * Applies the money side of a committed status change (see the module comment). Never throws:
 * errors are logged and left to the queue's retries.
 */
export async function afterStatusChange(change: BookingStatusChange): Promise<void> {
  try {
    if (change.to === 'cancelled' || change.to === 'rejected') await refundForCancellation(change);
    if (change.to === 'completed' || change.to === 'cancelled') await schedulePayout(change.bookingId);
  } catch (error) {
    logger.error({ err: error, change }, 'payments: money step after a booking status change failed');
  }
}
