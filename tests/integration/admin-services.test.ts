/**
 * Admin catalogue (docs/decisions/0020) over /api and GraphQL: create, edit, delete an unused
 * service, deactivate one with bookings (its bookings keep their prices), the catalogue cache
 * following each change, the audit trail, validation, and the denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bookingInput, createBooking, createUser, db, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});
const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });

const newService = {
  name: 'Solar panel rinse',
  category: 'Outdoor',
  memberPriceCents: 2400,
  regularPriceCents: 5400,
  description: 'Gentle rinse of rooftop solar panels with deionised water.',
  features: ['Deionised water', 'Soft brushes'],
};

describe('admin catalogue', () => {
  it('creates a service that the catalogue shows at once, edits it, and deletes it while unused', async () => {
    // Warm the catalogue cache first: the change must still show.
    await api('GET', '/services?limit=50');
    const created = await asAdmin('POST', '/services', newService);
    expect(created.status).toBe(201);
    expect(created.body.service).toMatchObject({ name: 'Solar panel rinse', memberPrice: '$24/h', active: true, popular: false, icon: 'cleaning' });
    const id = created.body.service.id;
    expect((await api('GET', `/services/${id}`)).status).toBe(200);
    const search = await api('GET', '/services?search=solar%20panel');
    expect(search.body.services.map((s: { id: number }) => s.id)).toContain(id);

    const edited = await asAdmin('PUT', `/services/${id}`, { regularPriceCents: 6000, popular: true });
    expect(edited.body.service).toMatchObject({ regularPriceCents: 6000, memberPriceCents: 2400, popular: true });
    expect((await api('GET', `/services/${id}`)).body.service.regularPriceCents).toBe(6000);
    // Member above regular, across stored and new values.
    const above = await asAdmin('PUT', `/services/${id}`, { memberPriceCents: 7000 });
    expect(above.status).toBe(400);
    expect(above.body.field).toBe('memberPriceCents');

    const removed = await asAdmin('DELETE', `/services/${id}`);
    expect(removed.body).toMatchObject({ outcome: 'deleted' });
    expect((await api('GET', `/services/${id}`)).status).toBe(404);
    const audit = await asAdmin('GET', `/admin/audit?entityType=service&entityId=${id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['service.delete', 'service.update', 'service.create']);
    expect(audit.body.entries[1]).toMatchObject({ before: { regularPriceCents: 5400, popular: false }, after: { regularPriceCents: 6000, popular: true } });
  });

  it('deactivates a service with bookings: hidden from the catalogue and new bookings; its bookings keep their prices', async () => {
    const created = await asAdmin('POST', '/services', { ...newService, name: 'Gutter guard fitting' });
    const id = created.body.service.id;
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken, { serviceId: id });
    expect(booking.totalCents).toBe(5400 * 2);
    await asAdmin('PUT', `/services/${id}`, { regularPriceCents: 9000, memberPriceCents: 8000 });
    const removed = await asAdmin('DELETE', `/services/${id}`);
    expect(removed.body).toMatchObject({ outcome: 'deactivated', service: { active: false } });
    expect((await api('GET', `/services/${id}`)).status).toBe(404);
    const again = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput({ serviceId: id }) });
    expect(again.status).toBe(404);
    const stored = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.totalCents).toBe(5400 * 2);
    // The admin grid still lists it; putting it back shows it again.
    const grid = await gql<{ adminServices: { items: { service: { id: string; active: boolean }; bookingCount: number }[] } }>(
      'query($s: String) { adminServices(search: $s) { total items { bookingCount service { id active } } } }',
      { s: 'Gutter guard' },
      admin.accessToken,
    );
    expect(grid.data?.adminServices.items).toEqual([{ bookingCount: 1, service: { id: String(id), active: false } }]);
    await asAdmin('PUT', `/services/${id}`, { active: true });
    expect((await api('GET', `/services/${id}`)).status).toBe(200);
  });

  it('validates input and answers 404 for unknown ids', async () => {
    const missing = await asAdmin('POST', '/services', { name: 'x' });
    expect(missing.status).toBe(400);
    expect((await asAdmin('POST', '/services', { ...newService, category: 'Spaceships' })).body.field).toBe('category');
    expect((await asAdmin('POST', '/services', { ...newService, memberPriceCents: 12.5 })).body.field).toBe('memberPriceCents');
    expect((await asAdmin('POST', '/services', { ...newService, unknown: 1 })).status).toBe(400);
    expect((await asAdmin('PUT', '/services/99999', { popular: true })).status).toBe(404);
    expect((await asAdmin('DELETE', '/services/abc')).status).toBe(404);
    expect((await asAdmin('PUT', '/services/1', {})).status).toBe(400);
    const gqlCreate = await gql<{ createService: { __typename: string } }>(
      'mutation { createService(name: "Pool tile scrub", category: "Outdoor", memberPriceCents: 2200, regularPriceCents: 4500, description: "Scrub of pool tiles at the waterline.") { __typename ... on MutationCreateServiceSuccess { data { id active } } } }',
      {},
      admin.accessToken,
    );
    expect(gqlCreate.data?.createService.__typename).toBe('MutationCreateServiceSuccess');
  });

  it('refuses customers, cleaners and anonymous callers, changing nothing', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const before = await db.service.findUniqueOrThrow({ where: { id: 1 } });
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('POST', '/services', { token, body: newService })).status).toBe(expected);
      expect((await api('PUT', '/services/1', { token, body: { regularPriceCents: 100 } })).status).toBe(expected);
      expect((await api('DELETE', '/services/1', { token })).status).toBe(expected);
    }
    expect(await db.service.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('decides the role before it reads the input, on GraphQL as on /api', async () => {
    const customer = await createUser();
    const token = customer.tokens.accessToken;
    // Bodies that would fail validation (a bad category, nothing to change) still get the role error.
    expect((await api('POST', '/services', { token, body: { ...newService, category: 'Spaceships' } })).status).toBe(403);
    expect((await api('PUT', '/services/1', { token, body: {} })).status).toBe(403);
    const create = await gql(
      'mutation { createService(name: "x", category: "Spaceships", memberPriceCents: 1, regularPriceCents: 1, description: "") { __typename ... on Error { code } } }',
      {},
      token,
    );
    expect(create.data?.createService).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    const list = await gql('{ adminServices(limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    // The admin gets the input error, naming the field, as data on the mutation.
    const bad = await gql('mutation { updateService(id: "1", memberPriceCents: 1) { __typename ... on ValidationError { field } } }', {}, admin.accessToken);
    expect(bad.data?.updateService).toEqual({ __typename: 'ValidationError', field: 'memberPriceCents' });
    expect((await asAdmin('PUT', '/services/1', {})).body.field).toBe('body');
  });
});
