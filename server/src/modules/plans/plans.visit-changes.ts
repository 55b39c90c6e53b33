/**
 * Skipping and moving one visit of a plan (docs/decisions/0033), by its
 * customer or an admin: a skip cancels the visit's booking as a booking is cancelled and the date is
 * never booked; a move re-checks the new start for the visit's cleaner and moves the booking in
 * place. Dates are local "YYYY-MM-DD" at the address, instants UTC. Every function takes `now`.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Context } from '../../context.js';
import type { Booking, Plan, PlanException } from '../../generated/prisma/client.js';
import { leadTimeProblem } from '../bookings/bookings.inputs.js';
import { isOverlapViolation } from '../bookings/bookings.service.js';
import { lockedSlotFree, scheduleMatchingJobs } from '../matching/cascade.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { PLAN_MOVE_NOTICE_HOURS } from '../../../../schema/rules.js';
import { CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary.js';
import { checkVisits, type VisitCheck } from './plans.check.js';
import { scheduleVisitCharge } from './plans.jobs.js';
import { canceller, ownedPlan, requireLive, type CheckedPlan } from './plans.service.js';
import { UPCOMING_STATUSES, cancelVisit, dateColumn, recurrenceOf, visitRequest } from './plans.visits.js';
import { occurrences } from './recurrence.js';

/** Hours before both the old and the new start a visit may still be moved. */
export const MOVE_NOTICE_HOURS = PLAN_MOVE_NOTICE_HOURS;
/** 409 message of a move to a time the cleaner cannot make. */
export const MOVE_NOT_FREE = 'That time is not free. Pick one of the suggested times.';
/** 422 message of a move inside {@link MOVE_NOTICE_HOURS}. */
export const MOVE_TOO_LATE = `Visits can be moved up to ${MOVE_NOTICE_HOURS} hours before they start, to a time at least ${MOVE_NOTICE_HOURS} hours ahead.`;
/** Cancellation reason of a skipped visit's booking. */
export const VISIT_SKIPPED = 'Visit skipped';

const HOUR = 3_600_000;

/** The plan's visit on a local date: its regular (or moved) start and its booking, if any. @throws NotFoundError when the plan has no visit that date */
async function visitOn(plan: Plan, date: string): Promise<{ scheduledAt: Date; booking: Booking | null; exception: PlanException | null }> {
  const [booking, exception] = await Promise.all([
    db.booking.findFirst({ where: { planId: plan.id, planDate: dateColumn(date) } }),
    db.planException.findUnique({ where: { planId_date: { planId: plan.id, date: dateColumn(date) } } }),
  ]);
  const regular = occurrences(recurrenceOf(plan), { from: date, until: date })[0];
  if (!regular && !booking) throw new NotFoundError('This plan has no visit on that date.');
  const scheduledAt = booking?.scheduledAt ?? (exception?.kind === 'move' && exception.movedTo ? exception.movedTo : regular!.scheduledAt);
  return { scheduledAt, booking, exception };
}

/**
 * Skips one visit (its customer or an admin), any time before it starts: its booking, if it has
 * one still upcoming, is cancelled as a booking is ('Visit skipped'; a paid visit by the
 * cancellation policy), and the date is never booked.
 * @throws NotFoundError (plan, no visit that date), ConflictError (started, already skipped, plan not active)
 */
export async function skipVisit(ctx: Context, id: string, date: string, now: Date): Promise<Plan> {
  const user = actor(ctx);
  const plan = await ownedPlan(user, id);
  requireLive(plan, true);
  const visit = await visitOn(plan, date);
  if (visit.exception?.kind === 'skip') throw new ConflictError('This visit is already skipped.');
  if (visit.scheduledAt <= now) throw new ConflictError('This visit has already started.');
  if (visit.booking && !UPCOMING_STATUSES.includes(visit.booking.status) && !isBookingStatusIn(CLOSED_BOOKING_STATUSES, visit.booking.status)) {
    throw new ConflictError('This visit has already started.');
  }
  const before = visit.exception;
  // Under the plan's row lock, which a visit being booked holds too (plans.visits bookVisit): a
  // booking of this date made meanwhile is found here, and one not made yet will see the skip.
  const booked = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Plan" WHERE "id" = ${id} FOR UPDATE`;
    await tx.planException.upsert({
      where: { planId_date: { planId: id, date: dateColumn(date) } },
      create: { planId: id, date: dateColumn(date), kind: 'skip' },
      update: { kind: 'skip', movedTo: null },
    });
    return tx.booking.findFirst({ where: { planId: id, planDate: dateColumn(date) } });
  });
  const booking = visit.booking ?? booked;
  if (booking && UPCOMING_STATUSES.includes(booking.status) && !(await cancelVisit(booking, VISIT_SKIPPED, canceller(user), now))) {
    // Not cancelled by this call: fine when it is off anyway (cancelled or rejected meanwhile); a
    // visit that started meanwhile is not skipped, and the skip is taken back.
    const after = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    if (!isBookingStatusIn(CLOSED_BOOKING_STATUSES, after.status)) {
      if (before) await db.planException.update({ where: { planId_date: { planId: id, date: before.date } }, data: { kind: before.kind, movedTo: before.movedTo } });
      else await db.planException.deleteMany({ where: { planId: id, date: dateColumn(date), kind: 'skip' } });
      throw new ConflictError('This visit has already started.');
    }
  }
  return db.plan.findUniqueOrThrow({ where: { id } });
}

/**
 * Moves one visit to a new UTC start (its customer or an admin), at least 24 hours before both
 * its current and its new start. The new start is checked like a new visit (lead time, and the
 * visit's cleaner: eligible then, free with the travel buffer, its own slot excluded); the booking
 * keeps its id and cleaner, its scheduledAt changes in place, and its reminder, matching and
 * charge jobs follow the new start. A visit not booked yet records the new start for when it is.
 * @throws ValidationError (422 inside 24 hours, or outside the lead-time window), NotFoundError,
 *   ConflictError (409 {@link MOVE_NOT_FREE}; skipped; not upcoming; plan not active)
 */
export async function moveVisit(ctx: Context, id: string, date: string, scheduledAt: Date, now: Date): Promise<CheckedPlan> {
  const user = actor(ctx);
  const plan = await ownedPlan(user, id);
  requireLive(plan, false);
  const visit = await visitOn(plan, date);
  if (visit.exception?.kind === 'skip') throw new ConflictError('This visit is skipped.');
  const limit = now.getTime() + MOVE_NOTICE_HOURS * HOUR;
  if (visit.scheduledAt.getTime() < limit || scheduledAt.getTime() < limit) throw new ValidationError(MOVE_TOO_LATE, [{ field: 'scheduledAt', message: MOVE_TOO_LATE }], 422);
  const tooFar = leadTimeProblem(scheduledAt, now);
  if (tooFar) throw new ValidationError(tooFar, [{ field: 'scheduledAt', message: tooFar }], 422);
  const booking = visit.booking;
  if (booking && !UPCOMING_STATUSES.includes(booking.status)) throw new ConflictError('Only an upcoming visit can be moved.');
  const cleanerId = booking ? booking.cleanerId : plan.cleanerId;
  if (cleanerId) {
    // The visit's own booking does not block its new time (exceptBookingIds).
    const [check] = await checkVisits(
      { customerId: plan.customerId, serviceId: plan.serviceId, durationMinutes: plan.durationMinutes, point: visitRequest(plan, scheduledAt).point, cleanerId },
      [{ date, scheduledAt }],
      now,
      { exceptBookingIds: booking ? [booking.id] : [] },
    );
    if (check?.conflict) throw notFree(check);
  }
  if (booking) {
    try {
      await db.$transaction(async (tx) => {
        // Under the cleaner's accept lock: the slot (travel buffer included, its own booking excluded) is still free.
        if (cleanerId && !(await lockedSlotFree(tx, cleanerId, { ...booking, scheduledAt }))) throw notFree(null);
        const changed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status }, data: { scheduledAt } });
        if (changed.count !== 1) throw new ConflictError('This visit changed meanwhile. Please reload and try again.');
      });
    } catch (error) {
      if (isOverlapViolation(error)) throw notFree(null);
      throw error;
    }
  }
  await db.planException.upsert({
    where: { planId_date: { planId: id, date: dateColumn(date) } },
    create: { planId: id, date: dateColumn(date), kind: 'move', movedTo: scheduledAt },
    update: { kind: 'move', movedTo: scheduledAt },
  });
  if (booking) {
    const moved = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    publishBookingUpdated(moved.id);
    await scheduleMatchingJobs(moved, now);
    if (moved.status === 'confirmed') await scheduleBookingReminders(moved, now);
    await scheduleVisitCharge(moved, now);
  }
  return db.plan.findUniqueOrThrow({ where: { id } });
}

/** The 409 of a move to a time the cleaner cannot make; the suggested free starts (UTC) follow the message. */
function notFree(check: VisitCheck | null): ConflictError {
  const hints = check?.alternatives.filter((a) => a.sameCleaner).map((a) => a.scheduledAt.toISOString()) ?? [];
  return new ConflictError(hints.length ? `${MOVE_NOT_FREE} Free then: ${hints.join(', ')}.` : MOVE_NOT_FREE);
}
