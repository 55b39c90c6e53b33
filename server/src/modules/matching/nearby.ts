/**
 * Nearby cleaners (docs/decisions/0027: GET /api/users/nearby-cleaners and
 * /api/bookings/{id}/nearby-cleaners; docs/decisions/0027-matching.md): matchable cleaners whose
 * home lies within a radius of a zip centroid, nearest first, paged in SQL with the total, each
 * with its next free slot (travel buffers, weekly hours and days off included). No score.
 */
import type { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import { cleanerCard } from './cleaner-card.js';
import { read, sql, type MatchCandidateData, type MatchCandidatePage } from './eligibility.js';
import { boundingBox, milesBetween, travelBufferMinutes } from '../../lib/geo.js';
import { roundMiles } from './score.js';
import { cleanerStats } from './stats.js';
import { nextWorkingStart, type WeeklyWindow, type WorkingTime } from './working-time.js';
import { CLEANER_BUSY_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

/** The card columns of `cp` and `u` for cleanerCard(), without the completed jobs. */
const PROFILE_COLUMNS = sql`cp."userId" AS "cleanerId", u."firstName", u."lastName", cp."ratingAverage" AS "rating", cp."ratingCount" AS "reviewCount",
  cp."specialties", cp."yearsExperience", cp."photoKey", cp."photoUpdatedAt"`;

interface ProfileRow {
  cleanerId: string;
  firstName: string;
  lastName: string;
  rating: number;
  reviewCount: number;
  specialties: string[];
  yearsExperience: number;
  photoKey: string | null;
  photoUpdatedAt: Date | null;
}

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
 * comes closer than its travel buffer to a job of `minutes` at `point` (the rule of SQL
 * cleaner_slot_free) and, given the cleaner's `working` time, the job lies inside its weekly hours
 * and not on a day off (the rule of FITS_CLEANER_SQL). Each blocking job moves the start to its end
 * plus the buffer; a start outside the hours moves to the next window. Null when that passes `until`.
 */
export function nextFreeStart(
  jobs: readonly HeldJob[],
  from: Date,
  minutes: number,
  point: { latitude: number; longitude: number },
  until: Date,
  working?: WorkingTime,
): Date | null {
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
    if (working) {
      const fits = nextWorkingStart(working, new Date(start), minutes, until);
      if (!fits) return null;
      if (fits.getTime() !== start) {
        start = fits.getTime();
        moved = true;
      }
    }
  }
  return new Date(start);
}

/** The working time of some cleaners in one round trip: time zone, weekly windows (none saved: null) and days off from `from` to `until`. */
async function workingTimes(cleanerIds: readonly string[], from: Date, until: Date): Promise<Map<string, WorkingTime>> {
  const rows = await read<{ cleanerId: string; timeZone: string; hoursSet: boolean; windows: WeeklyWindow[] | null; daysOff: string[] | null }>(sql`
    SELECT cp."userId" AS "cleanerId", cp."timeZone", cp."hoursSetAt" IS NOT NULL AS "hoursSet",
      (SELECT json_agg(json_build_object('weekday', h."weekday", 'startMinute', h."startMinute", 'endMinute', h."endMinute"))
         FROM "CleanerHours" AS h WHERE h."cleanerId" = cp."userId") AS "windows",
      (SELECT array_agg(to_char(d."date", 'YYYY-MM-DD')) FROM "CleanerDayOff" AS d
         WHERE d."cleanerId" = cp."userId" AND d."date" BETWEEN (${from}::timestamptz - interval '1 day')::date AND (${until}::timestamptz + interval '1 day')::date) AS "daysOff"
    FROM "CleanerProfile" AS cp WHERE cp."userId" = ANY(${cleanerIds}::text[])`);
  return new Map(
    rows.map((r) => [r.cleanerId, { timeZone: r.timeZone, windows: r.hoursSet ? (r.windows ?? []) : null, daysOff: new Set(r.daysOff ?? []) }]),
  );
}

/**
 * Next free slots of some cleaners for a job of `minutes` at `point` from `from` (two queries for
 * them all, in parallel): their held jobs (awaiting their answer, confirmed, under way) and the
 * slots their pending requests hold (a wave's, docs/decisions/0045: SQL cleaners_not_free's rule)
 * other than `exceptBookingId`, and their weekly hours and days off.
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
  const [jobs, working] = await Promise.all([
    read<HeldJob>(sql`
    SELECT o."cleanerId", o."scheduledAt", o."durationMinutes", o."latitude", o."longitude" FROM "Booking" AS o
    WHERE o."cleanerId" = ANY(${cleanerIds}::text[])
      AND o."status" = ANY(${[...CLEANER_BUSY_BOOKING_STATUSES]}::"BookingStatus"[])
      AND o."id" <> coalesce(${exceptBookingId}::text, '')
      AND o."scheduledAt" > ${from}::timestamptz - interval '2 days'
      AND o."scheduledAt" < ${until}::timestamptz + interval '2 days'
    UNION ALL
    SELECT f."cleanerId", o."scheduledAt", o."durationMinutes", o."latitude", o."longitude"
    FROM "BookingOffer" AS f JOIN "Booking" AS o ON o."id" = f."bookingId"
    WHERE f."cleanerId" = ANY(${cleanerIds}::text[]) AND f."outcome" = 'pending'
      AND o."status" IN ('pending', 'pending_cleaner_response')
      AND o."id" <> coalesce(${exceptBookingId}::text, '')
      AND o."scheduledAt" > ${from}::timestamptz - interval '2 days'
      AND o."scheduledAt" < ${until}::timestamptz + interval '2 days'`),
    workingTimes(cleanerIds, from, until),
  ]);
  const byCleaner = new Map<string, HeldJob[]>();
  for (const job of jobs) {
    const list = byCleaner.get(job.cleanerId) ?? [];
    list.push({ ...job, scheduledAt: new Date(job.scheduledAt), durationMinutes: Number(job.durationMinutes) });
    byCleaner.set(job.cleanerId, list);
  }
  return new Map(cleanerIds.map((id) => [id, nextFreeStart(byCleaner.get(id) ?? [], from, minutes, point, until, working.get(id))]));
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
