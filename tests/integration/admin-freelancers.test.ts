/**
 * Freelancer approval (docs/decisions/0020) over /api and GraphQL: the pending queue,
 * one applicant, approval opening jobs at once with a notification and a mail, rejection needing
 * notes, decisions in the audit trail, and the denials to customers and cleaners.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, lastMailTo, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});

const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });

describe('freelancer approval', () => {
  it('lists a new freelancer as pending; approval lets it see open jobs at once, with a notification and a mail', async () => {
    const tag = `pend${Date.now().toString(36)}`;
    const cleaner = await createUser({ role: 'cleaner', firstName: tag });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { serviceZipPrefixes: ['941'] } });
    const customer = await createUser();
    const job = await createBooking(customer.tokens.accessToken);
    const token = cleaner.tokens.accessToken;
    // Pending: no jobs.
    const before = await api('GET', '/bookings?scope=OPEN', { token });
    expect(before.status).toBe(403);
    const pending = await asAdmin('GET', `/admin/freelancers/pending?search=${tag}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ total: 1, freelancers: [{ id: cleaner.id, backgroundCheckStatus: 'pending', profile: { serviceZipPrefixes: ['941'] } }] });
    const one = await asAdmin('GET', `/admin/freelancers/${cleaner.id}`);
    expect(one.body.freelancer).toMatchObject({ id: cleaner.id, isPendingVerification: true });

    const approved = await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.freelancer).toMatchObject({ backgroundCheckStatus: 'approved', requiresVerification: false });
    // At once: the same access token now sees open jobs.
    const after = await api('GET', '/bookings?scope=OPEN&limit=100', { token });
    expect(after.status).toBe(200);
    expect(after.body.bookings.map((b: { id: string }) => b.id)).toContain(job.id);
    expect((await api('GET', '/auth/me', { token })).body.user.requiresVerification).toBe(false);
    const note = await db.notification.findFirst({ where: { userId: cleaner.id, type: 'freelancer_approved' } });
    expect(note?.title).toBe('You are approved');
    expect((await lastMailTo(cleaner.email))?.subject).toMatch(/approved/);
    expect((await asAdmin('GET', `/admin/freelancers/pending?search=${tag}`)).body.total).toBe(0);
    const twice = await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'approved' });
    expect(twice.status).toBe(409);
    const audit = await asAdmin('GET', `/admin/audit?entityType=user&entityId=${cleaner.id}`);
    expect(audit.body.entries[0]).toMatchObject({ action: 'cleaner.background_check', before: { backgroundCheckStatus: 'pending' }, after: { backgroundCheckStatus: 'approved' } });
  });

  it('a rejection needs notes, tells the cleaner why, and keeps jobs closed', async () => {
    const cleaner = await createUser({ role: 'cleaner' });
    const noNotes = await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'rejected' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.field).toBe('notes');
    expect((await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } })).backgroundCheckStatus).toBe('pending');
    const res = await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'rejected', notes: 'Identity could not be confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.freelancer).toMatchObject({ backgroundCheckStatus: 'rejected', requiresVerification: true, isPendingVerification: false, profile: { backgroundCheckNotes: 'Identity could not be confirmed' } });
    expect((await api('GET', '/bookings?scope=OPEN', { token: cleaner.tokens.accessToken })).status).toBe(403);
    const note = await db.notification.findFirst({ where: { userId: cleaner.id, type: 'freelancer_rejected' } });
    expect(note?.message).toMatch(/Identity could not be confirmed/);
    expect((await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'maybe', notes: 'x' })).body.field).toBe('status');
  });

  it('answers 404 for customers and unknown ids; GraphQL has the same', async () => {
    const customer = await createUser();
    expect((await asAdmin('GET', `/admin/freelancers/${customer.id}`)).status).toBe(404);
    expect((await asAdmin('PUT', `/admin/cleaners/${customer.id}/background-check`, { status: 'approved' })).status).toBe(404);
    const cleaner = await createUser({ role: 'cleaner', firstName: 'Gqlpending' });
    const list = await gql<{ pendingFreelancers: { items: { id: string }[] } }>('{ pendingFreelancers(search: "Gqlpending") { total items { id cleanerProfile { backgroundCheckStatus } } } }', {}, admin.accessToken);
    expect(list.data?.pendingFreelancers.items.map((u) => u.id)).toEqual([cleaner.id]);
    const decided = await gql<{ decideBackgroundCheck: { __typename: string; message?: string } }>(
      'mutation($id: ID!) { decideBackgroundCheck(cleanerId: $id, status: rejected) { __typename ... on Error { message } } }',
      { id: cleaner.id },
      admin.accessToken,
    );
    expect(decided.data?.decideBackgroundCheck.__typename).toBe('ValidationError');
    const ok = await gql<{ decideBackgroundCheck: { __typename: string; data?: { requiresVerification: boolean } } }>(
      'mutation($id: ID!) { decideBackgroundCheck(cleanerId: $id, status: approved) { __typename ... on MutationDecideBackgroundCheckSuccess { data { requiresVerification } } } }',
      { id: cleaner.id },
      admin.accessToken,
    );
    expect(ok.data?.decideBackgroundCheck).toMatchObject({ __typename: 'MutationDecideBackgroundCheckSuccess', data: { requiresVerification: false } });
  });

  it('refuses customers, cleaners and anonymous callers', async () => {
    const customer = await createUser();
    const approved = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const applicant = await createUser({ role: 'cleaner' });
    for (const token of [customer.tokens.accessToken, approved.tokens.accessToken, applicant.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('GET', '/admin/freelancers/pending', { token })).status).toBe(expected);
      expect((await api('GET', `/admin/freelancers/${applicant.id}`, { token })).status).toBe(expected);
      expect((await api('PUT', `/admin/cleaners/${applicant.id}/background-check`, { token, body: { status: 'approved' } })).status).toBe(expected);
    }
    expect((await db.cleanerProfile.findUniqueOrThrow({ where: { userId: applicant.id } })).backgroundCheckStatus).toBe('pending');
  });
});
