/**
 * Membership tiers (Comfort Life: Moon, Star, Sun; spec section 9) and a customer's membership, in
 * GraphQL, which the /api rows run (memberships.api.ts). Arguments are validated here with the
 * schemas of memberships.inputs.ts; roles are each field's authScopes. The admins' fields are in
 * memberships.admin.graphql.ts.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import type { BookingQuote } from '../services/pricing.service.js';
import * as memberships from './memberships.service.js';
import * as pricing from './memberships.pricing.js';
import { activateInput, paymentMethodInput, pricingInput, subscribeInput, tierPageInput } from './memberships.inputs.js';

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

const BookingQuoteRef = builder.objectRef<BookingQuote>('MembershipQuote').implement({
  description: 'The price of some hours of a service at one rate. Cents; minutes.',
  fields: (t) => ({
    appliedTier: t.exposeString('appliedTier', { description: 'member or regular: the rate used.' }),
    hourlyRateCents: t.exposeInt('hourlyRateCents'),
    totalCents: t.exposeInt('totalCents'),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});

const MembershipPricingRef = builder.objectRef<pricing.MembershipPricing>('MembershipPricing').implement({
  description: 'What a booking costs with and without a tier (POST /api/memberships/calculate-pricing). Cents.',
  fields: (t) => ({
    tier: t.field({ type: MembershipTierCodeEnum, nullable: true, resolve: (p) => p.tier }),
    covered: t.exposeBoolean('covered', { description: "The tier's hourly range holds the service's member rate." }),
    withMembership: t.field({ type: BookingQuoteRef, resolve: (p) => p.withMembership }),
    withoutMembership: t.field({ type: BookingQuoteRef, resolve: (p) => p.withoutMembership }),
    savingsCents: t.exposeInt('savingsCents'),
  }),
});

const MembershipSavingsRef = builder.objectRef<pricing.MembershipSavings>('MembershipSavings').implement({
  description: "The caller's savings so far (GET /api/memberships/analytics). Cents.",
  fields: (t) => ({
    memberBookings: t.exposeInt('memberBookings', { description: 'Bookings priced at the member rate (not cancelled or rejected).' }),
    savingsCents: t.exposeInt('savingsCents', { description: 'Regular price minus member price over those bookings.' }),
    feesPaidCents: t.exposeInt('feesPaidCents', { description: 'Membership payments that went through.' }),
    netSavingsCents: t.exposeInt('netSavingsCents', { description: 'savingsCents - feesPaidCents (may be negative).' }),
  }),
});

const MembershipTierPageRef = builder
  .objectRef<{ items: Awaited<ReturnType<typeof memberships.membershipTiers>>; page: number; limit: number; total: number }>('MembershipTierPage')
  .implement({
    description: 'One page of the membership tiers with their plans, cheapest first.',
    fields: (t) => ({
      items: t.field({ type: [MembershipTierRef], resolve: (p) => p.items }),
      page: t.exposeInt('page', { description: 'This page, from 1.' }),
      limit: t.exposeInt('limit', { description: 'Items per page asked for.' }),
      total: t.exposeInt('total', { description: 'All tiers, over every page.' }),
    }),
  });

export const PaymentSubscriptionStatusEnum = builder.enumType('PaymentSubscriptionStatus', {
  description: "Stripe's subscription status words: active, incomplete (first payment not through), canceled (ended), past_due.",
  values: ['active', 'canceled', 'incomplete', 'past_due'] as const,
});

const PaymentSubscriptionRef = builder.objectRef<memberships.PaymentSubscription>('PaymentSubscription').implement({
  description: "A customer's membership in a payment subscription's terms (Stripe Subscription's shape, narrowed). Cents.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The membership id.' }),
    status: t.field({ type: PaymentSubscriptionStatusEnum, description: "Stripe's subscription status words.", resolve: (s) => s.status }),
    tier: t.field({ type: MembershipTierCodeEnum, description: 'The tier the next renewal buys (a waiting downgrade, else the current tier).', resolve: (s) => s.tier }),
    amountCents: t.exposeInt('amountCents', { description: 'What each renewal charges, in cents.' }),
    currency: t.exposeString('currency', { description: 'Always usd.' }),
    interval: t.exposeString('interval', { description: 'Always month (see intervalCount).' }),
    intervalCount: t.exposeInt('intervalCount', { description: 'Months per renewal (the plan length: 1, 3, 6 or 12).' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: 'UTC end of the paid period (the next renewal).' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', { description: 'Cancelled: ends at currentPeriodEnd without renewal.' }),
  }),
});

builder.queryFields((t) => ({
  currentMembership: t.field({
    type: MembershipRef,
    nullable: true,
    authScopes: { customer: true },
    description: "Customers: the caller's active membership (member rates until `currentPeriodEnd`, UTC), or null. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR (not a customer). Spec section 7 \"Memberships\" (GET /api/memberships/current).",
    resolve: (_root, _args, ctx) => memberships.currentMembership(ctx),
  }),
  calculateMembershipPricing: t.field({
    type: MembershipPricingRef,
    description:
      "Public: what `durationHours` (1..12, half hours) of a service cost with `tier` (default: a signed-in customer's active tier) and without. `covered` is false when the tier's hourly range does not hold the service's member rate (then both prices are the regular one). Cents. Errors: VALIDATION_ERROR, NOT_FOUND_ERROR (service). Spec section 7 \"Memberships\".",
    args: t.validate({ serviceId: t.arg.int({ required: true }), durationHours: t.arg.float({ required: true }), tier: t.arg({ type: MembershipTierCodeEnum }) }, pricingInput),
    resolve: (_root, args, ctx) => pricing.calculatePricing(ctx, args),
  }),
  membershipAnalytics: t.field({
    type: MembershipSavingsRef,
    authScopes: { customer: true },
    description: "Customers: bookings priced at the member rate, what they saved against the regular rate, membership fees paid, and the difference. Cents. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 \"Memberships\" (GET /api/memberships/analytics).",
    resolve: (_root, _args, ctx) => pricing.savings(ctx),
  }),
  membershipTierPage: t.field({
    type: MembershipTierPageRef,
    description:
      'Public: the membership tiers (Moon, Star, Sun) with their 1, 3, 6 and 12 month plans, cheapest first, one page: `page` from 1, `limit` 1..50 (default 10; the 3 tiers fit the first page). Prices in cents. Errors: VALIDATION_ERROR (page, limit). Spec sections 7 "Memberships" and 9.',
    args: t.validate({ page: t.arg.int(), limit: t.arg.int() }, fieldArgs(tierPageInput)),
    resolve: async (_root, { page, limit }) => {
      const all = await memberships.membershipTiers();
      return { items: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length };
    },
  }),
  paymentSubscription: t.field({
    type: PaymentSubscriptionRef,
    nullable: true,
    authScopes: { customer: true },
    description:
      "Customers: the active membership in a payment subscription's terms (what each renewal charges in cents, every `intervalCount` months), or null. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 \"Payments\" (GET /api/payments/subscription).",
    resolve: (_root, _args, ctx) => memberships.currentSubscription(ctx),
  }),
}));

/** The error members of every membership mutation's result union. */
export const membershipErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError, PaymentError];

builder.mutationFields((t) => ({
  subscribeMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description:
      "Customers: buys `months` (1, 3, 6 or 12; default 1) of a tier (moon, star, sun) at the plan price of spec section 9 (cents), charged through the gateway with `paymentMethodId` (test mode: pm_card_visa, the default; pm_card_chargeDeclined is declined). The membership is active for that many months and renews with the same plan unless cancelled. Errors: ConflictError (already a member: change its tier instead), PaymentError (declined), ValidationError. Spec section 7 \"Memberships\".",
    args: t.validate({ tier: t.arg({ type: MembershipTierCodeEnum, required: true }), months: t.arg.int({ defaultValue: 1 }), paymentMethodId: t.arg.string() }, subscribeInput),
    resolve: (_root, args, ctx) => memberships.subscribe(ctx, args),
  }),
  activateMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description:
      'Customers: moves the active membership to `tier`. An upgrade applies now and charges the difference between the two plans for the part of the period left (cents; nothing under 50 cents); a downgrade applies at the end of the period (`scheduledTier`); the current tier again drops a waiting downgrade. Errors: NotFoundError (no membership), ConflictError (same tier), PaymentError (declined). Spec section 7 "Memberships" (PUT /api/memberships/activate).',
    args: t.validate({ tier: t.arg({ type: MembershipTierCodeEnum, required: true }), paymentMethodId: t.arg.string() }, activateInput),
    resolve: (_root, args, ctx) => memberships.changeTier(ctx, args),
  }),
  cancelMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Customers: cancels at the end of the paid period: the membership stays active (member rates) until `currentPeriodEnd`, then ends without renewal. Errors: NotFoundError (no membership), ConflictError (already cancelled). Spec section 7 "Memberships".',
    resolve: (_root, _args, ctx) => memberships.cancel(ctx),
  }),
  reactivateMembership: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Customers: undoes a cancel before the period ends; the membership renews again. Errors: NotFoundError (no membership), ConflictError (not cancelled). Spec section 7 "Memberships".',
    resolve: (_root, _args, ctx) => memberships.reactivate(ctx),
  }),
  updateMembershipPaymentMethod: t.field({
    type: MembershipRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description: 'Customers: saves the payment method (pm_...) renewals charge. Test mode accepts pm_card_visa and pm_card_chargeDeclined. Errors: NotFoundError (no membership), ValidationError. Spec section 7 "Memberships".',
    args: t.validate({ paymentMethodId: t.arg.string({ required: true }) }, paymentMethodInput),
    resolve: (_root, args, ctx) => memberships.setPaymentMethod(ctx, args),
  }),
  cancelPaymentSubscription: t.field({
    type: PaymentSubscriptionRef,
    authScopes: { customer: true },
    errors: { types: membershipErrors },
    description:
      'Customers: the same as cancelMembership (no renewal; active until the end of the period), answered as a payment subscription. Errors: NotFoundError (no membership), ConflictError (already cancelled). Spec section 7 "Payments" (PUT /api/payments/subscription/cancel).',
    resolve: (_root, _args, ctx) => memberships.cancelSubscription(ctx),
  }),
}));

builder.queryField('membershipTiers', (t) =>
  t.prismaField({
    type: [MembershipTierRef],
    description: 'The membership tiers with their plans, cheapest first (public).',
    resolve: (query) => db.membershipTier.findMany({ ...query, orderBy: { sortOrder: 'asc' } }),
  }),
);
