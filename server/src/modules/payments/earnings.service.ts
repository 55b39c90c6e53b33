/**
 * Earnings reads for cleaners and admins (issue 7 "Payouts": /cleaner/earnings,
 * /admin/cleaners/earnings, GET /api/admin/analytics/earnings, /api/admin/cleaners/earnings,
 * /api/admin/cleaners/{id}/earnings and /transactions). Reads only: payouts are written by
 * payouts.service.ts. Amounts in cents; weeks start on Monday 00:00 UTC.
 */
import { db, type Prisma } from '../../db.js';
import { env } from '../../env.js';
import { AuthenticationError, AuthorizationError, NotFoundError } from '../../errors.js';
import { parseInput } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Payout, PayoutStatus } from '../../generated/prisma/client.js';
import { cleanerListInput, earningsInput, pageInput, payoutListInput } from './earnings.inputs.js';
import { requireAdmin } from '../../lib/guards.js';

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

function requireCleaner(ctx: Context): string {
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  if (ctx.user.role !== 'cleaner') throw new AuthorizationError();
  return ctx.user.id;
}

/**
 * The signed-in cleaner's earnings (GraphQL myEarnings, GET /api/payments/earnings).
 * @throws AuthenticationError, AuthorizationError (not a cleaner), ValidationError (weeks 1..52)
 */
export async function myEarnings(ctx: Context, raw: unknown): Promise<CleanerEarnings> {
  const cleanerId = requireCleaner(ctx);
  const { weeks } = parseInput(earningsInput, raw ?? {});
  return earningsOf(cleanerId, weeks);
}

/** A page of payouts with their booking, newest first. */
export interface PayoutPage {
  items: Payout[];
  total: number;
  page: number;
  limit: number;
}

async function payoutPage(where: Prisma.PayoutWhereInput, page: number, limit: number): Promise<PayoutPage> {
  const [items, total] = await Promise.all([
    db.payout.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * limit, take: limit }),
    db.payout.count({ where }),
  ]);
  return { items, total, page, limit };
}

/**
 * The signed-in cleaner's payouts, the jobs behind each figure (GraphQL myPayouts): optional
 * `status` filter; page from 1, limit 1..100, total = all matches.
 * @throws AuthenticationError, AuthorizationError (not a cleaner), ValidationError
 */
export async function myPayouts(ctx: Context, raw: unknown): Promise<PayoutPage> {
  const cleanerId = requireCleaner(ctx);
  const input = parseInput(payoutListInput, raw ?? {});
  return payoutPage({ cleanerId, ...(input.status ? { status: input.status } : {}) }, input.page, input.limit);
}

/** Platform money over a range (admin analytics), in cents. */
export interface EarningsAnalytics {
  from: Date | null;
  to: Date | null;
  /** Succeeded customer payments. */
  grossPaidCents: number;
  /** Succeeded refunds. */
  refundedCents: number;
  /** Gross less refunds. */
  netCents: number;
  /** Payouts transferred to cleaners. */
  payoutsPaidCents: number;
  /** Payouts held, paused or waiting for an account. */
  payoutsPendingCents: number;
  /** What the platform keeps of net: net less paid and pending payouts. */
  platformCents: number;
}

/**
 * Platform totals for admins (GET /api/admin/analytics/earnings, GraphQL adminEarningsAnalytics):
 * money rows created in [from, to) (UTC; open ends allowed), payouts pending now.
 * @throws AuthorizationError (not an admin), ValidationError
 */
export async function earningsAnalytics(ctx: Context, raw: unknown): Promise<EarningsAnalytics> {
  requireAdmin(ctx);
  const { from, to } = parseInput(earningsInput, raw ?? {});
  const createdAt = from || to ? { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } : undefined;
  const [byKind, pending] = await Promise.all([
    db.payment.groupBy({ by: ['kind'], where: { status: 'succeeded', ...(createdAt ? { createdAt } : {}) }, _sum: { amountCents: true } }),
    db.payout.aggregate({ where: { status: { in: ['held', 'paused', 'waiting_for_account'] } }, _sum: { amountCents: true } }),
  ]);
  const of = (kind: string) => byKind.find((g) => g.kind === kind)?._sum.amountCents ?? 0;
  const gross = of('payment');
  const refunded = of('refund');
  const paidOut = of('payout');
  const pendingCents = pending._sum.amountCents ?? 0;
  return {
    from: from ?? null,
    to: to ?? null,
    grossPaidCents: gross,
    refundedCents: refunded,
    netCents: gross - refunded,
    payoutsPaidCents: paidOut,
    payoutsPendingCents: pendingCents,
    platformCents: gross - refunded - paidOut - pendingCents,
  };
}

/** One cleaner's line in the admin earnings list. */
export interface CleanerEarningsRow {
  cleanerId: string;
  firstName: string;
  lastName: string;
  email: string;
  paidOutCents: number;
  pendingCents: number;
  jobs: number;
  hasPayoutAccount: boolean;
}

/**
 * Every cleaner with their payout sums (GET /api/admin/cleaners/earnings, GraphQL
 * adminCleanersEarnings): `search` over name and email; sorted by paidOut (default), pending, jobs or
 * name; paged, total = all matching cleaners.
 * @throws AuthorizationError (not an admin), ValidationError
 */
export async function cleanersEarnings(ctx: Context, raw: unknown): Promise<{ items: CleanerEarningsRow[]; total: number; page: number; limit: number }> {
  requireAdmin(ctx);
  const input = parseInput(cleanerListInput, raw ?? {});
  const where: Prisma.UserWhereInput = {
    role: 'cleaner',
    ...(input.search
      ? {
          OR: [
            { firstName: { contains: input.search, mode: 'insensitive' } },
            { lastName: { contains: input.search, mode: 'insensitive' } },
            { email: { contains: input.search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const cleaners = await db.user.findMany({
    where,
    select: { id: true, firstName: true, lastName: true, email: true, connectedAccount: { select: { payoutsEnabled: true } } },
  });
  const ids = cleaners.map((c) => c.id);
  const sums = ids.length
    ? await db.payout.groupBy({ by: ['cleanerId', 'status'], where: { cleanerId: { in: ids } }, _sum: { amountCents: true }, _count: { _all: true } })
    : [];
  const rows: CleanerEarningsRow[] = cleaners.map((c) => {
    const mine = sums.filter((s) => s.cleanerId === c.id);
    const total = (statuses: PayoutStatus[]) => mine.filter((s) => statuses.includes(s.status)).reduce((n, s) => n + (s._sum.amountCents ?? 0), 0);
    return {
      cleanerId: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      paidOutCents: total(['paid']),
      pendingCents: total(['held', 'paused', 'waiting_for_account']),
      jobs: mine.filter((s) => s.status !== 'canceled').reduce((n, s) => n + s._count._all, 0),
      hasPayoutAccount: c.connectedAccount?.payoutsEnabled ?? false,
    };
  });
  const name = (r: CleanerEarningsRow) => `${r.lastName} ${r.firstName}`.toLowerCase();
  const order: Record<typeof input.sort, (a: CleanerEarningsRow, b: CleanerEarningsRow) => number> = {
    paidOut: (a, b) => b.paidOutCents - a.paidOutCents || name(a).localeCompare(name(b)),
    pending: (a, b) => b.pendingCents - a.pendingCents || name(a).localeCompare(name(b)),
    jobs: (a, b) => b.jobs - a.jobs || name(a).localeCompare(name(b)),
    name: (a, b) => name(a).localeCompare(name(b)),
  };
  rows.sort(order[input.sort]);
  const start = (input.page - 1) * input.limit;
  return { items: rows.slice(start, start + input.limit), total: rows.length, page: input.page, limit: input.limit };
}

async function requireCleanerUser(cleanerId: string) {
  const user = await db.user.findUnique({ where: { id: cleanerId }, select: { id: true, role: true, firstName: true, lastName: true, email: true } });
  if (!user || user.role !== 'cleaner') throw new NotFoundError('We could not find that cleaner.');
  return user;
}

/**
 * One cleaner's earnings for admins (GET /api/admin/cleaners/{id}/earnings, GraphQL adminCleanerEarnings).
 * @throws AuthorizationError (not an admin), NotFoundError (not a cleaner)
 */
export async function cleanerEarningsDetail(ctx: Context, cleanerId: string): Promise<CleanerEarnings & { firstName: string; lastName: string; email: string }> {
  requireAdmin(ctx);
  const user = await requireCleanerUser(cleanerId);
  return { ...(await earningsOf(cleanerId)), firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/**
 * One cleaner's payouts for admins, newest first (GET /api/admin/cleaners/{id}/transactions,
 * GraphQL adminCleanerTransactions); paged.
 * @throws AuthorizationError (not an admin), NotFoundError (not a cleaner), ValidationError
 */
export async function cleanerTransactions(ctx: Context, cleanerId: string, raw: unknown): Promise<PayoutPage> {
  requireAdmin(ctx);
  await requireCleanerUser(cleanerId);
  const { page, limit } = parseInput(pageInput, raw ?? {});
  return payoutPage({ cleanerId }, page, limit);
}
