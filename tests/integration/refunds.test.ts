/**
 * Refunds and the cancellation policy on the embedded test gateway (docs/decisions/0016),
 * over /api and GraphQL: quotes per band, the refund a customer's
 * cancellation makes, full refunds for admins, admin refunds with their limits, a double click,
 * payment-status reconciliation, admin status changes, charge.refunded webhooks, and refunds the
 * gateway made whose answer was lost (read back from the gateway, `vi.spyOn(gateway(), ...)` as in
 * money-races.test.ts).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleBookingMoney } from '../../server/src/modules/payments/booking-money.js';
import { gateway, signPayload } from '../../server/src/modules/payments/gateway.js';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let customer: TestUser;
let other: TestUser;
let cleaner: TestUser;
let admin: Awaited<ReturnType<typeof login>> & { userId: string };

beforeAll(async () => {
  [customer, other, cleaner, admin] = await Promise.all([
    createUser({ firstName: 'Refundee' }),
    createUser({ firstName: 'Other' }),
    createUser({ role: 'cleaner', approvedFor: ['941'] }),
    login('admin@demo.test').then(async (tokens) => ({
      ...tokens,
      userId: (await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } })).id,
    })),
  ]);
});

/** Books and pays a booking (pm_card_visa); returns it with its payment row. */
async function paidBooking(user: TestUser = customer) {
  const booking = await createBooking(user.tokens.accessToken);
  const intent = await api('POST', '/payments/create-payment-intent', { token: user.tokens.accessToken, body: { bookingId: booking.id } });
  expect(intent.status).toBe(200);
  const paid = await api('POST', '/payments/confirm', {
    token: user.tokens.accessToken,
    body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBe(200);
  return { booking, payment: paid.body.payment as { id: string; amountCents: number; gatewayId: string } };
}

/** Moves a booking's start to `hours` from now (negative: already started). */
const startIn = (id: string, hours: number) => db.booking.update({ where: { id }, data: { scheduledAt: new Date(Date.now() + hours * 3_600_000) } });
const cancel = (token: string, id: string, reason = 'Plans changed') => api('PUT', `/bookings/${id}/status`, { token, body: { status: 'cancelled', reason } });
const refundsOf = (bookingId: string) => db.payment.findMany({ where: { bookingId, kind: 'refund' }, orderBy: { createdAt: 'asc' } });
const quote = (token: string, bookingId: string) =>
  gql<{ cancellationQuote: { paidCents: number; refundCents: number; refundPercent: number; description: string } }>(
    'query Q($id: ID!) { cancellationQuote(bookingId: $id) { paidCents refundCents refundPercent description } }',
    { id: bookingId },
    token,
  );

describe('the cancellation policy', () => {
  it('is seeded as data: 24 h or more 100 %, less than 24 h 50 %, after the start nothing', async () => {
    const res = await gql<{ cancellationPolicies: { minHoursBeforeStart: number | null; refundPercent: number }[] }>(
      '{ cancellationPolicies { minHoursBeforeStart refundPercent } }',
    );
    expect(res.data?.cancellationPolicies).toEqual([
      { minHoursBeforeStart: 24, refundPercent: 100 },
      { minHoursBeforeStart: 0, refundPercent: 50 },
      { minHoursBeforeStart: null, refundPercent: 0 },
    ]);
  });

  it('cancellationQuote gives the figures of each band; only the customer and admins may ask', async () => {
    const { booking } = await paidBooking();
    const total = booking.totalCents as number;
    await startIn(booking.id, 48);
    expect((await quote(customer.tokens.accessToken, booking.id)).data?.cancellationQuote).toMatchObject({ paidCents: total, refundCents: total, refundPercent: 100 });
    await startIn(booking.id, 5);
    expect((await quote(customer.tokens.accessToken, booking.id)).data?.cancellationQuote).toMatchObject({
      paidCents: total,
      refundCents: Math.floor(total / 2),
      refundPercent: 50,
    });
    await startIn(booking.id, -1);
    expect((await quote(customer.tokens.accessToken, booking.id)).data?.cancellationQuote).toMatchObject({ refundCents: 0, refundPercent: 0 });
    // An admin's cancellation refunds in full, and the admin's quote says so.
    expect((await quote(admin.accessToken, booking.id)).data?.cancellationQuote).toMatchObject({ refundCents: total, refundPercent: 100 });
    const denied = await quote(other.tokens.accessToken, booking.id);
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
  });

  it('an admin changes a band over GraphQL; a customer cannot', async () => {
    const band = await db.cancellationPolicy.findFirstOrThrow({ where: { minHoursBeforeStart: 0 } });
    const mutation = `mutation U($id: Int!, $p: Int!, $d: String!) { updateCancellationPolicy(id: $id, refundPercent: $p, description: $d) {
      __typename ... on MutationUpdateCancellationPolicySuccess { data { refundPercent } } ... on Error { code } } }`;
    const refused = await gql(mutation, { id: band.id, p: 40, d: 'x' }, customer.tokens.accessToken);
    expect(JSON.stringify(refused)).toMatch(/AUTHORIZATION_ERROR|FORBIDDEN|not authorized/i);
    const changed = await gql<any>(mutation, { id: band.id, p: 60, d: 'Less than 24 hours before: 60% refunded.' }, admin.accessToken);
    expect(changed.data.updateCancellationPolicy.data.refundPercent).toBe(60);
    const invalid = await gql<any>(mutation, { id: band.id, p: 101, d: 'Too much' }, admin.accessToken);
    expect(invalid.data.updateCancellationPolicy.code).toBe('VALIDATION_ERROR');
    await db.cancellationPolicy.update({ where: { id: band.id }, data: { refundPercent: 50, description: band.description } });
  });
});

describe("a customer's cancellation of a paid booking", () => {
  it('24 hours or more before the start: a full refund, paymentStatus refunded', async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 30);
    const res = await cancel(customer.tokens.accessToken, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.booking.paymentStatus).toBe('refunded');
    const refunds = await refundsOf(booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: payment.amountCents, status: 'succeeded', refundOfId: payment.id });
    expect(refunds[0]!.gatewayId).toMatch(/^re_/);
    expect(refunds[0]!.idempotencyKey).toBe(`booking:${booking.id}:cancel-refund:${payment.id}`);
    const notice = await db.notification.findFirst({ where: { userId: customer.id, type: 'payment_refunded', data: { path: ['bookingId'], equals: booking.id } } });
    expect(notice?.title).toBe('Refund issued');
    // The customer's history lists the refund beside the payment.
    const history = await api('GET', '/payments/history', { token: customer.tokens.accessToken });
    expect(history.body.payments.some((p: { kind: string; bookingId: string }) => p.kind === 'refund' && p.bookingId === booking.id)).toBe(true);
  });

  it('less than 24 hours before: half refunded, paymentStatus partially_refunded', async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 6);
    const res = await cancel(customer.tokens.accessToken, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.booking.paymentStatus).toBe('partially_refunded');
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((r) => r.amountCents)).toEqual([Math.floor(payment.amountCents / 2)]);
  });

  it('an unpaid booking refunds nothing', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    expect((await cancel(customer.tokens.accessToken, booking.id)).status).toBe(200);
    expect(await refundsOf(booking.id)).toHaveLength(0);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('unpaid');
  });

  it("an admin's cancellation refunds in full even inside 24 hours", async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 3);
    const res = await cancel(admin.accessToken, booking.id, 'Cleaner unavailable, platform cancels');
    expect(res.status).toBe(200);
    expect(res.body.booking.paymentStatus).toBe('refunded');
    expect((await refundsOf(booking.id)).map((r) => r.amountCents)).toEqual([payment.amountCents]);
  });
});

describe('a rejection of a paid booking', () => {
  it('the cleaner asked turns the job down: a full refund', async () => {
    const { booking, payment } = await paidBooking();
    await db.booking.update({ where: { id: booking.id }, data: { status: 'pending_cleaner_response', cleanerId: cleaner.id } });
    const res = await api('POST', `/bookings/${booking.id}/reject`, { token: cleaner.tokens.accessToken, body: { reason: 'Sick that day' } });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe('rejected');
    expect((await refundsOf(booking.id)).map((r) => r.amountCents)).toEqual([payment.amountCents]);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('refunded');
  });
});

describe('admin refunds', () => {
  const refund = (token: string, paymentId: string, body: Record<string, unknown>, path = '/payments/refund') =>
    api('POST', `${path}/${paymentId}`, { token, body });

  it('refunds part, then the rest; more than is left is 409; the booking follows', async () => {
    const { booking, payment } = await paidBooking();
    const first = await refund(admin.accessToken, payment.id, { amount: 1000, reason: 'Arrived late' });
    expect(first.status).toBe(200);
    expect(first.body.refund).toMatchObject({ kind: 'refund', amountCents: 1000, status: 'succeeded' });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('partially_refunded');

    const tooMuch = await refund(admin.accessToken, payment.id, { amount: payment.amountCents, reason: 'Everything' }, '/admin/payments/refund');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('CONFLICT_ERROR');
    expect(tooMuch.body.error).toContain(`$${((payment.amountCents - 1000) / 100).toFixed(2)}`);

    const rest = await refund(admin.accessToken, payment.id, { amount: payment.amountCents - 1000, reason: 'Goodwill' }, '/admin/payments/refund');
    expect(rest.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('refunded');
    const events = await db.bookingEvent.findMany({ where: { bookingId: booking.id, kind: 'refunded' } });
    expect(events.map((e) => e.reason)).toEqual(['Arrived late', 'Goodwill']);
    expect(events.every((e) => e.actorId === admin.userId)).toBe(true);
  });

  it('needs an admin, a reason and whole cents; an unknown payment is 404', async () => {
    const { payment } = await paidBooking();
    expect((await refund(customer.tokens.accessToken, payment.id, { amount: 100, reason: 'Mine' })).status).toBe(403);
    expect((await refund(admin.accessToken, payment.id, { amount: 100 })).status).toBe(400);
    expect((await refund(admin.accessToken, payment.id, { amount: 1.5, reason: 'Half a cent' })).status).toBe(400);
    expect((await refund(admin.accessToken, payment.id, { amount: 0, reason: 'Nothing' })).status).toBe(400);
    expect((await refund(admin.accessToken, '00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'Who' })).status).toBe(404);
  });

  it('decides the role before it reads the input, on /api and GraphQL; the admin gets the input error', async () => {
    const { payment } = await paidBooking();
    const token = customer.tokens.accessToken;
    // Input that would fail validation (no reason, no cents, a date that is not one) still gets the role error.
    expect((await refund(token, payment.id, { amount: 0, reason: '' })).status).toBe(403);
    expect((await refund(token, payment.id, {})).status).toBe(403);
    expect((await refund(cleaner.tokens.accessToken, payment.id, { amount: 1.5 }, '/admin/payments/refund')).status).toBe(403);
    expect((await api('GET', '/admin/payments?from=yesterday&limit=1000', { token })).status).toBe(403);
    const mutation = `mutation R($id: ID!, $a: Int!, $r: String!) { refundPayment(paymentId: $id, amountCents: $a, reason: $r) {
      __typename ... on ValidationError { field message } ... on Error { code } } }`;
    const refused = await gql<any>(mutation, { id: payment.id, a: 0, r: '' }, token);
    expect(refused.data.refundPayment).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    const list = await gql<any>('query { adminPayments(fromIso: "yesterday", limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    // The admin gets the input error, naming the /api body's key `amount` and the filter `from`.
    const bad = await gql<any>(mutation, { id: payment.id, a: 0, r: 'Nothing' }, admin.accessToken);
    expect(bad.data.refundPayment).toEqual({ __typename: 'ValidationError', field: 'amount', message: 'The amount must be at least 1 cent', code: 'VALIDATION_ERROR' });
    const badApi = await refund(admin.accessToken, payment.id, { amount: 0, reason: 'Nothing' });
    expect(badApi.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount', message: 'The amount must be at least 1 cent' });
    const badList = await api('GET', '/admin/payments?from=yesterday', { token: admin.accessToken });
    expect(badList.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'from', message: 'from must be an ISO 8601 date or instant' });
    expect(await db.payment.count({ where: { refundOfId: payment.id } })).toBe(0);
  });

  it('a double click refunds once', async () => {
    const { booking, payment } = await paidBooking();
    const [a, b] = await Promise.all([
      refund(admin.accessToken, payment.id, { amount: 500, reason: 'Double click' }),
      refund(admin.accessToken, payment.id, { amount: 500, reason: 'Double click' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refund.gatewayId).toBe(b.body.refund.gatewayId);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await db.gatewayRefund.count({ where: { paymentIntentId: payment.gatewayId } })).toBe(1);
  });

  it('a second click after the first refund finished answers that refund; another reason is another refund', async () => {
    const { booking, payment } = await paidBooking();
    const first = await refund(admin.accessToken, payment.id, { amount: 400, reason: 'Late click' });
    const again = await refund(admin.accessToken, payment.id, { amount: 400, reason: 'Late click' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body.refund.id).toEqual(expect.any(String));
    expect(again.body.refund.id).toBe(first.body.refund.id);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    const other = await refund(admin.accessToken, payment.id, { amount: 400, reason: 'Another room missed' });
    expect(other.status).toBe(200);
    expect(other.body.refund.id).not.toBe(first.body.refund.id);
    expect(await refundsOf(booking.id)).toHaveLength(2);
    expect(await db.gatewayRefund.count({ where: { paymentIntentId: payment.gatewayId } })).toBe(2);
  });

  it('GraphQL refundPayment answers the refund, and a ConflictError past what is left', async () => {
    const { payment } = await paidBooking();
    const mutation = `mutation R($id: ID!, $a: Int!, $r: String!) { refundPayment(paymentId: $id, amountCents: $a, reason: $r) {
      __typename ... on MutationRefundPaymentSuccess { data { kind amountCents reason } } ... on Error { code message } } }`;
    const ok = await gql<any>(mutation, { id: payment.id, a: 250, r: 'Missed a room' }, admin.accessToken);
    expect(ok.data.refundPayment.data).toEqual({ kind: 'refund', amountCents: 250, reason: 'Missed a room' });
    const over = await gql<any>(mutation, { id: payment.id, a: payment.amountCents, r: 'All' }, admin.accessToken);
    expect(over.data.refundPayment.code).toBe('CONFLICT_ERROR');
  });

  it('GET /api/admin/payments filters and pages with the total of all matches', async () => {
    await paidBooking();
    const all = await api('GET', '/admin/payments?kind=refund&limit=2', { token: admin.accessToken });
    expect(all.status).toBe(200);
    const total = await db.payment.count({ where: { kind: 'refund' } });
    expect(all.body.total).toBe(total);
    expect(all.body.payments.length).toBe(Math.min(2, total));
    expect(all.body.payments.every((p: { kind: string }) => p.kind === 'refund')).toBe(true);
    const payments = await api('GET', '/admin/payments?kind=payment&status=succeeded&limit=1', { token: admin.accessToken });
    expect(payments.body.payments[0].refundableCents).toBeGreaterThanOrEqual(0);
    expect((await api('GET', '/admin/payments', { token: customer.tokens.accessToken })).status).toBe(403);
    expect((await api('GET', '/admin/payments?from=yesterday', { token: admin.accessToken })).status).toBe(400);
  });
});

describe('admin reconciliation and status changes', () => {
  it('PUT /api/bookings/:id/payment-status records who and why', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await api('PUT', `/bookings/${booking.id}/payment-status`, {
      token: admin.accessToken,
      body: { paymentStatus: 'paid', reason: 'Paid in cash at the door' },
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toEqual({ id: booking.id, paymentStatus: 'paid' });
    const [event] = await db.bookingEvent.findMany({ where: { bookingId: booking.id } });
    expect(event).toMatchObject({ kind: 'payment_status_changed', fromValue: 'unpaid', toValue: 'paid', reason: 'Paid in cash at the door', actorId: admin.userId });
    expect((await api('PUT', `/bookings/${booking.id}/payment-status`, { token: customer.tokens.accessToken, body: { paymentStatus: 'paid', reason: 'Trust me' } })).status).toBe(403);
    expect((await api('PUT', `/bookings/${booking.id}/payment-status`, { token: admin.accessToken, body: { paymentStatus: 'paid' } })).status).toBe(400);
  });

  it('an admin marks a confirmed job completed with a reason (recorded)', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
    const res = await api('PUT', `/bookings/${booking.id}/status`, { token: admin.accessToken, body: { status: 'completed', reason: 'Cleaner confirmed by phone' } });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe('completed');
    const [event] = await db.bookingEvent.findMany({ where: { bookingId: booking.id, kind: 'status_changed' } });
    expect(event).toMatchObject({ fromValue: 'confirmed', toValue: 'completed', actorId: admin.userId });
    // A cleaner still cannot skip the lifecycle.
    const other = await createBooking(customer.tokens.accessToken);
    expect((await api('PUT', `/bookings/${other.id}/status`, { token: cleaner.tokens.accessToken, body: { status: 'confirmed' } })).status).toBe(400);
  });
});

describe('charge.refunded webhook', () => {
  it('records a refund made at the gateway once, even when delivered twice', async () => {
    const { booking, payment } = await paidBooking();
    const event = {
      id: `evt_refund_${booking.id.slice(0, 8)}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_test',
          object: 'charge',
          payment_intent: payment.gatewayId,
          amount: payment.amountCents,
          amount_refunded: 700,
          refunds: { object: 'list', data: [{ id: `re_dash${booking.id.slice(0, 8)}`, amount: 700, status: 'succeeded' }] },
        },
      },
    };
    const body = JSON.stringify(event);
    const deliver = () => api('POST', '/payments/webhook', { body: event, headers: { 'stripe-signature': signPayload(body) } });
    const first = await deliver();
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    const second = await deliver();
    expect(second.body.duplicate).toBe(true);
    const refunds = await refundsOf(booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 700, refundOfId: payment.id, idempotencyKey: `gateway:re_dash${booking.id.slice(0, 8)}` });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('partially_refunded');
  });
});

describe('a refund made at the gateway whose answer is lost (docs/decisions/0039, found by the money model)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const lost = () => Object.assign(new Error('Stripe: the connection timed out'), { statusCode: undefined, type: 'StripeConnectionError' });
  /** The next createRefund is made at the gateway, then its answer is lost. */
  function loseNextRefundAnswer() {
    const gw = gateway();
    const original = gw.createRefund.bind(gw);
    vi.spyOn(gw, 'createRefund').mockImplementationOnce(async (input) => {
      await original(input);
      throw lost();
    });
  }
  /** Refunds of a payment at the (embedded) gateway and in the app's books, as [gateway id, cents] sorted. */
  const books = async (paymentGatewayId: string, bookingId: string) => ({
    gateway: (await db.gatewayRefund.findMany({ where: { paymentIntentId: paymentGatewayId } })).map((r) => [r.id, r.amountCents]).sort(),
    app: (await refundsOf(bookingId)).filter((r) => r.status === 'succeeded').map((r) => [r.gatewayId, r.amountCents]).sort(),
  });
  const adminRefund = (paymentId: string, amount: number) => api('POST', `/admin/payments/refund/${paymentId}`, { token: admin.accessToken, body: { amount, reason: 'Arrived late' } });

  it("an admin's refund is read back and answered; the cancellation after it refunds the policy's share of the rest", async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 5);
    const part = Math.floor((payment.amountCents * 7) / 10);
    loseNextRefundAnswer();
    const first = await adminRefund(payment.id, part);
    const after = await books(payment.gatewayId, booking.id);
    expect(after.app).toEqual(after.gateway);
    expect(first.status).toBe(200);
    expect(first.body.refund).toMatchObject({ amountCents: part, status: 'succeeded' });
    expect((await refundsOf(booking.id)).map((r) => r.idempotencyKey)).toEqual([`payment:${payment.id}:refund:1`]);

    // Less than 24 hours ahead: the customer's cancellation gives back half of what is left, once.
    expect((await cancel(customer.tokens.accessToken, booking.id)).status).toBe(200);
    const end = await books(payment.gatewayId, booking.id);
    expect(end.app).toEqual(end.gateway);
    expect(end.app.map(([, cents]) => cents).sort()).toEqual([part, Math.floor((payment.amountCents - part) / 2)].sort());
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('partially_refunded');
    expect(await db.bookingEvent.count({ where: { bookingId: booking.id, kind: 'refunded' } })).toBe(2);
  });

  it('a lost answer whose read-back fails too is recorded by the next money step, which refunds only what is owed; a retried step converges', async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 5);
    const part = Math.floor((payment.amountCents * 7) / 10);
    loseNextRefundAnswer();
    vi.spyOn(gateway(), 'listRefunds').mockRejectedValueOnce(lost());
    expect((await adminRefund(payment.id, part)).status).toBe(500);
    expect(await refundsOf(booking.id)).toHaveLength(0);

    expect((await cancel(customer.tokens.accessToken, booking.id)).status).toBe(200);
    // The queue's retry of the money step, and the sweep's, run the same step again: nothing more moves.
    const change = { bookingId: booking.id, from: 'pending' as const, to: 'cancelled' as const, actor: { id: customer.id, role: 'customer' as const } };
    await settleBookingMoney({ bookingId: booking.id, change });
    await settleBookingMoney({ bookingId: booking.id, change });
    const end = await books(payment.gatewayId, booking.id);
    expect(end.app).toEqual(end.gateway);
    expect(end.app.map(([, cents]) => cents).sort()).toEqual([part, Math.floor((payment.amountCents - part) / 2)].sort());
    const rows = await refundsOf(booking.id);
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual([`booking:${booking.id}:cancel-refund:${payment.id}`, `payment:${payment.id}:refund:1`].sort());
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('partially_refunded');
  });

  it('a cancellation whose refund answer is lost answers and records the refund once, with its key', async () => {
    const { booking, payment } = await paidBooking();
    await startIn(booking.id, 30);
    loseNextRefundAnswer();
    const res = await cancel(customer.tokens.accessToken, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.booking.paymentStatus).toBe('refunded');
    const rows = await refundsOf(booking.id);
    expect(rows.map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[`booking:${booking.id}:cancel-refund:${payment.id}`, payment.amountCents, 'succeeded']]);
    const notices = await db.notification.count({ where: { userId: customer.id, type: 'payment_refunded', data: { path: ['bookingId'], equals: booking.id } } });
    expect(notices).toBe(1);
  });

  it("charge.refunded in Stripe's current shape (no refunds list) is read from the gateway and recorded once", async () => {
    const { booking, payment } = await paidBooking();
    // A refund made in Stripe's dashboard: no key of ours.
    const dashboard = await db.gatewayRefund.create({
      data: { id: `re_dash2${booking.id.slice(0, 8)}`, paymentIntentId: payment.gatewayId, amountCents: 900, currency: 'usd', status: 'succeeded' },
    });
    const deliver = (n: number) => {
      const event = {
        id: `evt_refund2_${n}_${booking.id.slice(0, 8)}`,
        object: 'event',
        type: 'charge.refunded',
        data: { object: { id: 'ch_test', object: 'charge', payment_intent: payment.gatewayId, amount: payment.amountCents, amount_refunded: 900 } },
      };
      return api('POST', '/payments/webhook', { body: event, headers: { 'stripe-signature': signPayload(JSON.stringify(event)) } });
    };
    expect((await deliver(1)).status).toBe(200);
    expect((await deliver(2)).status).toBe(200);
    const rows = await refundsOf(booking.id);
    expect(rows.map((r) => [r.gatewayId, r.amountCents, r.idempotencyKey, r.refundOfId])).toEqual([[dashboard.id, 900, `gateway:${dashboard.id}`, payment.id]]);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('partially_refunded');
    expect(await db.bookingEvent.count({ where: { bookingId: booking.id, kind: 'refunded' } })).toBe(1);
  });
});
