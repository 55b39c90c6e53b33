/**
 * What money does when a booking's status changes (docs/decisions/0016): the one place the bookings service
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
import { db } from '../../db.js';
import { CLOSED_BOOKING_STATUSES, isBookingStatusIn, PAYOUT_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';
import { enqueue, registerJob, registerSweep, type JobPayloads } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import { UNKEPT_REASONS, refundForCancellation, refundUnkeptPayments, syncGatewayRefunds, type BookingStatusChange } from './refunds.service.js';
import { schedulePayout } from './payouts.service.js';

/**
 * The money of a booking after `change` (null: only its unkept payments), in order: the gateway's
 * refunds read back (one the app never heard of, e.g. a lost answer, is recorded first, so what is
 * owed is computed from what the gateway did), refunds, then the payout. Throws on failure.
 */
export async function settleBookingMoney({ bookingId, change }: JobPayloads['booking-money']): Promise<void> {
  await syncGatewayRefunds(bookingId);
  await refundUnkeptPayments(bookingId);
  if (!change) return;
  if (isBookingStatusIn(CLOSED_BOOKING_STATUSES, change.to)) await refundForCancellation(change);
  if (isBookingStatusIn(PAYOUT_BOOKING_STATUSES, change.to)) await schedulePayout(change.bookingId);
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

/** How far back the sweep looks for a cancellation whose refund is owed (days). */
const OWED_WITHIN_DAYS = 7;

/**
 * Refunds owed found by the rows (jobs/queue.ts registerSweep, every minute), for a money step
 * lost between a status change's commit and its run (or its retry job): an unkept payment not
 * refunded yet, and a booking cancelled or rejected in the last 7 days, still paid, with a kept
 * payment that has no cancellation refund (its change read from its last status event). The same
 * idempotent step as {@link afterStatusChange}; nothing is refunded twice.
 */
export async function sweepOwedMoney(now: Date): Promise<void> {
  const unkept = await db.payment.findMany({
    where: { kind: 'payment', status: 'succeeded', reason: { in: UNKEPT_REASONS }, booking: { paymentStatus: { not: 'refunded' } } },
    select: { bookingId: true },
    take: 100,
  });
  for (const bookingId of new Set(unkept.map((p) => p.bookingId))) await settleBookingMoney({ bookingId, change: null });
  const since = new Date(now.getTime() - OWED_WITHIN_DAYS * 86_400_000);
  const owed = await db.booking.findMany({
    where: {
      status: { in: [...CLOSED_BOOKING_STATUSES] },
      paymentStatus: { in: ['paid', 'partially_refunded'] },
      updatedAt: { gte: since },
      payments: { some: { kind: 'payment', status: 'succeeded', OR: [{ reason: null }, { reason: { notIn: UNKEPT_REASONS } }] } },
    },
    select: { id: true, status: true, payments: { where: { kind: 'refund' }, select: { idempotencyKey: true } } },
    take: 100,
  });
  for (const booking of owed) {
    if (booking.payments.some((r) => r.idempotencyKey.startsWith(`booking:${booking.id}:cancel-refund:`))) continue;
    const event = await db.bookingEvent.findFirst({
      where: { bookingId: booking.id, kind: 'status_changed', toValue: booking.status },
      orderBy: { createdAt: 'desc' },
      include: { actor: { select: { id: true, role: true } } },
    });
    const change: BookingStatusChange = {
      bookingId: booking.id,
      from: (event?.fromValue ?? 'confirmed') as BookingStatusChange['from'],
      to: booking.status,
      actor: event?.actor ? { id: event.actor.id, role: event.actor.role } : null,
    };
    await settleBookingMoney({ bookingId: booking.id, change });
  }
}

registerSweep('money', sweepOwedMoney);
