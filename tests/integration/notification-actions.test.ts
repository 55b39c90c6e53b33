/**
 * Notifications that act (docs/decisions/0021): actions performed for their owner through the same services
 * (a cleaner accepts or declines from a notification; an action not on it, someone else's, or no
 * longer allowed is refused), settings per type for in-app and email, mails going out where
 * wanted, the admin's test notification, and booking reminders (once each; none for a cancelled
 * or moved booking).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendBookingReminder } from '../../server/src/modules/notifications/reminders.js';
import { api, createBooking, createUser, db, gql, lastMailTo, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});

async function jobNotification(cleaner: TestUser, bookingId: string, type = 'booking_created') {
  return db.notification.findFirstOrThrow({ where: { userId: cleaner.id, type, data: { path: ['bookingId'], equals: bookingId } } });
}

describe('notification actions', () => {
  it('a cleaner accepts a job from its notification; a second accept of the same notification is a 409 with the reason', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    const note = await jobNotification(cleaner, booking.id);
    const res = await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'accept', actionData: {} } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { bookingId: booking.id, status: 'confirmed' } });
    expect((await db.notification.findUniqueOrThrow({ where: { id: note.id } })).isRead).toBe(true);
    const again = await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'accept' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/no longer available/);
  });

  it('refuses an action that is not on the notification, an unknown one, and someone else’s notification', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const other = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    const note = await jobNotification(cleaner, booking.id);
    expect((await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'cancel' } })).status).toBe(409);
    expect((await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'explode' } })).status).toBe(400);
    expect((await api('POST', `/notifications/${note.id}/action`, { token: other.tokens.accessToken, body: { actionType: 'accept' } })).status).toBe(404);
    expect((await api('POST', `/notifications/${note.id}/action`, { token: customer.tokens.accessToken, body: { actionType: 'accept' } })).status).toBe(404);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('pending');
    // The booking id comes from the notification, never from actionData.
    const elsewhere = await createBooking(customer.tokens.accessToken);
    const res = await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'accept', actionData: { bookingId: elsewhere.id } } });
    expect(res.body.data.bookingId).toBe(booking.id);
    expect((await db.booking.findUniqueOrThrow({ where: { id: elsewhere.id } })).status).toBe('pending');
  });

  it('takes the scope of the operation an action runs: a cleaner no longer approved cannot accept from an old notification', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    const note = await jobNotification(cleaner, booking.id);
    const rejected = await api('PUT', `/admin/cleaners/${cleaner.id}/background-check`, { token: admin.accessToken, body: { status: 'rejected', notes: 'Documents expired' } });
    expect(rejected.status).toBe(200);
    const res = await api('POST', `/notifications/${note.id}/action`, { token: cleaner.tokens.accessToken, body: { actionType: 'accept' } });
    expect(res.status).toBe(409);
    expect(res.body.message ?? res.body.error).toMatch(/background-check approval/);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('pending');
  });

  it("declines an admin's assignment from the cleaner_assigned notification over GraphQL", async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${booking.id}/assign`, { token: admin.accessToken, body: { cleanerId: cleaner.id } });
    const note = await jobNotification(cleaner, booking.id, 'cleaner_assigned');
    const res = await gql<{ performNotificationAction: { __typename: string; data?: { message: string; data: { status: string } } } }>(
      'mutation($id: ID!) { performNotificationAction(id: $id, actionType: decline, actionData: { reason: "Away" }) { __typename ... on MutationPerformNotificationActionSuccess { data { message data } } } }',
      { id: note.id },
      cleaner.tokens.accessToken,
    );
    expect(res.data?.performNotificationAction.data?.data.status).toBe('pending');
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).cleanerId).toBeNull();
  });
});

describe('settings and mail', () => {
  it('mails where wanted and stops in-app or email per type when asked', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const prefs = await api('GET', '/notifications/preferences', { token: customer.tokens.accessToken });
    expect(prefs.body.preferences.booking_accepted).toMatchObject({ inApp: true, email: true });
    const first = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${first.id}/accept`, { token: cleaner.tokens.accessToken });
    expect((await lastMailTo(customer.email))?.subject).toBe('Booking confirmed');
    const set = await api('PUT', '/notifications/preferences', { token: customer.tokens.accessToken, body: { preferences: [{ type: 'booking_accepted', inApp: false, email: false }] } });
    expect(set.body.preferences.booking_accepted).toMatchObject({ inApp: false, email: false });
    const mailsBefore = await db.outboxMail.count({ where: { to: customer.email } });
    const second = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${second.id}/accept`, { token: cleaner.tokens.accessToken });
    expect(await db.outboxMail.count({ where: { to: customer.email } })).toBe(mailsBefore);
    expect(await db.notification.count({ where: { userId: customer.id, type: 'booking_accepted' } })).toBe(1);
    expect((await api('PUT', '/notifications/preferences', { token: customer.tokens.accessToken, body: { preferences: [{ type: 'nope', inApp: true, email: true }] } })).status).toBe(400);
  });

  it('an admin sends itself a test notification of any type; others may not', async () => {
    const res = await api('POST', '/notifications/test', { token: admin.accessToken, body: { type: 'booking_reminder' } });
    expect(res.status).toBe(201);
    const row = await db.notification.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ type: 'booking_reminder', title: 'Test: Reminders before a job (24 h and 2 h)' });
    expect((await api('POST', '/notifications/test', { token: admin.accessToken, body: { type: 'made_up' } })).status).toBe(400);
    const customer = await createUser();
    expect((await api('POST', '/notifications/test', { token: customer.tokens.accessToken, body: { type: 'booking_reminder' } })).status).toBe(403);
  });
});

describe('booking reminders', () => {
  it('sends each reminder once to customer and cleaner; none for a moved or cancelled booking', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
    const payload = { bookingId: booking.id, kind: '24h' as const, scheduledAt: booking.scheduledAt };
    const [a, b] = await Promise.all([sendBookingReminder(payload), sendBookingReminder(payload)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await sendBookingReminder(payload)).toBe(false);
    for (const userId of [customer.id, cleaner.id]) {
      expect(await db.notification.count({ where: { userId, type: 'booking_reminder', data: { path: ['bookingId'], equals: booking.id } } })).toBe(1);
    }
    // Moved: the old start's reminder sends nothing.
    const moved = new Date(Date.parse(booking.scheduledAt) + 86_400_000).toISOString();
    await api('PUT', `/bookings/${booking.id}/details`, { token: admin.accessToken, body: { scheduledAt: moved } });
    expect(await sendBookingReminder({ bookingId: booking.id, kind: '2h', scheduledAt: booking.scheduledAt })).toBe(false);
    expect(await sendBookingReminder({ bookingId: booking.id, kind: '2h', scheduledAt: moved })).toBe(true);
    // Cancelled: nothing.
    await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect(await sendBookingReminder({ bookingId: booking.id, kind: '24h', scheduledAt: moved })).toBe(false);
  });

  it('queues both reminders in the job queue when a cleaner accepts', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const customer = await createUser();
    const booking = await createBooking(customer.tokens.accessToken);
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
    const jobs = await db.$queryRaw<{ singleton_key: string; start_after: Date }[]>`
      SELECT singleton_key, start_after FROM pgboss.job WHERE name = 'booking-reminder' AND data->>'bookingId' = ${booking.id} ORDER BY start_after`;
    expect(jobs.map((j) => j.singleton_key)).toEqual([`${booking.id}:24h:${booking.scheduledAt}`, `${booking.id}:2h:${booking.scheduledAt}`]);
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(Date.parse(booking.scheduledAt) - 24 * 3_600_000);
  });
});
