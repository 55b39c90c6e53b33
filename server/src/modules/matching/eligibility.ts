/**
 * Who may be asked to take a job (issue 16 "The recommendation, explainable", eligibility filters;
 * docs/decisions/0027-matching.md "Eligibility"): the request and answer shapes of matching, and
 * the eligibility rule as one SQL statement that PostgreSQL and the embedded PGlite both run:
 * matchable (active cleaner account, approved background check: CleanerProfile.matchable, kept by
 * triggers), offers the service, inside its weekly hours and not on a day off (FITS_CLEANER_SQL,
 * users.service.ts), covers the place by its own radius or a zip prefix (COVERS_SQL = SQL
 * `cleaner_covers`), free at that time with the travel buffer (SQL `cleaners_not_free`, as
 * `cleaner_slot_free`), and, for a booking, has not declined it and was not asked before.
 * Recommendations (matching.service.ts) and the chosen-cleaner check ({@link isEligible}) share it.
 */
import { database } from '../../db.js';
import { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import { COVERS_SQL, FITS_CLEANER_SQL } from '../users/users.service.js';
import type { CleanerCardData } from './cleaner-card.js';
import type { MatchFactorData } from './score.js';

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
  /** Miles from the cleaner's home zip centroid to the job's, whole miles, at least 1 (0 for a cleaner with no home zip who covers it by zip prefix). */
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

export const sql = PrismaNS.sql;

/** Runs a read through the driver directly (no ORM mapping of the rows: these answers can hold thousands). */
export function read<T>(query: PrismaNS.Sql): Promise<T[]> {
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
 * - `b`: the job; `reach`: the bounding box of the largest service radius any cleaner has (lib/geo.ts boundingBox's rule, every longitude when it would cross the 180th meridian)
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
export function eligibility(req: MatchRequest, only?: string): { ctes: PrismaNS.Sql; from: PrismaNS.Sql } {
  const bookingId = req.bookingId ?? null;
  const found = only
    ? sql`cp."userId" = ${only}::text`
    : sql`((cp."homeLatitude" BETWEEN (SELECT "minLat" FROM reach) AND (SELECT "maxLat" FROM reach)
            AND cp."homeLongitude" BETWEEN (SELECT "minLng" FROM reach) AND (SELECT "maxLng" FROM reach))
           OR cp."serviceZipPrefixes" && ${prefixesOf(req.point.zip)}::text[])`;
  const ctes = sql`WITH b AS (
      SELECT ${req.serviceId}::int AS "serviceId", ${req.scheduledAt}::timestamptz AS "scheduledAt", ${req.durationMinutes}::int AS "durationMinutes",
             ${req.point.zip}::text AS "zipCode", ${req.point.latitude}::float8 AS "latitude", ${req.point.longitude}::float8 AS "longitude"
    ), box AS (
      SELECT b."latitude" - m.r / 69.0 AS "minLat", b."latitude" + m.r / 69.0 AS "maxLat",
             b."longitude" - m.r / (69.172 * greatest(0.01, cos(radians(b."latitude")))) AS "minLng",
             b."longitude" + m.r / (69.172 * greatest(0.01, cos(radians(b."latitude")))) AS "maxLng"
      FROM b, (SELECT max(x."serviceRadiusMiles")::float8 AS r FROM "CleanerProfile" AS x) AS m
    ), reach AS MATERIALIZED (
      SELECT "minLat", "maxLat",
             CASE WHEN "minLng" < -180 OR "maxLng" > 180 THEN -180 ELSE "minLng" END AS "minLng",
             CASE WHEN "minLng" < -180 OR "maxLng" > 180 THEN 180 ELSE "maxLng" END AS "maxLng"
      FROM box
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
