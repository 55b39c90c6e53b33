/**
 * The admin dashboard and analytics (docs/decisions/0020): headline counts, revenue
 * over time, and bookings, revenue and cleaners per city and zip code. All days, weeks (from
 * Monday) and months are UTC calendar periods; money is integer cents.
 *
 * Revenue per period is taken from the money rows (Payment) created in it: gross = payments that
 * went through, refunds = refunds that went through, cleaner payouts = transfers made, and the
 * platform fee = round((gross - refunds) x PLATFORM_FEE_PERCENT / 100), the platform's share of the
 * net as it accrues (a payout is sent later, after the hold, so it may fall in a later period).
 */
import { db } from '../../db.js';
import { CLOSED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';
import { env } from '../../env.js';
import type { Parsed } from '../../lib/validate.js';
import type { rangeInput, revenueInput, Interval } from './analytics.inputs.js';

const DAY_MS = 86_400_000;

/** UTC midnight of `at`'s day. */
const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
/** UTC Monday 00:00 of `at`'s week. */
const startOfUtcWeek = (at: Date) => new Date(startOfUtcDay(at).getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS);

/** GET /api/admin/dashboard. */
export interface Dashboard {
  /** Bookings whose start falls today / this week (UTC), not cancelled or rejected. */
  bookingsToday: number;
  bookingsThisWeek: number;
  /** Bookings made (created) today / this week. */
  bookingsCreatedToday: number;
  bookingsCreatedThisWeek: number;
  /** Payments less refunds that went through today / this week, cents. */
  revenueTodayCents: number;
  revenueThisWeekCents: number;
  newUsersToday: number;
  newUsersThisWeek: number;
  pendingFreelancers: number;
  /** Open jobs with no cleaner yet (pending), from now on. */
  openJobs: number;
  /** Contact messages not read yet. */
  newContactMessages: number;
  /** Support tickets not resolved or closed. */
  openTickets: number;
}

/**
 * Admin: today's and this week's figures (UTC day; week from Monday).
 */
export async function dashboard(now = new Date()): Promise<Dashboard> {
  const day = startOfUtcDay(now);
  const week = startOfUtcWeek(now);
  const nextDay = new Date(day.getTime() + DAY_MS);
  const nextWeek = new Date(week.getTime() + 7 * DAY_MS);
  const live = { notIn: [...CLOSED_BOOKING_STATUSES] };
  const money = (from: Date) => db.payment.groupBy({ by: ['kind'], where: { status: 'succeeded', kind: { in: ['payment', 'refund'] }, createdAt: { gte: from } }, _sum: { amountCents: true } });
  const net = (rows: Awaited<ReturnType<typeof money>>) =>
    (rows.find((r) => r.kind === 'payment')?._sum.amountCents ?? 0) - (rows.find((r) => r.kind === 'refund')?._sum.amountCents ?? 0);
  const [bookingsToday, bookingsThisWeek, bookingsCreatedToday, bookingsCreatedThisWeek, moneyToday, moneyWeek, newUsersToday, newUsersThisWeek, pendingFreelancers, openJobs, newContactMessages, openTickets] =
    await Promise.all([
      db.booking.count({ where: { status: live, scheduledAt: { gte: day, lt: nextDay } } }),
      db.booking.count({ where: { status: live, scheduledAt: { gte: week, lt: nextWeek } } }),
      db.booking.count({ where: { createdAt: { gte: day } } }),
      db.booking.count({ where: { createdAt: { gte: week } } }),
      money(day),
      money(week),
      db.user.count({ where: { createdAt: { gte: day } } }),
      db.user.count({ where: { createdAt: { gte: week } } }),
      db.user.count({ where: { role: 'cleaner', cleanerProfile: { backgroundCheckStatus: 'pending' } } }),
      db.booking.count({ where: { status: 'pending', cleanerId: null, scheduledAt: { gt: now } } }),
      db.contactMessage.count({ where: { status: 'new' } }),
      db.ticket.count({ where: { status: { notIn: ['resolved', 'closed'] } } }),
    ]);
  return {
    bookingsToday,
    bookingsThisWeek,
    bookingsCreatedToday,
    bookingsCreatedThisWeek,
    revenueTodayCents: net(moneyToday),
    revenueThisWeekCents: net(moneyWeek),
    newUsersToday,
    newUsersThisWeek,
    pendingFreelancers,
    openJobs,
    newContactMessages,
    openTickets,
  };
}

/** One period of the revenue series. */
export interface RevenuePoint {
  /** UTC start of the period (day, Monday of the week, first of the month). */
  periodStart: Date;
  grossCents: number;
  refundsCents: number;
  /** gross - refunds. */
  netCents: number;
  platformFeeCents: number;
  /** Transfers to cleaners made in the period. */
  cleanerPayoutsCents: number;
  payments: number;
}

export interface RevenueSeries {
  from: Date;
  to: Date;
  interval: Interval;
  points: RevenuePoint[];
  totals: Omit<RevenuePoint, 'periodStart'>;
}

/**
 * Admin: revenue per day, week or month over [from, to) (GET /api/admin/analytics/revenue), every
 * period present (zeros included), oldest first. The range and the interval are parsed (and
 * bounded: at most 5 years, MAX_BUCKETS periods) at the GraphQL boundary (analytics.graphql.ts).
 */
export async function revenue({ from, to, interval }: Parsed<typeof revenueInput>): Promise<RevenueSeries> {
  const rows = await db.$queryRaw<{ period: Date; kind: string; cents: bigint | number; n: bigint | number }[]>`
    SELECT date_trunc(${interval}, "createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "period", "kind"::text AS "kind",
           coalesce(sum("amountCents"), 0) AS "cents", count(*) AS "n"
    FROM "Payment"
    WHERE "status" = 'succeeded' AND "createdAt" >= ${from} AND "createdAt" < ${to}
    GROUP BY 1, 2`;
  const points = new Map<number, RevenuePoint>();
  for (let at = periodStart(from, interval); at < to; at = nextPeriod(at, interval)) {
    points.set(at.getTime(), { periodStart: at, grossCents: 0, refundsCents: 0, netCents: 0, platformFeeCents: 0, cleanerPayoutsCents: 0, payments: 0 });
  }
  for (const r of rows) {
    const p = points.get(new Date(r.period).getTime());
    if (!p) continue;
    const cents = Number(r.cents);
    if (r.kind === 'payment') {
      p.grossCents += cents;
      p.payments += Number(r.n);
    } else if (r.kind === 'refund') p.refundsCents += cents;
    else if (r.kind === 'payout') p.cleanerPayoutsCents += cents;
  }
  const list = [...points.values()];
  for (const p of list) {
    p.netCents = p.grossCents - p.refundsCents;
    p.platformFeeCents = Math.round((p.netCents * env.PLATFORM_FEE_PERCENT) / 100);
  }
  const sum = (k: keyof Omit<RevenuePoint, 'periodStart'>) => list.reduce((acc, p) => acc + p[k], 0);
  return {
    from,
    to,
    interval,
    points: list,
    totals: {
      grossCents: sum('grossCents'),
      refundsCents: sum('refundsCents'),
      netCents: sum('netCents'),
      platformFeeCents: sum('platformFeeCents'),
      cleanerPayoutsCents: sum('cleanerPayoutsCents'),
      payments: sum('payments'),
    },
  };
}

function periodStart(at: Date, interval: Interval): Date {
  if (interval === 'day') return startOfUtcDay(at);
  if (interval === 'week') return startOfUtcWeek(at);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function nextPeriod(at: Date, interval: Interval): Date {
  if (interval === 'day') return new Date(at.getTime() + DAY_MS);
  if (interval === 'week') return new Date(at.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Bookings, revenue and cleaners of one city or zip code. */
export interface LocationRow {
  /** The city name (as booked, case kept from the first booking) or the zip code. */
  key: string;
  city: string;
  bookings: number;
  completed: number;
  /** Open jobs (pending, no cleaner). */
  open: number;
  /** Sum of the totals of bookings not cancelled or rejected, cents. */
  revenueCents: number;
  /**
   * Approved, active cleaners: living in the city (per city), or covering the zip code (per zip):
   * its centroid within their service radius of their home zip code, or in their zip prefixes
   * (SQL cleaner_covers, the rule the open board uses).
   */
  cleaners: number;
}

export interface LocationAnalytics {
  from: Date;
  to: Date;
  byCity: LocationRow[];
  byZipCode: LocationRow[];
  /**
   * Demand without supply: zip codes with bookings in the range that no approved, active cleaner
   * covers by distance (their radius) or zip prefix, most bookings first.
   */
  unservedZipCodes: LocationRow[];
}

/**
 * Admin: bookings (by start in [from, to), UTC), their revenue and the cleaners per city and per
 * zip code, and where demand has no cleaner (GET /api/admin/location-analytics). Most bookings first.
 * The range is parsed at the GraphQL boundary (analytics.graphql.ts).
 */
export async function locationAnalytics({ from, to }: Parsed<typeof rangeInput>): Promise<LocationAnalytics> {
  type Raw = { key: string; city: string; bookings: bigint | number; completed: bigint | number; open: bigint | number; revenue: bigint | number | null; cleaners: bigint | number };
  const [cities, zips] = await Promise.all([
    db.$queryRaw<Raw[]>`
      WITH g AS (
        SELECT lower(b."city") AS "key", min(b."city") AS "city", count(*) AS "bookings",
               count(*) FILTER (WHERE b."status" = 'completed') AS "completed",
               count(*) FILTER (WHERE b."status" = 'pending' AND b."cleanerId" IS NULL) AS "open",
               sum(b."totalCents") FILTER (WHERE b."status" <> ALL(${[...CLOSED_BOOKING_STATUSES]}::"BookingStatus"[])) AS "revenue"
        FROM "Booking" b
        WHERE b."scheduledAt" >= ${from} AND b."scheduledAt" < ${to}
        GROUP BY lower(b."city")
      )
      SELECT g.*, (SELECT count(*) FROM "CleanerProfile" cp
                   WHERE lower(cp."city") = g."key" AND cp."matchable") AS "cleaners"
      FROM g ORDER BY g."bookings" DESC, g."key" LIMIT 200`,
    db.$queryRaw<Raw[]>`
      WITH g AS (
        SELECT b."zipCode" AS "key", min(b."city") AS "city", count(*) AS "bookings",
               count(*) FILTER (WHERE b."status" = 'completed') AS "completed",
               count(*) FILTER (WHERE b."status" = 'pending' AND b."cleanerId" IS NULL) AS "open",
               sum(b."totalCents") FILTER (WHERE b."status" <> ALL(${[...CLOSED_BOOKING_STATUSES]}::"BookingStatus"[])) AS "revenue",
               min(b."latitude") AS "latitude", min(b."longitude") AS "longitude"
        FROM "Booking" b
        WHERE b."scheduledAt" >= ${from} AND b."scheduledAt" < ${to}
        GROUP BY b."zipCode"
        ORDER BY count(*) DESC, b."zipCode" LIMIT 500
      )
      SELECT g."key", g."city", g."bookings", g."completed", g."open", g."revenue",
             (SELECT count(*) FROM "CleanerProfile" cp
              WHERE cp."matchable"
                AND cleaner_covers(cp."homeLatitude", cp."homeLongitude", cp."serviceRadiusMiles", cp."serviceZipPrefixes", g."key", g."latitude", g."longitude")) AS "cleaners"
      FROM g ORDER BY g."bookings" DESC, g."key"`,
  ]);
  const toRow = (r: Raw): LocationRow => ({
    key: r.key,
    city: r.city,
    bookings: Number(r.bookings),
    completed: Number(r.completed),
    open: Number(r.open),
    revenueCents: Number(r.revenue ?? 0),
    cleaners: Number(r.cleaners),
  });
  const byZipCode = zips.map(toRow);
  return { from, to, byCity: cities.map(toRow), byZipCode, unservedZipCodes: byZipCode.filter((z) => z.cleaners === 0) };
}
