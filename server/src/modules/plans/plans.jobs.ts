/**
 * The jobs of recurring plans
 * (docs/decisions/0033-recurring-plans.md), on the database job queue (jobs/queue.ts):
 *
 * - `plans-extend`, hourly (one job per UTC hour, keyed by the hour) and at start-up: every active
 *   plan's visits are booked through the 12-week window (`extendPlans`). Two instances, or two
 *   runs at once, book each visit once: plans.visits `bookVisitsThrough` relies on the unique
 *   (planId, planDate) index.
 * - `visit-charge`, 24 hours before each visit: the visit is charged off-session on the customer's
 *   gateway customer (idempotency key `visit:<bookingId>:<attempt>`); a decline tells the customer
 *   (who can update the card) and is retried every 6 hours while the start is more than 2 hours away.
 * - `visit-unpaid-cancel`, 2 hours before each visit: a visit still unpaid is cancelled (reason
 *   'Payment failed'), and its cleaner and customer are told.
 *
 * Every function takes `now` (a UTC instant), so tests drive the clock and call them directly; the
 * queue's handlers pass the real time. Each decides by compare-and-set on the booking, so a late,
 * repeated or racing run changes nothing twice. Money in cents.
 */
import { db } from '../../db.js';
import { ConflictError, PaymentError, ValidationError } from '../../errors.js';
import { enqueue, registerJob, registerSweep } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import { pubsub } from '../../pubsub.js';
import { dollars } from '../../lib/money.js';
import type { Booking } from '../../generated/prisma/client.js';
import { memberHourlyCap } from '../services/pricing.service.js';
import { gatewayCustomerFor } from '../memberships/memberships.billing.js';
import { gateway, isTestMode } from '../payments/gateway.js';
import { chargeBookingOffSession } from '../payments/payments.service.js';
import { notify, type NewNotification } from '../notifications/notifications.service.js';
import { horizonEnd, localWhen } from './recurrence.js';
import { bookVisitsThrough, dateOnly, onVisitBooked, planPath, UPCOMING_STATUSES, visitPricing } from './plans.visits.js';

/** Hours before a visit's start its charge runs. */
export const CHARGE_HOURS_BEFORE = 24;
/** Hours between a declined charge and its retry. */
export const RETRY_EVERY_HOURS = 6;
/** Hours before a visit's start an unpaid visit is cancelled. */
export const UNPAID_CANCEL_HOURS_BEFORE = 2;
/** The cancellation reason of a visit still unpaid {@link UNPAID_CANCEL_HOURS_BEFORE} hours before its start. */
export const PAYMENT_FAILED_REASON = 'Payment failed';
/** Title of the customer's notification after a declined visit charge. */
export const PAYMENT_FAILED_TITLE = 'Payment for your plan visit failed';

/** The test gateway's card a plan without a saved card is charged to (test mode only). */
const TEST_CARD = 'pm_card_visa';
const HOUR = 3_600_000;
/**
 * The queue's singleton slot of these jobs (seconds, the largest pg-boss takes): with keys naming
 * the hour, or the visit, its start and the attempt, each key is sent once whatever its state, so
 * two instances (or a job and the start-up) queue one job.
 */
const ONCE = { singletonSeconds: 2_000_000_000 };

/** Statuses of a visit that is still to happen (and so is charged, or cancelled when unpaid). */
const UPCOMING = UPCOMING_STATUSES;
/** Payment statuses of a visit whose money is in (nothing more to charge). */
const PAID = ['paid', 'partially_refunded', 'refunded'] as const;


const isPaid = (b: Pick<Booking, 'paymentStatus'>) => (PAID as readonly string[]).includes(b.paymentStatus);

/** The UTC hour `now` falls in, as an ISO instant ("2026-12-07T09:00:00.000Z"): the key of that hour's `plans-extend`. */
export function hourOf(now: Date): string {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString();
}

// --- rolling window --------------------------------------------------------------------------

/** What one run of the rolling window did. */
export interface ExtendResult {
  /** Active plans looked at. */
  plans: number;
  /** Bookings this run created (a visit another run booked first is not counted). */
  booked: number;
  /** Plans whose extension failed (logged; the next hour tries again). */
  failed: number;
}

/**
 * Books every active plan's visits through its window (`horizonEnd(now, plan.timeZone)`: today at
 * the address + 12 weeks) with plans.visits `bookVisitsThrough`. Plans already booked that far are
 * skipped. Safe to run twice at once (two instances): each visit becomes one booking.
 * @param now UTC instant the window is measured from
 */
export async function extendPlans(now: Date): Promise<ExtendResult> {
  const plans = await db.plan.findMany({ where: { status: 'active' }, select: { id: true, timeZone: true, bookedThrough: true }, orderBy: { createdAt: 'asc' } });
  const result: ExtendResult = { plans: plans.length, booked: 0, failed: 0 };
  for (const plan of plans) {
    if (plan.bookedThrough && dateOnly(plan.bookedThrough) >= horizonEnd(now, plan.timeZone)) continue;
    try {
      result.booked += await bookVisitsThrough(plan.id, now);
    } catch (error) {
      result.failed += 1;
      logger.error({ err: error, planId: plan.id }, 'plans: extending the rolling window failed');
    }
  }
  return result;
}

/**
 * Queues the `plans-extend` job of the hour after `now` (and, with `includeCurrent`, of the hour
 * `now` is in, to run at once). Keyed by the hour, so instances queueing the same hour queue it once.
 */
export async function schedulePlanExtension(now: Date, includeCurrent = false): Promise<void> {
  const next = new Date(new Date(hourOf(now)).getTime() + HOUR);
  const hours = includeCurrent ? [new Date(hourOf(now)), next] : [next];
  for (const at of hours) {
    const hour = at.toISOString();
    await enqueue('plans-extend', { hour }, { ...(at.getTime() > now.getTime() ? { startAfter: at } : {}), singletonKey: `plans-extend:${hour}`, ...ONCE }).catch((error: unknown) =>
      logger.error({ err: error, hour }, 'plans: could not queue the rolling window job'),
    );
  }
}

/**
 * One hourly run: the next hour's job first (so a failing run does not stop the chain), then the
 * rolling window and the charges and unpaid cancellations whose job was lost (e.g. the app was
 * down at their time).
 */
export async function runPlanHour(now: Date): Promise<void> {
  await schedulePlanExtension(now);
  await extendPlans(now);
  await settleDueVisits(now);
}

/** Start-up: queues this hour's run (at once) and the next one. */
export async function startPlanJobs(now = new Date()): Promise<void> {
  await schedulePlanExtension(now, true);
}

// --- charges -----------------------------------------------------------------------------------

/**
 * Queues a plan visit's money jobs: its charge at scheduledAt − 24 h (attempt 1; at once when that
 * moment has passed) and its unpaid cancellation at scheduledAt − 2 h, each keyed by booking and
 * start, so a visit moved to a new start gets new jobs and the old ones find nothing to do. Call
 * after a plan booking is created or its start changes (plans.visits). Failures are logged, never thrown.
 * @param booking a booking with `planId` (others are ignored); `scheduledAt` UTC
 */
export async function scheduleVisitCharge(booking: Pick<Booking, 'id' | 'scheduledAt' | 'planId'>, now = new Date()): Promise<void> {
  if (!booking.planId) return;
  const start = booking.scheduledAt.getTime();
  const scheduledAt = booking.scheduledAt.toISOString();
  const later = (at: number) => (at > now.getTime() ? { startAfter: new Date(at) } : {});
  try {
    await enqueue('visit-charge', { bookingId: booking.id, attempt: 1, scheduledAt }, { ...later(start - CHARGE_HOURS_BEFORE * HOUR), singletonKey: `visit-charge:${booking.id}:${scheduledAt}:1`, ...ONCE });
    await enqueue('visit-unpaid-cancel', { bookingId: booking.id, scheduledAt }, { ...later(start - UNPAID_CANCEL_HOURS_BEFORE * HOUR), singletonKey: `visit-unpaid-cancel:${booking.id}:${scheduledAt}`, ...ONCE });
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, 'plans: could not queue the visit charge');
  }
}

/** What one charge attempt did. */
export type ChargeOutcome =
  /** The visit is paid now (or was already). */
  | { kind: 'paid' }
  /** Declined: the customer was told; `retryAt` is the next attempt (UTC), null when none fits before the unpaid cancellation. */
  | { kind: 'declined'; message: string; retryAt: Date | null }
  /** Nothing to do: no such plan visit, not upcoming, too early (before start − 24 h) or too late (inside start − 2 h). */
  | { kind: 'skipped'; reason: 'gone' | 'not_upcoming' | 'too_early' | 'too_late' };

/**
 * Charges one plan visit (job `visit-charge`): from scheduledAt − 24 h until scheduledAt − 2 h, an
 * upcoming (pending, pending_cleaner_response, confirmed) unpaid visit is re-priced if the
 * customer's membership changed, then charged off-session (payments.service
 * chargeBookingOffSession) with the plan's card (`plan.paymentMethodId`; the test card in test
 * mode) on the customer's gateway customer, idempotency key `visit:<bookingId>:<attempt>`.
 * A decline notifies the customer ('Payment for your plan visit failed', linking to the plan's
 * page) and queues attempt + 1 six hours later when that is still before scheduledAt − 2 h.
 * @param attempt from 1; the same attempt charges once however often it runs
 * @param now UTC instant of the run
 */
export async function chargeVisit(bookingId: string, attempt: number, now: Date): Promise<ChargeOutcome> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, include: { plan: true, service: true } });
  if (!booking || !booking.plan) return { kind: 'skipped', reason: 'gone' };
  if (isPaid(booking)) return { kind: 'paid' };
  if (!UPCOMING.includes(booking.status)) return { kind: 'skipped', reason: 'not_upcoming' };
  // A visit whose date is skipped, or of a plan cancelled or paused (pausedAt set), is not charged,
  // even when its booking was left upcoming.
  const planOff = booking.plan.status === 'cancelled' || (booking.plan.status === 'paused' && booking.plan.pausedAt !== null);
  const skipped = booking.planDate ? await db.planException.findFirst({ where: { planId: booking.plan.id, date: booking.planDate, kind: 'skip' } }) : null;
  if (planOff || skipped) return { kind: 'skipped', reason: 'not_upcoming' };
  const start = booking.scheduledAt.getTime();
  if (now.getTime() < start - CHARGE_HOURS_BEFORE * HOUR) return { kind: 'skipped', reason: 'too_early' };
  if (now.getTime() >= start - UNPAID_CANCEL_HOURS_BEFORE * HOUR) return { kind: 'skipped', reason: 'too_late' };
  const plan = booking.plan;

  // Re-priced only while no charge is open, so an attempt never changes the amount of an intent made.
  // The price of that day (docs/decisions/0033): a membership started or ended since the visit was booked counts.
  const price = visitPricing(booking.service, booking.durationMinutes, await memberHourlyCap(booking.customerId, db, now), plan.discountPercent);
  let current: Booking = booking;
  if (price.totalCents !== booking.totalCents && booking.paymentStatus !== 'pending') {
    const repriced = await db.booking.updateMany({
      where: { id: booking.id, paymentStatus: { in: ['unpaid', 'failed'] }, totalCents: booking.totalCents },
      data: { priceTier: price.appliedTier, hourlyRateCents: price.hourlyRateCents, discountCents: price.discountCents, totalCents: price.totalCents },
    });
    if (repriced.count) current = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  }

  let message: string;
  const card = plan.paymentMethodId ?? (isTestMode() ? TEST_CARD : null);
  if (!card) {
    message = 'No card is saved for this plan.';
  } else {
    try {
      const customerId = await gatewayCustomerFor(booking.customerId);
      if (plan.paymentMethodId) {
        // Stripe charges a card off-session only when it is attached to the customer (same key as memberships).
        await gateway().attachPaymentMethod({ paymentMethodId: plan.paymentMethodId, customerId, idempotencyKey: `attach:${booking.customerId}:${plan.paymentMethodId}` });
      }
      const result = await chargeBookingOffSession(current, { customerId, paymentMethodId: card, idempotencyKey: `visit:${booking.id}:${attempt}` });
      if (result.failureMessage === null) return { kind: 'paid' };
      message = result.failureMessage;
    } catch (error) {
      // The claim found the visit cancelled, rejected or paid since it was read above (a skip or a
      // "Pay now" meanwhile): nothing to charge, an answer like the checks above, not a failed job.
      if (error instanceof ConflictError) {
        const latest = await db.booking.findUnique({ where: { id: booking.id }, select: { paymentStatus: true } });
        return latest && isPaid(latest) ? { kind: 'paid' } : { kind: 'skipped', reason: 'not_upcoming' };
      }
      // The gateway refused the card itself (e.g. it belongs to someone else): a decline like any other.
      if (!(error instanceof ValidationError || error instanceof PaymentError)) throw error;
      message = error.message;
    }
  }

  const retry = now.getTime() + RETRY_EVERY_HOURS * HOUR;
  const retryAt = retry < start - UNPAID_CANCEL_HOURS_BEFORE * HOUR ? new Date(retry) : null;
  if (retryAt) {
    const scheduledAt = booking.scheduledAt.toISOString();
    await enqueue('visit-charge', { bookingId: booking.id, attempt: attempt + 1, scheduledAt }, { startAfter: retryAt, singletonKey: `visit-charge:${booking.id}:${scheduledAt}:${attempt + 1}`, ...ONCE }).catch(
      (error: unknown) => logger.error({ err: error, bookingId: booking.id }, 'plans: could not queue the charge retry; the hourly run catches it'),
    );
  }
  const when = localWhen(booking.scheduledAt, plan.timeZone);
  const next = retryAt ? 'We will try again in 6 hours.' : 'There is no time left to try again.';
  await notify([
    {
      userId: booking.customerId,
      type: 'booking_updated',
      title: PAYMENT_FAILED_TITLE,
      message: `We could not charge ${dollars(current.totalCents)} for your ${booking.service.name} visit on ${when} (${message}). Please update your card: ${next} A visit still unpaid 2 hours before it starts is cancelled.`,
      data: { bookingId: booking.id, planId: plan.id, path: planPath(plan.id) },
      actions: [{ type: 'view', label: 'Update card', data: { planId: plan.id, path: planPath(plan.id) } }],
    },
  ]);
  return { kind: 'declined', message, retryAt };
}

// --- unpaid visits ---------------------------------------------------------------------------

/**
 * Cancels a plan visit still unpaid 2 hours before its start (job `visit-unpaid-cancel`): an
 * upcoming visit whose paymentStatus is unpaid, pending or failed, from scheduledAt − 2 h on, is
 * cancelled (reason 'Payment failed'), its pending request to a cleaner withdrawn, a BookingEvent
 * `status_changed` kept; its cleaner (if any) and its customer are told. No money moves: nothing
 * was paid. Idempotent.
 * @returns true when it cancelled the visit now
 */
export async function cancelUnpaidVisit(bookingId: string, now: Date): Promise<boolean> {
  const cancelled = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${bookingId} FOR UPDATE`;
    const booking = await tx.booking.findUnique({ where: { id: bookingId } });
    if (!booking || !booking.planId || !UPCOMING.includes(booking.status) || isPaid(booking)) return null;
    if (now.getTime() < booking.scheduledAt.getTime() - UNPAID_CANCEL_HOURS_BEFORE * HOUR) return null;
    await tx.bookingOffer.updateMany({ where: { bookingId, outcome: 'pending' }, data: { outcome: 'withdrawn', answeredAt: now, reason: 'the visit was not paid' } });
    const updated = await tx.booking.update({
      where: { id: bookingId },
      data: { status: 'cancelled', cancelledAt: now, cancellationReason: PAYMENT_FAILED_REASON },
      include: { service: true, plan: true },
    });
    await tx.bookingEvent.create({ data: { bookingId, kind: 'status_changed', fromValue: booking.status, toValue: 'cancelled', reason: PAYMENT_FAILED_REASON } });
    return updated;
  });
  if (!cancelled) return false;
  pubsub.publish('booking:updated', cancelled.id, { bookingId: cancelled.id });
  const tz = cancelled.plan?.timeZone ?? 'UTC';
  const when = localWhen(cancelled.scheduledAt, tz);
  const items: NewNotification[] = [
    {
      userId: cancelled.customerId,
      type: 'booking_cancelled',
      title: 'Plan visit cancelled',
      message: `Your ${cancelled.service.name} visit on ${when} was cancelled: the payment did not go through. Your plan's next visits stay booked.`,
      data: { bookingId: cancelled.id, planId: cancelled.planId, path: planPath(cancelled.planId!) },
      actions: [{ type: 'view', label: 'View plan', data: { planId: cancelled.planId, path: planPath(cancelled.planId!) } }],
    },
  ];
  if (cancelled.cleanerId) {
    items.push({
      userId: cancelled.cleanerId,
      type: 'booking_cancelled',
      title: 'Booking cancelled',
      message: `The ${cancelled.service.name} visit in ${cancelled.city} on ${when} was cancelled: ${PAYMENT_FAILED_REASON}.`,
      data: { bookingId: cancelled.id },
    });
  }
  await notify(items);
  return true;
}

/**
 * Catches up the money of plan visits whose job did not run (start-up, each hourly run): upcoming
 * unpaid visits inside (now + 2 h, now + 24 h] never charged are charged (attempt 1); those inside
 * now + 2 h still unpaid are cancelled. Returns how many were charged (attempted) and cancelled.
 */
export async function settleDueVisits(now: Date): Promise<{ charged: number; cancelled: number }> {
  const t = now.getTime();
  const due = await db.booking.findMany({
    where: {
      planId: { not: null },
      status: { in: UPCOMING },
      // pending with no payment row: a charge claimed the visit and stopped before the gateway answered.
      paymentStatus: { in: ['unpaid', 'pending'] },
      payments: { none: { kind: 'payment' } },
      scheduledAt: { gt: new Date(t + UNPAID_CANCEL_HOURS_BEFORE * HOUR), lte: new Date(t + CHARGE_HOURS_BEFORE * HOUR) },
    },
    select: { id: true },
  });
  let charged = 0;
  for (const b of due) {
    charged += 1;
    await chargeVisit(b.id, 1, now).catch((error: unknown) => logger.error({ err: error, bookingId: b.id }, 'plans: visit charge failed'));
  }
  const late = await db.booking.findMany({
    where: { planId: { not: null }, status: { in: UPCOMING }, paymentStatus: { in: ['unpaid', 'pending', 'failed'] }, scheduledAt: { gt: now, lte: new Date(t + UNPAID_CANCEL_HOURS_BEFORE * HOUR) } },
    select: { id: true },
  });
  let cancelled = 0;
  for (const b of late) if (await cancelUnpaidVisit(b.id, now).catch(() => false)) cancelled += 1;
  return { charged, cancelled };
}

// --- queue handlers: the real clock ------------------------------------------------------------

// Every visit booking gets its charge jobs (24 h before; unpaid 2 h before), also when the hourly window books it.
onVisitBooked(scheduleVisitCharge);

registerJob('plans-extend', async () => runPlanHour(new Date()));

registerJob('visit-charge', async ({ bookingId, attempt }) => {
  await chargeVisit(bookingId, attempt, new Date());
});

registerJob('visit-unpaid-cancel', async ({ bookingId }) => {
  await cancelUnpaidVisit(bookingId, new Date());
});

// The hourly chain, should a job of it be lost: this hour's and the next hour's runs are queued
// again every minute (keyed by the hour, so each is queued once).
registerSweep('plans', (now) => schedulePlanExtension(now, true));
