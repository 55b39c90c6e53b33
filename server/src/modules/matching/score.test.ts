/** The recommendation score (score.ts; docs/decisions/0027-matching.md "Score"). */
import { describe, expect, it } from 'vitest';
import { MATCH_WEIGHTS, bayesianRating, compareCandidates, distanceValue, scoreCandidate, smoothedRate, type ScoreInput } from './score.js';

const base: ScoreInput = {
  distanceMiles: 5,
  radiusMiles: 25,
  rating: 4.5,
  reviewCount: 20,
  platformRating: 4.6,
  offersAccepted: 0,
  offersRefused: 0,
  jobsCompleted: 0,
  jobsFailed: 0,
  favorite: false,
  ratedByCustomer: null,
};
const score = (over: Partial<ScoreInput>) => scoreCandidate({ ...base, ...over });

describe('the weights', () => {
  it('sum to 1, so a score lies in 0..1', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const best = score({ distanceMiles: 0, rating: 5, reviewCount: 10_000, offersAccepted: 10_000, jobsCompleted: 10_000, favorite: true });
    const worst = score({ distanceMiles: 500, rating: 1, reviewCount: 10_000, offersRefused: 10_000, jobsFailed: 10_000 });
    expect(best.score).toBeLessThanOrEqual(1);
    expect(best.score).toBeGreaterThan(0.95);
    expect(worst.score).toBeGreaterThanOrEqual(0);
    expect(worst.score).toBeLessThan(0.1);
  });

  it('points are value × weight and add up to the score; factors come in a fixed order', () => {
    const s = score({ favorite: true, offersAccepted: 9, offersRefused: 1 });
    expect(s.factors.map((f) => f.key)).toEqual(['DISTANCE', 'RATING', 'RELIABILITY', 'HISTORY']);
    for (const f of s.factors) {
      expect(f.weight).toBe(MATCH_WEIGHTS[f.key]);
      expect(f.points).toBeCloseTo(f.value * f.weight, 2);
      expect(f.value).toBeGreaterThanOrEqual(0);
      expect(f.value).toBeLessThanOrEqual(1);
    }
    expect(s.factors.reduce((sum, f) => sum + f.points, 0)).toBeCloseTo(s.score, 2);
  });
});

describe('RATING: a Bayesian average toward the platform mean', () => {
  it('one 5-star review does not outrank 200 reviews at 4.9', () => {
    expect(bayesianRating(5, 1, 4.6)).toBeLessThan(bayesianRating(4.9, 200, 4.6));
    const one = score({ rating: 5, reviewCount: 1 });
    const many = score({ rating: 4.9, reviewCount: 200 });
    expect(one.score).toBeLessThan(many.score);
    const rating = (s: typeof one) => s.factors.find((f) => f.key === 'RATING')!.value;
    expect(rating(one)).toBeLessThan(rating(many));
  });

  it('also with no platform mean yet (the default prior)', () => {
    expect(bayesianRating(5, 1, null)).toBeLessThan(bayesianRating(4.9, 200, null));
  });

  it('no review counts as the platform mean; many reviews stay near their own mean', () => {
    expect(bayesianRating(0, 0, 4.6)).toBeCloseTo(4.6, 10);
    expect(bayesianRating(4.2, 10_000, 4.8)).toBeCloseTo(4.2, 2);
  });
});

describe('DISTANCE', () => {
  it('is 1 at the door and falls to 0 at the cleaner’s radius (25 mi without one)', () => {
    expect(distanceValue(0, 25)).toBe(1);
    expect(distanceValue(12.5, 25)).toBeCloseTo(0.5);
    expect(distanceValue(30, 25)).toBe(0);
    expect(distanceValue(5, null)).toBeCloseTo(0.8);
    expect(distanceValue(null, 25)).toBe(0.5);
  });

  it('closer ranks higher, all else equal', () => {
    expect(score({ distanceMiles: 1 }).score).toBeGreaterThan(score({ distanceMiles: 10 }).score);
  });
});

describe('RELIABILITY', () => {
  it('acceptance and completion raise it; a new cleaner starts from the prior, between the two', () => {
    const reliable = score({ offersAccepted: 50, offersRefused: 1, jobsCompleted: 40 });
    const fresh = score({});
    const flaky = score({ offersAccepted: 2, offersRefused: 30, jobsCompleted: 3, jobsFailed: 5 });
    const value = (s: typeof fresh) => s.factors.find((f) => f.key === 'RELIABILITY')!.value;
    expect(value(reliable)).toBeGreaterThan(value(fresh));
    expect(value(fresh)).toBeGreaterThan(value(flaky));
  });

  it('smooths a rate toward its prior', () => {
    expect(smoothedRate(0, 0, 0.8, 5)).toBeCloseTo(0.8);
    expect(smoothedRate(1, 1, 0.8, 5)).toBeCloseTo(5 / 6);
    expect(smoothedRate(1000, 1000, 0.8, 5)).toBeGreaterThan(0.99);
  });
});

describe('HISTORY and the order', () => {
  it('a favourite scores above a cleaner rated 4+, above no history', () => {
    const fav = score({ favorite: true });
    const rated = score({ ratedByCustomer: 5 });
    const none = score({ ratedByCustomer: 3 });
    expect(fav.score).toBeGreaterThan(rated.score);
    expect(rated.score).toBeGreaterThan(none.score);
  });

  it('lists favourites first, then by score, then nearer, then by id', () => {
    const list = [
      { cleanerId: 'c', favorite: false, score: 0.9, distanceMiles: 1 },
      { cleanerId: 'b', favorite: true, score: 0.2, distanceMiles: 20 },
      { cleanerId: 'a', favorite: false, score: 0.9, distanceMiles: 3 },
      { cleanerId: 'd', favorite: false, score: 0.5, distanceMiles: 1 },
      { cleanerId: 'e', favorite: false, score: 0.9, distanceMiles: 1 },
    ];
    expect([...list].sort(compareCandidates).map((c) => c.cleanerId)).toEqual(['b', 'c', 'e', 'a', 'd']);
  });
});

describe('why', () => {
  it('reads the factors as one sentence', () => {
    const s = score({ rating: 4.9, reviewCount: 212, distanceMiles: 1.46, offersAccepted: 24, offersRefused: 1, favorite: true });
    expect(s.why).toBe('4.9★ over 212 reviews · 1 mi away · accepts 96% of requests · your favourite');
  });

  it('says when a cleaner is new, covers by zip prefix, or was rated by the customer', () => {
    const s = score({ rating: 0, reviewCount: 0, distanceMiles: null, ratedByCustomer: 4, jobsCompleted: 2 });
    expect(s.why).toBe('new, no reviews yet · serves your area · 2 jobs completed · you rated them 4★');
    expect(s.factors.find((f) => f.key === 'HISTORY')!.detail).toBe('You rated them 4★');
  });
});
