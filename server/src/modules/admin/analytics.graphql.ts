/**
 * GraphQL of the admin dashboard and analytics (docs/decisions/0020): the same figures and arguments as
 * /api (analytics.api.ts), for the web console and analysts in GraphiQL. Cents; UTC periods.
 */
import { builder } from '../../builder.js';
import { pagedQuery, pageOf } from '../../lib/paging.js';
import { fieldArgs } from '../../lib/validate.js';
import * as analytics from './analytics.service.js';
import { INTERVALS, MAX_BUCKETS, rangeInput, revenueInput } from './analytics.inputs.js';

const DashboardRef = builder.objectRef<analytics.Dashboard>('AdminDashboard').implement({
  description: "Today's and this week's figures (UTC day; week from Monday). Cents.",
  fields: (t) => ({
    bookingsToday: t.exposeInt('bookingsToday', { description: 'Starting today, not cancelled or rejected.' }),
    bookingsThisWeek: t.exposeInt('bookingsThisWeek'),
    bookingsCreatedToday: t.exposeInt('bookingsCreatedToday', { description: 'Made today.' }),
    bookingsCreatedThisWeek: t.exposeInt('bookingsCreatedThisWeek'),
    revenueTodayCents: t.exposeInt('revenueTodayCents', { description: 'Payments less refunds that went through today.' }),
    revenueThisWeekCents: t.exposeInt('revenueThisWeekCents'),
    newUsersToday: t.exposeInt('newUsersToday'),
    newUsersThisWeek: t.exposeInt('newUsersThisWeek'),
    pendingFreelancers: t.exposeInt('pendingFreelancers'),
    openJobs: t.exposeInt('openJobs', { description: 'Upcoming bookings with no cleaner yet.' }),
    newContactMessages: t.exposeInt('newContactMessages'),
    openTickets: t.exposeInt('openTickets', { description: 'Support tickets not resolved or closed.' }),
  }),
});

const IntervalEnum = builder.enumType('AnalyticsInterval', { values: INTERVALS, description: 'UTC day, week (from Monday) or calendar month.' });

const RevenuePointRef = builder.objectRef<analytics.RevenuePoint>('RevenuePoint').implement({
  description: 'One period of revenue. Cents.',
  fields: (t) => ({
    periodStart: t.expose('periodStart', { type: 'DateTime', description: 'UTC start of the period.' }),
    grossCents: t.exposeInt('grossCents'),
    refundsCents: t.exposeInt('refundsCents'),
    netCents: t.exposeInt('netCents', { description: 'gross - refunds.' }),
    platformFeeCents: t.exposeInt('platformFeeCents', { description: 'round(net x PLATFORM_FEE_PERCENT / 100).' }),
    cleanerPayoutsCents: t.exposeInt('cleanerPayoutsCents', { description: 'Transfers to cleaners made in the period.' }),
    payments: t.exposeInt('payments'),
  }),
});

const RevenueTotalsRef = builder.objectRef<analytics.RevenueSeries['totals']>('RevenueTotals').implement({
  fields: (t) => ({
    grossCents: t.exposeInt('grossCents'),
    refundsCents: t.exposeInt('refundsCents'),
    netCents: t.exposeInt('netCents'),
    platformFeeCents: t.exposeInt('platformFeeCents'),
    cleanerPayoutsCents: t.exposeInt('cleanerPayoutsCents'),
    payments: t.exposeInt('payments'),
  }),
});

const RevenueSeriesRef = builder.objectRef<analytics.RevenueSeries>('RevenueSeries').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    interval: t.field({ type: IntervalEnum, resolve: (s) => s.interval }),
    points: t.field({ type: [RevenuePointRef], description: 'Every period of [from, to), oldest first.', resolve: (s) => s.points }),
    totals: t.field({ type: RevenueTotalsRef, resolve: (s) => s.totals }),
  }),
});

const LocationRowRef = builder.objectRef<analytics.LocationRow>('LocationRow').implement({
  description: 'Bookings, revenue (cents) and cleaners of one city or zip code.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Lower-case city, or the zip code.' }),
    city: t.exposeString('city'),
    bookings: t.exposeInt('bookings'),
    completed: t.exposeInt('completed'),
    open: t.exposeInt('open', { description: 'Open jobs with no cleaner.' }),
    revenueCents: t.exposeInt('revenueCents'),
    cleaners: t.exposeInt('cleaners', { description: 'Approved, active cleaners living in the city / covering the zip code (its centroid within their service radius of their home zip code, or in their zip prefixes).' }),
  }),
});

const LocationAnalyticsRef = builder.objectRef<analytics.LocationAnalytics>('LocationAnalytics').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    byCity: t.field({ type: [LocationRowRef], resolve: (l) => l.byCity }),
    byZipCode: t.field({ type: [LocationRowRef], resolve: (l) => l.byZipCode }),
    unservedZipCodes: t.field({ type: [LocationRowRef], description: 'Demand without supply: zip codes with bookings that no approved, active cleaner covers by distance (their service radius) or zip prefix.', resolve: (l) => l.unservedZipCodes }),
  }),
});

/** One page of rows, with the count of all. */
interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** Page `page` of `all`, `limit` per page; `total` counts all of them. */
const RevenuePageRef = builder.objectRef<Omit<analytics.RevenueSeries, 'points'> & { points: Page<analytics.RevenuePoint> }>('RevenuePage').implement({
  description: 'Revenue per period over [from, to), one page of the periods (oldest first) with the totals of the whole range. Cents; UTC.',
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', description: 'Start of the range, inclusive (UTC).' }),
    to: t.expose('to', { type: 'DateTime', description: 'End of the range, exclusive (UTC).' }),
    interval: t.field({ type: IntervalEnum, resolve: (s) => s.interval }),
    points: t.field({
      type: [RevenuePointRef],
      description: 'The periods of this page, oldest first (every period of the range fits one page by default).',
      resolve: (s) => s.points.items,
    }),
    page: t.int({ description: 'This page, from 1.', resolve: (s) => s.points.page }),
    limit: t.int({ description: 'Periods per page asked for.', resolve: (s) => s.points.limit }),
    total: t.int({ description: 'Number of periods in the range.', resolve: (s) => s.points.total }),
    totals: t.field({ type: RevenueTotalsRef, description: 'Over the whole range.', resolve: (s) => s.totals }),
  }),
});

const LocationRowPageRef = builder.objectRef<Page<analytics.LocationRow>>('LocationRowPage').implement({
  description: 'One page of a place table (most bookings first) with the count of all its rows.',
  fields: (t) => ({
    items: t.field({ type: [LocationRowRef], resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: 'This page, from 1.' }),
    limit: t.exposeInt('limit', { description: 'Rows per page asked for.' }),
    total: t.exposeInt('total', { description: 'All rows of the table.' }),
  }),
});

const LocationAnalyticsPageRef = builder
  .objectRef<{ from: Date; to: Date; byCity: Page<analytics.LocationRow>; byZipCode: Page<analytics.LocationRow>; unservedZipCodes: Page<analytics.LocationRow> }>(
    'LocationAnalyticsPage',
  )
  .implement({
    description: 'Bookings, revenue (cents) and cleaners per city and zip code over [from, to), each table paged by the same page and limit.',
    fields: (t) => ({
      from: t.expose('from', { type: 'DateTime', description: 'Start of the range, inclusive (UTC).' }),
      to: t.expose('to', { type: 'DateTime', description: 'End of the range, exclusive (UTC).' }),
      byCity: t.field({ type: LocationRowPageRef, resolve: (l) => l.byCity }),
      byZipCode: t.field({ type: LocationRowPageRef, resolve: (l) => l.byZipCode }),
      unservedZipCodes: t.field({ type: LocationRowPageRef, description: 'Demand without supply: zip codes with bookings that no approved, active cleaner covers by distance (their service radius) or zip prefix.', resolve: (l) => l.unservedZipCodes }),
    }),
  });

/** Periods of a revenue page: limit 1..400, default 400 (every period of the longest range). */
const revenuePaging = pagedQuery({ defaultLimit: MAX_BUCKETS, maxLimit: MAX_BUCKETS });

/** Rows of each place table: limit 1..500, default 50. */
const locationPaging = pagedQuery({ defaultLimit: 50, maxLimit: 500 });

/**
 * The range and paging arguments of the paged analytics (the /api query), made anew for each field:
 * `t.validate` attaches its schema to the argument refs it is given.
 */
const rangeArgs = () =>
  builder.args((t) => ({
    from: t.string({ description: 'Start, inclusive: a date (2026-05-01) or an ISO 8601 instant, UTC. Default: 30 days before `to`.' }),
    to: t.string({ description: 'End, exclusive: a date or an ISO 8601 instant, UTC. Default: now.' }),
    page: t.int({ description: 'Page, from 1.' }),
    limit: t.int(),
  }));

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: DashboardRef,
    authScopes: { admin: true },
    description: "Admin: today's and this week's bookings, revenue, new users, pending freelancers (GET /api/admin/dashboard).",
    resolve: () => analytics.dashboard(),
  }),
  adminRevenueAnalytics: t.field({
    type: RevenueSeriesRef,
    authScopes: { admin: true },
    description:
      'Admin: gross, refunds, platform fee and cleaner payouts per day, week or month over [from, to) (UTC; default the last 30 days) (GET /api/admin/analytics/revenue). At most 400 periods.',
    args: t.validate({ from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }), interval: t.arg({ type: IntervalEnum }) }, fieldArgs(revenueInput)),
    resolve: (_root, args) => analytics.revenue(args),
  }),
  adminLocationAnalytics: t.field({
    type: LocationAnalyticsRef,
    authScopes: { admin: true },
    description: 'Admin: bookings, revenue and cleaners per city and zip code over [from, to) by start (UTC; default the last 30 days), and zip codes with no cleaner (GET /api/admin/location-analytics).',
    args: t.validate({ from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) }, fieldArgs(rangeInput)),
    resolve: (_root, args) => analytics.locationAnalytics(args),
  }),
  adminRevenuePage: t.field({
    type: RevenuePageRef,
    authScopes: { admin: true },
    description:
      'Admin (GET /api/admin/analytics/revenue; spec section 7 "Admin"): per `interval` (day, default; week from Monday; month; UTC) over [from, to): gross payments, refunds, net, the platform fee (net x PLATFORM_FEE_PERCENT / 100) and transfers to cleaners, in cents, every period present, one page of the periods (`limit` 1..400, default 400) with the totals of the whole range. `from` and `to` are dates or ISO 8601 instants (default: the last 30 days). At most 400 periods. Errors: VALIDATION_ERROR (from: not a date, not before `to`, a range over 5 years; interval: too many periods; page, limit), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR.',
    // Paging first: its issues come before those of the range.
    args: t.validate(
      { ...rangeArgs(), interval: t.arg({ type: IntervalEnum, description: 'day (default), week (from Monday) or month.' }) },
      fieldArgs(revenuePaging.and(revenueInput)),
    ),
    resolve: async (_root, { page, limit, ...range }) => {
      const series = await analytics.revenue(range);
      return { ...series, points: pageOf(series.points, page, limit) };
    },
  }),
  adminLocationAnalyticsPage: t.field({
    type: LocationAnalyticsPageRef,
    authScopes: { admin: true },
    description:
      'Admin (GET /api/admin/location-analytics; spec section 7 "Admin"): over [from, to) by booking start (UTC; dates or ISO 8601 instants, default the last 30 days): bookings, completed, open, revenue (cents) and cleaners per city and per zip code, and the zip codes with bookings that no approved, active cleaner covers by distance or zip prefix (demand without supply; docs/decisions/0027); each table paged by the same `page` and `limit` (1..500, default 50), most bookings first. Errors: VALIDATION_ERROR (from, to, page, limit), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR.',
    args: t.validate(rangeArgs(), fieldArgs(locationPaging.and(rangeInput))),
    resolve: async (_root, { page, limit, ...range }) => {
      const l = await analytics.locationAnalytics(range);
      return {
        from: l.from,
        to: l.to,
        byCity: pageOf(l.byCity, page, limit),
        byZipCode: pageOf(l.byZipCode, page, limit),
        unservedZipCodes: pageOf(l.unservedZipCodes, page, limit),
      };
    },
  }),
}));
