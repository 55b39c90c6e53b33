/**
 * The admins' payment tools (docs/decisions/0018 and
 * "Payouts"): refunding a payment, setting a booking's paymentStatus by hand, the list of every
 * money row, editing the cancellation policy, releasing a payout now, and the earnings reads
 * (/admin/cleaners/earnings). GraphQL (payments.admin.graphql.ts) calls these functions; /api
 * reaches them through it (payments.api.ts). Every field calling them is admin-only (authScopes);
 * these functions read the admin with `actor` and check no role. Inputs arrive parsed
 * (payments.admin.inputs.ts). Amounts in cents; instants UTC.
 */
import { db, type Prisma } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import { dollars } from '../../lib/money.js';
import type { Parsed } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { Booking, CancellationPolicy, Payment, Payout, PayoutStatus } from '../../generated/prisma/client.js';
import { recordAudit } from '../../lib/audit.js';
import { earningsOf, payoutPage, type CleanerEarnings, type PayoutPage } from './earnings.service.js';
import type {
  adminPaymentsInput,
  cleanerListInput,
  cleanerTransactionsInput,
  earningsRangeInput,
  paymentStatusInput,
  policyUpdateInput,
  refundInput,
} from './payments.admin.inputs.js';
import { keptOf, payoutShareCents, releasePayout } from './payouts.service.js';
import { refundableCents, refundableOf, refundBooking } from './refunds.service.js';

// --- refunds and reconciliation ----------------------------------------------------------------

/**
 * Changes one band of the cancellation policy. New cancellations use it at once; refunds already
 * made stay as they were. `minHoursBeforeStart` absent keeps the bound; null makes it the band
 * "after the start".
 * @throws NotFoundError, ConflictError (two bands with the same bound)
 */
export async function updateCancellationPolicy(ctx: Context, id: number, input: Parsed<typeof policyUpdateInput>): Promise<CancellationPolicy> {
  const admin = actor(ctx);
  const row = await db.cancellationPolicy.findUnique({ where: { id } });
  if (!row) throw new NotFoundError('There is no such cancellation policy band.');
  try {
    return await db.cancellationPolicy.update({
      where: { id },
      data: {
        refundPercent: input.refundPercent,
        description: input.description,
        ...(input.minHoursBeforeStart !== undefined ? { minHoursBeforeStart: input.minHoursBeforeStart } : {}),
        updatedById: admin.id,
      },
    });
  } catch (error) {
    if ((error as { code?: string })?.code === 'P2002') throw new ConflictError('Another band already starts at that many hours.');
    throw error;
  }
}

/**
 * Seconds within which the same refund asked again (same payment, amount and reason) answers the
 * refund already made instead of making another: a double click whose second request starts after
 * the first one has finished. Requests that overlap share the gateway key below; a partner that
 * retries later sends an `Idempotency-Key` (docs/decisions/0031, 0037).
 */
export const REFUND_REPEAT_WINDOW_SECONDS = 10;

/**
 * Refund of one payment (POST /api/payments/refund/{paymentId}, /api/admin/payments/refund/{paymentId},
 * GraphQL refundPayment): `amount` cents (> 0) up to what is left of that payment, with a reason.
 * Key `payment:<id>:refund:<n>` with n = 1 + that payment's refunds, so two requests at once refund
 * once; the same refund asked again within {@link REFUND_REPEAT_WINDOW_SECONDS} answers the one made.
 * A paused payout of the booking is then released with the smaller share (canceled when nothing
 * is kept); a held one keeps waiting with the share recomputed.
 * @returns the refund row
 * @throws NotFoundError (no such payment), ConflictError (more than what is left, or a payment that did not succeed)
 */
export async function refundPayment(ctx: Context, paymentId: string, { amount, reason }: Parsed<typeof refundInput>): Promise<Payment> {
  const admin = actor(ctx);
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.kind !== 'payment') throw new NotFoundError('We could not find that payment.');
  if (payment.status !== 'succeeded') throw new ConflictError('Only a succeeded payment can be refunded.');
  const repeated = await db.payment.findFirst({
    where: { refundOfId: payment.id, kind: 'refund', amountCents: amount, reason, createdAt: { gte: new Date(Date.now() - REFUND_REPEAT_WINDOW_SECONDS * 1000) } },
    orderBy: { createdAt: 'desc' },
  });
  if (repeated) return repeated;
  const rest = await refundableOf(db, payment);
  if (amount > rest) throw new ConflictError(`The refund is more than what is left to refund (${dollars(rest)}).`);
  const attempt = 1 + (await db.payment.count({ where: { refundOfId: payment.id, kind: 'refund' } }));
  const booking = await db.booking.findUniqueOrThrow({ where: { id: payment.bookingId } });
  const [refund] = await refundBooking(booking, {
    amountCents: amount,
    reason,
    actorId: admin.id,
    keyFor: () => `payment:${payment.id}:refund:${attempt}`,
    onlyPaymentId: payment.id,
  });
  if (!refund) throw new ConflictError('Nothing is left to refund on this payment.');
  await recordAudit(db, {
    actorId: admin.id,
    action: 'payment.refund',
    entityType: 'payment',
    entityId: payment.id,
    before: { refundableCents: rest },
    after: { refundId: refund.id, amountCents: refund.amountCents, refundableCents: rest - refund.amountCents },
    reason,
  });
  // A refund settles a problem report: the paused payout goes out with the smaller share (or is
  // canceled when nothing is kept); a held one keeps waiting for its hold with the new share.
  await settlePayoutAfterRefund(booking.id, admin.id);
  return refund;
}

/**
 * After a refund: a paused payout is released with the share of what is kept now (canceled when
 * nothing is kept); a held or waiting one keeps its state with the share recomputed.
 */
async function settlePayoutAfterRefund(bookingId: string, adminId: string): Promise<void> {
  const payout = await db.payout.findUnique({ where: { bookingId } });
  if (!payout || payout.status === 'paid' || payout.status === 'canceled') return;
  if (payout.status === 'paused') {
    await releasePayout(bookingId, { force: true, actorId: adminId });
    return;
  }
  const { paidCents, refundedCents } = await keptOf(bookingId);
  await db.payout.update({ where: { id: payout.id }, data: { amountCents: payoutShareCents(paidCents, refundedCents) } });
}

/**
 * Reconciliation: sets a booking's paymentStatus by hand (PUT /api/bookings/{id}/payment-status),
 * recorded as a BookingEvent `payment_status_changed` with who and why. No money moves.
 * @throws NotFoundError
 */
export async function setPaymentStatus(ctx: Context, bookingId: string, { paymentStatus, reason }: Parsed<typeof paymentStatusInput>): Promise<Booking> {
  const admin = actor(ctx);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw new NotFoundError('We could not find that booking.');
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.booking.update({ where: { id: bookingId }, data: { paymentStatus } });
    await tx.bookingEvent.create({
      data: { bookingId, actorId: admin.id, kind: 'payment_status_changed', fromValue: booking.paymentStatus, toValue: paymentStatus, reason },
    });
    await recordAudit(tx, { actorId: admin.id, action: 'booking.payment_status', entityType: 'booking', entityId: bookingId, before: { paymentStatus: booking.paymentStatus }, after: { paymentStatus }, reason });
    return row;
  });
  pubsub.publish('booking:updated', bookingId, { bookingId });
  return updated;
}

/** One page of payments for admins, newest first, with what each can still refund. */
export interface AdminPaymentPage {
  items: (Payment & { refundableCents: number; customer: { firstName: string; lastName: string; email: string } })[];
  total: number;
  page: number;
  limit: number;
}

/**
 * Every payment row (GET /api/admin/payments, GraphQL adminPayments): filters status, kind,
 * `from`/`to` (UTC instants, on createdAt, `to` exclusive); paged (page from 1, limit 1..100),
 * total = all matches.
 */
export async function adminPayments(input: Parsed<typeof adminPaymentsInput>): Promise<AdminPaymentPage> {
  const where: Prisma.PaymentWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.from || input.to ? { createdAt: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lt: input.to } : {}) } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      include: { customer: { select: { firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    db.payment.count({ where }),
  ]);
  const items = await Promise.all(rows.map(async (row) => ({ ...row, refundableCents: await refundableCents(row) })));
  return { items, total, page: input.page, limit: input.limit };
}

// --- payouts -----------------------------------------------------------------------------------

/**
 * Releases a booking's payout now (POST /api/payments/transfer/{bookingId}), whether held, paused
 * or waiting. When the cleaner still has no ready account the payout stays waiting.
 * @throws NotFoundError (no payout), ConflictError (already paid or canceled)
 */
export async function adminReleasePayout(ctx: Context, bookingId: string): Promise<Payout> {
  const admin = actor(ctx);
  const payout = await db.payout.findUnique({ where: { bookingId } });
  if (!payout) throw new NotFoundError('This booking has no payout.');
  if (payout.status === 'paid') throw new ConflictError('This payout was already paid.');
  if (payout.status === 'canceled') throw new ConflictError('This payout was canceled: nothing is left to pay.');
  const released = await releasePayout(bookingId, { force: true, actorId: admin.id });
  return released ?? payout;
}

// --- earnings ----------------------------------------------------------------------------------

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
 * Platform totals (GET /api/admin/analytics/earnings, GraphQL adminEarningsAnalytics): money rows
 * created in [from, to) (UTC; open ends allowed), payouts pending now.
 */
export async function earningsAnalytics({ from, to }: Parsed<typeof earningsRangeInput>): Promise<EarningsAnalytics> {
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
 */
export async function cleanersEarnings(input: Parsed<typeof cleanerListInput>): Promise<{ items: CleanerEarningsRow[]; total: number; page: number; limit: number }> {
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

/**
 * The cleaner an earnings read is about.
 * @throws NotFoundError when the id is not a cleaner's
 */
async function findCleaner(cleanerId: string) {
  const user = await db.user.findUnique({ where: { id: cleanerId }, select: { id: true, role: true, firstName: true, lastName: true, email: true } });
  if (!user || user.role !== 'cleaner') throw new NotFoundError('We could not find that cleaner.');
  return user;
}

/**
 * One cleaner's earnings (GET /api/admin/cleaners/{id}/earnings, GraphQL adminCleanerEarnings).
 * @throws NotFoundError (not a cleaner)
 */
export async function cleanerEarningsDetail(cleanerId: string): Promise<CleanerEarnings & { firstName: string; lastName: string; email: string }> {
  const user = await findCleaner(cleanerId);
  return { ...(await earningsOf(cleanerId)), firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/**
 * One cleaner's payouts, newest first (GET /api/admin/cleaners/{id}/transactions, GraphQL
 * adminCleanerTransactions); paged.
 * @throws NotFoundError (not a cleaner)
 */
export async function cleanerTransactions(cleanerId: string, { page, limit }: Parsed<typeof cleanerTransactionsInput>): Promise<PayoutPage> {
  await findCleaner(cleanerId);
  return payoutPage({ cleanerId }, page, limit);
}
