/**
 * A recurring plan's visits as bookings (docs/decisions/0033):
 * which dates a plan has, which of them are booked, and the writes that book and cancel them.
 *
 * - A visit is a local date of the plan's recurrence (recurrence.ts) at the plan's local time, or
 *   at its `movedTo` instant when moved; a skipped date (PlanException skip) is never booked.
 * - Visits become bookings through `horizonEnd(now, timeZone)` (12 weeks), each in its own
 *   transaction; the unique (planId, planDate) index makes booking idempotent across instances.
 * - The plan's cleaner: until they accept the series, each visit is a request to them (the
 *   cascade's offer, `matching: chosen` with `fallbackToBest`, so their decline or silence hands
 *   that visit to the next-best cleaner); after it, a visit is confirmed with them directly. A
 *   visit they cannot make (not eligible then) goes through the cascade alone (`matching: best`).
 * - Price per visit at booking time: quote(service, minutes, member range) less
 *   round(total x discountPercent / 100); booking.totalCents is after the discount. Cents.
 * Every function takes `now` (UTC) so tests and jobs control the clock.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { db } from '../../db.js';
import { logger } from '../../logger.js';
import type { Booking, Plan, PlanException, Prisma } from '../../generated/prisma/client.js';
import type { BookingStatus, Role } from '../../generated/prisma/enums.js';
import { MIN_LEAD_MINUTES, leadTimeProblem } from '../bookings/bookings.inputs.js';

import { memberHourlyCap, quote, type MemberRange } from '../services/pricing.service.js';
import { afterCreated, askFirstFree, lockedSlotFree, startMatching, type MadeOffer } from '../matching/cascade.service.js';
import { isEligible, type MatchRequest } from '../matching/eligibility.js';
import { cleanerCards, type CleanerCardData } from '../matching/cleaner-card.js';
import { notify } from '../notifications/notifications.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { afterStatusChange } from '../payments/booking-money.js';
import type { VisitCheck } from './plans.check.js';
import { horizonEnd, localDateOf, localWhen, occurrences, type Occurrence, type Recurrence } from './recurrence.js';
import { BOOKING_STATUSES, NOT_STARTED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

/** A visit's status in answers: not booked yet (planned), preview-only conflict, skipped, or its booking's status. */
export const PLAN_VISIT_STATUSES = ['planned', 'conflict', 'skipped', ...BOOKING_STATUSES] as const;
export type PlanVisitStatus = (typeof PLAN_VISIT_STATUSES)[number];

/** Statuses of a visit still to happen (cancelled when the plan pauses, changes or ends). */
export const UPCOMING_STATUSES: BookingStatus[] = [...NOT_STARTED_BOOKING_STATUSES];

/** Payment statuses of a visit whose money is in: a change of plan keeps it, cancelling follows the policy. */
const PAID_STATUSES = ['paid', 'partially_refunded'] as const;

/** Another way to make a visit with a conflict. */
export interface PlanAlternativeData {
  /** UTC start. */
  scheduledAt: Date;
  cleaner: CleanerCardData;
  sameCleaner: boolean;
}

/** One visit of a plan in answers (GraphQL PlanVisit). */
export interface PlanVisitData {
  /** Local date "YYYY-MM-DD" at the address. */
  date: string;
  /** UTC start. */
  scheduledAt: Date;
  bookingId: string | null;
  /** The booking when the viewer may see it (Query.booking's rules), else null. */
  booking: Booking | null;
  status: PlanVisitStatus;
  moved: boolean;
  /** After the recurring discount, cents. */
  totalCents: number;
  conflict: { code: string; message: string } | null;
  alternatives: PlanAlternativeData[] | null;
}

/** One visit's price for a customer, cents (GraphQL PlanPrice). */
export interface PlanPriceData {
  hourlyRateCents: number;
  regularTotalCents: number;
  totalCents: number;
  discountPercent: number;
  discountCents: number;
  appliedTier: 'member' | 'regular';
}

/** A plan checked before it exists (GraphQL PlanPreview). */
export interface PlanPreviewData {
  timeZone: string;
  frequency: Plan['frequency'];
  startDate: string;
  startTime: string;
  durationHours: number;
  cleanerId: string | null;
  cleaner: CleanerCardData | null;
  price: PlanPriceData;
  visits: PlanVisitData[];
  conflicts: number;
}

/** A `@db.Date` column's value ("YYYY-MM-DD" in, UTC midnight out). */
export const dateColumn = (date: string) => new Date(`${date}T00:00:00.000Z`);
/** The "YYYY-MM-DD" of a `@db.Date` column (stored as UTC midnight). */
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** The recurrence of a stored plan. */
export function recurrenceOf(plan: Pick<Plan, 'startDate' | 'startTime' | 'timeZone' | 'frequency' | 'visitCount' | 'endDate'>): Recurrence {
  return {
    startDate: dateOnly(plan.startDate),
    startTime: plan.startTime,
    timeZone: plan.timeZone,
    frequency: plan.frequency,
    visits: plan.visitCount,
    endDate: plan.endDate ? dateOnly(plan.endDate) : null,
  };
}

/** The matching request of one visit of a plan at `scheduledAt` (UTC). */
export function visitRequest(plan: Pick<Plan, 'customerId' | 'serviceId' | 'durationMinutes' | 'zipCode' | 'latitude' | 'longitude'>, scheduledAt: Date, bookingId?: string): MatchRequest {
  return {
    customerId: plan.customerId,
    serviceId: plan.serviceId,
    scheduledAt,
    durationMinutes: plan.durationMinutes,
    point: { zip: plan.zipCode.slice(0, 5), latitude: plan.latitude, longitude: plan.longitude },
    ...(bookingId ? { bookingId } : {}),
  };
}

/** One visit's price: the applied rate's total less round(total x discountPercent / 100), cents. */
export function visitPricing(service: { id: number; memberPriceCents: number; regularPriceCents: number }, durationMinutes: number, range: MemberRange | null, discountPercent: number): PlanPriceData {
  const price = quote(service, durationMinutes, range);
  const discountCents = Math.round((price.totalCents * discountPercent) / 100);
  return {
    hourlyRateCents: price.hourlyRateCents,
    regularTotalCents: price.regularTotalCents,
    totalCents: price.totalCents - discountCents,
    discountPercent,
    discountCents,
    appliedTier: price.appliedTier,
  };
}

/** The visits of a plan whose local dates lie in [from, until], with skips and moves applied (skipped ones included, marked). */
export function visitsOf(plan: Plan, exceptions: PlanException[], window: { from: string; until: string }): (Occurrence & { skipped: boolean; moved: boolean })[] {
  const byDate = new Map(exceptions.map((e) => [dateOnly(e.date), e]));
  return occurrences(recurrenceOf(plan), window).map((o) => {
    const exception = byDate.get(o.date);
    const moved = exception?.kind === 'move' && exception.movedTo !== null;
    return { date: o.date, scheduledAt: moved ? exception.movedTo! : o.scheduledAt, skipped: exception?.kind === 'skip', moved };
  });
}

/** True when a plan with a count or an end date has no visit left on or after `today` (local). */
function hasNoVisitLeft(plan: Plan, today: string): boolean {
  if (!plan.visitCount && !plan.endDate) return false;
  const until = plan.endDate ? dateOnly(plan.endDate) : '9999-12-31';
  return occurrences(recurrenceOf(plan), { from: today < dateOnly(plan.startDate) ? dateOnly(plan.startDate) : today, until, limit: 1 }).length === 0;
}

/**
 * Books every visit of an active plan that is not booked yet, from today (local at the address)
 * through `horizonEnd(now, timeZone)`: skipped dates never; a visit starting sooner than the
 * booking lead time (2 h) is left unbooked. Each visit in its own transaction; a date another run
 * booked first (unique planId + planDate) counts as booked by that run. A plan with a count or an
 * end date whose last visit is past becomes `ended`. Sets plan.bookedThrough to the window's end.
 * After each booking: its request or cascade starts (offers, notices, jobs) and its charge is
 * queued (plans.jobs scheduleVisitCharge, through {@link onVisitBooked}).
 * @returns how many bookings this call created
 */
export async function bookVisitsThrough(planId: string, now: Date): Promise<number> {
  const plan = await db.plan.findUnique({ where: { id: planId }, include: { exceptions: true, service: true } });
  if (!plan || plan.status !== 'active') return 0;
  const today = localDateOf(now, plan.timeZone);
  if (hasNoVisitLeft(plan, today)) {
    await db.plan.updateMany({ where: { id: plan.id, status: 'active' }, data: { status: 'ended' } });
    return 0;
  }
  const until = horizonEnd(now, plan.timeZone);
  const visits = visitsOf(plan, plan.exceptions, { from: today, until });
  const booked = new Set(
    (await db.booking.findMany({ where: { planId, planDate: { in: visits.map((v) => dateColumn(v.date)) } }, select: { planDate: true } })).map((b) => dateOnly(b.planDate!)),
  );
  let made = 0;
  if (plan.service.active) {
    for (const visit of visits) {
      if (visit.skipped || booked.has(visit.date)) continue;
      if (visit.scheduledAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000 || leadTimeProblem(visit.scheduledAt, now)) continue;
      try {
        if (await bookVisit(plan, plan.service, visit.date, visit.scheduledAt, now)) made += 1;
      } catch (error) {
        logger.error({ err: error, planId, date: visit.date }, 'plans: could not book a visit');
      }
    }
  }
  await db.plan.updateMany({
    where: { id: plan.id, OR: [{ bookedThrough: null }, { bookedThrough: { lt: dateColumn(until) } }] },
    data: { bookedThrough: dateColumn(until) },
  });
  return made;
}

/** Work after a visit's booking is created (committed): plans.jobs scheduleVisitCharge, registered by plans.service. */
type VisitBookedListener = (booking: Booking, now: Date) => Promise<void>;
const bookedListeners: VisitBookedListener[] = [];

/**
 * Registers work to run after each visit booking is created (its charge jobs). plans.jobs books
 * through this module, so it cannot be imported from here (no import cycles: npm run lint:cycles): plans.service, which
 * every server loads with the schema, registers plans.jobs scheduleVisitCharge.
 */
export function onVisitBooked(listener: VisitBookedListener): void {
  if (!bookedListeners.includes(listener)) bookedListeners.push(listener);
}

/** Whether a Prisma error is a unique violation (P2002). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Books one visit (see the module comment for who is asked). Returns the booking, or null when the
 * date was booked meanwhile (unique planId + planDate), the customer already holds the same booking,
 * or the plan is no longer active or the date skipped (read again inside the transaction).
 */
async function bookVisit(plan: Plan, service: { id: number; memberPriceCents: number; regularPriceCents: number }, date: string, scheduledAt: Date, now: Date): Promise<Booking | null> {
  const cleanerId = plan.cleanerId;
  const eligible = cleanerId ? await isEligible(visitRequest(plan, scheduledAt), cleanerId) : false;
  let result: { booking: Booking; made: MadeOffer | null; how: 'confirmed' | 'asked' | 'cascade' } | null;
  try {
    result = await db.$transaction(async (tx) => {
      // The plan read again under its row lock (shared): a pause, a cancellation or a skip of this
      // date committed since the plan was read wins, and one that comes later waits for this
      // booking and then finds it (plans.service pause/cancel, plans.visit-changes skipVisit).
      const [live] = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "Plan" WHERE "id" = ${plan.id} FOR SHARE`;
      if (live?.status !== 'active') return null;
      const exception = await tx.planException.findUnique({ where: { planId_date: { planId: plan.id, date: dateColumn(date) } } });
      if (exception?.kind === 'skip') return null;
      const price = visitPricing(service, plan.durationMinutes, await memberHourlyCap(plan.customerId, tx, now), plan.discountPercent);
      const data: Prisma.BookingUncheckedCreateInput = {
        customerId: plan.customerId,
        serviceId: plan.serviceId,
        status: 'pending',
        scheduledAt,
        durationMinutes: plan.durationMinutes,
        address: plan.address,
        city: plan.city,
        zipCode: plan.zipCode,
        latitude: plan.latitude,
        longitude: plan.longitude,
        notes: plan.notes,
        matching: eligible ? 'chosen' : 'best',
        fallbackToBest: eligible,
        priceTier: price.appliedTier,
        hourlyRateCents: price.hourlyRateCents,
        totalCents: price.totalCents,
        discountCents: price.discountCents,
        planId: plan.id,
        planDate: dateColumn(date),
      };
      if (eligible && cleanerId && plan.cleanerAcceptedAt) {
        const slot = { id: '00000000-0000-0000-0000-000000000000', scheduledAt, durationMinutes: plan.durationMinutes, latitude: plan.latitude, longitude: plan.longitude };
        if (await lockedSlotFree(tx, cleanerId, slot)) {
          const booking = await tx.booking.create({ data: { ...data, status: 'confirmed', cleanerId, acceptedAt: now } });
          return { booking, made: null, how: 'confirmed' as const };
        }
      }
      const created = await tx.booking.create({ data });
      if (eligible && cleanerId) {
        const offered = await askFirstFree(tx, created, [{ cleanerId, score: null }], now);
        if (offered) return { booking: offered.booking, made: offered, how: 'asked' as const };
        const booking = await tx.booking.update({ where: { id: created.id }, data: { matching: 'best', fallbackToBest: false } });
        return { booking, made: null, how: 'cascade' as const };
      }
      return { booking: created, made: null, how: 'cascade' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  if (!result) return null;
  const { booking, made, how } = result;
  if (how === 'asked') await afterCreated(booking, made, now);
  else if (how === 'cascade') await startMatching(booking.id, now);
  else {
    publishBookingUpdated(booking.id);
    await scheduleBookingReminders(booking, now);
  }
  for (const listener of bookedListeners) await listener(booking, now);
  return booking;
}

/** Who cancels plan visits: the caller (their role decides the policy band of a paid visit), or null for the platform. */
export type VisitCanceller = { id: string; role: Role } | null;

/**
 * A plan's web page for its customer: the `path` of a plan notification and of its "View plan"
 * action (the web app follows `data.path`; notificationModel.ts notificationTarget).
 */
export const planPath = (planId: string) => `/customer/plans/${planId}`;

/**
 * Cancels one upcoming visit as a booking is cancelled (updateBookingStatus's cancel): under the
 * booking's row lock its status is read again and, while still upcoming (whatever it became since
 * `seen` was read: a cleaner's accept meanwhile does not make the cancellation miss), it is
 * cancelled, its pending request withdrawn, an event recorded; then its money (payments/booking-money
 * afterStatusChange: the cancellation policy's refund of a paid visit when a customer cancels, a
 * full refund for an admin or the platform) and a notice to its cleaner. `detach` unlinks the
 * booking from its plan (planId null) so the same date can be booked again (a changed or resumed plan);
 * `unpaidOnly` leaves a visit paid meanwhile alone.
 * @returns true when this call cancelled it; false when it was no longer upcoming (cancelled,
 *   rejected, started or done meanwhile): the caller decides whether that is an answer or a conflict
 */
export async function cancelVisit(seen: Booking, reason: string, by: VisitCanceller, now: Date, opts: { detach?: boolean; unpaidOnly?: boolean } = {}): Promise<boolean> {
  const booking = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${seen.id} FOR UPDATE`;
    const current = await tx.booking.findUnique({ where: { id: seen.id } });
    if (!current || !UPCOMING_STATUSES.includes(current.status)) return null;
    // `unpaidOnly`: a visit paid since it was read is kept.
    if (opts.unpaidOnly && (PAID_STATUSES as readonly string[]).includes(current.paymentStatus)) return null;
    await tx.booking.update({
      where: { id: current.id },
      data: { status: 'cancelled', cancelledAt: now, cancellationReason: reason, ...(opts.detach ? { planId: null } : {}) },
    });
    await tx.bookingOffer.updateMany({ where: { bookingId: current.id, outcome: 'pending' }, data: { outcome: 'withdrawn', answeredAt: now, reason: 'the booking became cancelled' } });
    await tx.bookingEvent.create({ data: { bookingId: current.id, actorId: by?.id ?? null, kind: 'status_changed', fromValue: current.status, toValue: 'cancelled', reason } });
    return current;
  });
  if (!booking) return false;
  publishBookingUpdated(booking.id);
  await afterStatusChange({ bookingId: booking.id, from: booking.status, to: 'cancelled', actor: by });
  if (booking.cleanerId && booking.cleanerId !== by?.id) {
    const [service, plan] = await Promise.all([
      db.service.findUnique({ where: { id: booking.serviceId }, select: { name: true } }),
      booking.planId ? db.plan.findUnique({ where: { id: booking.planId }, select: { timeZone: true } }) : null,
    ]);
    await notify([
      {
        userId: booking.cleanerId,
        type: 'booking_cancelled',
        title: 'Booking cancelled',
        // The date and time the cleaner knows the visit by: local to the plan, never UTC.
        message: `The ${service?.name ?? 'cleaning'} visit on ${localWhen(booking.scheduledAt, plan?.timeZone ?? 'UTC')} was cancelled: ${reason}`,
        data: { bookingId: booking.id },
      },
    ]);
  }
  return true;
}

/**
 * Cancels the plan's visits that start after `now` and are still upcoming (pending, awaiting the
 * cleaner, confirmed), each through {@link cancelVisit} with `reason` ('Plan paused', 'Plan
 * cancelled', ...). `unpaidOnly` keeps paid visits (a changed time or frequency); `detach` unlinks
 * the cancelled ones so their dates can be booked again; `by` is who cancels (null: the platform).
 * @returns how many visits were cancelled
 */
export async function cancelFutureVisits(
  planId: string,
  reason: string,
  now: Date,
  opts: { by?: VisitCanceller; unpaidOnly?: boolean; detach?: boolean; fromDate?: string } = {},
): Promise<number> {
  const visits = await db.booking.findMany({
    where: {
      planId,
      scheduledAt: { gt: now },
      status: { in: UPCOMING_STATUSES },
      ...(opts.unpaidOnly ? { paymentStatus: { notIn: [...PAID_STATUSES] } } : {}),
      ...(opts.fromDate ? { planDate: { gte: dateColumn(opts.fromDate) } } : {}),
    },
    orderBy: { scheduledAt: 'asc' },
  });
  let count = 0;
  for (const visit of visits) {
    if (await cancelVisit(visit, reason, opts.by ?? null, now, { detach: opts.detach, unpaidOnly: opts.unpaidOnly })) count += 1;
  }
  return count;
}

/** Cards of every cleaner named in the checks' alternatives, one query. */
export async function alternativeCards(checks: Map<string, VisitCheck> | undefined): Promise<Map<string, CleanerCardData>> {
  if (!checks) return new Map();
  const ids = new Set<string>();
  for (const c of checks.values()) for (const a of c.alternatives) ids.add(a.cleanerId);
  return cleanerCards([...ids]);
}

/** The first 3 alternatives of a visit's check whose cleaner has a card (GraphQL PlanAlternative). */
export function alternativesOf(check: VisitCheck | undefined, cards: Map<string, CleanerCardData>): PlanAlternativeData[] {
  return (check?.alternatives ?? [])
    .map((a) => ({ scheduledAt: a.scheduledAt, sameCleaner: a.sameCleaner, cleaner: cards.get(a.cleanerId) }))
    .filter((a): a is PlanAlternativeData => !!a.cleaner)
    .slice(0, 3);
}
