/**
 * The cleaner's earnings reads (docs/decisions/0018: /cleaner/earnings, GET /api/payments/earnings)
 * and the sums the admins' reads share (payments.admin.service.ts: /admin/cleaners/earnings,
 * GET /api/admin/analytics/earnings, /api/admin/cleaners/earnings, /api/admin/cleaners/{id}/earnings
 * and /transactions). Reads only: payouts are written by payouts.service.ts. Amounts in cents;
 * weeks start on Monday 00:00 UTC.
 */
import { db, type Prisma } from '../../db.js';
import { env } from '../../env.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Payout, PayoutStatus } from '../../generated/prisma/client.js';
import type { earningsInput, payoutListInput } from './earnings.inputs.js';

/** One week of paid-out payouts. */
export interface EarningsWeek {
  /** Monday 00:00 UTC of the week. */
  weekStart: Date;
  paidOutCents: number;
  /** Payouts paid that week. */
  jobs: number;
}

/** A cleaner's earnings: sums of their payouts per state, in cents, and the weekly series. */
export interface CleanerEarnings {
  cleanerId: string;
  paidOutCents: number;
  /** Held (within the hold after completion). */
  onHoldCents: number;
  /** Paused by a customer's problem report. */
  pausedCents: number;
  /** Due, waiting for the cleaner's payout account. */
  waitingForAccountCents: number;
  /** Jobs with a payout (any state but canceled). */
  jobs: number;
  /** The last `weeks` weeks, oldest first, zero-filled. */
  weekly: EarningsWeek[];
  /** The platform's fee in percent (PLATFORM_FEE_PERCENT). */
  feePercent: number;
}

/** Monday 00:00 UTC of the week of `date`. */
export function weekStartUtc(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - offset);
  return d;
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The earnings of one cleaner (no access check: callers check). Sums per payout state with one
 * grouped query; the weekly series from paid payouts of the last `weeks` weeks.
 */
export async function earningsOf(cleanerId: string, weeks = 12, now = new Date()): Promise<CleanerEarnings> {
  const firstWeek = new Date(weekStartUtc(now).getTime() - (weeks - 1) * WEEK_MS);
  const [byStatus, paidRecent] = await Promise.all([
    db.payout.groupBy({ by: ['status'], where: { cleanerId }, _sum: { amountCents: true }, _count: { _all: true } }),
    db.payout.findMany({ where: { cleanerId, status: 'paid', paidAt: { gte: firstWeek } }, select: { paidAt: true, amountCents: true } }),
  ]);
  const sum = (status: PayoutStatus) => byStatus.find((g) => g.status === status)?._sum.amountCents ?? 0;
  const weekly: EarningsWeek[] = Array.from({ length: weeks }, (_, i) => ({ weekStart: new Date(firstWeek.getTime() + i * WEEK_MS), paidOutCents: 0, jobs: 0 }));
  for (const p of paidRecent) {
    const index = Math.floor((weekStartUtc(p.paidAt!).getTime() - firstWeek.getTime()) / WEEK_MS);
    const week = weekly[index];
    if (week) {
      week.paidOutCents += p.amountCents;
      week.jobs += 1;
    }
  }
  return {
    cleanerId,
    paidOutCents: sum('paid'),
    onHoldCents: sum('held'),
    pausedCents: sum('paused'),
    waitingForAccountCents: sum('waiting_for_account'),
    jobs: byStatus.filter((g) => g.status !== 'canceled').reduce((n, g) => n + g._count._all, 0),
    weekly,
    feePercent: env.PLATFORM_FEE_PERCENT,
  };
}

/**
 * The signed-in cleaner's earnings (GraphQL myEarnings, GET /api/payments/earnings). The caller is
 * a cleaner (the field's authScopes).
 * @param input `weeks` 1..52, parsed at the GraphQL boundary (earnings.graphql.ts)
 */
export async function myEarnings(ctx: Context, { weeks }: Parsed<typeof earningsInput>): Promise<CleanerEarnings> {
  return earningsOf(actor(ctx).id, weeks);
}

/** A page of payouts with their booking, newest first. */
export interface PayoutPage {
  items: Payout[];
  total: number;
  page: number;
  limit: number;
}

/** One page of the payouts matching `where`, newest first; total = all matches. */
export async function payoutPage(where: Prisma.PayoutWhereInput, page: number, limit: number): Promise<PayoutPage> {
  const [items, total] = await Promise.all([
    db.payout.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * limit, take: limit }),
    db.payout.count({ where }),
  ]);
  return { items, total, page, limit };
}

/**
 * The signed-in cleaner's payouts, the jobs behind each figure (GraphQL myPayouts): optional
 * `status` filter; page from 1, limit 1..100, total = all matches. The caller is a cleaner (the
 * field's authScopes).
 * @param input parsed at the GraphQL boundary (earnings.graphql.ts)
 */
export async function myPayouts(ctx: Context, input: Parsed<typeof payoutListInput>): Promise<PayoutPage> {
  return payoutPage({ cleanerId: actor(ctx).id, ...(input.status ? { status: input.status } : {}) }, input.page, input.limit);
}
