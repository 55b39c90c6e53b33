/**
 * Earnings reads (docs/decisions/0018: /cleaner/earnings and the admin earnings routes) over payout
 * and payment rows made here directly, so every figure is known: sums per state, weekly buckets
 * (Monday 00:00 UTC), paging, admin totals, sorting and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { weekStartUtc } from '../../server/src/modules/payments/earnings.service.js';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let customer: TestUser;
let cleaner: TestUser;
let idle: TestUser;
let admin: Awaited<ReturnType<typeof login>>;
const WEEK = 7 * 24 * 3_600_000;

/** A booking of `customer` held by `cleaner` with a payout in `status` of `amountCents`, paid `paidAt`. */
async function payoutRow(status: 'held' | 'paused' | 'waiting_for_account' | 'paid' | 'canceled', amountCents: number, paidAt?: Date) {
  const booking = await createBooking(customer.tokens.accessToken);
  await db.booking.update({ where: { id: booking.id }, data: { cleanerId: cleaner.id, status: 'completed', completedAt: new Date() } });
  return db.payout.create({
    data: { bookingId: booking.id, cleanerId: cleaner.id, status, amountCents, releaseAt: new Date(), paidAt: paidAt ?? null, transferId: status === 'paid' ? `tr_test${booking.id.slice(0, 8)}` : null },
  });
}

beforeAll(async () => {
  [customer, cleaner, idle, admin] = await Promise.all([
    createUser({ firstName: 'Earner' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Zed' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Amy' }),
    login('admin@demo.test'),
  ]);
  await db.user.update({ where: { id: cleaner.id }, data: { lastName: 'Earner' } });
  await db.user.update({ where: { id: idle.id }, data: { lastName: 'Idle' } });
  const now = new Date();
  await payoutRow('paid', 5760, now);
  await payoutRow('paid', 2880, new Date(now.getTime() - WEEK));
  await payoutRow('paid', 1000, new Date(now.getTime() - 40 * WEEK)); // outside 12 weeks
  await payoutRow('held', 4000);
  await payoutRow('paused', 300);
  await payoutRow('waiting_for_account', 250);
  await payoutRow('canceled', 0);
});

describe('a cleaner sees their earnings', () => {
  it('GET /api/payments/earnings sums each state and buckets paid payouts by UTC week', async () => {
    const res = await api('GET', '/payments/earnings', { token: cleaner.tokens.accessToken });
    expect(res.status).toBe(200);
    const e = res.body.earnings;
    expect(e).toMatchObject({ paidOutCents: 9640, onHoldCents: 4000, pausedCents: 300, waitingForAccountCents: 250, jobs: 6, feePercent: 20 });
    expect(e.weekly).toHaveLength(12);
    expect(e.weekly[11]).toEqual({ weekStart: weekStartUtc(new Date()).toISOString(), paidOutCents: 5760, jobs: 1 });
    expect(e.weekly[10]).toMatchObject({ paidOutCents: 2880, jobs: 1 });
    expect(e.weekly.slice(0, 10).every((w: { paidOutCents: number }) => w.paidOutCents === 0)).toBe(true);
    expect(new Date(e.weekly[0].weekStart).getUTCDay()).toBe(1);
  });

  it('myEarnings and myPayouts over GraphQL; customers are refused', async () => {
    const res = await gql<any>(
      '{ myEarnings(weeks: 4) { paidOutCents onHoldCents weekly { paidOutCents } } myPayouts(status: "paid", limit: 2) { total items { amountCents status booking { id } } } }',
      {},
      cleaner.tokens.accessToken,
    );
    expect(res.data.myEarnings.paidOutCents).toBe(9640);
    expect(res.data.myEarnings.weekly).toHaveLength(4);
    expect(res.data.myPayouts.total).toBe(3);
    expect(res.data.myPayouts.items).toHaveLength(2);
    expect(res.data.myPayouts.items.every((p: { status: string }) => p.status === 'paid')).toBe(true);
    expect((await api('GET', '/payments/earnings', { token: customer.tokens.accessToken })).status).toBe(403);
  });
});

describe('admins see every cleaner', () => {
  it('GET /api/admin/cleaners/earnings sorts, searches and pages', async () => {
    const res = await api('GET', '/admin/cleaners/earnings?search=earner&limit=5', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.cleaners[0]).toMatchObject({ cleanerId: cleaner.id, paidOutCents: 9640, pendingCents: 4550, jobs: 6, hasPayoutAccount: false });
    const byName = await api('GET', '/admin/cleaners/earnings?sort=name&limit=100', { token: admin.accessToken });
    const names = byName.body.cleaners.map((c: { lastName: string; firstName: string }) => `${c.lastName} ${c.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(byName.body.total).toBe(await db.user.count({ where: { role: 'cleaner' } }));
    const top = await api('GET', '/admin/cleaners/earnings?limit=1', { token: admin.accessToken });
    expect(top.body.cleaners[0].cleanerId).toBe(cleaner.id);
    expect((await api('GET', '/admin/cleaners/earnings', { token: cleaner.tokens.accessToken })).status).toBe(403);
  });

  it('one cleaner: earnings and transactions; a non-cleaner id is 404', async () => {
    const detail = await api('GET', `/admin/cleaners/${cleaner.id}/earnings`, { token: admin.accessToken });
    expect(detail.status).toBe(200);
    expect(detail.body.cleaner.lastName).toBe('Earner');
    expect(detail.body.earnings.paidOutCents).toBe(9640);
    const tx = await api('GET', `/admin/cleaners/${cleaner.id}/transactions?limit=3`, { token: admin.accessToken });
    expect(tx.body.total).toBe(7);
    expect(tx.body.transactions).toHaveLength(3);
    const none = await api('GET', `/admin/cleaners/${idle.id}/transactions`, { token: admin.accessToken });
    expect(none.body).toMatchObject({ total: 0, transactions: [] });
    expect((await api('GET', `/admin/cleaners/${customer.id}/earnings`, { token: admin.accessToken })).status).toBe(404);
  });

  it('GET /api/admin/analytics/earnings: payments in, refunds, payouts and what the platform keeps', async () => {
    const before = await api('GET', '/admin/analytics/earnings', { token: admin.accessToken });
    expect(before.status).toBe(200);
    const a = before.body.analytics;
    const sum = async (kind: 'payment' | 'refund' | 'payout') =>
      (await db.payment.aggregate({ where: { kind, status: 'succeeded' }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;
    const pending = (await db.payout.aggregate({ where: { status: { in: ['held', 'paused', 'waiting_for_account'] } }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;
    expect(a).toMatchObject({ grossPaidCents: await sum('payment'), refundedCents: await sum('refund'), payoutsPaidCents: await sum('payout'), payoutsPendingCents: pending });
    expect(a.platformCents).toBe(a.grossPaidCents - a.refundedCents - a.payoutsPaidCents - a.payoutsPendingCents);
    const future = await api('GET', '/admin/analytics/earnings?from=2999-01-01', { token: admin.accessToken });
    expect(future.body.analytics).toMatchObject({ grossPaidCents: 0, refundedCents: 0, payoutsPaidCents: 0 });
    expect((await api('GET', '/admin/analytics/earnings?from=soon', { token: admin.accessToken })).status).toBe(400);
  });
});

describe('roles before input', () => {
  it('a wrong role gets 403 / AUTHORIZATION_ERROR whatever it sends; the right role gets the input error', async () => {
    expect((await api('GET', '/admin/analytics/earnings?from=soon', { token: cleaner.tokens.accessToken })).status).toBe(403);
    expect((await api('GET', '/admin/cleaners/earnings?limit=1000', { token: cleaner.tokens.accessToken })).status).toBe(403);
    expect((await api('GET', '/payments/earnings?weeks=100', { token: customer.tokens.accessToken })).status).toBe(403);
    const mine = await gql('query { myEarnings(weeks: 100) { jobs } }', {}, customer.tokens.accessToken);
    expect(mine.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    const analytics = await gql('query { adminEarningsAnalytics(fromIso: "soon") { netCents } }', {}, cleaner.tokens.accessToken);
    expect(analytics.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    expect((await api('GET', '/payments/earnings?weeks=100', { token: cleaner.tokens.accessToken })).body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'weeks' });
    expect((await api('GET', '/admin/analytics/earnings?from=soon', { token: admin.accessToken })).body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'from' });
  });
});
