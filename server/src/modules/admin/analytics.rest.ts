/**
 * /api routes of the admin dashboard and analytics (spec section 7 "Admin"; issue 10) over
 * analytics.service, the functions GraphQL calls. Cents; instants ISO 8601 UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant } from '../../rest/schemas.js';
import * as analytics from './analytics.service.js';
import { INTERVALS } from './analytics.inputs.js';

const int = z.int();
const dashboardSchema = z
  .object({
    bookingsToday: int, bookingsThisWeek: int, bookingsCreatedToday: int, bookingsCreatedThisWeek: int,
    revenueTodayCents: int, revenueThisWeekCents: int, newUsersToday: int, newUsersThisWeek: int,
    pendingFreelancers: int, openJobs: int, newContactMessages: int,
  })
  .meta({ id: 'AdminDashboard' });

const moneyShape = { grossCents: int, refundsCents: int, netCents: int, platformFeeCents: int, cleanerPayoutsCents: int, payments: int };
const locationRow = z
  .object({ key: z.string(), city: z.string(), bookings: int, completed: int, open: int, revenueCents: int, cleaners: int })
  .meta({ id: 'LocationRow' });

const rangeQuery = z.object({
  from: z.string().optional().meta({ description: 'Start, inclusive (date or ISO instant, UTC). Default: 30 days before `to`.' }),
  to: z.string().optional().meta({ description: 'End, exclusive (date or ISO instant, UTC). Default: now.' }),
});

export const analyticsRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/dashboard',
    tag: 'Admin',
    summary: 'Dashboard figures',
    description: "Admin: today's and this week's bookings (by start and by creation), revenue (payments less refunds, cents), new users, pending freelancers, open jobs and unread contact messages. UTC day; week from Monday.",
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
    input: { query: rangeQuery.extend({ interval: z.enum(INTERVALS).optional().meta({ description: 'day (default), week or month.' }) }) },
    response: z.object({
      from: isoInstant,
      to: isoInstant,
      interval: z.enum(INTERVALS),
      points: z.array(z.object({ periodStart: isoInstant, ...moneyShape })),
      totals: z.object(moneyShape),
    }),
    errors: [],
    handler: async (req) => {
      const s = await analytics.revenue(req.ctx, req.query);
      return {
        from: s.from.toISOString(),
        to: s.to.toISOString(),
        interval: s.interval,
        points: s.points.map((p) => ({ ...p, periodStart: p.periodStart.toISOString() })),
        totals: s.totals,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/location-analytics',
    tag: 'Admin',
    summary: 'Bookings and cleaners by place',
    description: 'Admin: over [from, to) by booking start (UTC): bookings, completed, open, revenue (cents) and cleaners per city and per zip code, and the zip codes with bookings but no cleaner serving them.',
    auth: 'admin',
    input: { query: rangeQuery },
    response: z.object({ from: isoInstant, to: isoInstant, byCity: z.array(locationRow), byZipCode: z.array(locationRow), unservedZipCodes: z.array(locationRow) }),
    errors: [],
    handler: async (req) => {
      const l = await analytics.locationAnalytics(req.ctx, req.query);
      return { ...l, from: l.from.toISOString(), to: l.to.toISOString() };
    },
  }),
];
