/**
 * The plan's cleaner answers a recurring plan (docs/decisions/0033: accept the series,
 * decline one visit or the whole series at least 48 h ahead), through a real listening port over
 * /api and GraphQL, attacker-style: another cleaner's plan is 404, the wrong role is refused
 * before the input is read, a decline inside 48 h is 422 and changes nothing.
 *
 * Plans and their visit bookings are written here the way plans.visits.ts books them (a request
 * to the plan's cleaner per visit: pending_cleaner_response plus a pending BookingOffer, or
 * confirmed once the series is accepted), so each case starts from a known state and clock.
 * Everything happens in Denver, where no demo cleaner works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, createUser, db, login, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { offerDeadline } from '../../server/src/modules/matching/cascade.service.js';
import { addDays, localDateOf } from '../../server/src/modules/plans/recurrence.js';
import { DECLINE_TOO_LATE } from '../../server/src/modules/plans/plans.cleaner.js';
import { stopJobs } from '../../server/src/jobs/queue.js';

/** A cleaner at `zip` (harness cleanerAt) with a full name. */
const cleanerNamed = (zip: string, firstName: string, lastName: string) => cleanerAt(zip, { firstName, lastName });

const ZIP = '80202';
const POINT = zipPoint(ZIP)!;
const TZ = POINT.timeZone;

let app: PortServer;
let customer: TestUser;
let maria: TestUser;
let otto: TestUser;
let rita: TestUser;
let pendingCleaner: TestUser;


beforeAll(async () => {
  await setupDatabase();
  [customer, maria, otto, rita, pendingCleaner] = await Promise.all([
    createUser({ firstName: 'Dana' }),
    cleanerNamed('80203', 'Maria', 'Garcia'),
    cleanerNamed('80204', 'Otto', 'Olsen'),
    cleanerNamed('80205', 'Rita', 'Reyes'),
    createUser({ role: 'cleaner', firstName: 'Penny' }),
  ]);
  app = await startOnPort();
});

afterAll(async () => {
  await app?.close();
  await stopJobs();
});

let planSeq = 0;

/**
 * A weekly plan of `cleaner` for `customer` with one booked visit `hoursAhead[i]` hours from now
 * (on the hour; every case of this file uses hours at least 6 apart, so no two visits of one
 * cleaner overlap). `accepted`: the series is accepted (visits confirmed), else each visit is a
 * pending request to the cleaner.
 */
async function seedPlan(cleaner: TestUser, hoursAhead: number[], accepted = false) {
  const now = new Date();
  const visits = hoursAhead.map((h) => {
    const at = new Date(now.getTime() + h * 3_600_000);
    at.setUTCMinutes(0, 0, 0);
    return { at, date: localDateOf(at, TZ) };
  });
  const plan = await db.plan.create({
    data: {
      customerId: customer.id,
      serviceId: 1,
      // A unit of its own: a customer cannot hold two identical live plans (Plan_customer_no_duplicate).
      address: `1600 Glenarm Pl, Unit ${++planSeq}`,
      city: 'Denver',
      zipCode: ZIP,
      latitude: POINT.latitude,
      longitude: POINT.longitude,
      timeZone: TZ,
      startDate: new Date(`${visits[0]!.date}T00:00:00Z`),
      startTime: '10:00',
      durationMinutes: 120,
      frequency: 'weekly',
      cleanerId: cleaner.id,
      cleanerAcceptedAt: accepted ? now : null,
      matching: 'chosen',
      discountPercent: 10,
      bookedThrough: new Date(`${visits.at(-1)!.date}T00:00:00Z`),
    },
  });
  const bookings = [];
  for (const v of visits) {
    const booking = await db.booking.create({
      data: {
        customerId: customer.id,
        cleanerId: cleaner.id,
        serviceId: 1,
        status: accepted ? 'confirmed' : 'pending_cleaner_response',
        acceptedAt: accepted ? now : null,
        scheduledAt: v.at,
        durationMinutes: 120,
        address: '1600 Glenarm Pl',
        city: 'Denver',
        zipCode: ZIP,
        latitude: POINT.latitude,
        longitude: POINT.longitude,
        priceTier: 'regular',
        hourlyRateCents: 5000,
        totalCents: 9000,
        discountCents: 1000,
        matching: 'chosen',
        fallbackToBest: true,
        planId: plan.id,
        planDate: new Date(`${v.date}T00:00:00Z`),
      },
    });
    if (!accepted) {
      await db.bookingOffer.create({ data: { bookingId: booking.id, cleanerId: cleaner.id, rank: 1, askedAt: now, expiresAt: offerDeadline(v.at, now) } });
    }
    bookings.push({ ...booking, date: v.date });
  }
  return { plan, bookings };
}

const call = (method: string, path: string, token?: string, body?: unknown) =>
  rawRequest(app.port, {
    method,
    path: `/api${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const graphql = async (query: string, variables: Record<string, unknown>, token: string) => {
  const res = await rawRequest(app.port, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return res.json<{ data: Record<string, any> | null; errors?: unknown[] }>();
};

const bookingOf = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });
const planOf = (id: string) => db.plan.findUniqueOrThrow({ where: { id } });
const notesOf = (userId: string) => db.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
/**
 * Where the web app opens a notification and its "View plan" button: `data.path` of the view action
 * and of the notification (client notificationModel.ts notificationTarget reads `path`, never `url`);
 * null when they disagree or are missing.
 */
const viewPath = (n: { data: unknown; actions: unknown }): string | null => {
  const view = (n.actions as { type: string; data?: { path?: unknown } }[] | null)?.find((a) => a.type === 'view');
  const own = (n.data as { path?: unknown } | null)?.path;
  return typeof view?.data?.path === 'string' && view.data.path === own ? view.data.path : null;
};

describe('accepting the series', () => {
  it("accepting one visit (POST /api/bookings/{id}/accept) accepts every visit still asking the plan's cleaner", async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 6, 24 * 13, 24 * 20]);
    const res = await call('POST', `/bookings/${bookings[1]!.id}/accept`, maria.tokens.accessToken);
    expect(res.status, res.text()).toBe(200);
    for (const b of bookings) {
      expect(await bookingOf(b.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
      expect(await db.bookingOffer.findFirstOrThrow({ where: { bookingId: b.id } })).toMatchObject({ outcome: 'accepted' });
    }
    expect((await planOf(plan.id)).cleanerAcceptedAt).not.toBeNull();
    const notes = (await notesOf(customer.id)).filter((n) => (n.data as { planId?: string }).planId === plan.id);
    expect(notes.map((n) => n.title)).toEqual(['Plan accepted']);
    expect(notes[0]!.message).toContain('3 visits are confirmed');
    // "View plan" leads to the plan in the web app (the link was in data.url, which the client never reads).
    expect(viewPath(notes[0]!)).toBe(`/customer/plans/${plan.id}`);
  });

  it('POST /api/plans/{id}/accept confirms every visit, answers the plan, and a second accept changes nothing', async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 7, 24 * 14]);
    // Before the accept the plan's cleaner sees city and zip code, not the street address or notes (like an open job).
    const before = await call('GET', `/plans/${plan.id}`, maria.tokens.accessToken);
    expect(before.status).toBe(200);
    expect(before.json()).toMatchObject({ plan: { address: null, notes: null, city: 'Denver' } });
    expect(before.text()).not.toContain('1600 Glenarm');
    const res = await call('POST', `/plans/${plan.id}/accept`, maria.tokens.accessToken);
    expect(res.status, res.text()).toBe(200);
    // The plan keeps showing the area: the street address shows on each visit inside its contact window (docs/decisions/0034).
    expect(res.json()).toMatchObject({ success: true, plan: { id: plan.id, seriesAccepted: true, cleanerId: maria.id, address: null, city: 'Denver' } });
    for (const b of bookings) expect((await bookingOf(b.id)).status).toBe('confirmed');
    const again = await call('POST', `/plans/${plan.id}/accept`, maria.tokens.accessToken);
    expect(again.status).toBe(200);
    expect((await notesOf(customer.id)).filter((n) => (n.data as { planId?: string }).planId === plan.id)).toHaveLength(1);
  });

  it("another cleaner's accept is 404 (the plan is not theirs), a customer 403, nobody 401, an unapproved cleaner 403", async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 8]);
    const other = await call('POST', `/plans/${plan.id}/accept`, otto.tokens.accessToken);
    expect(other.status).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
    const unknown = await call('POST', '/plans/00000000-0000-4000-8000-000000000000/accept', otto.tokens.accessToken);
    expect(unknown.json()).toEqual(other.json());
    expect((await call('POST', `/plans/${plan.id}/accept`, customer.tokens.accessToken)).status).toBe(403);
    expect((await call('POST', `/plans/${plan.id}/accept`)).status).toBe(401);
    expect((await call('POST', `/plans/${plan.id}/accept`, pendingCleaner.tokens.accessToken)).status).toBe(403);
    expect((await call('POST', '/plans/not-a-uuid/accept', maria.tokens.accessToken)).status).toBe(404);
    const viaGraphql = await graphql('mutation($id: ID!) { acceptPlanSeries(id: $id) { __typename ... on Error { code } } }', { id: plan.id }, otto.tokens.accessToken);
    expect(viaGraphql.data!.acceptPlanSeries).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND_ERROR' });
    expect((await bookingOf(bookings[0]!.id)).status).toBe('pending_cleaner_response');
    expect((await planOf(plan.id)).cleanerAcceptedAt).toBeNull();
  });
});

describe('a plan made through POST /api/plans', () => {
  it("asks Rita for each visit; her accept of the first confirms the series, and her calendar feed lists the visits", async () => {
    const startDate = addDays(localDateOf(new Date(), TZ), 4);
    const created = await call('POST', '/plans', customer.tokens.accessToken, {
      serviceId: 1,
      address: '1600 Glenarm Pl',
      city: 'Denver',
      zipCode: ZIP,
      startDate,
      // Half past: seedPlan's visits (same customer and address) start on the hour, so no run time
      // can make one of them this plan's visit (Booking_customer_no_duplicate).
      startTime: '07:30',
      durationHours: 2,
      frequency: 'weekly',
      visits: 3,
      cleanerId: rita.id,
    });
    expect(created.status, created.text()).toBe(201);
    const plan = created.json().plan as { id: string; seriesAccepted: boolean; visits: { date: string; bookingId: string | null; status: string }[] };
    expect(plan.seriesAccepted).toBe(false);
    expect(plan.visits.map((v) => v.status)).toEqual(['pending_cleaner_response', 'pending_cleaner_response', 'pending_cleaner_response']);

    const first = await call('POST', `/bookings/${plan.visits[0]!.bookingId}/accept`, rita.tokens.accessToken);
    expect(first.status, first.text()).toBe(200);
    const after = await call('GET', `/plans/${plan.id}`, rita.tokens.accessToken);
    expect(after.status, after.text()).toBe(200);
    expect(after.json().plan).toMatchObject({ seriesAccepted: true, cleanerId: rita.id });
    expect((after.json().plan.visits as { status: string }[]).map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);

    const feed = await call('POST', '/calendar/feed', rita.tokens.accessToken);
    const ics = (await call('GET', new URL(feed.json().feed.url).pathname.replace(/^\/api/, ''))).text().replace(/\r\n[ \t]/g, '');
    for (const v of plan.visits) expect(ics).toContain(`UID:${v.bookingId}`);
    expect(ics).toContain('A visit of a recurring plan.');
  });
});

describe('declining one visit', () => {
  it('inside 48 hours is 422 with the rule, and the visit stays theirs', async () => {
    const { plan, bookings } = await seedPlan(maria, [30], true);
    const res = await call('POST', `/plans/${plan.id}/visits/${bookings[0]!.date}/decline`, maria.tokens.accessToken, { reason: 'Family event' });
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: DECLINE_TOO_LATE, field: 'date' });
    expect(await bookingOf(bookings[0]!.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
  });

  it('48 hours ahead: the visit alone goes through the cascade; the replacement accepting tells the customer who comes instead', async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 9, 24 * 16], true);
    const [visit, other] = bookings;
    const res = await call('POST', `/plans/${plan.id}/visits/${visit!.date}/decline`, maria.tokens.accessToken, { reason: 'Family event' });
    expect(res.status, res.text()).toBe(200);
    expect(res.json()).toMatchObject({ success: true, plan: { id: plan.id, cleanerId: maria.id } });
    // A wave (docs/decisions/0045): the booking holds no cleaner; its pending requests ask the others.
    expect(await bookingOf(visit!.id)).toMatchObject({ status: 'pending_cleaner_response', matching: 'best', cleanerId: null });
    expect(await db.bookingDecline.findUnique({ where: { bookingId_cleanerId: { bookingId: visit!.id, cleanerId: maria.id } } })).toMatchObject({ reason: 'Family event' });
    const pending = await db.bookingOffer.findMany({ where: { bookingId: visit!.id, outcome: 'pending' }, orderBy: { rank: 'asc' } });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((o) => o.cleanerId === otto.id || o.cleanerId === rita.id)).toBe(true);
    const asked = pending[0]!;
    expect(await bookingOf(other!.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
    expect((await planOf(plan.id)).cleanerId).toBe(maria.id);

    const replacement = asked.cleanerId === otto.id ? otto : rita;
    const accepted = await call('POST', `/bookings/${visit!.id}/accept`, replacement.tokens.accessToken);
    expect(accepted.status, accepted.text()).toBe(200);
    const told = (await notesOf(customer.id)).filter((n) => (n.data as { bookingId?: string }).bookingId === visit!.id).map((n) => n.title);
    expect(told).toContain(`${replacement === otto ? 'Otto O.' : 'Rita R.'} comes to your plan visit`);
    // The plan's cleaner keeps the plan; the replacement's accept does not accept anything else.
    expect(await planOf(plan.id)).toMatchObject({ cleanerId: maria.id });
    expect(await bookingOf(other!.id)).toMatchObject({ cleanerId: maria.id });
  });

  it('a visit still asking them (series not accepted) is declined through the cascade: the next cleaner is asked', async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 10]);
    const res = await call('POST', `/plans/${plan.id}/visits/${bookings[0]!.date}/decline`, maria.tokens.accessToken, { reason: 'Too far that day' });
    expect(res.status, res.text()).toBe(200);
    const offers = await db.bookingOffer.findMany({ where: { bookingId: bookings[0]!.id }, orderBy: { rank: 'asc' } });
    expect(offers[0]).toMatchObject({ cleanerId: maria.id, outcome: 'declined', reason: 'Too far that day' });
    expect(offers[1]).toMatchObject({ outcome: 'pending' });
    // A wave (docs/decisions/0045): the booking holds no cleaner while its requests are pending.
    expect(await bookingOf(bookings[0]!.id)).toMatchObject({ status: 'pending_cleaner_response', matching: 'best', cleanerId: null });
  });

  it('refuses the wrong role before reading the input, a bad date or reason with 400, an unbooked date or another cleaner with 404', async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 11], true);
    const path = `/plans/${plan.id}/visits/${bookings[0]!.date}/decline`;
    const customerTry = await call('POST', path, customer.tokens.accessToken, { reason: 1 });
    expect(customerTry.status).toBe(403);
    expect(customerTry.json().code).toBe('AUTHORIZATION_ERROR');
    const short = await call('POST', path, maria.tokens.accessToken, { reason: 'no' });
    expect(short.status).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    const badDate = await call('POST', `/plans/${plan.id}/visits/2026-02-31/decline`, maria.tokens.accessToken, { reason: 'Family event' });
    expect(badDate.status).toBe(400);
    expect(badDate.json().field).toBe('date');
    const unbooked = await call('POST', `/plans/${plan.id}/visits/${addDays(bookings[0]!.date, 7)}/decline`, maria.tokens.accessToken, { reason: 'Family event' });
    expect(unbooked.status).toBe(404);
    const stranger = await call('POST', path, otto.tokens.accessToken, { reason: 'Family event' });
    expect(stranger.status).toBe(404);
    expect(await bookingOf(bookings[0]!.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
  });
});

describe('declining the series', () => {
  it('the plan loses its cleaner; visits 48 hours ahead go through the cascade, visits inside 48 hours stay theirs', async () => {
    const { plan, bookings } = await seedPlan(maria, [36, 24 * 12, 24 * 19], true);
    const [soon, later, last] = bookings;
    const res = await graphql(
      'mutation($id: ID!, $reason: String!) { declinePlanSeries(id: $id, reason: $reason) { __typename ... on MutationDeclinePlanSeriesSuccess { data { id cleanerId seriesAccepted matching } } ... on Error { code message } } }',
      { id: plan.id, reason: 'Moving away' },
      maria.tokens.accessToken,
    );
    expect(res.data!.declinePlanSeries).toEqual({
      __typename: 'MutationDeclinePlanSeriesSuccess',
      data: { id: plan.id, cleanerId: null, seriesAccepted: false, matching: 'best' },
    });
    expect(await bookingOf(soon!.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
    for (const v of [later!, last!]) {
      const b = await bookingOf(v.id);
      expect(b.matching).toBe('best');
      expect(b.cleanerId).not.toBe(maria.id);
      expect(['pending_cleaner_response', 'pending']).toContain(b.status);
    }
    const note = (await notesOf(customer.id)).find((n) => (n.data as { planId?: string }).planId === plan.id && n.title === 'Your plan needs a new cleaner');
    expect(note?.message).toContain('Moving away');
    expect(note?.message).toContain('the next visit stays with them');
    expect(viewPath(note!)).toBe(`/customer/plans/${plan.id}`);
    // No longer their plan: a second decline or an accept is 404.
    expect((await call('POST', `/plans/${plan.id}/decline`, maria.tokens.accessToken, { reason: 'Moving away' })).status).toBe(404);
    expect((await call('POST', `/plans/${plan.id}/accept`, maria.tokens.accessToken)).status).toBe(404);
  });

  it("over /api: another cleaner's series decline is 404 and changes nothing", async () => {
    const { plan, bookings } = await seedPlan(maria, [24 * 15], true);
    const res = await call('POST', `/plans/${plan.id}/decline`, otto.tokens.accessToken, { reason: 'Not mine' });
    expect(res.status).toBe(404);
    expect(await planOf(plan.id)).toMatchObject({ cleanerId: maria.id });
    expect(await bookingOf(bookings[0]!.id)).toMatchObject({ status: 'confirmed', cleanerId: maria.id });
    const own = await call('POST', `/plans/${plan.id}/decline`, maria.tokens.accessToken, { reason: 'Moving away' });
    expect(own.status, own.text()).toBe(200);
    expect(own.json()).toMatchObject({ success: true, plan: { id: plan.id, cleanerId: null, seriesAccepted: false } });
  });
});

describe('when the plan\'s cleaner can no longer come', () => {
  it('a day off saved on a visit\'s local date releases that visit to the cascade; the other visits stay theirs', async () => {
    const dora = await cleanerNamed('80206', 'Dora', 'Diaz');
    const { plan, bookings } = await seedPlan(dora, [24 * 3 + 7, 24 * 10 + 7], true);
    const [offDay, kept] = bookings;
    const res = await call('PUT', '/users/availability', dora.tokens.accessToken, {
      timeZone: TZ,
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:59' })),
      daysOff: [{ date: offDay!.date, note: 'Doctor' }],
    });
    expect(res.status, res.text()).toBe(200);
    const released = await bookingOf(offDay!.id);
    expect(released).toMatchObject({ matching: 'best' });
    expect(released.cleanerId).not.toBe(dora.id);
    expect(await db.bookingDecline.findUnique({ where: { bookingId_cleanerId: { bookingId: offDay!.id, cleanerId: dora.id } } })).not.toBeNull();
    expect(await bookingOf(kept!.id)).toMatchObject({ status: 'confirmed', cleanerId: dora.id });
    expect((await planOf(plan.id)).cleanerId).toBe(dora.id);
  });

  it('a suspension releases every future visit, even inside 48 hours, and the plan loses them as cleaner', async () => {
    const eli = await cleanerNamed('80206', 'Eli', 'Evans');
    const { plan, bookings } = await seedPlan(eli, [33, 24 * 8 + 9], true);
    const admin = await login('admin@demo.test');
    const res = await call('PUT', `/admin/users/${eli.id}/status`, admin.accessToken, { status: 'suspended', reason: 'Background check expired' });
    expect(res.status, res.text()).toBe(200);
    for (const b of bookings) expect((await bookingOf(b.id)).cleanerId).not.toBe(eli.id);
    expect(await planOf(plan.id)).toMatchObject({ cleanerId: null, cleanerAcceptedAt: null, matching: 'best' });
  });
});
