/**
 * The admins' membership tools (docs/decisions/0019; spec section 7 "Memberships" and "Admin"):
 * lists of memberships, ending one now, granting one without payment, and analytics. GraphQL
 * (memberships.admin.graphql.ts, which /api runs) validates the input and lets only admins call
 * these (authScopes). Money in cents; instants UTC.
 */
import { db, type Prisma } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from '../../lib/audit.js';
import type { adminCancelInput, grantInput, membershipListInput, TierCode } from './memberships.inputs.js';
import { addMonths, expireEnded, scheduleRenewal, withTier, type MembershipWithTier } from './memberships.billing.js';

/** One page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  /** All matches over every page. */
  total: number;
}

/** A membership with its tier and its member's name and email (the admins' lists). */
export type MembershipWithUser = MembershipWithTier & { user: { id: string; firstName: string; lastName: string; email: string } };

/**
 * Admin: every membership (GET /api/memberships/all), newest first; or with `liveOnly` the active
 * ones (GET /api/admin/users-with-membership). Filters status, tier, search (name or email).
 * @param input filters and paging, parsed by `membershipListInput`
 */
export async function listMemberships(input: Parsed<typeof membershipListInput>, liveOnly = false): Promise<Page<MembershipWithUser>> {
  const where: Prisma.MembershipWhereInput = {
    ...(liveOnly ? { status: 'active', currentPeriodEnd: { gt: new Date() } } : input.status ? { status: input.status } : {}),
    ...(input.tier ? { tierCode: input.tier } : {}),
    ...(input.search
      ? {
          user: {
            OR: [
              { email: { contains: input.search, mode: 'insensitive' } },
              { firstName: { contains: input.search, mode: 'insensitive' } },
              { lastName: { contains: input.search, mode: 'insensitive' } },
            ],
          },
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.membership.findMany({
      where,
      include: { tier: true, user: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    db.membership.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * Admin: ends a membership now (member rates stop at once; nothing is refunded), with a reason
 * recorded with who ended it.
 * @param input the membership's id and the reason, parsed by `adminCancelInput`
 * @throws NotFoundError, ConflictError (already over)
 */
export async function adminCancel(ctx: Context, input: Parsed<typeof adminCancelInput>): Promise<MembershipWithTier> {
  const admin = actor(ctx);
  const { membershipId } = input;
  const now = new Date();
  const result = await db.$transaction(async (tx) => {
    const before = await tx.membership.findUnique({ where: { id: membershipId } });
    const changed = await tx.membership.updateMany({
      where: { id: membershipId, status: { in: ['active', 'pending'] } },
      data: { status: 'cancelled', cancelledAt: now, endedAt: now, cancelledById: admin.id, cancelReason: input.reason, cancelAtPeriodEnd: true },
    });
    if (changed.count && before) {
      await recordAudit(tx, { actorId: admin.id, action: 'membership.cancel', entityType: 'membership', entityId: membershipId, before: { status: before.status, userId: before.userId }, after: { status: 'cancelled' }, reason: input.reason });
    }
    return changed;
  });
  const m = await db.membership.findUnique({ where: { id: membershipId }, include: withTier });
  if (!m) throw new NotFoundError('We could not find that membership.');
  if (!result.count) throw new ConflictError('This membership has already ended.');
  await notify([
    {
      userId: m.userId,
      type: 'membership_cancelled',
      title: 'Membership ended',
      message: `Your ${m.tier.name} membership was ended by our team: ${input.reason}`,
      data: { membershipId: m.id },
      actions: [],
    },
  ]);
  return m;
}

/**
 * Admin: grants a customer a tier for `months` months without payment, recorded with who and
 * why. It does not renew (it expires at the end).
 * @param input the customer's id, tier, months and reason, parsed by `grantInput`
 * @throws NotFoundError (no such customer), ConflictError (already a member)
 */
export async function grant(ctx: Context, input: Parsed<typeof grantInput>): Promise<MembershipWithTier> {
  const admin = actor(ctx);
  const { userId } = input;
  const customer = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
  if (!customer || customer.role !== 'customer') throw new NotFoundError('We could not find that customer.');
  const now = new Date();
  await expireEnded(userId, now);
  try {
    const m = await db.$transaction(async (tx) => {
      const created = await tx.membership.create({
        data: {
          userId,
          tierCode: input.tier,
          status: 'active',
          planMonths: input.months,
          startedAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, input.months),
          source: 'grant',
          grantedById: admin.id,
          grantReason: input.reason,
        },
        include: withTier,
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'membership.grant',
        entityType: 'membership',
        entityId: created.id,
        after: { userId, tier: input.tier, months: input.months, currentPeriodEnd: created.currentPeriodEnd.toISOString() },
        reason: input.reason,
      });
      return created;
    });
    await scheduleRenewal(m);
    await notify([
      {
        userId,
        type: 'membership_started',
        title: `You have ${m.tier.name}`,
        message: `Our team gave you ${input.months} month${input.months === 1 ? '' : 's'} of ${m.tier.name}. Member rates apply to your next bookings.`,
        data: { membershipId: m.id },
        actions: [{ type: 'view', label: 'View membership', data: { membershipId: m.id } }],
      },
    ]);
    return m;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('This customer already has a membership.');
    throw error;
  }
}

/** Admin membership analytics (cents; months are UTC calendar months, YYYY-MM). */
export interface MembershipAnalytics {
  membersByTier: { tier: TierCode; name: string; active: number }[];
  activeMembers: number;
  revenueByMonth: { month: string; revenueCents: number; payments: number }[];
  churnByMonth: { month: string; activeAtStart: number; started: number; ended: number; churnPercent: number }[];
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The last `n` UTC months, oldest first, as [start, end) pairs. */
function lastMonths(n: number, now: Date): { key: string; start: Date; end: Date }[] {
  const out = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 1));
    out.push({ key: monthKey(start), start, end });
  }
  return out;
}

/**
 * GET /api/admin/membership-analytics: active members per tier, membership revenue per month
 * (succeeded payments, last 12 months) and churn per month (last 6 months: memberships that ended
 * in the month / active at its start, in percent with one decimal).
 */
export async function adminAnalytics(now = new Date()): Promise<MembershipAnalytics> {
  const months12 = lastMonths(12, now);
  const [tiers, active, payments, spans] = await Promise.all([
    db.membershipTier.findMany({ orderBy: { sortOrder: 'asc' } }),
    db.membership.groupBy({ by: ['tierCode'], where: { status: 'active', currentPeriodEnd: { gt: now } }, _count: { _all: true } }),
    db.membershipPayment.findMany({ where: { status: 'succeeded', createdAt: { gte: months12[0]!.start } }, select: { amountCents: true, createdAt: true } }),
    db.membership.findMany({ where: { status: { not: 'pending' } }, select: { startedAt: true, endedAt: true, status: true, currentPeriodEnd: true } }),
  ]);
  const counts = new Map(active.map((a) => [a.tierCode, a._count._all]));
  const revenue = new Map<string, { revenueCents: number; payments: number }>();
  for (const p of payments) {
    const entry = revenue.get(monthKey(p.createdAt)) ?? { revenueCents: 0, payments: 0 };
    entry.revenueCents += p.amountCents;
    entry.payments += 1;
    revenue.set(monthKey(p.createdAt), entry);
  }
  const endOf = (s: (typeof spans)[number]) => s.endedAt ?? (s.status === 'active' ? null : s.currentPeriodEnd);
  const churnByMonth = lastMonths(6, now).map(({ key, start, end }) => {
    const activeAtStart = spans.filter((s) => s.startedAt < start && (endOf(s) === null || endOf(s)! >= start)).length;
    const started = spans.filter((s) => s.startedAt >= start && s.startedAt < end).length;
    const ended = spans.filter((s) => {
      const e = endOf(s);
      return e !== null && e >= start && e < end && e <= now;
    }).length;
    return { month: key, activeAtStart, started, ended, churnPercent: activeAtStart ? Math.round((ended / activeAtStart) * 1000) / 10 : 0 };
  });
  const membersByTier = tiers.map((t) => ({ tier: t.code, name: t.name, active: counts.get(t.code) ?? 0 }));
  return {
    membersByTier,
    activeMembers: membersByTier.reduce((s, t) => s + t.active, 0),
    revenueByMonth: months12.map(({ key }) => ({ month: key, ...(revenue.get(key) ?? { revenueCents: 0, payments: 0 }) })),
    churnByMonth,
  };
}
