/**
 * /api routes of earnings (issue 7 "Payouts"): the cleaner's own figures and the admin reads, over
 * earnings.service, the same functions as GraphQL. Amounts in cents; instants ISO UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedResponse, uuidParam } from '../../rest/schemas.js';
import * as earnings from './earnings.service.js';
import { payoutSchema, toPayoutJson } from './payouts.rest.js';

const cents = (description: string) => z.int().min(0).meta({ description: `${description} In cents.` });

const earningsSchema = z
  .object({
    paidOutCents: cents('Transferred to the cleaner.'),
    onHoldCents: cents('Within the hold after completion.'),
    pausedCents: cents("Paused by a customer's problem report."),
    waitingForAccountCents: cents('Due, waiting for a payout account.'),
    jobs: z.int().min(0),
    feePercent: z.int().min(0).max(100),
    weekly: z.array(z.object({ weekStart: isoInstant.meta({ description: 'Monday 00:00 UTC.' }), paidOutCents: cents('Paid out that week.'), jobs: z.int().min(0) })),
  })
  .meta({ id: 'CleanerEarnings' });

const toEarningsJson = (e: earnings.CleanerEarnings) => ({
  paidOutCents: e.paidOutCents,
  onHoldCents: e.onHoldCents,
  pausedCents: e.pausedCents,
  waitingForAccountCents: e.waitingForAccountCents,
  jobs: e.jobs,
  feePercent: e.feePercent,
  weekly: e.weekly.map((w) => ({ weekStart: w.weekStart.toISOString(), paidOutCents: w.paidOutCents, jobs: w.jobs })),
});

const rangeQuery = z.object({
  from: z.string().optional().meta({ description: 'ISO 8601 date or instant (UTC): from.' }),
  to: z.string().optional().meta({ description: 'ISO 8601 date or instant (UTC): to (exclusive).' }),
});

const pageQuery = z.object({
  page: z.string().optional().meta({ description: 'Page from 1 (default 1).' }),
  limit: z.string().optional().meta({ description: 'Items per page 1..100.' }),
});

const idParams = z.object({ id: uuidParam });

export const earningsRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/payments/earnings',
    tag: 'Payments',
    summary: "The cleaner's earnings",
    description: "The signed-in cleaner's payouts summed per state (paid out, on hold, paused, waiting for an account) and the last `weeks` weeks (1..52, default 12) of what was paid out, Monday 00:00 UTC weeks. Cents.",
    auth: 'cleaner',
    input: { query: z.object({ weeks: z.string().optional().meta({ description: 'Weeks in the series, 1..52 (default 12).' }) }) },
    response: z.object({ earnings: earningsSchema }),
    errors: [],
    handler: async (req) => ({ earnings: toEarningsJson(await earnings.myEarnings(req.ctx, req.query)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/analytics/earnings',
    tag: 'Admin',
    summary: 'Platform earnings',
    description:
      "Admin: over [from, to) (UTC, both optional): succeeded payments (`grossPaidCents`), refunds, net, payouts paid to cleaners, payouts pending now (held, paused, waiting for an account) and what the platform keeps (`platformCents`). Cents.",
    auth: 'admin',
    input: { query: rangeQuery },
    response: z.object({
      analytics: z.object({
        from: isoInstant.nullable(),
        to: isoInstant.nullable(),
        grossPaidCents: z.int(),
        refundedCents: z.int(),
        netCents: z.int(),
        payoutsPaidCents: z.int(),
        payoutsPendingCents: z.int(),
        platformCents: z.int(),
      }),
    }),
    errors: [],
    handler: async (req) => {
      const a = await earnings.earningsAnalytics(req.ctx, req.query);
      return { analytics: { ...a, from: a.from?.toISOString() ?? null, to: a.to?.toISOString() ?? null } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/cleaners/earnings',
    tag: 'Admin',
    summary: "Cleaners' earnings",
    description:
      'Admin: every cleaner with paid-out and pending payouts (cents), jobs and whether they have a payout account. `search` over name and email; `sort` paidOut (default), pending, jobs or name; paged (`page`, `limit` 1..100, default 20), `total` = all matching cleaners.',
    auth: 'admin',
    input: {
      query: pageQuery.extend({
        search: z.string().optional().meta({ description: 'Text in first name, last name or email.' }),
        sort: z.enum(['paidOut', 'pending', 'jobs', 'name']).optional(),
      }),
    },
    response: pagedResponse(
      'cleaners',
      z.object({
        cleanerId: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        paidOutCents: z.int(),
        pendingCents: z.int(),
        jobs: z.int(),
        hasPayoutAccount: z.boolean(),
      }),
    ),
    errors: [],
    handler: async (req) => {
      const page = await earnings.cleanersEarnings(req.ctx, req.query);
      return { cleaners: page.items, total: page.total, page: page.page, limit: page.limit };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/cleaners/:id/earnings',
    tag: 'Admin',
    summary: "One cleaner's earnings",
    description: "Admin: one cleaner's payouts summed per state and the weekly series (same shape as GET /api/payments/earnings), with the cleaner's name. 404 when the id is not a cleaner.",
    auth: 'admin',
    input: { params: idParams },
    response: z.object({ cleaner: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }), earnings: earningsSchema }),
    errors: [404],
    handler: async (req) => {
      const e = await earnings.cleanerEarningsDetail(req.ctx, req.params.id);
      return { cleaner: { id: e.cleanerId, firstName: e.firstName, lastName: e.lastName, email: e.email }, earnings: toEarningsJson(e) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/cleaners/:id/transactions',
    tag: 'Admin',
    summary: "One cleaner's payouts",
    description: "Admin: one cleaner's payouts (held, paused, waiting, paid, canceled), newest first; paged (`page`, `limit` 1..100, default 10), `total` = all. 404 when the id is not a cleaner.",
    auth: 'admin',
    input: { params: idParams, query: pageQuery },
    response: pagedResponse('transactions', payoutSchema),
    errors: [404],
    handler: async (req) => {
      const page = await earnings.cleanerTransactions(req.ctx, req.params.id, req.query);
      return { transactions: page.items.map(toPayoutJson), total: page.total, page: page.page, limit: page.limit };
    },
  }),
];
