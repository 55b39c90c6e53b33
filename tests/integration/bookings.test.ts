/**
 * The booking lifecycle (spec sections 4, 7): create with member/regular
 * pricing, validation, the cleaner's open-job list, accept/reject, status changes, overlap,
 * notifications, and the same operations over GraphQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bookingInput, createBooking, createUser, db, freshDay, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

type Tokens = Awaited<ReturnType<typeof login>>;

/** Signed-in demo accounts, loaded once. */
let customer: Tokens; // customer@demo.test, Star member
let emma: Tokens; // emma.davis@demo.test, no membership
let maria: Tokens; // cleaner@demo.test, approved for 941xx
let james: Tokens; // james.wilson@demo.test, approved for 900xx (Los Angeles)
let admin: Tokens;

beforeAll(async () => {
  [customer, emma, maria, james, admin] = await Promise.all([
    login('customer@demo.test'),
    login('emma.davis@demo.test'),
    login('cleaner@demo.test'),
    login('james.wilson@demo.test'),
    login('admin@demo.test'),
  ]);
});

const accept = (token: string, id: string) => api('POST', `/bookings/${id}/accept`, { token });
const reject = (token: string, id: string, body: unknown) => api('POST', `/bookings/${id}/reject`, { token, body });
const setStatus = (token: string, id: string, body: Record<string, unknown>) => api('PUT', `/bookings/${id}/status`, { token, body });
const getBooking = (token: string, id: string) => api('GET', `/bookings/${id}`, { token });

async function openIds(token: string): Promise<string[]> {
  const res = await api('GET', '/bookings?scope=OPEN&pageSize=100', { token });
  expect(res.status).toBe(200);
  return (res.body.bookings as { id: string }[]).map((b) => b.id);
}

/** A fresh approved cleaner in San Francisco (a second cleaner, or one with a clean calendar). */
const sfCleaner = (): Promise<TestUser> => createUser({ role: 'cleaner', approvedFor: ['941'] });

describe('creating a booking', () => {
  it('creates a pending booking at the member rate for a Star member', async () => {
    const input = bookingInput({ durationHours: 2.5 });
    const res = await api('POST', '/bookings', { token: customer.accessToken, body: input });

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const b = res.body.booking;
    expect(b).toMatchObject({
      status: 'pending',
      statusLabel: 'Pending',
      serviceId: 1,
      cleanerId: null,
      scheduledAt: input.scheduledAt,
      durationMinutes: 150,
      address: input.address,
      city: 'San Francisco',
      zipCode: '94105',
      notes: 'Ring twice.',
      priceTier: 'member',
      hourlyRateCents: 1800,
      totalCents: 4500, // $18/h x 2.5 h
      currency: 'USD',
      paymentStatus: 'unpaid',
    });
    expect(b.allowedActions).toEqual(['CANCEL']);

    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { customer: true } });
    expect(row.customer.email).toBe('customer@demo.test');
    expect(row).toMatchObject({ status: 'pending', priceTier: 'member', hourlyRateCents: 1800, totalCents: 4500, durationMinutes: 150 });
  });

  it('charges the regular rate to a customer without a membership', async () => {
    const b = await createBooking(emma.accessToken, { durationHours: 3 });
    expect(b).toMatchObject({ priceTier: 'regular', hourlyRateCents: 3600, totalCents: 10800 });
  });

  it('charges the regular rate when the Star tier does not cover the service (private jet, $42/h member)', async () => {
    const jet = await db.service.findFirstOrThrow({ where: { name: 'Private Jet Cleaning' } });
    const b = await createBooking(customer.accessToken, { serviceId: jet.id, durationHours: 2 });
    expect(b).toMatchObject({ priceTier: 'regular', hourlyRateCents: 7500, totalCents: 15000 });
  });

  it.each([
    ['a 4-digit zip code', { zipCode: '9411' }, 400, 'zipCode'],
    ['a zip code with letters', { zipCode: '94a05' }, 400, 'zipCode'],
    ['0.3 hours', { durationHours: 0.3 }, 400, 'durationHours'],
    ['13 hours', { durationHours: 13 }, 400, 'durationHours'],
    ['1.25 hours (not a half-hour step)', { durationHours: 1.25 }, 400, 'durationHours'],
    ['no address', { address: undefined }, 400, 'address'],
    ['a start in the past', { scheduledAt: new Date(Date.now() - 86_400_000).toISOString() }, 422, 'scheduledAt'],
    ['a start within 2 hours', { scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString() }, 422, 'scheduledAt'],
    ['a start more than 180 days ahead', { scheduledAt: futureIso(200) }, 422, 'scheduledAt'],
  ])('rejects %s', async (_label, overrides, status, field) => {
    const before = await db.booking.count();
    const res = await api('POST', '/bookings', { token: customer.accessToken, body: bookingInput(overrides) });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field });
    expect(res.body.error).toBe('Please check your information and try again.');
    expect(typeof res.body.message).toBe('string');
    expect(await db.booking.count()).toBe(before);
  });

  it('an unknown service is 404 and writes nothing', async () => {
    const before = await db.booking.count();
    const res = await api('POST', '/bookings', { token: customer.accessToken, body: bookingInput({ serviceId: 9999 }) });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
    expect(await db.booking.count()).toBe(before);
  });

  it('tells the approved cleaners serving the zip code', async () => {
    const b = await createBooking(customer.accessToken);
    const mariaRow = await db.user.findUniqueOrThrow({ where: { email: 'cleaner@demo.test' } });
    const jamesRow = await db.user.findUniqueOrThrow({ where: { email: 'james.wilson@demo.test' } });
    const about = (userId: string) =>
      db.notification.count({ where: { userId, type: 'booking_created', data: { path: ['bookingId'], equals: b.id } } });
    expect(await about(mariaRow.id)).toBe(1);
    expect(await about(jamesRow.id)).toBe(0);
  });
});

describe('accepting', () => {
  it('is open to the San Francisco cleaner only; accepting confirms it and notifies the customer', async () => {
    const b = await createBooking(customer.accessToken);
    expect(await openIds(maria.accessToken)).toContain(b.id);
    expect(await openIds(james.accessToken)).not.toContain(b.id);

    const res = await accept(maria.accessToken, b.id);
    expect(res.status).toBe(200);
    const mariaId = (await db.user.findUniqueOrThrow({ where: { email: 'cleaner@demo.test' } })).id;
    expect(res.body.booking).toMatchObject({ id: b.id, status: 'confirmed', cleanerId: mariaId });
    expect(res.body.booking.acceptedAt).toEqual(expect.any(String));

    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ status: 'confirmed', cleanerId: mariaId });
    expect(await openIds(maria.accessToken)).not.toContain(b.id);

    const seen = await getBooking(customer.accessToken, b.id);
    expect(seen.body.booking).toMatchObject({ status: 'confirmed', statusLabel: 'Confirmed', cleanerId: mariaId });

    const notes = await api('GET', '/notifications', { token: customer.accessToken });
    expect(notes.status).toBe(200);
    const acceptedNote = (notes.body.notifications as any[]).find((n) => n.type === 'booking_accepted' && n.data?.bookingId === b.id);
    expect(acceptedNote).toMatchObject({ is_read: false, title: expect.any(String), message: expect.any(String) });
  });

  it('a second cleaner accepting afterwards gets 409 and nothing changes', async () => {
    const first = await sfCleaner();
    const second = await sfCleaner();
    const b = await createBooking(customer.accessToken);
    expect((await accept(first.tokens.accessToken, b.id)).status).toBe(200);
    const before = await db.booking.findUniqueOrThrow({ where: { id: b.id } });

    const late = await accept(second.tokens.accessToken, b.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, code: 'CONFLICT_ERROR' });
    // Likewise for a cleaner of another city.
    expect([403, 409]).toContain((await accept(james.accessToken, b.id)).status);

    const after = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(after).toEqual(before);
    expect(after.cleanerId).toBe(first.id);
  });

  it('a cleaner cannot accept two overlapping jobs', async () => {
    const cleaner = await sfCleaner();
    const day = freshDay();
    const a = await createBooking(customer.accessToken, { scheduledAt: futureIso(day, 14), durationHours: 3 });
    const b = await createBooking(emma.accessToken, { scheduledAt: futureIso(day, 16), durationHours: 2 });
    // Starts 15 minutes after a ends: the travel buffer between two jobs in one zip code (docs/decisions/0027).
    const c = await createBooking(emma.accessToken, { scheduledAt: new Date(new Date(futureIso(day, 17)).getTime() + 15 * 60_000).toISOString(), durationHours: 1 });

    expect((await accept(cleaner.tokens.accessToken, a.id)).status).toBe(200);
    const clash = await accept(cleaner.tokens.accessToken, b.id);
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ success: false, error: 'You already have a job at that time.', code: 'CONFLICT_ERROR' });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: 'pending', cleanerId: null });

    // Back-to-back with the travel buffer is fine.
    expect((await accept(cleaner.tokens.accessToken, c.id)).status).toBe(200);
  });
});

describe('rejecting', () => {
  it('records the decline: the booking stays pending and leaves only that cleaner’s open list', async () => {
    const other = await sfCleaner();
    const b = await createBooking(customer.accessToken);
    expect(await openIds(maria.accessToken)).toContain(b.id);

    const res = await reject(maria.accessToken, b.id, { reason: 'Fully booked that day' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ id: b.id, status: 'pending', cleanerId: null });

    const mariaId = (await db.user.findUniqueOrThrow({ where: { email: 'cleaner@demo.test' } })).id;
    expect(await db.bookingDecline.findUnique({ where: { bookingId_cleanerId: { bookingId: b.id, cleanerId: mariaId } } })).toMatchObject({
      reason: 'Fully booked that day',
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: 'pending', cleanerId: null });
    expect(await openIds(maria.accessToken)).not.toContain(b.id);
    expect(await openIds(other.tokens.accessToken)).toContain(b.id);
  });

  it('requires a reason (400)', async () => {
    const b = await createBooking(customer.accessToken);
    for (const body of [{}, { reason: '  ' }]) {
      const res = await reject(maria.accessToken, b.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'reason' });
    }
    expect(await db.bookingDecline.count({ where: { bookingId: b.id } })).toBe(0);
  });
});

describe('status changes', () => {
  it('start is refused days ahead (422), allowed within the hour before; then complete', async () => {
    const cleaner = await sfCleaner();
    const b = await createBooking(customer.accessToken);
    expect((await accept(cleaner.tokens.accessToken, b.id)).status).toBe(200);

    const early = await setStatus(cleaner.tokens.accessToken, b.id, { status: 'in_progress' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('confirmed');

    // Completing a job that has not started is a conflict.
    expect((await setStatus(cleaner.tokens.accessToken, b.id, { status: 'completed' })).status).toBe(409);

    await db.booking.update({ where: { id: b.id }, data: { scheduledAt: new Date(Date.now() + 30 * 60_000) } });
    const started = await setStatus(cleaner.tokens.accessToken, b.id, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body.booking).toMatchObject({ status: 'in_progress', statusLabel: 'In Progress', startedAt: expect.any(String) });
    expect(started.body.booking.allowedActions).toEqual(['COMPLETE']);

    const done = await setStatus(cleaner.tokens.accessToken, b.id, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.booking).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.status).toBe('completed');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(
      await db.notification.count({ where: { type: 'booking_completed', data: { path: ['bookingId'], equals: b.id } } }),
    ).toBe(1);

    // completed is terminal for the customer; an admin may still set any status, with a reason
    // that is recorded (docs/decisions/0016: "An admin may set any booking's status with a reason").
    const cancel = await setStatus(customer.accessToken, b.id, { status: 'cancelled', reason: 'too late' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('CONFLICT_ERROR');
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('completed');
    const noReason = await setStatus(admin.accessToken, b.id, { status: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('completed');
    const override = await setStatus(admin.accessToken, b.id, { status: 'cancelled', reason: 'Duplicate booking, agreed with the customer' });
    expect(override.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('cancelled');
    const events = await db.bookingEvent.findMany({ where: { bookingId: b.id, kind: 'status_changed' } });
    expect(events).toMatchObject([{ fromValue: 'completed', toValue: 'cancelled', reason: 'Duplicate booking, agreed with the customer' }]);
  });

  it('an admin moving a confirmed booking back to pending puts it on the board, holding nobody, and tells its cleaner', async () => {
    const [held, other] = await Promise.all([sfCleaner(), sfCleaner()]);
    const b = await createBooking(customer.accessToken);
    expect((await accept(held.tokens.accessToken, b.id)).status).toBe(200);
    expect(await openIds(other.tokens.accessToken)).not.toContain(b.id);

    const res = await setStatus(admin.accessToken, b.id, { status: 'pending', reason: 'The cleaner cannot make it' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'pending', cleanerId: null });
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ status: 'pending', cleanerId: null, acceptedAt: null });
    expect(row.openedToBoardAt).toBeInstanceOf(Date);
    // On the board for every cleaner of the area, the one it left included; another can take it.
    expect(await openIds(other.tokens.accessToken)).toContain(b.id);
    expect(await openIds(held.tokens.accessToken)).toContain(b.id);
    const told = await db.notification.findMany({ where: { userId: held.id, data: { path: ['bookingId'], equals: b.id } } });
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining('The cleaner cannot make it'));
    expect((await accept(other.tokens.accessToken, b.id)).status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: 'confirmed', cleanerId: other.id });
  });

  it('the customer cancels a pending booking with a reason', async () => {
    const b = await createBooking(customer.accessToken);
    const res = await setStatus(customer.accessToken, b.id, { status: 'cancelled', reason: 'Plans changed' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'cancelled', cancellationReason: 'Plans changed', cancelledAt: expect.any(String) });
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Plans changed' });
    expect(await openIds(maria.accessToken)).not.toContain(b.id);

    // Cancelling twice is a conflict.
    expect((await setStatus(customer.accessToken, b.id, { status: 'cancelled' })).status).toBe(409);
  });

  it('the customer cancels a confirmed booking; the cleaner is told', async () => {
    const cleaner = await sfCleaner();
    const b = await createBooking(customer.accessToken);
    expect((await accept(cleaner.tokens.accessToken, b.id)).status).toBe(200);
    expect((await setStatus(customer.accessToken, b.id, { status: 'cancelled', reason: 'Sick' })).status).toBe(200);
    expect(
      await db.notification.count({ where: { userId: cleaner.id, type: 'booking_cancelled', data: { path: ['bookingId'], equals: b.id } } }),
    ).toBe(1);
  });

  it('the customer cannot start or complete a job (403), and the booking is unchanged', async () => {
    const cleaner = await sfCleaner();
    const b = await createBooking(customer.accessToken);
    expect((await accept(cleaner.tokens.accessToken, b.id)).status).toBe(200);
    for (const status of ['in_progress', 'completed']) {
      const res = await setStatus(customer.accessToken, b.id, { status });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTHORIZATION_ERROR');
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('confirmed');
  });

  it('an unknown status value is 400', async () => {
    const b = await createBooking(customer.accessToken);
    const res = await setStatus(customer.accessToken, b.id, { status: 'confirmed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status' });
  });
});

describe('bookings over GraphQL', () => {
  const BOOKING_FIELDS = 'id status priceTier totalCents cleaner { id }';
  const RESULT = (name: string) => `
    __typename
    ... on ${name} { data { ${BOOKING_FIELDS} } }
    ... on Error { code message }`;
  const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { ${RESULT('MutationCreateBookingSuccess')} ... on ValidationError { field } } }`;
  const ACCEPT = `mutation($id: ID!) { acceptBooking(id: $id) { ${RESULT('MutationAcceptBookingSuccess')} } }`;
  const REJECT = `mutation($id: ID!, $reason: String!) { rejectBooking(id: $id, reason: $reason) { ${RESULT('MutationRejectBookingSuccess')} } }`;
  const STATUS = `mutation($id: ID!, $status: BookingStatus!, $reason: String) {
    updateBookingStatus(id: $id, status: $status, reason: $reason) { ${RESULT('MutationUpdateBookingStatusSuccess')} } }`;

  const gqlInput = (overrides: Record<string, unknown> = {}) => {
    const { serviceId, ...rest } = bookingInput(overrides);
    return { ...rest, serviceId: String(serviceId) };
  };

  it('createBooking, bookings(scope: OPEN), acceptBooking, and a second accept as ConflictError', async () => {
    const created = await gql(CREATE, { input: gqlInput({ durationHours: 2 }) }, customer.accessToken);
    expect(created.errors).toBeUndefined();
    const result = created.data!.createBooking;
    expect(result.__typename).toBe('MutationCreateBookingSuccess');
    expect(result.data).toMatchObject({ status: 'pending', priceTier: 'member', totalCents: 3600, cleaner: null });
    const id = result.data.id as string;
    expect(await db.booking.findUnique({ where: { id } })).not.toBeNull();

    const open = await gql('{ bookings(scope: OPEN, pageSize: 100) { total items { id status } } }', {}, maria.accessToken);
    expect(open.errors).toBeUndefined();
    expect(open.data!.bookings.items).toContainEqual({ id, status: 'pending' });
    const laOpen = await gql('{ bookings(scope: OPEN, pageSize: 100) { items { id } } }', {}, james.accessToken);
    expect(laOpen.data!.bookings.items).not.toContainEqual({ id });

    const cleaner = await sfCleaner();
    const accepted = await gql(ACCEPT, { id }, cleaner.tokens.accessToken);
    expect(accepted.data!.acceptBooking).toMatchObject({
      __typename: 'MutationAcceptBookingSuccess',
      data: { id, status: 'confirmed', cleaner: { id: cleaner.id } },
    });

    const again = await gql(ACCEPT, { id }, maria.accessToken);
    expect(again.errors).toBeUndefined();
    expect(again.data!.acceptBooking).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT_ERROR', message: expect.any(String) });

    const notes = await gql('{ notifications { type data } }', {}, customer.accessToken);
    expect(notes.data!.notifications).toContainEqual(expect.objectContaining({ type: 'booking_accepted', data: { bookingId: id } }));
  });

  it('createBooking errors are union members and write nothing', async () => {
    const before = await db.booking.count();
    const bad = await gql(CREATE, { input: gqlInput({ zipCode: '9411' }) }, customer.accessToken);
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.createBooking).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', field: 'zipCode' });

    const missing = await gql(CREATE, { input: gqlInput({ serviceId: '9999' }) }, customer.accessToken);
    expect(missing.data!.createBooking).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND_ERROR' });
    expect(await db.booking.count()).toBe(before);
  });

  it('rejectBooking keeps it pending; updateBookingStatus cancels; a bad transition is ConflictError', async () => {
    const b = await createBooking(emma.accessToken);
    const rejected = await gql(REJECT, { id: b.id, reason: 'Too far for me' }, maria.accessToken);
    expect(rejected.data!.rejectBooking).toMatchObject({ __typename: 'MutationRejectBookingSuccess', data: { id: b.id, status: 'pending' } });

    const noReason = await gql(REJECT, { id: b.id, reason: '' }, maria.accessToken);
    expect(noReason.data!.rejectBooking).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });

    const forbidden = await gql(STATUS, { id: b.id, status: 'in_progress' }, emma.accessToken);
    expect(forbidden.data!.updateBookingStatus).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });

    const cancelled = await gql(STATUS, { id: b.id, status: 'cancelled', reason: 'No longer needed' }, emma.accessToken);
    expect(cancelled.data!.updateBookingStatus).toMatchObject({
      __typename: 'MutationUpdateBookingStatusSuccess',
      data: { id: b.id, status: 'cancelled' },
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: 'cancelled', cancellationReason: 'No longer needed' });

    const twice = await gql(STATUS, { id: b.id, status: 'cancelled' }, emma.accessToken);
    expect(twice.data!.updateBookingStatus).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT_ERROR' });
  });

  it('decides the role before it reads the input, on GraphQL as on /api', async () => {
    const b = await createBooking(emma.accessToken);
    const awaiting = await createUser({ role: 'cleaner' }); // background check not approved yet
    // Input that would fail validation still gets the role error: a cleaner booking with a bad zip
    // code, a customer declining with an empty reason, a cleaner awaiting approval paging past 100.
    const book = await gql(CREATE, { input: gqlInput({ zipCode: 'nope' }) }, maria.accessToken);
    expect(book.data!.createBooking).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await api('POST', '/bookings', { token: maria.accessToken, body: bookingInput({ zipCode: 'nope' }) })).status).toBe(403);
    const decline = await gql(REJECT, { id: b.id, reason: '' }, emma.accessToken);
    expect(decline.data!.rejectBooking).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await reject(emma.accessToken, b.id, { reason: '' })).status).toBe(403);
    const list = await gql('query { bookings(limit: 1000) { total } }', {}, awaiting.tokens.accessToken);
    expect(list.errors?.[0]).toMatchObject({ message: 'Your account is awaiting background-check approval.', extensions: { code: 'AUTHORIZATION_ERROR' } });
    const listed = await api('GET', '/bookings?limit=1000', { token: awaiting.tokens.accessToken });
    expect(listed.status).toBe(403);
    expect(listed.body.error).toBe('Your account is awaiting background-check approval.');
    const taken = await gql(ACCEPT, { id: b.id }, awaiting.tokens.accessToken);
    expect(taken.data!.acceptBooking).toMatchObject({ __typename: 'AuthorizationError', message: 'Your account is awaiting background-check approval.' });
    const started = await gql(STATUS, { id: b.id, status: 'in_progress', reason: 'x'.repeat(600) }, awaiting.tokens.accessToken);
    expect(started.data!.updateBookingStatus).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await setStatus(awaiting.tokens.accessToken, b.id, { status: 'in_progress', reason: 'x'.repeat(600) })).status).toBe(403);
    // The right role still gets the input error.
    expect((await gql(REJECT, { id: b.id, reason: '' }, maria.accessToken)).data!.rejectBooking).toMatchObject({ __typename: 'ValidationError' });
    expect((await api('GET', '/bookings?limit=1000', { token: emma.accessToken })).status).toBe(400);
    const tooLong = await setStatus(emma.accessToken, b.id, { status: 'cancelled', reason: 'x'.repeat(600) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ status: 'pending', cleanerId: null });
  });

  it('bookingQuote: member vs regular pricing', async () => {
    const QUOTE = '{ bookingQuote(serviceId: "1", durationHours: 2) { appliedTier isMember hourlyRateCents totalCents regularTotalCents savingsCents } }';
    const member = await gql(QUOTE, {}, customer.accessToken);
    expect(member.data!.bookingQuote).toEqual({
      appliedTier: 'member',
      isMember: true,
      hourlyRateCents: 1800,
      totalCents: 3600,
      regularTotalCents: 7200,
      savingsCents: 3600,
    });
    const regular = await gql(QUOTE, {}, emma.accessToken);
    expect(regular.data!.bookingQuote).toEqual({
      appliedTier: 'regular',
      isMember: false,
      hourlyRateCents: 3600,
      totalCents: 7200,
      regularTotalCents: 7200,
      savingsCents: 0,
    });
  });
});
