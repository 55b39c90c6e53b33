/**
 * Instant booking's late-cancellation rule (issue 31; docs/decisions/0044-instant-booking.md)
 * against the real database: a cleaner's late cancellations of instant jobs suspend their instant
 * booking under the admins' rule, which admins read and edit (validated, audited).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, db, futureIso, freshDay, gql, login, setupDatabase, type TestUser } from './harness.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { RULES, book, cleanerNamed, instantCleanerAt } from './instant-factory.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
  // Every block starts from the default rule.
  await db.instantBookPolicy.update({ where: { id: 1 }, data: { count: 2, windowDays: 30, suspensionDays: 14, lateHours: 24 } });
});

describe('late cancellations suspend instant booking (Denver)', () => {
  const city = { city: 'Denver', zipCode: '80202' };
  const HOUR = 3_600_000;
  /** A start `hours` from now, on a whole quarter hour. */
  const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / (15 * 60_000)) * 15 * 60_000).toISOString();
  const cancel = (cleaner: TestUser, id: string) => api('PUT', `/bookings/${id}/status`, { token: cleaner.tokens.accessToken, body: { status: 'cancelled', reason: 'Sick' } });

  it('the admins’ rule: 2 late cancellations within the window suspend; an early one does not count; the cleaner sees why', async () => {
    const put = await api('PUT', '/admin/instant-book-rule', { token: admin.accessToken, body: { count: 2, windowDays: 30, suspensionDays: 14, lateHours: 24 } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [customer, cleaner] = await Promise.all([createUser({ firstName: 'Cy' }), instantCleanerAt('80202', 'Dee')]);
    const early = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: futureIso(freshDay(), 15) });
    const late1 = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: inHours(3) });
    const late2 = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: inHours(8) });
    for (const b of [early, late1, late2]) expect(b).toMatchObject({ status: 'confirmed', matching: { mode: 'instant' } });

    expect((await cancel(cleaner, early.id)).status).toBe(200);
    expect((await cancel(cleaner, late1.id)).status).toBe(200);
    const once = await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken });
    expect(once.body).toMatchObject({ enabled: true, suspendedUntil: null, suspensionReason: null });

    const cancelled = await cancel(cleaner, late2.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled' });
    const suspended = await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken });
    expect(suspended.body.enabled).toBe(true);
    const until = Date.parse(suspended.body.suspendedUntil);
    expect(Math.abs(until - (Date.now() + 14 * 24 * HOUR))).toBeLessThan(60_000);
    expect(suspended.body.suspensionReason).toMatch(/2 instant jobs cancelled less than 24 hours before the start/);
    expect((await db.notification.findMany({ where: { userId: cleaner.id, title: 'Instant booking paused' } })).length).toBe(1);

    // While suspended, a booking inside the rules is a request.
    const next = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: futureIso(freshDay(), 15) });
    expect(next).toMatchObject({ status: 'pending_cleaner_response', matching: { mode: 'request', askedCount: 1 } });
  });

  it('a stricter rule counts from the first late cancellation; a requested (not instant) job cannot be cancelled by the cleaner', async () => {
    const put = await api('PUT', '/admin/instant-book-rule', { token: admin.accessToken, body: { count: 1, windowDays: 7, suspensionDays: 3, lateHours: 48 } });
    expect(put.body).toMatchObject({ success: true, rule: { count: 1, windowDays: 7, suspensionDays: 3, lateHours: 48 } });
    const [customer, cleaner] = await Promise.all([createUser({ firstName: 'Ed' }), cleanerNamed('80203', 'Fay')]);
    // Asked and accepted (not instant): the cleaner cannot cancel it (403), as before; nothing counts.
    const asked = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: inHours(5) });
    expect(asked.matching.mode).toBe('request');
    expect((await api('POST', `/bookings/${asked.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
    const actions = async (id: string) => (await api('GET', `/bookings/${id}`, { token: cleaner.tokens.accessToken })).body.booking.allowedActions as string[];
    expect(await actions(asked.id)).not.toContain('CANCEL');
    expect((await cancel(cleaner, asked.id)).status).toBe(403);
    expect((await db.booking.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe('confirmed');
    expect((await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken })).body.suspendedUntil).toBeNull();
    // Instant, cancelled 40 h ahead (late under 48 h): suspended for 3 days.
    await api('PUT', '/users/instant-book', { token: cleaner.tokens.accessToken, body: RULES });
    const instantJob = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: inHours(40) });
    expect(instantJob.matching.mode).toBe('instant');
    expect(await actions(instantJob.id)).toContain('CANCEL');
    expect((await cancel(cleaner, instantJob.id)).status).toBe(200);
    const view = (await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken })).body;
    expect(Math.abs(Date.parse(view.suspendedUntil) - (Date.now() + 3 * 24 * HOUR))).toBeLessThan(60_000);
    await db.instantBookPolicy.update({ where: { id: 1 }, data: { count: 2, windowDays: 30, suspensionDays: 14, lateHours: 24 } });
  });
});

describe('the admins’ rule (GET/PUT /api/admin/instant-book-rule, GraphQL)', () => {
  it('reads, validates (400 naming the field), audits, and is for admins only', async () => {
    const got = await api('GET', '/admin/instant-book-rule', { token: admin.accessToken });
    expect(got.status).toBe(200);
    expect(got.body.rule).toMatchObject({ count: expect.any(Number), windowDays: expect.any(Number), suspensionDays: expect.any(Number), lateHours: expect.any(Number) });
    for (const [change, field] of [
      [{ count: 0 }, 'count'],
      [{ windowDays: 366 }, 'windowDays'],
      [{ suspensionDays: -1 }, 'suspensionDays'],
      [{ lateHours: 1.5 }, 'lateHours'],
      [{ lateHours: 'soon' }, 'lateHours'],
    ] as const) {
      const res = await api('PUT', '/admin/instant-book-rule', { token: admin.accessToken, body: { count: 2, windowDays: 30, suspensionDays: 14, lateHours: 24, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const viaGql = await gql(
      `mutation { setInstantBookPolicy(count: 3, windowDays: 60, suspensionDays: 7, lateHours: 12) {
        __typename ... on MutationSetInstantBookPolicySuccess { data { count windowDays suspensionDays lateHours } } } }`,
      {},
      admin.accessToken,
    );
    expect(viaGql.data!.setInstantBookPolicy).toEqual({ __typename: 'MutationSetInstantBookPolicySuccess', data: { count: 3, windowDays: 60, suspensionDays: 7, lateHours: 12 } });
    const audit = await db.auditLog.findFirst({ where: { action: 'instant_book_policy.update' }, orderBy: { createdAt: 'desc' } });
    expect(audit).toMatchObject({ entityType: 'instant_book_policy', entityId: '1', after: { count: 3, windowDays: 60, suspensionDays: 7, lateHours: 12 } });
    expect((await gql('{ instantBookPolicy { count } }', {}, admin.accessToken)).data!.instantBookPolicy).toEqual({ count: 3 });
    // A cleaner reads the rule in force with their own rules (the web client's cancel warning).
    const reader = await createUser({ role: 'cleaner', approvedFor: [] });
    const mine = await gql('{ myInstantBook { lateCancellationRule { count windowDays suspensionDays lateHours } } }', {}, reader.tokens.accessToken);
    expect(mine.data!.myInstantBook).toEqual({ lateCancellationRule: { count: 3, windowDays: 60, suspensionDays: 7, lateHours: 12 } });

    const customer = await createUser();
    expect((await api('GET', '/admin/instant-book-rule', { token: customer.tokens.accessToken })).status).toBe(403);
    expect((await api('PUT', '/admin/instant-book-rule', { token: customer.tokens.accessToken, body: { count: 1, windowDays: 1, suspensionDays: 1, lateHours: 1 } })).status).toBe(403);
    await db.instantBookPolicy.update({ where: { id: 1 }, data: { count: 2, windowDays: 30, suspensionDays: 14, lateHours: 24 } });
  });
});
