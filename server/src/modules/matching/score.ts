/**
 * The recommendation score (docs/decisions/0027; formula and weights in
 * docs/decisions/0027-matching.md "Score"). Pure: facts about one eligible cleaner in, a score
 * in 0..1 with its four factors and a sentence a person can read out.
 *
 *   score = Σ weight(f) × value(f), f ∈ {DISTANCE, RATING, RELIABILITY, HISTORY}, values in 0..1,
 *   weights summing to 1 ({@link MATCH_WEIGHTS}).
 *
 * Order of a recommendation list ({@link compareCandidates}): the customer's favourites first,
 * then by score, then the nearer, then by id (stable pages).
 */
import { formatMiles, roundMiles } from '../../../../schema/format.js';

/** A factor of the score. */
export type MatchFactorKey = 'DISTANCE' | 'RATING' | 'RELIABILITY' | 'HISTORY';

/** One factor of a score: `points` = `value` × `weight`; `detail` says where the value comes from. */
export interface MatchFactorData {
  key: MatchFactorKey;
  /** "Distance", "Rating", "Reliability", "Your history". */
  label: string;
  /** 0..1 (1 is best), 3 decimals. */
  value: number;
  /** Share of the score, 0..1 ({@link MATCH_WEIGHTS}). */
  weight: number;
  /** value × weight, 3 decimals. */
  points: number;
  detail: string;
}

/** Weights of the factors (sum 1). */
export const MATCH_WEIGHTS: Readonly<Record<MatchFactorKey, number>> = Object.freeze({
  DISTANCE: 0.3,
  RATING: 0.3,
  RELIABILITY: 0.2,
  HISTORY: 0.2,
});

/** The constants of the factors (docs/decisions/0027-matching.md). */
export const SCORE_CONSTANTS = Object.freeze({
  /** Distance scale when a cleaner has no radius of its own, in miles. */
  defaultRadiusMiles: 25,
  /** Reviews the platform mean counts as (Bayesian prior weight of the rating). */
  ratingPriorReviews: 10,
  /** Platform mean rating used before any review exists. */
  defaultPlatformRating: 4.5,
  /** Acceptance rate a new cleaner starts from, and how many requests that prior counts as. */
  acceptancePrior: 0.8,
  acceptancePriorWeight: 5,
  /** Completion rate a new cleaner starts from, and how many jobs that prior counts as. */
  completionPrior: 0.95,
  completionPriorWeight: 5,
  /** HISTORY value of a favourite, and of a cleaner the customer rated 4 or more. */
  favoriteValue: 1,
  ratedHighValue: 0.6,
  /** Requests answered before the acceptance rate is quoted in `why`. */
  quoteAcceptanceAfter: 3,
});

/** What the score reads about one eligible cleaner. */
export interface ScoreInput {
  /** Miles from the cleaner's home zip to the job; null when the cleaner has no home zip (covers it by zip prefix). */
  distanceMiles: number | null;
  /** The cleaner's service radius in miles (null: {@link SCORE_CONSTANTS.defaultRadiusMiles}). */
  radiusMiles: number | null;
  /** Mean of the cleaner's visible reviews, 0..5, and how many. */
  rating: number;
  reviewCount: number;
  /** Mean rating over every cleaner's visible reviews (0..5), the rating's prior; null: none yet. */
  platformRating: number | null;
  /** Requests (BookingOffer) the cleaner answered or let expire: accepted, and declined + expired. */
  offersAccepted: number;
  offersRefused: number;
  /** Jobs the cleaner took that ended: completed, and cancelled by anyone but the customer. */
  jobsCompleted: number;
  jobsFailed: number;
  /** The asking customer's favourite. */
  favorite: boolean;
  /** Best rating the asking customer gave this cleaner (1..5), null: never rated. */
  ratedByCustomer: number | null;
}

/** A scored cleaner: `score` 0..1 (3 decimals), the factors in a fixed order, and `why`. */
export interface ScoreResult {
  score: number;
  factors: MatchFactorData[];
  why: string;
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Distance in miles as answers show it: whole miles, at least 1 (the shared rule of schema/format.ts). */
export { roundMiles };

/**
 * The rating pulled toward the platform mean: (C × m + n × r) / (C + n), C =
 * {@link SCORE_CONSTANTS.ratingPriorReviews}, m the platform mean, n reviews at mean r. One
 * 5-star review lands near the mean; 200 reviews at 4.9 stay near 4.9.
 */
export function bayesianRating(rating: number, reviewCount: number, platformRating: number | null): number {
  const prior = platformRating !== null && Number.isFinite(platformRating) && platformRating > 0 ? platformRating : SCORE_CONSTANTS.defaultPlatformRating;
  const c = SCORE_CONSTANTS.ratingPriorReviews;
  const n = Math.max(0, reviewCount);
  return (c * prior + n * rating) / (c + n);
}

/** A rate smoothed toward `prior` as if `weight` more observations had it: (k + prior × weight) / (n + weight). */
export function smoothedRate(successes: number, total: number, prior: number, weight: number): number {
  return (Math.max(0, successes) + prior * weight) / (Math.max(0, total) + weight);
}

/** DISTANCE: 1 at the door, falling linearly to 0 at the cleaner's radius (25 mi without one); 0.5 when the distance is unknown. */
export function distanceValue(distanceMiles: number | null, radiusMiles: number | null): number {
  if (distanceMiles === null) return 0.5;
  const radius = radiusMiles && radiusMiles > 0 ? radiusMiles : SCORE_CONSTANTS.defaultRadiusMiles;
  return clamp01(1 - distanceMiles / radius);
}

/**
 * The four factor values (0..1 before clamping), in the order of the factors: DISTANCE, RATING,
 * RELIABILITY, HISTORY. `shown`: DISTANCE from the whole miles answers show (roundMiles), so a
 * factor or score given out tells no more than the distance does; ranking uses the exact miles.
 */
function factorValues(input: ScoreInput, shown = false): [number, number, number, number] {
  const k = SCORE_CONSTANTS;
  const asked = input.offersAccepted + input.offersRefused;
  const finished = input.jobsCompleted + input.jobsFailed;
  const acceptance = smoothedRate(input.offersAccepted, asked, k.acceptancePrior, k.acceptancePriorWeight);
  const completion = smoothedRate(input.jobsCompleted, finished, k.completionPrior, k.completionPriorWeight);
  const history = input.favorite ? k.favoriteValue : input.ratedByCustomer !== null && input.ratedByCustomer >= 4 ? k.ratedHighValue : 0;
  return [
    distanceValue(input.distanceMiles === null || !shown ? input.distanceMiles : roundMiles(input.distanceMiles), input.radiusMiles),
    bayesianRating(input.rating, input.reviewCount, input.platformRating) / 5,
    (acceptance + completion) / 2,
    history,
  ];
}

const FACTOR_ORDER: readonly MatchFactorKey[] = ['DISTANCE', 'RATING', 'RELIABILITY', 'HISTORY'];

/** Σ weight × value over the factors' values as the factors show them (clamped, 3 decimals), clamped, 3 decimals. */
function scoreOf(values: readonly number[]): number {
  return round(clamp01(values.reduce((sum, value, i) => sum + clamp01(round(clamp01(value))) * MATCH_WEIGHTS[FACTOR_ORDER[i]!], 0)));
}

/**
 * The score alone (0..1, 3 decimals) without building the factors' texts, from the exact distance:
 * a recommendation orders every eligible cleaner by it and describes only the page it returns.
 * {@link scoreCandidate}'s `score`, given out, takes DISTANCE from the whole miles shown instead, so
 * it can differ from this one by the distance's rounding (at most 0.5 mi's worth of that factor).
 */
export function matchScore(input: ScoreInput): number {
  return scoreOf(factorValues(input));
}

/**
 * Scores one eligible cleaner for one job and customer.
 * @returns score 0..1, the four factors (DISTANCE, RATING, RELIABILITY, HISTORY) and `why`, e.g.
 *   "4.9★ over 212 reviews · 1 mi away · accepts 96% of requests · your favourite"
 */
export function scoreCandidate(input: ScoreInput): ScoreResult {
  const k = SCORE_CONSTANTS;
  const w = MATCH_WEIGHTS;

  // The factors and score given out: DISTANCE from the whole miles shown (ranking used the exact ones).
  const [distance, ratingValue, reliability, history] = factorValues(input, true);
  const radius = input.radiusMiles && input.radiusMiles > 0 ? input.radiusMiles : k.defaultRadiusMiles;
  const distanceDetail =
    input.distanceMiles === null ? 'Serves your zip code area (no home zip code to measure from)' : `${formatMiles(input.distanceMiles)} away, within a ${radius} mi radius`;

  const weighted = bayesianRating(input.rating, input.reviewCount, input.platformRating);
  const prior = input.platformRating && input.platformRating > 0 ? input.platformRating : k.defaultPlatformRating;
  const ratingDetail =
    input.reviewCount > 0
      ? `${input.rating.toFixed(1)}★ over ${plural(input.reviewCount, 'review')}, weighted toward the platform's ${prior.toFixed(1)}★: ${weighted.toFixed(2)}★`
      : `No reviews yet: counted at the platform's ${prior.toFixed(1)}★`;

  const asked = input.offersAccepted + input.offersRefused;
  const finished = input.jobsCompleted + input.jobsFailed;
  const reliabilityDetail = [
    asked > 0 ? `accepted ${input.offersAccepted} of ${plural(asked, 'request')}` : 'no requests yet',
    finished > 0 ? `completed ${input.jobsCompleted} of ${plural(finished, 'job')} taken` : 'no jobs finished yet',
  ].join('; ');

  const historyDetail = input.favorite
    ? 'Your favourite'
    : input.ratedByCustomer !== null && input.ratedByCustomer >= 4
      ? `You rated them ${input.ratedByCustomer}★`
      : 'No history with you yet';

  const factor = (key: MatchFactorKey, label: string, value: number, detail: string): MatchFactorData => {
    const v = clamp01(value);
    return { key, label, value: round(v), weight: w[key], points: round(v * w[key]), detail };
  };
  const factors = [
    factor('DISTANCE', 'Distance', distance, distanceDetail),
    factor('RATING', 'Rating', ratingValue, ratingDetail),
    factor('RELIABILITY', 'Reliability', reliability, reliabilityDetail),
    factor('HISTORY', 'Your history', history, historyDetail),
  ];
  const score = scoreOf([distance, ratingValue, reliability, history]);

  const why = [
    input.reviewCount > 0 ? `${input.rating.toFixed(1)}★ over ${plural(input.reviewCount, 'review')}` : 'new, no reviews yet',
    input.distanceMiles === null ? 'serves your area' : `${formatMiles(input.distanceMiles)} away`,
    asked >= k.quoteAcceptanceAfter ? `accepts ${Math.round((input.offersAccepted / asked) * 100)}% of requests` : null,
    input.jobsCompleted > 0 && asked < k.quoteAcceptanceAfter ? `${plural(input.jobsCompleted, 'job')} completed` : null,
    input.favorite ? 'your favourite' : input.ratedByCustomer !== null && input.ratedByCustomer >= 4 ? `you rated them ${input.ratedByCustomer}★` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return { score, factors, why };
}

/** Order of a recommendation list: favourites first, then higher score, nearer, then id. */
export function compareCandidates(
  a: { favorite: boolean; score: number | null; distanceMiles: number; cleanerId: string },
  b: { favorite: boolean; score: number | null; distanceMiles: number; cleanerId: string },
): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  const byScore = (b.score ?? 0) - (a.score ?? 0);
  if (byScore !== 0) return byScore;
  if (a.distanceMiles !== b.distanceMiles) return a.distanceMiles - b.distanceMiles;
  return a.cleanerId < b.cleanerId ? -1 : a.cleanerId > b.cleanerId ? 1 : 0;
}
