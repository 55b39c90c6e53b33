/**
 * Member pricing (docs/decisions/0019; spec sections 7 and 9): what a booking costs with and
 * without a tier, and what a customer's membership has saved so far. Money in cents.
 */
import { db } from '../../db.js';
import { CLOSED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import { quote, type BookingQuote } from '../services/pricing.service.js';
import { getService } from '../services/services.service.js';
import type { pricingInput, TierCode } from './memberships.inputs.js';
import { liveMembership } from './memberships.billing.js';

/** What a booking costs with and without a tier (cents). */
export interface MembershipPricing {
  tier: TierCode | null;
  /** The tier covers the service (its member rate lies in the tier's hourly range). */
  covered: boolean;
  withMembership: BookingQuote;
  withoutMembership: BookingQuote;
  /** withoutMembership.totalCents - withMembership.totalCents. */
  savingsCents: number;
}

/**
 * POST /api/memberships/calculate-pricing: the price of `durationHours` of a service with the
 * given tier (default: a signed-in customer's active tier; none for anyone else) and without one.
 * @param input service, hours and tier, parsed by `pricingInput`
 * @throws NotFoundError (service)
 */
export async function calculatePricing(ctx: Context, input: Parsed<typeof pricingInput>): Promise<MembershipPricing> {
  const service = await getService(input.serviceId);
  let tierCode: TierCode | null = input.tier ?? null;
  if (!tierCode && ctx.user?.role === 'customer') tierCode = (await liveMembership(ctx.user.id))?.tierCode ?? null;
  const tier = tierCode ? await db.membershipTier.findUnique({ where: { code: tierCode } }) : null;
  const minutes = Math.round(input.durationHours * 60);
  const withMembership = quote(service, minutes, tier ? { minCents: tier.hourlyMinCents, maxCents: tier.hourlyMaxCents } : null);
  const withoutMembership = quote(service, minutes, null);
  return { tier: tierCode, covered: withMembership.isMember, withMembership, withoutMembership, savingsCents: withoutMembership.totalCents - withMembership.totalCents };
}

/** The caller's savings so far (cents). */
export interface MembershipSavings {
  /** Bookings priced at the member rate (cancelled and rejected ones left out). */
  memberBookings: number;
  /** Sum over those bookings of (regular rate - member rate) x duration, in cents. */
  savingsCents: number;
  /** Membership payments that went through, in cents. */
  feesPaidCents: number;
  /** savingsCents - feesPaidCents (may be negative). */
  netSavingsCents: number;
}

/** GET /api/memberships/analytics: the calling customer's savings. */
export async function savings(ctx: Context): Promise<MembershipSavings> {
  const user = actor(ctx);
  const [bookings, fees] = await Promise.all([
    db.booking.findMany({
      where: { customerId: user.id, priceTier: 'member', status: { notIn: [...CLOSED_BOOKING_STATUSES] } },
      select: { totalCents: true, durationMinutes: true, service: { select: { regularPriceCents: true } } },
    }),
    db.membershipPayment.aggregate({ where: { userId: user.id, status: 'succeeded' }, _sum: { amountCents: true } }),
  ]);
  const savingsCents = bookings.reduce((sum, b) => sum + Math.max(Math.round((b.service.regularPriceCents * b.durationMinutes) / 60) - b.totalCents, 0), 0);
  const feesPaidCents = fees._sum.amountCents ?? 0;
  return { memberBookings: bookings.length, savingsCents, feesPaidCents, netSavingsCents: savingsCents - feesPaidCents };
}
