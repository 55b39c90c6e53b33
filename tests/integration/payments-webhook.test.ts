/**
 * POST /api/payments/webhook through a real port (docs/decisions/0016): Stripe-Signature checked
 * over the raw body with STRIPE_WEBHOOK_SECRET, each event id applied once (also when delivered
 * at the same moment), any order reaching the same end state, unknown types ignored. Events are
 * signed with stripe.webhooks.generateTestHeaderString, as Stripe's own test tooling does.
 */
import { WEBHOOK_SECRET } from './payments-webhook.env.js';
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';

const webhooks = new Stripe('sk_test_unused').webhooks;

let app: PortServer;
let customer: TestUser;

beforeAll(async () => {
  await setupDatabase();
  app = await startOnPort();
  customer = await createUser({ firstName: 'Hook' });
});
afterAll(() => app?.close());

const eventId = () => `evt_test_${crypto.randomBytes(10).toString('hex')}`;

function event(type: string, object: Record<string, unknown>, id = eventId()) {
  return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
}

/** Delivers a payload as Stripe does: raw JSON body and a Stripe-Signature header. */
async function deliver(payload: string, signature: string | null = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await rawRequest(app.port, { method: 'POST', path: '/api/payments/webhook', headers, body: payload });
  return { status: res.status, body: res.json() };
}

/** A booking of the customer with an open intent (paymentStatus pending). */
async function openIntent(): Promise<{ bookingId: string; intentId: string; amount: number }> {
  const booking = await createBooking(customer.tokens.accessToken);
  const res = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
  expect(res.status).toBe(200);
  return { bookingId: booking.id, intentId: res.body.paymentIntent.id, amount: booking.totalCents };
}

const succeeded = (intentId: string, amount: number) => ({ id: intentId, object: 'payment_intent', amount, currency: 'usd', status: 'succeeded', last_payment_error: null });
const failed = (intentId: string, amount: number) => ({
  id: intentId,
  object: 'payment_intent',
  amount,
  currency: 'usd',
  status: 'requires_payment_method',
  last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
});

const stateOf = async (bookingId: string, intentId: string) => ({
  booking: (await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).paymentStatus,
  payment: (await db.payment.findUniqueOrThrow({ where: { gatewayId: intentId } })).status,
});
const paidNotices = () => db.notification.count({ where: { userId: customer.id, type: 'payment_succeeded' } });

describe('signature', () => {
  it('answers 400 for a missing, forged, wrong-secret or stale signature and changes nothing', async () => {
    const { bookingId, intentId, amount } = await openIntent();
    const payload = event('payment_intent.succeeded', succeeded(intentId, amount));
    const missing = await deliver(payload, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'stripe-signature' });
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await deliver(payload, webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))).status).toBe(400);
    const stale = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(payload, stale)).status).toBe(400);
    // A body changed after signing (one byte of whitespace) no longer matches.
    const signed = webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(`${payload} `, signed)).status).toBe(400);
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'pending', payment: 'pending' });
  });

  it('ignores an unknown event type with 200', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_123', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, received: true, duplicate: false, ignored: true });
  });

  it('accepts charge.refunded and account.updated (handled as docs/decisions/0016 and 0018 say)', async () => {
    for (const type of ['charge.refunded', 'account.updated']) {
      const res = await deliver(event(type, { id: 'ch_or_acct_1' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ received: true, duplicate: false, ignored: false });
    }
  });
});

describe('payment_intent events', () => {
  it('a succeeded event pays the booking; its duplicate answers 200 and changes nothing', async () => {
    const { bookingId, intentId, amount } = await openIntent();
    const before = await paidNotices();
    const payload = event('payment_intent.succeeded', succeeded(intentId, amount));
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ received: true, duplicate: false });
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'paid', payment: 'succeeded' });
    expect(await paidNotices()).toBe(before + 1);

    // Force a state the duplicate would change if it were applied again.
    await db.booking.update({ where: { id: bookingId }, data: { paymentStatus: 'failed' } });
    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ received: true, duplicate: true });
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).paymentStatus).toBe('failed');
    expect(await paidNotices()).toBe(before + 1);
    await db.booking.update({ where: { id: bookingId }, data: { paymentStatus: 'paid' } });
  });

  it('the same event delivered five times at once is applied once', async () => {
    const { bookingId, intentId, amount } = await openIntent();
    const before = await paidNotices();
    const payload = event('payment_intent.succeeded', succeeded(intentId, amount));
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(payload)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'paid', payment: 'succeeded' });
    expect(await paidNotices()).toBe(before + 1);
    expect(await db.webhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(1);
  });

  it('a late payment_failed after succeeded does not un-pay', async () => {
    const { bookingId, intentId, amount } = await openIntent();
    expect((await deliver(event('payment_intent.succeeded', succeeded(intentId, amount)))).status).toBe(200);
    expect((await deliver(event('payment_intent.payment_failed', failed(intentId, amount)))).status).toBe(200);
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'paid', payment: 'succeeded' });
    expect((await db.payment.findUniqueOrThrow({ where: { gatewayId: intentId } })).failureMessage).toBeNull();
  });

  it('payment_failed then succeeded reaches the same end state', async () => {
    const { bookingId, intentId, amount } = await openIntent();
    expect((await deliver(event('payment_intent.payment_failed', failed(intentId, amount)))).status).toBe(200);
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'failed', payment: 'failed' });
    expect((await db.payment.findUniqueOrThrow({ where: { gatewayId: intentId } })).failureMessage).toBe('Your card was declined.');
    expect((await deliver(event('payment_intent.succeeded', succeeded(intentId, amount)))).status).toBe(200);
    expect(await stateOf(bookingId, intentId)).toEqual({ booking: 'paid', payment: 'succeeded' });
  });

  it('an event for an intent this app does not know is accepted and changes nothing', async () => {
    const res = await deliver(event('payment_intent.succeeded', succeeded('pi_unknown_intent_123', 1000)));
    expect(res.status).toBe(200);
    expect(await db.payment.count({ where: { gatewayId: 'pi_unknown_intent_123' } })).toBe(0);
  });

  it('the embedded gateway raises its events through the same handler (recorded once)', async () => {
    const { intentId } = await openIntent();
    const before = await db.webhookEvent.count({ where: { type: 'payment_intent.succeeded' } });
    const res = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intentId, paymentMethodId: 'pm_card_visa' } });
    expect(res.status).toBe(200);
    expect(await db.webhookEvent.count({ where: { type: 'payment_intent.succeeded' } })).toBe(before + 1);
  });
});
