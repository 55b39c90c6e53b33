/**
 * /api routes of the admin dashboard and analytics (spec section 7 "Admin"; issue 10) over
 * analytics.service, the functions GraphQL calls. Cents; instants ISO 8601 UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pageOf, pagedQuery } from '../../rest/schemas.js';
import * as analytics from './analytics.service.js';
import { INTERVALS, MAX_BUCKETS } from './analytics.inputs.js';

const int = z.int();
const dashboardSchema = z
  .object({
    bookingsToday: int, bookingsThisWeek: int, bookingsCreatedToday: int, bookingsCreatedThisWeek: int,
    revenueTodayCents: int, revenueThisWeekCents: int, newUsersToday: int, newUsersThisWeek: int,
    pendingFreelancers: int, openJobs: int, newContactMessages: int, openTickets: int,
  })
  .meta({ id: 'AdminDashboard' });

const moneyShape = { grossCents: int, refundsCents: int, netCents: int, platformFeeCents: int, cleanerPayoutsCents: int, payments: int };
const locationRow = z
  .object({ key: z.string(), city: z.string(), bookings: int, completed: int, open: int, revenueCents: int, cleaners: int })
  .meta({ id: 'LocationRow' });

const rangeShape = {
  from: z.string().optional().meta({ description: 'Start, inclusive (date or ISO instant, UTC). Default: 30 days before `to`.' }),
  to: z.string().optional().meta({ description: 'End, exclusive (date or ISO instant, UTC). Default: now.' }),
};
/** A place table as one page of its rows (most bookings first) with the count of all. */
const placePage = z.object({ items: z.array(locationRow), page: z.int(), limit: z.int(), total: z.int().meta({ description: 'All rows of the table.' }) });

export const analyticsRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/dashboard',
    tag: 'Admin',
    summary: 'Dashboard figures',
    description: "Admin: today's and this week's bookings (by start and by creation), revenue (payments less refunds, cents), new users, pending freelancers, open jobs, unread contact messages and open support tickets. UTC day; week from Monday.",
    auth: 'admin',
    response: z.object({ dashboard: dashboardSchema }),
    errors: [],
    handler: async (req) => ({ dashboard: await analytics.dashboard(req.ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/analytics/revenue',
    tag: 'Admin',
    summary: 'Revenue over time',
    description:
      'Admin: per `interval` (day, week from Monday, month; UTC) over [from, to): gross payments, refunds, net, the platform fee (net x PLATFORM_FEE_PERCENT / 100) and transfers to cleaners, in cents; every period present. At most 400 periods.',
    auth: 'admin',
    input: {
      query: pagedQuery({ defaultLimit: MAX_BUCKETS, maxLimit: MAX_BUCKETS }).extend({
        ...rangeShape,
        interval: z.enum(INTERVALS).optional().meta({ description: 'day (default), week or month.' }),
      }),
    },
    response: z.object({
      from: isoInstant,
      to: isoInstant,
      interval: z.enum(INTERVALS),
      points: z.array(z.object({ periodStart: isoInstant, ...moneyShape })).meta({ description: 'The periods of this page, oldest first (every period of the range fits one page by default).' }),
      page: z.int(),
      limit: z.int(),
      total: z.int().meta({ description: 'Number of periods in the range.' }),
      totals: z.object(moneyShape).meta({ description: 'Over the whole range.' }),
    }),
    errors: [],
    handler: async (req) => {
      const { page, limit, ...range } = req.query;
      const s = await analytics.revenue(req.ctx, range);
      const p = pageOf(s.points, { page, limit });
      return {
        from: s.from.toISOString(),
        to: s.to.toISOString(),
        interval: s.interval,
        points: p.items.map((x) => ({ ...x, periodStart: x.periodStart.toISOString() })),
        page: p.page,
        limit: p.limit,
        total: p.total,
        totals: s.totals,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/location-analytics',
    tag: 'Admin',
    summary: 'Bookings and cleaners by place',
    description: 'Admin: over [from, to) by booking start (UTC): bookings, completed, open, revenue (cents) and cleaners per city and per zip code, and the zip codes with bookings but no cleaner serving them; each table paged by the same `page` and `limit` (most bookings first).',
    auth: 'admin',
    input: { query: pagedQuery({ defaultLimit: 50, maxLimit: 500 }).extend(rangeShape) },
    response: z.object({ from: isoInstant, to: isoInstant, byCity: placePage, byZipCode: placePage, unservedZipCodes: placePage }),
    errors: [],
    handler: async (req) => {
      const { page, limit, ...range } = req.query;
      const l = await analytics.locationAnalytics(req.ctx, range);
      return {
        from: l.from.toISOString(),
        to: l.to.toISOString(),
        byCity: pageOf(l.byCity, { page, limit }),
        byZipCode: pageOf(l.byZipCode, { page, limit }),
        unservedZipCodes: pageOf(l.unservedZipCodes, { page, limit }),
      };
    },
  }),
];
