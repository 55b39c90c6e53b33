/**
 * Coverage by distance (docs/decisions/0027): a cleaner's home zip code and service radius decide
 * the open jobs offered to them, which they may open and accept, who covers a zip code in location
 * analytics; the cleaner profile takes and answers both, over /api and GraphQL, and refuses
 * hostile values with the field named. Zip prefixes stay extra coverage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

const openIds = async (token: string): Promise<string[]> =>
  (await api('GET', '/bookings?scope=OPEN&limit=100', { token })).body.bookings.map((b: { id: string }) => b.id);

const PROFILE = 'mutation($zip: String, $radius: Int) { updateCleanerProfile(homeZipCode: $zip, serviceRadiusMiles: $radius) { __typename ... on ValidationError { field message } ... on MutationUpdateCleanerProfileSuccess { data { cleanerProfile { homeZipCode serviceRadiusMiles timeZone } } } } }';
const OPEN = '{ bookings(scope: OPEN, pageSize: 100) { items { id } } }';

describe('a cleaner covers jobs within their radius of their home zip code', () => {
  let cleaner: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    // Approved, with no zip prefixes: coverage is the radius alone.
    [cleaner, customer] = await Promise.all([createUser({ role: 'cleaner', approvedFor: [], firstName: 'Radius' }), createUser()]);
  });

  it('sees and may take a job 1.5 mi away, not one in Oakland (~12.5 mi) until the radius is widened to 25', async () => {
    const token = cleaner.tokens.accessToken;
    const set = await api('PUT', '/users/cleaner-profile', { token, body: { homeZipCode: '94110', serviceRadiusMiles: 5 } });
    expect(set.status).toBe(200);
    expect(set.body.user.cleanerProfile).toMatchObject({ homeZipCode: '94110', serviceRadiusMiles: 5, timeZone: 'America/Los_Angeles' });
    const row = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } });
    expect(row.homeLatitude).toBeCloseTo(37.75, 1);
    expect(row.homeLongitude).toBeCloseTo(-122.41, 1);

    const mission = await createBooking(customer.tokens.accessToken, { zipCode: '94103' });
    const oakland = await createBooking(customer.tokens.accessToken, { zipCode: '94611', city: 'Oakland' });
    const spare = await createBooking(customer.tokens.accessToken, { zipCode: '94611', city: 'Oakland' });
    expect(await openIds(token)).toContain(mission.id);
    expect(await openIds(token)).not.toContain(oakland.id);
    expect((await api('GET', `/bookings/${mission.id}`, { token })).status).toBe(200);
    expect((await api('GET', `/bookings/${oakland.id}`, { token })).status).toBe(403);
    expect((await api('POST', `/bookings/${oakland.id}/accept`, { token })).status).toBe(403);
    expect((await db.booking.findUniqueOrThrow({ where: { id: oakland.id } })).status).toBe('pending');

    const accepted = await api('POST', `/bookings/${mission.id}/accept`, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({ id: mission.id, status: 'confirmed', cleanerId: cleaner.id });

    // Widened over GraphQL: Oakland is now inside.
    const widened = await gql(PROFILE, { radius: 25 }, token);
    expect(widened.data?.updateCleanerProfile).toMatchObject({ data: { cleanerProfile: { homeZipCode: '94110', serviceRadiusMiles: 25 } } });
    const listed = await gql<{ bookings: { items: { id: string }[] } }>(OPEN, {}, token);
    expect(listed.data?.bookings.items.map((b) => b.id)).toContain(oakland.id);
    expect(await openIds(token)).toContain(spare.id);
    expect((await api('POST', `/bookings/${oakland.id}/accept`, { token })).status).toBe(200);
  });

  it('keeps zip prefixes as extra coverage beside the radius', async () => {
    const far = await createUser({ role: 'cleaner', approvedFor: ['946'] });
    const token = far.tokens.accessToken;
    await api('PUT', '/users/cleaner-profile', { token, body: { homeZipCode: '10017', serviceRadiusMiles: 10 } });
    const oakland = await createBooking(customer.tokens.accessToken, { zipCode: '94611', city: 'Oakland' });
    const manhattan = await createBooking(customer.tokens.accessToken, { zipCode: '10003', city: 'New York' });
    const seen = await openIds(token);
    expect(seen).toContain(oakland.id);
    expect(seen).toContain(manhattan.id);
  });

  it('takes the time zone of the home zip code only while no weekly hours are saved', async () => {
    const other = await createUser({ role: 'cleaner', approvedFor: [] });
    const token = other.tokens.accessToken;
    expect((await api('PUT', '/users/cleaner-profile', { token, body: { homeZipCode: '10017' } })).body.user.cleanerProfile).toMatchObject({
      homeZipCode: '10017',
      serviceRadiusMiles: 25,
      timeZone: 'America/New_York',
    });
    await api('PUT', '/users/availability', { token, body: { timeZone: 'UTC', weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }] } });
    const moved = await api('PUT', '/users/cleaner-profile', { token, body: { homeZipCode: '94110' } });
    expect(moved.body.user.cleanerProfile).toMatchObject({ homeZipCode: '94110', timeZone: 'UTC' });
  });

  it('answers homeZipCode and serviceRadiusMiles in the profile, to the cleaner and admins only', async () => {
    const token = cleaner.tokens.accessToken;
    const profile = await api('GET', '/users/profile', { token });
    expect(profile.body.user.cleanerProfile).toMatchObject({ homeZipCode: '94110', serviceRadiusMiles: 25 });
    const mine = await gql<{ myProfile: { cleanerProfile: { homeZipCode: string; serviceRadiusMiles: number } } }>(
      '{ myProfile { cleanerProfile { homeZipCode serviceRadiusMiles } } }',
      {},
      token,
    );
    expect(mine.data?.myProfile.cleanerProfile).toEqual({ homeZipCode: '94110', serviceRadiusMiles: 25 });
    const admin = await login('admin@demo.test');
    const seen = await gql<{ freelancer: { cleanerProfile: { homeZipCode: string | null } } }>(
      'query($id: ID!) { freelancer(id: $id) { cleanerProfile { homeZipCode } } }',
      { id: cleaner.id },
      admin.accessToken,
    );
    expect(seen.data?.freelancer.cleanerProfile.homeZipCode).toBe('94110');
    // The customer of a job they hold sees the radius, not the home zip code.
    const job = await db.booking.findFirstOrThrow({ where: { cleanerId: cleaner.id, customerId: customer.id } });
    const asCustomer = await gql<{ booking: { cleaner: { cleanerProfile: { homeZipCode: string | null; serviceRadiusMiles: number } } } }>(
      'query($id: ID!) { booking(id: $id) { cleaner { cleanerProfile { homeZipCode serviceRadiusMiles } } } }',
      { id: job.id },
      customer.tokens.accessToken,
    );
    expect(asCustomer.data?.booking.cleaner.cleanerProfile).toEqual({ homeZipCode: null, serviceRadiusMiles: 25 });
  });

  it('refuses hostile homeZipCode and serviceRadiusMiles with the field named (400 / ValidationError)', async () => {
    const token = cleaner.tokens.accessToken;
    const put = (body: unknown) => api('PUT', '/users/cleaner-profile', { token, body });
    for (const homeZipCode of ['99999', '00000', 'abcde', '9411', '94110-12', ' ', "94110' OR 1=1", 'x'.repeat(5000), 94110, true, ['94110'], { zip: '94110' }]) {
      const res = await put({ homeZipCode });
      expect(res.status, JSON.stringify(homeZipCode).slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      if (typeof homeZipCode === 'string') expect(res.body.field).toBe('homeZipCode');
    }
    expect((await put({ homeZipCode: '99999' })).body.message).toMatch(/zip code/i);
    for (const serviceRadiusMiles of [0, -5, 101, 1e9, 2.5, 'ten', '', [10], { miles: 10 }]) {
      const res = await put({ serviceRadiusMiles });
      expect(res.status, JSON.stringify(serviceRadiusMiles)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    for (const serviceRadiusMiles of [0, 101, -1]) {
      expect((await put({ serviceRadiusMiles })).body.field).toBe('serviceRadiusMiles');
    }
    const bad = await gql(PROFILE, { zip: '99999' }, token);
    expect(bad.data?.updateCleanerProfile).toMatchObject({ __typename: 'ValidationError', field: 'homeZipCode' });
    const far = await gql(PROFILE, { radius: 500 }, token);
    expect(far.data?.updateCleanerProfile).toMatchObject({ __typename: 'ValidationError', field: 'serviceRadiusMiles' });
    // Nothing changed.
    expect(await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } })).toMatchObject({ homeZipCode: '94110', serviceRadiusMiles: 25 });
    // Customers are refused before their input is read.
    const customerRes = await api('PUT', '/users/cleaner-profile', { token: customer.tokens.accessToken, body: { homeZipCode: '99999', serviceRadiusMiles: 0 } });
    expect(customerRes.status).toBe(403);
  });
});

describe('location analytics: demand without supply by distance', () => {
  it('counts a zip code covered by a cleaner radius as served, and one out of every radius as unserved', async () => {
    const admin = await login('admin@demo.test');
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: [] });
    await api('PUT', '/users/cleaner-profile', { token: cleaner.tokens.accessToken, body: { homeZipCode: '99701', serviceRadiusMiles: 30 } });
    // North Pole, AK is ~13 mi from Fairbanks; Anchorage ~260 mi.
    await createBooking(customer.tokens.accessToken, { zipCode: '99705', city: 'North Pole' });
    await createBooking(customer.tokens.accessToken, { zipCode: '99501', city: 'Anchorage' });
    const res = await api('GET', '/admin/location-analytics?from=2026-01-01&to=2030-01-01&limit=500', { token: admin.accessToken });
    expect(res.status).toBe(200);
    const zip = (key: string) => res.body.byZipCode.items.find((z: { key: string }) => z.key === key);
    expect(zip('99705')).toMatchObject({ bookings: 1, cleaners: 1 });
    expect(zip('99501')).toMatchObject({ bookings: 1, cleaners: 0 });
    const unserved = res.body.unservedZipCodes.items.map((z: { key: string }) => z.key);
    expect(unserved).toContain('99501');
    expect(unserved).not.toContain('99705');
  });
});
