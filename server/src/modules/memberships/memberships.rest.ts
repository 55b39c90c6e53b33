/**
 * /api routes of memberships (spec section 7 "Memberships", the membership calls of "Payments" and
 * "Admin"; issue 8) over memberships.service, the same functions as GraphQL. Money in cents;
 * instants ISO 8601 UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import type { Context } from '../../context.js';
import * as memberships from './memberships.service.js';
import { TIER_CODES, adminCancelInput, activateInput, grantInput, paymentMethodInput, pricingInput, subscribeInput } from './memberships.inputs.js';

const tierSchema = z
  .object({
    code: z.enum(TIER_CODES),
    name: z.string(),
    monthlyRateCents: z.int().meta({ description: 'Monthly price in cents (3690 = $36.90).' }),
    hourlyMinCents: z.int().meta({ description: 'Member rates apply to services whose member hourly rate is at least this (cents)...' }),
    hourlyMaxCents: z.int().meta({ description: '...and at most this (cents).' }),
  })
  .meta({ id: 'MembershipTierSummary' });

/** A membership as /api answers it. */
export const membershipSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'active', 'cancelled', 'expired']),
    tier: tierSchema,
    planMonths: z.int().meta({ description: 'Months of the plan (1, 3, 6, 12); a renewal buys the same plan.' }),
    startedAt: isoInstant,
    currentPeriodStart: isoInstant,
    currentPeriodEnd: isoInstant.meta({ description: 'UTC end of the paid period (member rates until then).' }),
    cancelAtPeriodEnd: z.boolean().meta({ description: 'Cancelled: ends at currentPeriodEnd without renewal.' }),
    scheduledTier: z.enum(TIER_CODES).nullable().meta({ description: 'A downgrade waiting for the end of the period.' }),
    source: z.enum(['purchase', 'grant']),
    renews: z.boolean().meta({ description: 'It renews at currentPeriodEnd.' }),
    hasPaymentMethod: z.boolean(),
    grantReason: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lastRenewalError: z.string().nullable(),
    endedAt: isoInstant.nullable(),
  })
  .meta({ id: 'Membership' });

type MembershipJson = z.output<typeof membershipSchema>;

/** The JSON of a membership. */
export function toMembershipJson(m: memberships.MembershipWithTier): MembershipJson {
  return {
    id: m.id,
    status: m.status,
    tier: { code: m.tier.code, name: m.tier.name, monthlyRateCents: m.tier.monthlyRateCents, hourlyMinCents: m.tier.hourlyMinCents, hourlyMaxCents: m.tier.hourlyMaxCents },
    planMonths: m.planMonths,
    startedAt: m.startedAt.toISOString(),
    currentPeriodStart: m.currentPeriodStart.toISOString(),
    currentPeriodEnd: m.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    scheduledTier: m.scheduledTierCode,
    source: m.source === 'grant' ? 'grant' : 'purchase',
    renews: m.status === 'active' && !m.cancelAtPeriodEnd && m.source === 'purchase' && m.paymentMethodId !== null,
    hasPaymentMethod: m.paymentMethodId !== null,
    grantReason: m.grantReason,
    cancelReason: m.cancelReason,
    lastRenewalError: m.lastRenewalError,
    endedAt: m.endedAt?.toISOString() ?? null,
  };
}

const planSchema = z.object({
  months: z.int(),
  priceCents: z.int().meta({ description: 'Plan price in cents.' }),
  originalPriceCents: z.int().meta({ description: 'months x monthly rate, cents.' }),
  discountPercent: z.int().nullable(),
});

const tierWithPlansSchema = tierSchema
  .extend({ popular: z.boolean(), features: z.array(z.string()), plans: z.array(planSchema) })
  .meta({ id: 'MembershipTier' });

const quoteSchema = z.object({
  appliedTier: z.enum(['member', 'regular']),
  hourlyRateCents: z.int(),
  totalCents: z.int(),
  durationMinutes: z.int(),
});

const memberWithUserSchema = membershipSchema
  .extend({ user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }) })
  .meta({ id: 'MembershipWithUser' });

const listQuery = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  status: z.enum(['pending', 'active', 'cancelled', 'expired']).optional(),
  tier: z.enum(TIER_CODES).optional(),
  search: z.string().max(100).optional().meta({ description: 'Name or email contains (case-insensitive).' }),
});

const one = z.object({ membership: membershipSchema });
const maybeOne = z.object({ membership: membershipSchema.nullable() });
const idParams = z.object({ id: uuidParam });

/** The membership as a payment subscription (Stripe Subscription's shape, narrowed). */
const subscriptionSchema = z
  .object({
    id: z.uuid().meta({ description: 'The membership id.' }),
    status: z.enum(['active', 'canceled', 'incomplete', 'past_due']).meta({ description: "Stripe's subscription status words." }),
    tier: z.enum(TIER_CODES),
    amountCents: z.int().meta({ description: 'What each renewal charges, in cents.' }),
    currency: z.literal('usd'),
    interval: z.literal('month'),
    intervalCount: z.int().meta({ description: 'Months per renewal (the plan length).' }),
    currentPeriodEnd: isoInstant,
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'PaymentSubscription' });

async function toSubscription(m: memberships.MembershipWithTier | null) {
  if (!m) return null;
  const tier = (m.scheduledTierCode ?? m.tierCode) as (typeof TIER_CODES)[number];
  const tiers = await memberships.membershipTiers();
  const next = tiers.find((t) => t.code === tier)!;
  const amountCents = next.plans.find((p) => p.months === m.planMonths)?.priceCents ?? next.monthlyRateCents * m.planMonths;
  return {
    id: m.id,
    status: m.status === 'active' ? ('active' as const) : m.status === 'pending' ? ('incomplete' as const) : ('canceled' as const),
    tier,
    amountCents,
    currency: 'usd' as const,
    interval: 'month' as const,
    intervalCount: m.planMonths,
    currentPeriodEnd: m.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
  };
}

const subscribeRoute = (path: string, tag: 'Memberships' | 'Payments') =>
  defineRoute({
    method: 'POST',
    path,
    tag,
    summary: tag === 'Memberships' ? 'Buy a membership plan' : 'Start the membership subscription',
    description:
      'Customer: buys `months` (1, 3, 6 or 12; default 1) of a tier (moon, star, sun) at the plan price of spec section 9, charged through the gateway with `paymentMethodId` (test mode: pm_card_visa, the default; pm_card_chargeDeclined is declined with 402). The membership is active for that many months and renews with the same plan unless cancelled. 409 when the customer already has a membership (change its tier with PUT /api/memberships/activate).',
    auth: 'customer',
    input: { body: subscribeInput },
    response: one,
    status: 201,
    errors: [402, 404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.subscribe(req.ctx, req.body)) }),
  });

const current = async (ctx: Context) => memberships.currentMembership(ctx);

export const membershipRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/memberships/plans',
    tag: 'Memberships',
    summary: 'Membership tiers and plans',
    description: 'The tiers (Moon, Star, Sun) with their 1, 3, 6 and 12 month plans, cheapest first. Public. Paged like every list (3 tiers fit the default page).',
    auth: 'public',
    input: { query: pagedQuery({ defaultLimit: 10, maxLimit: 50 }) },
    response: pagedResponse('tiers', tierWithPlansSchema),
    errors: [],
    handler: async (req) => {
      const all = await memberships.membershipTiers();
      const { page, limit } = req.query;
      return {
        tiers: all.slice((page - 1) * limit, page * limit).map((t) => ({
          code: t.code,
          name: t.name,
          monthlyRateCents: t.monthlyRateCents,
          hourlyMinCents: t.hourlyMinCents,
          hourlyMaxCents: t.hourlyMaxCents,
          popular: t.popular,
          features: t.features,
          plans: t.plans.map((p) => ({ months: p.months, priceCents: p.priceCents, originalPriceCents: p.originalPriceCents, discountPercent: p.discountPercent })),
        })),
        page,
        limit,
        total: all.length,
      };
    },
  }),
  subscribeRoute('/memberships/subscribe', 'Memberships'),
  defineRoute({
    method: 'PUT',
    path: '/memberships/activate',
    tag: 'Memberships',
    summary: 'Change tier',
    description:
      'Customer: moves the active membership to `tier`. An upgrade applies now and charges the difference between the two plans for the part of the period left (cents; nothing under 50 cents); a downgrade applies at the end of the period (`scheduledTier`); the current tier again drops a waiting downgrade. 404 without a membership, 409 for the same tier, 402 when the card is declined.',
    auth: 'customer',
    input: { body: activateInput },
    response: one,
    errors: [402, 404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.changeTier(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/memberships/current',
    tag: 'Memberships',
    summary: 'My membership',
    description: "Customer: the active membership, or `membership: null`.",
    auth: 'customer',
    response: maybeOne,
    errors: [],
    handler: async (req) => {
      const m = await current(req.ctx);
      return { membership: m ? toMembershipJson(m) : null };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/memberships/cancel',
    tag: 'Memberships',
    summary: 'Cancel at the end of the period',
    description: 'Customer: the membership stays active (member rates) until `currentPeriodEnd`, then ends without renewal. 404 without a membership; 409 when already cancelled.',
    auth: 'customer',
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.cancel(req.ctx)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/memberships/reactivate',
    tag: 'Memberships',
    summary: 'Undo a cancel',
    description: 'Customer: before the period ends, the cancelled membership renews again. 404 without a membership; 409 when it is not cancelled.',
    auth: 'customer',
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.reactivate(req.ctx)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/memberships/payment-method',
    tag: 'Memberships',
    summary: 'Change the renewal card',
    description: 'Customer: saves the payment method (pm_...) renewals charge. Test mode accepts pm_card_visa and pm_card_chargeDeclined. 404 without a membership.',
    auth: 'customer',
    input: { body: paymentMethodInput },
    response: one,
    errors: [404],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.setPaymentMethod(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/memberships/calculate-pricing',
    tag: 'Memberships',
    summary: 'Price a booking with and without a tier',
    description:
      "Public: what `durationHours` (1..12, half hours) of a service cost with `tier` (default: a signed-in customer's active tier) and without. `covered` is false when the tier's hourly range does not hold the service's member rate (then both prices are the regular one). Cents.",
    auth: 'public',
    input: { body: pricingInput },
    response: z.object({
      tier: z.enum(TIER_CODES).nullable(),
      covered: z.boolean(),
      withMembership: quoteSchema,
      withoutMembership: quoteSchema,
      savingsCents: z.int(),
    }),
    errors: [404],
    handler: async (req) => {
      const p = await memberships.calculatePricing(req.ctx, req.body);
      const q = (x: typeof p.withMembership) => ({ appliedTier: x.appliedTier, hourlyRateCents: x.hourlyRateCents, totalCents: x.totalCents, durationMinutes: x.durationMinutes });
      return { tier: p.tier, covered: p.covered, withMembership: q(p.withMembership), withoutMembership: q(p.withoutMembership), savingsCents: p.savingsCents };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/memberships/analytics',
    tag: 'Memberships',
    summary: 'My savings',
    description: 'Customer: bookings priced at the member rate, what they saved against the regular rate, membership fees paid, and the difference. Cents.',
    auth: 'customer',
    response: z.object({ analytics: z.object({ memberBookings: z.int(), savingsCents: z.int(), feesPaidCents: z.int(), netSavingsCents: z.int() }) }),
    errors: [],
    handler: async (req) => ({ analytics: await memberships.savings(req.ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/memberships/all',
    tag: 'Memberships',
    summary: 'All memberships (admin)',
    description: 'Admin: every membership with its member, newest first. Filters `status`, `tier`, `search`; paged.',
    auth: 'admin',
    input: { query: listQuery },
    response: pagedResponse('memberships', memberWithUserSchema),
    errors: [],
    handler: async (req) => {
      const page = await memberships.listMemberships(req.ctx, req.query);
      return { memberships: page.items.map((m) => ({ ...toMembershipJson(m), user: m.user })), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  subscribeRoute('/payments/subscription', 'Payments'),
  defineRoute({
    method: 'GET',
    path: '/payments/subscription',
    tag: 'Payments',
    summary: 'My membership as a payment subscription',
    description: "Customer: the active membership in a payment subscription's terms (what each renewal charges, every `intervalCount` months), or `subscription: null`.",
    auth: 'customer',
    response: z.object({ subscription: subscriptionSchema.nullable() }),
    errors: [],
    handler: async (req) => ({ subscription: await toSubscription(await current(req.ctx)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/payments/subscription/cancel',
    tag: 'Payments',
    summary: 'Cancel the membership subscription',
    description: 'Customer: the same as PUT /api/memberships/cancel: no renewal, active until the end of the period. 404 without one; 409 when already cancelled.',
    auth: 'customer',
    response: z.object({ subscription: subscriptionSchema }),
    errors: [404, 409],
    handler: async (req) => ({ subscription: (await toSubscription(await memberships.cancel(req.ctx)))! }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/users-with-membership',
    tag: 'Admin',
    summary: 'Members',
    description: 'Admin: the active memberships with their members, newest first. Filters `tier`, `search`; paged.',
    auth: 'admin',
    input: { query: listQuery },
    response: pagedResponse('memberships', memberWithUserSchema),
    errors: [],
    handler: async (req) => {
      const page = await memberships.listMemberships(req.ctx, req.query, true);
      return { memberships: page.items.map((m) => ({ ...toMembershipJson(m), user: m.user })), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/memberships/:id/cancel',
    tag: 'Admin',
    summary: 'End a membership',
    description: 'Admin: ends the membership `id` now (member rates stop; nothing is refunded) with a `reason`, recorded with who ended it; the member is notified. 404 unknown; 409 already over.',
    auth: 'admin',
    input: { params: idParams, body: adminCancelInput },
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.adminCancel(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/memberships/:id/grant',
    tag: 'Admin',
    summary: 'Grant a membership',
    description:
      'Admin: gives the customer whose user id is `id` a `tier` for `months` (1..24) without payment, recorded with who granted it and the `reason`; it does not renew. 404 when `id` is not a customer; 409 when they already have a membership.',
    auth: 'admin',
    input: { params: idParams, body: grantInput },
    response: one,
    status: 201,
    errors: [404, 409],
    handler: async (req) => ({ membership: toMembershipJson(await memberships.grant(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/membership-analytics',
    tag: 'Admin',
    summary: 'Membership analytics',
    description: 'Admin: active members per tier, membership revenue per UTC month (last 12, cents) and churn per month (last 6: ended / active at the start, percent).',
    auth: 'admin',
    response: z.object({
      analytics: z.object({
        activeMembers: z.int(),
        membersByTier: z.array(z.object({ tier: z.enum(TIER_CODES), name: z.string(), active: z.int() })),
        revenueByMonth: z.array(z.object({ month: z.string(), revenueCents: z.int(), payments: z.int() })),
        churnByMonth: z.array(z.object({ month: z.string(), activeAtStart: z.int(), started: z.int(), ended: z.int(), churnPercent: z.number() })),
      }),
    }),
    errors: [],
    handler: async (req) => ({ analytics: await memberships.adminAnalytics(req.ctx) }),
  }),
];
