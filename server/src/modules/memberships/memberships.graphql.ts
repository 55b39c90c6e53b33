/** Membership tiers (Comfort Life: Moon, Star, Sun; spec section 9) and a customer's membership. */
import { builder } from '../../builder.js';
import { db } from '../../db.js';

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
    status: t.exposeString('status', { description: 'active, cancelled or expired.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: 'UTC end of the paid period.' }),
  }),
});

builder.queryField('membershipTiers', (t) =>
  t.prismaField({
    type: [MembershipTierRef],
    description: 'The membership tiers with their plans, cheapest first (public).',
    resolve: (query) => db.membershipTier.findMany({ ...query, orderBy: { sortOrder: 'asc' } }),
  }),
);
