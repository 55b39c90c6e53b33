/**
 * Request waves (docs/decisions/0045-request-waves.md; issue 31 "Request waves"): a favourite
 * alone for a head start, then waves of k cleaners asked at once, first accept wins, the others
 * withdrawn and told; every pending request holds its cleaner's slot and frees it when it ends;
 * deadlines scale with lead time. Accepts and declines go through the real /api and GraphQL; the
 * deadline is the cascade's own function called with our clock, as the job queue calls it.
 *
 * Each block books in its own city (radius 25 miles), away from the demo cleaners and from each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, api, createBooking, createUser, db, futureIso, freshDay, gql, login, setupDatabase, type TestUser } from './harness.js';
import { configureWaves, expireOffer, offerDeadline } from '../../server/src/modules/matching/cascade.service.js';
import { stopJobs } from '../../server/src/jobs/queue.js';

/** A cleaner at `zip` (harness cleanerAt). */
const cleanerNamed = (zip: string, firstName: string) => cleanerAt(zip, { firstName });

beforeAll(setupDatabase);
afterAll(stopJobs);
// The documented defaults, whatever the environment says (REQUEST_TIMEOUT_SECONDS unset).
const previous = configureWaves({ waveSize: 3, headStartSeconds: 300, maxAnswerSeconds: 900, fixedAnswerSeconds: null });
afterAll(() => void configureWaves(previous));


const offersOf = (bookingId: string) => db.bookingOffer.findMany({ where: { bookingId }, orderBy: { rank: 'asc' } });
const pendingOf = (bookingId: string) => db.bookingOffer.findMany({ where: { bookingId, outcome: 'pending' }, orderBy: { rank: 'asc' } });
const bookingOf = (id: string) => db.booking.findUniqueOrThrow({ where: { id } });
const notesOf = (userId: string, bookingId: string) =>
  db.notification.findMany({ where: { userId, data: { path: ['bookingId'], equals: bookingId } }, orderBy: { createdAt: 'asc' } });

const ACCEPT = `mutation($id: ID!) { acceptBooking(id: $id) { __typename ... on MutationAcceptBookingSuccess { data { id status cleanerId } } ... on Error { code message } } }`;
const REQUESTS = `{ bookings(scope: MINE, status: [pending_cleaner_response], pageSize: 50) { items { id allowedActions currentOffer { cleanerId expiresAt } } } }`;
const PENDING = `query($id: ID!) { booking(id: $id) { status cleanerId currentOffer { cleanerId } pendingOffers { cleanerId rank expiresAt } } }`;

describe('a wave of three (Salt Lake City)', () => {
  const city = { city: 'Salt Lake City', zipCode: '84101' };
  let customer: TestUser;
  let cleaners: TestUser[];
  beforeAll(async () => {
    customer = await createUser({ firstName: 'Sasha' });
    cleaners = await Promise.all([cleanerNamed('84101', 'Ava'), cleanerNamed('84102', 'Ben'), cleanerNamed('84103', 'Cai')]);
  });

  it('asks three at once; three accepts at once give exactly one, the other two are withdrawn and told', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best', scheduledAt: futureIso(freshDay(), 16) });
      // Waiting on three requests, holding no cleaner itself.
      expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
      expect(booking.pendingOffers).toHaveLength(3);
      expect(new Set(booking.pendingOffers.map((o: { cleanerId: string }) => o.cleanerId))).toEqual(new Set(cleaners.map((c) => c.id)));
      expect(booking.currentOffer.cleanerId).toBe(booking.pendingOffers[0].cleanerId);
      const viewed = await gql(PENDING, { id: booking.id }, customer.tokens.accessToken);
      expect(viewed.data!.booking.pendingOffers.map((o: { rank: number }) => o.rank)).toEqual([1, 2, 3]);
      for (const cleaner of cleaners) {
        // Each is told, sees the request among theirs with accept and decline, and only its own request.
        expect((await notesOf(cleaner.id, booking.id)).map((n) => n.type)).toEqual(['cleaner_assigned']);
        const listed = await gql(REQUESTS, {}, cleaner.tokens.accessToken);
        const item = listed.data!.bookings.items.find((b: { id: string }) => b.id === booking.id);
        expect(item).toMatchObject({ allowedActions: expect.arrayContaining(['ACCEPT', 'REJECT']), currentOffer: { cleanerId: cleaner.id } });
      }
      expect((await notesOf(customer.id, booking.id)).map((n) => n.title)).toContain('Asking 3 cleaners near you');

      // Three accepts at once: two through /api, one through GraphQL.
      const [a, b, c] = await Promise.all([
        api('POST', `/bookings/${booking.id}/accept`, { token: cleaners[0]!.tokens.accessToken }),
        api('POST', `/bookings/${booking.id}/accept`, { token: cleaners[1]!.tokens.accessToken }),
        gql(ACCEPT, { id: booking.id }, cleaners[2]!.tokens.accessToken),
      ]);
      const won = [a.status === 200, b.status === 200, c.data!.acceptBooking.__typename === 'MutationAcceptBookingSuccess'];
      expect(won.filter(Boolean)).toHaveLength(1);
      expect([a.status, b.status].filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      if (!won[2]) expect(c.data!.acceptBooking).toMatchObject({ code: 'CONFLICT_ERROR' });
      const winner = cleaners[won.indexOf(true)]!;
      const row = await bookingOf(booking.id);
      expect(row).toMatchObject({ status: 'confirmed', cleanerId: winner.id });
      const offers = await offersOf(booking.id);
      expect(offers.filter((o) => o.outcome === 'accepted').map((o) => o.cleanerId)).toEqual([winner.id]);
      const withdrawn = offers.filter((o) => o.outcome === 'withdrawn');
      expect(withdrawn).toHaveLength(2);
      expect(withdrawn.every((o) => o.reason === 'another cleaner accepted' && o.answeredAt?.getTime() === row.acceptedAt?.getTime())).toBe(true);
      for (const loser of cleaners.filter((x) => x.id !== winner.id)) {
        const notes = await notesOf(loser.id, booking.id);
        expect(notes.map((n) => n.title)).toEqual(['A customer is asking for you', 'Request withdrawn']);
        expect(notes[1]!.message).toMatch(/Another cleaner accepted/);
      }
      expect((await notesOf(winner.id, booking.id)).map((n) => n.title)).toEqual(['A customer is asking for you']);
    }
  });
});

describe('held slots (Kansas City)', () => {
  const city = { city: 'Kansas City', zipCode: '64105' };
  it('a pending request holds its cleaner; a withdrawn one frees them at once', async () => {
    const [customer, other, third] = await Promise.all([createUser({ firstName: 'Cleo' }), createUser({ firstName: 'Omar' }), createUser({ firstName: 'Tia' })]);
    const [ann, bo, cy] = await Promise.all([cleanerNamed('64105', 'Ann'), cleanerNamed('64106', 'Bo'), cleanerNamed('64108', 'Cy')]);
    const at = futureIso(freshDay(), 15);
    const wave = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best', scheduledAt: at });
    expect(wave.pendingOffers).toHaveLength(3);
    // The same hour on the open board: an asked cleaner cannot take it while asked.
    const open = await createBooking(other.tokens.accessToken, { ...city, scheduledAt: at, address: '2 Main St' });
    const refused = await api('POST', `/bookings/${open.id}/accept`, { token: bo.tokens.accessToken });
    expect(refused.status).toBe(409);
    // The nearby list's next free slot counts the hold: not the asked hour for an asked cleaner.
    const nearby = await gql(`query($id: ID!) { bookingNearbyCleaners(bookingId: $id, radius: 30) { items { cleanerId nextFreeSlot } } }`, { id: open.id }, other.tokens.accessToken);
    const boSlot = nearby.data!.bookingNearbyCleaners.items.find((c: { cleanerId: string }) => c.cleanerId === bo.id);
    expect(boSlot).toBeDefined();
    expect(boSlot.nextFreeSlot === null || Date.parse(boSlot.nextFreeSlot) > Date.parse(at)).toBe(true);
    // Best available at the same hour: every cleaner here is held, so nobody is asked and it opens to the board.
    const crowded = await createBooking(third.tokens.accessToken, { ...city, matching: 'best', scheduledAt: at, address: '3 Main St' });
    expect(crowded).toMatchObject({ status: 'pending', cleanerId: null });
    expect(crowded.openedToBoardAt).not.toBeNull();
    expect(crowded.offers).toEqual([]);

    // Ann takes the wave's booking: Bo's and Cy's requests are withdrawn and their slots free right away.
    expect((await api('POST', `/bookings/${wave.id}/accept`, { token: ann.tokens.accessToken })).status).toBe(200);
    expect((await pendingOf(wave.id))).toEqual([]);
    const taken = await api('POST', `/bookings/${open.id}/accept`, { token: bo.tokens.accessToken });
    expect(taken.status).toBe(200);
    expect(taken.body.booking).toMatchObject({ status: 'confirmed', cleanerId: bo.id });
    expect((await api('POST', `/bookings/${crowded.id}/accept`, { token: cy.tokens.accessToken })).status).toBe(200);
    // Ann holds the job now (the booking row): she cannot take another at that time.
    const fourth = await createBooking(other.tokens.accessToken, { ...city, scheduledAt: at, address: '4 Main St' });
    expect((await api('POST', `/bookings/${fourth.id}/accept`, { token: ann.tokens.accessToken })).status).toBe(409);
  });

});

describe('held slots (Detroit)', () => {
  const city = { city: 'Detroit', zipCode: '48226' };
  it('a declined or expired request frees the slot too', async () => {
    const [customer, other] = await Promise.all([createUser({ firstName: 'Dee' }), createUser({ firstName: 'Eli' })]);
    const [fay, gus] = await Promise.all([cleanerNamed('48226', 'Fay'), cleanerNamed('48201', 'Gus')]);
    const at = futureIso(freshDay(), 15);
    const wave = await createBooking(customer.tokens.accessToken, { ...city, matching: 'best', scheduledAt: at });
    // Only two cleaners here: the wave asks both.
    expect(new Set((await pendingOf(wave.id)).map((o) => o.cleanerId))).toEqual(new Set([fay.id, gus.id]));
    const open = await createBooking(other.tokens.accessToken, { ...city, scheduledAt: at, address: '5 Woodward Ave' });
    expect((await api('POST', `/bookings/${open.id}/accept`, { token: fay.tokens.accessToken })).status).toBe(409);
    expect((await api('POST', `/bookings/${wave.id}/reject`, { token: fay.tokens.accessToken, body: { reason: 'Busy' } })).status).toBe(200);
    // The wave goes on without her (Gus still pending), and her slot is free.
    expect((await pendingOf(wave.id)).map((o) => o.cleanerId)).toEqual([gus.id]);
    expect((await api('POST', `/bookings/${open.id}/accept`, { token: fay.tokens.accessToken })).status).toBe(200);
    // The deadline: Gus's request expires and frees him.
    const gusOffer = (await pendingOf(wave.id)).find((o) => o.cleanerId === gus.id)!;
    await expireOffer(gusOffer.id, gusOffer.expiresAt);
    expect((await db.bookingOffer.findUniqueOrThrow({ where: { id: gusOffer.id } })).outcome).toBe('expired');
    const later = await createBooking(other.tokens.accessToken, { ...city, scheduledAt: at, address: '6 Woodward Ave' });
    expect((await api('POST', `/bookings/${later.id}/accept`, { token: gus.tokens.accessToken })).status).toBe(200);
  });
});

describe('a deadline racing an accept (Columbus)', () => {
  it('gives exactly one outcome, however the two interleave', async () => {
    const customer = await createUser({ firstName: 'Ines' });
    const cleaners = await Promise.all([cleanerNamed('43215', 'Jo'), cleanerNamed('43201', 'Kit'), cleanerNamed('43205', 'Lou')]);
    for (let round = 0; round < 4; round += 1) {
      const booking = await createBooking(customer.tokens.accessToken, { city: 'Columbus', zipCode: '43215', matching: 'best', scheduledAt: futureIso(freshDay(), 16) });
      const wave = await pendingOf(booking.id);
      expect(wave).toHaveLength(3);
      const member = wave[round % 3]!;
      const cleaner = cleaners.find((c) => c.id === member.cleanerId)!;
      const [accept] = await Promise.all([api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken }), expireOffer(member.id, member.expiresAt)]);
      // A repeated deadline run changes nothing more.
      await expireOffer(member.id, new Date(member.expiresAt.getTime() + 5000));
      const row = await bookingOf(booking.id);
      const outcomes = (await offersOf(booking.id)).map((o) => o.outcome);
      if (accept.status === 200 && row.openedToBoardAt === null) {
        // The accept came first: it won the request and withdrew the other two.
        expect(row).toMatchObject({ status: 'confirmed', cleanerId: cleaner.id });
        expect(outcomes.sort()).toEqual(['accepted', 'withdrawn', 'withdrawn']);
      } else if (accept.status === 200) {
        // The deadline came first and, nobody being left to ask, opened the booking to the board;
        // the accept then waited for the row and took the job from the board (the cleaner had not
        // declined it). Still one outcome: one cleaner, once.
        expect(row).toMatchObject({ status: 'confirmed', cleanerId: cleaner.id });
        expect(outcomes).toEqual(['expired', 'expired', 'expired']);
      } else {
        expect(accept.status).toBe(409);
        // The whole wave expired; nobody is left to ask here, so the booking opened to the board.
        expect(outcomes).toEqual(['expired', 'expired', 'expired']);
        expect(row).toMatchObject({ status: 'pending', cleanerId: null });
        expect(row.openedToBoardAt).not.toBeNull();
      }
    }
  });
});

describe('an accept waiting behind a deadline (Cleveland)', () => {
  it('is refused when the request ended while it waited for the booking row: the claim is its own compare-and-set', async () => {
    const customer = await createUser({ firstName: 'Gil' });
    const cleaners = await Promise.all([cleanerNamed('44113', 'Hal'), cleanerNamed('44114', 'Ida'), cleanerNamed('44115', 'Jan')]);
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Cleveland', zipCode: '44113', matching: 'best' });
    const [member, ...others] = await pendingOf(booking.id);
    const cleaner = cleaners.find((c) => c.id === member!.cleanerId)!;
    let accept: ReturnType<typeof api> | null = null;
    // A transition holds the booking row (as expireOffer does) and ends the request; the accept
    // arrives meanwhile and waits for the row (on PostgreSQL; PGlite runs it after the commit).
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR UPDATE`;
      await tx.bookingOffer.update({ where: { id: member!.id }, data: { outcome: 'expired', answeredAt: new Date(), reason: 'did not answer in time' } });
      accept = api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect((await accept!).status).toBe(409);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    expect((await pendingOf(booking.id)).map((o) => o.id)).toEqual(others.map((o) => o.id));
    // The wave's others still can.
    const next = cleaners.find((c) => c.id === others[0]!.cleanerId)!;
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: next.tokens.accessToken })).status).toBe(200);
  });
});

describe('the favourite first, then a wave (Charlotte)', () => {
  it('asks the favourite alone for the head start, then the next three at once', async () => {
    const customer = await createUser({ firstName: 'Mona' });
    const fav = await cleanerNamed('28202', 'Nia');
    const rest = await Promise.all([cleanerNamed('28203', 'Oli'), cleanerNamed('28204', 'Pia'), cleanerNamed('28205', 'Quin'), cleanerNamed('28206', 'Rex')]);
    await db.favoriteCleaner.create({ data: { customerId: customer.id, cleanerId: fav.id } });
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Charlotte', zipCode: '28202', matching: 'best' });
    expect(booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    const [head] = await offersOf(booking.id);
    expect((await offersOf(booking.id)).map((o) => [o.cleanerId, o.rank, o.outcome])).toEqual([[fav.id, 1, 'pending']]);
    expect(head!.expiresAt.getTime() - head!.askedAt.getTime()).toBe(300_000);
    expect((await notesOf(customer.id, booking.id)).map((n) => n.title)).toContain('Asking Nia U.');
    // The head start ends unanswered: the next three are asked at once, with a full deadline, and
    // the favourite stays asked with them (the head-start request withdrawn, not counted against her).
    await expireOffer(head!.id, head!.expiresAt);
    const offers = await offersOf(booking.id);
    expect(offers.map((o) => [o.cleanerId === fav.id, o.outcome])).toEqual([
      [true, 'withdrawn'],
      [true, 'pending'],
      [false, 'pending'],
      [false, 'pending'],
      [false, 'pending'],
    ]);
    expect(offers[0]!.reason).toBe('head start over: asked again with the wave');
    const wave = offers.slice(1);
    expect(wave.map((o) => o.rank)).toEqual([2, 3, 4, 5]);
    expect(wave.every((o) => o.askedAt.getTime() === head!.expiresAt.getTime() && o.expiresAt.getTime() === head!.expiresAt.getTime() + 900_000)).toBe(true);
    expect(wave.slice(1).every((o) => rest.some((c) => c.id === o.cleanerId))).toBe(true);
    expect((await notesOf(customer.id, booking.id)).map((n) => n.title)).toContain('Asking 4 cleaners near you');
    // A wave member accepts first: the favourite's and the others' requests are withdrawn.
    const taker = rest.find((c) => c.id === wave[2]!.cleanerId)!;
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: taker.tokens.accessToken })).status).toBe(200);
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: fav.tokens.accessToken })).status).toBe(409);
    expect((await offersOf(booking.id)).filter((o) => o.outcome === 'withdrawn')).toHaveLength(4);
  });

  it('the favourite may still accept during the wave', async () => {
    const customer = await createUser({ firstName: 'Sol' });
    const fav = await cleanerNamed('28207', 'Tam');
    await db.favoriteCleaner.create({ data: { customerId: customer.id, cleanerId: fav.id } });
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Charlotte', zipCode: '28207', matching: 'best', address: '7 Queens Rd' });
    const [head] = await pendingOf(booking.id);
    expect(head!.cleanerId).toBe(fav.id);
    await expireOffer(head!.id, head!.expiresAt);
    expect((await pendingOf(booking.id)).length).toBeGreaterThan(1);
    expect((await api('POST', `/bookings/${booking.id}/accept`, { token: fav.tokens.accessToken })).status).toBe(200);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'confirmed', cleanerId: fav.id });
  });
});

describe('a wave without an accept asks the next k (Minneapolis)', () => {
  it('a decline keeps the wave going; the last request ending asks the next three; then the board', async () => {
    const customer = await createUser({ firstName: 'Uli' });
    const cleaners = await Promise.all(['55401', '55402', '55403', '55404', '55405', '55406'].map((zip, i) => cleanerNamed(zip, `W${i}`)));
    const byId = new Map(cleaners.map((c) => [c.id, c]));
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Minneapolis', zipCode: '55401', matching: 'best' });
    const first = await pendingOf(booking.id);
    expect(first.map((o) => o.rank)).toEqual([1, 2, 3]);
    // Two decline (REST and GraphQL): the wave goes on, nobody new is asked.
    expect((await api('POST', `/bookings/${booking.id}/reject`, { token: byId.get(first[0]!.cleanerId)!.tokens.accessToken, body: { reason: 'Away' } })).status).toBe(200);
    const viaGql = await gql<any>(`mutation($id: ID!) { rejectBooking(id: $id, reason: "Busy") { __typename ... on MutationRejectBookingSuccess { data { id status } } } }`, { id: booking.id }, byId.get(first[1]!.cleanerId)!.tokens.accessToken);
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data!.rejectBooking.__typename).toBe('MutationRejectBookingSuccess');
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['declined', 'declined', 'pending']);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'pending_cleaner_response', cleanerId: null });
    // The third lets the deadline pass: the next three are asked.
    await expireOffer(first[2]!.id, first[2]!.expiresAt);
    const second = await pendingOf(booking.id);
    expect(second.map((o) => o.rank)).toEqual([4, 5, 6]);
    expect(new Set([...first, ...second].map((o) => o.cleanerId))).toEqual(new Set(cleaners.map((c) => c.id)));
    const third = `W${cleaners.findIndex((c) => c.id === first[2]!.cleanerId)}`;
    expect((await notesOf(customer.id, booking.id)).map((n) => n.message)).toContain(`${third} did not answer, asking 3 cleaners near you`);
    // All three decline: nobody is left, the booking opens to the board.
    for (const offer of second) {
      expect((await api('POST', `/bookings/${booking.id}/reject`, { token: byId.get(offer.cleanerId)!.tokens.accessToken, body: { reason: 'Not free' } })).status).toBe(200);
    }
    const row = await bookingOf(booking.id);
    expect(row).toMatchObject({ status: 'pending', cleanerId: null });
    expect(row.openedToBoardAt).not.toBeNull();
  });
});

describe('a wave ended by the customer or an admin (Omaha)', () => {
  let admin: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    admin = await login('admin@demo.test');
  });
  it('a cancellation withdraws every request and tells each asked cleaner', async () => {
    const customer = await createUser({ firstName: 'Ada' });
    const cleaners = await Promise.all([cleanerNamed('68102', 'Bea'), cleanerNamed('68131', 'Cal'), cleanerNamed('68105', 'Dot')]);
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Omaha', zipCode: '68102', matching: 'best' });
    expect(await pendingOf(booking.id)).toHaveLength(3);
    const cancelled = await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', currentOffer: null, pendingOffers: [] });
    expect((await offersOf(booking.id)).map((o) => o.outcome)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    for (const cleaner of cleaners) expect((await notesOf(cleaner.id, booking.id)).map((n) => n.type)).toEqual(['cleaner_assigned', 'booking_cancelled']);
  });

  it("an admin's assignment withdraws the wave's requests and tells those cleaners", async () => {
    const customer = await createUser({ firstName: 'Eve' });
    await Promise.all([cleanerNamed('68102', 'Fin'), cleanerNamed('68131', 'Gia')]);
    const booking = await createBooking(customer.tokens.accessToken, { city: 'Omaha', zipCode: '68102', matching: 'best', address: '2 Farnam St' });
    const asked = (await pendingOf(booking.id)).map((o) => o.cleanerId);
    expect(asked.length).toBeGreaterThan(1);
    const chosen = asked[0]!;
    const assign = await api('POST', `/bookings/${booking.id}/assign`, { token: admin.accessToken, body: { cleanerId: chosen } });
    expect(assign.status).toBe(200);
    expect(assign.body.booking).toMatchObject({ status: 'pending_cleaner_response', cleanerId: chosen, pendingOffers: [] });
    for (const other of asked.slice(1)) expect((await notesOf(other, booking.id)).map((n) => n.title)).toEqual(['A customer is asking for you', 'Request withdrawn']);
  });
});

describe('deadlines scale with lead time (Philadelphia)', () => {
  it('the formula: an hour per day to the board point, between 60 s and the maximum', () => {
    const now = new Date('2026-12-10T08:00:00Z');
    const after = (start: number) => (offerDeadline(new Date(now.getTime() + start), now).getTime() - now.getTime()) / 1000;
    const HOUR = 3_600_000;
    expect(after(72 * HOUR)).toBe(900); // days ahead: the maximum
    expect(after(9 * HOUR)).toBe(900); // 6 h to the board point
    expect(after(5 * HOUR)).toBe(300); // same day: 2 h to the board point / 24
    expect(after(3.5 * HOUR)).toBe(75);
    expect(after(3.2 * HOUR)).toBe(60); // at least a minute
    expect(after(2 * HOUR)).toBe(60); // inside the window: still a minute
    const fixed = configureWaves({ fixedAnswerSeconds: 120 });
    try {
      expect(after(72 * HOUR)).toBe(120); // REQUEST_TIMEOUT_SECONDS set: exactly that
      expect(after(3.01 * HOUR)).toBe(60); // never past the board point, but at least a minute
    } finally {
      configureWaves(fixed);
    }
  });

  it('a same-day booking gets a shorter deadline than one next week', async () => {
    const customer = await createUser({ firstName: 'Vic' });
    await Promise.all([cleanerNamed('19103', 'Xia'), cleanerNamed('19102', 'Yul')]);
    const soon = new Date(Date.now() + 5 * 3_600_000);
    soon.setUTCSeconds(0, 0);
    soon.setUTCMinutes(soon.getUTCMinutes() < 30 ? 30 : 60);
    const today = await createBooking(customer.tokens.accessToken, { city: 'Philadelphia', zipCode: '19103', matching: 'best', scheduledAt: soon.toISOString() });
    const week = await createBooking(customer.tokens.accessToken, { city: 'Philadelphia', zipCode: '19103', matching: 'best', scheduledAt: futureIso(freshDay() + 7, 15), address: '2 Market St' });
    const span = async (id: string) => {
      const [o] = await offersOf(id);
      return (o!.expiresAt.getTime() - o!.askedAt.getTime()) / 1000;
    };
    const todaySpan = await span(today.id);
    expect(todaySpan).toBeGreaterThanOrEqual(300);
    expect(todaySpan).toBeLessThan(400);
    expect(await span(week.id)).toBe(900);
  });
});
