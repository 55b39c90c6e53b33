/**
 * Who may be asked to take a job (docs/decisions/0027, eligibility filters;
 * docs/decisions/0027-matching.md "Eligibility"): the request and answer shapes of matching, and
 * the eligibility rule as one SQL statement that PostgreSQL and the embedded PGlite both run:
 * matchable (active cleaner account, approved background check: CleanerProfile.matchable, kept by
 * triggers), offers the service, inside its weekly hours and not on a day off (FITS_CLEANER_SQL),
 * covers the place by its own radius or a zip prefix (COVERS_SQL = SQL
 * `cleaner_covers`), free at that time with the travel buffer (SQL `cleaners_not_free`, as
 * `cleaner_slot_free`), and, for a booking, has not declined it and was not asked before.
 * Recommendations (matching.service.ts) and the chosen-cleaner check ({@link isEligible}) share it;
 * the open board (openJobIdsFor, cleanersSuitedTo), the admin's assign list and a plan's per-visit
 * check (plans.check.ts, batch form {@link eligibleAtStarts}) build on the same named conditions.
 * This file is the one definition of the rule (docs/decisions/0041-server-module-layers.md).
 */
import { database, db } from '../../db.js';
import { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import type { CleanerCardData } from './cleaner-card.js';
import type { MatchFactorData } from './score.js';
import { CLEANER_BUSY_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

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
  /** Booking this cleaner for the job would be confirmed at once by their instant-booking rules (issue 31); set by recommendationsByZip only. */
  instant?: boolean;
}

/** One page of candidates (`total` = every match). */
export interface MatchCandidatePage {
  items: MatchCandidateData[];
  page: number;
  limit: number;
  total: number;
  /** For a job not booked yet: the cleaner "best available" would be confirmed with at once (instant booking, issue 31); null: it would go to a request. */
  instantCleanerId?: string | null;
}

export const sql = PrismaNS.sql;

/** SQL condition (aliases as {@link FITS_CLEANER_SQL}): a service the cleaner offers ([] = all). */
export const OFFERS_SQL = PrismaNS.sql`(coalesce(cardinality(cp."offeredServiceIds"), 0) = 0 OR b."serviceId" = ANY(cp."offeredServiceIds"))`;

/** SQL condition (aliases as {@link FITS_CLEANER_SQL}): the whole job lies inside one of the cleaner's weekly windows in its time zone (no hours saved yet = any time). */
export const WITHIN_HOURS_SQL = PrismaNS.sql`(cp."hoursSetAt" IS NULL OR EXISTS (
    SELECT 1 FROM "CleanerHours" AS h
    WHERE h."cleanerId" = cp."userId"
      AND h."weekday" = EXTRACT(DOW FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int
      AND h."startMinute" <= EXTRACT(HOUR FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int * 60 + EXTRACT(MINUTE FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int
      AND h."endMinute" >= EXTRACT(HOUR FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int * 60 + EXTRACT(MINUTE FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int + b."durationMinutes"
  ))`;

/** SQL condition (aliases as {@link FITS_CLEANER_SQL}): the job's local date (cleaner's time zone) is one of its days off. */
export const DAY_OFF_SQL = PrismaNS.sql`EXISTS (
    SELECT 1 FROM "CleanerDayOff" AS d
    WHERE d."cleanerId" = cp."userId" AND d."date" = (b."scheduledAt" AT TIME ZONE cp."timeZone")::date
  )`;

/**
 * SQL condition (aliases: `b` a Booking, `cp` the cleaner's CleanerProfile) that the job suits the
 * cleaner: a service it offers ([] = all), inside one of its weekly windows in its time zone (no
 * hours saved yet = any time), and not on one of its days off.
 */
export const FITS_CLEANER_SQL = PrismaNS.sql`(${OFFERS_SQL} AND ${WITHIN_HOURS_SQL} AND NOT ${DAY_OFF_SQL})`;
/**
 * SQL condition (aliases: `b` a Booking, `cp` the cleaner's CleanerProfile) that the cleaner covers
 * the job's place: the job's zip centroid lies within the cleaner's service radius (miles) of its
 * home zip code, or the job's zip code starts with one of its zip prefixes (extra coverage). The
 * SQL function cleaner_covers (migration 20261203000000_matching) is the rule; accept_jobs uses it
 * too.
 */
export const COVERS_SQL = PrismaNS.sql`cleaner_covers(cp."homeLatitude", cp."homeLongitude", cp."serviceRadiusMiles", cp."serviceZipPrefixes", b."zipCode", b."latitude", b."longitude")`;

/**
 * Ids of the jobs open to the cleaner: pending, unassigned, not started at `now`, covered by it
 * (COVERS_SQL) and not declined by it, the rule accept_jobs applies. With `suited` (the default)
 * only those that also suit its services, hours and days off (FITS_CLEANER_SQL): the open jobs it
 * is offered. Without it, every job it may still take (outside its hours, with a warning).
 */
export async function openJobIdsFor(cleanerId: string, { now = new Date(), suited = true }: { now?: Date; suited?: boolean } = {}): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT b."id" FROM "Booking" AS b, "CleanerProfile" AS cp
    WHERE cp."userId" = ${cleanerId}
      AND b."status" = 'pending' AND b."cleanerId" IS NULL AND b."scheduledAt" > ${now}
      AND ${COVERS_SQL}
      AND NOT EXISTS (SELECT 1 FROM "BookingDecline" AS dc WHERE dc."bookingId" = b."id" AND dc."cleanerId" = ${cleanerId})
      AND ${suited ? FITS_CLEANER_SQL : PrismaNS.sql`TRUE`}`;
  return rows.map((r) => r.id);
}

/** Whether the cleaner covers the booking's place (COVERS_SQL), whatever the booking's status. */
export async function coversBooking(cleanerId: string, bookingId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ covers: boolean }[]>`
    SELECT ${COVERS_SQL} AS covers FROM "Booking" AS b, "CleanerProfile" AS cp
    WHERE b."id" = ${bookingId} AND cp."userId" = ${cleanerId}`;
  return rows[0]?.covers === true;
}

/**
 * Ids of the approved, active cleaners a new booking suits (covered by their radius or zip
 * prefixes, services, hours, days off): who is told about it.
 */
export async function cleanersSuitedTo(bookingId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ userId: string }[]>`
    SELECT cp."userId" FROM "Booking" AS b, "CleanerProfile" AS cp
    WHERE b."id" = ${bookingId} AND cp."matchable"
      AND ${COVERS_SQL}
      AND ${FITS_CLEANER_SQL}`;
  return rows.map((r) => r.userId);
}

/** The warning a cleaner sees for a job outside its hours, days off or services; null when it suits. */
export async function availabilityWarning(cleanerId: string, bookingId: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ fits: boolean }[]>`
    SELECT ${FITS_CLEANER_SQL} AS fits FROM "Booking" AS b, "CleanerProfile" AS cp
    WHERE b."id" = ${bookingId} AND cp."userId" = ${cleanerId}`;
  if (!rows[0] || rows[0].fits) return null;
  return 'This job is outside your working hours, days off or services. You can still take it.';
}

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
        AND ${OFFERS_SQL}
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

/** The job shape of a batch check: which service, for how long (minutes), where (zip centroid). */
export type JobShape = Pick<MatchRequest, 'serviceId' | 'durationMinutes' | 'point'>;

/** `WITH b AS (...)`: one row per start (`i` = its index in `starts`) with the job's service, minutes and place, the shape FITS_CLEANER_SQL and COVERS_SQL read as `b`. */
export function jobsAt(req: JobShape, starts: Date[]) {
  return sql`WITH b AS (
      SELECT (s.i - 1)::int AS "i", s."scheduledAt", ${req.serviceId}::int AS "serviceId", ${req.durationMinutes}::int AS "durationMinutes",
             ${req.point.zip}::text AS "zipCode", ${req.point.latitude}::float8 AS "latitude", ${req.point.longitude}::float8 AS "longitude"
      FROM unnest(${starts}::timestamptz[]) WITH ORDINALITY AS s("scheduledAt", i)
    )`;
}

/**
 * SQL condition (aliases `b` the job, `cp` the cleaner's profile): the cleaner is not free then,
 * travel buffer included: the rule of SQL `cleaners_not_free` (migration 20261203000200), with
 * several bookings whose own slots do not block (that function takes one).
 */
export function notFreeSql(exceptBookingIds: string[]) {
  return sql`EXISTS (
        SELECT 1 FROM "Booking" AS o
        WHERE o."cleanerId" = cp."userId"
          AND o."status" = ANY(${[...CLEANER_BUSY_BOOKING_STATUSES]}::"BookingStatus"[])
          AND NOT (o."id" = ANY(${exceptBookingIds}::text[]))
          AND o."scheduledAt" > b."scheduledAt" - interval '2 days'
          AND o."scheduledAt" < b."scheduledAt" + interval '2 days'
          AND b."scheduledAt" < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", b."latitude", b."longitude"))
          AND o."scheduledAt" < b."scheduledAt" + make_interval(mins => b."durationMinutes" + travel_buffer_minutes(o."latitude", o."longitude", b."latitude", b."longitude"))
      )`;
}

/**
 * Which of `cleanerIds` are eligible at which of `starts` (the batch form of {@link isEligible}, for plans.check.ts; its
 * slotVerdicts reads the same conditions one by one to give the reason of a refusal): one statement.
 * @returns keys `${cleanerId}|${index in starts}` of the eligible pairs
 */
export async function eligibleAtStarts(req: JobShape, cleanerIds: string[], starts: Date[], exceptBookingIds: string[]): Promise<Set<string>> {
  if (!cleanerIds.length || !starts.length) return new Set();
  const rows = await read<{ cleanerId: string; i: number }>(sql`${jobsAt(req, starts)}
    SELECT cp."userId" AS "cleanerId", b."i"
    FROM "CleanerProfile" AS cp CROSS JOIN b
    WHERE cp."userId" = ANY(${cleanerIds}::text[]) AND cp."matchable" AND ${COVERS_SQL} AND ${FITS_CLEANER_SQL}
      AND NOT ${notFreeSql(exceptBookingIds)}`);
  return new Set(rows.map((r) => `${r.cleanerId}|${Number(r.i)}`));
}
