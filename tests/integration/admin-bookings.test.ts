/**
 * Admin bookings (docs/decisions/0020) over /api and GraphQL: the filtered list, the cleaners an
 * admin may assign, assigning (the cleaner is asked, accepts from its jobs, or declines and the
 * booking opens again), reassigning, the refusals (zip code, overlap, status), booking detail edits
 * by the customer and by an admin with the price re-quoted, and the denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, freshDay, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
let customer: TestUser;
beforeAll(async () => {
  admin = await login('admin@demo.test');
  customer = await createUser();
});
const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });

describe('the admin bookings list', () => {
  it('filters by status, customer, zip code, dates and service; pages with total', async () => {
    const mine = await createUser({ firstName: 'Filterina' });
    const a = await createBooking(mine.tokens.accessToken, { zipCode: '94110' });
    await createBooking(mine.tokens.accessToken, { zipCode: '94117', serviceId: 2 });
    const all = await asAdmin('GET', `/admin/bookings?customer=${mine.id}&limit=1`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(all.body.bookings[0].address).toBe('100 Market St, Apt 4');
    expect((await asAdmin('GET', `/admin/bookings?customer=Filterina&zipCode=94110`)).body.bookings.map((b: { id: string }) => b.id)).toEqual([a.id]);
    expect((await asAdmin('GET', `/admin/bookings?customer=${mine.id}&serviceId=2`)).body.total).toBe(1);
    expect((await asAdmin('GET', `/admin/bookings?customer=${mine.id}&status=confirmed`)).body.total).toBe(0);
    expect((await asAdmin('GET', `/admin/bookings?customer=${mine.id}&from=2999-01-01`)).body.total).toBe(0);
    expect((await asAdmin('GET', '/admin/bookings?status=done')).status).toBe(400);
    const g = await gql<{ adminBookings: { total: number } }>('query($c: String) { adminBookings(customer: $c) { total items { id status } } }', { c: mine.id }, admin.accessToken);
    expect(g.data?.adminBookings.total).toBe(2);
  });
});

describe('assigning a cleaner', () => {
  it('lists who may take it, asks the chosen cleaner, who accepts; reassigning tells the first one', async () => {
    const first = await createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Firsty' });
    const second = await createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Secondy' });
    const elsewhere = await createUser({ role: 'cleaner', approvedFor: ['100'] });
    const booking = await createBooking(customer.tokens.accessToken);
    const recs = await asAdmin('GET', `/bookings/${booking.id}/recommendations`);
    expect(recs.status).toBe(200);
    const ids = recs.body.cleaners.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(elsewhere.id);

    const assigned = await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: first.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.booking).toMatchObject({ status: 'pending_cleaner_response', statusLabel: 'Awaiting Cleaner Response', cleanerId: first.id });
    const note = await db.notification.findFirst({ where: { userId: first.id, type: 'cleaner_assigned' } });
    expect(note?.actions).toEqual([
      { type: 'accept', label: 'Accept', data: { bookingId: booking.id } },
      { type: 'decline', label: 'Decline', data: { bookingId: booking.id } },
    ]);
    // Reassign to the second cleaner (PUT); the first is told and can no longer accept.
    const again = await asAdmin('PUT', `/bookings/${booking.id}/assign`, { cleanerId: second.id });
    expect(again.body.booking.cleanerId).toBe(second.id);
    expect(await db.notification.count({ where: { userId: first.id, title: 'Job reassigned' } })).toBe(1);
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: first.tokens.accessToken })).status).toBeGreaterThanOrEqual(403);
    const mine = await api('GET', '/bookings?scope=MINE', { token: second.tokens.accessToken });
    expect(mine.body.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
    const accepted = await api('POST', `/bookings/${booking.id}/accept`, { token: second.tokens.accessToken });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking.status).toBe('confirmed');
    const audit = await asAdmin('GET', `/admin/audit?entityType=booking&entityId=${booking.id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['booking.assign', 'booking.assign']);
  });

  it("a cleaner declining an admin's assignment opens the booking again", async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const booking = await createBooking(customer.tokens.accessToken);
    await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: cleaner.id });
    const rejected = await api('POST', `/bookings/${booking.id}/reject`, { token: cleaner.tokens.accessToken, body: { reason: 'Away that week' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.booking).toMatchObject({ status: 'pending', cleanerId: null });
    const other = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const open = await api('GET', '/bookings?scope=OPEN&limit=100', { token: other.tokens.accessToken });
    expect(open.body.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
    const notOpenToDecliner = await api('GET', '/bookings?scope=OPEN&limit=100', { token: cleaner.tokens.accessToken });
    expect(notOpenToDecliner.body.bookings.map((b: { id: string }) => b.id)).not.toContain(booking.id);
  });

  it('refuses a cleaner outside the zip code, one holding an overlapping job, pending or unknown cleaners, and closed bookings', async () => {
    const far = await createUser({ role: 'cleaner', approvedFor: ['100'] });
    const busy = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const applicant = await createUser({ role: 'cleaner' });
    const day = freshDay();
    const held = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(day, 16) });
    expect((await api('POST', `/bookings/${held.id}/accept`, { token: busy.tokens.accessToken })).status).toBe(200);
    const booking = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(day, 17) });
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: far.id })).status).toBe(409);
    const recs = await asAdmin('GET', `/bookings/${booking.id}/recommendations`);
    expect(recs.body.cleaners.map((c: { id: string }) => c.id)).not.toContain(busy.id);
    const overlap = await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: busy.id });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatch(/already has a job at that time/);
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: applicant.id })).status).toBe(409);
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: customer.id })).status).toBe(404);
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: 'nope' })).body.field).toBe('cleanerId');
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('pending');
    await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: busy.id })).status).toBe(409);
  });

  it("lists only cleaners free for the job with the travel buffer, and says whether it suits their hours", async () => {
    const tight = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const offHours = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const day = freshDay();
    // tight's job ends at 16:00 UTC a few streets away: a job at 16:00 leaves no travel buffer.
    const held = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(day, 14), durationHours: 2 });
    expect((await api('POST', `/bookings/${held.id}/accept`, { token: tight.tokens.accessToken })).status).toBe(200);
    // offHours works 00:00-01:00 UTC only.
    const hours = await api('PUT', '/users/availability', {
      token: offHours.tokens.accessToken,
      body: { timeZone: 'UTC', weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '01:00' })), daysOff: [] },
    });
    expect(hours.status).toBe(200);
    const booking = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(day, 16) });
    const list = await gql<{ assignableCleaners: { id: string; withinHours: boolean }[] }>(
      'query($b: ID!) { assignableCleaners(bookingId: $b) { id withinHours } }',
      { b: booking.id },
      admin.accessToken,
    );
    const listed = new Map(list.data!.assignableCleaners.map((c) => [c.id, c.withinHours]));
    expect(listed.has(tight.id)).toBe(false);
    expect(listed.get(offHours.id)).toBe(false);
    expect((await asAdmin('POST', `/bookings/${booking.id}/assign`, { cleanerId: tight.id })).status).toBe(409);
  });
});

describe('changing details', () => {
  it('the customer changes a pending booking; the total is re-quoted at its own rate; not after confirmation', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await api('PUT', `/bookings/${booking.id}/details`, { token: customer.tokens.accessToken, body: { durationHours: 3, notes: 'Gate code 42' } });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ durationMinutes: 180, totalCents: booking.hourlyRateCents * 3, notes: 'Gate code 42', address: booking.address });
    const tooSoon = await api('PUT', `/bookings/${booking.id}/details`, { token: customer.tokens.accessToken, body: { scheduledAt: new Date(Date.now() + 60_000).toISOString() } });
    expect(tooSoon.status).toBe(422);
    expect((await api('PUT', `/bookings/${booking.id}/details`, { token: customer.tokens.accessToken, body: {} })).status).toBe(400);
    const someoneElse = await createUser();
    expect((await api('PUT', `/bookings/${booking.id}/details`, { token: someoneElse.tokens.accessToken, body: { notes: 'x' } })).status).toBe(404);
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    expect((await api('PUT', `/bookings/${booking.id}/details`, { token: cleaner.tokens.accessToken, body: { notes: 'x' } })).status).toBe(403);
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
    expect((await api('PUT', `/bookings/${booking.id}/details`, { token: customer.tokens.accessToken, body: { notes: 'late change' } })).status).toBe(409);
    // An admin still may, and it is audited.
    const byAdmin = await asAdmin('PUT', `/bookings/${booking.id}/details`, { address: '200 Mission St, Unit 9' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.booking.address).toBe('200 Mission St, Unit 9');
    const audit = await asAdmin('GET', `/admin/audit?entityType=booking&entityId=${booking.id}`);
    expect(audit.body.entries[0]).toMatchObject({ action: 'booking.details', before: { address: booking.address }, after: { address: '200 Mission St, Unit 9' } });
  });
});

describe('denials', () => {
  it('customers, cleaners and anonymous callers cannot list, recommend or assign', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const booking = await createBooking(customer.tokens.accessToken);
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('GET', '/admin/bookings', { token })).status).toBe(expected);
      // The booking's customer may see its recommendations (docs/decisions/0027); others may not.
      expect((await api('GET', `/bookings/${booking.id}/recommendations`, { token })).status).toBe(token === customer.tokens.accessToken ? 200 : expected);
      expect((await api('POST', `/bookings/${booking.id}/assign`, { token, body: { cleanerId: cleaner.id } })).status).toBe(expected);
      expect((await api('PUT', `/bookings/${booking.id}/assign`, { token, body: { cleanerId: cleaner.id } })).status).toBe(expected);
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).cleanerId).toBeNull();
  });

  it('decides the role before it reads the input, on /api as on GraphQL', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const token = cleaner.tokens.accessToken;
    // An empty body is "nothing to change" for the customer; a cleaner may not change details at all.
    const empty = await api('PUT', `/bookings/${booking.id}/details`, { token, body: {} });
    expect(empty.status).toBe(403);
    expect(empty.body.code).toBe('AUTHORIZATION_ERROR');
    const DETAILS = 'mutation($id: ID!, $input: BookingDetailsInput!) { updateBookingDetails(id: $id, input: $input) { __typename ... on Error { code } } }';
    expect((await gql(DETAILS, { id: booking.id, input: {} }, token)).data?.updateBookingDetails).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await gql(DETAILS, { id: booking.id, input: {} }, customer.tokens.accessToken)).data?.updateBookingDetails).toEqual({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
    expect((await api('PUT', `/bookings/${booking.id}/details`, { token: customer.tokens.accessToken, body: {} })).status).toBe(400);
    // Admin fields: a bad filter, page or cleaner id from a non-admin is refused for the role.
    expect((await api('GET', '/admin/bookings?status=done', { token })).status).toBe(403);
    expect((await api('GET', `/bookings/${booking.id}/recommendations?limit=1000`, { token })).status).toBe(403);
    expect((await api('POST', `/bookings/${booking.id}/assign`, { token, body: { cleanerId: 'nope' } })).status).toBe(403);
    const list = await gql('query { adminBookings(status: "done", limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    const assign = await gql('mutation($id: ID!) { assignCleaner(bookingId: $id, cleanerId: "nope") { __typename ... on Error { code } } }', { id: booking.id }, token);
    expect(assign.data?.assignCleaner).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    // The admin gets the input errors.
    expect((await asAdmin('GET', `/bookings/${booking.id}/recommendations?limit=1000`)).status).toBe(400);
    expect((await asAdmin('PUT', `/bookings/${booking.id}/details`, {})).body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: 'pending', cleanerId: null, notes: booking.notes });
  });
});
