/**
 * The guarantees kept by the read-speed work of docs/decisions/0012-api-read-speed.md:
 * - the in-process session cache never outlives a revocation (logout, logout-all, replay);
 * - a bookings page read in one statement beside its count gives the same pages as before;
 * - accepting is one UPDATE guarded by the exclusion constraint: of many accepts at once, exactly
 *   one wins, with the same answers (409 texts, 403 outside the area) as before;
 * - catalogue answers kept by the GraphQL response cache are the same as computed ones, follow
 *   the catalogue when it changes, and never include anything caller-specific.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../server/src/modules/services/services.service.js';
import { api, createBooking, createUser, db, freshDay, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

const me = (token: string) => api('GET', '/auth/me', { token });
const meGql = async (token: string) => (await gql<{ me: { id: string } | null }>('{ me { id } }', {}, token)).data?.me ?? null;
const accept = (token: string, id: string) => api('POST', `/bookings/${id}/accept`, { token });
const sfCleaner = (): Promise<TestUser> => createUser({ role: 'cleaner', approvedFor: ['941'] });

describe('session cache and revocation', () => {
  it('an access token checked a moment ago is refused right after logout-all, on /api and GraphQL', async () => {
    const user = await createUser();
    const second = await login(user.email, user.password);
    for (const token of [user.tokens.accessToken, second.accessToken]) {
      expect((await me(token)).status).toBe(200);
      expect(await meGql(token)).toEqual({ id: user.id });
    }

    expect((await api('POST', '/auth/logout-all', { token: user.tokens.accessToken })).status).toBe(200);

    for (const token of [user.tokens.accessToken, second.accessToken]) {
      expect((await me(token)).status).toBe(401);
      expect(await meGql(token)).toBeNull();
    }
  });

  it('a replayed refresh token ends the session at once, though its access token was just used', async () => {
    const user = await createUser();
    expect((await me(user.tokens.accessToken)).status).toBe(200);
    const rotated = await api('POST', '/auth/refresh', { body: { refreshToken: user.tokens.refreshToken } });
    expect(rotated.status).toBe(200);
    expect((await me(rotated.body.tokens.accessToken)).status).toBe(200);

    expect((await api('POST', '/auth/refresh', { body: { refreshToken: user.tokens.refreshToken } })).status).toBe(401);

    expect((await me(user.tokens.accessToken)).status).toBe(401);
    expect((await me(rotated.body.tokens.accessToken)).status).toBe(401);
  });

  it('requests in flight while a session is revoked do not keep it alive', async () => {
    const user = await createUser();
    // Many checks of a not-yet-cached session race with the logout.
    const racing = Array.from({ length: 20 }, () => me(user.tokens.accessToken));
    const logout = api('POST', '/auth/logout', { token: user.tokens.accessToken });
    await Promise.all([...racing, logout]);
    expect((await logout).status).toBe(200);
    expect((await me(user.tokens.accessToken)).status).toBe(401);
    expect(await meGql(user.tokens.accessToken)).toBeNull();
  });
});

describe('bookings pages', () => {
  it('pages read beside their count list every booking once, newest first, with total and hasMore', async () => {
    const customer = await createUser();
    for (let i = 0; i < 7; i++) await createBooking(customer.tokens.accessToken);
    const expected = (
      await db.booking.findMany({ where: { customerId: customer.id }, orderBy: [{ scheduledAt: 'desc' }, { id: 'asc' }], include: { service: true } })
    ).map((b) => ({ id: b.id, status: b.status, totalCents: b.totalCents, service: { name: b.service.name } }));
    expect(expected).toHaveLength(7);

    const seen: unknown[] = [];
    for (const page of [1, 2, 3]) {
      const res = await gql(
        'query ($page: Int) { bookings(page: $page, pageSize: 3) { total page pageSize hasMore items { id status totalCents service { name } } } }',
        { page },
        customer.tokens.accessToken,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.bookings).toMatchObject({ total: 7, page, pageSize: 3, hasMore: page < 3 });
      seen.push(...res.data!.bookings.items);

      const rest = await api('GET', `/bookings?page=${page}&pageSize=3`, { token: customer.tokens.accessToken });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ total: 7, page, hasMore: page < 3 });
      expect(rest.body.bookings.map((b: { id: string }) => b.id)).toEqual(res.data!.bookings.items.map((b: { id: string }) => b.id));
    }
    expect(seen).toEqual(expected);

    const onlyTotal = await gql('{ bookings { total } }', {}, customer.tokens.accessToken);
    expect(onlyTotal).toMatchObject({ data: { bookings: { total: 7 } } });
    const beyond = await gql('{ bookings(page: 9, pageSize: 3) { total hasMore items { id } } }', {}, customer.tokens.accessToken);
    expect(beyond.data!.bookings).toEqual({ total: 7, hasMore: false, items: [] });
  });
});

describe('accepting at once', () => {
  it('of many overlapping jobs accepted at once by one cleaner, exactly one is confirmed', async () => {
    const customer = await createUser();
    const cleaner = await sfCleaner();
    const day = freshDay();
    const start = new Date(futureIso(day, 10)).getTime();
    const jobs: string[] = [];
    for (let i = 0; i < 12; i++) {
      jobs.push((await createBooking(customer.tokens.accessToken, { scheduledAt: new Date(start + i * 5 * 60_000).toISOString() })).id);
    }

    const answers = await Promise.all(jobs.map((id) => accept(cleaner.tokens.accessToken, id)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ success: false, error: 'You already have a job at that time.', code: 'CONFLICT_ERROR' });
    }
    const rows = await db.booking.findMany({ where: { id: { in: jobs } } });
    expect(rows.filter((b) => b.status === 'confirmed' && b.cleanerId === cleaner.id)).toHaveLength(1);
    expect(rows.filter((b) => b.status === 'pending' && b.cleanerId === null)).toHaveLength(11);
  });

  it('of several cleaners accepting one job at once, exactly one wins; the others hear it is taken', async () => {
    const customer = await createUser();
    const cleaners = await Promise.all(Array.from({ length: 6 }, () => sfCleaner()));
    const job = await createBooking(customer.tokens.accessToken);

    const answers = await Promise.all(cleaners.map((c) => accept(c.tokens.accessToken, job.id as string)));

    const winners = answers.flatMap((a, i) => (a.status === 200 ? [cleaners[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body).toEqual({ success: false, error: 'This job is no longer available.', code: 'CONFLICT_ERROR' });
    }
    expect(await db.booking.findUniqueOrThrow({ where: { id: job.id as string } })).toMatchObject({ status: 'confirmed', cleanerId: winners[0]!.id });
  });

  it('answers as before: 404 unknown, 403 outside the area or after declining, 409 when already theirs', async () => {
    const customer = await createUser();
    const cleaner = await sfCleaner();
    const outsider = await createUser({ role: 'cleaner', approvedFor: ['900'] });
    const job = await createBooking(customer.tokens.accessToken);
    const declined = await createBooking(customer.tokens.accessToken);

    expect((await accept(cleaner.tokens.accessToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await accept(outsider.tokens.accessToken, job.id as string)).status).toBe(403);
    expect((await api('POST', `/bookings/${declined.id}/reject`, { token: cleaner.tokens.accessToken, body: { reason: 'Too far for me' } })).status).toBe(200);
    expect((await accept(cleaner.tokens.accessToken, declined.id as string)).status).toBe(403);

    const ok = await accept(cleaner.tokens.accessToken, job.id as string);
    expect(ok.status).toBe(200);
    expect(ok.body.booking).toMatchObject({ id: job.id, status: 'confirmed', cleanerId: cleaner.id, service: { id: 1 } });
    const again = await accept(cleaner.tokens.accessToken, job.id as string);
    expect(again.body).toEqual({ success: false, error: 'This job is no longer available.', code: 'CONFLICT_ERROR' });
    expect((await accept(outsider.tokens.accessToken, job.id as string)).status).toBe(403);
  });
});

describe('catalogue answers kept by the GraphQL response cache', () => {
  const CATALOGUE = '{ services(limit: 20) { id name memberPriceCents } }';

  it('are the answers the catalogue gives, and follow it when it changes', async () => {
    invalidateCatalogue();
    const first = await gql(CATALOGUE);
    const again = await gql(CATALOGUE);
    expect(again).toEqual(first);
    const rows = await db.service.findMany({ where: { active: true }, orderBy: [{ popularityRank: 'asc' }, { id: 'asc' }], take: 20 });
    expect(first.data!.services).toEqual(rows.map((s) => ({ id: String(s.id), name: s.name, memberPriceCents: s.memberPriceCents })));

    const top = rows[0]!;
    await db.service.update({ where: { id: top.id }, data: { name: `${top.name} (renamed)` } });
    try {
      invalidateCatalogue();
      const renamed = await gql(CATALOGUE);
      expect(renamed.data!.services[0]).toEqual({ id: String(top.id), name: `${top.name} (renamed)`, memberPriceCents: top.memberPriceCents });
    } finally {
      await db.service.update({ where: { id: top.id }, data: { name: top.name } });
      invalidateCatalogue();
    }
    expect((await gql(CATALOGUE)).data!.services[0].name).toBe(top.name);
  });

  it('never keep what depends on the caller', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const mixed = '{ popularServices(limit: 2) { id } me { id email } }';
    expect((await gql(mixed, {}, a.tokens.accessToken)).data!.me).toEqual({ id: a.id, email: a.email });
    expect((await gql(mixed, {}, b.tokens.accessToken)).data!.me).toEqual({ id: b.id, email: b.email });
    expect((await gql(mixed)).data!.me).toBeNull();
  });

  it('keep answers per variables', async () => {
    const query = 'query ($limit: Int) { services(limit: $limit) { id } }';
    expect((await gql(query, { limit: 2 })).data!.services).toHaveLength(2);
    expect((await gql(query, { limit: 5 })).data!.services).toHaveLength(5);
    expect((await gql(query, { limit: 2 })).data!.services).toHaveLength(2);
  });
});
