/**
 * Matching reads (docs/decisions/0027-matching.md):
 *
 * - **Eligibility** (eligibility.ts): one SQL statement shared with the chosen-cleaner check and
 *   the cascade; the candidates come from the indexes first and the per-cleaner lookups run only
 *   on those that cover the place.
 * - **Recommendations** ({@link rankCandidates}): the eligible cleaners scored by score.ts
 *   (distance, Bayesian rating, reliability, the customer's history), favourites first. A cleaner's
 *   counts come from stats.ts (reused for up to a minute): a dense city has well over a thousand
 *   eligible cleaners, and counting them on every request would dominate its time.
 * - **Nearby cleaners** (nearby.ts): matchable cleaners whose home lies within a radius of a zip
 *   centroid, nearest first, with their next free slot; no score.
 * - The fields' services below: who may ask about which booking, defaults, errors.
 *
 * Answers carry a cleaner's card (cleaner-card.ts): never an email, phone or street address.
 */
import { db } from '../../db.js';
import type { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import type { Context } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { cleanerCards, roundRating } from './cleaner-card.js';
import { eligibility, read, sql, type MatchCandidateData, type MatchCandidatePage, type MatchRequest } from './eligibility.js';
import { nearbyCandidates } from './nearby.js';
import { zipPoint } from '../../lib/geo.js';
import { compareCandidates, matchScore, roundMiles, scoreCandidate, type ScoreInput } from './score.js';
import { cleanerStats, platformRating } from './stats.js';
import { instantFits } from './instant.js';
import { BOOKING_MESSAGES } from '../../../../schema/rules.js';
import type { bookingNearbyArgs, bookingRecommendationArgs, nearbyArgs, recommendationsByZipArgs } from './matching.inputs.js';

/** What the score reads of an eligible cleaner; the card (names, specialties) is read for the page only. */
interface RankRow {
  cleanerId: string;
  rating: number;
  reviewCount: number;
  distanceMiles: number | null;
  radiusMiles: number;
  favorite: boolean;
  ratedByCustomer: number | null;
}

/**
 * The recommendation query for a job (exported for the benchmark's EXPLAIN): every eligible
 * cleaner with what its score reads: rating and review count, radius, distance, and the asking
 * customer's history with it (favourite; best rating given on their own bookings). The cleaner's
 * counts come from {@link cleanerStats}; the cards of the page's cleaners from cleanerCards().
 */
export function recommendationQuery(req: MatchRequest): PrismaNS.Sql {
  const { ctes, from } = eligibility(req);
  const customerId = req.customerId;
  return sql`${ctes},
    favorites AS MATERIALIZED (SELECT f."cleanerId" FROM "FavoriteCleaner" AS f WHERE f."customerId" = ${customerId}::text),
    rated AS MATERIALIZED (
      SELECT r."cleanerId", max(r."rating")::int AS "rating" FROM "Booking" AS mine JOIN "Review" AS r ON r."bookingId" = mine."id"
      WHERE mine."customerId" = ${customerId}::text AND r."authorId" = ${customerId}::text GROUP BY r."cleanerId"
    ),
    eligible AS (
      SELECT cp."userId" AS "cleanerId", cp."ratingAverage" AS "rating", cp."ratingCount" AS "reviewCount",
        cp."serviceRadiusMiles" AS "radiusMiles", cp."distanceMiles"
      ${from}
    )
    SELECT e.*, (favorites."cleanerId" IS NOT NULL) AS "favorite", rated."rating" AS "ratedByCustomer"
    FROM eligible AS e
      LEFT JOIN favorites ON favorites."cleanerId" = e."cleanerId"
      LEFT JOIN rated ON rated."cleanerId" = e."cleanerId"`;
}

/**
 * The eligible cleaners for a job, best first (favourites first, then score, then nearer; score.ts),
 * one page of them from `offset` (default 0, `limit` default 20) and how many are eligible in all.
 * Each carries its score, factors and `why`; `nextFreeSlot` is the asked start (they are free then).
 * Every eligible cleaner is ordered by its score alone (score.ts `matchScore`); the factors and
 * `why` are built for the page's cleaners only. One query for eligibility
 * ({@link recommendationQuery}); the cleaners' counts come from
 * {@link cleanerStats} (reused for up to a minute), the platform's mean rating is cached for 10 minutes.
 * `among`: only these cleaners are ranked (their order is their order in the whole ranking; instant
 * booking ranks the cleaners whose instant rules the job meets).
 */
export async function rankCandidates(req: MatchRequest, opts: { offset?: number; limit?: number; among?: readonly string[] } = {}): Promise<{ items: MatchCandidateData[]; total: number }> {
  const offset = Math.max(0, opts.offset ?? 0);
  const limit = Math.max(0, opts.limit ?? 20);
  const among = opts.among ? new Set(opts.among) : null;
  const [all, prior] = await Promise.all([read<RankRow>(recommendationQuery(req)), platformRating()]);
  const rows = among ? all.filter((r) => among.has(r.cleanerId)) : all;
  const stats = await cleanerStats(rows.map((r) => r.cleanerId));
  const ranked = rows.map((row) => {
    const counts = stats.get(row.cleanerId) ?? { completedJobs: 0, offersAccepted: 0, offersRefused: 0, jobsFailed: 0 };
    const input: ScoreInput = {
      distanceMiles: row.distanceMiles === null ? null : Number(row.distanceMiles),
      radiusMiles: Number(row.radiusMiles),
      rating: roundRating(row.rating),
      reviewCount: Number(row.reviewCount),
      platformRating: prior,
      offersAccepted: counts.offersAccepted,
      offersRefused: counts.offersRefused,
      jobsCompleted: counts.completedJobs,
      jobsFailed: counts.jobsFailed,
      favorite: row.favorite,
      ratedByCustomer: row.ratedByCustomer === null ? null : Number(row.ratedByCustomer),
    };
    return {
      input,
      cleanerId: row.cleanerId,
      // Exact here: the order (score, then the nearer) uses the exact miles; answers show roundMiles.
      distanceMiles: row.distanceMiles === null ? 0 : Number(row.distanceMiles),
      favorite: row.favorite,
      score: matchScore(input),
    };
  });
  ranked.sort(compareCandidates);
  // Only the page's cleaners get their card, factors and `why` (the same score, with its texts).
  const page = ranked.slice(offset, offset + limit);
  const cards = await cleanerCards(page.map((c) => c.cleanerId));
  const items = page.flatMap(({ cleanerId, input, distanceMiles, favorite }): MatchCandidateData[] => {
    const card = cards.get(cleanerId);
    if (!card) return []; // deleted between the two reads
    const result = scoreCandidate(input);
    return [{ ...card, distanceMiles: input.distanceMiles === null ? 0 : roundMiles(distanceMiles), nextFreeSlot: req.scheduledAt, favorite, score: result.score, factors: result.factors, why: result.why }];
  });
  return { items, total: ranked.length };
}

// --- The fields' services -------------------------------------------------------------------------

/** Minutes from now before which no job can start (schema/rules.ts MIN_LEAD_MINUTES), and the length a slot is looked for in zip searches. */
const LEAD_MINUTES = 120;
const SEARCH_SLOT_MINUTES = 120;

/** Now plus the booking lead time, rounded up to the next half hour: the first start a new booking could have. */
function firstBookableStart(now = new Date()): Date {
  const half = 30 * 60_000;
  return new Date(Math.ceil((now.getTime() + LEAD_MINUTES * 60_000) / half) * half);
}

/**
 * The booking a customer or admin asks about, with its centroid. The booking's customer or an
 * admin (the fields' authScopes allow only those roles); anyone else is told it does not exist.
 * @throws NotFoundError
 */
async function bookingFor(ctx: Context, bookingId: string) {
  const user = actor(ctx);
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, customerId: true, serviceId: true, scheduledAt: true, durationMinutes: true, zipCode: true, latitude: true, longitude: true },
  });
  if (!booking || (user.role !== 'admin' && booking.customerId !== user.id)) throw new NotFoundError('We could not find that booking.');
  const centroid = booking.latitude !== null && booking.longitude !== null ? null : zipPoint(booking.zipCode);
  const point =
    booking.latitude !== null && booking.longitude !== null
      ? { zip: booking.zipCode.slice(0, 5), latitude: booking.latitude, longitude: booking.longitude }
      : centroid && { zip: centroid.zip, latitude: centroid.latitude, longitude: centroid.longitude };
  return { ...booking, point };
}

/** The favourites of the caller count when it is a customer. */
const customerOf = (ctx: Context): string | null => (ctx.user?.role === 'customer' ? ctx.user.id : null);

/**
 * `nearbyCleaners` / GET /api/users/nearby-cleaners: approved, active cleaners within `radius`
 * miles of the zip code's centroid (nearbyCandidates), with their next free slot from the first
 * bookable start (now + 2 h, a 2-hour job). `favorite` marks the calling customer's favourites.
 */
export function nearbyCleaners(ctx: Context, args: Parsed<typeof nearbyArgs>): Promise<MatchCandidatePage> {
  return nearbyCandidates({
    point: args.zipCode,
    radius: args.radius,
    minRating: args.minRating,
    serviceType: args.serviceType,
    customerId: customerOf(ctx),
    slot: { from: firstBookableStart(), minutes: SEARCH_SLOT_MINUTES, exceptBookingId: null },
    page: args.page,
    limit: args.limit,
  });
}

/**
 * `bookingNearbyCleaners` / GET /api/bookings/{id}/nearby-cleaners: nearbyCandidates around the
 * booking's zip code, next free slots for the booking's own time and length.
 * @throws NotFoundError (no such booking, or not the caller's)
 */
export async function bookingNearbyCleaners(ctx: Context, args: Parsed<typeof bookingNearbyArgs>): Promise<MatchCandidatePage> {
  const booking = await bookingFor(ctx, args.bookingId);
  if (!booking.point) return { items: [], page: args.page, limit: args.limit, total: 0 };
  const now = new Date();
  return nearbyCandidates({
    point: booking.point,
    radius: args.radius,
    minRating: args.minRating,
    serviceType: args.serviceType,
    customerId: booking.customerId,
    slot: { from: booking.scheduledAt > now ? booking.scheduledAt : firstBookableStart(now), minutes: booking.durationMinutes, exceptBookingId: booking.id },
    page: args.page,
    limit: args.limit,
  });
}

/**
 * `bookingRecommendations` / GET /api/bookings/{id}/recommendations: the cleaners eligible for
 * the booking, ranked for its customer (rankCandidates), one page.
 * @throws NotFoundError (no such booking, or not the caller's)
 */
export async function bookingRecommendations(ctx: Context, args: Parsed<typeof bookingRecommendationArgs>): Promise<MatchCandidatePage> {
  const booking = await bookingFor(ctx, args.bookingId);
  if (!booking.point) return { items: [], page: args.page, limit: args.limit, total: 0 };
  const { items, total } = await rankCandidates(
    {
      customerId: booking.customerId,
      serviceId: booking.serviceId,
      scheduledAt: booking.scheduledAt,
      durationMinutes: booking.durationMinutes,
      point: booking.point,
      bookingId: booking.id,
    },
    { offset: (args.page - 1) * args.limit, limit: args.limit },
  );
  return { items, page: args.page, limit: args.limit, total };
}

/**
 * `recommendationsByZip` / POST /api/bookings/recommendations-by-zip: the cleaners eligible for a
 * job not booked yet (service, UTC start, hours, zip code), ranked for the calling customer; each
 * marked `instant` when booking them would be confirmed at once, and the page's `instantCleanerId`
 * the one "best available" would be confirmed with (instant.ts, docs/decisions/0044).
 * @throws ValidationError (`serviceId`: no such active service)
 */
export async function recommendationsByZip(ctx: Context, args: Parsed<typeof recommendationsByZipArgs>): Promise<MatchCandidatePage> {
  const { input } = args;
  const service = await db.service.findUnique({ where: { id: input.serviceId }, select: { active: true } });
  if (!service?.active) throw new ValidationError(BOOKING_MESSAGES.service, [{ field: 'serviceId', message: BOOKING_MESSAGES.service }]);
  const req: MatchRequest = {
    customerId: customerOf(ctx),
    serviceId: input.serviceId,
    scheduledAt: input.scheduledAt,
    durationMinutes: Math.round(input.durationHours * 60),
    point: input.zipCode,
  };
  const [{ items, total }, fits] = await Promise.all([rankCandidates(req, { offset: (args.page - 1) * args.limit, limit: args.limit }), instantFits(req, new Date())]);
  // Which way a booking would go (issue 31): the instant cleaners are marked; best available takes the best-ranked of them.
  const instant = new Set(fits);
  const best = fits.length ? (await rankCandidates(req, { limit: 1, among: fits })).items[0]?.cleanerId ?? null : null;
  return { items: items.map((c) => ({ ...c, instant: instant.has(c.cleanerId) })), page: args.page, limit: args.limit, total, instantCleanerId: best };
}
