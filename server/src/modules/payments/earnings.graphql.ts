/**
 * Earnings reads for cleaners and admins (issue 7 "Payouts": /cleaner/earnings,
 * /admin/cleaners/earnings). The /api rows of payments.api.ts run these fields. Money in cents;
 * weeks start Monday 00:00 UTC.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import * as earnings from './earnings.service.js';
import { PayoutRef } from './payouts.graphql.js';

const EarningsWeekRef = builder.objectRef<earnings.EarningsWeek>('EarningsWeek').implement({
  description: 'One week of payouts paid to a cleaner.',
  fields: (t) => ({
    weekStart: t.expose('weekStart', { type: 'DateTime', description: 'Monday 00:00 UTC.' }),
    paidOutCents: t.expose('paidOutCents', { type: 'NonNegativeInt', description: 'Paid out that week, in cents.' }),
    jobs: t.exposeInt('jobs', { description: 'Payouts paid that week.' }),
  }),
});

const CleanerEarningsRef = builder.objectRef<earnings.CleanerEarnings>('CleanerEarnings').implement({
  description: "A cleaner's payouts summed per state (cents) and a weekly series of what was paid out.",
  fields: (t) => ({
    paidOutCents: t.expose('paidOutCents', { type: 'NonNegativeInt', description: 'Transferred to the cleaner.' }),
    onHoldCents: t.expose('onHoldCents', { type: 'NonNegativeInt', description: 'Within the hold after completion (PAYOUT_HOLD_HOURS).' }),
    pausedCents: t.expose('pausedCents', { type: 'NonNegativeInt', description: "Paused by a customer's problem report." }),
    waitingForAccountCents: t.expose('waitingForAccountCents', { type: 'NonNegativeInt', description: 'Due, waiting for a payout account.' }),
    jobs: t.exposeInt('jobs', { description: 'Jobs with a payout (any state but canceled).' }),
    feePercent: t.exposeInt('feePercent', { description: "The platform's share of each payment, in percent (PLATFORM_FEE_PERCENT)." }),
    weekly: t.field({ type: [EarningsWeekRef], description: 'Oldest first, zero-filled.', resolve: (e) => e.weekly }),
  }),
});

const PayoutPageRef = builder.objectRef<earnings.PayoutPage>('PayoutPage').implement({
  description: 'One page of payouts (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.prismaField({
      type: [PayoutRef],
      resolve: (query, p) => db.payout.findMany({ ...query, where: { id: { in: p.items.map((i) => i.id) } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    }),
    total: t.expose('total', { type: 'NonNegativeInt', description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const EarningsAnalyticsRef = builder.objectRef<earnings.EarningsAnalytics>('EarningsAnalytics').implement({
  description: "The platform's money over a range, in cents: payments in, refunds out, payouts to cleaners and what the platform keeps.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', nullable: true, description: 'UTC start of the range (inclusive); null when open.' }),
    to: t.expose('to', { type: 'DateTime', nullable: true, description: 'UTC end of the range (exclusive); null when open.' }),
    grossPaidCents: t.expose('grossPaidCents', { type: 'NonNegativeInt' }),
    refundedCents: t.expose('refundedCents', { type: 'NonNegativeInt' }),
    netCents: t.exposeInt('netCents', { description: 'Gross less refunds.' }),
    payoutsPaidCents: t.expose('payoutsPaidCents', { type: 'NonNegativeInt' }),
    payoutsPendingCents: t.expose('payoutsPendingCents', { type: 'NonNegativeInt', description: 'Held, paused or waiting for an account (now).' }),
    platformCents: t.exposeInt('platformCents', { description: 'Net less paid and pending payouts.' }),
  }),
});

const CleanerEarningsRowRef = builder.objectRef<earnings.CleanerEarningsRow>('CleanerEarningsRow').implement({
  description: "One cleaner's payout sums (admin list), in cents.",
  fields: (t) => ({
    cleanerId: t.exposeID('cleanerId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    paidOutCents: t.expose('paidOutCents', { type: 'NonNegativeInt' }),
    pendingCents: t.expose('pendingCents', { type: 'NonNegativeInt', description: 'Held, paused or waiting for an account.' }),
    jobs: t.exposeInt('jobs'),
    hasPayoutAccount: t.exposeBoolean('hasPayoutAccount', { description: 'A connected account that can receive payouts.' }),
  }),
});

const CleanerEarningsPageRef = builder
  .objectRef<Awaited<ReturnType<typeof earnings.cleanersEarnings>>>('CleanerEarningsPage')
  .implement({
    description: 'One page of cleaners with their payout sums.',
    fields: (t) => ({
      items: t.field({ type: [CleanerEarningsRowRef], resolve: (p) => p.items }),
      total: t.expose('total', { type: 'NonNegativeInt', description: 'All matching cleaners.' }),
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
    }),
  });

const EarningsCleanerRef = builder.objectRef<{ id: string; firstName: string; lastName: string; email: string }>('EarningsCleaner').implement({
  description: 'The cleaner an admin earnings read is about: id, name and email.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The cleaner's user id (uuid)." }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'The full address.' }),
  }),
});

const CleanerEarningsDetailRef = builder
  .objectRef<Awaited<ReturnType<typeof earnings.cleanerEarningsDetail>>>('CleanerEarningsDetail')
  .implement({
    description: "One cleaner's earnings for admins: who, and their payouts summed per state with the weekly series (cents).",
    fields: (t) => ({
      cleaner: t.field({
        type: EarningsCleanerRef,
        resolve: (e) => ({ id: e.cleanerId, firstName: e.firstName, lastName: e.lastName, email: e.email }),
      }),
      earnings: t.field({ type: CleanerEarningsRef, description: 'The same figures as myEarnings, over the last 12 weeks.', resolve: (e) => e }),
    }),
  });

// Paging and `weeks` arguments given as null (an /api query without them) mean their defaults.
builder.queryFields((t) => ({
  myEarnings: t.field({
    type: CleanerEarningsRef,
    authScopes: { cleaner: true },
    description:
      "Cleaner: the signed-in cleaner's payouts summed per state (paid out, on hold, paused, waiting for an account; cents) and the last `weeks` weeks (1..52, default 12) of what was paid out, Monday 00:00 UTC weeks, oldest first. Errors: AUTHORIZATION_ERROR (not a cleaner), VALIDATION_ERROR (weeks). Issue 7 \"Payouts\".",
    args: { weeks: t.arg.int({ defaultValue: 12 }) },
    resolve: (_root, args, ctx) => earnings.myEarnings(ctx, { weeks: args.weeks ?? undefined }),
  }),
  myPayouts: t.field({
    type: PayoutPageRef,
    authScopes: { cleaner: true },
    description: "The signed-in cleaner's payouts with their bookings, newest first; optional status (held, paused, waiting_for_account, paid, canceled); page from 1, limit 1..100.",
    args: { status: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, ctx) => earnings.myPayouts(ctx, { status: args.status, page: args.page ?? undefined, limit: args.limit ?? undefined }),
  }),
  adminEarningsAnalytics: t.field({
    type: EarningsAnalyticsRef,
    authScopes: { admin: true },
    description:
      'Admin: over [from, to) (UTC, both optional): succeeded payments (`grossPaidCents`), refunds, net, payouts paid to cleaners, payouts pending now (held, paused, waiting for an account) and what the platform keeps (`platformCents`). Cents. `fromIso`/`toIso` take an ISO 8601 date or instant as text. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR (from, to). Issue 7 "Payouts".',
    args: {
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      fromIso: t.arg.string({ description: 'From (inclusive): an ISO 8601 date (UTC midnight) or instant, as text. Used when `from` is not given.' }),
      toIso: t.arg.string({ description: 'To (exclusive): an ISO 8601 date (UTC midnight) or instant, as text. Used when `to` is not given.' }),
    },
    resolve: (_root, args, ctx) =>
      earnings.earningsAnalytics(ctx, { from: args.from?.toISOString() ?? args.fromIso ?? null, to: args.to?.toISOString() ?? args.toIso ?? null }),
  }),
  adminCleanersEarnings: t.field({
    type: CleanerEarningsPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every cleaner with paid-out and pending payouts (cents), jobs and whether they have a payout account. `search` over name and email; `sort` paidOut (default), pending, jobs or name; paged (`page` from 1, `limit` 1..100, default 20), `total` = all matching cleaners. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR. Issue 7 "Payouts".',
    args: { search: t.arg.string(), sort: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => earnings.cleanersEarnings(ctx, { search: args.search, sort: args.sort, page: args.page ?? undefined, limit: args.limit ?? undefined }),
  }),
  adminCleanerTransactions: t.field({
    type: PayoutPageRef,
    authScopes: { admin: true },
    description:
      "Admin: one cleaner's payouts (held, paused, waiting, paid, canceled) with their bookings, newest first; paged (`page` from 1, `limit` 1..100, default 10), `total` = all. Amounts in cents. Errors: NOT_FOUND_ERROR for an id that is not a cleaner, AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR. Issue 7 \"Payouts\".",
    args: { cleanerId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, ctx) => earnings.cleanerTransactions(ctx, String(args.cleanerId), { page: args.page ?? undefined, limit: args.limit ?? undefined }),
  }),
  adminCleanerEarnings: t.field({
    type: CleanerEarningsDetailRef,
    authScopes: { admin: true },
    description:
      "Admin: one cleaner's payouts summed per state (cents) and the weekly series of the last 12 weeks (same figures as myEarnings), with the cleaner's name and email. Errors: NOT_FOUND_ERROR for an id that is not a cleaner, AUTHORIZATION_ERROR (not an admin). Issue 7 \"Payouts\".",
    args: { cleanerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => earnings.cleanerEarningsDetail(ctx, String(args.cleanerId)),
  }),
}));
