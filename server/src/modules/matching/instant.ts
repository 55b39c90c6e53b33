/**
 * The instant-booking rule as SQL (issue 31; docs/decisions/0044-instant-booking.md), private to
 * the matching module: which eligible cleaners a job meets the instant rules of, and the re-check
 * made under the cleaner's accept lock. Eligibility itself (coverage, services, weekly hours, days
 * off, the travel buffer) is eligibility.ts's, reused, not repeated.
 */
import { Prisma as PrismaNS } from '../../generated/prisma/client.js';
import { eligibility, read, sql, type MatchRequest } from './eligibility.js';

/** Booking statuses an instant job counts against the daily limit in (held or done, not ended unfilled/cancelled). */
export const INSTANT_COUNTED_STATUSES = ['confirmed', 'in_progress', 'completed'] as const;

/**
 * SQL condition (aliases: `b` the job with serviceId and scheduledAt, `cp` a row with userId,
 * timeZone and distanceMiles, `r` the cleaner's InstantBookRule) that the job meets the cleaner's
 * instant rules at `now`: enabled, not suspended, a service in the list ([] = every service it
 * offers), within maxDistanceMiles (a cleaner with no home zip has no distance: never instant),
 * at least minNoticeHours ahead, and fewer than maxJobsPerDay instant jobs on the job's local date
 * (the cleaner's time zone), `except` the booking itself.
 */
export function meetsInstantRulesSql(now: Date, except: string | null): PrismaNS.Sql {
  return sql`(r."enabled"
    AND (r."suspendedUntil" IS NULL OR r."suspendedUntil" <= ${now}::timestamptz)
    AND (coalesce(cardinality(r."serviceIds"), 0) = 0 OR b."serviceId" = ANY(r."serviceIds"))
    AND cp."distanceMiles" IS NOT NULL AND cp."distanceMiles" <= r."maxDistanceMiles"
    AND b."scheduledAt" >= ${now}::timestamptz + make_interval(hours => r."minNoticeHours")
    AND (SELECT count(*) FROM "Booking" AS x
         WHERE x."cleanerId" = cp."userId" AND x."instantAt" IS NOT NULL
           AND x."status"::text = ANY(${[...INSTANT_COUNTED_STATUSES]}::text[])
           AND x."id" IS DISTINCT FROM ${except}::text
           AND x."scheduledAt" > b."scheduledAt" - interval '2 days' AND x."scheduledAt" < b."scheduledAt" + interval '2 days'
           AND (x."scheduledAt" AT TIME ZONE cp."timeZone")::date = (b."scheduledAt" AT TIME ZONE cp."timeZone")::date) < r."maxJobsPerDay")`;
}

/**
 * Ids of the cleaners eligible for the job (eligibility.ts, the one rule) whose instant rules it
 * meets at `now`; with `only`, that cleaner alone (or nobody). Unordered: the ranking orders them.
 */
export async function instantFits(req: MatchRequest, now: Date, only?: string): Promise<string[]> {
  const { ctes, from } = eligibility(req, only);
  const rows = await read<{ cleanerId: string }>(sql`${ctes}
    SELECT cp."userId" AS "cleanerId" ${from}
      AND EXISTS (SELECT 1 FROM "InstantBookRule" AS r WHERE r."cleanerId" = cp."userId" AND ${meetsInstantRulesSql(now, req.bookingId ?? null)})`);
  return rows.map((r) => r.cleanerId);
}

/**
 * Inside the transaction, under the cleaner's accept lock: whether the booking (its row, written
 * in this transaction) still meets the cleaner's instant rules: the daily limit counted again
 * with every instant job committed before the lock was taken, and a suspension or a switch-off
 * made meanwhile.
 */
export async function stillMeetsInstantRules(tx: PrismaNS.TransactionClient, cleanerId: string, bookingId: string, now: Date): Promise<boolean> {
  const rows = await tx.$queryRaw<{ ok: boolean }[]>`
    SELECT TRUE AS ok
    FROM "Booking" AS b, "InstantBookRule" AS r,
      (SELECT p."userId", p."timeZone",
              CASE WHEN p."homeLatitude" IS NULL OR p."homeLongitude" IS NULL THEN NULL
                   ELSE miles_between(p."homeLatitude", p."homeLongitude", bb."latitude", bb."longitude") END AS "distanceMiles"
       FROM "CleanerProfile" AS p, "Booking" AS bb WHERE p."userId" = ${cleanerId} AND bb."id" = ${bookingId}) AS cp
    WHERE b."id" = ${bookingId} AND r."cleanerId" = ${cleanerId} AND ${meetsInstantRulesSql(now, bookingId)}`;
  return rows.length > 0;
}
