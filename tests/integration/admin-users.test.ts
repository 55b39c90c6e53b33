/**
 * Admin people console (docs/decisions/0020) over /api and GraphQL: the user list's
 * filters, sort and paging, one user's details, suspending (sessions end at once, sign-in refused)
 * and reactivating, the self and last-admin rules under concurrency, the audit trail, and every
 * denial to customers and cleaners.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, api, createBooking, createUser, db, gql, login, setupDatabase, uniqueEmail } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
let adminId: string;
beforeAll(async () => {
  admin = await login('admin@demo.test');
  adminId = (await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } })).id;
});

const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });

describe('the user list', () => {
  it('filters by role, status and text, sorts, and pages with total = all matches', async () => {
    const tag = `zed${Date.now().toString(36)}`;
    const a = await createUser({ firstName: `${tag}a` });
    await createUser({ firstName: `${tag}b` });
    await createUser({ role: 'cleaner', firstName: `${tag}c` });
    const all = await asAdmin('GET', `/admin/users?search=${tag}&limit=2&sort=name`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.body.users).toHaveLength(2);
    const cleaners = await asAdmin('GET', `/admin/users?search=${tag}&role=cleaner`);
    expect(cleaners.body.total).toBe(1);
    expect(cleaners.body.users[0]).toMatchObject({ role: 'cleaner', roleLabel: 'Freelancer', status: 'active', backgroundCheckStatus: 'pending' });
    // Every word must match: first name and email together.
    const byTwoWords = await asAdmin('GET', `/admin/users?search=${encodeURIComponent(`${tag}a ${a.email.split('@')[0]}`)}`);
    expect(byTwoWords.body.users.map((u: { id: string }) => u.id)).toEqual([a.id]);
    const joinedLater = await asAdmin('GET', `/admin/users?search=${tag}&joinedFrom=2999-01-01`);
    expect(joinedLater.body.total).toBe(0);
    const bad = await asAdmin('GET', '/admin/users?role=owner');
    expect(bad.status).toBe(400);
    expect((await asAdmin('GET', '/admin/users?joinedFrom=2026-02-01&joinedTo=2026-01-01')).body.field).toBe('joinedTo');
    const admins = await asAdmin('GET', '/admin/users/admins');
    expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.body.total).toBeGreaterThanOrEqual(1);
  });

  it("gives one user's details: bookings, sessions, audit", async () => {
    const customer = await createUser();
    await createBooking(customer.tokens.accessToken);
    await api('POST', '/tickets', { token: customer.tokens.accessToken, body: { subject: 'Where is my receipt?', category: 'payment', message: 'Please send it.' } });
    const res = await asAdmin('GET', `/admin/users/${customer.id}/details`);
    expect(res.body.tickets).toMatchObject({ total: 1, items: [{ subject: 'Where is my receipt?', status: 'open' }] });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: customer.id, email: customer.email, status: 'active' });
    expect(res.body.bookings).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(res.body.bookings.items[0]).toMatchObject({ asRole: 'customer', status: 'pending' });
    expect(res.body.sessions.items.length).toBeGreaterThanOrEqual(1);
    expect(res.body.sessions.total).toBe(res.body.sessions.items.length);
    expect((await asAdmin('GET', '/admin/users/00000000-0000-4000-8000-000000000000/details')).status).toBe(404);
    expect((await asAdmin('GET', '/admin/users/not-a-uuid/details')).status).toBe(404);
  });
});

describe('suspending and reactivating', () => {
  it('ends the sessions at once, refuses sign-in, records who and why, and reactivates', async () => {
    const user = await createUser();
    expect((await api('GET', '/auth/me', { token: user.tokens.accessToken })).status).toBe(200);
    const res = await asAdmin('PUT', `/admin/users/${user.id}/status`, { status: 'suspended', reason: 'Chargeback fraud' });
    expect(res.status).toBe(200);
    expect(res.body.user.status).toBe('suspended');
    expect((await api('GET', '/auth/me', { token: user.tokens.accessToken })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: user.tokens.refreshToken } })).status).toBe(401);
    const signIn = await api('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error).toBe('Your account is suspended.');
    const again = await asAdmin('PUT', `/admin/users/${user.id}/status`, { status: 'suspended', reason: 'twice' });
    expect(again.status).toBe(409);
    const audit = await asAdmin('GET', `/admin/audit?entityType=user&entityId=${user.id}`);
    expect(audit.body.total).toBe(1);
    expect(audit.body.entries[0]).toMatchObject({ action: 'user.status', before: { status: 'active' }, after: { status: 'suspended' }, reason: 'Chargeback fraud', actor: { id: adminId } });
    const back = await asAdmin('PUT', `/admin/users/${user.id}/status`, { status: 'active', reason: 'Resolved with the bank' });
    expect(back.body.user.status).toBe('active');
    expect((await api('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
    const details = await asAdmin('GET', `/admin/users/${user.id}/details`);
    expect(details.body.audit.items.map((e: { after: { status: string } }) => e.after.status)).toEqual(['active', 'suspended']);
    expect(details.body.audit.total).toBe(2);
  });

  it('needs a reason and a known status', async () => {
    const user = await createUser();
    expect((await asAdmin('PUT', `/admin/users/${user.id}/status`, { status: 'suspended' })).body.field).toBe('reason');
    expect((await asAdmin('PUT', `/admin/users/${user.id}/status`, { status: 'banned', reason: 'x y z' })).body.field).toBe('status');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('active');
  });

  it('refuses an admin suspending itself, and the last active admin even when two admins suspend each other at once', async () => {
    const self = await asAdmin('PUT', `/admin/users/${adminId}/status`, { status: 'suspended', reason: 'testing myself' });
    expect(self.status).toBe(409);
    expect(self.body.error).toMatch(/your own account/);
    // A second admin; both try to suspend the other at the same moment: one must stay active.
    const email = uniqueEmail('admin');
    const second = await createUser({ email });
    await db.user.update({ where: { id: second.id }, data: { role: 'admin' } });
    const secondTokens = await login(email, second.password);
    const otherAdmins = await db.user.findMany({ where: { role: 'admin', status: 'active', id: { notIn: [adminId, second.id] } } });
    // Leave exactly these two active admins for the race.
    await db.user.updateMany({ where: { id: { in: otherAdmins.map((u) => u.id) } }, data: { status: 'suspended' } });
    try {
      const [r1, r2] = await Promise.all([
        api('PUT', `/admin/users/${second.id}/status`, { token: admin.accessToken, body: { status: 'suspended', reason: 'race one' } }),
        api('PUT', `/admin/users/${adminId}/status`, { token: secondTokens.accessToken, body: { status: 'suspended', reason: 'race two' } }),
      ]);
      // The loser is refused: 409 (last active admin), or 401/403 when its own suspension landed first.
      const statuses = [r1.status, r2.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await db.user.count({ where: { role: 'admin', status: 'active' } })).toBe(1);
    } finally {
      await db.user.updateMany({ where: { id: { in: [adminId, ...otherAdmins.map((u) => u.id)] } }, data: { status: 'active' } });
      await db.user.update({ where: { id: second.id }, data: { status: 'suspended' } });
      // When race two won, the demo admin's suspension ended its sessions: sign in again, so the
      // tests after this one do not inherit a revoked token.
      admin = await login('admin@demo.test');
    }
  });
});

describe('GraphQL and denials', () => {
  it('adminUsers, adminUserDetails and setUserStatus work for admins with the same rules', async () => {
    const user = await createUser({ firstName: 'Graphy' });
    const list = await gql<{ adminUsers: { total: number; items: { id: string; status: string }[] } }>(
      'query($s: String) { adminUsers(search: $s, role: customer) { total items { id status email } } }',
      { s: user.email },
      admin.accessToken,
    );
    expect(list.data?.adminUsers).toMatchObject({ total: 1, items: [{ id: user.id, status: 'active' }] });
    const details = await gql<{ adminUserDetails: { user: { id: string }; bookingCount: number } }>(
      'query($id: ID!) { adminUserDetails(id: $id) { user { id } bookingCount sessions { id } audit { id } } }',
      { id: user.id },
      admin.accessToken,
    );
    expect(details.data?.adminUserDetails).toMatchObject({ user: { id: user.id }, bookingCount: 0 });
    const self = await gql<{ setUserStatus: { __typename: string; message?: string } }>(
      'mutation($id: ID!) { setUserStatus(userId: $id, status: suspended, reason: "nope") { __typename ... on Error { message } } }',
      { id: adminId },
      admin.accessToken,
    );
    expect(self.data?.setUserStatus.__typename).toBe('ConflictError');
  });

  it('refuses customers, cleaners and anonymous callers on every admin people route', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('GET', '/admin/users', { token })).status).toBe(expected);
      expect((await api('GET', '/admin/users/admins', { token })).status).toBe(expected);
      expect((await api('GET', `/admin/users/${customer.id}/details`, { token })).status).toBe(expected);
      expect((await api('PUT', `/admin/users/${customer.id}/status`, { token, body: { status: 'suspended', reason: 'abuse' } })).status).toBe(expected);
      expect((await api('GET', '/admin/audit', { token })).status).toBe(expected);
      const q = await gql('{ adminUsers { total } }', {}, token);
      expect(q.errors?.[0]?.extensions?.code).toBe(token ? 'AUTHORIZATION_ERROR' : 'AUTHENTICATION_ERROR');
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.id } })).status).toBe('active');
    void DEMO_PASSWORD;
  });

  it('decides the role before it reads the input, on GraphQL as on /api', async () => {
    const target = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const token = cleaner.tokens.accessToken;
    // Input that would fail validation (no reason, a limit over 100) still gets the role error.
    expect((await api('PUT', `/admin/users/${target.id}/status`, { token, body: { status: 'suspended' } })).status).toBe(403);
    expect((await api('GET', '/admin/users?limit=1000', { token })).status).toBe(403);
    const status = await gql(
      `mutation($id: ID!) { setUserStatus(userId: $id, status: suspended, reason: "") { __typename ... on Error { code } } }`,
      { id: target.id },
      token,
    );
    expect(status.data?.setUserStatus).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    const list = await gql('{ adminUsers(limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    // The admin gets the input error, as data on the mutation and a 400 over /api.
    const bad = await gql(
      `mutation($id: ID!) { setUserStatus(userId: $id, status: suspended, reason: "") { __typename ... on ValidationError { field } } }`,
      { id: target.id },
      admin.accessToken,
    );
    expect(bad.data?.setUserStatus).toEqual({ __typename: 'ValidationError', field: 'reason' });
    expect((await asAdmin('GET', '/admin/users?limit=1000')).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe('active');
  });
});

describe('the audit trail covers other admin changes', () => {
  it('records a membership grant and an admin cancellation with who and why', async () => {
    const customer = await createUser();
    const granted = await asAdmin('POST', `/admin/memberships/${customer.id}/grant`, { tier: 'moon', months: 2, reason: 'Apology for a missed clean' });
    expect(granted.status).toBe(201);
    const membershipId = granted.body.membership.id;
    await asAdmin('PUT', `/admin/memberships/${membershipId}/cancel`, { reason: 'Granted by mistake' });
    const audit = await asAdmin('GET', `/admin/audit?entityType=membership&entityId=${membershipId}`);
    expect(audit.body.entries.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['membership.cancel', 'Granted by mistake'],
      ['membership.grant', 'Apology for a missed clean'],
    ]);
    expect(audit.body.entries[1]).toMatchObject({ actor: { id: adminId }, after: { userId: customer.id, tier: 'moon', months: 2 } });
  });

  it("records an admin's booking status change", async () => {
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await asAdmin('PUT', `/bookings/${booking.id}/status`, { status: 'cancelled', reason: 'Duplicate booking' });
    expect(res.status).toBe(200);
    const audit = await asAdmin('GET', `/admin/audit?entityType=booking&entityId=${booking.id}`);
    expect(audit.body.entries[0]).toMatchObject({ action: 'booking.status', before: { status: 'pending' }, after: { status: 'cancelled' }, reason: 'Duplicate booking' });
  });
});
