/**
 * Inputs of the membership calls (docs/decisions/0019; spec sections 7 and 9), attached to the
 * GraphQL arguments (memberships.graphql.ts, memberships.admin.graphql.ts; the /api rows run them).
 */
import { z } from 'zod';
import { intId, text } from '../../../../schema/rules.js';
import { pagedQuery } from '../../lib/paging.js';

export const TIER_CODES = ['moon', 'star', 'sun'] as const;
export type TierCode = (typeof TIER_CODES)[number];
/** The plan lengths of spec section 9, in months. */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;

export const tierCode = z
  .string({ error: 'Please choose a tier: moon, star or sun' })
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(TIER_CODES, { error: 'Please choose a tier: moon, star or sun' }))
  .meta({ description: 'moon, star or sun (case-insensitive).' });

const months = z.coerce
  .number({ error: 'months must be 1, 3, 6 or 12' })
  .refine((v) => (PLAN_MONTHS as readonly number[]).includes(v), 'months must be 1, 3, 6 or 12')
  .meta({ description: 'Plan length in months: 1, 3, 6 or 12.' });

/** A gateway payment method id (Stripe `pm_...`; in test mode pm_card_visa or pm_card_chargeDeclined). */
export const paymentMethodId = z
  .string({ error: 'paymentMethodId must be a payment method id (pm_...)' })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a payment method id (pm_...)')
  .meta({ description: 'Payment method id (pm_...). Test mode: pm_card_visa succeeds, pm_card_chargeDeclined is declined.' });

/** POST /api/memberships/subscribe, POST /api/payments/subscription, GraphQL subscribeMembership. */
export const subscribeInput = z.object({
  tier: tierCode,
  months: months.default(1),
  paymentMethodId: paymentMethodId.optional().nullable().meta({
    description: 'Required with Stripe; the embedded test gateway uses pm_card_visa when it is left out.',
  }),
});

/** PUT /api/memberships/activate. */
export const activateInput = z.object({ tier: tierCode, paymentMethodId: subscribeInput.shape.paymentMethodId });

/** PUT /api/memberships/payment-method. */
export const paymentMethodInput = z.object({ paymentMethodId });

/** POST /api/memberships/calculate-pricing. */
export const pricingInput = z.object({
  serviceId: intId('serviceId must be a service id'),
  durationHours: z.coerce
    .number({ error: 'durationHours must be a number of hours' })
    .min(1, 'durationHours is 1 to 12')
    .max(12, 'durationHours is 1 to 12')
    .refine((v) => Number.isInteger(v * 2), 'durationHours goes in half-hour steps')
    .meta({ description: 'Hours, 1 to 12 in steps of 0.5.' }),
  tier: tierCode.optional().nullable().meta({ description: "Tier to price with; default the caller's active tier." }),
});

/** An admin's reason (cancel, grant). */
export const adminReason = text({
  required: 'Please give a reason',
  min: [3, 'Please give a reason (at least 3 characters)'],
  max: [500, 'The reason must be at most 500 characters'],
  multiline: true,
});

/** POST /api/admin/memberships/{userId}/grant: the customer's id (path), tier, months and reason. */
export const grantInput = z.object({
  userId: z.string(),
  tier: tierCode,
  months: z.coerce
    .number({ error: 'months must be a whole number from 1 to 24' })
    .int('months must be a whole number from 1 to 24')
    .min(1, 'months must be a whole number from 1 to 24')
    .max(24, 'months must be a whole number from 1 to 24'),
  reason: adminReason,
});

/** PUT /api/admin/memberships/{id}/cancel: the membership's id (path) and the reason. */
export const adminCancelInput = z.object({ membershipId: z.string(), reason: adminReason });

/**
 * GET /api/memberships/all and /api/admin/users-with-membership: status, tier and search (name or
 * email) filters; `page` from 1, `limit` 1..100 (default 20).
 */
export const membershipListInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  status: z.enum(['pending', 'active', 'cancelled', 'expired']).optional(),
  tier: z.enum(TIER_CODES).optional(),
  search: z
    .string()
    .trim()
    .max(100, 'search is at most 100 characters')
    .transform((v) => v || undefined)
    .optional(),
});

/** GET /api/memberships/plans: `page` from 1, `limit` 1..50 (default 10; the 3 tiers fit the first page). */
export const tierPageInput = pagedQuery({ defaultLimit: 10, maxLimit: 50 });
