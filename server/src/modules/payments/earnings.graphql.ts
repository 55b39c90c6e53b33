/**
 * The cleaner's earnings reads (docs/decisions/0018: /cleaner/earnings) and the types the admins'
 * reads share (payments.admin.graphql.ts: /admin/cleaners/earnings). The /api rows of
 * payments.api.ts run these fields. Money in cents; weeks start Monday 00:00 UTC.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { fieldArgs } from '../../lib/validate.js';
import { earningsInput, payoutListInput } from './earnings.inputs.js';
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

export const CleanerEarningsRef = builder.objectRef<earnings.CleanerEarnings>('CleanerEarnings').implement({
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

export const PayoutPageRef = builder.objectRef<earnings.PayoutPage>('PayoutPage').implement({
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

// Paging and `weeks` arguments given as null (an /api query without them) mean their defaults.
builder.queryFields((t) => ({
  myEarnings: t.field({
    type: CleanerEarningsRef,
    authScopes: { cleaner: true },
    description:
      "Cleaner: the signed-in cleaner's payouts summed per state (paid out, on hold, paused, waiting for an account; cents) and the last `weeks` weeks (1..52, default 12) of what was paid out, Monday 00:00 UTC weeks, oldest first. Errors: AUTHORIZATION_ERROR (not a cleaner), VALIDATION_ERROR (weeks). docs/decisions/0018.",
    args: t.validate({ weeks: t.arg.int({ defaultValue: 12 }) }, fieldArgs(earningsInput)),
    resolve: (_root, args, ctx) => earnings.myEarnings(ctx, args),
  }),
  myPayouts: t.field({
    type: PayoutPageRef,
    authScopes: { cleaner: true },
    description: "The signed-in cleaner's payouts with their bookings, newest first; optional status (held, paused, waiting_for_account, paid, canceled); page from 1, limit 1..100.",
    args: t.validate({ status: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) }, fieldArgs(payoutListInput)),
    resolve: (_root, args, ctx) => earnings.myPayouts(ctx, args),
  }),
}));
