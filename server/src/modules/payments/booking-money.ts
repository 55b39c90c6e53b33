/**
 * What money does when a booking's status changes (issue 7): the one place the bookings service
 * calls into payments, after the status change is committed.
 *
 * - cancelled: the refund the cancellation policy allows (customer) or a full refund (cleaner,
 *   admin, platform), through the gateway at once, idempotent (refunds.service.ts); rejected (the
 *   cleaner asked turned the job down, or an admin rejected it): a full refund;
 * - completed, or cancelled with money kept: the cleaner's share is scheduled as a payout after
 *   the hold (payouts.service.ts), once the refund is made;
 * - a payment the platform does not keep (it landed on a cancelled booking, or on one already
 *   paid: refunds.service UNKEPT_REASONS) is refunded in full (payments.service calls
 *   {@link afterUnkeptPayment}).
 *
 * Failures here never undo the status change: the step is queued (`booking-money`, pg-boss retries
 * with backoff) and run again; every part is idempotent (gateway keys, unique rows), and a refund
 * part already made is not made again.
 */
import { enqueue, registerJob, type JobPayloads } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import { refundForCancellation, refundUnkeptPayments, type BookingStatusChange } from './refunds.service.js';
import { schedulePayout } from './payouts.service.js';

/** The money of a booking after `change` (null: only its unkept payments), in order: refunds first, then the payout. Throws on failure. */
export async function settleBookingMoney({ bookingId, change }: JobPayloads['booking-money']): Promise<void> {
  await refundUnkeptPayments(bookingId);
  if (!change) return;
  if (change.to === 'cancelled' || change.to === 'rejected') await refundForCancellation(change);
  if (change.to === 'completed' || change.to === 'cancelled') await schedulePayout(change.bookingId);
}

/** Runs the step now; on failure queues it for the queue's retries. Never throws. */
async function settleOrQueue(step: JobPayloads['booking-money']): Promise<void> {
  try {
    await settleBookingMoney(step);
  } catch (error) {
    logger.warn({ err: error, step }, 'payments: money step failed; queued for a retry');
    await enqueue('booking-money', step).catch((queueError: unknown) => logger.error({ err: queueError, step }, 'payments: could not queue the money step'));
  }
}

/**
 * Applies the money side of a committed status change (see the module comment). Never throws:
 * a failure is queued and retried.
 */
export async function afterStatusChange(change: BookingStatusChange): Promise<void> {
  await settleOrQueue({ bookingId: change.bookingId, change });
}

/** Refunds a booking's unkept payments (committed), now or by the queue's retries. Never throws. */
export async function afterUnkeptPayment(bookingId: string): Promise<void> {
  await settleOrQueue({ bookingId, change: null });
}

registerJob('booking-money', settleBookingMoney);
