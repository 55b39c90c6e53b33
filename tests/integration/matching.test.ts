/**
 * Matching reads (docs/decisions/0027) over /api and GraphQL:
 * who is eligible (radius, travel buffer, hours and days off, services, declines), the ranking
 * (favourites first, factors and why), nearby lists (distance, rating, service, next free slot),
 * paging, no contact details in answers, and the denials (another customer's booking 404, a
 * cleaner 403, signed out 401, hostile radius, rating and zip code 400 naming the field).
 * Cleaners live around Denver and Salt Lake City, away from the demo cleaners.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, api, createBooking, createUser, db, freshDay, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { isEligible, type MatchRequest } from '../../server/src/modules/matching/eligibility.js';
import { addDays, localDateOf, toInstant } from '../../server/src/modules/plans/recurrence.js';

beforeAll(setupDatabase);

let customer: TestUser;
let admin: { accessToken: string };
beforeAll(async () => {
  customer = await createUser();
  admin = await login('admin@demo.test');
});


/** A booking at `zip` for `token`'s customer, with its centroid set. */
async function bookingAt(token: string, zip: string, scheduledAt: string, extra: Record<string, unknown> = {}) {
  const booking = await createBooking(token, { zipCode: zip, city: zipPoint(zip)!.city, scheduledAt, ...extra });
  const point = zipPoint(zip)!;
  await db.booking.update({ where: { id: booking.id }, data: { latitude: point.latitude, longitude: point.longitude } });
  return booking;
}

/** An ISO instant `days` from now at hh:mm UTC. */
function at(days: number, hour: number, minute = 0): string {
  const d = new Date(futureIso(days, hour));
  d.setUTCMinutes(minute);
  return d.toISOString();
}

const idsOf = (body: { cleaners: { id: string }[] }) => body.cleaners.map((c) => c.id);

const RECOMMENDATIONS = `query($id: ID!, $page: Int, $limit: Int) { bookingRecommendations(bookingId: $id, page: $page, limit: $limit) {
  total page limit items { cleanerId displayName distanceMiles score why favorite nextFreeSlot factors { key value weight points detail } } } }`;
const NEARBY = `query($zip: String!, $radius: Float, $minRating: Float, $serviceType: Int, $page: Int, $limit: Int) {
  nearbyCleaners(zipCode: $zip, radius: $radius, minRating: $minRating, serviceType: $serviceType, page: $page, limit: $limit) {
    total page limit items { cleanerId distanceMiles rating score factors { key } why nextFreeSlot } } }`;

describe('eligibility', () => {
  const day = freshDay();
  const start = at(day, 16); // 09:00 in Denver
  let booking: Record<string, any>;
  const c: Record<string, TestUser> = {};

  beforeAll(async () => {
    c.ok = await cleanerAt('80203', { localTime: true,  firstName: 'Okay' });
    c.prefix = await cleanerAt('80203', { localTime: true,  prefixesOnly: ['802'], firstName: 'Prefixa' });
    c.far = await cleanerAt('80903', { localTime: true,  radius: 25, firstName: 'Farah' }); // Colorado Springs, 64 mi: outside its own radius
    c.wide = await cleanerAt('80903', { localTime: true,  radius: 80, firstName: 'Widey' }); // same place, a radius that reaches Denver
    c.declined = await cleanerAt('80203', { localTime: true,  firstName: 'Declina' });
    c.busy = await cleanerAt('80203', { localTime: true,  firstName: 'Busby' });
    c.dayOff = await cleanerAt('80203', { localTime: true,  firstName: 'Offday' });
    c.earlyBird = await cleanerAt('80203', { localTime: true,  firstName: 'Early' });
    c.otherService = await cleanerAt('80203', { localTime: true,  offered: [2], firstName: 'Otherserv' });
    c.applicant = await cleanerAt('80203', { localTime: true,  approved: false, firstName: 'Pendy' });
    c.suspended = await cleanerAt('80203', { localTime: true,  firstName: 'Suspy' });
    await db.user.update({ where: { id: c.suspended.id }, data: { status: 'suspended' } });

    booking = await bookingAt(customer.tokens.accessToken, '80202', start);
    await db.bookingDecline.create({ data: { bookingId: booking.id, cleanerId: c.declined.id, reason: 'Away' } });

    // Busby holds a job in Boulder (24 mi) 13:00-15:00: 60 min before the start, inside the 75-minute travel buffer.
    const held = await bookingAt(customer.tokens.accessToken, '80302', at(day, 13));
    await db.booking.update({ where: { id: held.id }, data: { cleanerId: c.busy.id, status: 'confirmed', acceptedAt: new Date() } });

    // Weekly hours every day 06:00-20:00 local, with a day off on the job's local date; the early bird works 05:00-08:00 only.
    const localDate = new Date(start).toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
    for (const [user, from, to] of [
      [c.dayOff!, 360, 1200],
      [c.earlyBird!, 300, 480],
    ] as const) {
      await db.cleanerProfile.update({ where: { userId: user.id }, data: { hoursSetAt: new Date() } });
      await db.cleanerHours.createMany({ data: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ cleanerId: user.id, weekday, startMinute: from, endMinute: to })) });
    }
    await db.cleanerDayOff.create({ data: { cleanerId: c.dayOff!.id, date: new Date(`${localDate}T00:00:00Z`) } });
  });

  it('recommends the eligible cleaners only, over /api and GraphQL, with no contact details', async () => {
    const res = await api('GET', `/bookings/${booking.id}/recommendations?limit=100`, { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    const ids = idsOf(res.body as never);
    expect(ids).toEqual(expect.arrayContaining([c.ok!.id, c.prefix!.id, c.wide!.id]));
    for (const out of ['far', 'declined', 'busy', 'dayOff', 'earlyBird', 'otherService', 'applicant', 'suspended']) expect(ids, out).not.toContain(c[out]!.id);
    expect(res.body).toMatchObject({ page: 1, limit: 100, total: ids.length });

    const text = JSON.stringify(res.body);
    for (const user of Object.values(c)) expect(text).not.toContain(user.email);
    for (const cleaner of res.body.cleaners) {
      expect(Object.keys(cleaner).filter((k) => /email|phone|address|lastName/i.test(k))).toEqual([]);
      expect(cleaner.nextFreeSlot).toBe(start);
      expect(cleaner.score).toBeGreaterThanOrEqual(0);
      expect(cleaner.score).toBeLessThanOrEqual(1);
      expect(cleaner.factors.map((f: { key: string }) => f.key)).toEqual(['DISTANCE', 'RATING', 'RELIABILITY', 'HISTORY']);
      expect(typeof cleaner.why).toBe('string');
    }
    const ok = res.body.cleaners.find((x: { id: string }) => x.id === c.ok!.id);
    // Whole miles, at least 1: 1.4 mi from the home zip centroid shows as 1.
    expect(ok).toMatchObject({ cleanerId: c.ok!.id, firstName: 'Okay', lastInitial: 'U', displayName: 'Okay U.', initials: 'OU', distanceMiles: 1 });
    expect(ok.why).toContain('· 1 mi away');
    for (const cleaner of res.body.cleaners) {
      const distance = cleaner.factors.find((f: { key: string }) => f.key === 'DISTANCE');
      const radius = Number(/within a (\d+) mi radius/.exec(distance.detail)?.[1] ?? 25);
      // 0 only for a cleaner covering the area by zip prefix (no home zip code to measure from).
      if (!distance.detail.includes('mi away')) expect(cleaner.distanceMiles).toBe(0);
      else {
        expect(Number.isInteger(cleaner.distanceMiles) && cleaner.distanceMiles >= 1, String(cleaner.distanceMiles)).toBe(true);
        expect(distance.detail).toMatch(new RegExp(`^${cleaner.distanceMiles} mi away`));
        // Nor does the DISTANCE factor give more: its value is computed from the whole miles shown.
        expect(distance.value).toBe(Math.round(Math.max(0, 1 - cleaner.distanceMiles / radius) * 1000) / 1000);
      }
    }

    const g = await gql(RECOMMENDATIONS, { id: booking.id, limit: 100 }, customer.tokens.accessToken);
    expect(g.errors).toBeUndefined();
    expect(g.data?.bookingRecommendations.items.map((x: { cleanerId: string }) => x.cleanerId).sort()).toEqual([...ids].sort());

    // An admin gets the same list.
    expect(idsOf((await api('GET', `/bookings/${booking.id}/recommendations?limit=100`, { token: admin.accessToken })).body as never).sort()).toEqual([...ids].sort());
  });

  it('the chosen-cleaner check runs the same rule; a cleaner asked already is left out', async () => {
    const point = zipPoint('80202')!;
    const req: MatchRequest = { customerId: customer.id, serviceId: 1, scheduledAt: new Date(start), durationMinutes: 120, point, bookingId: booking.id };
    expect(await isEligible(req, c.ok!.id)).toBe(true);
    expect(await isEligible(req, c.prefix!.id)).toBe(true);
    for (const out of ['far', 'declined', 'busy', 'dayOff', 'earlyBird', 'otherService', 'applicant', 'suspended']) expect(await isEligible(req, c[out]!.id), out).toBe(false);
    // Without the booking the decline does not apply.
    expect(await isEligible({ ...req, bookingId: undefined }, c.declined!.id)).toBe(true);

    const asked = await cleanerAt('80203', { localTime: true,  firstName: 'Asked' });
    expect(await isEligible(req, asked.id)).toBe(true);
    await db.bookingOffer.create({ data: { bookingId: booking.id, cleanerId: asked.id, rank: 1, expiresAt: new Date(Date.now() - 1000), outcome: 'expired' } });
    expect(await isEligible(req, asked.id)).toBe(false);
    const res = await api('GET', `/bookings/${booking.id}/recommendations?limit=100`, { token: customer.tokens.accessToken });
    expect(idsOf(res.body as never)).not.toContain(asked.id);
  });

  it('recommends for a job not booked yet (POST /bookings/recommendations-by-zip), with the travel buffer and services', async () => {
    const body = { zipCode: '80202', serviceId: 1, scheduledAt: start, durationHours: 2 };
    const res = await api('POST', '/bookings/recommendations-by-zip', { token: customer.tokens.accessToken, body });
    expect(res.status).toBe(200);
    const ids = idsOf(res.body as never);
    expect(ids).toEqual(expect.arrayContaining([c.ok!.id, c.declined!.id]));
    for (const out of ['far', 'busy', 'dayOff', 'otherService']) expect(ids, out).not.toContain(c[out]!.id);
    // Service 2 is what the other-service cleaner offers; two hours later Busby is clear of the buffer.
    const service2 = idsOf((await api('POST', '/bookings/recommendations-by-zip?limit=100', { token: customer.tokens.accessToken, body: { ...body, serviceId: 2 } })).body as never);
    expect(service2).toContain(c.otherService!.id);
    const later = idsOf((await api('POST', '/bookings/recommendations-by-zip?limit=100', { token: customer.tokens.accessToken, body: { ...body, scheduledAt: at(day, 16, 30) } })).body as never);
    expect(later).toContain(c.busy!.id);

    const g = await gql(
      'query($input: RecommendationsByZipInput!) { recommendationsByZip(input: $input, limit: 100) { total items { cleanerId score } } }',
      { input: body },
      customer.tokens.accessToken,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.recommendationsByZip.items.map((x: { cleanerId: string }) => x.cleanerId)).toEqual(expect.arrayContaining([c.ok!.id]));

    // Input problems name their field.
    for (const [patch, field] of [
      [{ zipCode: '00000' }, 'zipCode'],
      [{ zipCode: 'abcde' }, 'zipCode'],
      [{ serviceId: 999999 }, 'serviceId'],
      [{ serviceId: 'x' }, 'serviceId'],
      [{ scheduledAt: '2001-01-01T00:00:00Z' }, 'scheduledAt'],
      [{ durationHours: 13 }, 'durationHours'],
      [{ zipCode: undefined }, 'zipCode'],
    ] as const) {
      const bad = await api('POST', '/bookings/recommendations-by-zip', { token: customer.tokens.accessToken, body: { ...body, ...patch } });
      expect(bad.status, JSON.stringify(patch)).toBe(400);
      expect(bad.body.field, JSON.stringify(patch)).toBe(field);
    }
  });
});

describe('ranking', () => {
  it('puts the customer’s favourite first, says why, and pages with a total', async () => {
    const me = await createUser();
    const favourite = await cleanerAt('84106', { localTime: true,  rating: 3.5, reviews: 4, firstName: 'Favvy' }); // 4 mi
    const star = await cleanerAt('84102', { localTime: true,  rating: 4.9, reviews: 200, firstName: 'Starla' }); // 1.8 mi
    const lucky = await cleanerAt('84103', { localTime: true,  rating: 5, reviews: 1, firstName: 'Lucky' }); // 1.9 mi, one 5-star review
    await db.favoriteCleaner.create({ data: { customerId: me.id, cleanerId: favourite.id } });
    const booking = await bookingAt(me.tokens.accessToken, '84101', at(freshDay(), 17));

    const res = await api('GET', `/bookings/${booking.id}/recommendations?limit=100`, { token: me.tokens.accessToken });
    expect(res.status).toBe(200);
    const ids = idsOf(res.body as never);
    expect(ids[0]).toBe(favourite.id);
    expect(ids.indexOf(star.id)).toBeLessThan(ids.indexOf(lucky.id));
    const first = res.body.cleaners[0];
    expect(first.favorite).toBe(true);
    expect(first.why).toMatch(/your favourite$/);
    expect(first.factors.find((f: { key: string }) => f.key === 'HISTORY')).toMatchObject({ value: 1, detail: 'Your favourite' });
    const starRow = res.body.cleaners.find((x: { id: string }) => x.id === star.id);
    expect(starRow.why).toBe('4.9★ over 200 reviews · 2 mi away');

    // Paging: total counts every eligible cleaner; pages of one.
    const total = ids.length;
    const page2 = await api('GET', `/bookings/${booking.id}/recommendations?page=2&limit=1`, { token: me.tokens.accessToken });
    expect(page2.body).toMatchObject({ page: 2, limit: 1, total });
    expect(idsOf(page2.body as never)).toEqual([ids[1]]);
    const g = await gql(RECOMMENDATIONS, { id: booking.id, page: 1, limit: 1 }, me.tokens.accessToken);
    expect(g.data?.bookingRecommendations).toMatchObject({ total, page: 1, limit: 1, items: [{ cleanerId: favourite.id, favorite: true }] });

    // The same customer's search by zip code ranks the favourite first too.
    const byZip = await api('POST', '/bookings/recommendations-by-zip', {
      token: me.tokens.accessToken,
      body: { zipCode: '84101', serviceId: 1, scheduledAt: at(freshDay(), 17), durationHours: 2 },
    });
    expect(idsOf(byZip.body as never)[0]).toBe(favourite.id);
    const byZipPage = await api('POST', '/bookings/recommendations-by-zip?page=2&limit=1', {
      token: me.tokens.accessToken,
      body: { zipCode: '84101', serviceId: 1, scheduledAt: at(freshDay(), 17), durationHours: 2 },
    });
    expect(byZipPage.body).toMatchObject({ page: 2, limit: 1, total: byZip.body.total });
    expect(byZipPage.body.cleaners).toHaveLength(1);
  });
});

describe('reliability', () => {
  it("counts requests accepted or refused and jobs cancelled on the cleaner, never the customer's own cancellations", async () => {
    const me = await createUser();
    const adminUser = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
    const byCustomer = await cleanerAt('83702', { localTime: true,  firstName: 'Kept' });
    const byAdmin = await cleanerAt('83702', { localTime: true,  firstName: 'Dropped' });
    for (const [cleaner, actorId] of [
      [byCustomer, me.id],
      [byAdmin, adminUser.id],
    ] as const) {
      const done = await bookingAt(me.tokens.accessToken, '83702', at(freshDay(), 17));
      await db.booking.update({ where: { id: done.id }, data: { cleanerId: cleaner.id, status: 'completed', acceptedAt: new Date(), completedAt: new Date() } });
      for (let i = 0; i < 2; i++) {
        const cancelled = await bookingAt(me.tokens.accessToken, '83702', at(freshDay(), 17));
        await db.booking.update({ where: { id: cancelled.id }, data: { cleanerId: cleaner.id, status: 'cancelled', acceptedAt: new Date(), cancelledAt: new Date() } });
        await db.bookingEvent.create({ data: { bookingId: cancelled.id, actorId, kind: 'status_changed', fromValue: 'confirmed', toValue: 'cancelled', reason: 'Plans changed' } });
        await db.bookingOffer.create({ data: { bookingId: cancelled.id, cleanerId: cleaner.id, rank: 1, expiresAt: new Date(), outcome: i === 0 ? 'accepted' : 'declined' } });
      }
    }
    const res = await api('POST', '/bookings/recommendations-by-zip?limit=100', {
      token: me.tokens.accessToken,
      body: { zipCode: '83702', serviceId: 1, scheduledAt: at(freshDay(), 17), durationHours: 2 },
    });
    const reliability = (id: string) => res.body.cleaners.find((x: { id: string }) => x.id === id).factors.find((f: { key: string }) => f.key === 'RELIABILITY');
    expect(reliability(byCustomer.id).detail).toBe('accepted 1 of 2 requests; completed 1 of 1 job taken');
    expect(reliability(byAdmin.id).detail).toBe('accepted 1 of 2 requests; completed 1 of 3 jobs taken');
    expect(reliability(byCustomer.id).value).toBeGreaterThan(reliability(byAdmin.id).value);
    expect(res.body.cleaners.find((x: { id: string }) => x.id === byCustomer.id).completedJobs).toBe(1);
  });
});

describe('nearby cleaners', () => {
  let near: TestUser, mid: TestUser, far: TestUser, unrated: TestUser;
  beforeAll(async () => {
    near = await cleanerAt('84102', { localTime: true,  rating: 4.8, reviews: 10, offered: [1] });
    mid = await cleanerAt('84401', { localTime: true,  rating: 4.2, reviews: 10, offered: [2] }); // Ogden, 32 mi
    far = await cleanerAt('84601', { localTime: true,  rating: 4.9, reviews: 10, radius: 5 }); // Provo, 38 mi; its own small radius does not matter here
    unrated = await cleanerAt('84103', { localTime: true });
  });

  it('lists approved cleaners by distance within the radius, filtered by rating and service, with no score', async () => {
    const res = await api('GET', '/users/nearby-cleaners?zipCode=84101&radius=40&limit=100', { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    const ids = idsOf(res.body as never);
    expect(ids).toEqual(expect.arrayContaining([near.id, mid.id, far.id, unrated.id]));
    const distances = res.body.cleaners.map((x: { distanceMiles: number }) => x.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const row = res.body.cleaners.find((x: { id: string }) => x.id === near.id);
    expect(row).toMatchObject({ distanceMiles: 2, rating: 4.8, reviewCount: 10, score: null, factors: null, why: null });
    for (const d of distances) expect(Number.isInteger(d) && d >= 1, String(d)).toBe(true);
    expect(new Date(row.nextFreeSlot).getTime()).toBeGreaterThan(Date.now() + 110 * 60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.test|"phone"|"address"/);

    expect(idsOf((await api('GET', '/users/nearby-cleaners?zipCode=84101&radius=35', { token: customer.tokens.accessToken })).body as never)).not.toContain(far.id);
    const rated = idsOf((await api('GET', '/users/nearby-cleaners?zipCode=84101&radius=40&minRating=4.5', { token: customer.tokens.accessToken })).body as never);
    expect(rated).toEqual(expect.arrayContaining([near.id, far.id]));
    expect(rated).not.toContain(mid.id);
    expect(rated).not.toContain(unrated.id);
    const service2 = idsOf((await api('GET', '/users/nearby-cleaners?zipCode=84101&radius=40&serviceType=2', { token: customer.tokens.accessToken })).body as never);
    expect(service2).toEqual(expect.arrayContaining([mid.id, far.id, unrated.id]));
    expect(service2).not.toContain(near.id);

    // The default radius (200 mi) reaches Provo; paging with total.
    const all = await api('GET', '/users/nearby-cleaners?zipCode=84101', { token: admin.accessToken });
    expect(all.body).toMatchObject({ page: 1, limit: 20 });
    const total = all.body.total as number;
    expect(total).toBeGreaterThanOrEqual(4);
    const second = await api('GET', '/users/nearby-cleaners?zipCode=84101&page=2&limit=1', { token: admin.accessToken });
    expect(second.body).toMatchObject({ page: 2, limit: 1, total });
    expect(idsOf(second.body as never)).toEqual([idsOf(all.body as never)[1]]);
    const beyond = await api('GET', '/users/nearby-cleaners?zipCode=84101&page=999&limit=100', { token: admin.accessToken });
    expect(beyond.body).toMatchObject({ cleaners: [], total });

    const g = await gql(NEARBY, { zip: '84101', radius: 40, minRating: 4.5 }, customer.tokens.accessToken);
    expect(g.errors).toBeUndefined();
    expect(g.data?.nearbyCleaners.items.map((x: { cleanerId: string }) => x.cleanerId)).toEqual(expect.arrayContaining([near.id, far.id]));
    expect(g.data?.nearbyCleaners.items[0]).toMatchObject({ score: null, factors: null, why: null });
  });

  it('follows the account and the background check at once: suspended, reactivated, check rejected, approved again (admin routes)', async () => {
    const cleaner = await cleanerAt('84104', { localTime: true,  firstName: 'Matchy' });
    const listed = async () =>
      idsOf((await api('GET', '/users/nearby-cleaners?zipCode=84104&radius=5&limit=100', { token: customer.tokens.accessToken })).body as never).includes(cleaner.id);
    const asAdmin = (method: 'PUT', path: string, body: unknown) => api(method, path, { token: admin.accessToken, body });
    expect(await listed()).toBe(true);
    expect((await asAdmin('PUT', `/admin/users/${cleaner.id}/status`, { status: 'suspended', reason: 'Chargeback fraud' })).status).toBe(200);
    expect(await listed()).toBe(false);
    expect((await asAdmin('PUT', `/admin/users/${cleaner.id}/status`, { status: 'active', reason: 'Dispute resolved' })).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'rejected', notes: 'Record found' })).status).toBe(200);
    expect(await listed()).toBe(false);
    expect((await asAdmin('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { status: 'approved' })).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it("around a booking: the next free slot steps past a job and its travel buffer; another customer's booking is 404", async () => {
    const day = freshDay();
    const booking = await bookingAt(customer.tokens.accessToken, '84101', at(day, 17));
    // `near` holds a job in Ogden (32 mi from 84101) ending 17:00: buffer 15 + 90 = 105 min.
    const held = await bookingAt(customer.tokens.accessToken, '84401', at(day, 15));
    await db.booking.update({ where: { id: held.id }, data: { cleanerId: near.id, status: 'confirmed', acceptedAt: new Date() } });
    const res = await api('GET', `/bookings/${booking.id}/nearby-cleaners?radius=5`, { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    const row = res.body.cleaners.find((x: { id: string }) => x.id === near.id);
    expect(row.nextFreeSlot).toBe(at(day, 18, 45));
    expect(res.body.cleaners.find((x: { id: string }) => x.id === unrated.id).nextFreeSlot).toBe(at(day, 17));

    const g = await gql(
      'query($id: ID!) { bookingNearbyCleaners(bookingId: $id, radius: 5) { total items { cleanerId nextFreeSlot } } }',
      { id: booking.id },
      customer.tokens.accessToken,
    );
    expect(g.data?.bookingNearbyCleaners.items.find((x: { cleanerId: string }) => x.cleanerId === near.id).nextFreeSlot).toBe(at(day, 18, 45));

    const stranger = await createUser();
    expect((await api('GET', `/bookings/${booking.id}/nearby-cleaners`, { token: stranger.tokens.accessToken })).status).toBe(404);
    const denied = await gql('query($id: ID!) { bookingNearbyCleaners(bookingId: $id) { total } }', { id: booking.id }, stranger.tokens.accessToken);
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
  });
});

describe('next free slot and working time', () => {
  it('around a booking: the next free slot keeps to the weekly hours and days off, in the cleaner\'s time zone', async () => {
    const day = freshDay();
    const cleaner = await cleanerAt('84102', { localTime: true,  firstName: 'Hours' });
    const tz = zipPoint('84102')!.timeZone;
    // Every day 13:00-16:00 local (Mountain time); the booking asks for 17:00 UTC, 10:00 or 11:00 local.
    await db.cleanerHours.createMany({ data: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ cleanerId: cleaner.id, weekday, startMinute: 13 * 60, endMinute: 16 * 60 })) });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { hoursSetAt: new Date() } });
    const booking = await bookingAt(customer.tokens.accessToken, '84101', at(day, 17));
    const slotOf = async () => {
      const res = await api('GET', `/bookings/${booking.id}/nearby-cleaners?radius=5&limit=100`, { token: customer.tokens.accessToken });
      expect(res.status).toBe(200);
      return res.body.cleaners.find((x: { id: string }) => x.id === cleaner.id).nextFreeSlot as string;
    };
    const localDay = localDateOf(new Date(at(day, 17)), tz);
    expect(await slotOf()).toBe(toInstant(localDay, '13:00', tz).toISOString());
    // That local day off moves it to the next day's opening.
    await db.cleanerDayOff.create({ data: { cleanerId: cleaner.id, date: new Date(`${localDay}T00:00:00Z`) } });
    expect(await slotOf()).toBe(toInstant(addDays(localDay, 1), '13:00', tz).toISOString());
  });
});

describe('denials and hostile input', () => {
  let booking: Record<string, any>;
  let cleaner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    booking = await bookingAt(customer.tokens.accessToken, '80202', at(freshDay(), 16));
    cleaner = await cleanerAt('80203', { localTime: true });
    stranger = await createUser();
  });

  const routes = () => [
    { method: 'GET', path: '/users/nearby-cleaners?zipCode=80202' },
    { method: 'GET', path: `/bookings/${booking.id}/nearby-cleaners` },
    { method: 'GET', path: `/bookings/${booking.id}/recommendations` },
    { method: 'POST', path: '/bookings/recommendations-by-zip', body: { zipCode: '80202', serviceId: 1, scheduledAt: at(30, 16), durationHours: 2 } },
  ];
  const queries = () => [
    { query: 'query { nearbyCleaners(zipCode: "80202") { total } }', variables: {} },
    { query: 'query($id: ID!) { bookingNearbyCleaners(bookingId: $id) { total } }', variables: { id: booking.id } },
    { query: 'query($id: ID!) { bookingRecommendations(bookingId: $id) { total } }', variables: { id: booking.id } },
    {
      query: 'query($input: RecommendationsByZipInput!) { recommendationsByZip(input: $input) { total } }',
      variables: { input: { zipCode: '80202', serviceId: 1, scheduledAt: at(30, 16), durationHours: 2 } },
    },
  ];

  it('a cleaner gets 403 and nobody signed in 401, on every route and field, whatever the input', async () => {
    for (const { method, path, body } of routes()) {
      expect((await api(method, path, { token: cleaner.tokens.accessToken, body })).status, path).toBe(403);
      expect((await api(method, path, { body })).status, path).toBe(401);
    }
    expect((await api('GET', '/users/nearby-cleaners?zipCode=abcde&radius=-1', { token: cleaner.tokens.accessToken })).status).toBe(403);
    expect((await api('GET', '/users/nearby-cleaners?radius=abc', {})).status).toBe(401);
    for (const { query, variables } of queries()) {
      expect((await gql(query, variables, cleaner.tokens.accessToken)).errors?.[0]?.extensions?.code, query).toBe('AUTHORIZATION_ERROR');
      expect((await gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('AUTHENTICATION_ERROR');
    }
  });

  it("another customer's booking is 404; an unknown or malformed booking id too", async () => {
    for (const path of [`/bookings/${booking.id}/recommendations`, `/bookings/${booking.id}/nearby-cleaners`]) {
      const res = await api('GET', path, { token: stranger.tokens.accessToken });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND_ERROR');
    }
    expect((await api('GET', '/bookings/00000000-0000-4000-8000-000000000000/recommendations', { token: admin.accessToken })).status).toBe(404);
    expect((await api('GET', '/bookings/not-a-uuid/recommendations', { token: customer.tokens.accessToken })).status).toBe(404);
    const g = await gql('query($id: ID!) { bookingRecommendations(bookingId: $id) { total } }', { id: booking.id }, stranger.tokens.accessToken);
    expect(g.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
  });

  it('hostile radius, minRating, zip code, service and page values are 400 naming the field, over /api and GraphQL', async () => {
    const token = customer.tokens.accessToken;
    const cases: [string, string][] = [
      ['radius=-1', 'radius'],
      ['radius=0', 'radius'],
      ['radius=99999', 'radius'],
      ['radius=500.5', 'radius'],
      ['radius=abc', 'radius'],
      ['radius=1e309', 'radius'],
      ['radius=NaN', 'radius'],
      ['minRating=6', 'minRating'],
      ['minRating=-1', 'minRating'],
      ['minRating=x', 'minRating'],
      ['serviceType=0', 'serviceType'],
      ['serviceType=abc', 'serviceType'],
      ['limit=1000', 'limit'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      for (const path of [`/users/nearby-cleaners?zipCode=80202&${query}`, `/bookings/${booking.id}/nearby-cleaners?${query}`]) {
        const res = await api('GET', path, { token });
        expect(res.status, path).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field });
      }
    }
    for (const zip of ['abcde', '00000', '1234', '99999', '']) {
      const res = await api('GET', `/users/nearby-cleaners?zipCode=${zip}`, { token });
      expect(res.status, zip).toBe(400);
      expect(res.body.field, zip).toBe('zipCode');
    }
    expect((await api('GET', '/users/nearby-cleaners', { token })).body.field).toBe('zipCode');
    expect((await api('GET', `/bookings/${booking.id}/recommendations?limit=1000`, { token })).body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });

    for (const [variables, named] of [
      [{ zip: '80202', radius: -1 }, /radius/],
      [{ zip: '80202', radius: 0 }, /radius/],
      [{ zip: '80202', radius: 99999 }, /radius/],
      [{ zip: '80202', minRating: 6 }, /minRating/],
      [{ zip: '80202', minRating: -1 }, /minRating/],
      [{ zip: 'abcde' }, /zip code/],
      [{ zip: '00000' }, /zip code/],
    ] as const) {
      const g = await gql(NEARBY, variables, token);
      expect(g.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_ERROR');
      expect(g.errors?.[0]?.message).toMatch(named);
      expect(g.data).toBeNull();
    }
    const wrongType = await gql(NEARBY, { zip: '80202', radius: 'abc' }, token);
    expect(wrongType.errors?.length).toBeGreaterThan(0);
  });
});
