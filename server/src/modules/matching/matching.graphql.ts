/**
 * GraphQL of the matching reads (docs/decisions/0027; spec
 * section 7): nearby cleaners by zip code or booking, and explained recommendations for a booking
 * or a job not booked yet. Customers and admins (a cleaner gets AUTHORIZATION_ERROR, nobody signed
 * in AUTHENTICATION_ERROR); the same fields serve /api (matching.api.ts).
 */
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import { CleanerCardRef } from './cleaner-card.graphql.js';
import type { MatchCandidateData, MatchCandidatePage } from './eligibility.js';
import * as matching from './matching.service.js';
import { waveSettings } from './waves.js';
import { MATCH_WEIGHTS, type MatchFactorData } from './score.js';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  MAX_SEARCH_RADIUS_MILES,
  bookingNearbyArgs,
  bookingRecommendationArgs,
  nearbyArgs,
  recommendationsByZipArgs,
} from './matching.inputs.js';

const MatchFactorKeyEnum = builder.enumType('MatchFactorKey', {
  description: 'A factor of a recommendation score (docs/decisions/0027-matching.md "Score").',
  values: {
    DISTANCE: { description: "Closer is better: 1 at the door, 0 at the cleaner's service radius." },
    RATING: { description: "The mean rating pulled toward the platform's mean (Bayesian average, 10 reviews' weight), over 5." },
    RELIABILITY: { description: 'Acceptance of requests and completion of jobs taken (a customer cancelling never counts against the cleaner), new cleaners starting from a prior.' },
    HISTORY: { description: "The customer's favourite (1), or a cleaner they rated 4 or more (0.6)." },
  } as const,
});

const MatchFactorRef = builder.objectRef<MatchFactorData>('MatchFactor').implement({
  description: `One factor of a recommendation score: points = value × weight; the score is their sum. Weights: ${Object.entries(MATCH_WEIGHTS)
    .map(([k, w]) => `${k} ${w}`)
    .join(', ')}.`,
  fields: (t) => ({
    key: t.field({ type: MatchFactorKeyEnum, resolve: (f) => f.key }),
    label: t.exposeString('label', { description: 'e.g. "Distance", "Your history".' }),
    value: t.exposeFloat('value', { description: '0..1, 1 is best (3 decimals).' }),
    weight: t.exposeFloat('weight', { description: 'Share of the score, 0..1.' }),
    points: t.exposeFloat('points', { description: 'value × weight (3 decimals).' }),
    detail: t.exposeString('detail', { description: 'Where the value comes from, e.g. "2 mi away, within a 25 mi radius".' }),
  }),
});

export const MatchCandidateRef = builder.objectRef<MatchCandidateData>('MatchCandidate').implement({
  description: 'A cleaner in a nearby list or a recommendation: the card, distance, next free slot and, for recommendations, the score and why. Never an email, phone or street address.',
  interfaces: [CleanerCardRef],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'distanceMiles' in value,
  fields: (t) => ({
    distanceMiles: t.exposeFloat('distanceMiles', {
      description: "Miles (great-circle) from the cleaner's home zip code to the job's, in whole miles and at least 1 (finer, it would locate the cleaner's home zip code); 0 for a cleaner without a home zip code who covers the area by zip prefix.",
    }),
    nextFreeSlot: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'Earliest UTC start, at or after the asked time (nearby by zip code: now + 2 h), at which the cleaner is free for the job with the travel buffer around its other jobs, inside its weekly hours and not on a day off (in its time zone); null: none within 30 days.',
      resolve: (c) => c.nextFreeSlot,
    }),
    favorite: t.exposeBoolean('favorite', { description: "The customer's favourite cleaner." }),
    score: t.exposeFloat('score', { nullable: true, description: 'Recommendation score 0..1 (sum of the factors’ points); null in nearby lists.' }),
    factors: t.field({
      type: [MatchFactorRef],
      nullable: true,
      description: 'The factors behind the score (DISTANCE, RATING, RELIABILITY, HISTORY); null in nearby lists.',
      resolve: (c) => c.factors,
    }),
    instantConfirmation: t.boolean({
      description:
        'True when booking this cleaner for the job (recommendationsByZip) would be confirmed at once by their instant-booking rules (issue 31; docs/decisions/0044); false otherwise and in other lists.',
      resolve: (c) => c.instant === true,
    }),
    why: t.exposeString('why', {
      nullable: true,
      description: 'Why this cleaner, to read out: e.g. "4.9★ over 212 reviews · 1 mi away · accepts 96% of requests · your favourite"; null in nearby lists.',
    }),
  }),
});

const MatchCandidatePageRef = builder.objectRef<MatchCandidatePage>('MatchCandidatePage').implement({
  description: 'One page of cleaners (pages start at 1).',
  fields: (t) => ({
    items: t.field({ type: [MatchCandidateRef], resolve: (p) => p.items }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit', { description: 'Items per page asked for (the last page may hold fewer).' }),
    total: t.exposeInt('total', { description: 'Every match over every page.' }),
    instantCleanerId: t.id({
      nullable: true,
      description:
        'recommendationsByZip only: the cleaner "best available" would be confirmed with at once (instant booking, issue 31), best-ranked of those whose rules the job meets; null when it would go to a request, and in other lists.',
      resolve: (p) => p.instantCleanerId ?? null,
    }),
    waveSize: t.int({
      description:
        'Cleaners a request wave asks at once (k, MATCHING_WAVE_SIZE, default 3; docs/decisions/0045), so a page can say how a booking will be asked (issue 31).',
      resolve: () => waveSettings().waveSize,
    }),
  }),
});

const RecommendationsByZipInputRef = builder.inputType('RecommendationsByZipInput', {
  description: 'A job not booked yet, to recommend cleaners for.',
  fields: (t) => ({
    zipCode: t.string({ required: true, description: 'A known US zip code (5 digits, optionally -4 digits).' }),
    serviceId: t.id({ required: true, description: 'The service (a service id).' }),
    scheduledAt: t.field({ type: 'DateTime', required: true, description: 'UTC start, in the future.' }),
    durationHours: t.float({ required: true, description: '1 to 12, in 0.5-hour steps.' }),
  }),
});

const filterArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  radius: t.arg.float({ description: `Miles from the zip code's centroid: more than 0, at most ${MAX_SEARCH_RADIUS_MILES} (default ${DEFAULT_SEARCH_RADIUS_MILES}).` }),
  minRating: t.arg.float({ description: 'Lowest mean rating, 0 to 5 (default 0).' }),
  serviceType: t.arg.int({ description: 'Only cleaners offering this service (a service id).' }),
  page: t.arg.int({ description: 'From 1 (default 1).' }),
  limit: t.arg.int({ description: 'Items per page, 1..100 (default 20).' }),
});

const WHO = 'Customers and admins.';
const NEARBY_ERRORS =
  'Errors: VALIDATION_ERROR naming the field (zipCode malformed or unknown, radius not in (0, 500], minRating not in 0..5, serviceType, page, limit), AUTHORIZATION_ERROR (a cleaner), AUTHENTICATION_ERROR (signed out)';

builder.queryFields((t) => ({
  nearbyCleaners: t.field({
    type: MatchCandidatePageRef,
    authScopes: { customer: true, admin: true },
    description: `Approved, active cleaners whose home zip code lies within \`radius\` miles of the zip code's centroid (default ${DEFAULT_SEARCH_RADIUS_MILES}, at most ${MAX_SEARCH_RADIUS_MILES}), rated at least \`minRating\` (default 0) and offering \`serviceType\` when given; nearest first, each with its next free slot; no score (GET /api/users/nearby-cleaners; spec sections 7 and 9; docs/decisions/0027). ${WHO} ${NEARBY_ERRORS}.`,
    args: t.validate({ zipCode: t.arg.string({ required: true, description: 'A known US zip code.' }), ...filterArgs(t) }, fieldArgs(nearbyArgs)),
    resolve: (_root, args, ctx) => matching.nearbyCleaners(ctx, args),
  }),
  bookingNearbyCleaners: t.field({
    type: MatchCandidatePageRef,
    authScopes: { customer: true, admin: true },
    description: `nearbyCleaners around a booking's zip code, next free slots for the booking's time and length (GET /api/bookings/{id}/nearby-cleaners; docs/decisions/0027). The booking's customer or an admin; another customer's booking is NOT_FOUND_ERROR. ${NEARBY_ERRORS}, NOT_FOUND_ERROR.`,
    args: t.validate({ bookingId: t.arg.id({ required: true }), ...filterArgs(t) }, fieldArgs(bookingNearbyArgs)),
    resolve: (_root, args, ctx) => matching.bookingNearbyCleaners(ctx, args),
  }),
  bookingRecommendations: t.field({
    type: MatchCandidatePageRef,
    authScopes: { customer: true, admin: true },
    description:
      "The cleaners eligible for a booking (approved and active; offer the service; within their own radius or zip prefixes; free at that time with the travel buffer; inside their weekly hours, not on a day off; have not declined it nor been asked already), ranked for its customer: favourites first, then by score with every factor and a readable `why` (GET /api/bookings/{id}/recommendations; docs/decisions/0027-matching.md). The booking's customer or an admin; another customer's booking is NOT_FOUND_ERROR. Page from 1, limit 1..100 (default 20); `total` counts every eligible cleaner. Errors: NOT_FOUND_ERROR, VALIDATION_ERROR (page, limit), AUTHORIZATION_ERROR (a cleaner), AUTHENTICATION_ERROR.",
    args: t.validate(
      { bookingId: t.arg.id({ required: true }), page: t.arg.int({ description: 'From 1 (default 1).' }), limit: t.arg.int({ description: 'Items per page, 1..100 (default 20).' }) },
      fieldArgs(bookingRecommendationArgs),
    ),
    resolve: (_root, args, ctx) => matching.bookingRecommendations(ctx, args),
  }),
  recommendationsByZip: t.field({
    type: MatchCandidatePageRef,
    authScopes: { customer: true, admin: true },
    description:
      "bookingRecommendations for a job not booked yet: zip code, service, UTC start and hours, ranked for the calling customer (POST /api/bookings/recommendations-by-zip; docs/decisions/0027). Page from 1, limit 1..100 (default 20). Errors: VALIDATION_ERROR naming the field (zipCode malformed or unknown, serviceId, scheduledAt not in the future, durationHours, page, limit), AUTHORIZATION_ERROR (a cleaner), AUTHENTICATION_ERROR.",
    args: t.validate(
      {
        input: t.arg({ type: RecommendationsByZipInputRef, required: true }),
        page: t.arg.int({ description: 'From 1 (default 1).' }),
        limit: t.arg.int({ description: 'Items per page, 1..100 (default 20).' }),
      },
      fieldArgs(recommendationsByZipArgs),
    ),
    resolve: (_root, args, ctx) => matching.recommendationsByZip(ctx, args),
  }),
}));
