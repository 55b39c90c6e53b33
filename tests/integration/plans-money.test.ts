/**
 * Money and jobs of recurring plans (docs/decisions/0033 and "Pricing per
 * visit"), on the embedded test gateway with a controllable clock: the job functions of
 * server/src/modules/plans/plans.jobs.ts take `now` (a UTC instant) and are called directly.
 * - a visit is charged 24 h before its start, off-session, once per attempt (key visit:<id>:<n>),
 *   at the price of that day (membership re-read, the plan's discount taken off);
 * - a decline tells the customer and is retried 6 h later; a visit still unpaid 2 h before its
 *   start is cancelled ('Payment failed'), and its cleaner and customer are told;
 * - the rolling window extends exactly once when two runs go at once;
 * - recurring discounts: public list (GraphQL, GET /api/plans/discounts), admin edit with an audit
 *   entry (PUT /api/admin/recurring-discounts/{frequency}), denials and validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, database, db, gql, login, setupDatabase, type TestUser } from './harness.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { horizonEnd, localDateOf, occurrences, toInstant, addDays } from '../../server/src/modules/plans/recurrence.js';
import {
  PAYMENT_FAILED_REASON,
  PAYMENT_FAILED_TITLE,
  cancelUnpaidVisit,
  chargeVisit,
  extendPlans,
  hourOf,
  schedulePlanExtension,
  scheduleVisitCharge,
  settleDueVisits,
} from '../../server/src/modules/plans/plans.jobs.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

const HOUR = 3_600_000;
const ZIP = '94105';
const TZ = zipPoint(ZIP)!.timeZone;

let customer: TestUser;
let cleaner: TestUser;
let admin: Awaited<ReturnType<typeof login>>;
let service: { id: number; regularPriceCents: number; memberPriceCents: number };

beforeAll(async () => {
  [customer, cleaner, admin] = await Promise.all([createUser({ firstName: 'Planner' }), createUser({ role: 'cleaner', approvedFor: ['941'] }), login('admin@demo.test')]);
  service = await db.service.findUniqueOrThrow({ where: { id: 1 }, select: { id: true, regularPriceCents: true, memberPriceCents: true } });
});

let planSeq = 0;

/**
 * A weekly plan row of the customer (10 % off), starting `startDate` (local) at 09:00; paused
 * unless `active` (the charge tests make their visits by hand: the rolling window leaves them alone).
 */
async function makePlan(overrides: { paymentMethodId?: string | null; startDate?: string; cleanerId?: string | null; active?: boolean; customerId?: string } = {}) {
  const point = zipPoint(ZIP)!;
  const startDate = overrides.startDate ?? addDays(localDateOf(new Date(), TZ), 40);
  return db.plan.create({
    data: {
      customerId: overrides.customerId ?? customer.id,
      serviceId: service.id,
      // A unit of its own: a customer cannot hold two identical live plans (Plan_customer_no_duplicate).
      address: `100 Market St, Apt ${++planSeq}`,
      city: 'San Francisco',
      zipCode: ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      timeZone: TZ,
      startDate: new Date(`${startDate}T00:00:00Z`),
      startTime: '09:00',
      durationMinutes: 120,
      frequency: 'weekly',
      cleanerId: overrides.cleanerId ?? null,
      matching: overrides.cleanerId ? 'chosen' : 'best',
      discountPercent: 10,
      paymentMethodId: overrides.paymentMethodId ?? null,
      status: overrides.active ? 'active' : 'paused',
    },
  });
}

let dayOffset = 30;
/**
 * A confirmed visit booking of `plan` with its cleaner, on a date no other visit of this file
 * uses, priced wrong on purpose (1 cent) so the charge's re-pricing shows.
 */
async function makeVisit(plan: { id: string; customerId: string }) {
  dayOffset += 2;
  const date = addDays(localDateOf(new Date(), TZ), dayOffset);
  const point = zipPoint(ZIP)!;
  return db.booking.create({
    data: {
      customerId: plan.customerId,
      cleanerId: cleaner.id,
      serviceId: service.id,
      status: 'confirmed',
      acceptedAt: new Date(),
      scheduledAt: toInstant(date, '09:00', TZ),
      durationMinutes: 120,
      address: '100 Market St, Apt 4',
      city: 'San Francisco',
      zipCode: ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      priceTier: 'regular',
      hourlyRateCents: 1,
      totalCents: 1,
      matching: 'chosen',
      planId: plan.id,
      planDate: new Date(`${date}T00:00:00Z`),
    },
  });
}

/** What a 2-hour visit of service 1 costs a customer without a membership, 10 % off (cents). */
const expectedTotal = () => {
  const regular = Math.round((service.regularPriceCents * 120) / 60);
  return regular - Math.round((regular * 10) / 100);
};

const paymentsOf = (bookingId: string) => db.payment.findMany({ where: { bookingId, kind: 'payment' }, orderBy: { createdAt: 'asc' } });
const notificationsOf = (userId: string, bookingId: string) =>
  db.notification.findMany({ where: { userId, data: { path: ['bookingId'], equals: bookingId } }, orderBy: { createdAt: 'asc' } });

describe('charging a plan visit 24 hours before it starts', () => {
  it('does nothing earlier, then charges once off-session at the price of that day', async () => {
    const plan = await makePlan();
    const visit = await makeVisit(plan);
    const start = visit.scheduledAt.getTime();

    expect(await chargeVisit(visit.id, 1, new Date(start - 25 * HOUR))).toEqual({ kind: 'skipped', reason: 'too_early' });
    expect(await paymentsOf(visit.id)).toHaveLength(0);

    expect(await chargeVisit(visit.id, 1, new Date(start - 24 * HOUR))).toEqual({ kind: 'paid' });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: visit.id } });
    expect(booking).toMatchObject({ paymentStatus: 'paid', totalCents: expectedTotal(), hourlyRateCents: service.regularPriceCents, priceTier: 'regular' });
    expect(booking.discountCents).toBe(Math.round((service.regularPriceCents * 2 * 10) / 100));
    const payments = await paymentsOf(visit.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', amountCents: expectedTotal(), idempotencyKey: `visit:${visit.id}:1`, customerId: customer.id });

    // The same attempt again (a repeated job), and a later one: no second charge.
    expect(await chargeVisit(visit.id, 1, new Date(start - 23 * HOUR))).toEqual({ kind: 'paid' });
    expect(await chargeVisit(visit.id, 2, new Date(start - 18 * HOUR))).toEqual({ kind: 'paid' });
    expect(await paymentsOf(visit.id)).toHaveLength(1);
    // Paid: the unpaid cancellation leaves it alone.
    expect(await cancelUnpaidVisit(visit.id, new Date(start - 2 * HOUR))).toBe(false);
    expect((await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe('confirmed');
  });

  it('charges the member rate when the customer became a member after the visit was booked', async () => {
    const member = await createUser({ firstName: 'Member' });
    const tiers = await db.membershipTier.findMany();
    const tier = tiers.find((t) => t.hourlyMinCents <= service.memberPriceCents && service.memberPriceCents <= t.hourlyMaxCents)!;
    const plan = await makePlan({ customerId: member.id });
    const visit = await makeVisit(plan);
    await db.membership.create({ data: { userId: member.id, tierCode: tier.code, currentPeriodEnd: new Date(visit.scheduledAt.getTime() + 30 * 24 * HOUR) } });

    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'paid' });
    const memberTotal = Math.round((service.memberPriceCents * 120) / 60);
    const discount = Math.round((memberTotal * 10) / 100);
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({
      priceTier: 'member',
      hourlyRateCents: service.memberPriceCents,
      discountCents: discount,
      totalCents: memberTotal - discount,
      paymentStatus: 'paid',
    });
    expect((await paymentsOf(visit.id))[0]!.amountCents).toBe(memberTotal - discount);
  });

  it('queues the charge at start − 24 h and the unpaid cancellation at start − 2 h, once per start', async () => {
    const plan = await makePlan();
    const visit = await makeVisit(plan);
    const iso = visit.scheduledAt.toISOString();
    await scheduleVisitCharge(visit);
    await scheduleVisitCharge(visit);
    const jobs = await database.raw.query<{ name: string; start_after: Date }>(`SELECT name, start_after FROM pgboss.job WHERE singleton_key = ANY($1::text[]) ORDER BY name`, [
      [`visit-charge:${visit.id}:${iso}:1`, `visit-unpaid-cancel:${visit.id}:${iso}`],
    ]);
    expect(jobs.map((j) => j.name)).toEqual(['visit-charge', 'visit-unpaid-cancel']);
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(visit.scheduledAt.getTime() - 24 * HOUR);
    expect(new Date(jobs[1]!.start_after).getTime()).toBe(visit.scheduledAt.getTime() - 2 * HOUR);
  });
});

describe('a declined visit charge', () => {
  it('tells the customer, retries 6 hours later, and a new card pays the visit', async () => {
    const plan = await makePlan({ paymentMethodId: 'pm_card_chargeDeclined' });
    const visit = await makeVisit(plan);
    const start = visit.scheduledAt.getTime();

    const first = await chargeVisit(visit.id, 1, new Date(start - 24 * HOUR));
    expect(first).toEqual({ kind: 'declined', message: 'Your card was declined.', retryAt: new Date(start - 18 * HOUR) });
    expect((await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).paymentStatus).toBe('failed');
    const told = await notificationsOf(customer.id, visit.id);
    expect(told.map((n) => n.title)).toContain(PAYMENT_FAILED_TITLE);
    const notice = told.find((n) => n.title === PAYMENT_FAILED_TITLE)!;
    expect(notice.message).toContain('Your card was declined.');
    expect(notice.data).toMatchObject({ planId: plan.id, path: `/customer/plans/${plan.id}` });
    const iso = visit.scheduledAt.toISOString();
    const retry = await database.raw.query<{ start_after: Date; data: { attempt: number } }>(`SELECT start_after, data FROM pgboss.job WHERE singleton_key = $1`, [
      `visit-charge:${visit.id}:${iso}:2`,
    ]);
    expect(retry).toHaveLength(1);
    expect(new Date(retry[0]!.start_after).getTime()).toBe(start - 18 * HOUR);
    expect(retry[0]!.data.attempt).toBe(2);

    // The customer updates the card; the retry charges it.
    await db.plan.update({ where: { id: plan.id }, data: { paymentMethodId: 'pm_card_visa' } });
    expect(await chargeVisit(visit.id, 2, new Date(start - 18 * HOUR))).toEqual({ kind: 'paid' });
    const payments = await paymentsOf(visit.id);
    expect(payments.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [`visit:${visit.id}:1`, 'failed'],
      [`visit:${visit.id}:2`, 'succeeded'],
    ]);
    expect((await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).paymentStatus).toBe('paid');
  });

  it('retries while the start is more than 2 hours away, then cancels the unpaid visit and tells the cleaner', async () => {
    const plan = await makePlan({ paymentMethodId: 'pm_card_chargeDeclined' });
    const visit = await makeVisit(plan);
    const start = visit.scheduledAt.getTime();
    const at = (hoursBefore: number) => new Date(start - hoursBefore * HOUR);

    expect(await chargeVisit(visit.id, 1, at(24))).toMatchObject({ kind: 'declined', retryAt: at(18) });
    expect(await chargeVisit(visit.id, 2, at(18))).toMatchObject({ kind: 'declined', retryAt: at(12) });
    expect(await chargeVisit(visit.id, 3, at(12))).toMatchObject({ kind: 'declined', retryAt: at(6) });
    // 6 h later would be the start itself: no retry is left.
    expect(await chargeVisit(visit.id, 4, at(6))).toMatchObject({ kind: 'declined', retryAt: null });
    expect(await paymentsOf(visit.id)).toHaveLength(4);

    expect(await cancelUnpaidVisit(visit.id, at(3))).toBe(false);
    expect(await cancelUnpaidVisit(visit.id, at(2))).toBe(true);
    const cancelled = await db.booking.findUniqueOrThrow({ where: { id: visit.id } });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: PAYMENT_FAILED_REASON });
    expect(cancelled.cancelledAt).toEqual(at(2));
    // Once: a repeated job changes nothing, and a charge after it does nothing.
    expect(await cancelUnpaidVisit(visit.id, at(1))).toBe(false);
    expect(await chargeVisit(visit.id, 5, at(1.5))).toEqual({ kind: 'skipped', reason: 'not_upcoming' });

    const cleanerTold = await notificationsOf(cleaner.id, visit.id);
    expect(cleanerTold.map((n) => [n.type, n.message])).toContainEqual(['booking_cancelled', expect.stringContaining(PAYMENT_FAILED_REASON)]);
    const customerTold = await notificationsOf(customer.id, visit.id);
    expect(customerTold.map((n) => n.title)).toContain('Plan visit cancelled');
    const events = await db.bookingEvent.findMany({ where: { bookingId: visit.id, kind: 'status_changed' } });
    expect(events.map((e) => [e.fromValue, e.toValue, e.reason])).toEqual([['confirmed', 'cancelled', PAYMENT_FAILED_REASON]]);
  });
});

describe('the cancellation notice of a plan visit', () => {
  it("gives the visit's date in the plan's time zone, not the UTC date", async () => {
    const plan = await makePlan();
    const visit = await makeVisit(plan);
    // 18:30 in San Francisco is already the next day in UTC.
    const local = localDateOf(visit.scheduledAt, TZ);
    const evening = toInstant(local, '18:30', TZ);
    await db.booking.update({ where: { id: visit.id }, data: { scheduledAt: evening } });
    expect(localDateOf(evening, 'UTC')).not.toBe(local);

    // The customer cancels the plan: every future visit is cancelled and its cleaner told.
    const res = await api('DELETE', `/plans/${plan.id}`, { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe('cancelled');
    const told = (await notificationsOf(cleaner.id, visit.id)).find((n) => n.type === 'booking_cancelled');
    expect(told?.message).toContain(` on ${local} at 18:30 was cancelled`);
  });
});

describe('catching up after downtime (the hourly run)', () => {
  it('charges a visit inside 24 hours that was never charged, and cancels one unpaid inside 2 hours', async () => {
    const payingPlan = await makePlan();
    const missed = await makeVisit(payingPlan);
    const now = new Date(missed.scheduledAt.getTime() - 20 * HOUR);
    await settleDueVisits(now);
    expect((await db.booking.findUniqueOrThrow({ where: { id: missed.id } })).paymentStatus).toBe('paid');
    expect((await paymentsOf(missed.id)).map((p) => p.idempotencyKey)).toEqual([`visit:${missed.id}:1`]);
    // Charged already: the next run leaves it alone.
    await settleDueVisits(new Date(now.getTime() + HOUR));
    expect(await paymentsOf(missed.id)).toHaveLength(1);

    const decliningPlan = await makePlan({ paymentMethodId: 'pm_card_chargeDeclined' });
    const unpaid = await makeVisit(decliningPlan);
    await settleDueVisits(new Date(unpaid.scheduledAt.getTime() - 90 * 60_000));
    expect(await db.booking.findUniqueOrThrow({ where: { id: unpaid.id } })).toMatchObject({ status: 'cancelled', cancellationReason: PAYMENT_FAILED_REASON });
  });
});

describe('the rolling window', () => {
  it('books each visit through the 12-week horizon exactly once when two runs go at once', async () => {
    const now = new Date();
    // A customer of its own: the visits other tests made by hand hold none of its dates.
    const owner = await createUser({ firstName: 'Window' });
    const plan = await makePlan({ startDate: addDays(localDateOf(now, TZ), 3), active: true, customerId: owner.id });
    const until = horizonEnd(now, TZ);
    const expected = occurrences(
      { startDate: addDays(localDateOf(now, TZ), 3), startTime: '09:00', timeZone: TZ, frequency: 'weekly' },
      { until },
    ).length;

    const [a, b] = await Promise.all([extendPlans(now), extendPlans(now)]);
    const bookings = await db.booking.findMany({ where: { planId: plan.id }, select: { planDate: true } });
    const dates = bookings.map((x) => x.planDate!.toISOString().slice(0, 10));
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.length).toBe(expected);
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect(a.failed + b.failed).toBe(0);

    const reached = await db.plan.findUniqueOrThrow({ where: { id: plan.id } });
    expect(reached.bookedThrough?.toISOString().slice(0, 10)).toBe(until);
    // A later run in the same hour finds nothing to book.
    const again = await extendPlans(new Date(now.getTime() + 60_000));
    expect(again.booked).toBe(0);
    expect(await db.booking.count({ where: { planId: plan.id } })).toBe(expected);
  });

  it('queues one job per hour however many instances queue it', async () => {
    // Half past an hour 30 days ahead, so the queued runs wait (the queue works while the test runs)
    // and the third call, a minute later, stays in the same hour whenever the test runs.
    const later = new Date(new Date(hourOf(new Date(Date.now() + 30 * 24 * HOUR))).getTime() + HOUR / 2);
    await Promise.all([schedulePlanExtension(later, true), schedulePlanExtension(later, true), schedulePlanExtension(new Date(later.getTime() + 60_000), true)]);
    const thisHour = hourOf(later);
    const nextHour = new Date(new Date(thisHour).getTime() + HOUR).toISOString();
    const jobs = await database.raw.query<{ singleton_key: string; start_after: Date }>(
      `SELECT singleton_key, start_after FROM pgboss.job WHERE name = 'plans-extend' AND singleton_key = ANY($1::text[]) ORDER BY start_after`,
      [[`plans-extend:${thisHour}`, `plans-extend:${nextHour}`]],
    );
    expect(jobs.map((j) => j.singleton_key)).toEqual([`plans-extend:${thisHour}`, `plans-extend:${nextHour}`]);
    expect(new Date(jobs[1]!.start_after).toISOString()).toBe(nextHour);
  });
});

describe('recurring discounts', () => {
  it('are public over GraphQL and GET /api/plans/discounts', async () => {
    const res = await api('GET', '/plans/discounts');
    expect(res.status).toBe(200);
    expect(res.body.discounts.map((d: { frequency: string; percent: number }) => [d.frequency, d.percent])).toEqual([
      ['weekly', 10],
      ['biweekly', 5],
      ['every_4_weeks', 0],
    ]);
    expect(res.body).toMatchObject({ page: 1, limit: 10, total: 3 });
    const q = await gql('{ recurringDiscounts { frequency percent updatedAt } }');
    expect(q.errors).toBeUndefined();
    expect(q.data!.recurringDiscounts).toHaveLength(3);
  });

  it('an admin changes one (audited); others are refused before the body is read', async () => {
    const customerRes = await api('PUT', '/admin/recurring-discounts/biweekly', { token: customer.tokens.accessToken, body: { percent: 'lots' } });
    expect(customerRes.status).toBe(403);
    expect(customerRes.body.code).toBe('AUTHORIZATION_ERROR');
    expect((await api('PUT', '/admin/recurring-discounts/biweekly', { body: { percent: 7 } })).status).toBe(401);

    const tooMuch = await api('PUT', '/admin/recurring-discounts/biweekly', { token: admin.accessToken, body: { percent: 60 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'percent', message: 'percent must be a whole number from 0 to 50' });
    expect((await api('PUT', '/admin/recurring-discounts/monthly', { token: admin.accessToken, body: { percent: 5 } })).status).toBe(404);

    const ok = await api('PUT', '/admin/recurring-discounts/biweekly', { token: admin.accessToken, body: { percent: 7 } });
    expect(ok.status).toBe(200);
    expect(ok.body.discount).toMatchObject({ frequency: 'biweekly', percent: 7 });
    const audit = await db.auditLog.findFirst({ where: { action: 'recurring_discount.update', entityId: 'biweekly' }, orderBy: { createdAt: 'desc' } });
    expect(audit).toMatchObject({ entityType: 'recurring_discount', before: { percent: 5 }, after: { percent: 7 } });

    const viaGql = await gql(
      'mutation($p: Int!) { updateRecurringDiscount(frequency: biweekly, percent: $p) { __typename ... on MutationUpdateRecurringDiscountSuccess { data { percent } } ... on Error { message } } }',
      { p: 5 },
      admin.accessToken,
    );
    expect(viaGql.data!.updateRecurringDiscount).toMatchObject({ __typename: 'MutationUpdateRecurringDiscountSuccess', data: { percent: 5 } });
    const denied = await gql('mutation { updateRecurringDiscount(frequency: weekly, percent: 1) { __typename } }', {}, customer.tokens.accessToken);
    expect(denied.data!.updateRecurringDiscount).toEqual({ __typename: 'AuthorizationError' });
    expect((await db.recurringDiscount.findUniqueOrThrow({ where: { frequency: 'weekly' } })).percent).toBe(10);
  });
});
