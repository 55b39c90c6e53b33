/**
 * Choosing a cleaner and the live request cascade (docs/decisions/0027, "The live request
 * cascade", "Travel time"), over GraphQL and /api, with a controllable clock: the cascade's
 * functions (server/src/modules/matching/cascade.service.ts) are called in-process with our own
 * `now`, as the job queue would call them at the deadline.
 *
 * Each block books in its own city (cleaners' radius 25 miles), so cleaners of one block are never
 * candidates in another, nor the demo cleaners (their cities and zip prefixes are elsewhere).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, api, createBooking, createUser, database, db, futureIso, freshDay, gql, login, setupDatabase, bookingInput, type TestUser } from './harness.js';
import { cancelUnfilled, configureWaves, declineOffer, expireOffer, offerDeadline, openToBoard, startMatching } from '../../server/src/modules/matching/cascade.service.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { stopJobs } from '../../server/src/jobs/queue.js';

/** A cleaner at `zip` (harness cleanerAt), named for the cascade's messages. */
const cleanerNamed = (zip: string, firstName: string, lastName = 'Smith', radius = 25) => cleanerAt(zip, { firstName, lastName, radius });

beforeAll(setupDatabase);
afterAll(stopJobs);
// These blocks prove the cascade one request at a time: waves of one, no favourite head start
// (docs/decisions/0045; waves of several: request-waves.test.ts). A cascade's request leaves the
// booking's cleanerId null: the pending offer holds the slot.
const defaults = configureWaves({ waveSize: 1, headStartSeconds: 0 });
afterAll(() => void configureWaves(defaults));

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});


const OFFER_FIELDS = 'matching { mode askedCount expiresAt requested } fallbackToBest openedToBoardAt currentOffer { cleanerId cleanerName expiresAt askedAt } offers { cleanerId cleanerName rank outcome askedAt answeredAt expiresAt cleaner { cleanerId displayName } }';
const BOOKING = `query($id: ID!) { booking(id: $id) { id status cleanerId ${OFFER_FIELDS} } }`;
const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename
  ... on MutationCreateBookingSuccess { data { id status cleanerId ${OFFER_FIELDS} } }
  ... on Error { code message }
  ... on ValidationError { field } } }`;

const gqlInput = (overrides: Record<string, unknown> = {}) => {
  const { serviceId, ...rest } = bookingInput(overrides);
  return { ...rest, serviceId: String(serviceId) };
};

const bookingOf = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });
const offersOf = (bookingId: string) => db.bookingOffer.findMany({ where: { bookingId }, orderBy: { rank: 'asc' } });
const pendingOffer = (bookingId: string) => db.bookingOffer.findFirstOrThrow({ where: { bookingId, outcome: 'pending' } });
const notesOf = (userId: string, bookingId: string) =>
  db.notification.findMany({ where: { userId, data: { path: ['bookingId'], equals: bookingId } }, orderBy: { createdAt: 'asc' } });

describe('choosing a cleaner (Denver)', () => {
  const city = { city: 'Denver', zipCode: '80202' };
  let customer: TestUser;
  let maria: TestUser;
  let far: TestUser;
  beforeAll(async () => {
    [customer, maria, far] = await Promise.all([createUser({ firstName: 'Dana' }), cleanerNamed('80203', 'Maria', 'Garcia'), cleanerNamed('80012', 'Frank', 'Far', 1)]);
  });

  it('asks the chosen cleaner (the slot is held, the answer carries the offer), who accepts', async () => {
    const res = await gql(CREATE, { input: gqlInput({ ...city, cleanerId: maria.id }) }, customer.tokens.accessToken);
    expect(res.data!.createBooking.__typename).toBe('MutationCreateBookingSuccess');
    const booking = res.data!.createBooking.data;
    expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: maria.id, matching: { requested: 'chosen', mode: 'request', askedCount: 1 }, fallbackToBest: false, openedToBoardAt: null });
    expect(booking.matching.expiresAt).toBe(booking.currentOffer.expiresAt);
    expect(booking.currentOffer).toMatchObject({ cleanerId: maria.id, cleanerName: 'Maria G.' });
    expect(booking.offers).toHaveLength(1);
    expect(booking.offers[0]).toMatchObject({ rank: 1, outcome: 'pending', cleaner: { cleanerId: maria.id, displayName: 'Maria G.' } });
    const row = await bookingOf(booking.id);
    expect(row.latitude).toBeCloseTo(39.7491, 3);
    expect(row.longitude).toBeCloseTo(-104.9946, 3);
    // The asked cleaner was told, with accept and decline and the deadline.
    const [note] = await notesOf(maria.id, booking.id);
    expect(note!.type).toBe('cleaner_assigned');
    expect((note!.actions as { type: string }[]).map((a) => a.type)).toEqual(['accept', 'decline']);
    expect((note!.data as { expiresAt: string }).expiresAt).toBe(booking.currentOffer.expiresAt);

    const accepted = await api('POST', `/bookings/${booking.id}/accept`, { token: maria.tokens.accessToken });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({ status: 'confirmed', cleanerId: maria.id, currentOffer: null });
    expect(accepted.body.booking.offers).toEqual([expect.objectContaining({ cleanerId: maria.id, cleanerName: 'Maria G.', outcome: 'accepted' })]);
  });

  it('the asked cleaner sees no street address, notes or contact details until they accept, and then only inside the contact window', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, cleanerId: maria.id, notes: 'Key under the mat' });
    const SEEN = `query($id: ID!) { booking(id: $id) { status address notes customer { firstName lastName email phone } } }`;
    const before = await gql(SEEN, { id: booking.id }, maria.tokens.accessToken);
    expect(before.data!.booking).toMatchObject({ status: 'pending_cleaner_response', address: null, notes: null, customer: { firstName: 'Dana', email: null, phone: null } });
    const beforeApi = await api('GET', `/bookings/${booking.id}`, { token: maria.tokens.accessToken });
    expect(beforeApi.status).toBe(200);
    expect(JSON.stringify(beforeApi.body)).not.toContain(booking.address);
    expect(JSON.stringify(beforeApi.body)).not.toContain('Key under the mat');

    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: maria.tokens.accessToken })).status).toBe(200);
    // Accepted days ahead: still the area only until 24 hours before the start (docs/decisions/0034), and never the email.
    const after = await gql(SEEN, { id: booking.id }, maria.tokens.accessToken);
    expect(after.data!.booking).toMatchObject({ status: 'confirmed', address: null, notes: null, customer: { firstName: 'Dana', email: null, phone: null } });
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: new Date(Date.now() + 2 * 3_600_000) } });
    const inside = await gql(SEEN, { id: booking.id }, maria.tokens.accessToken);
    expect(inside.data!.booking).toMatchObject({ status: 'confirmed', address: booking.address, notes: 'Key under the mat', customer: { firstName: 'Dana', email: null } });
  });

  it('refuses a chosen cleaner who cannot take it (409), and cleanerId with matching (400 naming matching)', async () => {
    const tooFar = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput({ ...city, cleanerId: far.id }) });
    expect(tooFar.status).toBe(409);
    expect(tooFar.body.code).toBe('CONFLICT_ERROR');
    expect(tooFar.body.error).toMatch(/That cleaner cannot take this booking/);

    const both = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput({ ...city, cleanerId: maria.id, matching: 'best' }) });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'matching' });
    const bothGql = await gql(CREATE, { input: gqlInput({ ...city, cleanerId: maria.id, matching: 'best' }) }, customer.tokens.accessToken);
    expect(bothGql.data!.createBooking).toMatchObject({ __typename: 'ValidationError', field: 'matching' });

    const worst = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput({ ...city, matching: 'worst' }) });
    expect(worst.status).toBe(400);
    expect(worst.body.field).toBe('matching');

    const unknownZip = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput({ zipCode: '00000' }) });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'zipCode' });
  });

  it('queues the deadline once per offer, and a customer who cancels withdraws the request', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, cleanerId: maria.id });
    const offer = await pendingOffer(booking.id);
    const jobs = await database.raw.query<{ name: string; start_after: Date }>(
      `SELECT name, start_after FROM pgboss.job WHERE singleton_key = ANY($1::text[])`,
      [[`offer:${offer.id}`, `unfilled:${booking.id}:${new Date(booking.scheduledAt).toISOString()}`]],
    );
    expect(jobs.map((j) => j.name).sort()).toEqual(['matching-unfilled', 'offer-deadline']);
    expect(new Date(jobs.find((j) => j.name === 'offer-deadline')!.start_after).getTime()).toBe(offer.expiresAt.getTime());
    const cancelled = await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', currentOffer: null });
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['withdrawn']);
    // Its deadline then finds nothing to do.
    await expireOffer(offer.id, offer.expiresAt);
    expect((await bookingOf(booking.id)).status).toBe('cancelled');
  });

  it('a chosen cleaner without fallback who declines ends the booking rejected (as before)', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, cleanerId: maria.id });
    expect(booking.status).toBe('pending_cleaner_response');
    const rejected = await api('POST', `/bookings/${booking.id}/reject`, { token: maria.tokens.accessToken, body: { reason: 'Away that week' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.booking).toMatchObject({ status: 'rejected', rejectionReason: 'Away that week' });
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['declined']);
  });

  it('a chosen cleaner without fallback who does not answer: rejected, "did not answer in time"', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, cleanerId: maria.id });
    const offer = await pendingOffer(booking.id);
    // Not yet due: nothing happens.
    await expireOffer(offer.id, new Date(offer.expiresAt.getTime() - 1000));
    expect((await bookingOf(booking.id)).status).toBe('pending_cleaner_response');
    await expireOffer(offer.id, offer.expiresAt);
    const row = await bookingOf(booking.id);
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'did not answer in time' });
    expect((await offersOf(booking.id))[0]!.outcome).toBe('expired');
    // Run again (a repeated job): nothing more.
    await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 60_000));
    expect((await bookingOf(booking.id)).status).toBe('rejected');
  });
});

describe('best available: the cascade (Boston)', () => {
  const city = { city: 'Boston', zipCode: '02108' };
  let customer: TestUser;
  let other: TestUser;
  let first: TestUser;
  let second: TestUser;
  let third: TestUser;
  beforeAll(async () => {
    [customer, other] = await Promise.all([createUser({ firstName: 'Cora' }), createUser({ firstName: 'Otto' })]);
    // Nearest first: 0, ~1 and ~4 miles from 02108.
    first = await cleanerNamed('02108', 'Maria', 'Green');
    second = await cleanerNamed('02116', 'James', 'Carter');
    third = await cleanerNamed('02134', 'Lena', 'Moss');
  });

  it('asks the top match; a decline asks the next; the customer hears it; each cleaner sees only its own offer', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best' });
    expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null, matching: { requested: 'best', mode: 'request', askedCount: 1 } });
    expect(booking.currentOffer).toMatchObject({ cleanerId: first.id, cleanerName: 'Maria G.' });

    const declined = await api('POST', `/bookings/${booking.id}/reject`, { token: first.tokens.accessToken, body: { reason: 'Not that day' } });
    expect(declined.status).toBe(200);
    const after = await api('GET', `/bookings/${booking.id}`, { token: customer.tokens.accessToken });
    expect(after.body.booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    expect(after.body.booking.currentOffer).toMatchObject({ cleanerId: second.id, cleanerName: 'James C.' });
    expect(after.body.booking.offers.map((o: { outcome: string; rank: number }) => [o.rank, o.outcome])).toEqual([
      [1, 'declined'],
      [2, 'pending'],
    ]);
    const customerNotes = await notesOf(customer.id, booking.id);
    expect(customerNotes.map((n) => n.message)).toContain('Maria declined, asking James C.');
    expect(customerNotes.find((n) => n.message === 'Maria declined, asking James C.')!.type).toBe('matching_update');

    // The cleaner asked sees its own offer only; another customer sees nothing of the booking.
    const seen = await gql(BOOKING, { id: booking.id }, second.tokens.accessToken);
    expect(seen.data!.booking.offers).toEqual([expect.objectContaining({ cleanerId: second.id, outcome: 'pending' })]);
    expect(seen.data!.booking.currentOffer).toMatchObject({ cleanerId: second.id });
    const stranger = await api('GET', `/bookings/${booking.id}`, { token: other.tokens.accessToken });
    expect([403, 404]).toContain(stranger.status);
    // The admin sees every offer.
    const adminView = await gql(BOOKING, { id: booking.id }, admin.accessToken);
    expect(adminView.data!.booking.offers).toHaveLength(2);
  });

  it('a timeout asks the next cleaner; running the deadline twice changes nothing more', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best' });
    // (Maria's earlier decline lowered her reliability: whoever ranks first is asked first.)
    const offer = await pendingOffer(booking.id);
    await expireOffer(offer.id, offer.expiresAt);
    await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 5000));
    const offers = await offersOf(booking.id);
    expect(offers.map((o) => o.outcome)).toEqual(['expired', 'pending']);
    expect(offers[1]!.cleanerId).not.toBe(offer.cleanerId);
    const asker = [first, second, third].find((c) => c.id === offer.cleanerId)!;
    // The next deadline counts from the moment the next cleaner was asked.
    expect(offers[1]!.askedAt.getTime()).toBe(offer.expiresAt.getTime());
    expect(offers[1]!.expiresAt.getTime()).toBe(offerDeadline(booking.scheduledAt ? new Date(booking.scheduledAt) : new Date(), offer.expiresAt).getTime());
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    expect((await pendingOffer(booking.id)).cleanerId).toBe(offers[1]!.cleanerId);
    // The first cleaner's accept after the deadline is refused.
    const late = await api('POST', `/bookings/${booking.id}/accept`, { token: asker.tokens.accessToken });
    expect(late.status).toBe(409);
  });

  it('when the list runs out the booking opens to every cleaner; admins are alerted; the admin list filters it as unmatched', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best' });
    const now = new Date();
    const asked = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const offer = await pendingOffer(booking.id);
      asked.add(offer.cleanerId);
      await declineOffer(booking.id, offer.cleanerId, 'Busy', now);
    }
    expect(asked).toEqual(new Set([first.id, second.id, third.id]));
    const row = await bookingOf(booking.id);
    expect(row).toMatchObject({ status: 'pending', cleanerId: null });
    expect(row.openedToBoardAt).not.toBeNull();
    const adminUser = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
    expect((await notesOf(adminUser.id, booking.id)).map((n) => n.type)).toContain('booking_unmatched');

    const listed = await api('GET', '/admin/bookings?matchState=unmatched&limit=100', { token: admin.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(listed.body.bookings.every((b: { status: string; openedToBoardAt: string | null }) => b.status === 'pending' && b.openedToBoardAt)).toBe(true);
    const bad = await api('GET', '/admin/bookings?matchState=nope', { token: admin.accessToken });
    expect(bad.status).toBe(400);
    const viaGql = await gql('{ adminBookings(matchState: UNMATCHED, limit: 100) { items { id } total } }', {}, admin.accessToken);
    expect(viaGql.data!.adminBookings.items.map((b: { id: string }) => b.id)).toContain(booking.id);
    // Opening again does nothing.
    await openToBoard(booking.id, new Date(), 'exhausted');
    expect((await bookingOf(booking.id)).openedToBoardAt).toEqual(row.openedToBoardAt);
  });

  it('3 hours before the start a cascade still asking opens to the board (the pending offer is withdrawn)', async () => {
    const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best' });
    const start = new Date(booking.scheduledAt);
    await openToBoard(booking.id, new Date(start.getTime() - 4 * 3_600_000), 'start_near');
    expect((await bookingOf(booking.id)).status).toBe('pending_cleaner_response');
    await openToBoard(booking.id, new Date(start.getTime() - 3 * 3_600_000), 'start_near');
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending', cleanerId: null });
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['withdrawn']);
  });

  it('an accept racing the deadline gives exactly one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best' });
      const offer = await pendingOffer(booking.id);
      const cleaner = [first, second, third].find((c) => c.id === offer.cleanerId)!;
      const [accept] = await Promise.all([
        api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken }),
        expireOffer(offer.id, offer.expiresAt),
      ]);
      const row = await bookingOf(booking.id);
      const outcome = (await db.bookingOffer.findUniqueOrThrow({ where: { id: offer.id } })).outcome;
      if (accept.status === 200) {
        expect(outcome).toBe('accepted');
        expect(row).toMatchObject({ status: 'confirmed', cleanerId: cleaner.id });
        expect(await db.bookingOffer.count({ where: { bookingId: booking.id } })).toBe(1);
      } else {
        expect(accept.status).toBe(409);
        expect(outcome).toBe('expired');
        expect(row.cleanerId).not.toBe(cleaner.id);
      }
      // Free the cleaner's day for the next round.
      await db.booking.update({ where: { id: booking.id }, data: { status: 'cancelled' } });
    }
  });
});

describe('a chosen cleaner with fallback (Portland)', () => {
  const city = { city: 'Portland', zipCode: '97201' };
  it('falls back to the next-best cleaner on a decline', async () => {
    const customer = await createUser({ firstName: 'Fay' });
    const chosen = await cleanerNamed('97209', 'Nora', 'Quinn');
    const next = await cleanerNamed('97201', 'Ivan', 'Petrov');
    const booking = await createBooking(customer.tokens.accessToken, { ...city, cleanerId: chosen.id, fallbackToBest: true });
    expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: chosen.id, matching: { requested: 'chosen', mode: 'request', askedCount: 1 }, fallbackToBest: true });
    const rejected = await api('POST', `/bookings/${booking.id}/reject`, { token: chosen.tokens.accessToken, body: { reason: 'Sorry' } });
    expect(rejected.status).toBe(200);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    expect((await pendingOffer(booking.id)).cleanerId).toBe(next.id);
  });
});

describe('startMatching for a booking written elsewhere (Nashville; the simulation)', () => {
  it('asks the top match once, however often it is called', async () => {
    const customer = await createUser({ firstName: 'Sim' });
    const cleaner = await cleanerNamed('37203', 'Hana', 'Ito');
    const point = zipPoint('37201')!;
    const booking = await db.booking.create({
      data: {
        customerId: customer.id, serviceId: 1, status: 'pending', scheduledAt: new Date(futureIso(freshDay(), 15)), durationMinutes: 120,
        address: '1 Broadway', city: 'Nashville', zipCode: '37201', latitude: point.latitude, longitude: point.longitude,
        matching: 'best', priceTier: 'regular', hourlyRateCents: 3000, totalCents: 6000,
      },
    });
    const now = new Date();
    await Promise.all([startMatching(booking.id, now), startMatching(booking.id, now)]);
    await startMatching(booking.id, now);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    expect((await offersOf(booking.id)).map((o) => [o.cleanerId, o.rank, o.outcome])).toEqual([[cleaner.id, 1, 'pending']]);
  });
});

describe('nobody by start − 1 h (Phoenix)', () => {
  it('cancels the booking, refunds the payment in full and tells the customer with a link to rebook', async () => {
    const customer = await createUser({ firstName: 'Ruth' });
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Phoenix', zipCode: '85004', matching: 'best' });
    // Nobody nearby: open to the board at once.
    expect(booking.status).toBe('pending');
    expect(booking.openedToBoardAt).not.toBeNull();
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    expect(intent.status).toBe(200);
    const paid = await api('POST', '/payments/confirm', {
      token: customer.tokens.accessToken,
      body: { paymentIntentId: intent.body.paymentIntent.id, paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);

    const start = new Date(booking.scheduledAt).getTime();
    await cancelUnfilled(booking.id, new Date(start - 61 * 60_000));
    expect((await bookingOf(booking.id)).status).toBe('pending');
    await cancelUnfilled(booking.id, new Date(start - 60 * 60_000));
    const row = await bookingOf(booking.id);
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'No cleaner accepted this booking in time.', paymentStatus: 'refunded' });
    const refunds = await db.payment.findMany({ where: { bookingId: booking.id, kind: 'refund' } });
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(booking.totalCents);
    const notes = await notesOf(customer.id, booking.id);
    expect(notes.some((n) => n.type === 'booking_cancelled' && n.message.includes('/book'))).toBe(true);
    // "Book again" opens /book: the web app follows data.path of the view action, never data.url.
    const unfilled = notes.find((n) => n.title === 'No cleaner available');
    expect((unfilled?.actions as { type: string; label: string; data: Record<string, unknown> }[]).find((a) => a.type === 'view')).toMatchObject({ label: 'Book again', data: { path: '/book' } });
    // Again: nothing more (one refund).
    await cancelUnfilled(booking.id, new Date(start - 30 * 60_000));
    expect(await db.payment.count({ where: { bookingId: booking.id, kind: 'refund' } })).toBe(refunds.length);
  });
});

describe('the travel buffer (Atlanta)', () => {
  it('refuses an accept (409) and an assignment (409) of a job too close to another to travel between them', async () => {
    const customer = await createUser({ firstName: 'Tess' });
    const cleaner = await cleanerNamed('30303', 'Rosa', 'Diaz');
    const day = freshDay();
    const at = (hour: number, minute: number) => {
      const d = new Date(futureIso(day, hour));
      d.setUTCMinutes(minute);
      return d.toISOString();
    };
    const held = await createBooking(customer.tokens.accessToken, { city: 'Atlanta', zipCode: '30303', scheduledAt: at(14, 0), durationHours: 2, address: '1 Brickell Ave' });
    expect((await api('POST', `/bookings/${held.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
    // Ends 16:00; the same zip code needs 15 minutes between jobs: 16:10 is too close.
    const close = await createBooking(customer.tokens.accessToken, { city: 'Atlanta', zipCode: '30303', scheduledAt: at(16, 10), durationHours: 1, address: '2 Brickell Ave' });
    const accept = await api('POST', `/bookings/${close.id}/accept`, { token: cleaner.tokens.accessToken });
    expect(accept.status).toBe(409);
    expect(accept.body.error).toBe('That job is too close to another of your jobs to travel between them.');
    const assign = await api('POST', `/bookings/${close.id}/assign`, { token: admin.accessToken, body: { cleanerId: cleaner.id } });
    expect(assign.status).toBe(409);
    expect(assign.body.error).toMatch(/too close to this one to travel/);
    expect(await bookingOf(close.id)).toMatchObject({ status: 'pending', cleanerId: null });
    // 16:15 is far enough.
    const fine = await createBooking(customer.tokens.accessToken, { city: 'Atlanta', zipCode: '30303', scheduledAt: at(16, 15), durationHours: 1, address: '3 Brickell Ave' });
    expect((await api('POST', `/bookings/${fine.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
  });

  it('an admin assignment withdraws the pending request', async () => {
    const customer = await createUser({ firstName: 'Uma' });
    const asked = await cleanerNamed('30308', 'Vera', 'Lopez');
    const other = await cleanerNamed('30312', 'Walt', 'King');
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Atlanta', zipCode: '30308', cleanerId: asked.id, fallbackToBest: true, address: '9 Miami Ave' });
    const assign = await api('POST', `/bookings/${booking.id}/assign`, { token: admin.accessToken, body: { cleanerId: other.id } });
    expect(assign.status).toBe(200);
    expect(assign.body.booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: other.id, currentOffer: null });
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['withdrawn']);
  });
});
