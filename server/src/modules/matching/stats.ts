/**
 * What the score reads of a cleaner beyond its profile (docs/decisions/0027: reliability and the
 * card's completed jobs; docs/decisions/0027-matching.md): its counts, reused for up to
 * {@link STATS_TTL_MS}, and the platform's mean rating (the Bayesian prior), cached for 10 minutes.
 */
import { read, sql } from './eligibility.js';

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
export async function platformRating(): Promise<number | null> {
  if (platformRatingCache && Date.now() - platformRatingCache.at < 600_000) return platformRatingCache.value;
  const [row] = await read<{ mean: number | null }>(sql`
    SELECT (sum(cp."ratingAverage" * cp."ratingCount") / nullif(sum(cp."ratingCount"), 0))::float8 AS mean FROM "CleanerProfile" AS cp`);
  platformRatingCache = { value: row?.mean ?? null, at: Date.now() };
  return platformRatingCache.value;
}
