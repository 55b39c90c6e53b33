/**
 * Recurring plans over GraphQL
 * (docs/decisions/0033), also serving /api/plans through the bridge (plans.api.ts). Roles are each
 * field's authScopes; ownership (whose plan) is decided in plans.service.ts: another customer's
 * plan is NotFound (404). Dates are local "YYYY-MM-DD" at the plan's address, instants UTC, money
 * in cents. The cleaner's answers (accept/decline) are plans.cleaner.graphql.ts, the discounts
 * discounts.graphql.ts.
 */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import type { Context } from '../../context.js';

import { BookingRef, MatchingRequestEnum } from '../bookings/bookings.graphql.js';
import { ServiceRef } from '../services/services.graphql.js';
import { serviceById } from '../services/services.service.js';
import { UserRef } from '../users/users.graphql.js';
import { CleanerSummaryRef } from '../matching/cleaner-card.graphql.js';
import { BookingMatchingEnum } from '../matching/offers.graphql.js';
import { cleanerCards, type CleanerCardData } from '../matching/cleaner-card.js';
import { cancelPlanArgs, moveVisitArgs, planInput, planListArgs, planUpdateInput, PLAN_FREQUENCIES, PLAN_STATUSES, skipVisitArgs } from './plans.inputs.js';
import * as plans from './plans.service.js';
import { planVisits } from './plans.view.js';
import { moveVisit, skipVisit } from './plans.visit-changes.js';
import { PLAN_VISIT_STATUSES, type PlanAlternativeData, type PlanPreviewData, type PlanPriceData, type PlanVisitData } from './plans.visits.js';

export const PlanFrequencyEnum = builder.enumType('PlanFrequency', {
  description: 'How often a plan repeats (docs/decisions/0033): weekly, every 2 weeks (biweekly) or every 4 weeks.',
  values: PLAN_FREQUENCIES,
});

export const PlanStatusEnum = builder.enumType('PlanStatus', {
  description: 'A plan is active (visits are booked 12 weeks ahead), paused (no new visits; resume to book again), cancelled, or ended (its last visit is past).',
  values: PLAN_STATUSES,
});

export const PlanVisitStatusEnum = builder.enumType('PlanVisitStatus', {
  description:
    'A visit of a plan: planned (not a booking yet: beyond the 12-week window, or in a preview), conflict (preview only: cannot be booked as asked), skipped, or its booking\'s status.',
  values: PLAN_VISIT_STATUSES,
});

const PlanConflictRef = builder.objectRef<{ code: string; message: string }>('PlanConflict').implement({
  description: 'Why a visit cannot be booked as asked.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'too_soon (under 2 hours ahead), cleaner_unavailable or no_cleaner.' }),
    message: t.exposeString('message', { description: 'Safe to show, e.g. "Maria G. is not free then."' }),
  }),
});

const PlanAlternativeRef = builder.objectRef<PlanAlternativeData>('PlanAlternative').implement({
  description: 'Another way to make a visit that has a conflict: a nearby free time with the same cleaner, or another recommended cleaner at the asked time.',
  fields: (t) => ({
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', description: 'UTC start.' }),
    cleaner: t.field({ type: CleanerSummaryRef, description: 'Who would come (a card: no email, phone or address).', resolve: (a) => a.cleaner }),
    sameCleaner: t.exposeBoolean('sameCleaner', { description: "True when it is the plan's own cleaner at another time." }),
  }),
});

export const PlanVisitRef = builder.objectRef<PlanVisitData>('PlanVisit').implement({
  description: 'One visit of a plan (docs/decisions/0033).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The visit\'s local date at the address, "YYYY-MM-DD": its identity in the plan (a moved visit keeps it).' }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', description: 'UTC start (a moved visit: its new start).' }),
    bookingId: t.exposeID('bookingId', { nullable: true, description: 'The booking of this visit (uuid); null while it is not booked, or when the viewer may not see it.' }),
    booking: t.field({
      type: BookingRef,
      nullable: true,
      description: 'The booking, with the same visibility rules as Query.booking; null when none or not visible.',
      resolve: (v) => v.booking,
    }),
    status: t.field({ type: PlanVisitStatusEnum, resolve: (v) => v.status }),
    moved: t.exposeBoolean('moved', { description: 'True when the visit was moved off its regular time.' }),
    totalCents: t.expose('totalCents', { type: 'NonNegativeInt', description: 'Price of this visit after the recurring discount, cents (the booking\'s, once booked).' }),
    conflict: t.field({ type: PlanConflictRef, nullable: true, description: 'Why it cannot be booked as asked (previews and changed plans); null when it can.', resolve: (v) => v.conflict }),
    alternatives: t.field({
      type: [PlanAlternativeRef],
      nullable: true,
      description: 'Up to 3 ways to make it instead, only with a conflict: nearest free times of the same cleaner first, else other recommended cleaners.',
      resolve: (v) => v.alternatives,
    }),
  }),
});

export const PlanPriceRef = builder.objectRef<PlanPriceData>('PlanPrice').implement({
  description: "One visit's price for the plan's customer, in cents: the member rate when their membership covers the service, less the recurring discount.",
  fields: (t) => ({
    hourlyRateCents: t.expose('hourlyRateCents', { type: 'NonNegativeInt', description: 'Applied hourly rate, cents.' }),
    regularTotalCents: t.expose('regularTotalCents', { type: 'NonNegativeInt', description: 'The visit at the regular rate, no discount, cents.' }),
    totalCents: t.expose('totalCents', { type: 'NonNegativeInt', description: 'What one visit costs: the applied rate x hours less discountCents, cents.' }),
    discountPercent: t.exposeInt('discountPercent', { description: 'Recurring discount of the frequency, percent (0..50).' }),
    discountCents: t.expose('discountCents', { type: 'NonNegativeInt', description: 'round(applied rate total x discountPercent / 100), cents.' }),
    appliedTier: t.exposeString('appliedTier', { description: 'member or regular.' }),
  }),
});

/** Cleaner cards of one request, read once per id. */
const cardCache = new WeakMap<Context, Map<string, Promise<CleanerCardData | null>>>();
function cardOf(ctx: Context, cleanerId: string | null): Promise<CleanerCardData | null> | null {
  if (!cleanerId) return null;
  let cache = cardCache.get(ctx);
  if (!cache) cardCache.set(ctx, (cache = new Map()));
  let card = cache.get(cleanerId);
  if (!card) cache.set(cleanerId, (card = cleanerCards([cleanerId]).then((m) => m.get(cleanerId) ?? null)));
  return card;
}

export const PlanRef = builder.prismaObject('Plan', {
  description: 'A recurring cleaning plan (docs/decisions/0033): the same service, address and local time every 1, 2 or 4 weeks.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Same id as /api/plans/{id} (uuid).' }),
    status: t.expose('status', { type: PlanStatusEnum }),
    timeZone: t.exposeString('timeZone', { description: 'IANA time zone of the address (from its zip code): dates and startTime are local to it.' }),
    serviceId: t.exposeInt('serviceId'),
    service: t.field({ type: ServiceRef, resolve: (p) => serviceById(p.serviceId) }),
    address: t.string({
      nullable: true,
      description: "Street address: the plan's customer and admins. The plan's cleaner sees city and zip code here, and the street address on each visit's booking inside its contact window (docs/decisions/0034).",
      resolve: (p, _args, ctx) => (plans.seesWholePlan(ctx.user, p) ? p.address : null),
    }),
    city: t.exposeString('city'),
    zipCode: t.exposeString('zipCode'),
    startDate: t.string({ description: 'The first visit\'s local date, "YYYY-MM-DD".', resolve: (p) => plans.dateOnly(p.startDate) }),
    startTime: t.exposeString('startTime', { description: 'Local start time of every visit, "HH:MM" (24 h).' }),
    durationHours: t.float({ resolve: (p) => p.durationMinutes / 60 }),
    frequency: t.expose('frequency', { type: PlanFrequencyEnum }),
    visitCount: t.exposeInt('visitCount', { nullable: true, description: 'The plan ends after this many visits (skipped ones included); null: no count.' }),
    endDate: t.string({ nullable: true, description: 'Last possible visit date, local "YYYY-MM-DD"; null: none.', resolve: (p) => (p.endDate ? plans.dateOnly(p.endDate) : null) }),
    cleanerId: t.exposeID('cleanerId', { nullable: true, description: "The plan's cleaner (user id); null while none (after a series decline)." }),
    cleaner: t.field({ type: CleanerSummaryRef, nullable: true, description: "The plan's cleaner as a card.", resolve: (p, _args, ctx) => cardOf(ctx, p.cleanerId) }),
    matching: t.expose('matching', { type: BookingMatchingEnum, description: 'chosen (the customer chose the cleaner) or best (best available once, then kept).' }),
    seriesAccepted: t.boolean({ description: 'True once the cleaner accepted the series: new visits are then confirmed with them directly.', resolve: (p) => p.cleanerAcceptedAt !== null }),
    notes: t.string({
      nullable: true,
      description: "The customer's notes for the cleaner: the plan's customer and admins (the plan's cleaner reads them on each visit's booking inside its contact window, like address).",
      resolve: (p, _args, ctx) => (plans.seesWholePlan(ctx.user, p) ? p.notes : null),
    }),
    price: t.field({ type: PlanPriceRef, description: 'One visit\'s price today, in cents.', resolve: (p) => plans.planPrice(p) }),
    visits: t.field({
      type: [PlanVisitRef],
      description: 'The visits inside the 12-week window from today (local), with their bookings; after a change, each with its conflict.',
      resolve: (p, _args, ctx) => planVisits(ctx, p),
    }),
    customer: t.field({
      type: UserRef,
      nullable: true,
      description: "The plan's customer: for admins and the customer; for the plan's cleaner the first name only, with the full name and phone (never the email) while they hold a visit inside its contact window (docs/decisions/0034); null for others.",
      resolve: (p, _args, ctx) => plans.customerOf(ctx, p),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    pausedAt: t.expose('pausedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
  }),
});

const PlanPreviewRef = builder.objectRef<PlanPreviewData>('PlanPreview').implement({
  description: "A plan's first 12 visits (or all, if fewer) checked one by one, before anything is created (POST /api/plans/preview).",
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    frequency: t.field({ type: PlanFrequencyEnum, resolve: (p) => p.frequency }),
    startDate: t.exposeString('startDate'),
    startTime: t.exposeString('startTime'),
    durationHours: t.exposeFloat('durationHours'),
    cleanerId: t.exposeID('cleanerId', { nullable: true, description: 'The chosen cleaner, or the best available one for `matching: best`; null when nobody is.' }),
    cleaner: t.field({ type: CleanerSummaryRef, nullable: true, resolve: (p) => p.cleaner }),
    price: t.field({ type: PlanPriceRef, resolve: (p) => p.price }),
    visits: t.field({ type: [PlanVisitRef], resolve: (p) => p.visits }),
    conflicts: t.exposeInt('conflicts', { description: 'How many visits have a conflict.' }),
  }),
});

const PlanPageRef = builder.objectRef<plans.PlanPageData>('PlanPage').implement({
  description: 'One page of plans, newest first (pages start at 1).',
  fields: (t) => ({
    items: t.field({ type: [PlanRef], resolve: (p) => p.items }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
    total: t.exposeInt('total', { description: 'Every matching plan over all pages.' }),
  }),
});

const PlanInputRef = builder.inputType('PlanInput', {
  description:
    'A recurring plan (docs/decisions/0033). Exactly one of `cleanerId` and `matching: best`; at most one of `visits` and `endDate` (neither: open-ended).',
  fields: (t) => ({
    serviceId: t.int({ required: true }),
    address: t.string({ required: true }),
    city: t.string({ required: true }),
    zipCode: t.string({ required: true, description: 'A US zip code the zip dataset knows: its time zone makes the local dates.' }),
    startDate: t.string({ required: true, description: 'First visit, local "YYYY-MM-DD": not in the past, at most a year ahead.' }),
    startTime: t.string({ required: true, description: 'Local "HH:MM" (24 h) at the address; stays the same across daylight-saving changes.' }),
    durationHours: t.float({ required: true, description: '1 to 12, in 0.5-hour steps (as a booking).' }),
    frequency: t.field({ type: PlanFrequencyEnum, required: true }),
    visits: t.int({ description: 'End after this many visits, 1..104.' }),
    endDate: t.string({ description: 'Last possible visit date, local "YYYY-MM-DD", not before startDate.' }),
    cleanerId: t.id({ description: 'The chosen cleaner (user id).' }),
    matching: t.field({ type: MatchingRequestEnum, description: '`best`: the best available cleaner for the first visits, then kept.' }),
    notes: t.string({ description: 'For the cleaner, up to 1000 characters.' }),
  }),
});

const PlanUpdateInputRef = builder.inputType('PlanUpdateInput', {
  description: 'A change to a plan: its local start time, frequency, pause (status paused) or resume (status active), or the card its visits are charged to.',
  fields: (t) => ({
    startTime: t.string({ description: 'New local "HH:MM" of every future visit.' }),
    frequency: t.field({ type: PlanFrequencyEnum, description: 'New frequency of the future visits (re-reads its recurring discount).' }),
    status: t.field({ type: PlanStatusEnum, description: 'paused or active only.' }),
    paymentMethodId: t.string({ description: 'Card (pm_...) the visits are charged to.' }),
  }),
});

builder.queryFields((t) => ({
  plans: t.field({
    type: PlanPageRef,
    authScopes: { customer: true, approvedCleaner: true, admin: true },
    description:
      'Plans visible to the caller (GET /api/plans; docs/decisions/0033): a customer\'s own, the plans an approved cleaner is the cleaner of, every plan for an admin (filters customerId and cleanerId: admins only, ignored otherwise). Newest first; `page` from 1, `limit` 1..100 (default 10). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, VALIDATION_ERROR.',
    args: t.validate(
      { status: t.arg({ type: PlanStatusEnum }), customerId: t.arg.id(), cleanerId: t.arg.id(), page: t.arg.int(), limit: t.arg.int() },
      fieldArgs(planListArgs),
    ),
    resolve: (_root, args, ctx) => plans.listPlans(ctx, args),
  }),
  plan: t.field({
    type: PlanRef,
    authScopes: { signedIn: true },
    description: "One plan (GET /api/plans/{id}): its customer's, its cleaner's, or any for an admin. Errors: NOT_FOUND_ERROR (no such plan, or not the caller's to see).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => plans.getPlanFor(ctx, String(id)),
  }),
  previewPlan: t.field({
    type: PlanPreviewRef,
    authScopes: { customer: true },
    description:
      'Customers: a plan\'s first 12 visits checked one by one (lead time, then the cleaner: service, area, hours, days off, slot free with the travel buffer), each conflict with up to 3 alternatives, and the per-visit price with the recurring discount; nothing is created (POST /api/plans/preview). Errors: VALIDATION_ERROR (the input rules of PlanInput), NOT_FOUND_ERROR (service).',
    args: { input: t.arg({ type: PlanInputRef, required: true }).validate(planInput) },
    resolve: (_root, { input }, ctx) => plans.previewPlan(ctx, input, new Date()),
  }),
}));

const planErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  createPlan: t.field({
    type: PlanRef,
    authScopes: { customer: true },
    errors: { types: planErrors },
    description:
      'Customers: creates a recurring plan (POST /api/plans, 201; docs/decisions/0033). Every visit inside the 12-week window becomes a booking priced at that time (member rate when covered, less the recurring discount): a request to the plan\'s cleaner (pending_cleaner_response) until they accept the series; a visit they cannot make goes through the request cascade (matching best). `matching: best` picks the cleaner eligible for the most of the first 12 visits, then keeps them (with nobody available the plan has no cleaner and each visit goes through the cascade). The answer\'s visits carry each visit\'s conflict. Errors: ValidationError (400 input; 422 the first visit sooner than 2 hours), NotFoundError (service, chosen cleaner).',
    args: { input: t.arg({ type: PlanInputRef, required: true }).validate(planInput) },
    resolve: (_root, { input }, ctx) => plans.createPlan(ctx, input, new Date()),
  }),
  updatePlan: t.field({
    type: PlanRef,
    authScopes: { customer: true, admin: true },
    errors: { types: planErrors },
    description:
      "The plan's customer or an admin (PUT /api/plans/{id}): a new local time or frequency cancels the future unpaid visits and books them again from the next date, re-checked (each visit then shows its conflict); a frequency change re-reads the discount. status paused cancels the future visits ('Plan paused'; paid ones by the cancellation policy); status active books again from today. Errors: ValidationError, NotFoundError, ConflictError (a cancelled or ended plan).",
    args: t.validate(
      { id: t.arg.id({ required: true }), input: t.arg({ type: PlanUpdateInputRef, required: true }) },
      fieldArgs(z.object({ id: z.string(), input: planUpdateInput })),
    ),
    resolve: (_root, { id, input }, ctx) => plans.updatePlan(ctx, id, input, new Date()),
  }),
  skipPlanVisit: t.field({
    type: PlanRef,
    authScopes: { customer: true, admin: true },
    errors: { types: planErrors },
    description:
      "The plan's customer or an admin skips one visit (POST /api/plans/{id}/visits/{date}/skip) any time before it starts: its booking, if any, is cancelled as a booking is (the cancellation policy applies to a paid visit). Errors: ValidationError (date), NotFoundError (plan, or no visit that date), ConflictError (already started, skipped or not active).",
    args: t.validate({ id: t.arg.id({ required: true }), date: t.arg.string({ required: true }) }, fieldArgs(skipVisitArgs)),
    resolve: (_root, { id, date }, ctx) => skipVisit(ctx, id, date, new Date()),
  }),
  movePlanVisit: t.field({
    type: PlanRef,
    authScopes: { customer: true, admin: true },
    errors: { types: planErrors },
    description:
      "The plan's customer or an admin moves one visit to a new UTC start (POST /api/plans/{id}/visits/{date}/move), at least 24 hours before both the old and the new start; the booking keeps its id, the new time is checked like a new visit for the same cleaner. Errors: ValidationError (422 inside 24 hours), NotFoundError, ConflictError (409 'That time is not free. Pick one of the suggested times.').",
    args: t.validate(
      { id: t.arg.id({ required: true }), date: t.arg.string({ required: true }), scheduledAt: t.arg({ type: 'DateTime', required: true }) },
      fieldArgs(moveVisitArgs),
    ),
    resolve: (_root, { id, date, scheduledAt }, ctx) => moveVisit(ctx, id, date, scheduledAt, new Date()),
  }),
  cancelPlan: t.field({
    type: PlanRef,
    authScopes: { customer: true, admin: true },
    errors: { types: planErrors },
    description:
      "The plan's customer or an admin cancels the plan (DELETE /api/plans/{id}): status cancelled, every future visit cancelled ('Plan cancelled', or the reason given); paid visits follow the cancellation policy. Errors: NotFoundError, ConflictError (already cancelled or ended).",
    args: t.validate({ id: t.arg.id({ required: true }), reason: t.arg.string() }, fieldArgs(cancelPlanArgs)),
    resolve: (_root, { id, reason }, ctx) => plans.cancelPlan(ctx, id, reason ?? null, new Date()),
  }),
}));

builder.prismaObjectFields('Booking', (t) => ({
  planId: t.exposeID('planId', { nullable: true, description: 'The recurring plan this booking is a visit of (docs/decisions/0033); null for a one-time booking.' }),
  planDate: t.string({
    nullable: true,
    description: 'The visit\'s date in its plan, local "YYYY-MM-DD" (a moved visit keeps it); null for a one-time booking.',
    select: { planDate: true },
    resolve: (b) => (b.planDate ? plans.dateOnly(b.planDate) : null),
  }),
  recurring: t.boolean({ description: 'True for a visit of a recurring plan.', select: { planId: true }, resolve: (b) => b.planId !== null }),
  discountCents: t.expose('discountCents', { type: 'NonNegativeInt', description: 'The recurring discount already taken off totalCents, cents (0 for a one-time booking).' }),
}));

