/**
 * Refunds and the cancellation policy (issue 7 "Cancellation policy as data" and "Refunds (admin)").
 * GraphQL (refunds.graphql.ts) calls these functions; /api reaches them through it (payments.api.ts).
 *
 * - The policy is data: `CancellationPolicy` rows (seeded by the migration: 24 h or more before the
 *   start 100 %, less than 24 h 50 %, after the start 0 %). A customer's cancellation refunds what
 *   the band they cancel in allows; a cancellation by a cleaner, an admin or the platform refunds
 *   everything.
 * - Every refund goes through the gateway with an idempotency key derived from what it is for
 *   (`booking:<id>:cancel-refund:<paymentId>`, `payment:<id>:refund:<n>`), so a retry or a double
 *   click refunds once; the Payment row of kind refund is unique by gateway id and key.
 * - A booking's paymentStatus follows its money: paid -> partially_refunded | refunded.
 * Amounts are integer cents; instants UTC.
 */
import { db, type Prisma } from '../../db.js';
import { AuthenticationError, ConflictError, NotFoundError } from '../../errors.js';
import { parseInput } from '../../lib/validate.js';
import { dollars } from '../../lib/money.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { Booking, CancellationPolicy, Payment } from '../../generated/prisma/client.js';
import type { BookingStatus, PaymentStatus, Role } from '../../generated/prisma/enums.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from '../admin/audit.service.js';
import { gateway } from './gateway.js';
import { keptOf, payoutShareCents, releasePayout } from './payouts.service.js';
import { adminPaymentsInput, paymentStatusInput, policyUpdateInput, refundInput } from './refunds.inputs.js';
import { requireAdmin } from '../../lib/guards.js';

type Client = Prisma.TransactionClient | typeof db;

// --- the policy ---------------------------------------------------------------------------------

/** The policy's bands, strictest lower bound first (null, "after the start", last). */
export async function cancellationPolicies(): Promise<CancellationPolicy[]> {
  const rows = await db.cancellationPolicy.findMany();
  return rows.sort((a, b) => (b.minHoursBeforeStart ?? -1) - (a.minHoursBeforeStart ?? -1));
}

/**
 * The band a cancellation at `now` falls in: the band with the greatest `minHoursBeforeStart` not
 * above the hours left before the start (only while the start is ahead), else the null band ("after
 * the start"), else none (0 %).
 */
export function bandFor(policies: CancellationPolicy[], scheduledAt: Date, now: Date): CancellationPolicy | null {
  const hoursBefore = (scheduledAt.getTime() - now.getTime()) / 3_600_000;
  if (hoursBefore > 0) {
    const band = policies
      .filter((p) => p.minHoursBeforeStart !== null && p.minHoursBeforeStart <= hoursBefore)
      .sort((a, b) => b.minHoursBeforeStart! - a.minHoursBeforeStart!)[0];
    if (band) return band;
  }
  return policies.find((p) => p.minHoursBeforeStart === null) ?? null;
}

/** Refund percent (0..100) of a cancellation by `actorRole` (null: the platform) at `now`. */
export function refundPercentFor(policies: CancellationPolicy[], booking: Pick<Booking, 'scheduledAt'>, actorRole: Role | null, now: Date): { percent: number; description: string } {
  if (actorRole !== 'customer') {
    return { percent: 100, description: 'Cancelled by the cleaner or the platform: full refund.' };
  }
  const band = bandFor(policies, booking.scheduledAt, now);
  return band ? { percent: band.refundPercent, description: band.description } : { percent: 0, description: 'No refund applies.' };
}

/**
 * Changes one band of the policy (admin). New cancellations use it at once; refunds already made
 * stay as they were.
 * @throws AuthenticationError, AuthorizationError (not an admin), ValidationError, NotFoundError, ConflictError (two bands with the same bound)
 */
export async function updateCancellationPolicy(ctx: Context, id: number, raw: unknown): Promise<CancellationPolicy> {
  const admin = requireAdmin(ctx);
  const input = parseInput(policyUpdateInput, raw);
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

// --- money of a booking ------------------------------------------------------------------------

/** What a payment row can still give back: its amount less its succeeded or pending refunds (cents). */
async function refundableOf(client: Client, payment: Payment): Promise<number> {
  const refunded = await client.payment.aggregate({
    where: { refundOfId: payment.id, kind: 'refund', status: { in: ['succeeded', 'pending'] } },
    _sum: { amountCents: true },
  });
  return Math.max(0, payment.amountCents - (refunded._sum.amountCents ?? 0));
}

/** The booking's money: succeeded payments and what each can still refund, newest first. */
async function moneyOf(client: Client, bookingId: string): Promise<{ paidCents: number; refundableCents: number; payments: { payment: Payment; refundable: number }[] }> {
  const rows = await client.payment.findMany({ where: { bookingId, kind: 'payment', status: 'succeeded' }, orderBy: { createdAt: 'desc' } });
  const payments = await Promise.all(rows.map(async (payment) => ({ payment, refundable: await refundableOf(client, payment) })));
  return {
    paidCents: rows.reduce((sum, p) => sum + p.amountCents, 0),
    refundableCents: payments.reduce((sum, p) => sum + p.refundable, 0),
    payments,
  };
}

/** The refundable rest of one payment row (cents), for display; 0 for anything but a succeeded payment. */
export async function refundableCents(payment: Payment): Promise<number> {
  if (payment.kind !== 'payment' || payment.status !== 'succeeded') return 0;
  return refundableOf(db, payment);
}

/**
 * Sets a paid booking's paymentStatus from its rows: refunded when nothing is left to refund,
 * partially_refunded when some was refunded, paid otherwise. Bookings not yet paid are left alone.
 * @returns true when the status changed
 */
export async function syncRefundStatus(client: Client, bookingId: string): Promise<boolean> {
  const money = await moneyOf(client, bookingId);
  if (money.paidCents === 0) return false;
  const next: PaymentStatus = money.refundableCents === 0 ? 'refunded' : money.refundableCents < money.paidCents ? 'partially_refunded' : 'paid';
  const moved = await client.booking.updateMany({
    where: { id: bookingId, paymentStatus: { in: ['paid', 'partially_refunded', 'refunded'], not: next } },
    data: { paymentStatus: next },
  });
  return moved.count > 0;
}

/** What cancelling a booking now would refund (cents), for the dialog and GraphQL cancellationQuote. */
export interface CancellationQuote {
  bookingId: string;
  /** What the customer paid and has not had back yet, in cents. */
  paidCents: number;
  /** What the cancellation would refund, in cents. */
  refundCents: number;
  /** The policy's percent for this moment (0..100). */
  refundPercent: number;
  /** The band that applies, e.g. 'Cancelled less than 24 hours before the start: 50% refunded.' */
  description: string;
}

/**
 * What cancelling the booking now refunds: the policy's band for a customer (the booking's own
 * customer asking), a full refund when an admin asks (an admin's cancellation refunds in full).
 * @throws AuthenticationError; NotFoundError for anyone but the booking's customer and admins
 */
export async function cancellationQuote(ctx: Context, bookingId: string): Promise<CancellationQuote> {
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || (ctx.user.role !== 'admin' && booking.customerId !== ctx.user.id)) throw new NotFoundError('We could not find that booking.');
  const money = await moneyOf(db, booking.id);
  const { percent, description } = refundPercentFor(await cancellationPolicies(), booking, ctx.user.role, new Date());
  return {
    bookingId,
    paidCents: money.refundableCents,
    refundCents: Math.floor((money.refundableCents * percent) / 100),
    refundPercent: percent,
    description,
  };
}

/** A refund to make against a booking's payments. */
interface RefundRequest {
  /** Cents to give back (> 0), spread over the booking's payments newest first. */
  amountCents: number;
  reason: string;
  /** Who asked (recorded); null for the platform. */
  actorId: string | null;
  /** Per payment row: the idempotency key of its part of this refund. */
  keyFor: (payment: Payment) => string;
  /** Restrict to one payment row (admin refunds name a payment). */
  onlyPaymentId?: string;
}

/**
 * Refunds `amountCents` of a booking through the gateway, records each refund as a Payment row of
 * kind refund (unique by gateway id and idempotency key: a retry records nothing twice), updates
 * the booking's paymentStatus, writes a BookingEvent `refunded` and tells the customer.
 * @returns the refund rows made (or found, on a retry)
 */
async function refundBooking(booking: Booking, request: RefundRequest): Promise<Payment[]> {
  const money = await moneyOf(db, booking.id);
  let left = request.amountCents;
  const made: Payment[] = [];
  const fresh: Payment[] = [];
  for (const { payment, refundable } of money.payments) {
    if (left <= 0) break;
    if (request.onlyPaymentId && payment.id !== request.onlyPaymentId) continue;
    const part = Math.min(left, refundable);
    if (part <= 0) continue;
    const idempotencyKey = request.keyFor(payment);
    const refund = await gateway().createRefund({ paymentIntentId: payment.gatewayId, amountCents: part, idempotencyKey, reason: request.reason });
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' || refund.status === 'requires_action' ? 'pending' : 'failed';
    // The webhook (charge.refunded) may have recorded the same refund first: one row per gateway id.
    const inserted = await db.payment.createMany({
      data: [
        {
          bookingId: booking.id,
          customerId: booking.customerId,
          kind: 'refund',
          amountCents: refund.amountCents,
          currency: refund.currency,
          status,
          gatewayId: refund.id,
          idempotencyKey,
          refundOfId: payment.id,
          reason: request.reason,
        },
      ],
      skipDuplicates: true,
    });
    const row = await db.payment.update({ where: { gatewayId: refund.id }, data: { reason: request.reason, refundOfId: payment.id } });
    made.push(row);
    if (inserted.count) fresh.push(row);
    left -= refund.amountCents;
  }
  // A retry (same keys) finds the refunds made before: it records, tells and notifies nothing twice.
  if (!fresh.length) return made;
  const total = fresh.reduce((sum, r) => sum + r.amountCents, 0);
  await db.$transaction(async (tx) => {
    await syncRefundStatus(tx, booking.id);
    await tx.bookingEvent.create({
      data: {
        bookingId: booking.id,
        actorId: request.actorId,
        kind: 'refunded',
        toValue: String(total),
        reason: request.reason,
        data: { amountCents: total, refundIds: fresh.map((r) => r.gatewayId) },
      },
    });
  });
  pubsub.publish('booking:updated', booking.id, { bookingId: booking.id });
  await notify([
    {
      userId: booking.customerId,
      type: 'payment_refunded',
      title: 'Refund issued',
      message: `We refunded ${dollars(total)} to your card. ${request.reason}`,
      data: { bookingId: booking.id, amountCents: total },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    },
  ]);
  return made;
}

/** A committed status change of a booking. */
export interface BookingStatusChange {
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
  /** Who changed it; null for the platform itself (a job of the queue). */
  actor: { id: string; role: Role } | null;
}

/**
 * The refund of a cancellation or a rejection (called by booking-money.ts after the status change
 * committed): the policy's share for a customer's cancellation, everything for a cleaner's, an
 * admin's or the platform's, and everything for a rejected booking. Idempotency key `booking:<id>:cancel-refund:<paymentId>`. Nothing for an unpaid booking or 0 %.
 */
export async function refundForCancellation(change: BookingStatusChange): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: change.bookingId } });
  if (!booking || !['paid', 'partially_refunded'].includes(booking.paymentStatus)) return;
  const money = await moneyOf(db, booking.id);
  const cancelledAt = booking.cancelledAt ?? new Date();
  const { percent, description } =
    change.to === 'rejected'
      ? { percent: 100, description: 'The booking was turned down: full refund.' }
      : refundPercentFor(await cancellationPolicies(), booking, change.actor?.role ?? null, cancelledAt);
  const amountCents = Math.floor((money.refundableCents * percent) / 100);
  if (amountCents <= 0) return;
  await refundBooking(booking, {
    amountCents,
    reason: description,
    actorId: change.actor?.id ?? null,
    keyFor: (payment) => `booking:${booking.id}:cancel-refund:${payment.id}`,
  });
}

/**
 * Admin refund of one payment (POST /api/payments/refund/{paymentId}, /api/admin/payments/refund/{paymentId},
 * GraphQL refundPayment): `amount` cents (> 0) up to what is left of that payment, with a reason.
 * Key `payment:<id>:refund:<n>` with n = 1 + that payment's refunds, so a double click refunds once.
 * @returns the refund row
 * @throws AuthorizationError (not an admin), ValidationError (amount, reason), NotFoundError (no such payment),
 *   ConflictError (more than what is left, or a payment that did not succeed)
 */
export async function refundPayment(ctx: Context, paymentId: string, raw: unknown): Promise<Payment> {
  const admin = requireAdmin(ctx);
  const { amount, reason } = parseInput(refundInput, raw);
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.kind !== 'payment') throw new NotFoundError('We could not find that payment.');
  if (payment.status !== 'succeeded') throw new ConflictError('Only a succeeded payment can be refunded.');
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
 * Admin reconciliation: sets a booking's paymentStatus by hand (PUT /api/bookings/{id}/payment-status),
 * recorded as a BookingEvent `payment_status_changed` with who and why.
 * @throws AuthorizationError (not an admin), ValidationError (status, reason), NotFoundError
 */
export async function setPaymentStatus(ctx: Context, bookingId: string, raw: unknown): Promise<Booking> {
  const admin = requireAdmin(ctx);
  const { paymentStatus, reason } = parseInput(paymentStatusInput, raw);
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
 * Every payment row for admins (GET /api/admin/payments, GraphQL adminPayments): filters status,
 * kind, `from`/`to` (UTC instants, on createdAt, `to` exclusive); paged (page from 1, limit 1..100), total = all matches.
 * @throws AuthorizationError (not an admin), ValidationError
 */
export async function adminPayments(ctx: Context, raw: unknown): Promise<AdminPaymentPage> {
  requireAdmin(ctx);
  const input = parseInput(adminPaymentsInput, raw ?? {});
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

/**
 * Applies a `charge.refunded` webhook event (inside the webhook's transaction): each refund listed
 * in `refunds.data` that is not recorded yet becomes a Payment row of kind refund (key
 * `webhook:<re_id>`), linked to the payment of the charge's `payment_intent`; then the booking's
 * paymentStatus follows. Refunds made through this API are already recorded and are not doubled.
 * @returns the booking ids whose status changed (to publish after commit)
 */
export async function applyChargeRefunded(tx: Prisma.TransactionClient, charge: Record<string, unknown>): Promise<string[]> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
  if (!intentId) return [];
  const payment = await tx.payment.findUnique({ where: { gatewayId: intentId } });
  if (!payment || payment.kind !== 'payment') return [];
  const list = (charge.refunds as { data?: unknown } | undefined)?.data;
  const refunds = Array.isArray(list) ? (list as { id?: unknown; amount?: unknown; status?: unknown; reason?: unknown }[]) : [];
  for (const refund of refunds) {
    if (typeof refund.id !== 'string' || typeof refund.amount !== 'number') continue;
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : refund.status === 'canceled' ? 'canceled' : 'failed';
    const known = await tx.payment.findUnique({ where: { gatewayId: refund.id } });
    if (known) {
      if (known.status !== status) await tx.payment.update({ where: { id: known.id }, data: { status } });
      continue;
    }
    await tx.payment.create({
      data: {
        bookingId: payment.bookingId,
        customerId: payment.customerId,
        kind: 'refund',
        amountCents: refund.amount,
        currency: payment.currency,
        status,
        gatewayId: refund.id,
        idempotencyKey: `webhook:${refund.id}`,
        refundOfId: payment.id,
        reason: typeof refund.reason === 'string' ? refund.reason : 'Refunded at the gateway.',
      },
    });
  }
  return (await syncRefundStatus(tx, payment.bookingId)) ? [payment.bookingId] : [];
}

/**
 * After an admin refund: a paused payout is released with the share of what is kept now (canceled
 * when nothing is kept); a held or waiting one keeps its state with the share recomputed.
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
