/** Membership tiers (Comfort Life: Moon, Star, Sun; spec section 9) and a customer's membership. */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import * as memberships from './memberships.service.js';

export const MembershipTierCodeEnum = builder.enumType('MembershipTierCode', { values: ['moon', 'star', 'sun'] as const });

export const MembershipPlanRef = builder.prismaObject('MembershipPlan', {
  description: 'A prepaid plan of a tier (1, 3, 6 or 12 months). Prices in cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    months: t.exposeInt('months'),
    priceCents: t.exposeInt('priceCents', { description: 'Plan price in cents.' }),
    originalPriceCents: t.exposeInt('originalPriceCents', { description: 'months x monthly rate, in cents.' }),
    discountPercent: t.exposeInt('discountPercent', { nullable: true, description: 'Whole percent saved.' }),
  }),
});

export const MembershipTierRef = builder.prismaObject('MembershipTier', {
  description: 'A membership tier (spec section 9 "Membership tiers").',
  fields: (t) => ({
    code: t.expose('code', { type: MembershipTierCodeEnum }),
    name: t.exposeString('name'),
    monthlyRateCents: t.exposeInt('monthlyRateCents', { description: 'Monthly price in cents (e.g. 3690 = $36.90).' }),
    hourlyMinCents: t.exposeInt('hourlyMinCents', { description: 'Lowest member hourly rate covered, cents.' }),
    hourlyMaxCents: t.exposeInt('hourlyMaxCents', {
      description: 'Member rates apply to services whose member hourly rate is at most this, cents.',
    }),
    popular: t.exposeBoolean('popular'),
    features: t.exposeStringList('features'),
    plans: t.relation('plans', { query: { orderBy: { months: 'asc' } } }),
  }),
});

export const MembershipRef = builder.prismaObject('Membership', {
  description: "A customer's membership.",
  fields: (t) => ({
    id: t.exposeID('id'),
    tier: t.relation('tier'),
    status: t.exposeString('status', { description: 'pending (first payment not through), active, cancelled or expired.' }),
    planMonths: t.exposeInt('planMonths', { description: 'Months of the plan bought (1, 3, 6, 12); a renewal buys the same plan.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    currentPeriodStart: t.expose('currentPeriodStart', { type: 'DateTime', description: 'UTC start of the paid period running now.' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: 'UTC end of the paid period.' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', { description: 'Cancelled: member rates stay until currentPeriodEnd, then it ends without renewal.' }),
    scheduledTier: t.field({
      type: MembershipTierCodeEnum,
      nullable: true,
      description: 'A downgrade waiting for the end of the period.',
      resolve: (m) => m.scheduledTierCode,
    }),
    source: t.exposeString('source', { description: 'purchase (paid through the gateway) or grant (by an admin, no payment).' }),
    grantReason: t.exposeString('grantReason', { nullable: true, description: 'grant: why (visible to admins and the member).' }),
    cancelReason: t.exposeString('cancelReason', { nullable: true, description: "An admin's reason for ending it." }),
    hasPaymentMethod: t.boolean({ description: 'A payment method is saved for renewals.', resolve: (m) => m.paymentMethodId !== null }),
    renews: t.boolean({
      description: 'It renews at currentPeriodEnd (a purchase, not cancelled, with a payment method).',
      resolve: (m) => m.status === 'active' && !m.cancelAtPeriodEnd && m.source === 'purchase' && m.paymentMethodId !== null,
    }),
    lastRenewalError: t.exposeString('lastRenewalError', { nullable: true, description: "The last renewal's decline message." }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true, description: 'UTC instant it stopped being active.' }),
    member: t.relation('user', { description: 'The customer (admins; the member themselves).' }),
  }),
});

const BookingQuoteRef = builder.objectRef<import('../bookings/pricing.js').BookingQuote>('MembershipQuote').implement({
  description: 'The price of some hours of a service at one rate. Cents; minutes.',
  fields: (t) => ({
    appliedTier: t.exposeString('appliedTier', { description: 'member or regular: the rate used.' }),
    hourlyRateCents: t.exposeInt('hourlyRateCents'),
    totalCents: t.exposeInt('totalCents'),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});

const MembershipPricingRef = builder.objectRef<memberships.MembershipPricing>('MembershipPricing').implement({
  description: 'What a booking costs with and without a tier (POST /api/memberships/calculate-pricing). Cents.',
  fields: (t) => ({
    tier: t.field({ type: MembershipTierCodeEnum, nullable: true, resolve: (p) => p.tier }),
    covered: t.exposeBoolean('covered', { description: "The tier's hourly range holds the service's member rate." }),
    withMembership: t.field({ type: BookingQuoteRef, resolve: (p) => p.withMembership }),
    withoutMembership: t.field({ type: BookingQuoteRef, resolve: (p) => p.withoutMembership }),
    savingsCents: t.exposeInt('savingsCents'),
  }),
});

const MembershipSavingsRef = builder.objectRef<memberships.MembershipSavings>('MembershipSavings').implement({
  description: "The caller's savings so far (GET /api/memberships/analytics). Cents.",
  fields: (t) => ({
    memberBookings: t.exposeInt('memberBookings', { description: 'Bookings priced at the member rate (not cancelled or rejected).' }),
    savingsCents: t.exposeInt('savingsCents', { description: 'Regular price minus member price over those bookings.' }),
    feesPaidCents: t.exposeInt('feesPaidCents', { description: 'Membership payments that went through.' }),
    netSavingsCents: t.exposeInt('netSavingsCents', { description: 'savingsCents - feesPaidCents (may be negative).' }),
  }),
});

const MembershipPageRef = builder.objectRef<memberships.Page<memberships.MembershipWithUser>>('MembershipPage').implement({
  description: 'One page of memberships (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [MembershipRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const TierCountRef = builder.objectRef<memberships.MembershipAnalytics['membersByTier'][number]>('MembershipTierCount').implement({
  fields: (t) => ({ tier: t.field({ type: MembershipTierCodeEnum, resolve: (r) => r.tier }), name: t.exposeString('name'), active: t.exposeInt('active') }),
});
const RevenueMonthRef = builder.objectRef<memberships.MembershipAnalytics['revenueByMonth'][number]>('MembershipRevenueMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'UTC calendar month, YYYY-MM.' }),
    revenueCents: t.exposeInt('revenueCents'),
    payments: t.exposeInt('payments'),
  }),
});
const ChurnMonthRef = builder.objectRef<memberships.MembershipAnalytics['churnByMonth'][number]>('MembershipChurnMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'UTC calendar month, YYYY-MM.' }),
    activeAtStart: t.exposeInt('activeAtStart'),
    started: t.exposeInt('started'),
    ended: t.exposeInt('ended'),
    churnPercent: t.exposeFloat('churnPercent', { description: 'ended / activeAtStart x 100, one decimal.' }),
  }),
});
const MembershipAnalyticsRef = builder.objectRef<memberships.MembershipAnalytics>('MembershipAnalytics').implement({
  description: 'Admin membership analytics (GET /api/admin/membership-analytics).',
  fields: (t) => ({
    activeMembers: t.exposeInt('activeMembers'),
    membersByTier: t.field({ type: [TierCountRef], resolve: (a) => a.membersByTier }),
    revenueByMonth: t.field({ type: [RevenueMonthRef], description: 'Last 12 UTC months, oldest first.', resolve: (a) => a.revenueByMonth }),
    churnByMonth: t.field({ type: [ChurnMonthRef], description: 'Last 6 UTC months, oldest first.', resolve: (a) => a.churnByMonth }),
  }),
});

const listArgs = (t: any) => ({
  status: t.arg.string({ description: 'pending, active, cancelled or expired.' }),
  tier: t.arg({ type: MembershipTierCodeEnum }),
  search: t.arg.string({ description: 'Name or email contains (case-insensitive).' }),
  page: t.arg.int({ defaultValue: 1 }),
  limit: t.arg.int({ defaultValue: 20 }),
});

builder.queryFields((t) => ({
  currentMembership: t.field({
    type: MembershipRef,
    nullable: true,
    authScopes: { customer: true },
    description: "The caller's active membership, or null (GET /api/memberships/current). Customers only.",
    resolve: (_root, _args, ctx) => memberships.currentMembership(ctx),
  }),
  calculateMembershipPricing: t.field({
    type: MembershipPricingRef,
    description:
      "What `durationHours` (1..12, half hours) of a service cost with `tier` (default: the caller's active tier) and without. Public. Errors: VALIDATION_ERROR, NOT_FOUND_ERROR.",
    args: { serviceId: t.arg.int({ required: true }), durationHours: t.arg.float({ required: true }), tier: t.arg({ type: MembershipTierCodeEnum }) },
    resolve: (_root, args, ctx) => memberships.calculatePricing(ctx, args),
  }),
  membershipAnalytics: t.field({
    type: MembershipSavingsRef,
    authScopes: { customer: true },
    description: "The caller's savings so far (GET /api/memberships/analytics).",
    resolve: (_root, _args, ctx) => memberships.savings(ctx),
  }),
  allMemberships: t.field({
    type: MembershipPageRef,
    authScopes: { admin: true },
    description: 'Admin: every membership, newest first (GET /api/memberships/all). page from 1, limit 1..100.',
    args: listArgs(t),
    resolve: (_root, args, ctx) => memberships.listMemberships(ctx, args),
  }),
  usersWithMembership: t.field({
    type: MembershipPageRef,
    authScopes: { admin: true },
    description: 'Admin: the active memberships with their members (GET /api/admin/users-with-membership).',
    args: listArgs(t),
    resolve: (_root, args, ctx) => memberships.listMemberships(ctx, args, true),
  }),
  adminMembershipAnalytics: t.field({
    type: MembershipAnalyticsRef,
    authScopes: { admin: true },
    description: 'Admin: members per tier, revenue per month, churn (GET /api/admin/membership-analytics).',
    resolve: (_root, _args, ctx) => memberships.adminAnalytics(ctx),
  }),
}));

const membershipErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError, PaymentError];

builder.mutationFields((t) => ({
  subscribeMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description:
      "Buys `months` (1, 3, 6, 12) of a tier: charges the plan price (cents) through the gateway with `paymentMethodId` (test mode: pm_card_visa, default; pm_card_chargeDeclined is declined) and makes the membership active for that many months. Errors: ConflictError (already a member), PaymentError (declined), ValidationError.",
    args: { tier: t.arg({ type: MembershipTierCodeEnum, required: true }), months: t.arg.int({ defaultValue: 1 }), paymentMethodId: t.arg.string() },
    resolve: (_root, args, ctx) => memberships.subscribe(ctx, args),
  }),
  activateMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description:
      'Changes tier (PUT /api/memberships/activate): an upgrade applies now and charges the prorated difference; a downgrade applies at the end of the period. Errors: NotFoundError (no membership), ConflictError (same tier), PaymentError.',
    args: { tier: t.arg({ type: MembershipTierCodeEnum, required: true }), paymentMethodId: t.arg.string() },
    resolve: (_root, args, ctx) => memberships.changeTier(ctx, args),
  }),
  cancelMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Cancels at the end of the paid period (member rates until then; no renewal). Errors: NotFoundError, ConflictError (already cancelled).',
    resolve: (_root, _args, ctx) => memberships.cancel(ctx),
  }),
  reactivateMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Undoes a cancel before the period ends. Errors: NotFoundError, ConflictError (not cancelled).',
    resolve: (_root, _args, ctx) => memberships.reactivate(ctx),
  }),
  updateMembershipPaymentMethod: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Saves the payment method (pm_...) renewals charge. Errors: NotFoundError, ValidationError.',
    args: { paymentMethodId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => memberships.setPaymentMethod(ctx, args),
  }),
  adminCancelMembership: t.field({
    type: MembershipRef,
    authScopes: { admin: true },
    errors: { types: membershipErrors },
    description: 'Admin: ends a membership now with a reason (recorded; no refund). Errors: NotFoundError, ConflictError (already over).',
    args: { membershipId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => memberships.adminCancel(ctx, String(args.membershipId), { reason: args.reason }),
  }),
  adminGrantMembership: t.field({
    type: MembershipRef,
    authScopes: { admin: true },
    errors: { types: membershipErrors },
    description: 'Admin: gives a customer a tier for 1..24 months without payment, recorded with who and why; it does not renew. Errors: NotFoundError (no such customer), ConflictError (already a member).',
    args: { userId: t.arg.id({ required: true }), tier: t.arg({ type: MembershipTierCodeEnum, required: true }), months: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => memberships.grant(ctx, String(args.userId), args),
  }),
}));

builder.queryField('membershipTiers', (t) =>
  t.prismaField({
    type: [MembershipTierRef],
    description: 'The membership tiers with their plans, cheapest first (public).',
    resolve: (query) => db.membershipTier.findMany({ ...query, orderBy: { sortOrder: 'asc' } }),
  }),
);
