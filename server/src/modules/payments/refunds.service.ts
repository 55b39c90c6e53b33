/**
 * Refunds and the cancellation policy (issue 7 "Cancellation policy as data" and "Refunds (admin)").
 * GraphQL (refunds.graphql.ts) calls these functions; /api reaches them through it (payments.api.ts).
 * The admins' tools over them (a refund of one payment, payment-status reconciliation, the payment
 * list, editing the policy) are in payments.admin.service.ts.
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
import { NotFoundError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import { dollars } from '../../lib/money.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { Booking, CancellationPolicy, Payment } from '../../generated/prisma/client.js';
import type { BookingStatus, PaymentStatus, Role } from '../../generated/prisma/enums.js';
import { notify } from '../notifications/notifications.service.js';
import { gateway } from './gateway.js';

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

// --- money of a booking ------------------------------------------------------------------------

/** What a payment row can still give back: its amount less its succeeded or pending refunds (cents). */
export async function refundableOf(client: Client, payment: Payment): Promise<number> {
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
  // A booking with a kept payment reads by its kept payments (an unkept second payment refunded leaves it paid).
  const all = await moneyOf(client, bookingId);
  const kept = all.payments.filter(({ payment }) => !UNKEPT_REASONS.includes(payment.reason ?? ''));
  const money = kept.length
    ? { paidCents: kept.reduce((sum, p) => sum + p.payment.amountCents, 0), refundableCents: kept.reduce((sum, p) => sum + p.refundable, 0) }
    : all;
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
 * Any signed-in caller (the field's authScopes); the booking must be theirs unless they are an admin.
 * @throws NotFoundError for anyone but the booking's customer and admins
 */
export async function cancellationQuote(ctx: Context, bookingId: string): Promise<CancellationQuote> {
  const user = actor(ctx);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || (user.role !== 'admin' && booking.customerId !== user.id)) throw new NotFoundError('We could not find that booking.');
  const money = await moneyOf(db, booking.id);
  const { percent, description } = refundPercentFor(await cancellationPolicies(), booking, user.role, new Date());
  return {
    bookingId,
    paidCents: money.refundableCents,
    refundCents: Math.floor((money.refundableCents * percent) / 100),
    refundPercent: percent,
    description,
  };
}

/** A refund to make against a booking's payments. */
export interface RefundRequest {
  /** Cents to give back (> 0), spread over the booking's payments newest first. */
  amountCents: number;
  reason: string;
  /** Who asked (recorded); null for the platform. */
  actorId: string | null;
  /** Per payment row: the idempotency key of its part of this refund. */
  keyFor: (payment: Payment) => string;
  /** Restrict to one payment row (admin refunds name a payment). */
  onlyPaymentId?: string;
  /** Restrict to these payment rows. */
  onlyPaymentIds?: string[];
}

/**
 * Refunds `amountCents` of a booking through the gateway, records each refund as a Payment row of
 * kind refund (unique by gateway id and idempotency key: a retry records nothing twice), updates
 * the booking's paymentStatus, writes a BookingEvent `refunded` and tells the customer.
 * @returns the refund rows made (or found, on a retry)
 */
export async function refundBooking(booking: Booking, request: RefundRequest): Promise<Payment[]> {
  const money = await moneyOf(db, booking.id);
  let left = request.amountCents;
  const made: Payment[] = [];
  const fresh: Payment[] = [];
  for (const { payment, refundable } of money.payments) {
    if (left <= 0) break;
    if (request.onlyPaymentId && payment.id !== request.onlyPaymentId) continue;
    if (request.onlyPaymentIds && !request.onlyPaymentIds.includes(payment.id)) continue;
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

// --- payments the platform does not keep ---------------------------------------------------------

/**
 * `Payment.reason` of a payment that succeeded on a booking that takes no payment (issue 29): it
 * landed on a cancelled or rejected booking (a charge in flight during the cancellation), or on a
 * booking another payment had already paid. Such a payment is refunded in full and never counts
 * towards a payout (payouts.service keptOf).
 */
export const PAID_AFTER_CANCELLATION = 'Paid after the booking was cancelled: refunded in full.';
export const PAID_TWICE = 'The booking was already paid: this second payment is refunded in full.';
export const UNKEPT_REASONS = [PAID_AFTER_CANCELLATION, PAID_TWICE];

/**
 * Refunds in full what is left of every unkept payment of a booking ({@link UNKEPT_REASONS}), key
 * `booking:<id>:unkept-refund:<paymentId>`. Idempotent; throws when the gateway fails (the caller
 * retries: booking-money.ts).
 */
export async function refundUnkeptPayments(bookingId: string): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) return;
  const unkept = await db.payment.findMany({ where: { bookingId, kind: 'payment', status: 'succeeded', reason: { in: UNKEPT_REASONS } } });
  for (const payment of unkept) {
    const left = await refundableOf(db, payment);
    if (left <= 0) continue;
    await refundBooking(booking, {
      amountCents: left,
      reason: payment.reason!,
      actorId: null,
      onlyPaymentId: payment.id,
      keyFor: (p) => `booking:${booking.id}:unkept-refund:${p.id}`,
    });
  }
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
  // Unkept payments are refunded in full on their own (refundUnkeptPayments); a payment already
  // refunded for this cancellation (an earlier try) is not refunded again.
  const money = await moneyOf(db, booking.id);
  const done = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'refund', idempotencyKey: { startsWith: `booking:${booking.id}:cancel-refund:` } }, select: { refundOfId: true } });
  const owed = money.payments.filter(({ payment }) => !UNKEPT_REASONS.includes(payment.reason ?? '') && !done.some((d) => d.refundOfId === payment.id));
  const refundableCents = owed.reduce((sum, p) => sum + p.refundable, 0);
  const cancelledAt = booking.cancelledAt ?? new Date();
  const { percent, description } =
    change.to === 'rejected'
      ? { percent: 100, description: 'The booking was turned down: full refund.' }
      : refundPercentFor(await cancellationPolicies(), booking, change.actor?.role ?? null, cancelledAt);
  const amountCents = Math.floor((refundableCents * percent) / 100);
  if (amountCents <= 0) return;
  await refundBooking(booking, {
    amountCents,
    reason: description,
    actorId: change.actor?.id ?? null,
    onlyPaymentIds: owed.map(({ payment }) => payment.id),
    keyFor: (payment) => `booking:${booking.id}:cancel-refund:${payment.id}`,
  });
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
