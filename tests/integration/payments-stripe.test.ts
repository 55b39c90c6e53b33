/**
 * The Stripe gateway (STRIPE_SECRET_KEY set) against a local stand-in for Stripe's HTTP API
 * (payments-stripe.env.ts): amounts in cents, currency usd, automatic payment methods and an
 * Idempotency-Key on every write reach Stripe as promised; the browser confirms and the app reads
 * the result; a server-side decline is 402; refunds carry their key. Also the web app's CSP with
 * STRIPE_PUBLISHABLE_KEY set (docs/decisions/0016).
 */
import { PUBLISHABLE_KEY, standIn } from './payments-stripe.env.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort } from './port.js';
import { gateway } from '../../server/src/modules/payments/gateway.js';
import { webAppCsp } from '../../server/src/app.js';

beforeAll(setupDatabase);

let customer: TestUser;
beforeAll(async () => {
  customer = await createUser({ firstName: 'Stripe' });
});

const writesTo = (p: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === p);

async function openIntent() {
  const booking = await createBooking(customer.tokens.accessToken);
  const res = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
  expect(res.status).toBe(200);
  return { booking, res };
}

describe('Stripe gateway through the stripe client', () => {
  it('creates a PaymentIntent with the booking total in cents, usd, automatic payment methods and a per-booking idempotency key', async () => {
    const before = writesTo('/v1/payment_intents').length;
    const { booking, res } = await openIntent();
    expect(res.body.testMode).toBe(false);
    const intent = res.body.paymentIntent;
    expect(standIn.intents.has(intent.id)).toBe(true);
    expect(intent).toMatchObject({ amountCents: booking.totalCents, currency: 'usd', status: 'requires_payment_method' });
    expect(intent.clientSecret).toBe(standIn.intents.get(intent.id)!.client_secret);

    const sent = writesTo('/v1/payment_intents');
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: `booking:${booking.id}:pi:1`,
      form: { amount: String(booking.totalCents), currency: 'usd', 'automatic_payment_methods[enabled]': 'true', 'metadata[bookingId]': booking.id },
    });

    // Again: the same open intent, read back, no second create.
    const again = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(again.body.paymentIntent.id).toBe(intent.id);
    expect(writesTo('/v1/payment_intents')).toHaveLength(before + 1);
  });

  it('opens the next attempt (key :pi:2) when the open intent was canceled at Stripe', async () => {
    const { booking, res } = await openIntent();
    const first = res.body.paymentIntent.id as string;
    standIn.intents.get(first)!.status = 'canceled';
    const next = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(next.status).toBe(200);
    expect(next.body.paymentIntent.id).not.toBe(first);
    expect(writesTo('/v1/payment_intents').at(-1)!.idempotencyKey).toBe(`booking:${booking.id}:pi:2`);
    expect((await db.payment.findUniqueOrThrow({ where: { gatewayId: first } })).status).toBe('canceled');
  });

  it('records a payment the browser confirmed with Stripe.js (confirm without a payment method reads the intent)', async () => {
    const { booking, res } = await openIntent();
    const id = res.body.paymentIntent.id as string;
    const early = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: id } });
    expect(early.status).toBe(400);

    standIn.browserConfirms(id, 'pm_card_visa');
    const confirmWrites = standIn.requests.filter((r) => r.path.endsWith('/confirm')).length;
    const done = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: id } });
    expect(done.status).toBe(200);
    expect(done.body.booking).toEqual({ id: booking.id, paymentStatus: 'paid' });
    expect(done.body.payment).toMatchObject({ status: 'succeeded', gatewayId: id, amountCents: booking.totalCents });
    expect(standIn.requests.filter((r) => r.path.endsWith('/confirm')).length).toBe(confirmWrites);
  });

  it('a browser-side decline is 402 with Stripe\'s message, then a successful retry pays', async () => {
    const { booking, res } = await openIntent();
    const id = res.body.paymentIntent.id as string;
    standIn.browserConfirms(id, 'pm_card_chargeDeclined');
    const declined = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: id } });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_ERROR', error: 'Your card was declined.' });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('failed');
    standIn.browserConfirms(id, 'pm_card_visa');
    const paid = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: id } });
    expect(paid.status).toBe(200);
    expect(paid.body.booking.paymentStatus).toBe('paid');
  });

  it('a server-side confirm sends an idempotency key; Stripe\'s card_error becomes 402', async () => {
    const { res } = await openIntent();
    const id = res.body.paymentIntent.id as string;
    const declined = await api('POST', '/payments/confirm', {
      token: customer.tokens.accessToken,
      body: { paymentIntentId: id, paymentMethodId: 'pm_card_chargeDeclined' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    const sent = standIn.requests.filter((r) => r.path === `/v1/payment_intents/${id}/confirm`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^booking:[0-9a-f-]{36}:pi:1:confirm:[0-9a-f-]{36}$/);
    expect(sent[0]!.form.payment_method).toBe('pm_card_chargeDeclined');
  });

  it('refunds through the gateway with the amount in cents and the idempotency key', async () => {
    const { res } = await openIntent();
    const id = res.body.paymentIntent.id as string;
    standIn.browserConfirms(id, 'pm_card_visa');
    const refund = await gateway().createRefund({ paymentIntentId: id, amountCents: 1234, idempotencyKey: `refund-test:${id}` });
    expect(refund).toMatchObject({ paymentIntentId: id, amountCents: 1234, currency: 'usd', status: 'succeeded' });
    expect(refund.id).toMatch(/^re_/);
    expect(writesTo('/v1/refunds').at(-1)).toMatchObject({ idempotencyKey: `refund-test:${id}`, form: { payment_intent: id, amount: '1234' } });
    // The same key again is Stripe's replay: the same refund.
    const again = await gateway().createRefund({ paymentIntentId: id, amountCents: 1234, idempotencyKey: `refund-test:${id}` });
    expect(again.id).toBe(refund.id);
    // The key rides in the refund's metadata, so a refund whose answer was lost is told again from the list.
    expect(writesTo('/v1/refunds').at(-1)!.form['metadata[idempotency_key]']).toBe(`refund-test:${id}`);
    const listed = await gateway().listRefunds(id);
    expect(listed).toEqual([{ id: refund.id, paymentIntentId: id, amountCents: 1234, currency: 'usd', status: 'succeeded', idempotencyKey: `refund-test:${id}`, reason: null }]);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds', form: { payment_intent: id } });
  });

  it('paymentConfig gives the publishable key outside test mode', async () => {
    const res = await gql(`query { paymentConfig { testMode publishableKey } }`);
    expect(res.data?.paymentConfig).toEqual({ testMode: false, publishableKey: PUBLISHABLE_KEY });
  });
});

describe('web app CSP with STRIPE_PUBLISHABLE_KEY', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof startOnPort>>;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    app = await startOnPort({ clientDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('allows Stripe.js, its frames and api.stripe.com on the page', async () => {
    const res = await rawRequest(app.port, { path: '/payment/123', headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('is unchanged without it', () => {
    const csp = webAppCsp('app.test', false);
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("script-src 'self';");
  });
});
