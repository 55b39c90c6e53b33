/**
 * Work that must follow a commit and whose job was lost: the process stopped
 * between the commit and the enqueue. The minute sweep (jobs/queue.ts runSweeps) finds it by the
 * rows themselves: a pending offer past its deadline, a matched booking nobody took an hour before
 * its start, a cancellation whose refund was never made. Real database, no job queued.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSweeps, stopJobs } from '../../server/src/jobs/queue.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { UNFILLED_REASON } from '../../server/src/modules/matching/cascade.service.js';
import '../../server/src/modules/payments/booking-money.js';
import { gateway } from '../../server/src/modules/payments/gateway.js';
import '../../server/src/modules/plans/plans.jobs.js';
import { api, createBooking, createUser, db, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);
afterAll(stopJobs);
afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;
const ZIP = '94105';

let customer: TestUser;
let cleaner: TestUser;

beforeAll(async () => {
  [customer, cleaner] = await Promise.all([createUser({ firstName: 'Swept' }), createUser({ role: 'cleaner', approvedFor: ['941'] })]);
});

let seq = 0;
/** A matched booking written as the cascade writes it, with no job queued for it. */
async function matchedBooking(data: { status: 'pending' | 'pending_cleaner_response'; startsIn: number; cleanerId?: string; fallbackToBest?: boolean }) {
  seq += 1;
  const point = zipPoint(ZIP)!;
  return db.booking.create({
    data: {
      customerId: customer.id,
      cleanerId: data.cleanerId ?? null,
      serviceId: 1,
      status: data.status,
      scheduledAt: new Date(Math.floor((Date.now() + data.startsIn) / HOUR) * HOUR + seq * 60_000),
      durationMinutes: 120,
      address: `600 Sweep St, Apt ${seq}`,
      city: 'San Francisco',
      zipCode: ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      priceTier: 'regular',
      hourlyRateCents: 3000,
      totalCents: 6000,
      matching: data.cleanerId ? 'chosen' : 'best',
      fallbackToBest: data.fallbackToBest ?? false,
    },
  });
}

describe('the due-work sweep (defect 7)', () => {
  it('expires a pending offer past its deadline whose deadline job was never queued', async () => {
    const booking = await matchedBooking({ status: 'pending_cleaner_response', startsIn: 48 * HOUR, cleanerId: cleaner.id });
    const offer = await db.bookingOffer.create({ data: { bookingId: booking.id, cleanerId: cleaner.id, rank: 1, askedAt: new Date(Date.now() - 20 * 60_000), expiresAt: new Date(Date.now() - 60_000) } });
    await runSweeps(new Date());
    expect((await db.bookingOffer.findUniqueOrThrow({ where: { id: offer.id } })).outcome).toBe('expired');
    // A chosen cleaner without fallback who did not answer: the booking ends rejected.
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('rejected');
  });

  it('cancels a matched booking nobody took within an hour of its start, its unfilled job lost', async () => {
    const booking = await matchedBooking({ status: 'pending', startsIn: 30 * 60_000 });
    await runSweeps(new Date());
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: 'cancelled', cancellationReason: UNFILLED_REASON });
  });

  it('makes the refund of a cancellation whose money step never ran', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    const paid = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' } });
    expect(paid.status).toBe(200);
    // The cancellation committed; the process stopped before its refund (nothing queued).
    await db.$transaction([
      db.booking.update({ where: { id: booking.id }, data: { status: 'cancelled', cancelledAt: new Date(), cancellationReason: 'Away' } }),
      db.bookingEvent.create({ data: { bookingId: booking.id, actorId: customer.id, kind: 'status_changed', fromValue: 'pending', toValue: 'cancelled', reason: 'Away' } }),
    ]);
    await runSweeps(new Date());
    const refunds = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'refund' } });
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', paid.body.payment.amountCents]]);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe('refunded');
    // Once made, the next sweeps refund nothing more.
    await runSweeps(new Date());
    expect(await db.payment.count({ where: { bookingId: booking.id, kind: 'refund' } })).toBe(1);
  });

  it("refunds a customer's cancellation by the policy's band when its refund and the retry job were lost", async () => {
    // Found by the money model (money-model.test.ts): the sweep read the actor from the booking's
    // status event, which a customer's cancellation did not write, and refunded everything.
    const booking = await createBooking(customer.tokens.accessToken);
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    const paid = await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' } });
    expect(paid.status).toBe(200);
    // Less than 24 hours ahead: the policy keeps half.
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: new Date(Date.now() + 5 * HOUR) } });
    vi.spyOn(gateway(), 'createRefund').mockRejectedValueOnce(Object.assign(new Error('Stripe answered 503'), { statusCode: 503 }));
    const since = new Date(Date.now() - 1_000);
    expect((await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled', reason: 'Ill' } })).status).toBe(200);
    // The process stopped before the queued retry ran: the job is gone.
    await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = 'booking-money' AND data->>'bookingId' = $1 AND created_on >= $2`, booking.id, since);
    await runSweeps(new Date());
    const refunds = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'refund' } });
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', Math.floor(paid.body.payment.amountCents / 2)]]);
  });
});
