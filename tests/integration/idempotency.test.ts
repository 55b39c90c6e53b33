/**
 * Safe retries (docs/decisions/0031-idempotency-keys.md; server/src/http/idempotency.ts):
 * a mutation retried with the same Idempotency-Key runs once per user, over /api and /graphql, and
 * the retry gets the first answer (same status and body); the same key for another request is 422;
 * another user's identical key does not collide; two simultaneous identical requests make one
 * booking; anonymous callers and reads are not stored; expired keys are swept.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleFetch } from '../../server/src/app.js';
import { IDEMPOTENCY_TTL_MS, sweepExpiredIdempotencyKeys } from '../../server/src/http/idempotency.js';
import { TEST_CLIENT_IP, api, bookingInput, createBooking, createUser, db, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let customer: TestUser;
let other: TestUser;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  [customer, other, admin] = await Promise.all([createUser({ firstName: 'Retrying' }), createUser({ firstName: 'Neighbour' }), login('admin@demo.test')]);
});

/** One raw call with an Idempotency-Key: status, headers and the body's exact text. */
async function send(method: string, path: string, options: { key?: string; token?: string; body?: unknown; graphql?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const url = options.graphql ? 'http://app.test/graphql' : `http://app.test/api${path}`;
  const response = await handleFetch(
    new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
    TEST_CLIENT_IP,
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Record<string, any> };
}

const CREATE_BOOKING = `mutation Create($input: CreateBookingInput!) {
  createBooking(input: $input) {
    __typename
    ... on MutationCreateBookingSuccess { data { id status totalCents } }
    ... on Error { code message }
  }
}`;

const bookingsWithNote = (note: string) => db.booking.count({ where: { notes: note } });

describe('a retried booking', () => {
  it('over /api is made once and the retry gets the same status and body, marked as replayed', async () => {
    const key = randomUUID();
    const input = bookingInput({ notes: `idem-api-${key}` });
    const first = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    const retry = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await bookingsWithNote(input.notes as string)).toBe(1);
  });

  it('sent as the same JSON with its keys in another order is the same request', async () => {
    const key = randomUUID();
    const input = bookingInput({ notes: `idem-order-${key}` });
    const reversed = Object.fromEntries(Object.entries(input).reverse());
    const first = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    const retry = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: reversed });
    expect(retry.status).toBe(201);
    expect(retry.body.booking.id).toBe(first.body.booking.id);
  });

  it('over /graphql is made once and the retry gets the same body', async () => {
    const key = randomUUID();
    const input = bookingInput({ notes: `idem-gql-${key}` });
    const body = { query: CREATE_BOOKING, variables: { input } };
    const first = await send('POST', '', { key, token: customer.tokens.accessToken, body, graphql: true });
    const retry = await send('POST', '', { key, token: customer.tokens.accessToken, body, graphql: true });
    expect(first.status).toBe(200);
    expect(first.body.data.createBooking.__typename).toBe('MutationCreateBookingSuccess');
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(await bookingsWithNote(input.notes as string)).toBe(1);
  });

  it('without a key is made twice, as before', async () => {
    const input = bookingInput({ notes: `no-key-${randomUUID()}` });
    const later = { ...input, scheduledAt: bookingInput().scheduledAt }; // the same slot twice is a domain conflict
    expect((await send('POST', '/bookings', { token: customer.tokens.accessToken, body: input })).status).toBe(201);
    expect((await send('POST', '/bookings', { token: customer.tokens.accessToken, body: later })).status).toBe(201);
    expect(await bookingsWithNote(input.notes as string)).toBe(2);
  });

  it('sent twice at the same moment is made once; both get the same answer', async () => {
    const key = randomUUID();
    const input = bookingInput({ notes: `idem-race-${key}` });
    const [a, b] = await Promise.all([
      send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input }),
      send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.text).toBe(b.text);
    expect(await bookingsWithNote(input.notes as string)).toBe(1);
  });

  it('keeps a first answer that was an error: a refused booking is refused again the same way', async () => {
    const key = randomUUID();
    const input = bookingInput({ serviceId: 9999, notes: `idem-refused-${key}` });
    const first = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    const retry = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    expect(retry.status).toBe(first.status);
    expect(retry.text).toBe(first.text);
  });
});

describe('a key', () => {
  it('reused for a different request is refused with 422 on field Idempotency-Key (/api and /graphql)', async () => {
    const key = randomUUID();
    const created = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: bookingInput({ notes: `idem-a-${key}` }) });
    expect(created.status).toBe(201);
    const changed = bookingInput({ notes: `idem-b-${key}` });
    const refused = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: changed });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
    expect(await bookingsWithNote(changed.notes as string)).toBe(0);

    const viaGraphql = await send('POST', '', { key, token: customer.tokens.accessToken, body: { query: CREATE_BOOKING, variables: { input: changed } }, graphql: true });
    expect(viaGraphql.status).toBe(422);
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
  });

  it("of another user does not collide: each user's request is made", async () => {
    const key = randomUUID();
    const mine = bookingInput({ notes: `idem-shared-${key}` });
    const theirs = { ...mine, scheduledAt: bookingInput().scheduledAt };
    const a = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: mine });
    const b = await send('POST', '/bookings', { key, token: other.tokens.accessToken, body: theirs });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.booking.id).not.toBe(a.body.booking.id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await bookingsWithNote(mine.notes as string)).toBe(2);
  });

  it('that is not 1 to 255 visible ASCII characters is refused with 400', async () => {
    const res = await send('POST', '/bookings', { key: 'x'.repeat(256), token: customer.tokens.accessToken, body: bookingInput() });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('Idempotency-Key');
  });

  it('is not kept for anonymous callers, reads or GraphQL queries', async () => {
    const before = await db.idempotencyKey.count();
    const key = randomUUID();
    const message = { name: 'Ann Onymous', email: 'ann@example.com', subject: 'Idempotency', message: `A question ${key}` };
    await send('POST', '/contact/submit', { key, body: message });
    await send('GET', '/bookings', { key, token: customer.tokens.accessToken });
    await send('POST', '', { key, token: customer.tokens.accessToken, body: { query: '{ me { id } }' }, graphql: true });
    expect(await db.idempotencyKey.count()).toBe(before);
  });

  it('is swept once expired, and an expired key runs its request again instead of replaying', async () => {
    const key = randomUUID();
    const input = bookingInput({ notes: `idem-expired-${key}` });
    expect((await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input })).status).toBe(201);
    const row = await db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId: customer.id, key } } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(IDEMPOTENCY_TTL_MS);
    await db.idempotencyKey.update({ where: { userId_key: { userId: customer.id, key } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // Run again, not replayed: the booking service now refuses the slot the first booking took.
    const again = await send('POST', '/bookings', { key, token: customer.tokens.accessToken, body: input });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(409);
    expect(await bookingsWithNote(input.notes as string)).toBe(1);
    await db.idempotencyKey.update({ where: { userId_key: { userId: customer.id, key } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sweepExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.findUnique({ where: { userId_key: { userId: customer.id, key } } })).toBeNull();
  });
});

describe('a retried payment, refund and ticket reply', () => {
  it('confirms a payment once', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(intent.status).toBe(200);
    const key = randomUUID();
    const body = { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' };
    const first = await send('POST', '/payments/confirm', { key, token: customer.tokens.accessToken, body });
    const retry = await send('POST', '/payments/confirm', { key, token: customer.tokens.accessToken, body });
    expect(first.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(await db.payment.count({ where: { bookingId: booking.id, kind: { not: 'refund' } } })).toBe(1);

    // An admin's partial refund, retried, is made once.
    const paymentId = first.body.payment.id as string;
    const refundKey = randomUUID();
    const refundBody = { amount: 500, reason: 'Retried goodwill' };
    const refund = await send('POST', `/admin/payments/refund/${paymentId}`, { key: refundKey, token: admin.accessToken, body: refundBody });
    const again = await send('POST', `/admin/payments/refund/${paymentId}`, { key: refundKey, token: admin.accessToken, body: refundBody });
    expect(refund.status).toBe(200);
    expect(again.text).toBe(refund.text);
    expect(await db.payment.count({ where: { bookingId: booking.id, kind: 'refund' } })).toBe(1);
  });

  it('adds a ticket reply once', async () => {
    const opened = await api('POST', '/tickets', {
      token: customer.tokens.accessToken,
      body: { subject: 'Retry check', category: 'other', message: 'First message.' },
    });
    expect(opened.status).toBe(201);
    const id = opened.body.ticket.id as string;
    const key = randomUUID();
    const first = await send('POST', `/tickets/${id}/messages`, { key, token: customer.tokens.accessToken, body: { body: 'Any news?' } });
    const retry = await send('POST', `/tickets/${id}/messages`, { key, token: customer.tokens.accessToken, body: { body: 'Any news?' } });
    expect(first.status).toBeLessThan(300);
    expect(retry.text).toBe(first.text);
    expect(await db.ticketMessage.count({ where: { ticketId: id, body: 'Any news?' } })).toBe(1);
  });
});

describe('answers that carry a secret', () => {
  const stored = (key: string) => db.idempotencyKey.findUnique({ where: { userId_key: { userId: customer.id, key } } });

  it('a payment intent: its clientSecret is not kept, and a retry gets the same intent again', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const key = randomUUID();
    const first = await send('POST', '/payments/create-payment-intent', { key, token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(first.status).toBe(200);
    const secret = first.body.paymentIntent.clientSecret as string;
    expect(secret).toMatch(/_secret_/);
    const row = await stored(key);
    expect(row?.body ?? '').not.toContain(secret);
    const retry = await send('POST', '/payments/create-payment-intent', { key, token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(retry.status).toBe(200);
    expect(retry.body.paymentIntent.id).toBe(first.body.paymentIntent.id);
  });

  it('a renewed calendar feed: its address (the token) is not kept', async () => {
    const key = randomUUID();
    const first = await send('POST', '/calendar/feed', { key, token: customer.tokens.accessToken, body: {} });
    expect(first.status).toBeLessThan(300);
    const url = JSON.stringify(first.body).match(/https?:[^"]*\/api\/calendar\/[^"]+\.ics/)?.[0];
    expect(url).toBeTruthy();
    const token = url!.split('/').pop()!.replace(/\.ics$/, '');
    const row = await stored(key);
    expect(row?.body ?? '').not.toContain(token);
  });
});
