/**
 * Admin dashboard and analytics (docs/decisions/0020) over /api and GraphQL, on
 * rows with known figures: revenue per day/week/month with zero periods, the platform fee, the
 * figures per city and zip code with the unserved zip codes, the dashboard counts, validation and
 * the denials.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});
const asAdmin = (path: string) => api('GET', path, { token: admin.accessToken });

async function payment(bookingId: string, customerId: string, kind: 'payment' | 'refund' | 'payout', amountCents: number, createdAt: string) {
  const id = randomUUID();
  await db.payment.create({
    data: { id, bookingId, customerId, kind, amountCents, status: 'succeeded', gatewayId: `test_${id}`, idempotencyKey: `test:${id}`, createdAt: new Date(createdAt) },
  });
}

describe('revenue over time', () => {
  it('sums payments, refunds and payouts per UTC day, week and month, zeros included, with the platform fee', async () => {
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    // March 2020 (nothing else is that old): two payments on the 2nd, a refund on the 3rd, a payout on the 10th.
    await payment(booking.id, customer.id, 'payment', 10_000, '2020-03-02T10:00:00Z');
    await payment(booking.id, customer.id, 'payment', 5_000, '2020-03-02T23:59:00Z');
    await payment(booking.id, customer.id, 'refund', 2_000, '2020-03-03T00:00:00Z');
    await payment(booking.id, customer.id, 'payout', 8_000, '2020-03-10T12:00:00Z');
    const days = await asAdmin('/admin/analytics/revenue?from=2020-03-01&to=2020-03-11&interval=day');
    expect(days.status).toBe(200);
    expect(days.body.points).toHaveLength(10);
    expect(days.body).toMatchObject({ page: 1, total: 10 });
    const secondPage = await asAdmin('/admin/analytics/revenue?from=2020-03-01&to=2020-03-11&interval=day&limit=4&page=2');
    expect(secondPage.body.points.map((p: { periodStart: string }) => p.periodStart.slice(0, 10))).toEqual(['2020-03-05', '2020-03-06', '2020-03-07', '2020-03-08']);
    expect(secondPage.body.totals.grossCents).toBe(15_000);
    expect(days.body.points[0]).toMatchObject({ periodStart: '2020-03-01T00:00:00.000Z', grossCents: 0 });
    expect(days.body.points[1]).toMatchObject({ periodStart: '2020-03-02T00:00:00.000Z', grossCents: 15_000, payments: 2, netCents: 15_000, platformFeeCents: 3_000 });
    expect(days.body.points[2]).toMatchObject({ refundsCents: 2_000, netCents: -2_000, platformFeeCents: -400 });
    expect(days.body.points[9]).toMatchObject({ cleanerPayoutsCents: 8_000 });
    expect(days.body.totals).toMatchObject({ grossCents: 15_000, refundsCents: 2_000, netCents: 13_000, platformFeeCents: 2_600, cleanerPayoutsCents: 8_000, payments: 2 });
    // Weeks start on Monday: 2020-03-02 was a Monday.
    const weeks = await asAdmin('/admin/analytics/revenue?from=2020-03-02&to=2020-03-16&interval=week');
    expect(weeks.body.points.map((p: { periodStart: string; netCents: number }) => [p.periodStart.slice(0, 10), p.netCents])).toEqual([
      ['2020-03-02', 13_000],
      ['2020-03-09', 0],
    ]);
    const months = await gql<{ adminRevenueAnalytics: { points: { grossCents: number }[]; totals: { netCents: number } } }>(
      '{ adminRevenueAnalytics(from: "2020-02-01T00:00:00Z", to: "2020-04-01T00:00:00Z", interval: month) { points { periodStart grossCents } totals { netCents } } }',
      {},
      admin.accessToken,
    );
    expect(months.data?.adminRevenueAnalytics.points.map((p) => p.grossCents)).toEqual([0, 15_000]);
    expect(months.data?.adminRevenueAnalytics.totals.netCents).toBe(13_000);
  });

  it('refuses a reversed range, an unknown interval and too many periods', async () => {
    expect((await asAdmin('/admin/analytics/revenue?from=2020-03-10&to=2020-03-01')).body.field).toBe('from');
    expect((await asAdmin('/admin/analytics/revenue?interval=year')).status).toBe(400);
    expect((await asAdmin('/admin/analytics/revenue?from=2019-01-01&to=2021-01-01&interval=day')).body.field).toBe('interval');
    expect((await asAdmin('/admin/analytics/revenue?from=2019-01-01&to=2021-01-01&interval=month')).status).toBe(200);
  });
});

describe('places and the dashboard', () => {
  it('counts bookings, revenue and cleaners per city and zip code, and names zip codes without a cleaner', async () => {
    const customer = await createUser();
    const served = await createBooking(customer.tokens.accessToken, { city: 'Quietville', zipCode: '99701' });
    await createBooking(customer.tokens.accessToken, { city: 'quietville', zipCode: '99702' });
    await createBooking(customer.tokens.accessToken, { city: 'Quietville', zipCode: '99702' });
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['99701'] });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { city: 'Quietville' } });
    const res = await asAdmin('/admin/location-analytics?from=2026-01-01&to=2030-01-01');
    expect(res.status).toBe(200);
    const city = res.body.byCity.items.find((c: { key: string }) => c.key === 'quietville');
    expect(city).toMatchObject({ bookings: 3, open: 3, cleaners: 1, revenueCents: 3 * served.totalCents });
    const z1 = res.body.byZipCode.items.find((z: { key: string }) => z.key === '99701');
    const z2 = res.body.byZipCode.items.find((z: { key: string }) => z.key === '99702');
    expect(z1).toMatchObject({ bookings: 1, cleaners: 1 });
    expect(z2).toMatchObject({ bookings: 2, cleaners: 0 });
    const unserved = res.body.unservedZipCodes.items.map((z: { key: string }) => z.key);
    expect(unserved).toContain('99702');
    expect(unserved).not.toContain('99701');
  });

  it("gives today's and this week's figures", async () => {
    const before = (await asAdmin('/admin/dashboard')).body.dashboard;
    const customer = await createUser();
    await createBooking(customer.tokens.accessToken);
    await createUser({ role: 'cleaner' });
    await api('POST', '/tickets', { token: customer.tokens.accessToken, body: { subject: 'Dashboard ticket', category: 'other', message: 'Counting me?' } });
    const after = (await asAdmin('/admin/dashboard')).body.dashboard;
    expect(after.openTickets).toBe(before.openTickets + 1);
    expect(after.bookingsCreatedToday).toBe(before.bookingsCreatedToday + 1);
    expect(after.newUsersToday).toBe(before.newUsersToday + 2);
    expect(after.pendingFreelancers).toBe(before.pendingFreelancers + 1);
    expect(after.openJobs).toBe(before.openJobs + 1);
    const g = await gql<{ adminDashboard: { pendingFreelancers: number } }>('{ adminDashboard { pendingFreelancers revenueThisWeekCents } }', {}, admin.accessToken);
    expect(g.data?.adminDashboard.pendingFreelancers).toBe(after.pendingFreelancers);
  });

  it('refuses customers, cleaners and anonymous callers', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      for (const path of ['/admin/dashboard', '/admin/analytics/revenue', '/admin/location-analytics']) {
        expect((await api('GET', path, { token })).status).toBe(token ? 403 : 401);
      }
      const q = await gql('{ adminDashboard { openJobs } }', {}, token);
      expect(q.errors?.[0]?.extensions?.code).toBe(token ? 'AUTHORIZATION_ERROR' : 'AUTHENTICATION_ERROR');
    }
  });
});
