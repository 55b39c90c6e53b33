import { describe, expect, it } from 'vitest';
import { quote, totalFor } from './pricing.service.js';

const residential = { id: 1, memberPriceCents: 1800, regularPriceCents: 3600 };
const privateJet = { id: 9, memberPriceCents: 4200, regularPriceCents: 7500 };
const STAR_CAP = { minCents: 1800, maxCents: 3200 };
const SUN_CAP = { minCents: 1800, maxCents: 4500 };

describe('booking pricing (cents)', () => {
  it('rounds the total of a rate over minutes to whole cents', () => {
    expect(totalFor(1800, 120)).toBe(3600);
    expect(totalFor(2250, 90)).toBe(3375);
    expect(totalFor(1999, 30)).toBe(1000); // 999.5 rounds half up
  });

  it('applies the member rate when the membership tier covers the service', () => {
    expect(quote(residential, 180, STAR_CAP)).toEqual({
      serviceId: 1,
      durationMinutes: 180,
      memberRateCents: 1800,
      regularRateCents: 3600,
      appliedTier: 'member',
      hourlyRateCents: 1800,
      totalCents: 5400,
      regularTotalCents: 10800,
      savingsCents: 5400,
      isMember: true,
    });
  });

  it('charges the regular rate above the tier range, and without a membership', () => {
    expect(quote(privateJet, 120, STAR_CAP)).toMatchObject({ appliedTier: 'regular', totalCents: 15000, savingsCents: 0 });
    expect(quote(privateJet, 120, SUN_CAP)).toMatchObject({ appliedTier: 'member', totalCents: 8400 });
    expect(quote(residential, 60, null)).toMatchObject({ appliedTier: 'regular', totalCents: 3600, isMember: false });
  });
});
