/**
 * Role and ownership checks (BOLA) over both /api and GraphQL (spec sections 6 and 8):
 * who may read, list, accept and cancel which booking, and what a signed-out or forged caller gets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, db, futureIso, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

type Tokens = Awaited<ReturnType<typeof login>>;

let customer: Tokens; // customer@demo.test: owns the San Francisco booking below
let emma: Tokens; // emma.davis@demo.test: another customer
let maria: Tokens; // cleaner@demo.test: approved, San Francisco (941)
let pending: Tokens; // pending.cleaner@demo.test: background check pending
let james: Tokens; // james.wilson@demo.test: approved, Los Angeles (900)
let admin: Tokens;

/** Creates a San Francisco booking (harness factory) for `token`'s customer and returns its id. */
const bookingId = async (token: string, overrides: Record<string, unknown> = {}): Promise<string> =>
  (await createBooking(token, { address: '500 Howard St, Apt 2', ...overrides })).id as string;

/** customer@demo.test's open San Francisco booking, shared by the read-only checks. */
let sfBooking: string;

beforeAll(async () => {
  [customer, emma, maria, pending, james, admin] = await Promise.all([
    login('customer@demo.test'),
    login('emma.davis@demo.test'),
    login('cleaner@demo.test'),
    login('pending.cleaner@demo.test'),
    login('james.wilson@demo.test'),
    login('admin@demo.test'),
  ]);
  sfBooking = await bookingId(customer.accessToken);
});

const BOOKING = 'query($id: ID!) { booking(id: $id) { id status } }';
const ACCEPT = `mutation($id: ID!) { acceptBooking(id: $id) {
  __typename
  ... on MutationAcceptBookingSuccess { data { id status } }
  ... on Error { code message }
} }`;
const CANCEL = `mutation($id: ID!) { updateBookingStatus(id: $id, status: cancelled) {
  __typename
  ... on MutationUpdateBookingStatusSuccess { data { id status } }
  ... on Error { code message }
} }`;

/** The GraphQL error code of a failed query (top-level errors carry extensions.code). */
function errorCode(res: Awaited<ReturnType<typeof gql>>): string | undefined {
  return res.errors?.[0]?.extensions?.code;
}

const unchanged = async (id: string, status: string, cleanerId: string | null = null) =>
  expect(await db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status, cleanerId });

describe('reading one booking', () => {
  it('the owner, an eligible cleaner and an admin may read it', async () => {
    for (const t of [customer, maria, admin]) {
      const res = await api('GET', `/bookings/${sfBooking}`, { token: t.accessToken });
      expect(res.status).toBe(200);
      expect(res.body.booking.id).toBe(sfBooking);
      const viaGql = await gql(BOOKING, { id: sfBooking }, t.accessToken);
      expect(viaGql.data?.booking).toEqual({ id: sfBooking, status: 'pending' });
    }
  });

  it("another customer gets 403 / AUTHORIZATION_ERROR and no data", async () => {
    const res = await api('GET', `/bookings/${sfBooking}`, { token: emma.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "You don't have permission to do this.", code: 'AUTHORIZATION_ERROR' });

    const viaGql = await gql(BOOKING, { id: sfBooking }, emma.accessToken);
    expect(errorCode(viaGql)).toBe('AUTHORIZATION_ERROR');
    expect(viaGql.data?.booking ?? null).toBeNull();
  });

  it('a cleaner of another city (james.wilson) gets 403', async () => {
    expect((await api('GET', `/bookings/${sfBooking}`, { token: james.accessToken })).status).toBe(403);
    expect(errorCode(await gql(BOOKING, { id: sfBooking }, james.accessToken))).toBe('AUTHORIZATION_ERROR');
  });

  it('a cleaner awaiting approval gets 403 even in their own area', async () => {
    const oakland = await bookingId(customer.accessToken, { city: 'Oakland', zipCode: '94607' });
    expect((await api('GET', `/bookings/${oakland}`, { token: pending.accessToken })).status).toBe(403);
    expect(errorCode(await gql(BOOKING, { id: oakland }, pending.accessToken))).toBe('AUTHORIZATION_ERROR');
  });

  it('a non-existent id is 404 / NOT_FOUND_ERROR', async () => {
    const res = await api('GET', '/bookings/does-not-exist', { token: customer.accessToken });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
    expect(errorCode(await gql(BOOKING, { id: 'does-not-exist' }, customer.accessToken))).toBe('NOT_FOUND_ERROR');
  });

  it('signed out is 401 / AUTHENTICATION_ERROR', async () => {
    const res = await api('GET', `/bookings/${sfBooking}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });
    const viaGql = await gql(BOOKING, { id: sfBooking });
    expect(errorCode(viaGql)).toBe('AUTHENTICATION_ERROR');
    expect(viaGql.data?.booking ?? null).toBeNull();
  });
});

describe('listing bookings', () => {
  it("a customer's list holds only their own bookings", async () => {
    await bookingId(emma.accessToken);
    const me = await db.user.findUniqueOrThrow({ where: { email: 'customer@demo.test' } });
    const res = await api('GET', '/bookings?pageSize=100', { token: customer.accessToken });
    expect(res.status).toBe(200);
    const items = res.body.bookings as { customerId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((b) => b.customerId === me.id)).toBe(true);
    expect(res.body.total).toBe(await db.booking.count({ where: { customerId: me.id } }));

    const viaGql = await gql('{ bookings(pageSize: 100) { total items { customer { id } } } }', {}, customer.accessToken);
    expect(viaGql.data!.bookings.total).toBe(res.body.total);
    expect(viaGql.data!.bookings.items.every((b: { customer: { id: string } }) => b.customer.id === me.id)).toBe(true);
  });

  it('an admin sees every booking', async () => {
    const res = await api('GET', '/bookings?pageSize=100', { token: admin.accessToken });
    expect(res.status).toBe(200);
    const count = await db.booking.count();
    expect(res.body.total).toBe(count);
    const customers = new Set((res.body.bookings as { customerId: string }[]).map((b) => b.customerId));
    expect(customers.size).toBeGreaterThan(1);
  });

  it('a cleaner awaiting approval cannot list bookings (403)', async () => {
    const res = await api('GET', '/bookings', { token: pending.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    expect(errorCode(await gql('{ bookings { total } }', {}, pending.accessToken))).toBe('AUTHORIZATION_ERROR');
  });

  it('signed out cannot list bookings (401)', async () => {
    expect((await api('GET', '/bookings')).status).toBe(401);
    expect(errorCode(await gql('{ bookings { total } }'))).toBe('AUTHENTICATION_ERROR');
  });
});

describe('who may accept', () => {
  it('a customer cannot accept (403 / AuthorizationError union member)', async () => {
    const res = await api('POST', `/bookings/${sfBooking}/accept`, { token: customer.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');

    const viaGql = await gql(ACCEPT, { id: sfBooking }, emma.accessToken);
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data!.acceptBooking).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    await unchanged(sfBooking, 'pending');
  });

  it('a cleaner awaiting approval cannot accept (403)', async () => {
    const oakland = await bookingId(customer.accessToken, { city: 'Oakland', zipCode: '94607' });
    const res = await api('POST', `/bookings/${oakland}/accept`, { token: pending.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    const viaGql = await gql(ACCEPT, { id: oakland }, pending.accessToken);
    expect(viaGql.data!.acceptBooking).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    await unchanged(oakland, 'pending');
  });

  it('a cleaner of another city cannot accept a San Francisco booking (403)', async () => {
    const res = await api('POST', `/bookings/${sfBooking}/accept`, { token: james.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    const viaGql = await gql(ACCEPT, { id: sfBooking }, james.accessToken);
    expect(viaGql.data!.acceptBooking).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    await unchanged(sfBooking, 'pending');
  });

  it('signed out cannot accept (401)', async () => {
    const res = await api('POST', `/bookings/${sfBooking}/accept`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTHENTICATION_ERROR');
    const viaGql = await gql(ACCEPT, { id: sfBooking });
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data!.acceptBooking).toMatchObject({ __typename: 'AuthenticationError', code: 'AUTHENTICATION_ERROR' });
    await unchanged(sfBooking, 'pending');
  });
});

describe('who may create', () => {
  it('a cleaner or an admin cannot book (403) and nothing is written', async () => {
    const before = await db.booking.count();
    for (const t of [maria, admin]) {
      const res = await api('POST', '/bookings', {
        token: t.accessToken,
        body: { serviceId: 1, scheduledAt: futureIso(60), durationHours: 2, address: '1 Main St', city: 'San Francisco', zipCode: '94110' },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    }
    expect(await db.booking.count()).toBe(before);
  });
});

describe('who may cancel', () => {
  it('the assigned cleaner cannot cancel (403)', async () => {
    const id = await bookingId(customer.accessToken);
    expect((await api('POST', `/bookings/${id}/accept`, { token: maria.accessToken })).status).toBe(200);
    const mariaId = (await db.user.findUniqueOrThrow({ where: { email: 'cleaner@demo.test' } })).id;

    const res = await api('PUT', `/bookings/${id}/status`, { token: maria.accessToken, body: { status: 'cancelled' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    const viaGql = await gql(CANCEL, { id }, maria.accessToken);
    expect(viaGql.data!.updateBookingStatus).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    await unchanged(id, 'confirmed', mariaId);
  });

  it("another customer cannot cancel someone else's booking (403)", async () => {
    const id = await bookingId(customer.accessToken);
    const res = await api('PUT', `/bookings/${id}/status`, { token: emma.accessToken, body: { status: 'cancelled' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    const viaGql = await gql(CANCEL, { id }, emma.accessToken);
    expect(viaGql.data!.updateBookingStatus).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    await unchanged(id, 'pending');
  });

  it('an admin may cancel any booking', async () => {
    const id = await bookingId(customer.accessToken);
    const res = await api('PUT', `/bookings/${id}/status`, { token: admin.accessToken, body: { status: 'cancelled', reason: 'Duplicate' } });
    expect(res.status).toBe(200);
    await unchanged(id, 'cancelled');
  });
});

describe('forged tokens', () => {
  /** The token with one character of its signature changed. */
  function tamper(token: string): string {
    const i = token.lastIndexOf('.') + 5;
    const c = token[i] === 'A' ? 'B' : 'A';
    return token.slice(0, i) + c + token.slice(i + 1);
  }

  it('a tampered access token is 401 on /api and signed out on GraphQL', async () => {
    const forged = tamper(customer.accessToken);
    expect(forged).not.toBe(customer.accessToken);
    expect((await api('GET', '/auth/me', { token: customer.accessToken })).status).toBe(200);

    const me = await api('GET', '/auth/me', { token: forged });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('AUTHENTICATION_ERROR');
    expect((await api('GET', `/bookings/${sfBooking}`, { token: forged })).status).toBe(401);

    expect((await gql('{ me { id } }', {}, forged)).data!.me).toBeNull();
    expect(errorCode(await gql(BOOKING, { id: sfBooking }, forged))).toBe('AUTHENTICATION_ERROR');
  });

  it('a token with a changed payload (role: admin) is 401', async () => {
    const [header, payload, signature] = customer.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    expect((await api('GET', '/bookings', { token: forged })).status).toBe(401);
  });
});

describe('a job taken by another cleaner', () => {
  it('is 409 "no longer available" in the cleaner area, but stays 403 outside it', async () => {
    const customer = await login('customer@demo.test');
    const maria = await login('cleaner@demo.test');
    const james = await login('james.wilson@demo.test');
    const id = await bookingId(customer.accessToken, { zipCode: '94117' });
    // Another approved San Francisco cleaner, made for this test.
    const other = await db.user.findUniqueOrThrow({ where: { email: 'pending.cleaner@demo.test' } });
    await db.cleanerProfile.update({ where: { userId: other.id }, data: { backgroundCheckStatus: 'approved', serviceZipPrefixes: ['941'] } });
    const otherTokens = await login('pending.cleaner@demo.test');

    expect((await api('POST', `/bookings/${id}/accept`, { token: maria.accessToken })).status).toBe(200);
    const late = await api('POST', `/bookings/${id}/accept`, { token: otherTokens.accessToken });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT_ERROR', error: 'This job is no longer available.' });
    const outsider = await api('POST', `/bookings/${id}/accept`, { token: james.accessToken });
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe('AUTHORIZATION_ERROR');

    await db.cleanerProfile.update({ where: { userId: other.id }, data: { backgroundCheckStatus: 'pending', serviceZipPrefixes: ['946'] } });
  });
});
