/**
 * GraphQL of the admin dashboard and analytics (issue 10): the same figures and arguments as
 * /api (analytics.rest.ts), for the web console and analysts in GraphiQL. Cents; UTC periods.
 */
import { builder } from '../../builder.js';
import * as analytics from './analytics.service.js';
import { INTERVALS } from './analytics.inputs.js';

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
    cleaners: t.exposeInt('cleaners', { description: 'Approved, active cleaners in the city / serving the zip code.' }),
  }),
});

const LocationAnalyticsRef = builder.objectRef<analytics.LocationAnalytics>('LocationAnalytics').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    byCity: t.field({ type: [LocationRowRef], resolve: (l) => l.byCity }),
    byZipCode: t.field({ type: [LocationRowRef], resolve: (l) => l.byZipCode }),
    unservedZipCodes: t.field({ type: [LocationRowRef], description: 'Zip codes with bookings and no cleaner serving them.', resolve: (l) => l.unservedZipCodes }),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: DashboardRef,
    authScopes: { admin: true },
    description: "Admin: today's and this week's bookings, revenue, new users, pending freelancers (GET /api/admin/dashboard).",
    resolve: (_root, _args, ctx) => analytics.dashboard(ctx),
  }),
  adminRevenueAnalytics: t.field({
    type: RevenueSeriesRef,
    authScopes: { admin: true },
    description:
      'Admin: gross, refunds, platform fee and cleaner payouts per day, week or month over [from, to) (UTC; default the last 30 days) (GET /api/admin/analytics/revenue). At most 400 periods.',
    args: { from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }), interval: t.arg({ type: IntervalEnum }) },
    resolve: (_root, args, ctx) => analytics.revenue(ctx, { from: args.from ?? undefined, to: args.to ?? undefined, interval: args.interval ?? undefined }),
  }),
  adminLocationAnalytics: t.field({
    type: LocationAnalyticsRef,
    authScopes: { admin: true },
    description: 'Admin: bookings, revenue and cleaners per city and zip code over [from, to) by start (UTC; default the last 30 days), and zip codes with no cleaner (GET /api/admin/location-analytics).',
    args: { from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => analytics.locationAnalytics(ctx, { from: args.from ?? undefined, to: args.to ?? undefined }),
  }),
}));
