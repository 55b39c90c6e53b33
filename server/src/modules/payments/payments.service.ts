/**
 * Customer payments and the gateway webhook
 * (docs/decisions/0016-payments-gateway.md). GraphQL and /api call these functions; the service
 * talks to the gateway only through `gateway()` and never knows which one runs.
 *
 * Booking `paymentStatus`: unpaid -> pending (an intent is open) -> paid | failed (a decline; the
 * booking can be paid again); paid -> partially_refunded | refunded (refunds: docs/decisions/0018).
 * Webhook events and confirm answers are applied with compare-and-set updates, so they may
 * arrive in any order, twice, or at once, and reach the same end state (paid never goes back).
 */
import crypto from 'node:crypto';
import { db, type Prisma } from '../../db.js';
import { env } from '../../env.js';
import { ConflictError, NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { dollars } from '../../lib/money.js';
import { logger } from '../../logger.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { Booking, Payment } from '../../generated/prisma/client.js';
import type { PaymentStatus } from '../../generated/prisma/enums.js';
import { notify, type NewNotification } from '../notifications/notifications.service.js';
import { gateway, isTestMode, setEventSink, type GatewayEvent, type GatewayIntent, type GatewayRefundRecord } from './gateway.js';
import type { confirmInput, createIntentInput, historyInput } from './payments.inputs.js';
import { PAID_AFTER_CANCELLATION, PAID_TWICE, UNKEPT_REASONS, applyChargeRefunded, refundsOfCharge } from './refunds.service.js';
import { afterUnkeptPayment } from './booking-money.js';
import { applyAccountUpdated, schedulePayout } from './payouts.service.js';
import { formatUtcDateTime } from '../../../../schema/format.js';
import { CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary.js';

/** Currency of every booking payment (Stripe's lower-case ISO 4217). */
export const CURRENCY = 'usd';

/** Payment statuses after which a booking takes no new payment. */
const PAID_STATUSES: PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

/** What createPaymentIntent answers (GraphQL data and /api payload). Amount in cents. */
export interface IntentResult {
  paymentIntent: { id: string; clientSecret: string; amountCents: number; currency: string; status: string };
  /** True on the embedded test gateway (no money moves). */
  testMode: boolean;
}

/** What confirmPayment answers: the payment row and the booking after it. */
export interface ConfirmResult {
  payment: Payment;
  booking: Booking;
}

/** One page of the caller's payment history. */
export interface PaymentHistoryPage {
  items: Payment[];
  total: number;
  page: number;
  limit: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

/**
 * Refuses a booking that takes no payment.
 * @throws ConflictError (409) when it is cancelled or rejected, or already paid
 */
function assertPayable(booking: Booking): void {
  if (isBookingStatusIn(CLOSED_BOOKING_STATUSES, booking.status)) {
    throw new ConflictError(`This booking is ${booking.status} and cannot be paid.`);
  }
  if (PAID_STATUSES.includes(booking.paymentStatus)) throw new ConflictError('This booking is already paid.');
}

/** The public payment settings: which gateway runs and Stripe's publishable key (null in test mode). */
export function paymentConfig(): { testMode: boolean; publishableKey: string | null } {
  const testMode = isTestMode();
  return { testMode, publishableKey: testMode ? null : (env.STRIPE_PUBLISHABLE_KEY ?? null) };
}

/**
 * Creates the next payment intent of a booking and its Payment row. Attempts are numbered by the
 * booking's closed (canceled) payment rows, so two calls at the same moment compute the same
 * idempotency key `booking:<id>:pi:<attempt>` and get the same intent; the unique key on the
 * Payment row keeps one row.
 */
async function openNewIntent(booking: Booking): Promise<GatewayIntent> {
  const closed = await db.payment.count({ where: { bookingId: booking.id, kind: 'payment', status: { notIn: ['pending', 'failed'] } } });
  const idempotencyKey = `booking:${booking.id}:pi:${closed + 1}`;
  const intent = await gateway().createPaymentIntent({
    amountCents: booking.totalCents,
    currency: CURRENCY,
    idempotencyKey,
    metadata: { bookingId: booking.id },
  });
  try {
    await db.payment.create({
      data: {
        bookingId: booking.id,
        customerId: booking.customerId,
        kind: 'payment',
        amountCents: intent.amountCents,
        currency: intent.currency,
        status: 'pending',
        gatewayId: intent.id,
        idempotencyKey,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return intent;
}

/**
 * Opens (or returns the open) payment intent of a booking for its customer: amount
 * booking.totalCents, currency usd, idempotency key `booking:<id>:pi:<attempt>`. Calling it again
 * for the same unpaid booking, even at the same moment, returns the same intent. Sets the
 * booking's paymentStatus to pending. The caller is a customer (the field's authScopes); the
 * booking must be theirs.
 * @param input the booking id, parsed at the GraphQL boundary (payments.graphql.ts)
 * @throws NotFoundError (no such booking, or another customer's), ConflictError (cancelled, rejected, paid)
 */
export async function createPaymentIntent(ctx: Context, { bookingId }: Parsed<typeof createIntentInput>): Promise<IntentResult> {
  const user = actor(ctx);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || booking.customerId !== user.id) throw new NotFoundError('Booking not found.');
  assertPayable(booking);

  let intent: GatewayIntent | null = null;
  for (let tries = 0; tries < 2 && (!intent || intent.status === 'canceled'); tries += 1) {
    const open = await db.payment.findFirst({
      where: { bookingId, kind: 'payment', status: { in: ['pending', 'failed'] } },
      orderBy: { createdAt: 'desc' },
    });
    intent = open ? await gateway().retrievePaymentIntent(open.gatewayId) : await openNewIntent(booking);
    // Canceled at the gateway (e.g. in Stripe's dashboard): record it, then open the next attempt.
    if (intent?.status === 'canceled') await recordIntent(intent);
  }
  if (!intent || intent.status === 'canceled') throw new NotFoundError('The payment intent no longer exists at the gateway.');
  if (intent.status === 'succeeded') {
    // Paid already (a webhook not yet seen): record it and refuse a second charge.
    await recordIntent(intent);
    throw new ConflictError('This booking is already paid.');
  }
  const moved = await db.booking.updateMany({
    where: { id: bookingId, paymentStatus: { in: ['unpaid', 'failed'] } },
    data: { paymentStatus: 'pending' },
  });
  if (moved.count) pubsub.publish('booking:updated', bookingId, { bookingId });
  return {
    paymentIntent: { id: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents, currency: intent.currency, status: intent.status },
    testMode: isTestMode(),
  };
}

/**
 * Confirms a payment intent of the caller's (embedded gateway: with a test payment method) or,
 * without a payment method, reads the intent the browser confirmed with Stripe.js, and records the
 * result. Success: payment succeeded, booking paid, the customer (and the assigned cleaner)
 * notified. Confirming a succeeded intent again returns the same payment. The caller is a
 * customer (the field's authScopes); the intent must be theirs.
 * @param input the intent and the optional payment method, parsed at the GraphQL boundary
 * @throws PaymentError (402) with the gateway's decline message ('Your card was declined.'): the
 *   booking's paymentStatus is then failed and it can be paid again;
 *   NotFoundError (no such intent, or another customer's); ConflictError (booking cancelled or
 *   rejected); ValidationError (no payment method for an intent that needs one)
 */
export async function confirmPayment(ctx: Context, { paymentIntentId, paymentMethodId }: Parsed<typeof confirmInput>): Promise<ConfirmResult> {
  const user = actor(ctx);
  const payment = await db.payment.findUnique({ where: { gatewayId: paymentIntentId } });
  if (!payment || payment.kind !== 'payment' || payment.customerId !== user.id) throw new NotFoundError('Payment not found.');
  if (payment.status === 'succeeded') return loadResult(payment.id);
  const booking = await db.booking.findUniqueOrThrow({ where: { id: payment.bookingId } });
  assertPayable(booking);

  let intent: GatewayIntent | null;
  if (paymentMethodId) {
    intent = await gateway().confirmPaymentIntent(paymentIntentId, {
      paymentMethodId,
      // One key per confirm request: the client's network retries of it are deduplicated.
      idempotencyKey: `${payment.idempotencyKey}:confirm:${crypto.randomUUID()}`,
    });
  } else {
    intent = await gateway().retrievePaymentIntent(paymentIntentId);
    if (!intent) throw new NotFoundError('Payment not found.');
    if (intent.status === 'requires_payment_method' && !intent.lastError) {
      const message = 'Choose a payment method';
      throw new ValidationError(message, [{ field: 'paymentMethodId', message }]);
    }
  }
  await recordIntent(intent);
  const result = await loadResult(payment.id);
  if (intent.status === 'requires_payment_method' && intent.lastError) throw new PaymentError(intent.lastError.message);
  return result;
}

/** What an off-session charge of a booking ended in: the payment row and the gateway's decline message (null: paid). */
export interface OffSessionCharge {
  payment: Payment;
  failureMessage: string | null;
}

/**
 * Charges a booking off-session (the customer absent: a plan visit 24 h before its start, docs/decisions/0033)
 * on the card saved on their gateway customer, and records it as confirmPayment does: a
 * Payment (kind payment) row keyed `idempotencyKey`, then the intent's state applied (payment
 * succeeded and booking paid, receipts to the customer and the cleaner, the payout scheduled; or
 * payment and booking failed). The same key makes the same charge, so a repeated job charges once.
 * Amount: booking.totalCents (cents, usd).
 * @param charge `customerId` the gateway customer (`cus_...`, memberships.billing gatewayCustomerFor),
 *   `paymentMethodId` the card (`pm_...`), `idempotencyKey` e.g. `visit:<bookingId>:<attempt>`
 * @returns the row and the decline message; a decline is an answer, not an error
 * @throws ConflictError when the booking is cancelled, rejected or already paid
 */
export async function chargeBookingOffSession(
  booking: Booking,
  charge: { customerId: string; paymentMethodId: string; idempotencyKey: string },
): Promise<OffSessionCharge> {
  // The claim, under the booking's lock: still payable, its paymentStatus pending before the
  // gateway is called (a cancellation meanwhile then finds a charge under way), and an intent
  // another path opened (the customer's "Pay now") confirmed rather than a second one made.
  const { fresh, open } = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR UPDATE`;
    const current = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    assertPayable(current);
    const pending = await tx.payment.findFirst({ where: { bookingId: booking.id, kind: 'payment', status: 'pending' }, orderBy: { createdAt: 'desc' } });
    await tx.booking.updateMany({ where: { id: booking.id, paymentStatus: { in: ['unpaid', 'failed'] } }, data: { paymentStatus: 'pending' } });
    return { fresh: current, open: pending };
  });
  const key = charge.idempotencyKey;
  let intent: GatewayIntent | null = open ? await gateway().retrievePaymentIntent(open.gatewayId) : null;
  if (!intent || intent.status === 'canceled') {
    intent = await gateway().createPaymentIntent({
      amountCents: fresh.totalCents,
      currency: CURRENCY,
      idempotencyKey: key,
      metadata: { bookingId: booking.id },
      customerId: charge.customerId,
    });
    try {
      await db.payment.create({
        data: { bookingId: booking.id, customerId: booking.customerId, kind: 'payment', amountCents: intent.amountCents, currency: intent.currency, status: 'pending', gatewayId: intent.id, idempotencyKey: key },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const confirmKey = open && open.gatewayId === intent.id ? `${open.idempotencyKey}:confirm:${key}` : `${key}:confirm`;
  const confirmed =
    intent.status === 'succeeded'
      ? intent
      : await gateway().confirmPaymentIntent(intent.id, { paymentMethodId: charge.paymentMethodId, idempotencyKey: confirmKey, offSession: true });
  await recordIntent(confirmed);
  const payment = await db.payment.findUniqueOrThrow({ where: { gatewayId: confirmed.id } });
  const failureMessage =
    confirmed.status === 'succeeded' ? null : (confirmed.lastError?.message ?? payment.failureMessage ?? 'The payment needs more steps than this card allows.');
  return { payment, failureMessage };
}

async function loadResult(paymentId: string): Promise<ConfirmResult> {
  const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const booking = await db.booking.findUniqueOrThrow({ where: { id: payment.bookingId } });
  return { payment, booking };
}

/** What an intent's state means for its payment row: succeeded, failed (with the message) or nothing yet. */
interface IntentState {
  id: string;
  status: string;
  failureMessage: string | null;
}

type Client = Prisma.TransactionClient;

/** What applying a gateway state leaves to do once its writes are committed. */
interface Effects {
  notifications: NewNotification[];
  /** Bookings to announce on `bookingUpdated`. */
  bookingIds: string[];
  /** Work that must see the committed rows (payout scheduling and releases). */
  after?: () => Promise<void>;
}

/**
 * Applies an intent's state to its payment row and booking with compare-and-set updates (any
 * order, any number of times, same end state; a failure never un-pays).
 * @returns the notifications and booking ids to publish once the writes are committed
 */
async function applyIntentState(client: Client, state: IntentState): Promise<Effects> {
  const none: Effects = { notifications: [], bookingIds: [] };
  const payment = await client.payment.findUnique({ where: { gatewayId: state.id } });
  if (!payment || payment.kind !== 'payment') return none;
  if (state.status === 'succeeded') {
    // Under the booking's lock, so a cancellation is either before (this payment is then not kept)
    // or after (its refund then sees the booking paid). A success that lands on a cancelled or
    // rejected booking, or on a booking another payment paid, is refunded in full and never paid out.
    await client.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${payment.bookingId} FOR UPDATE`;
    const current = await client.booking.findUniqueOrThrow({ where: { id: payment.bookingId } });
    const paidBefore = await client.payment.count({
      where: { bookingId: payment.bookingId, kind: 'payment', status: 'succeeded', id: { not: payment.id }, OR: [{ reason: null }, { reason: { notIn: UNKEPT_REASONS } }] },
    });
    const unkept = isBookingStatusIn(CLOSED_BOOKING_STATUSES, current.status) ? PAID_AFTER_CANCELLATION : paidBefore ? PAID_TWICE : null;
    const moved = await client.payment.updateMany({
      where: { id: payment.id, status: { not: 'succeeded' } },
      data: { status: 'succeeded', failureMessage: null, ...(unkept ? { reason: unkept } : {}) },
    });
    await client.booking.updateMany({
      where: { id: payment.bookingId, paymentStatus: { in: ['unpaid', 'pending', 'failed'] } },
      data: { paymentStatus: 'paid' },
    });
    if (!moved.count) return none;
    if (unkept) {
      await client.bookingEvent.create({ data: { bookingId: payment.bookingId, kind: 'payment_not_kept', toValue: String(payment.amountCents), reason: unkept, data: { paymentId: payment.id } } });
      return { notifications: [], bookingIds: [payment.bookingId], after: () => afterUnkeptPayment(payment.bookingId) };
    }
    const booking = await client.booking.findUniqueOrThrow({ where: { id: payment.bookingId }, include: { service: true } });
    const when = formatUtcDateTime(booking.scheduledAt);
    const notifications: NewNotification[] = [
      {
        userId: booking.customerId,
        type: 'payment_succeeded',
        title: 'Payment received',
        message: `We received your payment of ${dollars(payment.amountCents)} for ${booking.service.name} on ${when} UTC.`,
        data: { bookingId: booking.id, paymentId: payment.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
      },
    ];
    if (booking.cleanerId) {
      notifications.push({
        userId: booking.cleanerId,
        type: 'booking_paid',
        title: 'Booking paid',
        message: `The customer paid for ${booking.service.name} on ${when} UTC.`,
        data: { bookingId: booking.id },
        actions: [{ type: 'view', label: 'View job', data: { bookingId: booking.id } }],
      });
    }
    // Paid after the job was completed (or cancelled with money kept): the cleaner's share is due now.
    return { notifications, bookingIds: [booking.id], after: () => schedulePayout(booking.id) };
  }
  if (state.failureMessage) {
    const moved = await client.payment.updateMany({
      where: { id: payment.id, status: { in: ['pending', 'failed'] } },
      data: { status: 'failed', failureMessage: state.failureMessage },
    });
    const bookingMoved = await client.booking.updateMany({
      where: { id: payment.bookingId, paymentStatus: { in: ['unpaid', 'pending'] } },
      data: { paymentStatus: 'failed' },
    });
    return { notifications: [], bookingIds: moved.count || bookingMoved.count ? [payment.bookingId] : [] };
  }
  if (state.status === 'canceled') {
    await client.payment.updateMany({ where: { id: payment.id, status: { in: ['pending', 'failed'] } }, data: { status: 'canceled' } });
  }
  return none;
}

async function publish(effects: Effects): Promise<void> {
  for (const id of effects.bookingIds) pubsub.publish('booking:updated', id, { bookingId: id });
  if (effects.notifications.length) await notify(effects.notifications);
  if (effects.after) await effects.after();
}

/** Records an intent read from the gateway (confirm answers, retrieves), in one transaction. */
async function recordIntent(intent: GatewayIntent): Promise<void> {
  await publish(await db.$transaction((tx) => applyIntentState(tx, { id: intent.id, status: intent.status, failureMessage: intent.lastError?.message ?? null })));
}

/** What the webhook answers: received, and whether this delivery was a duplicate or an ignored type. */
export interface WebhookResult {
  received: true;
  duplicate: boolean;
  ignored: boolean;
}

/** Event types the webhook acts on; every other type is answered 200 and ignored. */
export const HANDLED_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded', 'account.updated'] as const;

/**
 * POST /api/payments/webhook (both gateways): verifies the Stripe-Signature over the raw body,
 * records the event id and applies it in one transaction (a unique key on the id: a duplicate,
 * even at the same moment, changes nothing), then publishes its effects.
 * @throws ValidationError (400) when the signature is missing or wrong, or the body is not an event
 */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  let event: GatewayEvent;
  try {
    event = gateway().constructEvent(rawBody, signature);
  } catch (error) {
    logger.warn({ err: error }, 'payments webhook: signature refused');
    const message = 'The Stripe-Signature header is missing or does not match the payload.';
    throw new ValidationError(message, [{ field: 'stripe-signature', message }]);
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
    const message = 'The payload is not a webhook event.';
    throw new ValidationError(message, [{ field: 'body', message }]);
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { received: true, duplicate: false, ignored: true };
  // A refund event's refunds are read from the gateway first, outside the transaction (a failed read answers 500: Stripe delivers again).
  const refunds = event.type === 'charge.refunded' ? await refundsOfCharge(event.data.object) : [];
  let effects: Effects;
  try {
    effects = await db.$transaction(async (tx) => {
      await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      return applyEvent(tx, event, refunds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true, duplicate: true, ignored: false };
    throw error;
  }
  await publish(effects);
  return { received: true, duplicate: false, ignored: false };
}

/** Applies a verified event inside the webhook's transaction; `refunds`: the gateway's refunds of a charge.refunded event's intent. */
async function applyEvent(tx: Prisma.TransactionClient, event: GatewayEvent, refunds: GatewayRefundRecord[]): Promise<Effects> {
  const object = event.data.object as { id?: unknown; status?: unknown; last_payment_error?: { message?: unknown } | null };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return applyIntentState(tx, { id: String(object.id), status: 'succeeded', failureMessage: null });
    case 'payment_intent.payment_failed': {
      const message = typeof object.last_payment_error?.message === 'string' ? object.last_payment_error.message : 'The payment failed.';
      return applyIntentState(tx, { id: String(object.id), status: 'requires_payment_method', failureMessage: message });
    }
    case 'charge.refunded':
      // Refunds made at the gateway (e.g. Stripe's dashboard, or ours whose answer was lost) become refund rows; ours are not doubled.
      return applyChargeRefunded(tx, event.data.object, refunds);
    case 'account.updated':
      return { notifications: [], bookingIds: [], after: await applyAccountUpdated(tx, event.data.object) };
    default:
      return { notifications: [], bookingIds: [] };
  }
}

// The embedded gateway raises its events through the same handler Stripe's deliveries reach.
setEventSink(handleWebhook);

/**
 * The caller's payment history, newest first: a customer's payments and refunds, a cleaner's
 * payouts (an admin's own: none). Amounts in cents. Any signed-in caller (the field's authScopes).
 * @param paging `page` from 1, `limit` 1..100, parsed at the GraphQL boundary
 */
export async function paymentHistory(ctx: Context, { page, limit }: Parsed<typeof historyInput>): Promise<PaymentHistoryPage> {
  const user = actor(ctx);
  const where: Prisma.PaymentWhereInput =
    user.role === 'cleaner' ? { cleanerId: user.id, kind: 'payout' } : { customerId: user.id, kind: { in: ['payment', 'refund'] } };
  const [items, total] = await Promise.all([
    db.payment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * limit, take: limit }),
    db.payment.count({ where }),
  ]);
  return { items, total, page, limit };
}

/** A booking's payments and refunds for its customer or an admin; [] for anyone else. */
export async function paymentsOfBooking(ctx: Context, booking: Pick<Booking, 'id' | 'customerId'>): Promise<Payment[]> {
  const user = ctx.user;
  if (!user || (user.role !== 'admin' && user.id !== booking.customerId)) return [];
  return db.payment.findMany({ where: { bookingId: booking.id, kind: { in: ['payment', 'refund'] } }, orderBy: { createdAt: 'asc' } });
}
