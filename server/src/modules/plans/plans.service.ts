/**
 * Recurring plans (docs/decisions/0033):
 * create, preview, list, read, change (time, frequency, pause, resume, card), skip or move one
 * visit, cancel. Roles are the GraphQL fields' authScopes (plans.graphql.ts); ownership is decided
 * here: a plan is seen by its customer, its cleaner and admins, and anyone else gets NotFound (404).
 * Visits as bookings are plans.visits.ts; the per-visit check (lead time, eligibility,
 * alternatives) is plans.check.ts; the visits as answers show them, plans.view.ts; skipping and
 * moving one visit, plans.visit-changes.ts. Dates are local "YYYY-MM-DD" at the address, instants UTC,
 * money in cents. Every function takes `now` so tests control the clock.
 */
import { db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError, withDbErrors } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context, CurrentUser } from '../../context.js';
import type { Plan, Prisma } from '../../generated/prisma/client.js';
import { MIN_LEAD_MINUTES, leadTimeProblem } from '../bookings/bookings.inputs.js';
import { holdsPlanVisitInContactWindow } from '../bookings/bookings.service.js';
import { memberHourlyCap } from '../services/pricing.service.js';
import { cleanerCards } from '../matching/cleaner-card.js';
import { markDisclosure } from '../../lib/user-disclosure.js';
import { discountPercentFor } from './discounts.service.js';
import { checkVisits, pickPlanCleaner, type PlanCheckRequest, type VisitCheck } from './plans.check.js';
import type { cancelPlanArgs, planInput, planListArgs, planUpdateInput } from './plans.inputs.js';
// Registers the visit charge jobs on every booked visit (plans.visits onVisitBooked).
import './plans.jobs.js';
import {
  alternativesOf,
  bookVisitsThrough,
  cancelFutureVisits,
  dateColumn,
  dateOnly,
  recurrenceOf,
  visitPricing,
  visitRequest,
  visitsOf,
  type PlanPreviewData,
  type PlanPriceData,
  type PlanVisitData,
} from './plans.visits.js';
import { horizonEnd, localDateOf, occurrences, PREVIEW_VISITS, type Occurrence } from './recurrence.js';

export { dateOnly };

/** Cancellation reasons of visits cancelled by a change of their plan. */
export const PLAN_PAUSED = 'Plan paused';
export const PLAN_CANCELLED = 'Plan cancelled';
export const PLAN_CHANGED = 'Plan changed';

const NOT_FOUND = 'We could not find that plan.';

/** One page of plans (GraphQL PlanPage). */
export interface PlanPageData {
  items: Plan[];
  page: number;
  limit: number;
  total: number;
}

/**
 * A plan as a mutation answers it: its per-visit checks (conflicts and alternatives) from the
 * change just made, keyed by local date, shown on `visits`.
 */
export type CheckedPlan = Plan & { checks?: Map<string, VisitCheck> };

// --- reading --------------------------------------------------------------------------------

/**
 * Loads a plan the caller may see: its customer, its cleaner (plan.cleanerId), or an admin.
 * @throws NotFoundError when it does not exist or is not theirs to see (no difference, so ids do not leak)
 */
export async function getPlanFor(ctx: Context, id: string): Promise<Plan> {
  const user = actor(ctx);
  const plan = await findPlan(id);
  if (!plan || !(user.role === 'admin' || plan.customerId === user.id || (user.role === 'cleaner' && plan.cleanerId === user.id))) throw new NotFoundError(NOT_FOUND);
  return plan;
}

/**
 * Loads a plan its customer or an admin may change.
 * @throws NotFoundError for anyone else (a cleaner's answers are plans.cleaner.ts)
 */
export async function ownedPlan(user: CurrentUser, id: string): Promise<Plan> {
  const plan = await findPlan(id);
  if (!plan || !(user.role === 'admin' || (user.role === 'customer' && plan.customerId === user.id))) throw new NotFoundError(NOT_FOUND);
  return plan;
}

/** A plan by id; a malformed id is simply not found. */
async function findPlan(id: string): Promise<Plan | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return db.plan.findUnique({ where: { id } });
}

/**
 * The plans a caller may list, newest first: a customer's own, an approved cleaner's (they are the
 * plan's cleaner), every plan for an admin, who may filter by customerId and cleanerId.
 */
export async function listPlans(ctx: Context, args: Parsed<typeof planListArgs>): Promise<PlanPageData> {
  const user = actor(ctx);
  const where: Prisma.PlanWhereInput = { ...(args.status ? { status: args.status } : {}) };
  if (user.role === 'admin') {
    if (args.customerId) where.customerId = args.customerId;
    if (args.cleanerId) where.cleanerId = args.cleanerId;
  } else if (user.role === 'cleaner') where.cleanerId = user.id;
  else where.customerId = user.id;
  const [items, total] = await Promise.all([
    db.plan.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (args.page - 1) * args.limit, take: args.limit }),
    db.plan.count({ where }),
  ]);
  return { items, page: args.page, limit: args.limit, total };
}

/** One visit's price today for the plan's customer (membership now, the plan's discount), cents. */
export async function planPrice(plan: Plan): Promise<PlanPriceData> {
  const service = await db.service.findUniqueOrThrow({ where: { id: plan.serviceId } });
  return visitPricing(service, plan.durationMinutes, await memberHourlyCap(plan.customerId, db, new Date()), plan.discountPercent);
}

/**
 * True when `viewer` sees the whole plan (street address, notes): an admin or its customer. The
 * plan's cleaner sees the city and zip code on the plan, and the street address and notes on each
 * visit's booking inside its contact window (bookings.service seesContactDetails; docs/decisions/0034).
 */
export function seesWholePlan(viewer: Pick<CurrentUser, 'id' | 'role'> | null, plan: Pick<Plan, 'customerId' | 'cleanerId' | 'cleanerAcceptedAt'>): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'customer' && plan.customerId === viewer.id;
}

/**
 * The plan's customer as `ctx`'s viewer may see them (Plan.customer): the whole user for admins
 * and the customer; for the plan's cleaner the first name, and the full name and phone (never the
 * email) while they hold a visit of the accepted series inside its contact window
 * (bookings.service holdsPlanVisitInContactWindow; lib/user-disclosure.ts); null for anybody else.
 */
export async function customerOf(ctx: Context, plan: Plan) {
  const viewer = ctx.user;
  if (!viewer) return null;
  const customer = await db.user.findUnique({ where: { id: plan.customerId } });
  if (!customer) return null;
  if (viewer.role === 'admin' || viewer.id === plan.customerId) return customer;
  if (viewer.role === 'cleaner' && plan.cleanerId === viewer.id) {
    const inWindow = plan.cleanerAcceptedAt !== null && (await holdsPlanVisitInContactWindow(viewer.id, plan.id));
    return markDisclosure(customer, inWindow ? 'contact' : 'firstName');
  }
  return null;
}

// --- preview and create ---------------------------------------------------------------------

type PlanInput = Parsed<typeof planInput>;

/** The check request of a new plan's input for the caller. */
function checkRequest(customerId: string, input: PlanInput, cleanerId: string | null): PlanCheckRequest {
  return { customerId, serviceId: input.serviceId, durationMinutes: Math.round(input.durationHours * 60), point: input.point, cleanerId };
}

/** The first {@link PREVIEW_VISITS} visits of a new plan's input. */
function firstVisits(input: PlanInput): Occurrence[] {
  return occurrences(
    { startDate: input.startDate, startTime: input.startTime, timeZone: input.timeZone, frequency: input.frequency, visits: input.visits, endDate: input.endDate },
    { limit: PREVIEW_VISITS, until: input.endDate ?? '9999-12-31' },
  );
}

/** An active service by id. @throws NotFoundError */
async function activeService(id: number) {
  const service = await db.service.findFirst({ where: { id, active: true } });
  if (!service) throw new NotFoundError('We could not find that service.');
  return service;
}

/** A chosen cleaner must be an approved cleaner. @throws NotFoundError */
async function requireCleaner(cleanerId: string): Promise<void> {
  const cleaner = await db.user.findFirst({ where: { id: cleanerId, role: 'cleaner', status: 'active', cleanerProfile: { backgroundCheckStatus: 'approved' } }, select: { id: true } });
  if (!cleaner) throw new NotFoundError('We could not find that cleaner.');
}

/** The plan's cleaner: the chosen one, or the best available for the first visits (null: nobody). */
async function decideCleaner(customerId: string, input: PlanInput, visits: Occurrence[], now: Date): Promise<string | null> {
  if (input.cleanerId) {
    await requireCleaner(input.cleanerId);
    return input.cleanerId;
  }
  return pickPlanCleaner(checkRequest(customerId, input, null), visits, now);
}

/**
 * Checks a plan before it exists: its first 12 visits (all if fewer), each for lead time and the
 * cleaner (the chosen one, or the best available once), conflicts with up to 3 alternatives, and
 * one visit's price for the caller with the frequency's discount. Creates nothing.
 * @throws NotFoundError (service, chosen cleaner)
 */
export async function previewPlan(ctx: Context, input: PlanInput, now: Date): Promise<PlanPreviewData> {
  const user = actor(ctx);
  const service = await activeService(input.serviceId);
  const visits = firstVisits(input);
  const cleanerId = await decideCleaner(user.id, input, visits, now);
  const durationMinutes = Math.round(input.durationHours * 60);
  const [checks, range, percent] = await Promise.all([
    checkVisits(checkRequest(user.id, input, cleanerId), visits, now),
    memberHourlyCap(user.id, db, now),
    discountPercentFor(input.frequency),
  ]);
  const price = visitPricing(service, durationMinutes, range, percent);
  const ids = new Set<string>(cleanerId ? [cleanerId] : []);
  for (const c of checks) for (const a of c.alternatives) ids.add(a.cleanerId);
  const cards = await cleanerCards([...ids]);
  const out: PlanVisitData[] = checks.map((c) => ({
    date: c.date,
    scheduledAt: c.scheduledAt,
    bookingId: null,
    booking: null,
    status: c.conflict ? 'conflict' : 'planned',
    moved: false,
    totalCents: price.totalCents,
    conflict: c.conflict,
    alternatives: c.conflict ? alternativesOf(c, cards) : null,
  }));
  return {
    timeZone: input.timeZone,
    frequency: input.frequency,
    startDate: input.startDate,
    startTime: input.startTime,
    durationHours: input.durationHours,
    cleanerId,
    cleaner: cleanerId ? (cards.get(cleanerId) ?? null) : null,
    price,
    visits: out,
    conflicts: out.filter((v) => v.conflict).length,
  };
}

/** 409 for a second identical live plan (index "Plan_customer_no_duplicate"). */
export const DUPLICATE_PLAN = 'You already have this plan.';

/**
 * Creates a plan for the signed-in customer and books its visits inside the 12-week window
 * (plans.visits bookVisitsThrough): each a request to the plan's cleaner until they accept the
 * series, or through the cascade when they cannot make it. The cleaner is the chosen one, or the
 * best available for the first 12 visits, then kept; with nobody available the plan is made
 * without a cleaner and each visit goes through the cascade. The discount is the frequency's
 * (RecurringDiscount) at creation. The answer's visits carry each visit's check.
 * @throws ValidationError (422: the first visit is sooner than the lead time), NotFoundError (service,
 *   chosen cleaner), ConflictError {@link DUPLICATE_PLAN} (the customer already has this plan, active
 *   or paused: same service, address, zip, start date, time and frequency; a unique index, so two
 *   requests at once make one plan)
 */
export async function createPlan(ctx: Context, input: PlanInput, now: Date): Promise<CheckedPlan> {
  const user = actor(ctx);
  await activeService(input.serviceId);
  const visits = firstVisits(input);
  const first = visits[0];
  if (!first) throw new ValidationError('This plan has no visit.', [{ field: 'endDate', message: 'This plan has no visit.' }]);
  const tooSoon = first.scheduledAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000 ? leadTimeProblem(first.scheduledAt, now) : null;
  if (tooSoon) throw new ValidationError(tooSoon, [{ field: 'startTime', message: tooSoon }], 422);
  const cleanerId = await decideCleaner(user.id, input, visits, now);
  const discountPercent = await discountPercentFor(input.frequency);
  const plan = await withDbErrors(() => db.plan.create({
    data: {
      customerId: user.id,
      serviceId: input.serviceId,
      address: input.address,
      city: input.city,
      zipCode: input.zipCode,
      latitude: input.point.latitude,
      longitude: input.point.longitude,
      timeZone: input.timeZone,
      startDate: dateColumn(input.startDate),
      startTime: input.startTime,
      durationMinutes: Math.round(input.durationHours * 60),
      frequency: input.frequency,
      visitCount: input.visits,
      endDate: input.endDate ? dateColumn(input.endDate) : null,
      cleanerId,
      matching: input.cleanerId ? 'chosen' : 'best',
      notes: input.notes,
      discountPercent,
    },
  }), { P2002: () => new ConflictError(DUPLICATE_PLAN) });
  const checks = await checkWindow(plan, now);
  await bookVisitsThrough(plan.id, now);
  return { ...(await db.plan.findUniqueOrThrow({ where: { id: plan.id } })), checks };
}

/** The per-visit checks of a plan's not-yet-booked visits in its window (for the answer of a change). */
async function checkWindow(plan: Plan, now: Date, exceptBookingIds: string[] = []): Promise<Map<string, VisitCheck>> {
  const exceptions = await db.planException.findMany({ where: { planId: plan.id } });
  const today = localDateOf(now, plan.timeZone);
  const visits = visitsOf(plan, exceptions, { from: today, until: horizonEnd(now, plan.timeZone) }).filter((v) => !v.skipped && v.scheduledAt > now);
  const checks = await checkVisits(
    { customerId: plan.customerId, serviceId: plan.serviceId, durationMinutes: plan.durationMinutes, point: visitRequest(plan, now).point, cleanerId: plan.cleanerId },
    visits.map((v) => ({ date: v.date, scheduledAt: v.scheduledAt })),
    now,
    { exceptBookingIds },
  );
  return new Map(checks.map((c) => [c.date, c]));
}

// --- changing a plan --------------------------------------------------------------------------

/** Who acts, as plans.visits wants it. */
export const canceller = (user: CurrentUser) => ({ id: user.id, role: user.role });

/** @throws ConflictError unless the plan is active (or paused, where `pausedToo`) */
export function requireLive(plan: Plan, pausedToo: boolean): void {
  if (plan.status === 'active' || (pausedToo && plan.status === 'paused')) return;
  throw new ConflictError(`This plan is ${plan.status}.`);
}

/**
 * Changes a plan (its customer or an admin):
 * - `paymentMethodId`: the card the next visits are charged to;
 * - `status: paused`: no new visits; every future visit is cancelled ('Plan paused'; a paid one
 *   by the cancellation policy) and unlinked so it can be booked again on resume;
 * - `status: active` (from paused): visits are booked again from today, re-checked;
 * - `startTime` / `frequency`: the plan restarts at its next visit date with the new rule (a count
 *   end keeps the visits left); the future unpaid visits are cancelled ('Plan changed') and booked
 *   again, re-checked; paid ones stay; a new frequency re-reads its discount.
 * The answer's visits carry each visit's check.
 * @throws NotFoundError, ConflictError (cancelled or ended; pausing a paused plan; no future visit to change)
 */
export async function updatePlan(ctx: Context, id: string, input: Parsed<typeof planUpdateInput>, now: Date): Promise<CheckedPlan> {
  const user = actor(ctx);
  let plan = await ownedPlan(user, id);
  requireLive(plan, true);
  if (input.paymentMethodId) plan = await db.plan.update({ where: { id }, data: { paymentMethodId: input.paymentMethodId } });
  if (input.status === 'paused') {
    if (plan.status === 'paused') throw new ConflictError('This plan is already paused.');
    await db.plan.update({ where: { id }, data: { status: 'paused', pausedAt: now } });
    await cancelFutureVisits(id, PLAN_PAUSED, now, { by: canceller(user), detach: true });
    return db.plan.findUniqueOrThrow({ where: { id } });
  }
  const changesRule = (input.startTime && input.startTime !== plan.startTime) || (input.frequency && input.frequency !== plan.frequency);
  if (input.status === 'active' && plan.status === 'paused') {
    plan = await db.plan.update({ where: { id }, data: { status: 'active', pausedAt: null } });
  } else if (plan.status === 'paused' && changesRule) {
    throw new ConflictError('Resume this plan before changing its time or frequency.');
  }
  if (changesRule) {
    const exceptions = await db.planException.findMany({ where: { planId: id } });
    const today = localDateOf(now, plan.timeZone);
    const next = visitsOf(plan, exceptions, { from: today, until: horizonEnd(now, plan.timeZone) }).find((v) => v.scheduledAt > now);
    if (!next) throw new ConflictError('This plan has no future visit to change.');
    const before = plan.visitCount ? occurrences(recurrenceOf(plan), { until: next.date }).filter((o) => o.date < next.date).length : 0;
    const frequency = input.frequency ?? plan.frequency;
    await cancelFutureVisits(id, PLAN_CHANGED, now, { by: canceller(user), unpaidOnly: true, detach: true, fromDate: next.date });
    await db.planException.deleteMany({ where: { planId: id, date: { gte: dateColumn(next.date) }, ...(input.frequency && input.frequency !== plan.frequency ? {} : { kind: 'move' }) } });
    plan = await db.plan.update({
      where: { id },
      data: {
        startDate: dateColumn(next.date),
        startTime: input.startTime ?? plan.startTime,
        frequency,
        ...(plan.visitCount ? { visitCount: Math.max(1, plan.visitCount - before) } : {}),
        ...(frequency !== plan.frequency ? { discountPercent: await discountPercentFor(frequency) } : {}),
        bookedThrough: null,
      },
    });
  }
  if (!changesRule && input.status !== 'active') return plan;
  const checks = await checkWindow(plan, now);
  await bookVisitsThrough(id, now);
  return { ...(await db.plan.findUniqueOrThrow({ where: { id } })), checks };
}

/**
 * Cancels a plan (its customer or an admin): status cancelled, and every future visit cancelled
 * with `reason` (default 'Plan cancelled'); a paid visit follows the cancellation policy as data
 * (payments refunds by its bands for a customer, in full for an admin).
 * @throws NotFoundError, ConflictError (already cancelled or ended)
 */
export async function cancelPlan(ctx: Context, id: string, reason: Parsed<typeof cancelPlanArgs>['reason'], now: Date): Promise<Plan> {
  const user = actor(ctx);
  const plan = await ownedPlan(user, id);
  requireLive(plan, true);
  const changed = await db.plan.updateMany({ where: { id, status: plan.status }, data: { status: 'cancelled', cancelledAt: now } });
  if (changed.count !== 1) throw new ConflictError('This plan changed meanwhile. Please reload and try again.');
  await cancelFutureVisits(id, reason ?? PLAN_CANCELLED, now, { by: canceller(user) });
  return db.plan.findUniqueOrThrow({ where: { id } });
}
