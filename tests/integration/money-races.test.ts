/**
 * Money under races and failures (docs/decisions/0037), on the embedded test gateway:
 * - a plan visit's off-session charge still at the gateway when the visit is cancelled: the money
 *   goes back in full and the cleaner is never paid from it;
 * - a plan visit paid by the customer ("Pay now") and by its charge job: one captured charge;
 * - a refund the gateway fails during a cancellation is retried by the job queue, and the payout
 *   of the kept share follows it.
 * The races are driven by holding the gateway's answer until the other request has committed; on
 * PostgreSQL (TEST_DATABASE_URL) they are real concurrent transactions on separate connections.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { gateway } from '../../server/src/modules/payments/gateway.js';
import { chargeVisit, settleDueVisits } from '../../server/src/modules/plans/plans.jobs.js';
import { planWithVisit } from './plan-factory.js';
import { api, createBooking, createUser, db, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);
afterAll(stopJobs);
afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;

let customer: TestUser;
let cleaner: TestUser;

beforeAll(async () => {
  [customer, cleaner] = await Promise.all([createUser({ firstName: 'Racer' }), createUser({ role: 'cleaner', approvedFor: ['941'] })]);
});

let seq = 0;
/** A paused weekly plan of the customer and one confirmed visit of it with the cleaner, on a day of its own. */
async function planVisit() {
  seq += 1;
  const service = await db.service.findUniqueOrThrow({ where: { id: 1 } });
  const { plan, visit } = await planWithVisit({ n: seq, customer, cleaner, street: '200 Race St', status: 'confirmed', hourlyRateCents: service.regularPriceCents });
  return { plan, visit };
}

/** A gate: the gateway's confirm waits at it until `open()` (the other request runs meanwhile). */
function holdConfirms() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const gw = gateway();
  const original = gw.confirmPaymentIntent.bind(gw);
  vi.spyOn(gw, 'confirmPaymentIntent').mockImplementation(async (...args) => {
    reached();
    await gate;
    return original(...args);
  });
  return { arrived, open: () => open() };
}

const paymentsOf = (bookingId: string, kind: 'payment' | 'refund') => db.payment.findMany({ where: { bookingId, kind }, orderBy: { createdAt: 'asc' } });
/** Succeeded intents at the (embedded) gateway for a booking: the captured charges. */
const capturedAtGateway = async (bookingId: string) =>
  (await db.gatewayPaymentIntent.findMany({ where: { status: 'succeeded' } })).filter((i) => (i.metadata as Record<string, string> | null)?.bookingId === bookingId);

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a charge in flight when the visit is cancelled (defect 1)', () => {
  it('is refunded in full and never reaches a payout', async () => {
    const { visit } = await planVisit();
    const held = holdConfirms();
    const charging = chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR));
    await held.arrived;
    // The customer skips the visit while Stripe is still answering.
    const cancelled = await api('PUT', `/bookings/${visit.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled', reason: 'Away that week' } });
    expect(cancelled.status).toBe(200);
    held.open();
    await charging;

    const [payment] = await paymentsOf(visit.id, 'payment');
    expect(payment).toMatchObject({ status: 'succeeded' });
    await until(async () => (await paymentsOf(visit.id, 'refund')).length > 0);
    const refunds = await paymentsOf(visit.id, 'refund');
    expect(refunds.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.amountCents : 0), 0)).toBe(payment!.amountCents);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: visit.id } });
    expect(booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await db.payout.findUnique({ where: { bookingId: visit.id } })).toBeNull();
  }, 30_000);
});

describe('a charge claimed and stopped before the gateway answered (defect 1 follow-up)', () => {
  it('the hourly catch-up charges the visit left pending with no payment', async () => {
    const { visit } = await planVisit();
    const gw = gateway();
    vi.spyOn(gw, 'createPaymentIntent').mockRejectedValueOnce(new Error('connection reset'));
    const at = new Date(visit.scheduledAt.getTime() - 24 * HOUR);
    await expect(chargeVisit(visit.id, 1, at)).rejects.toThrow('connection reset');
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ paymentStatus: 'pending' });
    await settleDueVisits(new Date(at.getTime() + HOUR));
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('a plan visit paid by the customer and by its charge job (defect 2)', () => {
  it('"Pay now" open, then the job charges: the job confirms the open intent; the customer\'s confirm makes no second charge', async () => {
    const { visit } = await planVisit();
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: visit.id } });
    expect(intent.status).toBe(200);
    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'paid' });
    const confirm = await api('POST', '/payments/confirm', {
      token: customer.tokens.accessToken,
      body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' },
    });
    expect(confirm.status).toBe(200);
    expect(await capturedAtGateway(visit.id)).toHaveLength(1);
    expect((await paymentsOf(visit.id, 'payment')).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('the customer confirming while the job charges at the same moment: one captured charge', async () => {
    const { visit } = await planVisit();
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: visit.id } });
    expect(intent.status).toBe(200);
    const [job, confirm] = await Promise.all([
      chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR)),
      api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' } }),
    ]);
    expect(job).toEqual({ kind: 'paid' });
    expect([200, 409]).toContain(confirm.status);
    expect(await capturedAtGateway(visit.id)).toHaveLength(1);
  });

  it('after the job paid, a confirm of another intent of the booking is refused before the gateway', async () => {
    const { visit } = await planVisit();
    // An intent left open at the gateway (e.g. opened before the job's): the booking is paid meanwhile.
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: visit.id } });
    expect(intent.status).toBe(200);
    await db.payment.updateMany({ where: { gatewayId: intent.body.paymentIntent.id }, data: { status: 'failed' } });
    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'paid' });
    const confirm = await api('POST', '/payments/confirm', {
      token: customer.tokens.accessToken,
      body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' },
    });
    expect(confirm.status).toBe(409);
    expect(await capturedAtGateway(visit.id)).toHaveLength(1);

    // Confirmed at the gateway all the same (Stripe.js in the browser): the second charge is refunded in full, nothing more is paid out.
    await gateway().confirmPaymentIntent(intent.body.paymentIntent.id, { paymentMethodId: 'pm_card_visa', idempotencyKey: `browser:${visit.id}` });
    const second = await db.payment.findUniqueOrThrow({ where: { gatewayId: intent.body.paymentIntent.id } });
    await until(async () => (await paymentsOf(visit.id, 'refund')).length > 0);
    expect((await paymentsOf(visit.id, 'refund')).map((r) => [r.refundOfId, r.amountCents, r.status])).toEqual([[second.id, second.amountCents, 'succeeded']]);
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('a refund the gateway fails during a cancellation (defect 3)', () => {
  it('is retried from the job queue, and the payout of the kept share follows it', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    const paid = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' } });
    expect(paid.status).toBe(200);
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
    // Less than 24 hours ahead: the policy keeps half.
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: new Date(Date.now() + 5 * HOUR) } });
    const gw = gateway();
    vi.spyOn(gw, 'createRefund').mockRejectedValueOnce(Object.assign(new Error('Stripe answered 503'), { statusCode: 503 }));

    const cancelled = await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled', reason: 'Ill' } });
    expect(cancelled.status).toBe(200);
    await until(async () => (await paymentsOf(booking.id, 'refund')).length > 0 && !!(await db.payout.findUnique({ where: { bookingId: booking.id } })));

    const amount = paid.body.payment.amountCents as number;
    const refunds = await paymentsOf(booking.id, 'refund');
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', Math.floor(amount / 2)]]);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ paymentStatus: 'partially_refunded' });
    expect(await db.payout.findUnique({ where: { bookingId: booking.id } })).toMatchObject({ status: 'held', cleanerId: cleaner.id });
  }, 30_000);
});
