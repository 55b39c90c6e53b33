/**
 * The plan's cleaner answers a recurring plan (docs/decisions/0033 and "Changing a
 * plan"; docs/decisions/0033-recurring-plans.md):
 *
 * - Series accept: until `plan.cleanerAcceptedAt` is set, each booked visit is a request to the
 *   plan's cleaner (pending_cleaner_response with a BookingOffer). Accepting the series, or any
 *   one visit of it (acceptBooking calls {@link onVisitAccepted}), accepts every visit still
 *   asking them, in one accept_jobs statement (the same compare-and-set, exclusion constraint and
 *   travel buffer as a single accept), and sets `cleanerAcceptedAt`. Visits booked later are
 *   created confirmed with them (plans.visits.ts).
 * - Decline of one visit, at least {@link DECLINE_NOTICE_HOURS} h before its start: that visit
 *   alone goes through the request cascade (`matching: best`: the next-best cleaner is asked, or
 *   the board opens), and the customer hears who is asked (cascade.notices afterStep) and, when
 *   someone accepts, who comes instead.
 * - Decline of the series: the plan loses its cleaner (`cleanerId`, `cleanerAcceptedAt` cleared,
 *   `matching: best`), every visit at least 48 h ahead goes through the cascade as above; visits
 *   inside 48 h stay theirs.
 *
 * The caller is an approved cleaner (the fields' authScopes); whether the plan is theirs is
 * decided here: anyone else's plan does not exist (NotFoundError, 404). Every function takes
 * `now` (UTC) so tests drive the clock.
 */
import { onDomainEvent } from '../../lib/domain-events.js';
import { publishBookingUpdated } from '../../pubsub.js';
import { database, db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError, fromDatabaseError, isDeadlock } from '../../errors.js';
import { shortPersonName } from '../../../../schema/format.js';
import type { Booking, Plan } from '../../generated/prisma/client.js';
import { logger } from '../../logger.js';
import { notify } from '../notifications/notifications.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';

import { askWave, nextCandidates, scheduleMatchingJobs, declineOffer, type Previous, type Step } from '../matching/cascade.service.js';
import { afterStep } from '../matching/cascade.notices.js';
import { localDateOf, localTimeOf } from './recurrence.js';
import { planPath } from './plans.visits.js';
import { PLAN_DECLINE_NOTICE_HOURS } from '../../../../schema/rules.js';
import { CLEANER_ASSIGNED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

/** Hours before a visit's start until which its cleaner may decline it (docs/decisions/0033, Handy's rule). */
export const DECLINE_NOTICE_HOURS = PLAN_DECLINE_NOTICE_HOURS;
/** 422 message of a decline inside {@link DECLINE_NOTICE_HOURS}. */
export const DECLINE_TOO_LATE = `Plans can be declined at least ${PLAN_DECLINE_NOTICE_HOURS} hours ahead.`;

const HOUR = 3_600_000;

/** The visit's local date "YYYY-MM-DD" as the DATE column stores it (UTC midnight). */
const dateColumn = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * The plan of `planId` when `cleanerId` is its cleaner.
 * @throws NotFoundError for an unknown plan or one that is not theirs
 */
async function cleanersPlan(cleanerId: string, planId: string): Promise<Plan> {
  const plan = await db.plan.findUnique({ where: { id: planId } });
  if (!plan || plan.cleanerId !== cleanerId) throw new NotFoundError('We could not find that plan.');
  return plan;
}

/** A cleaner's short name ("Maria G."), or 'Your cleaner'. */
async function cleanerName(cleanerId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: cleanerId }, select: { firstName: true, lastName: true } });
  return user ? shortPersonName(user.firstName, user.lastName) : 'Your cleaner';
}

/** How many times the series accept runs when PostgreSQL picks it as a deadlock victim (40P01). */
const SERIES_DEADLOCK_RETRIES = 5;

/**
 * The series accept, once per plan and cleaner: in one transaction, sets `cleanerAcceptedAt`
 * (compare-and-set: only the first of racing accepts goes on) and accepts every other visit still
 * asking `cleanerId` (`exceptBookingId`: the visit just accepted) with accept_jobs (migrations
 * 20261203000000_matching: each becomes confirmed with them and its offer accepted, unless that
 * breaks the exclusion constraint or the travel buffer). A failure undoes both, so the accept can
 * be made again; a deadlock is retried. Reminders are queued for each accepted visit and the
 * customer is told once.
 * @returns how many visits it accepted besides `exceptBookingId`, or null when the series was
 *   already accepted or the plan is not (or no longer) theirs
 * @throws ConflictError when it keeps being chosen as a deadlock victim
 */
export async function acceptSeries(planId: string, cleanerId: string, now: Date, exceptBookingId?: string): Promise<number | null> {
  let accepted: string[] | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      accepted = await db.$transaction(async (tx) => {
        const claimed = await tx.plan.updateMany({
          where: { id: planId, cleanerId, cleanerAcceptedAt: null, status: { in: ['active', 'paused'] } },
          data: { cleanerAcceptedAt: now },
        });
        if (claimed.count !== 1) return null;
        const asking = await tx.booking.findMany({
          where: { planId, cleanerId, status: 'pending_cleaner_response', scheduledAt: { gt: now }, ...(exceptBookingId ? { id: { not: exceptBookingId } } : {}) },
          select: { id: true },
          orderBy: { scheduledAt: 'asc' },
        });
        if (asking.length === 0) return [];
        const ids = asking.map((b) => b.id);
        const rows = await tx.$queryRaw<{ booking_id: string; outcome: string }[]>`
          SELECT t.booking_id, t.outcome FROM accept_jobs(${cleanerId}, ${ids}::text[], ${now}) WITH ORDINALITY AS t(booking_id, outcome, n) ORDER BY t.n`;
        return rows.filter((r) => r.outcome === 'accepted').map((r) => r.booking_id);
      });
      break;
    } catch (error) {
      if (isDeadlock(error) && attempt < SERIES_DEADLOCK_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      if (isDeadlock(error)) throw new ConflictError('Several jobs were being accepted at the same moment. Please try again.');
      throw fromDatabaseError(error) ?? error;
    }
  }
  if (accepted === null) return null;
  const rows = await db.booking.findMany({ where: { id: { in: accepted } }, select: { id: true, scheduledAt: true } });
  for (const row of rows) {
    publishBookingUpdated(row.id);
    await scheduleBookingReminders(row, now);
  }
  const plan = await db.plan.findUniqueOrThrow({ where: { id: planId }, include: { service: { select: { name: true } } } });
  const visits = accepted.length + (exceptBookingId ? 1 : 0);
  await notify([
    {
      userId: plan.customerId,
      type: 'booking_accepted',
      title: 'Plan accepted',
      message:
        visits > 0
          ? `${await cleanerName(cleanerId)} accepted your ${plan.service.name} plan: ${visits} ${visits === 1 ? 'visit is' : 'visits are'} confirmed.`
          : `${await cleanerName(cleanerId)} accepted your ${plan.service.name} plan: your next visits are booked with them.`,
      data: { planId, path: planPath(planId) },
      actions: [{ type: 'view', label: 'View plan', data: { planId, path: planPath(planId) } }],
    },
  ]);
  return accepted.length;
}

/**
 * Called by acceptBooking (bookings.jobs.service.ts) after a cleaner accepted a booking that is a
 * plan visit (`booking.planId` set), once the accept committed:
 * - the plan's own cleaner, series not accepted yet: the series accept ({@link acceptSeries});
 * - another cleaner (a replacement found by the cascade): the customer is told who comes to that
 *   visit instead of the plan's cleaner.
 * Failures are logged, never thrown: the accept itself stands.
 */
export async function onVisitAccepted(booking: Pick<Booking, 'id' | 'planId' | 'customerId' | 'scheduledAt'>, cleanerId: string, now: Date): Promise<void> {
  if (!booking.planId) return;
  try {
    const plan = await db.plan.findUnique({ where: { id: booking.planId }, select: { id: true, cleanerId: true, cleanerAcceptedAt: true, timeZone: true } });
    if (!plan) return;
    if (plan.cleanerId === cleanerId) {
      if (!plan.cleanerAcceptedAt) await acceptSeries(plan.id, cleanerId, now, booking.id);
      return;
    }
    const comes = await cleanerName(cleanerId);
    const instead = plan.cleanerId ? ` instead of ${await cleanerName(plan.cleanerId)}` : '';
    await notify([
      {
        userId: booking.customerId,
        type: 'matching_update',
        title: `${comes} comes to your plan visit`,
        message: `${comes} comes to your plan visit on ${localDateOf(booking.scheduledAt, plan.timeZone)} at ${localTimeOf(booking.scheduledAt, plan.timeZone)}${instead}.`,
        data: { bookingId: booking.id, planId: plan.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
      },
    ]);
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, 'plan visit accept follow-up failed');
  }
}

/**
 * The plan's cleaner accepts the whole series (POST /api/plans/{id}/accept): every booked visit
 * still asking them becomes confirmed with them, and later visits are booked confirmed. Accepting
 * an already accepted series changes nothing.
 * @returns the plan's id
 * @throws NotFoundError (not their plan), ConflictError (the plan is cancelled or ended)
 */
export async function acceptPlanSeries(cleanerId: string, planId: string, now: Date): Promise<string> {
  const plan = await cleanersPlan(cleanerId, planId);
  if (plan.cleanerAcceptedAt) return plan.id;
  if (plan.status !== 'active' && plan.status !== 'paused') throw new ConflictError('This plan has ended.');
  await acceptSeries(plan.id, cleanerId, now);
  return plan.id;
}

/** Statuses of a visit its cleaner may still hand back: asked, or accepted and not started. */
const RELEASABLE: Booking['status'][] = [...CLEANER_ASSIGNED_BOOKING_STATUSES];

/** Whether the visit starts at least {@link DECLINE_NOTICE_HOURS} after `now`. */
const declinable = (visit: Pick<Booking, 'scheduledAt'>, now: Date) => visit.scheduledAt.getTime() - now.getTime() >= DECLINE_NOTICE_HOURS * HOUR;

/**
 * Hands one visit of `cleanerId` back to the request cascade for that booking alone: from now on
 * it is a `best` booking; a request to them is declined through the cascade (cascade.service
 * declineOffer), a visit they accepted is released (their decline recorded), then the next-best
 * free cleaner is asked, or, with nobody free, it opens to every eligible cleaner. The customer
 * and the asked cleaner are told (cascade.notices afterStep).
 * @throws ConflictError when the visit is no longer theirs to hand back
 */
export async function releaseVisit(visit: Booking, cleanerId: string, reason: string, now: Date): Promise<void> {
  const offer = await db.bookingOffer.findFirst({ where: { bookingId: visit.id, cleanerId, outcome: 'pending' }, select: { id: true } });
  if (visit.status === 'pending_cleaner_response' && offer) {
    await db.booking.updateMany({ where: { id: visit.id, status: 'pending_cleaner_response', cleanerId }, data: { matching: 'best', fallbackToBest: false } });
    await declineOffer(visit.id, cleanerId, reason, now);
    await scheduleMatchingJobs({ ...visit, matching: 'best', fallbackToBest: false }, now);
    return;
  }
  const candidates = (await nextCandidates({ ...visit, matching: 'best' })).filter((c) => c.cleanerId !== cleanerId);
  const step = await db.$transaction(async (tx): Promise<Step> => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${visit.id} FOR UPDATE`;
    const released = await tx.booking.updateMany({
      where: { id: visit.id, cleanerId, status: { in: RELEASABLE } },
      data: { status: 'pending', cleanerId: null, acceptedAt: null, matching: 'best', fallbackToBest: false },
    });
    if (released.count !== 1) throw new ConflictError('This visit is no longer yours to decline.');
    await tx.bookingOffer.updateMany({ where: { bookingId: visit.id, cleanerId, outcome: 'pending' }, data: { outcome: 'declined', answeredAt: now, reason } });
    await tx.bookingDecline.upsert({
      where: { bookingId_cleanerId: { bookingId: visit.id, cleanerId } },
      create: { bookingId: visit.id, cleanerId, reason },
      update: { reason },
    });
    await tx.bookingEvent.create({
      data: { bookingId: visit.id, actorId: cleanerId, kind: 'plan_visit_declined', fromValue: visit.status, toValue: 'pending', reason },
    });
    const open = await tx.booking.findUniqueOrThrow({ where: { id: visit.id } });
    const previous: Previous = { cleanerIds: [cleanerId], how: 'declined', reason };
    const made = await askWave(tx, open, candidates, now);
    if (made) return { kind: 'asked', made, previous };
    const opened = await tx.booking.update({ where: { id: visit.id }, data: { openedToBoardAt: now } });
    return { kind: 'opened', booking: opened, withdrawn: [], why: 'exhausted', previous };
  });
  await afterStep(step);
  await scheduleMatchingJobs({ ...visit, matching: 'best', fallbackToBest: false }, now);
}

/**
 * The plan's cleaner declines one visit (POST /api/plans/{id}/visits/{date}/decline), at least
 * {@link DECLINE_NOTICE_HOURS} h before its start: the visit goes through the request cascade
 * ({@link releaseVisit}); the plan keeps its cleaner for the other visits.
 * @param date the visit's local date "YYYY-MM-DD" (its identity in the plan, also when moved)
 * @returns the plan's id
 * @throws NotFoundError (not their plan, or no booked visit on that date), ConflictError (the
 *   visit is not theirs, or already started, ended or cancelled), ValidationError 422
 *   ({@link DECLINE_TOO_LATE}, field `date`)
 */
export async function declinePlanVisit(cleanerId: string, planId: string, date: string, reason: string, now: Date): Promise<string> {
  const plan = await cleanersPlan(cleanerId, planId);
  const visit = await db.booking.findUnique({ where: { planId_planDate: { planId: plan.id, planDate: dateColumn(date) } } });
  if (!visit) throw new NotFoundError('We could not find that visit.');
  if (visit.cleanerId !== cleanerId || !RELEASABLE.includes(visit.status)) throw new ConflictError('This visit is no longer yours to decline.');
  if (!declinable(visit, now)) throw new ValidationError(DECLINE_TOO_LATE, [{ field: 'date', message: DECLINE_TOO_LATE }], 422);
  await releaseVisit(visit, cleanerId, reason, now);
  return plan.id;
}

/**
 * The plan's cleaner declines the whole series (POST /api/plans/{id}/decline): the plan loses its
 * cleaner (`cleanerId` and `cleanerAcceptedAt` cleared, `matching: best`, so later visits are
 * booked through the cascade), each of their visits at least {@link DECLINE_NOTICE_HOURS} h ahead
 * goes through the cascade ({@link releaseVisit}); visits inside 48 h stay theirs. The customer
 * is told.
 * @returns the plan's id
 * @throws NotFoundError (not their plan)
 */
export async function declinePlanSeries(cleanerId: string, planId: string, reason: string, now: Date): Promise<string> {
  const plan = await cleanersPlan(cleanerId, planId);
  const claimed = await db.plan.updateMany({
    where: { id: plan.id, cleanerId },
    data: { cleanerId: null, cleanerAcceptedAt: null, matching: 'best' },
  });
  if (claimed.count !== 1) throw new NotFoundError('We could not find that plan.');
  const visits = await db.booking.findMany({
    where: { planId: plan.id, cleanerId, status: { in: RELEASABLE }, scheduledAt: { gt: now } },
    orderBy: { scheduledAt: 'asc' },
  });
  const released = visits.filter((v) => declinable(v, now));
  for (const visit of released) {
    try {
      await releaseVisit(visit, cleanerId, reason, now);
    } catch (error) {
      // A visit that changed meanwhile (cancelled, skipped, accepted by the customer's change) is left as it is.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  const service = await db.service.findUnique({ where: { id: plan.serviceId }, select: { name: true } });
  const kept = visits.length - released.length;
  await notify([
    {
      userId: plan.customerId,
      type: 'booking_declined',
      title: 'Your plan needs a new cleaner',
      message:
        `${await cleanerName(cleanerId)} can no longer clean for your ${service?.name ?? 'cleaning'} plan: ${reason}. ` +
        `We are finding another cleaner for each visit` +
        (kept > 0 ? `; the next ${kept === 1 ? 'visit stays' : `${kept} visits stay`} with them.` : '.'),
      data: { planId: plan.id, path: planPath(plan.id) },
      actions: [{ type: 'view', label: 'View plan', data: { planId: plan.id, path: planPath(plan.id) } }],
    },
  ]);
  return plan.id;
}

/**
 * Plan visits their cleaner can no longer make (docs/decisions/0033),
 * released to the request cascade ({@link releaseVisit}) whatever the 48-hour notice, so
 * someone else is asked and the customer told who comes instead:
 * - `day_off`: after the cleaner saves their availability, the future visits they hold (asked or
 *   confirmed) on one of their days off, read in their own time zone;
 * - `unavailable`: after an admin suspends them or rejects their background check, every future
 *   visit they hold, and their plans lose them as cleaner (later visits go through the cascade).
 * Runs after the change is committed; a visit that changed meanwhile is left as it is.
 * @returns how many visits were released
 */
export async function releaseUnmakeableVisits(cleanerId: string, why: 'day_off' | 'unavailable', now = new Date()): Promise<number> {
  const reason = why === 'day_off' ? 'The cleaner took that day off.' : 'The cleaner is no longer available.';
  const ids =
    why === 'day_off'
      ? (
          await database.raw.query<{ id: string }>(
            `SELECT b.id FROM "Booking" AS b JOIN "CleanerProfile" AS cp ON cp."userId" = b."cleanerId"
             JOIN "CleanerDayOff" AS d ON d."cleanerId" = b."cleanerId" AND d."date" = (b."scheduledAt" AT TIME ZONE cp."timeZone")::date
             WHERE b."cleanerId" = $1 AND b."planId" IS NOT NULL AND b."status"::text = ANY($2::text[]) AND b."scheduledAt" > $3`,
            [cleanerId, RELEASABLE, now],
          )
        ).map((r) => r.id)
      : (
          await db.booking.findMany({ where: { cleanerId, planId: { not: null }, status: { in: RELEASABLE }, scheduledAt: { gt: now } }, select: { id: true } })
        ).map((r) => r.id);
  if (why === 'unavailable') {
    await db.plan.updateMany({ where: { cleanerId, status: { in: ['active', 'paused'] } }, data: { cleanerId: null, cleanerAcceptedAt: null, matching: 'best' } });
  }
  let released = 0;
  for (const id of ids) {
    const visit = await db.booking.findUnique({ where: { id } });
    if (!visit || visit.cleanerId !== cleanerId || !RELEASABLE.includes(visit.status)) continue;
    try {
      await releaseVisit(visit, cleanerId, reason, now);
      released += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return released;
}

/** {@link releaseUnmakeableVisits} after a committed change, logged instead of failing the caller's answer. */
export async function afterCleanerUnavailable(cleanerId: string, why: 'day_off' | 'unavailable'): Promise<void> {
  await releaseUnmakeableVisits(cleanerId, why).catch((error: unknown) => logger.error({ err: error, cleanerId, why }, 'releasing plan visits failed'));
}

// The plans' reactions to what lower modules report (docs/decisions/0041-server-module-layers.md).
onDomainEvent('booking.planVisitAccepted', ({ booking, cleanerId, at }) => onVisitAccepted(booking, cleanerId, at));
onDomainEvent('cleaner.unavailable', ({ cleanerId, why }) => afterCleanerUnavailable(cleanerId, why));
