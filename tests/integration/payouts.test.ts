/**
 * Cleaner payouts on the embedded test gateway (docs/decisions/0018): connected accounts
 * ready at once, payouts scheduled at completion with the hold (PAYOUT_HOLD_HOURS, 24 by default),
 * the share (paid less refunds less PLATFORM_FEE_PERCENT, 20 by default) transferred once, problem
 * reports that pause it, admin releases, waiting for an account, account.updated, and a release
 * that runs through the database job queue (pg-boss).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, startJobs, stopJobs } from '../../server/src/jobs/queue.js';
import { signPayload } from '../../server/src/modules/payments/gateway.js';
import { payoutShareCents, releasePayout } from '../../server/src/modules/payments/payouts.service.js';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

let customer: TestUser;
let other: TestUser;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  [customer, other, admin] = await Promise.all([createUser({ firstName: 'Payer' }), createUser({ firstName: 'Other' }), login('admin@demo.test')]);
});

/** A cleaner of its own (so accounts and payouts do not mix between tests), serving 941xx. */
const newCleaner = () => createUser({ role: 'cleaner', approvedFor: ['941'] });

/** Books, pays (pm_card_visa) and has `cleaner` accept a booking; returns it with its payment. */
async function paidJob(cleaner: TestUser) {
  const booking = await createBooking(customer.tokens.accessToken);
  const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
  const paid = await api('POST', '/payments/confirm', {
    token: customer.tokens.accessToken,
    body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBe(200);
  expect((await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
  return { booking, payment: paid.body.payment as { id: string; amountCents: number; gatewayId: string } };
}

/** Completes a job through an admin's status change (with a reason). */
const complete = (bookingId: string) =>
  api('PUT', `/bookings/${bookingId}/status`, { token: admin.accessToken, body: { status: 'completed', reason: 'Done, confirmed by phone' } });
const connect = (cleaner: TestUser) => api('POST', '/payments/connect-account', { token: cleaner.tokens.accessToken });
const payoutOf = (bookingId: string) => db.payout.findUniqueOrThrow({ where: { bookingId } });
const endHold = (bookingId: string) => db.payout.update({ where: { bookingId }, data: { releaseAt: new Date(Date.now() - 1000) } });

describe('connected accounts', () => {
  it('a cleaner gets a test account ready at once (url null); status reads it', async () => {
    const cleaner = await newCleaner();
    const before = await api('GET', '/payments/connect-account/status', { token: cleaner.tokens.accessToken });
    expect(before.status).toBe(200);
    expect(before.body.account).toBeNull();
    const res = await connect(cleaner);
    expect(res.status).toBe(200);
    expect(res.body.url).toBeNull();
    expect(res.body.account).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    expect(res.body.account.id).toMatch(/^acct_[A-Za-z0-9]{20,}$/);
    const again = await connect(cleaner);
    expect(again.body.account.id).toBe(res.body.account.id);
    const after = await api('GET', '/payments/connect-account/status', { token: cleaner.tokens.accessToken });
    expect(after.body.account).toEqual(res.body.account);
    expect((await connect(customer)).status).toBe(403);
    const viaGraphql = await gql<{ connectAccountStatus: { id: string } | null }>('{ connectAccountStatus { id payoutsEnabled } }', {}, cleaner.tokens.accessToken);
    expect(viaGraphql.data?.connectAccountStatus?.id).toBe(res.body.account.id);
  });
});

describe('payouts', () => {
  it('completing a paid job schedules a held payout; after the hold the share is transferred once', async () => {
    const cleaner = await newCleaner();
    await connect(cleaner);
    const { booking, payment } = await paidJob(cleaner);
    const before = Date.now();
    expect((await complete(booking.id)).status).toBe(200);
    const held = await payoutOf(booking.id);
    const share = Math.floor((payment.amountCents * 80) / 100);
    expect(held).toMatchObject({ status: 'held', cleanerId: cleaner.id, amountCents: share });
    expect(held.releaseAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(held.releaseAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);

    // Within the hold nothing moves.
    expect((await releasePayout(booking.id))?.status).toBe('held');
    await endHold(booking.id);
    const [a, b] = await Promise.all([releasePayout(booking.id), releasePayout(booking.id)]);
    expect([a?.status, b?.status]).toEqual(['paid', 'paid']);
    const paid = await payoutOf(booking.id);
    expect(paid.transferId).toMatch(/^tr_/);
    expect(await db.gatewayTransfer.count({ where: { idempotencyKey: `booking:${booking.id}:payout` } })).toBe(1);
    const rows = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'payout' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: share, cleanerId: cleaner.id, status: 'succeeded', gatewayId: paid.transferId });

    const history = await api('GET', '/payments/history', { token: cleaner.tokens.accessToken });
    expect(history.body.payments).toEqual([expect.objectContaining({ kind: 'payout', amountCents: share, bookingId: booking.id })]);
    expect(await db.notification.count({ where: { userId: cleaner.id, type: 'payout_paid' } })).toBe(1);
  });

  it('a job an admin moves back from completed is not paid for until it is completed again (found by the money model)', async () => {
    const cleaner = await newCleaner();
    await connect(cleaner);
    const { booking } = await paidJob(cleaner);
    expect((await complete(booking.id)).status).toBe(200);
    const back = await api('PUT', `/bookings/${booking.id}/status`, { token: admin.accessToken, body: { status: 'confirmed', reason: 'Not done after all' } });
    expect(back.status).toBe(200);
    await endHold(booking.id);
    expect((await api('POST', `/payments/transfer/${booking.id}`, { token: admin.accessToken })).status).toBe(409);
    expect((await releasePayout(booking.id))?.status).toBe('held');
    expect(await db.gatewayTransfer.count({ where: { idempotencyKey: `booking:${booking.id}:payout` } })).toBe(0);
    expect((await complete(booking.id)).status).toBe(200);
    expect((await releasePayout(booking.id))?.status).toBe('paid');
  });

  it('the share is what was kept less the platform fee, rounded down to the cent', () => {
    expect(payoutShareCents(7200, 0)).toBe(5760);
    expect(payoutShareCents(7200, 3600)).toBe(2880);
    expect(payoutShareCents(999, 0)).toBe(799);
    expect(payoutShareCents(1000, 1000)).toBe(0);
  });

  it('a refund during the hold lowers the payout', async () => {
    const cleaner = await newCleaner();
    await connect(cleaner);
    const { booking, payment } = await paidJob(cleaner);
    await complete(booking.id);
    const refund = await api('POST', `/payments/refund/${payment.id}`, { token: admin.accessToken, body: { amount: 1000, reason: 'Missed a room' } });
    expect(refund.status).toBe(200);
    await endHold(booking.id);
    const paid = await releasePayout(booking.id);
    expect(paid).toMatchObject({ status: 'paid', amountCents: Math.floor(((payment.amountCents - 1000) * 80) / 100) });
  });

  it('a problem report within the hold pauses the payout until an admin releases it', async () => {
    const cleaner = await newCleaner();
    await connect(cleaner);
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    const denied = await api('POST', `/bookings/${booking.id}/report-problem`, { token: other.tokens.accessToken, body: { reason: 'Not mine' } });
    expect(denied.status).toBe(404);
    expect((await api('POST', `/bookings/${booking.id}/report-problem`, { token: customer.tokens.accessToken, body: {} })).status).toBe(400);
    // A cleaner is refused before the (missing) reason is looked at.
    expect((await api('POST', `/bookings/${booking.id}/report-problem`, { token: cleaner.tokens.accessToken, body: {} })).status).toBe(403);
    const report = await api('POST', `/bookings/${booking.id}/report-problem`, {
      token: customer.tokens.accessToken,
      body: { reason: 'The kitchen was not cleaned' },
    });
    expect(report.status).toBe(200);
    expect(report.body.payout).toMatchObject({ status: 'paused', problemReason: 'The kitchen was not cleaned' });
    // The hold ending does not release a paused payout.
    await endHold(booking.id);
    expect((await releasePayout(booking.id))?.status).toBe('paused');
    expect(await db.notification.count({ where: { type: 'problem_reported', data: { path: ['bookingId'], equals: booking.id } } })).toBeGreaterThan(0);

    expect((await api('POST', `/payments/transfer/${booking.id}`, { token: customer.tokens.accessToken })).status).toBe(403);
    const released = await api('POST', `/payments/transfer/${booking.id}`, { token: admin.accessToken });
    expect(released.status).toBe(200);
    expect(released.body.payout.status).toBe('paid');
    const again = await api('POST', `/payments/transfer/${booking.id}`, { token: admin.accessToken });
    expect(again.status).toBe(409);
    const events = await db.bookingEvent.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => e.kind)).toEqual(['status_changed', 'problem_reported', 'payout_released']);
  });

  it("an admin's refund settles a problem report: the paused payout goes out with the smaller share, or is canceled", async () => {
    const cleaner = await newCleaner();
    await connect(cleaner);
    const partial = await paidJob(cleaner);
    await complete(partial.booking.id);
    await api('POST', `/bookings/${partial.booking.id}/report-problem`, { token: customer.tokens.accessToken, body: { reason: 'Windows skipped' } });
    const refund = await api('POST', `/payments/refund/${partial.payment.id}`, { token: admin.accessToken, body: { amount: 2000, reason: 'Windows skipped' } });
    expect(refund.status).toBe(200);
    expect(await payoutOf(partial.booking.id)).toMatchObject({ status: 'paid', amountCents: Math.floor(((partial.payment.amountCents - 2000) * 80) / 100) });

    const full = await paidJob(cleaner);
    await complete(full.booking.id);
    await api('POST', `/bookings/${full.booking.id}/report-problem`, { token: customer.tokens.accessToken, body: { reason: 'Nobody came' } });
    await api('POST', `/payments/refund/${full.payment.id}`, { token: admin.accessToken, body: { amount: full.payment.amountCents, reason: 'Nobody came' } });
    expect(await payoutOf(full.booking.id)).toMatchObject({ status: 'canceled', amountCents: 0 });
    expect(await db.payment.count({ where: { bookingId: full.booking.id, kind: 'payout' } })).toBe(0);
  });

  it('a problem reported after the hold is a 409', async () => {
    const cleaner = await newCleaner();
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    await endHold(booking.id);
    const late = await api('POST', `/bookings/${booking.id}/report-problem`, { token: customer.tokens.accessToken, body: { reason: 'Too late now' } });
    expect(late.status).toBe(409);
    expect(late.body.error).toContain('within 24 hours');
  });

  it('without an account the payout waits; connecting releases it', async () => {
    const cleaner = await newCleaner();
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    await endHold(booking.id);
    expect((await releasePayout(booking.id))?.status).toBe('waiting_for_account');
    expect(await db.payment.count({ where: { bookingId: booking.id, kind: 'payout' } })).toBe(0);
    await connect(cleaner);
    expect((await payoutOf(booking.id)).status).toBe('paid');
  });

  it('an unpaid completed job schedules nothing; an admin transfer of it is 404', async () => {
    const cleaner = await newCleaner();
    const booking = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
    await complete(booking.id);
    expect(await db.payout.findUnique({ where: { bookingId: booking.id } })).toBeNull();
    expect((await api('POST', `/payments/transfer/${booking.id}`, { token: admin.accessToken })).status).toBe(404);
  });

  it('account.updated enabling payouts releases the payouts waiting for that account', async () => {
    const cleaner = await newCleaner();
    const account = (await connect(cleaner)).body.account as { id: string };
    // As Stripe would report an account still in onboarding.
    await db.connectedAccount.update({ where: { userId: cleaner.id }, data: { payoutsEnabled: false } });
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    await endHold(booking.id);
    expect((await releasePayout(booking.id))?.status).toBe('waiting_for_account');
    const event = {
      id: `evt_acct_${booking.id.slice(0, 8)}`,
      object: 'event',
      type: 'account.updated',
      data: { object: { id: account.id, object: 'account', payouts_enabled: true, details_submitted: true } },
    };
    const res = await api('POST', '/payments/webhook', { body: event, headers: { 'stripe-signature': signPayload(JSON.stringify(event)) } });
    expect(res.status).toBe(200);
    expect((await db.connectedAccount.findUniqueOrThrow({ where: { userId: cleaner.id } })).payoutsEnabled).toBe(true);
    expect((await payoutOf(booking.id)).status).toBe('paid');
  });

  it('GraphQL Booking.payout is shown to the customer, the cleaner and admins only', async () => {
    const cleaner = await newCleaner();
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    const query = 'query B($id: ID!) { booking(id: $id) { payout { status amountCents } } }';
    const mine = await gql<any>(query, { id: booking.id }, customer.tokens.accessToken);
    expect(mine.data.booking.payout.status).toBe('held');
    const theirs = await gql<any>(query, { id: booking.id }, cleaner.tokens.accessToken);
    expect(theirs.data.booking.payout.status).toBe('held');
  });
});

describe('the job queue', () => {
  it('a release enqueued to start a second from now runs through pg-boss', async () => {
    await startJobs();
    const cleaner = await newCleaner();
    await connect(cleaner);
    const { booking } = await paidJob(cleaner);
    await complete(booking.id);
    await endHold(booking.id);
    await enqueue('payout-release', { bookingId: booking.id }, { startAfter: new Date(Date.now() + 1000) });
    expect((await payoutOf(booking.id)).status).toBe('held');
    const deadline = Date.now() + 20_000;
    while ((await payoutOf(booking.id)).status !== 'paid' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await payoutOf(booking.id)).status).toBe('paid');
    // The handler commits the payout before pg-boss marks its job completed: wait for that too.
    const completed = () =>
      db.$queryRawUnsafe<{ state: string }[]>(
        `SELECT state FROM pgboss.job WHERE name = 'payout-release' AND data->>'bookingId' = $1 AND state = 'completed'`,
        booking.id,
      );
    await expect.poll(async () => (await completed()).length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
  });
});
