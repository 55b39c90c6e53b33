/** Unit tests of the membership page's rules (docs/decisions/0019): intent, plan prices, upgrade proration. */
import { describe, expect, it } from 'vitest';
import { daysLeft, intendedTier, isUpgrade, planDiscountPercent, planPriceCents, proratedUpgradeCents, type TierLike } from './membershipMath';

const moon: TierLike = {
  code: 'moon',
  name: 'Moon',
  monthlyRateCents: 3690,
  plans: [
    { months: 1, priceCents: 3690, originalPriceCents: 3690, discountPercent: 0 },
    { months: 3, priceCents: 9963, originalPriceCents: 11070, discountPercent: 10 },
  ],
};
const star: TierLike = {
  code: 'star',
  name: 'Star',
  monthlyRateCents: 6390,
  plans: [
    { months: 1, priceCents: 6390, originalPriceCents: 6390, discountPercent: 0 },
    { months: 3, priceCents: 17253, originalPriceCents: 19170, discountPercent: null },
  ],
};
const codes = ['moon', 'star', 'sun'];

describe('intendedTier', () => {
  it('reads navigation state first, then ?tier=', () => {
    expect(intendedTier({ membershipIntent: 'star' }, new URLSearchParams('tier=sun'), codes)).toBe('star');
    expect(intendedTier(null, new URLSearchParams('tier=Sun'), codes)).toBe('sun');
    expect(intendedTier({ membershipIntent: 'supersaver' }, new URLSearchParams('tier=moon'), codes)).toBe('moon');
  });
  it('ignores unknown tiers and odd state', () => {
    expect(intendedTier({ membershipIntent: 'supersaver' }, new URLSearchParams(), codes)).toBeNull();
    expect(intendedTier('star', new URLSearchParams(), codes)).toBeNull();
    expect(intendedTier({ membershipIntent: 3 }, new URLSearchParams(), codes)).toBeNull();
  });
});

describe('plans', () => {
  it('prices a plan from its row, else months x monthly rate', () => {
    expect(planPriceCents(star, 3)).toBe(17253);
    expect(planPriceCents(star, 6)).toBe(6390 * 6);
  });
  it('uses the server discount, else computes it', () => {
    expect(planDiscountPercent(moon.plans[1]!)).toBe(10);
    expect(planDiscountPercent(star.plans[1]!)).toBe(10);
  });
});

describe('tier changes', () => {
  const period = { planMonths: 1, currentPeriodStart: '2026-01-01T00:00:00Z', currentPeriodEnd: '2026-01-31T00:00:00Z' };
  it('knows an upgrade by the monthly rate', () => {
    expect(isUpgrade(moon, star)).toBe(true);
    expect(isUpgrade(star, moon)).toBe(false);
  });
  it('prorates the plan difference by the time left', () => {
    expect(proratedUpgradeCents(moon, star, period, new Date('2026-01-16T00:00:00Z'))).toBe(1350);
    expect(proratedUpgradeCents(moon, star, period, new Date('2026-01-01T00:00:00Z'))).toBe(2700);
  });
  it('charges nothing for a downgrade or under 50 cents', () => {
    expect(proratedUpgradeCents(star, moon, period, new Date('2026-01-16T00:00:00Z'))).toBe(0);
    expect(proratedUpgradeCents(moon, star, period, new Date('2026-01-30T23:50:00Z'))).toBe(0);
  });
  it('counts whole days left', () => {
    expect(daysLeft('2026-01-31T00:00:00Z', new Date('2026-01-16T00:00:00Z'))).toBe(15);
    expect(daysLeft('2026-01-01T00:00:00Z', new Date('2026-01-16T00:00:00Z'))).toBe(0);
  });
});
