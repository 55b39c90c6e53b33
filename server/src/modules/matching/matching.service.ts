/**
 * Matching reads (issue 16 "Routes" and "The recommendation, explainable"; docs/decisions/0027-matching.md):
 *
 * - **Eligibility** of a cleaner for a job, one SQL query ({@link eligibility}) that PostgreSQL and
 *   the embedded PGlite both run: approved background check and active account; offers the service,
 *   inside its weekly hours and not on a day off (FITS_CLEANER_SQL, users.service.ts); covers the
 *   place by its own radius or a zip prefix (COVERS_SQL = SQL `cleaner_covers`); free at that time
 *   with the travel buffer (SQL `cleaners_not_free`, as `cleaner_slot_free`); for a booking, has not declined it and was not
 *   asked before (any BookingOffer). The candidates come from the indexes first (a bounding box of
 *   the largest radius any cleaner has, on CleanerProfile(homeLatitude, homeLongitude), or the
 *   zip's prefixes, GIN on serviceZipPrefixes), and the per-cleaner lookups run only on those that
 *   cover the place.
 * - **Recommendations** ({@link rankCandidates}): the eligible cleaners scored by score.ts
 *   (distance, Bayesian rating, reliability, the customer's history), favourites first. A cleaner's
 *   counts (jobs completed, requests accepted or refused, jobs cancelled on it) are reused for up to
 *   {@link STATS_TTL_MS} ({@link cleanerStats}): a dense city has well over a thousand eligible
 *   cleaners, and counting them on every request would dominate its time.
 * - **Nearby cleaners** ({@link nearbyCandidates}): approved, active cleaners whose home lies within
 *   a radius of a zip centroid, nearest first, with their next free slot; no score.
 *
 * Answers carry a cleaner's card (cleaner-card.ts): never an email, phone or street address.
 */
import { database, db } from '../../db.js';
import { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import type { Context } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { COVERS_SQL, FITS_CLEANER_SQL } from '../users/users.service.js';
import { cleanerCard, cleanerCards, roundRating, type CleanerCardData } from './cleaner-card.js';
import { boundingBox, milesBetween, travelBufferMinutes, zipPoint } from './geo.js';
import { compareCandidates, matchScore, roundMiles, scoreCandidate, type MatchFactorData, type ScoreInput } from './score.js';
import { BOOKING_MESSAGES } from '../../../../schema/rules.js';
import type { bookingNearbyArgs, bookingRecommendationArgs, nearbyArgs, recommendationsByZipArgs } from './matching.inputs.js';

export type { MatchFactorData } from './score.js';

/** A job to match: what, when (UTC), for how long, where (zip centroid), for whom. */
export interface MatchRequest {
  /** The customer whose favourites and ratings count (null: nobody's, e.g. an admin's search by zip). */
  customerId: string | null;
  serviceId: number;
  scheduledAt: Date;
  durationMinutes: number;
  point: { zip: string; latitude: number; longitude: number };
  /** The booking being matched: its own slot does not block, and cleaners who declined it or were already asked (any BookingOffer) are left out. */
  bookingId?: string;
}

/** A cleaner in a matching answer: the card, distance, next free slot and, for recommendations, the score. */
export interface MatchCandidateData extends CleanerCardData {
  /** Miles from the cleaner's home zip centroid to the job's, 1 decimal (0 for a cleaner with no home zip who covers it by zip prefix). */
  distanceMiles: number;
  /** Earliest UTC start, at or after the asked time, the cleaner is free for the job with travel buffers; null: none within 30 days. */
  nextFreeSlot: Date | null;
  /** The customer's favourite. */
  favorite: boolean;
  /** 0..1; null in nearby lists. */
  score: number | null;
  factors: MatchFactorData[] | null;
  why: string | null;
}

/** One page of candidates (`total` = every match). */
export interface MatchCandidatePage {
  items: MatchCandidateData[];
  page: number;
  limit: number;
  total: number;
}

const sql = PrismaNS.sql;

/** Runs a read through the driver directly (no ORM mapping of the rows: these answers can hold thousands). */
function read<T>(query: PrismaNS.Sql): Promise<T[]> {
  return database.raw.query<T>(query.text, query.values);
}

/** Every prefix of the zip code ('' to the whole code): the zip prefixes that cover it are among them (SQL `starts_with` in cleaner_covers). */
function prefixesOf(zip: string): string[] {
  return Array.from({ length: zip.length + 1 }, (_, i) => zip.slice(0, i));
}

/**
 * The eligibility rule as SQL: `ctes` and `from` (FROM and WHERE over `cp`, the candidates'
 * CleanerProfile rows with their `distanceMiles`, and `u` User), so recommendations, the
 * chosen-cleaner check and the cascade all run the same condition. The CTEs, cheapest filter first:
 * - `b`: the job; `reach`: the bounding box of the largest service radius any cleaner has
 *   (max over CleanerProfile("serviceRadiusMiles"), one index probe) around it;
 * - `near` (materialized, so the per-cleaner lookups below only run on its rows): matchable
 *   profiles (active cleaner account, approved background check: the column the triggers of
 *   migration 20261204000000_matchable keep) found through the indexes, inside the box (CleanerProfile(homeLatitude,
 *   homeLongitude)) or listing a prefix of the zip (GIN on serviceZipPrefixes), that cover the
 *   place (COVERS_SQL = SQL `cleaner_covers`: exact distance within their radius, or the prefix)
 *   and offer the service (the first condition of FITS_CLEANER_SQL, which runs again below); with
 *   `only`, that cleaner alone;
 * - `asked`: for a booking, the cleaners who declined it or were asked before (any BookingOffer),
 *   read once through the booking's indexes;
 * - `busy`: the cleaners not free then, travel buffer included (SQL `cleaners_not_free`, the rule
 *   SQL `cleaner_slot_free` reads for one cleaner), read once for everyone near that time.
 * Then per candidate: service, weekly hours and day off (FITS_CLEANER_SQL),
 * free at that time with the travel buffer, not asked.
 */
function eligibility(req: MatchRequest, only?: string): { ctes: PrismaNS.Sql; from: PrismaNS.Sql } {
  const bookingId = req.bookingId ?? null;
  const found = only
    ? sql`cp."userId" = ${only}::text`
    : sql`((cp."homeLatitude" BETWEEN (SELECT "minLat" FROM reach) AND (SELECT "maxLat" FROM reach)
            AND cp."homeLongitude" BETWEEN (SELECT "minLng" FROM reach) AND (SELECT "maxLng" FROM reach))
           OR cp."serviceZipPrefixes" && ${prefixesOf(req.point.zip)}::text[])`;
  const ctes = sql`WITH b AS (
      SELECT ${req.serviceId}::int AS "serviceId", ${req.scheduledAt}::timestamptz AS "scheduledAt", ${req.durationMinutes}::int AS "durationMinutes",
             ${req.point.zip}::text AS "zipCode", ${req.point.latitude}::float8 AS "latitude", ${req.point.longitude}::float8 AS "longitude"
    ), reach AS MATERIALIZED (
      SELECT b."latitude" - m.r / 69.0 AS "minLat", b."latitude" + m.r / 69.0 AS "maxLat",
             b."longitude" - m.r / (69.172 * greatest(0.01, cos(radians(b."latitude")))) AS "minLng",
             b."longitude" + m.r / (69.172 * greatest(0.01, cos(radians(b."latitude")))) AS "maxLng"
      FROM b, (SELECT max(x."serviceRadiusMiles")::float8 AS r FROM "CleanerProfile" AS x) AS m
    ), near AS MATERIALIZED (
      SELECT cp."userId", cp."offeredServiceIds", cp."hoursSetAt", cp."timeZone", cp."ratingAverage", cp."ratingCount", cp."serviceRadiusMiles",
             CASE WHEN cp."homeLatitude" IS NULL OR cp."homeLongitude" IS NULL THEN NULL
                        ELSE miles_between(cp."homeLatitude", cp."homeLongitude", b."latitude", b."longitude") END AS "distanceMiles"
      FROM "CleanerProfile" AS cp CROSS JOIN b
      WHERE cp."matchable" AND ${found} AND ${COVERS_SQL}
        AND (coalesce(cardinality(cp."offeredServiceIds"), 0) = 0 OR b."serviceId" = ANY(cp."offeredServiceIds"))
    ), asked AS MATERIALIZED (
      SELECT bo."cleanerId" FROM "BookingOffer" AS bo WHERE bo."bookingId" = ${bookingId}::text
      UNION SELECT dc."cleanerId" FROM "BookingDecline" AS dc WHERE dc."bookingId" = ${bookingId}::text
    ), busy AS MATERIALIZED (
      SELECT DISTINCT n."cleanerId" FROM b, cleaners_not_free(b."scheduledAt", b."durationMinutes", b."latitude", b."longitude", ${bookingId}::text) AS n
    )`;
  const from = sql`FROM near AS cp
      CROSS JOIN b
    WHERE ${FITS_CLEANER_SQL}
      AND cp."userId" NOT IN (SELECT busy."cleanerId" FROM busy)
      AND cp."userId" NOT IN (SELECT asked."cleanerId" FROM asked)`;
  return { ctes, from };
}

/**
 * Whether `cleanerId` may be asked to take the job (the chosen-cleaner check): the eligibility
 * rule of {@link rankCandidates} for that cleaner alone.
 */
export async function isEligible(req: MatchRequest, cleanerId: string): Promise<boolean> {
  const { ctes, from } = eligibility(req, cleanerId);
  const rows = await read<{ ok: boolean }>(sql`${ctes} SELECT TRUE AS ok ${from}`);
  return rows.length > 0;
}

/** The card columns of `cp` and `u` for cleanerCard(), without the completed jobs. */
const PROFILE_COLUMNS = sql`cp."userId" AS "cleanerId", u."firstName", u."lastName", cp."ratingAverage" AS "rating", cp."ratingCount" AS "reviewCount",
  cp."specialties", cp."yearsExperience"`;

interface ProfileRow {
  cleanerId: string;
  firstName: string;
  lastName: string;
  rating: number;
  reviewCount: number;
  specialties: string[];
  yearsExperience: number;
}

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

/** A cleaner's counts the score and the card read. */
export interface CleanerStats {
  /** Jobs completed. */
  completedJobs: number;
  /** BookingOffer outcomes: accepted, and declined or expired. */
  offersAccepted: number;
  offersRefused: number;
  /** Jobs it took (accepted) then cancelled by someone other than the customer: an admin (BookingEvent status_changed to cancelled whose actor is neither the customer nor the platform). */
  jobsFailed: number;
}

/** How long a cleaner's counts are reused, in ms: they move slowly, and reading them for every eligible cleaner of a dense city would dominate a recommendation. */
export const STATS_TTL_MS = 60_000;
const statsCache = new Map<string, { stats: CleanerStats; at: number }>();

/** Drops cached counts (one cleaner's, or all): the next read counts again. */
export function forgetCleanerStats(cleanerId?: string): void {
  if (cleanerId) statsCache.delete(cleanerId);
  else statsCache.clear();
}

/**
 * The counts of some cleaners, each read at most {@link STATS_TTL_MS} ago: the missing ones in one
 * grouped query over BookingOffer and Booking, from the indexes BookingOffer(cleanerId, outcome)
 * and Booking(cleanerId, status) (completed jobs are counted from the index alone; only cancelled
 * jobs are read, for who cancelled them).
 */
export async function cleanerStats(ids: readonly string[], now = Date.now()): Promise<Map<string, CleanerStats>> {
  const out = new Map<string, CleanerStats>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = statsCache.get(id);
    if (hit && now - hit.at < STATS_TTL_MS) out.set(id, hit.stats);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const rows = await read<CleanerStats & { cleanerId: string }>(sql`
    WITH ids AS (SELECT DISTINCT unnest(${missing}::text[]) AS "cleanerId"),
    offers AS (
      SELECT o."cleanerId", count(*) FILTER (WHERE o."outcome" = 'accepted')::int AS "accepted",
             count(*) FILTER (WHERE o."outcome" IN ('declined', 'expired'))::int AS "refused"
      FROM "BookingOffer" AS o WHERE o."cleanerId" = ANY(${missing}::text[]) GROUP BY o."cleanerId"
    ),
    completed AS (
      SELECT x."cleanerId", count(*)::int AS "completed"
      FROM "Booking" AS x WHERE x."cleanerId" = ANY(${missing}::text[]) AND x."status" = 'completed' GROUP BY x."cleanerId"
    ),
    failed AS (
      SELECT x."cleanerId", count(*)::int AS "failed"
      FROM "Booking" AS x WHERE x."cleanerId" = ANY(${missing}::text[]) AND x."status" = 'cancelled' AND x."acceptedAt" IS NOT NULL AND EXISTS (
        SELECT 1 FROM "BookingEvent" AS ev
        WHERE ev."bookingId" = x."id" AND ev."kind" = 'status_changed' AND ev."toValue" = 'cancelled'
          AND ev."actorId" IS NOT NULL AND ev."actorId" <> x."customerId")
      GROUP BY x."cleanerId"
    )
    SELECT ids."cleanerId", coalesce(completed."completed", 0) AS "completedJobs", coalesce(failed."failed", 0) AS "jobsFailed",
      coalesce(offers."accepted", 0) AS "offersAccepted", coalesce(offers."refused", 0) AS "offersRefused"
    FROM ids LEFT JOIN offers ON offers."cleanerId" = ids."cleanerId"
      LEFT JOIN completed ON completed."cleanerId" = ids."cleanerId" LEFT JOIN failed ON failed."cleanerId" = ids."cleanerId"`);
  if (statsCache.size > 100_000) statsCache.clear();
  for (const row of rows) {
    const stats = { completedJobs: Number(row.completedJobs), offersAccepted: Number(row.offersAccepted), offersRefused: Number(row.offersRefused), jobsFailed: Number(row.jobsFailed) };
    statsCache.set(row.cleanerId, { stats, at: now });
    out.set(row.cleanerId, stats);
  }
  return out;
}

let platformRatingCache: { value: number | null; at: number } | undefined;

/** Mean rating over every cleaner's visible reviews (the rating's prior), refreshed every 10 minutes. */
async function platformRating(): Promise<number | null> {
  if (platformRatingCache && Date.now() - platformRatingCache.at < 600_000) return platformRatingCache.value;
  const [row] = await read<{ mean: number | null }>(sql`
    SELECT (sum(cp."ratingAverage" * cp."ratingCount") / nullif(sum(cp."ratingCount"), 0))::float8 AS mean FROM "CleanerProfile" AS cp`);
  platformRatingCache = { value: row?.mean ?? null, at: Date.now() };
  return platformRatingCache.value;
}

/**
 * The eligible cleaners for a job, best first (favourites first, then score, then nearer; score.ts),
 * one page of them from `offset` (default 0, `limit` default 20) and how many are eligible in all.
 * Each carries its score, factors and `why`; `nextFreeSlot` is the asked start (they are free then).
 * Every eligible cleaner is ordered by its score alone (score.ts `matchScore`); the factors and
 * `why` are built for the page's cleaners only. One query for eligibility
 * ({@link recommendationQuery}); the cleaners' counts come from
 * {@link cleanerStats} (reused for up to a minute), the platform's mean rating is cached for 10 minutes.
 */
export async function rankCandidates(req: MatchRequest, opts: { offset?: number; limit?: number } = {}): Promise<{ items: MatchCandidateData[]; total: number }> {
  const offset = Math.max(0, opts.offset ?? 0);
  const limit = Math.max(0, opts.limit ?? 20);
  const [rows, prior] = await Promise.all([read<RankRow>(recommendationQuery(req)), platformRating()]);
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
      distanceMiles: row.distanceMiles === null ? 0 : roundMiles(Number(row.distanceMiles)),
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
    return [{ ...card, distanceMiles, nextFreeSlot: req.scheduledAt, favorite, score: result.score, factors: result.factors, why: result.why }];
  });
  return { items, total: ranked.length };
}

// --- Nearby cleaners ----------------------------------------------------------------------------

/** How far ahead a next free slot is looked for, in days. */
const SLOT_HORIZON_DAYS = 30;

interface HeldJob {
  cleanerId: string;
  scheduledAt: Date;
  durationMinutes: number;
  latitude: number | null;
  longitude: number | null;
}

/** Minutes kept between a held job and the asked place: SQL travel_buffer_minutes (a missing point counts as no drive). */
function bufferBetween(job: HeldJob, point: { latitude: number; longitude: number }): number {
  if (job.latitude === null || job.longitude === null) return travelBufferMinutes(0);
  return travelBufferMinutes(milesBetween({ latitude: job.latitude, longitude: job.longitude }, point));
}

/**
 * The earliest start at or after `from` when none of `jobs` (one cleaner's held jobs, any order)
 * comes closer than its travel buffer to a job of `minutes` at `point`: the rule of SQL
 * cleaner_slot_free. Each blocking job moves the start to its end plus the buffer. Null when that
 * passes `until`.
 */
export function nextFreeStart(jobs: readonly HeldJob[], from: Date, minutes: number, point: { latitude: number; longitude: number }, until: Date): Date | null {
  const sorted = [...jobs].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  let start = from.getTime();
  for (let moved = true; moved; ) {
    moved = false;
    for (const job of sorted) {
      const buffer = bufferBetween(job, point) * 60_000;
      const jobStart = job.scheduledAt.getTime();
      const jobEnd = jobStart + job.durationMinutes * 60_000;
      if (start < jobEnd + buffer && jobStart < start + minutes * 60_000 + buffer) {
        start = jobEnd + buffer;
        moved = true;
      }
    }
    if (start > until.getTime()) return null;
  }
  return new Date(start);
}

/**
 * Next free slots of some cleaners for a job of `minutes` at `point` from `from` (one query for
 * them all): their held jobs (awaiting their answer, confirmed, under way) other than `exceptBookingId`.
 */
async function nextFreeSlots(
  cleanerIds: readonly string[],
  from: Date,
  minutes: number,
  point: { latitude: number; longitude: number },
  exceptBookingId: string | null,
): Promise<Map<string, Date | null>> {
  if (cleanerIds.length === 0) return new Map();
  const until = new Date(from.getTime() + SLOT_HORIZON_DAYS * 86_400_000);
  const jobs = await read<HeldJob>(sql`
    SELECT o."cleanerId", o."scheduledAt", o."durationMinutes", o."latitude", o."longitude" FROM "Booking" AS o
    WHERE o."cleanerId" = ANY(${cleanerIds}::text[])
      AND o."status" IN ('pending_cleaner_response', 'confirmed', 'in_progress')
      AND o."id" <> coalesce(${exceptBookingId}::text, '')
      AND o."scheduledAt" > ${from}::timestamptz - interval '2 days'
      AND o."scheduledAt" < ${until}::timestamptz + interval '2 days'`);
  const byCleaner = new Map<string, HeldJob[]>();
  for (const job of jobs) {
    const list = byCleaner.get(job.cleanerId) ?? [];
    list.push({ ...job, scheduledAt: new Date(job.scheduledAt), durationMinutes: Number(job.durationMinutes) });
    byCleaner.set(job.cleanerId, list);
  }
  return new Map(cleanerIds.map((id) => [id, nextFreeStart(byCleaner.get(id) ?? [], from, minutes, point, until)]));
}

/** A nearby-cleaner search: where, how far, which rating and service, for whom, and the slot to look for. */
export interface NearbySearch {
  point: { latitude: number; longitude: number };
  radius: number;
  minRating: number;
  serviceType?: number | null;
  customerId: string | null;
  /** The start and length the next free slot is looked for from, and a booking whose own slot does not block. */
  slot: { from: Date; minutes: number; exceptBookingId: string | null };
  page: number;
  limit: number;
}

/**
 * The nearby query (exported for the benchmark's EXPLAIN): the page of approved, active cleaners
 * whose home lies within the radius (bounding box on the coordinates' index, then the exact
 * distance), nearest first, with `total` counting every match; the favourite flag is read for the
 * page's cleaners only.
 */
export function nearbyQuery(search: NearbySearch): PrismaNS.Sql {
  const { point, radius, minRating, page, limit } = search;
  const box = boundingBox(point, radius);
  const serviceType = search.serviceType ?? null;
  return sql`WITH hits AS (
      SELECT cp."userId", miles_between(cp."homeLatitude", cp."homeLongitude", ${point.latitude}::float8, ${point.longitude}::float8) AS "distanceMiles"
      FROM "CleanerProfile" AS cp
      WHERE cp."matchable" AND cp."homeLatitude" BETWEEN ${box.minLat} AND ${box.maxLat} AND cp."homeLongitude" BETWEEN ${box.minLng} AND ${box.maxLng}
        AND cp."ratingAverage" >= ${minRating}
        AND (${serviceType}::int IS NULL OR coalesce(cardinality(cp."offeredServiceIds"), 0) = 0 OR ${serviceType}::int = ANY(cp."offeredServiceIds"))
    ), matches AS (
      SELECT h."userId", h."distanceMiles", count(*) OVER () AS "total" FROM hits AS h WHERE h."distanceMiles" <= ${radius}
      ORDER BY h."distanceMiles", h."userId" LIMIT ${limit} OFFSET ${(page - 1) * limit}
    )
    SELECT ${PROFILE_COLUMNS}, m."distanceMiles", m."total"::int AS "total",
      EXISTS (SELECT 1 FROM "FavoriteCleaner" AS f WHERE f."customerId" = ${search.customerId}::text AND f."cleanerId" = cp."userId") AS "favorite"
    FROM matches AS m JOIN "CleanerProfile" AS cp ON cp."userId" = m."userId" JOIN "User" AS u ON u."id" = cp."userId"
    ORDER BY m."distanceMiles", m."userId"`;
}

/**
 * Approved, active cleaners whose home zip centroid lies within `radius` miles of the point, with
 * a mean rating of at least `minRating` and offering `serviceType` when given, nearest first;
 * each with its next free slot. No availability filter and no score (score, factors, why null).
 * Cleaners without a home zip code have no place to measure from and are not listed.
 */
export async function nearbyCandidates(search: NearbySearch): Promise<MatchCandidatePage> {
  const { point, page, limit } = search;
  let rows = await read<ProfileRow & { distanceMiles: number; favorite: boolean; total: number }>(nearbyQuery(search));
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the first page's answer carries the total.
    const first = await read<{ total: number }>(nearbyQuery({ ...search, page: 1, limit: 1 }));
    total = first[0] ? Number(first[0].total) : 0;
    rows = [];
  }
  const ids = rows.map((r) => r.cleanerId);
  const [slots, stats] = await Promise.all([nextFreeSlots(ids, search.slot.from, search.slot.minutes, point, search.slot.exceptBookingId), cleanerStats(ids)]);
  const items = rows.map(
    (row): MatchCandidateData => ({
      ...cleanerCard({ ...row, completedJobs: stats.get(row.cleanerId)?.completedJobs ?? 0 }),
      distanceMiles: roundMiles(Number(row.distanceMiles)),
      nextFreeSlot: slots.get(row.cleanerId) ?? null,
      favorite: row.favorite,
      score: null,
      factors: null,
      why: null,
    }),
  );
  return { items, page, limit, total };
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
 * job not booked yet (service, UTC start, hours, zip code), ranked for the calling customer.
 * @throws ValidationError (`serviceId`: no such active service)
 */
export async function recommendationsByZip(ctx: Context, args: Parsed<typeof recommendationsByZipArgs>): Promise<MatchCandidatePage> {
  const { input } = args;
  const service = await db.service.findUnique({ where: { id: input.serviceId }, select: { active: true } });
  if (!service?.active) throw new ValidationError(BOOKING_MESSAGES.service, [{ field: 'serviceId', message: BOOKING_MESSAGES.service }]);
  const { items, total } = await rankCandidates(
    {
      customerId: customerOf(ctx),
      serviceId: input.serviceId,
      scheduledAt: input.scheduledAt,
      durationMinutes: Math.round(input.durationHours * 60),
      point: input.zipCode,
    },
    { offset: (args.page - 1) * args.limit, limit: args.limit },
  );
  return { items, page: args.page, limit: args.limit, total };
}
