/**
 * Recurring plans (docs/decisions/0033): create, preview, list,
 * read, change, skip, move and cancel over /api and GraphQL, the denials (another customer's plan
 * is 404; a wrong role is refused before its input is read), and daylight saving through the API:
 * a weekly 9:00 plan in America/Los_Angeles stays 9:00 local across the March and November changes.
 * The rolling window's writes (plans.visits bookVisitsThrough) are also called in-process with our
 * own clock, as the hourly job would.
 *
 * Each block books in its own city (cleaners' radius 25 miles), so its cleaners are never
 * candidates elsewhere, nor the demo cleaners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, api, createUser, database, db, gql, login, setupDatabase, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { addDays, localDateOf, localTimeOf } from '../../server/src/modules/plans/recurrence.js';
import { bookVisitsThrough } from '../../server/src/modules/plans/plans.visits.js';
import { chargeVisit } from '../../server/src/modules/plans/plans.jobs.js';

/** A cleaner at `zip` (harness cleanerAt) with the last name the plan messages show. */
const cleanerNamed = (zip: string, firstName: string) => cleanerAt(zip, { firstName, lastName: 'Plan' });

beforeAll(setupDatabase);
afterAll(stopJobs);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});


/** Today's local date at a zip code. */
const todayAt = (zip: string) => localDateOf(new Date(), zipPoint(zip)!.timeZone);

/** A plan body for /api (weekly, 3 hours of service 1, from `startInDays` days ahead at 10:00 local). */
function planBody(place: { city: string; zipCode: string }, overrides: Record<string, unknown> = {}, startInDays = 3) {
  return {
    serviceId: 1,
    address: '12 Plan Street',
    ...place,
    startDate: addDays(todayAt(place.zipCode), startInDays),
    startTime: '10:00',
    durationHours: 3,
    frequency: 'weekly',
    notes: 'Side door.',
    ...overrides,
  };
}

const bookingsOf = (planId: string) => db.booking.findMany({ where: { planId }, orderBy: { scheduledAt: 'asc' } });

describe('creating, reading and listing plans (Austin)', () => {
  const place = { city: 'Austin', zipCode: '78701' };
  let customer: TestUser;
  let other: TestUser;
  let maria: TestUser;
  let plan: Record<string, any>;
  beforeAll(async () => {
    [customer, other, maria] = await Promise.all([createUser({ firstName: 'Ana' }), createUser({ firstName: 'Otto' }), cleanerNamed('78702', 'Maria')]);
  });

  it('POST /api/plans books every visit of the 12-week window as a request to the chosen cleaner, with the weekly discount', async () => {
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: maria.id }) });
    expect(res.status).toBe(201);
    plan = res.body.plan;
    expect(plan).toMatchObject({
      status: 'active',
      timeZone: 'America/Chicago',
      frequency: 'weekly',
      startTime: '10:00',
      durationHours: 3,
      cleanerId: maria.id,
      matching: 'chosen',
      seriesAccepted: false,
      cleaner: { cleanerId: maria.id, displayName: 'Maria P.' },
      price: { discountPercent: 10, appliedTier: 'regular' },
    });
    expect(plan.price.discountCents).toBe(Math.round(plan.price.regularTotalCents * 0.1));
    expect(plan.price.totalCents).toBe(plan.price.regularTotalCents - plan.price.discountCents);
    // Start in 3 days, window 12 weeks (84 days): dates +3, +10, ..., +80.
    expect(plan.visits).toHaveLength(12);
    for (const visit of plan.visits) {
      expect(visit).toMatchObject({ status: 'pending_cleaner_response', moved: false, conflict: null, totalCents: plan.price.totalCents });
      expect(localTimeOf(new Date(visit.scheduledAt), 'America/Chicago')).toBe('10:00');
      expect(visit.bookingId).toEqual(expect.any(String));
    }
    const rows = await bookingsOf(plan.id);
    expect(rows).toHaveLength(12);
    expect(rows.every((b) => b.cleanerId === maria.id && b.status === 'pending_cleaner_response' && b.discountCents === plan.price.discountCents)).toBe(true);
    expect(await db.bookingOffer.count({ where: { bookingId: { in: rows.map((b) => b.id) }, cleanerId: maria.id, outcome: 'pending' } })).toBe(12);
    expect((await db.plan.findUniqueOrThrow({ where: { id: plan.id } })).bookedThrough).not.toBeNull();
  });

  it('a booking of the plan says so (planId, planDate, recurring, discountCents)', async () => {
    const first = plan.visits[0];
    const res = await gql(`query($id: ID!) { booking(id: $id) { planId planDate recurring discountCents totalCents } }`, { id: first.bookingId }, customer.tokens.accessToken);
    expect(res.data!.booking).toMatchObject({ planId: plan.id, planDate: first.date, recurring: true, discountCents: plan.price.discountCents, totalCents: plan.price.totalCents });
  });

  it('booking the window again books nothing twice (unique plan and date)', async () => {
    expect(await bookVisitsThrough(plan.id, new Date())).toBe(0);
    const both = await Promise.all([bookVisitsThrough(plan.id, new Date()), bookVisitsThrough(plan.id, new Date())]);
    expect(both).toEqual([0, 0]);
    expect(await bookingsOf(plan.id)).toHaveLength(12);
  });

  it('GET /api/plans/{id}: the customer, the plan\'s cleaner and admins; another customer gets 404 (GraphQL NOT_FOUND_ERROR)', async () => {
    const own = await api('GET', `/plans/${plan.id}`, { token: customer.tokens.accessToken });
    expect(own.status).toBe(200);
    expect(own.body.plan).toMatchObject({ id: plan.id, cleanerId: maria.id });
    expect((await api('GET', `/plans/${plan.id}`, { token: maria.tokens.accessToken })).status).toBe(200);
    expect((await api('GET', `/plans/${plan.id}`, { token: admin.accessToken })).status).toBe(200);

    const foreign = await api('GET', `/plans/${plan.id}`, { token: other.tokens.accessToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND_ERROR');
    const foreignGql = await gql(`query($id: ID!) { plan(id: $id) { id } }`, { id: plan.id }, other.tokens.accessToken);
    expect(foreignGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
    expect((await api('GET', `/plans/${plan.id}`)).status).toBe(401);
    expect((await api('GET', '/plans/00000000-0000-4000-8000-000000000000', { token: customer.tokens.accessToken })).status).toBe(404);
  });

  it("another customer cannot change, skip, move or cancel the plan (404), and the cleaner cannot change it (403)", async () => {
    const date = plan.visits[5].date;
    const token = other.tokens.accessToken;
    expect((await api('PUT', `/plans/${plan.id}`, { token, body: { status: 'paused' } })).status).toBe(404);
    expect((await api('POST', `/plans/${plan.id}/visits/${date}/skip`, { token })).status).toBe(404);
    expect((await api('POST', `/plans/${plan.id}/visits/${date}/move`, { token, body: { scheduledAt: plan.visits[5].scheduledAt } })).status).toBe(404);
    expect((await api('DELETE', `/plans/${plan.id}`, { token })).status).toBe(404);
    const cleanerPut = await api('PUT', `/plans/${plan.id}`, { token: maria.tokens.accessToken, body: { status: 'paused' } });
    expect(cleanerPut.status).toBe(403);
    const skipGql = await gql(
      `mutation($id: ID!, $date: String!) { skipPlanVisit(id: $id, date: $date) { __typename ... on Error { code } } }`,
      { id: plan.id, date },
      other.tokens.accessToken,
    );
    expect(skipGql.data!.skipPlanVisit).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND_ERROR' });
    expect((await db.plan.findUniqueOrThrow({ where: { id: plan.id } })).status).toBe('active');
  });

  it('GET /api/plans lists the caller\'s own plans; the cleaner sees the plans they are the cleaner of; admins filter', async () => {
    const mine = await api('GET', '/plans', { token: customer.tokens.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(mine.body.plans.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    expect((await api('GET', '/plans', { token: other.tokens.accessToken })).body).toMatchObject({ total: 0, plans: [] });
    const cleaner = await api('GET', '/plans', { token: maria.tokens.accessToken });
    expect(cleaner.body.plans.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    const filtered = await api('GET', `/plans?customerId=${customer.id}&status=active`, { token: admin.accessToken });
    expect(filtered.body).toMatchObject({ total: 1 });
    expect((await api('GET', `/plans?cleanerId=${other.id}`, { token: admin.accessToken })).body.total).toBe(0);
    expect((await api('GET', '/plans?limit=500', { token: admin.accessToken })).status).toBe(400);
    // A customer's filters cannot reach another customer's plans.
    expect((await api('GET', `/plans?customerId=${customer.id}`, { token: other.tokens.accessToken })).body.total).toBe(0);
    const viaGql = await gql(`{ plans { total items { id customer { id firstName } } } }`, {}, admin.accessToken);
    expect(viaGql.data!.plans.items.find((p: { id: string }) => p.id === plan.id)).toMatchObject({ customer: { id: customer.id, firstName: 'Ana' } });
  });
});

describe('visits beyond the window (Omaha)', () => {
  const place = { city: 'Omaha', zipCode: '68102' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('68105', 'Ola')]);
  });

  it('a visit not booked yet can be skipped or moved; the rolling window then skips it or books it at the new time', async () => {
    const created = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id }) });
    expect(created.status).toBe(201);
    const plan = created.body.plan;
    const last = plan.visits.at(-1).date as string;
    const [thirteenth, fourteenth] = [addDays(last, 7), addDays(last, 14)];
    expect((await api('POST', `/plans/${plan.id}/visits/${thirteenth}/skip`, { token: customer.tokens.accessToken })).status).toBe(200);
    const regular = new Date(new Date(plan.visits.at(-1).scheduledAt).getTime() + 14 * 86_400_000);
    const movedTo = new Date(regular.getTime() + 3_600_000);
    const moved = await api('POST', `/plans/${plan.id}/visits/${fourteenth}/move`, { token: customer.tokens.accessToken, body: { scheduledAt: movedTo.toISOString() } });
    expect(moved.status).toBe(200);
    expect(await bookVisitsThrough(plan.id, new Date(Date.now() + 14 * 86_400_000))).toBe(1);
    const rows = await bookingsOf(plan.id);
    expect(rows.some((b) => b.planDate!.toISOString().startsWith(thirteenth))).toBe(false);
    expect(rows.find((b) => b.planDate!.toISOString().startsWith(fourteenth))!.scheduledAt.toISOString()).toBe(movedTo.toISOString());
    expect((await api('POST', `/plans/${plan.id}/visits/${addDays(last, 1)}/skip`, { token: customer.tokens.accessToken })).status).toBe(404);
  });
});

describe('who comes to each visit (Nashville)', () => {
  const place = { city: 'Nashville', zipCode: '37203' };
  let customer: TestUser;
  let nina: TestUser;
  let backup: TestUser;
  beforeAll(async () => {
    [customer, nina, backup] = await Promise.all([createUser({ firstName: 'Nash' }), cleanerNamed('37203', 'Nina'), cleanerNamed('37204', 'Bo')]);
  });

  it("a visit on the chosen cleaner's day off goes through the cascade alone; every visit has its charge queued", async () => {
    const body = planBody(place, { cleanerId: nina.id });
    const third = addDays(body.startDate as string, 14);
    await db.cleanerDayOff.create({ data: { cleanerId: nina.id, date: new Date(`${third}T00:00:00Z`) } });
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body });
    expect(res.status).toBe(201);
    const rows = await bookingsOf(res.body.plan.id);
    const dayOff = rows.find((b) => b.planDate!.toISOString().startsWith(third))!;
    // A wave (docs/decisions/0045): no cleaner on the booking; the pending request asks the backup.
    expect(dayOff).toMatchObject({ matching: 'best', status: 'pending_cleaner_response', cleanerId: null });
    expect((await db.bookingOffer.findMany({ where: { bookingId: dayOff.id, outcome: 'pending' } })).map((o) => o.cleanerId)).toEqual([backup.id]);
    const others = rows.filter((b) => b.id !== dayOff.id);
    expect(others.every((b) => b.cleanerId === nina.id && b.matching === 'chosen' && b.fallbackToBest)).toBe(true);
    const jobs = await database.raw.query<{ bookingId: string }>(`SELECT data->>'bookingId' AS "bookingId" FROM pgboss.job WHERE name = 'visit-charge' AND data->>'bookingId' = ANY($1::text[])`, [
      rows.map((b) => b.id),
    ]);
    expect(new Set(jobs.map((j) => j.bookingId)).size).toBe(rows.length);
  });

  it('after the series is accepted, new visits are confirmed with the cleaner directly', async () => {
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: nina.id, startTime: '15:00', frequency: 'every_4_weeks' }, 5) });
    expect(res.status).toBe(201);
    const planId = res.body.plan.id as string;
    await db.plan.update({ where: { id: planId }, data: { cleanerAcceptedAt: new Date() } });
    const before = (await bookingsOf(planId)).length;
    // Four weeks later the window reaches one more visit.
    const later = new Date(Date.now() + 28 * 86_400_000);
    expect(await bookVisitsThrough(planId, later)).toBe(1);
    const newest = (await bookingsOf(planId)).at(-1)!;
    expect((await bookingsOf(planId)).length).toBe(before + 1);
    expect(newest).toMatchObject({ status: 'confirmed', cleanerId: nina.id });
    expect(newest.acceptedAt).not.toBeNull();
    expect(await db.bookingOffer.count({ where: { bookingId: newest.id } })).toBe(0);
    // Its customer: the first name, never the email; the full name and phone only inside a visit's contact window (docs/decisions/0034).
    const seen = await gql(`query($id: ID!) { plan(id: $id) { seriesAccepted customer { firstName lastName email } } }`, { id: planId }, nina.tokens.accessToken);
    expect(seen.data!.plan).toMatchObject({ seriesAccepted: true, customer: { firstName: 'Nash', lastName: null, email: null } });
  });

  it('best available: the plan keeps one cleaner (or, with nobody, each visit goes through the cascade)', async () => {
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { matching: 'best', startTime: '07:00', visits: 2 }, 6) });
    expect(res.status).toBe(201);
    const plan = res.body.plan;
    expect(plan.matching).toBe('best');
    const rows = await bookingsOf(plan.id);
    expect(rows).toHaveLength(2);
    if (plan.cleanerId) expect([nina.id, backup.id]).toContain(plan.cleanerId);
    for (const b of rows) expect(b.status).toBe('pending_cleaner_response');
  });
});

describe('input rules and roles', () => {
  const place = { city: 'Boston', zipCode: '02108' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('02109', 'Bea')]);
  });

  it('needs a cleaner decision: neither is 400 on cleanerId, both 400 on matching', async () => {
    const neither = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place) });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cleanerId' });
    const both = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, matching: 'best' }) });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe('matching');
  });

  it.each([
    [{ startTime: '9am' }, 'startTime'],
    [{ startTime: '24:00' }, 'startTime'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: '2020-01-06' }, 'startDate'],
    [{ visits: 0 }, 'visits'],
    [{ visits: 105 }, 'visits'],
    [{ visits: 4, endDate: '2099-01-01' }, 'endDate'],
    [{ durationHours: 1.25 }, 'durationHours'],
    [{ zipCode: '00000' }, 'zipCode'],
    [{ frequency: 'daily' }, 'frequency'],
  ])('refuses %j (400 naming %s)', async (overrides, field) => {
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, ...overrides }) });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('an end date before the first visit, or a start more than a year ahead, is 400', async () => {
    const start = addDays(todayAt(place.zipCode), 3);
    const early = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, endDate: addDays(start, -1) }) });
    expect(early.body.field).toBe('endDate');
    const far = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, startDate: addDays(todayAt(place.zipCode), 400) }) });
    expect(far.status).toBe(400);
    expect(far.body.field).toBe('startDate');
  });

  it('decides the role before it reads the input: a cleaner or a signed-out caller with a bad body gets 403 / 401', async () => {
    const asCleaner = await api('POST', '/plans', { token: cleaner.tokens.accessToken, body: { startTime: 'nonsense' } });
    expect(asCleaner.status).toBe(403);
    expect(asCleaner.body.code).toBe('AUTHORIZATION_ERROR');
    expect((await api('POST', '/plans/preview', { token: cleaner.tokens.accessToken, body: { zipCode: 'x' } })).status).toBe(403);
    expect((await api('POST', '/plans', { body: { startTime: 'nonsense' } })).status).toBe(401);
    const viaGql = await gql(
      `mutation($input: PlanInput!) { createPlan(input: $input) { __typename ... on Error { code } } }`,
      { input: { ...planBody(place, { cleanerId: cleaner.id }), startTime: 'nonsense' } },
      cleaner.tokens.accessToken,
    );
    expect(viaGql.data!.createPlan).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    const previewGql = await gql(`query($input: PlanInput!) { previewPlan(input: $input) { conflicts } }`, { input: planBody(place, { cleanerId: cleaner.id }) }, cleaner.tokens.accessToken);
    expect(previewGql.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
  });

  it('a first visit sooner than 2 hours is 422; an unknown cleaner 404', async () => {
    const zone = zipPoint(place.zipCode)!.timeZone;
    const soon = new Date(Date.now() + 30 * 60_000);
    const body = planBody(place, { cleanerId: cleaner.id, startDate: localDateOf(soon, zone), startTime: localTimeOf(soon, zone) });
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body });
    // Just after local midnight the 30-minute start may fall on "yesterday": then the date rule answers.
    expect([400, 422]).toContain(res.status);
    const unknown = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: '00000000-0000-4000-8000-000000000000' }) });
    expect(unknown.status).toBe(404);
  });
});

describe('preview (Minneapolis)', () => {
  const place = { city: 'Minneapolis', zipCode: '55401' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('55402', 'Pia')]);
  });

  it('POST /api/plans/preview answers the first 12 visits, the price and the discount, and creates nothing', async () => {
    const res = await api('POST', '/plans/preview', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, frequency: 'biweekly' }) });
    expect(res.status).toBe(200);
    const preview = res.body.preview;
    expect(preview).toMatchObject({ timeZone: 'America/Chicago', frequency: 'biweekly', cleanerId: cleaner.id, cleaner: { displayName: 'Pia P.' }, price: { discountPercent: 5 } });
    expect(preview.visits).toHaveLength(12);
    expect(preview.visits[1].date).toBe(addDays(preview.visits[0].date, 14));
    expect(preview.visits.every((v: { status: string; bookingId: null }) => ['planned', 'conflict'].includes(v.status) && v.bookingId === null)).toBe(true);
    expect(preview.conflicts).toBe(preview.visits.filter((v: { conflict: unknown }) => v.conflict).length);
    expect(await db.plan.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("reports the visit the cleaner cannot make, with alternatives, and the created plan's answer shows it too", async () => {
    const body = planBody(place, { cleanerId: cleaner.id, startTime: '11:00' }, 5);
    const fourth = addDays(body.startDate as string, 21);
    await db.cleanerDayOff.create({ data: { cleanerId: cleaner.id, date: new Date(`${fourth}T00:00:00Z`) } });
    const res = await api('POST', '/plans/preview', { token: customer.tokens.accessToken, body });
    expect(res.status).toBe(200);
    const visits = res.body.preview.visits as { date: string; status: string; conflict: { code: string } | null; alternatives: { cleaner: { cleanerId: string } }[] | null }[];
    const conflicted = visits.filter((v) => v.conflict);
    expect(conflicted.map((v) => v.date)).toEqual([fourth]);
    expect(conflicted[0]).toMatchObject({ status: 'conflict', conflict: { code: 'cleaner_unavailable' } });
    expect(conflicted[0]!.alternatives!.length).toBeGreaterThan(0);
    expect(conflicted[0]!.alternatives!.length).toBeLessThanOrEqual(3);
    expect(res.body.preview.conflicts).toBe(1);

    const created = await api('POST', '/plans', { token: customer.tokens.accessToken, body });
    expect(created.status).toBe(201);
    const visit = (created.body.plan.visits as typeof visits).find((v) => v.date === fourth)!;
    expect(visit.conflict).toMatchObject({ code: 'cleaner_unavailable' });
    expect(visits.filter((v) => v.date !== fourth).every((v) => v.conflict === null)).toBe(true);
  });

  it('a plan of 3 visits previews 3; every 4 weeks has no discount', async () => {
    const res = await api('POST', '/plans/preview', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, frequency: 'every_4_weeks', visits: 3 }) });
    expect(res.body.preview.visits).toHaveLength(3);
    expect(res.body.preview.price).toMatchObject({ discountPercent: 0, discountCents: 0 });
  });
});

describe('skip, move, pause, resume, change and cancel (Columbus)', () => {
  const place = { city: 'Columbus', zipCode: '43215' };
  const zone = 'America/New_York';
  let customer: TestUser;
  let cleaner: TestUser;
  let plan: Record<string, any>;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser({ firstName: 'Cole' }), cleanerNamed('43206', 'Sam')]);
    const res = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id }, 4) });
    expect(res.status).toBe(201);
    plan = res.body.plan;
  });

  it('skips one visit: its booking is cancelled, the visit shows skipped, and skipping again is 409', async () => {
    const visit = plan.visits[2];
    const res = await api('POST', `/plans/${plan.id}/visits/${visit.date}/skip`, { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.plan.visits.find((v: { date: string }) => v.date === visit.date)).toMatchObject({ status: 'skipped' });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: visit.bookingId } });
    expect(booking).toMatchObject({ status: 'cancelled', cancellationReason: 'Visit skipped', planId: plan.id });
    expect(await db.bookingOffer.count({ where: { bookingId: booking.id, outcome: 'pending' } })).toBe(0);
    const again = await api('POST', `/plans/${plan.id}/visits/${visit.date}/skip`, { token: customer.tokens.accessToken });
    expect(again.status).toBe(409);
    // The skipped date is never booked again.
    await bookVisitsThrough(plan.id, new Date());
    expect(await db.booking.count({ where: { planId: plan.id, planDate: new Date(`${visit.date}T00:00:00Z`) } })).toBe(1);
    expect((await api('POST', `/plans/${plan.id}/visits/2020-01-01/skip`, { token: customer.tokens.accessToken })).status).toBe(404);
    expect((await api('POST', `/plans/${plan.id}/visits/not-a-date/skip`, { token: customer.tokens.accessToken })).status).toBe(400);
  });

  it('moves one visit: same booking, new start, moved; inside 24 hours is 422; a busy time is 409', async () => {
    const visit = plan.visits[3];
    const newStart = new Date(new Date(visit.scheduledAt).getTime() + 2 * 3_600_000);
    const res = await api('POST', `/plans/${plan.id}/visits/${visit.date}/move`, { token: customer.tokens.accessToken, body: { scheduledAt: newStart.toISOString() } });
    expect(res.status).toBe(200);
    const moved = res.body.plan.visits.find((v: { date: string }) => v.date === visit.date);
    expect(moved).toMatchObject({ bookingId: visit.bookingId, moved: true, scheduledAt: newStart.toISOString() });
    expect((await db.booking.findUniqueOrThrow({ where: { id: visit.bookingId } })).scheduledAt.toISOString()).toBe(newStart.toISOString());

    const soon = new Date(Date.now() + 10 * 3_600_000);
    const late = await api('POST', `/plans/${plan.id}/visits/${visit.date}/move`, { token: customer.tokens.accessToken, body: { scheduledAt: soon.toISOString() } });
    expect(late.status).toBe(422);

    // Onto the cleaner's next visit of the same plan (held for them): not free.
    const next = plan.visits[4];
    const busy = await api('POST', `/plans/${plan.id}/visits/${visit.date}/move`, { token: customer.tokens.accessToken, body: { scheduledAt: next.scheduledAt } });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatch(/^That time is not free\. Pick one of the suggested times\./);
  });

  it('changes the time of every future visit: unpaid visits are booked again at the new local time', async () => {
    const res = await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { startTime: '13:30' } });
    expect(res.status).toBe(200);
    expect(res.body.plan.startTime).toBe('13:30');
    const live = res.body.plan.visits.filter((v: { status: string }) => v.status !== 'skipped');
    expect(live.length).toBeGreaterThan(8);
    for (const v of live) expect(localTimeOf(new Date(v.scheduledAt), zone)).toBe('13:30');
    expect(res.body.plan.visits.some((v: { status: string }) => v.status === 'skipped')).toBe(true);
    const old = await db.booking.findMany({ where: { customerId: customer.id, cancellationReason: 'Plan changed' } });
    expect(old.length).toBeGreaterThan(8);
    expect(old.every((b) => b.planId === null && b.status === 'cancelled')).toBe(true);
  });

  it('pauses (future visits cancelled, "Plan paused") and resumes (booked again)', async () => {
    const paused = await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    expect(paused.body.plan).toMatchObject({ status: 'paused' });
    expect(paused.body.plan.visits.filter((v: { status: string }) => v.status !== 'cancelled')).toEqual([]);
    expect(paused.body.plan.pausedAt).toEqual(expect.any(String));
    expect(await db.booking.count({ where: { planId: plan.id, status: { in: ['pending', 'pending_cleaner_response', 'confirmed'] } } })).toBe(0);
    expect(await db.booking.count({ where: { customerId: customer.id, cancellationReason: 'Plan paused' } })).toBeGreaterThan(8);
    expect((await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { status: 'paused' } })).status).toBe(409);
    expect((await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } })).status).toBe(400);
    expect((await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: {} })).status).toBe(400);

    const resumed = await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { status: 'active' } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.plan).toMatchObject({ status: 'active', pausedAt: null });
    expect(resumed.body.plan.visits.filter((v: { status: string }) => v.status === 'pending_cleaner_response').length).toBeGreaterThan(8);
  });

  it('changes the frequency: every 2 weeks from the next visit, with its discount', async () => {
    const res = await api('PUT', `/plans/${plan.id}`, { token: admin.accessToken, body: { frequency: 'biweekly' } });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ frequency: 'biweekly', price: { discountPercent: 5 } });
    const dates = res.body.plan.visits.map((v: { date: string }) => v.date);
    for (let i = 1; i < dates.length; i++) expect(dates[i]).toBe(addDays(dates[i - 1], 14));
  });

  it('cancels the plan (DELETE): every future visit cancelled, "Plan cancelled"; again is 409', async () => {
    const res = await api('DELETE', `/plans/${plan.id}`, { token: customer.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ status: 'cancelled' });
    expect(res.body.plan.cancelledAt).toEqual(expect.any(String));
    const rows = await bookingsOf(plan.id);
    expect(rows.filter((b) => b.status !== 'cancelled')).toEqual([]);
    expect(rows.filter((b) => b.cancellationReason === 'Plan cancelled').length).toBeGreaterThan(3);
    expect((await api('DELETE', `/plans/${plan.id}`, { token: customer.tokens.accessToken })).status).toBe(409);
    expect((await api('POST', `/plans/${plan.id}/visits/${plan.visits[6].date}/skip`, { token: customer.tokens.accessToken })).status).toBe(409);
  });
});

describe('a paid visit follows the cancellation policy (Kansas City)', () => {
  const place = { city: 'Kansas City', zipCode: '64105' };
  const zone = 'America/Chicago';
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('64106', 'Kim')]);
  });

  it('skipping a paid visit less than 24 hours ahead refunds 50%; changing the time keeps it; cancelling the plan cancels it', async () => {
    const start = new Date(Date.now() + 6 * 3_600_000);
    const body = planBody(place, { cleanerId: cleaner.id, startDate: localDateOf(start, zone), startTime: localTimeOf(start, zone), visits: 3 });
    const created = await api('POST', '/plans', { token: customer.tokens.accessToken, body });
    expect(created.status).toBe(201);
    const plan = created.body.plan;
    const [first, second] = plan.visits as { date: string; bookingId: string }[];
    expect((await chargeVisit(first!.bookingId, 1, new Date())).kind).toBe('paid');

    // A new time for the future visits keeps the paid one where it is.
    const changed = await api('PUT', `/plans/${plan.id}`, { token: customer.tokens.accessToken, body: { startTime: '08:00' } });
    expect(changed.status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: first!.bookingId } })).toMatchObject({ status: 'pending_cleaner_response', paymentStatus: 'paid', planId: plan.id });
    expect((await db.booking.findUniqueOrThrow({ where: { id: second!.bookingId } })).status).toBe('cancelled');

    const skipped = await api('POST', `/plans/${plan.id}/visits/${first!.date}/skip`, { token: customer.tokens.accessToken });
    expect(skipped.status).toBe(200);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: first!.bookingId } });
    expect(booking).toMatchObject({ status: 'cancelled', paymentStatus: 'partially_refunded' });
    const refunds = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'refund' } });
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(Math.round(booking.totalCents / 2));

    const cancelled = await api('DELETE', `/plans/${plan.id}`, { token: customer.tokens.accessToken });
    expect(cancelled.status).toBe(200);
    expect((await bookingsOf(plan.id)).filter((b) => b.status !== 'cancelled')).toEqual([]);
  });
});

describe('over GraphQL', () => {
  const place = { city: 'Salt Lake City', zipCode: '84101' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('84102', 'Gus')]);
  });

  it('createPlan, plan and cancelPlan with the error union', async () => {
    const CREATE = `mutation($input: PlanInput!) { createPlan(input: $input) { __typename
      ... on MutationCreatePlanSuccess { data { id status timeZone seriesAccepted visits { date status booking { id status planId } } } }
      ... on ValidationError { field message } } }`;
    const bad = await gql(CREATE, { input: planBody(place, { cleanerId: cleaner.id, startTime: '7:5' }) }, customer.tokens.accessToken);
    expect(bad.data!.createPlan).toMatchObject({ __typename: 'ValidationError', field: 'startTime' });
    const res = await gql(CREATE, { input: planBody(place, { cleanerId: cleaner.id, frequency: 'every_4_weeks' }) }, customer.tokens.accessToken);
    expect(res.data!.createPlan.__typename).toBe('MutationCreatePlanSuccess');
    const created = res.data!.createPlan.data;
    expect(created).toMatchObject({ status: 'active', timeZone: 'America/Denver', seriesAccepted: false });
    expect(created.visits).toHaveLength(3);
    expect(created.visits[0].booking).toMatchObject({ status: 'pending_cleaner_response', planId: created.id });
    // The cleaner sees the plan; its customer's email never (docs/decisions/0034).
    const seen = await gql(`query($id: ID!) { plan(id: $id) { id customer { firstName email } } }`, { id: created.id }, cleaner.tokens.accessToken);
    expect(seen.data!.plan.customer).toMatchObject({ email: null });
    const cancel = await gql(`mutation($id: ID!) { cancelPlan(id: $id, reason: "Moving away") { __typename ... on MutationCancelPlanSuccess { data { status } } } }`, { id: created.id }, customer.tokens.accessToken);
    expect(cancel.data!.cancelPlan).toMatchObject({ data: { status: 'cancelled' } });
    expect((await bookingsOf(created.id)).every((b) => b.status === 'cancelled' && b.cancellationReason === 'Moving away')).toBe(true);
  });
});

describe('daylight saving through the API (Los Angeles)', () => {
  const place = { city: 'Los Angeles', zipCode: '90012' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser(), cleanerNamed('90013', 'Lu')]);
  });

  /** The next occurrence of a month-day ("03-01") at least `minDays` ahead of today in Los Angeles. */
  function nextDate(monthDay: string, minDays = 7): string {
    const today = todayAt(place.zipCode);
    let year = Number(today.slice(0, 4));
    while (`${year}-${monthDay}` < addDays(today, minDays)) year += 1;
    return `${year}-${monthDay}`;
  }

  it('a weekly 9:00 plan stays 9:00 local across the March and November changes (preview and booked visits)', async () => {
    for (const [start, label] of [[nextDate('02-22'), 'March'], [nextDate('10-18'), 'November']] as const) {
      const body = planBody(place, { cleanerId: cleaner.id, startDate: start, startTime: '09:00', visits: 6 });
      const res = await api('POST', '/plans/preview', { token: customer.tokens.accessToken, body });
      expect(res.status, label).toBe(200);
      const visits = res.body.preview.visits as { date: string; scheduledAt: string }[];
      expect(visits).toHaveLength(6);
      const hoursUtc = new Set(visits.map((v) => new Date(v.scheduledAt).getUTCHours()));
      expect([...hoursUtc].sort(), label).toEqual([16, 17]); // PDT 16:00Z, PST 17:00Z: both 9:00 local
      for (const v of visits) expect(localTimeOf(new Date(v.scheduledAt), 'America/Los_Angeles'), `${label} ${v.date}`).toBe('09:00');
    }

    // Created now, booked by the rolling window when it reaches them (the job's clock).
    const start = nextDate('02-22');
    const created = await api('POST', '/plans', { token: customer.tokens.accessToken, body: planBody(place, { cleanerId: cleaner.id, startDate: start, startTime: '09:00', visits: 6 }) });
    expect(created.status).toBe(201);
    const planId = created.body.plan.id;
    const clock = new Date(`${addDays(start, -2)}T20:00:00Z`);
    // Visits inside the 12-week horizon of today are booked when the plan is made (from 2 December
    // on, 22 February is one), the rest by the window at the job's clock: all six in the end.
    await bookVisitsThrough(planId, clock);
    const rows = await bookingsOf(planId);
    expect(rows).toHaveLength(6);
    expect(rows.map((b) => localTimeOf(b.scheduledAt, 'America/Los_Angeles'))).toEqual(Array(6).fill('09:00'));
    expect(new Set(rows.map((b) => b.scheduledAt.getUTCHours()))).toEqual(new Set([16, 17]));
  });
});

describe('two identical requests at once (Boise)', () => {
  const place = { city: 'Boise', zipCode: '83702' };
  let customer: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser({ firstName: 'Bea' }), cleanerNamed('83704', 'Bo')]);
  });

  it('make one plan: the second is 409 "You already have this plan." and books nothing', async () => {
    const body = planBody(place, { cleanerId: cleaner.id });
    const answers = await Promise.all([0, 1].map(() => api('POST', '/plans', { token: customer.tokens.accessToken, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT_ERROR', error: 'You already have this plan.' });
    const plans = await db.plan.findMany({ where: { customerId: customer.id } });
    expect(plans).toHaveLength(1);
    expect(await db.booking.count({ where: { customerId: customer.id, planId: { not: plans[0]!.id } } })).toBe(0);
    // The same plan at another time of day is another plan; a cancelled plan no longer blocks its copy.
    expect((await api('POST', '/plans', { token: customer.tokens.accessToken, body: { ...body, startTime: '14:00' } })).status).toBe(201);
    expect((await api('DELETE', `/plans/${plans[0]!.id}`, { token: customer.tokens.accessToken })).status).toBe(200);
    expect((await api('POST', '/plans', { token: customer.tokens.accessToken, body })).status).toBe(201);
  });
});
