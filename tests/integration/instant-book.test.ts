/**
 * Instant booking (issue 31; docs/decisions/0044-instant-booking.md) against the real database:
 * a cleaner's rules over /api and GraphQL with hostile values, a booking confirmed in its own
 * request, bookings outside the rules going to a request, two bookings racing for one instant
 * slot (instant-book-suspension.test.ts: late cancellations and the admins' rule).
 *
 * Each block books in its own city, where no demo cleaner lives (the demo's instant cleaners are
 * in Oakland and San Mateo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, db, futureIso, freshDay, gql, login, setupDatabase, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { configureWaves, startMatching } from '../../server/src/modules/matching/cascade.service.js';
import { startInstant } from '../../server/src/modules/matching/instant.service.js';
import { RULES, book, cleanerNamed, instantCleanerAt, notesOf } from './instant-factory.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});

describe('a cleaner’s rules (GET/PUT /api/users/instant-book, GraphQL)', () => {
  let cleaner: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    [cleaner, customer] = await Promise.all([cleanerNamed('55401', 'Rita'), createUser()]);
  });

  it('answers the defaults, then exactly what was saved, over /api and GraphQL', async () => {
    const before = await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, enabled: false, serviceIds: [], maxDistanceMiles: 10, minNoticeHours: 24, maxJobsPerDay: 2, suspendedUntil: null, suspensionReason: null });
    const rules = { enabled: true, serviceIds: [1, 2], maxDistanceMiles: 12, minNoticeHours: 6, maxJobsPerDay: 3 };
    const put = await api('PUT', '/users/instant-book', { token: cleaner.tokens.accessToken, body: rules });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ success: true, ...rules, suspendedUntil: null, suspensionReason: null });
    const after = await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken });
    expect(after.body).toMatchObject(rules);
    const viaGql = await gql('{ myInstantBook { enabled serviceIds maxDistanceMiles minNoticeHours maxJobsPerDay suspendedUntil suspensionReason } }', {}, cleaner.tokens.accessToken);
    expect(viaGql.data!.myInstantBook).toEqual({ ...rules, suspendedUntil: null, suspensionReason: null });
    const set = await gql(
      `mutation { setInstantBook(enabled: false, serviceIds: [], maxDistanceMiles: 5, minNoticeHours: 0, maxJobsPerDay: 1) {
        __typename ... on MutationSetInstantBookSuccess { data { enabled maxDistanceMiles } } } }`,
      {},
      cleaner.tokens.accessToken,
    );
    expect(set.data!.setInstantBook).toEqual({ __typename: 'MutationSetInstantBookSuccess', data: { enabled: false, maxDistanceMiles: 5 } });
  });

  it('refuses hostile values with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ maxDistanceMiles: 0 }, 'maxDistanceMiles'],
      [{ maxDistanceMiles: 1e9 }, 'maxDistanceMiles'],
      [{ maxDistanceMiles: 26 }, 'maxDistanceMiles'], // above their 25-mile radius
      [{ maxDistanceMiles: 'far' }, 'maxDistanceMiles'],
      [{ minNoticeHours: -1 }, 'minNoticeHours'],
      [{ minNoticeHours: 721 }, 'minNoticeHours'],
      [{ maxJobsPerDay: 0 }, 'maxJobsPerDay'],
      [{ maxJobsPerDay: 1.5 }, 'maxJobsPerDay'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ serviceIds: ['x'] }, 'serviceIds'],
      [{ serviceIds: [2_147_483_647] }, 'serviceIds'], // no such service
      [{ serviceIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'serviceIds'],
      [{ enabled: undefined }, 'enabled'],
    ];
    for (const [change, field] of cases) {
      const res = await api('PUT', '/users/instant-book', { token: cleaner.tokens.accessToken, body: { ...RULES, ...change } });
      expect(res.status, `${JSON.stringify(change)} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body, JSON.stringify(change)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: expect.stringMatching(new RegExp(`^${field}`)) });
    }
    // A service the cleaner does not offer.
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { offeredServiceIds: [1] } });
    const notOffered = await api('PUT', '/users/instant-book', { token: cleaner.tokens.accessToken, body: { ...RULES, serviceIds: [2] } });
    expect(notOffered.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'serviceIds' });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { offeredServiceIds: [] } });
    // Nothing was saved by the refusals.
    expect((await api('GET', '/users/instant-book', { token: cleaner.tokens.accessToken })).body).toMatchObject({ enabled: false, maxDistanceMiles: 5 });
  });

  it('is for cleaners only: 403 for a customer and an admin, 401 signed out', async () => {
    expect((await api('GET', '/users/instant-book', { token: customer.tokens.accessToken })).status).toBe(403);
    expect((await api('PUT', '/users/instant-book', { token: customer.tokens.accessToken, body: RULES })).status).toBe(403);
    expect((await api('PUT', '/users/instant-book', { token: admin.accessToken, body: RULES })).status).toBe(403);
    expect((await api('GET', '/users/instant-book', {})).status).toBe(401);
  });
});

describe('confirmed in the booking’s own request (Portland)', () => {
  const city = { city: 'Portland', zipCode: '97204' };
  let customer: TestUser;
  let instant: TestUser;
  let nearer: TestUser;
  beforeAll(async () => {
    // `nearer` lives at the booking's zip and ranks first; `instant` is ~2 miles away.
    [customer, nearer, instant] = await Promise.all([createUser({ firstName: 'Ivy' }), cleanerNamed('97204', 'Nora'), instantCleanerAt('97214', 'Ian')]);
  });

  it('a chosen instant cleaner: confirmed at once, mode instant, nobody asked, the cleaner told', async () => {
    const booking = await book(customer.tokens.accessToken, { ...city, cleanerId: instant.id });
    expect(booking).toMatchObject({ status: 'confirmed', cleanerId: instant.id, matching: { mode: 'instant', askedCount: 0, expiresAt: null, requested: 'chosen' }, currentOffer: null, offers: [] });
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.instantAt).not.toBeNull();
    expect(row.acceptedAt).not.toBeNull();
    const told = await notesOf(instant.id, booking.id);
    expect(told.map((n) => n.type)).toContain('cleaner_assigned');
    expect((await notesOf(customer.id, booking.id)).map((n) => n.type)).toContain('booking_accepted');
    // GraphQL says the same.
    const viaGql = await gql('query($id: ID!) { booking(id: $id) { status matching { mode askedCount expiresAt requested } } }', { id: booking.id }, customer.tokens.accessToken);
    expect(viaGql.data!.booking).toEqual({ status: 'confirmed', matching: { mode: 'instant', askedCount: 0, expiresAt: null, requested: 'chosen' } });
  });

  it('best available: the best-ranked cleaner whose rules it meets confirms, ahead of a nearer one without instant booking', async () => {
    const booking = await book(customer.tokens.accessToken, { ...city, matching: 'best' });
    expect(booking).toMatchObject({ status: 'confirmed', cleanerId: instant.id, matching: { mode: 'instant', askedCount: 0, requested: 'best' } });
    expect(nearer.id).not.toBe(instant.id);
  });

  it('startInstant (for scripts and the simulation, before startMatching) confirms a written booking once; startMatching alone stays the cascade', async () => {
    const point = zipPoint('97204')!;
    const rowData = () => ({
      customerId: customer.id, serviceId: 1, status: 'pending' as const, durationMinutes: 120,
      address: '1 SW Main St', city: 'Portland', zipCode: '97204', latitude: point.latitude, longitude: point.longitude,
      matching: 'best' as const, priceTier: 'regular' as const, hourlyRateCents: 3000, totalCents: 6000,
    });
    const row = await db.booking.create({ data: { ...rowData(), scheduledAt: new Date(futureIso(freshDay(), 15)) } });
    expect(await startInstant(row, new Date())).toBe(true);
    const after = await db.booking.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ status: 'confirmed', cleanerId: instant.id });
    expect(after.instantAt).not.toBeNull();
    expect(await db.bookingOffer.count({ where: { bookingId: row.id } })).toBe(0);
    expect(await startInstant(after, new Date())).toBe(false);
    await startMatching(row.id, new Date()); // a confirmed booking: nothing to do
    expect(await db.booking.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'confirmed', cleanerId: instant.id, instantAt: after.instantAt });
    // startMatching itself does not try instant booking (the simulation's cascade arm stays the cascade).
    const other = await db.booking.create({ data: { ...rowData(), scheduledAt: new Date(futureIso(freshDay(), 15)) } });
    await startMatching(other.id, new Date());
    expect(await db.booking.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: 'pending_cleaner_response', instantAt: null });
  });

  it('recommendations by zip mark the instant cleaners and say who best available would confirm with', async () => {
    const body = { zipCode: '97204', serviceId: 1, scheduledAt: futureIso(freshDay(), 15), durationHours: 2 };
    const res = await api('POST', '/bookings/recommendations-by-zip?limit=50', { token: customer.tokens.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.instantCleanerId).toBe(instant.id);
    const marks = Object.fromEntries((res.body.cleaners as { cleanerId: string; instantConfirmation: boolean }[]).map((c) => [c.cleanerId, c.instantConfirmation]));
    expect(marks).toMatchObject({ [instant.id]: true, [nearer.id]: false });
    // Short of the instant cleaner's notice: nobody would confirm at once.
    await db.instantBookRule.update({ where: { cleanerId: instant.id }, data: { minNoticeHours: 720 } });
    const later = await api('POST', '/bookings/recommendations-by-zip', { token: customer.tokens.accessToken, body });
    expect(later.body.instantCleanerId).toBeNull();
    expect((later.body.cleaners as { instantConfirmation: boolean }[]).every((c) => !c.instantConfirmation)).toBe(true);
    await db.instantBookRule.update({ where: { cleanerId: instant.id }, data: { minNoticeHours: 0 } });
    // The page also says how many cleaners a wave asks at once (the configured k).
    const query = `query ($input: RecommendationsByZipInput!) { recommendationsByZip(input: $input, limit: 1) { waveSize instantCleanerId } }`;
    const previous = configureWaves({ waveSize: 4 });
    try {
      const page = await gql(query, { input: body }, customer.tokens.accessToken);
      expect(page.data!.recommendationsByZip).toEqual({ waveSize: 4, instantCleanerId: instant.id });
    } finally {
      configureWaves(previous);
    }
  });

  it('the open board is never instant', async () => {
    const booking = await book(customer.tokens.accessToken, { ...city });
    expect(booking).toMatchObject({ status: 'pending', cleanerId: null, matching: { mode: 'board', askedCount: 0, expiresAt: null, requested: 'open' } });
  });
});

describe('outside the rules: a request, as before (Kansas City)', () => {
  const city = { city: 'Kansas City', zipCode: '64105' };
  let customer: TestUser;
  beforeAll(async () => {
    customer = await createUser({ firstName: 'Kim' });
  });

  /** Books the chosen cleaner and expects a request to them, not an instant confirmation. */
  async function expectRequest(cleaner: TestUser, overrides: Record<string, unknown> = {}) {
    const booking = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, ...overrides });
    expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: cleaner.id, matching: { mode: 'request', requested: 'chosen' } });
    expect(booking.matching.askedCount).toBeGreaterThanOrEqual(1);
    expect(booking.matching.expiresAt).toBe(booking.currentOffer.expiresAt);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).instantAt).toBeNull();
    return booking;
  }

  it('short notice: the start is sooner than minNoticeHours', async () => {
    const cleaner = await instantCleanerAt('64105', 'Sam', { minNoticeHours: 720 });
    await expectRequest(cleaner);
  });

  it('too far: farther than maxDistanceMiles (inside the radius)', async () => {
    // 64105 to 64114 is ~8 miles; the radius is 25.
    const cleaner = await instantCleanerAt('64114', 'Tom', { maxDistanceMiles: 2 });
    await expectRequest(cleaner);
  });

  it('a service not in the list', async () => {
    const cleaner = await instantCleanerAt('64105', 'Una', { serviceIds: [2] });
    await expectRequest(cleaner, { serviceId: 1 });
  });

  it('the daily limit reached: the second instant job of a local day is a request', async () => {
    const cleaner = await instantCleanerAt('64105', 'Val', { maxJobsPerDay: 1 });
    const day = freshDay();
    const first = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: futureIso(day, 9) });
    expect(first).toMatchObject({ status: 'confirmed', matching: { mode: 'instant' } });
    await expectRequest(cleaner, { scheduledAt: futureIso(day, 16) });
    // The next day is a new count.
    const next = await book(customer.tokens.accessToken, { ...city, cleanerId: cleaner.id, scheduledAt: futureIso(day + 1, 9) });
    expect(next).toMatchObject({ status: 'confirmed', matching: { mode: 'instant' } });
  });

  it('suspended, or switched off', async () => {
    const cleaner = await instantCleanerAt('64105', 'Wes');
    await db.instantBookRule.update({ where: { cleanerId: cleaner.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'test' } });
    await expectRequest(cleaner);
    const off = await instantCleanerAt('64105', 'Xia', { enabled: false });
    await expectRequest(off);
  });
});

describe('weekly hours, days off and the travel buffer keep applying (Omaha)', () => {
  const city = { city: 'Omaha', zipCode: '68102' };
  it('best available skips an instant cleaner on a day off, outside their hours, or too close to another job, and asks the other cleaner', async () => {
    const [customer, instant, other] = await Promise.all([createUser({ firstName: 'Gil' }), instantCleanerAt('68102', 'Hal'), cleanerNamed('68105', 'Ida')]);
    const expectAskedOther = async (scheduledAt: string) => {
      const booking = await book(customer.tokens.accessToken, { ...city, matching: 'best', scheduledAt });
      // A wave asks them (the booking names no cleaner while it asks: docs/decisions/0045).
      expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null, matching: { mode: 'request', askedCount: 1 } });
      expect(booking.pendingOffers.map((o: { cleanerId: string }) => o.cleanerId)).toEqual([other.id]);
      await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    };
    // Control: any other day, best available is Hal's at once.
    const control = await book(customer.tokens.accessToken, { ...city, matching: 'best', scheduledAt: futureIso(freshDay(), 15) });
    expect(control).toMatchObject({ status: 'confirmed', cleanerId: instant.id, matching: { mode: 'instant' } });
    // A day off on the job's date.
    const offDay = freshDay();
    await db.cleanerDayOff.create({ data: { cleanerId: instant.id, date: new Date(futureIso(offDay, 0).slice(0, 10) + 'T00:00:00Z') } });
    await expectAskedOther(futureIso(offDay, 15));
    // Outside the weekly hours (Mondays 08:00-10:00 only, UTC).
    const hours = await api('PUT', '/users/availability', { token: instant.tokens.accessToken, body: { timeZone: 'UTC', weeklyHours: [{ weekday: 1, start: '08:00', end: '10:00' }] } });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    await expectAskedOther(futureIso(freshDay(), 15));
    await api('PUT', '/users/availability', { token: instant.tokens.accessToken, body: { timeZone: 'UTC', weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:59' })) } });
    // Too close to a job they hold ~2 miles away that ends at the new start (the travel buffer).
    const day = freshDay();
    const held = await book(customer.tokens.accessToken, { city: 'Omaha', zipCode: '68131', cleanerId: instant.id, scheduledAt: futureIso(day, 13) });
    expect(held).toMatchObject({ status: 'confirmed', matching: { mode: 'instant' } });
    await expectAskedOther(futureIso(day, 15));
  });
});

describe('two bookings race for one instant slot (Columbus)', () => {
  const city = { city: 'Columbus', zipCode: '43215' };
  it('exactly one is confirmed instantly; the other goes to a request to another cleaner', async () => {
    const [a, b, instant, other] = await Promise.all([createUser({ firstName: 'Amy' }), createUser({ firstName: 'Bea' }), instantCleanerAt('43215', 'Ola'), cleanerNamed('43201', 'Pia')]);
    const scheduledAt = futureIso(freshDay(), 14);
    const [one, two] = await Promise.all([
      book(a.tokens.accessToken, { ...city, matching: 'best', scheduledAt }),
      book(b.tokens.accessToken, { ...city, matching: 'best', scheduledAt }),
    ]);
    const both = [one, two];
    const instantOnes = both.filter((x) => x.matching.mode === 'instant');
    expect(instantOnes).toHaveLength(1);
    expect(instantOnes[0]).toMatchObject({ status: 'confirmed', cleanerId: instant.id });
    const loser = both.find((x) => x.matching.mode !== 'instant')!;
    expect(loser).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null, matching: { mode: 'request', askedCount: 1 } });
    expect(loser.pendingOffers.map((o: { cleanerId: string }) => o.cleanerId)).toEqual([other.id]);
    expect(await db.booking.count({ where: { cleanerId: instant.id, status: 'confirmed', scheduledAt: new Date(scheduledAt) } })).toBe(1);
  });
});

describe('two bookings race for a daily limit of one (Columbus)', () => {
  const city = { city: 'Columbus', zipCode: '43215' };
  it('on the same local day at different times: exactly one is instant (the limit is counted again under the cleaner’s lock)', async () => {
    const [a, b, capped] = await Promise.all([createUser({ firstName: 'Cal' }), createUser({ firstName: 'Dot' }), instantCleanerAt('43215', 'Ema', { maxJobsPerDay: 1 })]);
    const day = freshDay();
    const [one, two] = await Promise.all([
      book(a.tokens.accessToken, { ...city, cleanerId: capped.id, scheduledAt: futureIso(day, 9) }),
      book(b.tokens.accessToken, { ...city, cleanerId: capped.id, scheduledAt: futureIso(day, 16) }),
    ]);
    expect([one, two].map((x) => x.matching.mode).sort()).toEqual(['instant', 'request']);
    expect(await db.booking.count({ where: { cleanerId: capped.id, instantAt: { not: null } } })).toBe(1);
  });
});

