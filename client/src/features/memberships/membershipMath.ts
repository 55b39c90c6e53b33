/**
 * Pure rules of the membership page (docs/decisions/0019): which tier a visitor came for, how a plan is
 * priced, whether a tier change is an upgrade (applies now, prorated charge) or a downgrade
 * (applies at the period's end), and the prorated estimate the server will charge
 * (server/src/modules/memberships/memberships.service.ts `changeTier`: the difference between
 * the two tiers' plan prices for the current plan length, times the part of the period left).
 */

/** What these rules read of a tier (the `MembershipTierCard_tier` fragment has it). */
export interface TierLike {
  code: string;
  name: string;
  monthlyRateCents: number;
  plans: ReadonlyArray<{ months: number; priceCents: number; originalPriceCents: number; discountPercent?: number | null }>;
}

/** The plan lengths a customer can buy (spec section 9). */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;

/** Stripe charges nothing under 50 cents; the server skips a smaller upgrade difference. */
export const MIN_CHARGE_CENTS = 50;

/**
 * The tier code a visitor came for: navigation state `membershipIntent` (from /memberships/subscribe
 * or the landing page) first, then `?tier=`; only a code of a known tier (case-insensitive).
 */
export function intendedTier(state: unknown, search: URLSearchParams, codes: readonly string[]): string | null {
  const fromState =
    state && typeof state === 'object' && typeof (state as { membershipIntent?: unknown }).membershipIntent === 'string'
      ? (state as { membershipIntent: string }).membershipIntent
      : null;
  for (const candidate of [fromState, search.get('tier')]) {
    const code = candidate?.trim().toLowerCase();
    if (code && codes.includes(code)) return code;
  }
  return null;
}

/** Price in cents of `months` of a tier: its plan's price, or months x the monthly rate (as the server does). */
export function planPriceCents(tier: TierLike, months: number): number {
  return tier.plans.find((p) => p.months === months)?.priceCents ?? tier.monthlyRateCents * months;
}

/** Whole percent a plan saves against paying monthly (the server's figure, else computed). */
export function planDiscountPercent(plan: TierLike['plans'][number]): number {
  if (plan.discountPercent != null) return plan.discountPercent;
  if (plan.originalPriceCents <= 0) return 0;
  return Math.max(0, Math.round(((plan.originalPriceCents - plan.priceCents) / plan.originalPriceCents) * 100));
}

/** True when moving from `current` to `target` is an upgrade (a higher monthly rate). */
export function isUpgrade(current: Pick<TierLike, 'monthlyRateCents'>, target: Pick<TierLike, 'monthlyRateCents'>): boolean {
  return target.monthlyRateCents > current.monthlyRateCents;
}

/**
 * What an upgrade charges now, in cents: (target plan price - current plan price) for the
 * membership's plan length, prorated by the part of the period left. 0 when under the minimum
 * charge (nothing is charged) or not an upgrade.
 */
export function proratedUpgradeCents(
  current: TierLike,
  target: TierLike,
  membership: { planMonths: number; currentPeriodStart: string; currentPeriodEnd: string },
  now: Date = new Date(),
): number {
  if (!isUpgrade(current, target)) return 0;
  const start = new Date(membership.currentPeriodStart).getTime();
  const end = new Date(membership.currentPeriodEnd).getTime();
  const periodMs = Math.max(end - start, 1);
  const leftMs = Math.max(end - now.getTime(), 0);
  const difference = Math.round(((planPriceCents(target, membership.planMonths) - planPriceCents(current, membership.planMonths)) * leftMs) / periodMs);
  return difference >= MIN_CHARGE_CENTS ? difference : 0;
}

/** Whole days left until `end` (at least 0). */
export function daysLeft(end: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / 86_400_000));
}
