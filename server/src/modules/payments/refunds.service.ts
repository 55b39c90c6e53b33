/**
 * Refunds and the cancellation policy (docs/decisions/0018).
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
import { logger } from '../../logger.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { Booking, CancellationPolicy, Payment } from '../../generated/prisma/client.js';
import type { BookingStatus, PaymentState, PaymentStatus, Role } from '../../generated/prisma/enums.js';
import { notify, type NewNotification } from '../notifications/notifications.service.js';
import { gateway, type GatewayRefundRecord, type GatewayRefundResult } from './gateway.js';

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
 * Refunds `amountCents` of a booking through the gateway and records what the gateway made
 * ({@link recordRefunds}: Payment rows of kind refund, the booking's paymentStatus, a BookingEvent
 * `refunded`, the customer told), in one transaction after the gateway calls. A part whose answer
 * is lost is read back from the gateway ({@link createRefundOrReadBack}); when a part fails, the
 * parts made before it are recorded all the same and the error is thrown. A retry (same keys)
 * finds the refunds made before and records, tells and notifies nothing twice.
 * @returns the refund rows made (or found, on a retry)
 * @throws the gateway's error when a part is refused or fails and is not found at the gateway
 */
export async function refundBooking(booking: Booking, request: RefundRequest): Promise<Payment[]> {
  const money = await moneyOf(db, booking.id);
  let left = request.amountCents;
  const made: FoundRefund[] = [];
  let failure: { error: unknown } | null = null;
  for (const { payment, refundable } of money.payments) {
    if (left <= 0) break;
    if (request.onlyPaymentId && payment.id !== request.onlyPaymentId) continue;
    if (request.onlyPaymentIds && !request.onlyPaymentIds.includes(payment.id)) continue;
    const part = Math.min(left, refundable);
    if (part <= 0) continue;
    const idempotencyKey = request.keyFor(payment);
    try {
      const refund = await createRefundOrReadBack(booking, payment, { paymentIntentId: payment.gatewayId, amountCents: part, idempotencyKey, reason: request.reason });
      made.push({ payment, refund, idempotencyKey, reason: request.reason });
      left -= refund.amountCents;
    } catch (error) {
      failure = { error };
      break;
    }
  }
  const { rows } = await recordRefundsNow(booking, made, { actorId: request.actorId, reason: request.reason });
  if (failure) throw failure.error;
  return rows;
}

// --- refunds the gateway made: recorded once, whoever hears of them ------------------------------

/** The idempotency key of a refund row for a refund the gateway made without one of ours (Stripe's dashboard). */
export const gatewayRefundKey = (refundId: string) => `gateway:${refundId}`;

/** The Payment state a gateway refund status is recorded as (every path records through this). */
export function refundStateOf(status: GatewayRefundResult['status'] | string): PaymentState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'pending' || status === 'requires_action') return 'pending';
  return status === 'canceled' ? 'canceled' : 'failed';
}

/** A refund the gateway holds, to record against the payment row it refunds. Amount in cents. */
export interface FoundRefund {
  payment: Payment;
  refund: GatewayRefundResult;
  /** The key it was made with (ours), or null for one made elsewhere ({@link gatewayRefundKey} is used). */
  idempotencyKey: string | null;
  /** Recorded on a new row; null: 'Refunded at the gateway.' */
  reason: string | null;
}

/** What recording refunds did. */
export interface RecordedRefunds {
  /** The rows of every refund given (new or already recorded), in the order given. */
  rows: Payment[];
  /** The rows this call inserted (the ones to announce). */
  fresh: Payment[];
  /** The customer's notice of the fresh ones, or null when none are fresh. */
  notice: NewNotification | null;
  /** The booking's paymentStatus changed. */
  statusChanged: boolean;
}

/**
 * Records refunds the gateway made against one booking's payments, inside `tx` under the booking's
 * row lock: a refund not known yet by its gateway id becomes a Payment row of kind refund (under the
 * key it was made with, else {@link gatewayRefundKey}); a known one takes the gateway's status and,
 * when `by.reason` is given (we made it), our reason and payment. Then the booking's paymentStatus
 * follows ({@link syncRefundStatus}) and, for new rows, a BookingEvent `refunded` is written.
 * Idempotent: the same refund recorded twice, even at once, is inserted once (unique gateway id).
 * @param by who made the refunds (null: the platform or the gateway) and the reason to record
 */
export async function recordRefunds(
  tx: Prisma.TransactionClient,
  booking: Pick<Booking, 'id' | 'customerId'>,
  found: FoundRefund[],
  by: { actorId: string | null; reason?: string },
): Promise<RecordedRefunds> {
  const none: RecordedRefunds = { rows: [], fresh: [], notice: null, statusChanged: false };
  if (!found.length) return none;
  await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR UPDATE`;
  const rows: Payment[] = [];
  const fresh: Payment[] = [];
  for (const { payment, refund, idempotencyKey, reason } of found) {
    const status = refundStateOf(refund.status);
    const inserted = await tx.payment.createMany({
      data: [
        {
          bookingId: booking.id,
          customerId: booking.customerId,
          kind: 'refund',
          amountCents: refund.amountCents,
          currency: refund.currency,
          status,
          gatewayId: refund.id,
          idempotencyKey: idempotencyKey ?? gatewayRefundKey(refund.id),
          refundOfId: payment.id,
          reason: reason ?? 'Refunded at the gateway.',
        },
      ],
      skipDuplicates: true,
    });
    const known = await tx.payment.findUnique({ where: { gatewayId: refund.id } });
    if (!known) {
      // Its key is taken by another row (never seen: one key, one refund at the gateway).
      logger.error({ refundId: refund.id, idempotencyKey }, 'payments: a gateway refund could not be recorded (its key is taken)');
      continue;
    }
    const ours = by.reason !== undefined && (known.reason !== by.reason || known.refundOfId !== payment.id);
    const row = known.status !== status || ours ? await tx.payment.update({ where: { id: known.id }, data: { status, ...(by.reason !== undefined ? { reason: by.reason, refundOfId: payment.id } : {}) } }) : known;
    rows.push(row);
    if (inserted.count) fresh.push(row);
  }
  const statusChanged = await syncRefundStatus(tx, booking.id);
  if (!fresh.length) return { ...none, rows, statusChanged };
  const total = fresh.reduce((sum, r) => sum + r.amountCents, 0);
  const reason = by.reason ?? fresh[0]!.reason ?? 'Refunded at the gateway.';
  await tx.bookingEvent.create({
    data: {
      bookingId: booking.id,
      actorId: by.actorId,
      kind: 'refunded',
      toValue: String(total),
      reason,
      data: { amountCents: total, refundIds: fresh.map((r) => r.gatewayId) },
    },
  });
  const notice: NewNotification = {
    userId: booking.customerId,
    type: 'payment_refunded',
    title: 'Refund issued',
    message: `We refunded ${dollars(total)} to your card. ${reason}`,
    data: { bookingId: booking.id, amountCents: total },
    actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
  };
  return { rows, fresh, notice, statusChanged };
}

/** {@link recordRefunds} in a transaction of its own, then the booking announced and the customer told (fresh refunds only). */
async function recordRefundsNow(booking: Pick<Booking, 'id' | 'customerId'>, found: FoundRefund[], by: { actorId: string | null; reason?: string }): Promise<RecordedRefunds> {
  if (!found.length) return { rows: [], fresh: [], notice: null, statusChanged: false };
  const recorded = await db.$transaction((tx) => recordRefunds(tx, booking, found, by));
  if (recorded.fresh.length || recorded.statusChanged) pubsub.publish('booking:updated', booking.id, { bookingId: booking.id });
  if (recorded.notice) await notify([recorded.notice]);
  return recorded;
}

/** The gateway's refunds of one payment as {@link FoundRefund}s (key and reason as the gateway kept them). */
const asFound = (payment: Payment, refunds: GatewayRefundRecord[]): FoundRefund[] =>
  refunds.map((refund) => ({ payment, refund, idempotencyKey: refund.idempotencyKey, reason: refund.reason }));

/**
 * createRefund; when it throws (a timeout or a 5xx can come after the gateway refunded, and a
 * refusal can mean a refund we never heard of took the rest), the intent's refunds are read back:
 * the one made under our key is the answer, as if it had arrived; every other one the app does not
 * know is recorded ({@link recordRefunds}), and the first error is thrown again.
 * @throws the gateway's error when no refund under our key is found (or the read fails too)
 */
async function createRefundOrReadBack(
  booking: Booking,
  payment: Payment,
  input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; reason: string },
): Promise<GatewayRefundResult> {
  try {
    return await gateway().createRefund(input);
  } catch (error) {
    let refunds: GatewayRefundRecord[];
    try {
      refunds = await gateway().listRefunds(payment.gatewayId);
    } catch (readError) {
      logger.warn({ err: readError, paymentId: payment.id }, 'payments: a failed refund could not be read back from the gateway');
      throw error;
    }
    const ours = refunds.find((r) => r.idempotencyKey === input.idempotencyKey);
    if (ours) {
      logger.warn({ err: error, refundId: ours.id, idempotencyKey: input.idempotencyKey }, 'payments: a refund answer was lost; the refund was found at the gateway');
      return ours;
    }
    await recordRefundsNow(booking, asFound(payment, refunds), { actorId: null });
    throw error;
  }
}

/**
 * Reads back from the gateway the refunds of every succeeded payment of a booking and records the
 * ones the app does not know ({@link recordRefunds}): a refund whose answer was lost (and whose
 * read-back failed too, or whose process stopped), or one made in Stripe's dashboard. What is left
 * to refund and what is kept are then computed from what the gateway did. booking-money.ts runs it
 * before a cancellation's or an unkept payment's refund, payouts.service before a transfer.
 * One gateway read per payment; nothing is written when every refund is known as it is.
 * @returns the refund rows recorded now
 * @throws the gateway's error when a read fails (the caller's step is retried)
 */
export async function syncGatewayRefunds(bookingId: string): Promise<Payment[]> {
  const payments = await db.payment.findMany({ where: { bookingId, kind: 'payment', status: 'succeeded' }, orderBy: { createdAt: 'asc' } });
  if (!payments.length) return [];
  const found: FoundRefund[] = [];
  for (const payment of payments) found.push(...asFound(payment, await gateway().listRefunds(payment.gatewayId)));
  if (!found.length) return [];
  const known = await db.payment.findMany({ where: { gatewayId: { in: found.map((f) => f.refund.id) } }, select: { gatewayId: true, status: true } });
  const state = new Map(known.map((k) => [k.gatewayId, k.status]));
  if (found.every((f) => state.get(f.refund.id) === refundStateOf(f.refund.status))) return [];
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { id: true, customerId: true } });
  return (await recordRefundsNow(booking, found, { actorId: null })).fresh;
}

// --- payments the platform does not keep ---------------------------------------------------------

/**
 * `Payment.reason` of a payment that succeeded on a booking that takes no payment: it
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
 * The refunds a `charge.refunded` event is about, read from the gateway (before the webhook's
 * transaction: no transaction is held across a gateway call). Stripe's charge no longer embeds its
 * refunds (API 2022-11-15 and later), and the list carries the keys ours were made with.
 * @returns [] for a charge without a payment intent
 * @throws the gateway's error (the webhook answers 500 and Stripe delivers again)
 */
export async function refundsOfCharge(charge: Record<string, unknown>): Promise<GatewayRefundRecord[]> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
  return intentId ? gateway().listRefunds(intentId) : [];
}

/**
 * Applies a `charge.refunded` webhook event (inside the webhook's transaction): the refunds read
 * from the gateway ({@link refundsOfCharge}) and any listed in the event's `refunds.data` (older API
 * versions) are recorded against the payment of the charge's `payment_intent` ({@link recordRefunds}):
 * refunds made through this API keep their row; a refund made elsewhere is recorded once.
 * @returns the booking ids whose status changed and the customer's notice (to publish after commit)
 */
export async function applyChargeRefunded(
  tx: Prisma.TransactionClient,
  charge: Record<string, unknown>,
  fromGateway: GatewayRefundRecord[],
): Promise<{ bookingIds: string[]; notifications: NewNotification[] }> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
  if (!intentId) return { bookingIds: [], notifications: [] };
  const payment = await tx.payment.findUnique({ where: { gatewayId: intentId } });
  if (!payment || payment.kind !== 'payment') return { bookingIds: [], notifications: [] };
  const list = (charge.refunds as { data?: unknown } | undefined)?.data;
  const listed = Array.isArray(list) ? (list as { id?: unknown; amount?: unknown; status?: unknown; currency?: unknown }[]) : [];
  const found = asFound(payment, fromGateway);
  for (const refund of listed) {
    if (typeof refund.id !== 'string' || typeof refund.amount !== 'number' || found.some((f) => f.refund.id === refund.id)) continue;
    found.push({
      payment,
      refund: {
        id: refund.id,
        paymentIntentId: intentId,
        amountCents: refund.amount,
        currency: typeof refund.currency === 'string' ? refund.currency : payment.currency,
        status: (typeof refund.status === 'string' ? refund.status : 'failed') as GatewayRefundResult['status'],
      },
      idempotencyKey: null,
      reason: null,
    });
  }
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: payment.bookingId }, select: { id: true, customerId: true } });
  const recorded = await recordRefunds(tx, booking, found, { actorId: null });
  return {
    bookingIds: recorded.statusChanged || recorded.fresh.length ? [booking.id] : [],
    notifications: recorded.notice ? [recorded.notice] : [],
  };
}
