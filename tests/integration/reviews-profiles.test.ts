/**
 * Reviews (docs/decisions/0019) and profiles and availability
 * over /api and GraphQL: one review per completed booking with the catalogue's errors, the
 * cleaner's rating, the caller's reviews, public reviews, admin moderation; profile and email
 * change by link, password change ending other sessions; cleaner profile; weekly hours, days off
 * and services deciding the open jobs a cleaner is offered, and the accept warning.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, futureIso, gql, lastMailTo, login, setupDatabase, tokenFromMail, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});

/** A booking of `customer` taken by `cleaner` and completed. */
async function completedBooking(customer: TestUser, cleaner: TestUser) {
  const booking = await createBooking(customer.tokens.accessToken, { zipCode: '94105' });
  expect((await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
  await db.booking.update({ where: { id: booking.id }, data: { status: 'completed', completedAt: new Date() } });
  return booking;
}

describe('reviews', () => {
  let customer: TestUser;
  let other: TestUser;
  let cleaner: TestUser;
  beforeAll(async () => {
    [customer, other, cleaner] = await Promise.all([
      createUser({ firstName: 'Reviewer' }),
      createUser({ firstName: 'Other' }),
      createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Rated' }),
    ]);
  });

  it('a customer reviews their completed booking once; the cleaner rating is the average', async () => {
    const first = await completedBooking(customer, cleaner);
    const second = await completedBooking(customer, cleaner);
    const res = await api('POST', `/bookings/${first.id}/review`, { token: customer.tokens.accessToken, body: { rating: 5, comment: 'Spotless kitchen.' } });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ rating: 5, review_type: 'customer', badge: 'Verified', reviewer_name: 'Reviewer U.', cleaner_name: 'Rated U.' });
    expect((await api('POST', `/bookings/${first.id}/review`, { token: customer.tokens.accessToken, body: { rating: 4 } })).status).toBe(409);
    await api('POST', `/bookings/${second.id}/review`, { token: customer.tokens.accessToken, body: { rating: 2, comment: 'Late.' } });
    const profile = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } });
    expect(profile).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    const mine = await api('GET', '/users/reviews', { token: customer.tokens.accessToken });
    expect(mine.body.total).toBe(2);
    const received = await api('GET', '/users/reviews?limit=1', { token: cleaner.tokens.accessToken });
    expect(received.body).toMatchObject({ total: 2, limit: 1 });
    expect(received.body.reviews).toHaveLength(1);
  });

  it("refuses a booking that is not completed (409), someone else's (404), bad ratings and long comments (400)", async () => {
    const open = await createBooking(customer.tokens.accessToken);
    expect((await api('POST', `/bookings/${open.id}/review`, { token: customer.tokens.accessToken, body: { rating: 5 } })).status).toBe(409);
    const done = await completedBooking(customer, cleaner);
    expect((await api('POST', `/bookings/${done.id}/review`, { token: other.tokens.accessToken, body: { rating: 5 } })).status).toBe(404);
    expect((await api('POST', `/bookings/${done.id}/review`, { token: cleaner.tokens.accessToken, body: { rating: 5 } })).status).toBe(403);
    const zero = await api('POST', `/bookings/${done.id}/review`, { token: customer.tokens.accessToken, body: { rating: 0 } });
    expect([zero.status, zero.body.field]).toEqual([400, 'rating']);
    const long = await api('POST', `/bookings/${done.id}/review`, { token: customer.tokens.accessToken, body: { rating: 4, comment: 'x'.repeat(2001) } });
    expect([long.status, long.body.field]).toEqual([400, 'comment']);
    expect((await api('POST', `/bookings/${done.id}/review`, { token: customer.tokens.accessToken, body: { rating: 4, comment: 'x'.repeat(2000) } })).status).toBe(201);
  });

  it('admins feature, hide, edit and remove reviews; public reviews follow; the rating follows', async () => {
    const done = await completedBooking(other, cleaner);
    const review = (await api('POST', `/bookings/${done.id}/review`, { token: other.tokens.accessToken, body: { rating: 1, comment: 'A unique public comment 7f3a' } })).body.review;
    const publicIds = async (featured: boolean) => (await api('GET', `/reviews/public?limit=50&featured=${featured}`)).body.reviews.map((r: { id: string }) => r.id);
    expect(await publicIds(true)).not.toContain(review.id);
    const featured = await api('PUT', `/admin/reviews/${review.id}`, { token: admin.accessToken, body: { featured: true } });
    expect(featured.body.review.featured).toBe(true);
    expect((await publicIds(true))[0]).toBeDefined();
    expect(await publicIds(true)).toContain(review.id);
    const before = (await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } })).ratingCount;
    await api('PUT', `/admin/reviews/${review.id}`, { token: admin.accessToken, body: { hidden: true } });
    expect(await publicIds(false)).not.toContain(review.id);
    expect((await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } })).ratingCount).toBe(before - 1);
    const filtered = await api('GET', `/admin/reviews?hidden=true&cleanerId=${cleaner.id}`, { token: admin.accessToken });
    expect(filtered.body.reviews.map((r: { id: string }) => r.id)).toEqual([review.id]);
    expect((await api('PUT', `/admin/reviews/${review.id}`, { token: admin.accessToken, body: {} })).status).toBe(400);
    expect((await api('DELETE', `/admin/reviews/${review.id}`, { token: admin.accessToken })).status).toBe(200);
    expect((await api('DELETE', `/admin/reviews/${review.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await api('PUT', `/admin/reviews/${review.id}`, { token: other.tokens.accessToken, body: { featured: true } })).status).toBe(403);
  });

  it("admins search reviews by comment, reviewer's name or email, and cleaner's name", async () => {
    const done = await completedBooking(other, cleaner);
    const review = (await api('POST', `/bookings/${done.id}/review`, { token: other.tokens.accessToken, body: { rating: 4, comment: 'Tidy and quick.' } })).body.review;
    const found = async (search: string) =>
      (await api('GET', `/admin/reviews?limit=100&search=${encodeURIComponent(search)}`, { token: admin.accessToken })).body.reviews.map((r: { id: string }) => r.id);
    expect(await found('TIDY AND')).toContain(review.id);
    expect(await found(other.email.toUpperCase())).toEqual([review.id]);
    expect(await found('rated')).toContain(review.id);
    expect(await found('no review says this 9q2')).toEqual([]);
    const viaGraphql = await gql('query ($s: String) { adminReviews(search: $s) { total items { id } } }', { s: other.email }, admin.accessToken);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data!.adminReviews.items.map((r: { id: string }) => r.id)).toEqual([review.id]);
    await api('DELETE', `/admin/reviews/${review.id}`, { token: admin.accessToken });
  });

  it("admins write Pro Reviews, read ratings per cleaner, stats and one cleaner's reviews", async () => {
    const pro = await api('POST', '/admin/reviews', { token: admin.accessToken, body: { rating: 5, comment: 'Inspected on site.', cleanerId: cleaner.id, featured: true } });
    expect(pro.status).toBe(201);
    expect(pro.body.review).toMatchObject({ review_type: 'admin', badge: 'Pro Review' });
    const pub = (await api('GET', '/reviews/public?featured=true')).body.reviews.find((r: { id: string }) => r.id === pro.body.review.id);
    expect(pub).toMatchObject({ badge: 'Pro Review', role_label: 'Professional Review' });
    const ratings = await api('GET', '/admin/reviews/cleaners?limit=100', { token: admin.accessToken });
    const mine = ratings.body.cleaners.find((c: { cleanerId: string }) => c.cleanerId === cleaner.id);
    const agg = await db.review.aggregate({ where: { cleanerId: cleaner.id, hidden: false }, _avg: { rating: true }, _count: { _all: true } });
    expect(mine).toMatchObject({ ratingCount: agg._count._all, ratingAverage: Math.round(agg._avg.rating! * 100) / 100 });
    expect(ratings.body.total).toBe(await db.cleanerProfile.count());
    const stats = await api('GET', '/admin/reviews/stats', { token: admin.accessToken });
    expect(stats.body.stats.total).toBe(await db.review.count());
    expect(stats.body.stats.byRating.reduce((a: number, b: number) => a + b, 0)).toBe(stats.body.stats.total);
    const ofCleaner = await api('GET', `/admin/cleaners/${cleaner.id}/reviews`, { token: admin.accessToken });
    expect(ofCleaner.body.total).toBe(await db.review.count({ where: { cleanerId: cleaner.id } }));
    expect((await api('GET', `/admin/cleaners/${customer.id}/reviews`, { token: admin.accessToken })).status).toBe(404);
    expect((await api('GET', '/admin/reviews/stats', { token: cleaner.tokens.accessToken })).status).toBe(403);
  });

  it('GraphQL: createReview with errors as data, Booking.review, updateReview', async () => {
    const done = await completedBooking(customer, cleaner);
    const q = 'mutation R($id: ID!) { createReview(bookingId: $id, rating: 4, comment: "Good") { __typename ... on ConflictError { message } ... on MutationCreateReviewSuccess { data { id rating badge } } } }';
    const created = await gql<{ createReview: { __typename: string; data: { id: string; rating: number } } }>(q, { id: done.id }, customer.tokens.accessToken);
    expect(created.data?.createReview.data.rating).toBe(4);
    const again = await gql<{ createReview: { __typename: string } }>(q, { id: done.id }, customer.tokens.accessToken);
    expect(again.data?.createReview.__typename).toBe('ConflictError');
    const booking = await gql<{ booking: { review: { rating: number } } }>('query B($id: ID!) { booking(id: $id) { review { rating } } }', { id: done.id }, customer.tokens.accessToken);
    expect(booking.data?.booking.review.rating).toBe(4);
  });
});

describe('profiles', () => {
  it('GET and PUT /users/profile; a new email waits for its link, then replaces the old one', async () => {
    const user = await createUser({ firstName: 'Profiled' });
    const token = user.tokens.accessToken;
    const put = await api('PUT', '/users/profile', { token, body: { firstName: 'Pat', phone: '+1 415 555 0100', defaultAddress: '1 Main St', defaultCity: 'San Francisco', defaultZipCode: '94105' } });
    expect(put.status).toBe(200);
    expect(put.body.user).toMatchObject({ firstName: 'Pat', phone: '+1 415 555 0100', defaultZipCode: '94105', pendingEmail: null });
    expect((await api('PUT', '/users/profile', { token, body: { defaultZipCode: '941' } })).body.field).toBe('defaultZipCode');
    expect((await api('PUT', '/users/profile', { token, body: { role: 'admin' } })).status).toBe(400);
    expect((await api('PUT', '/users/profile', { token, body: { email: 'customer@demo.test' } })).status).toBe(409);
    const newEmail = `new.${user.email}`;
    const change = await api('PUT', '/users/profile', { token, body: { email: newEmail } });
    expect(change.body).toMatchObject({ emailVerificationSent: true, user: { email: user.email, pendingEmail: newEmail } });
    const mail = await lastMailTo(newEmail);
    const verified = await api('GET', `/auth/verify-email?token=${encodeURIComponent(tokenFromMail(mail!.text))}`);
    expect(verified.status).toBe(200);
    const me = await api('GET', '/users/profile', { token });
    // The address and city set first were kept through every update that left them out.
    expect(me.body.user).toMatchObject({ email: newEmail, pendingEmail: null, defaultAddress: '1 Main St', defaultCity: 'San Francisco' });
    // null clears them.
    const cleared = await api('PUT', '/users/profile', { token, body: { defaultAddress: null, defaultCity: '' } });
    expect(cleared.body.user).toMatchObject({ defaultAddress: null, defaultCity: null, defaultZipCode: '94105' });
    await login(newEmail, user.password);
  });

  it('change-password needs the current password and ends the other sessions only', async () => {
    const user = await createUser();
    const other = await login(user.email, user.password);
    const wrong = await api('PUT', '/users/change-password', { token: user.tokens.accessToken, body: { currentPassword: 'Nope1234!', newPassword: 'Better123!' } });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'currentPassword']);
    const weak = await api('PUT', '/users/change-password', { token: user.tokens.accessToken, body: { currentPassword: user.password, newPassword: 'short' } });
    expect([weak.status, weak.body.field]).toEqual([400, 'newPassword']);
    const ok = await api('PUT', '/users/change-password', { token: user.tokens.accessToken, body: { currentPassword: user.password, newPassword: 'Better123!' } });
    expect(ok.body.sessionsRevoked).toBe(1);
    expect((await api('GET', '/auth/me', { token: user.tokens.accessToken })).status).toBe(200);
    expect((await api('GET', '/auth/me', { token: other.accessToken })).status).toBe(401);
    await login(user.email, 'Better123!');
  });

  it('GET /users/bookings pages the caller\'s own bookings', async () => {
    const user = await createUser();
    await createBooking(user.tokens.accessToken);
    await createBooking(user.tokens.accessToken);
    const res = await api('GET', '/users/bookings?limit=1', { token: user.tokens.accessToken });
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 1 });
  });
});

describe('cleaner profile and availability', () => {
  it('offers open jobs only inside the weekly hours, off days off and for services offered; accepting outside is warned', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['981'] });
    const customer = await createUser();
    const token = cleaner.tokens.accessToken;
    // A job at 16:00 UTC, 2 hours, in Seattle's 981xx.
    const at = futureIso(40, 16);
    const job = await createBooking(customer.tokens.accessToken, { zipCode: '98101', city: 'Seattle', scheduledAt: at });
    const openIds = async () => (await api('GET', '/bookings?scope=OPEN&limit=100', { token })).body.bookings.map((b: { id: string }) => b.id);
    expect(await openIds()).toContain(job.id);
    const weekday = new Date(at).getUTCDay();
    // Hours 08:00-12:00 UTC that day: the 16:00 job is outside.
    const set = await api('PUT', '/users/availability', { token, body: { timeZone: 'UTC', weeklyHours: [{ weekday, start: '08:00', end: '12:00' }] } });
    expect(set.status).toBe(200);
    expect(set.body.availability).toMatchObject({ timeZone: 'UTC', hoursSet: true, weeklyHours: [{ weekday, start: '08:00', end: '12:00' }] });
    expect(await openIds()).not.toContain(job.id);
    // 09:00-18:00 in UTC holds it; the same hours in Los Angeles (UTC-8) do not (16:00 UTC = 08:00 there).
    await api('PUT', '/users/availability', { token, body: { timeZone: 'UTC', weeklyHours: [{ weekday, start: '09:00', end: '18:00' }] } });
    expect(await openIds()).toContain(job.id);
    await api('PUT', '/users/availability', { token, body: { timeZone: 'America/Los_Angeles', weeklyHours: [{ weekday, start: '09:00', end: '18:00' }] } });
    expect(await openIds()).not.toContain(job.id);
    // A day off hides it even inside the hours.
    await api('PUT', '/users/availability', { token, body: { timeZone: 'UTC', weeklyHours: [{ weekday, start: '00:00', end: '24:00' }], daysOff: [{ date: at.slice(0, 10) }] } });
    expect(await openIds()).not.toContain(job.id);
    await api('PUT', '/users/availability', { token, body: { timeZone: 'UTC', weeklyHours: [{ weekday, start: '00:00', end: '24:00' }] } });
    expect(await openIds()).toContain(job.id);
    // Services: offering only service 2 hides a service-1 job.
    const profile = await api('PUT', '/users/cleaner-profile', { token, body: { offeredServiceIds: [2], bio: 'Ten years of deep cleans.', yearsExperience: 10 } });
    expect(profile.body.user.cleanerProfile).toMatchObject({ offeredServiceIds: [2], yearsExperience: 10 });
    expect(await openIds()).not.toContain(job.id);
    // Accepting outside is allowed, with a warning.
    const accepted = await api('POST', `/bookings/${job.id}/accept`, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.warning).toMatch(/outside your working hours/);
  });

  it('refuses bad hours, time zones and service ids; only cleaners', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const token = cleaner.tokens.accessToken;
    const put = (body: unknown) => api('PUT', '/users/availability', { token, body });
    expect((await put({ timeZone: 'Mars/Olympus', weeklyHours: [] })).body.field).toBe('timeZone');
    expect((await put({ timeZone: 'UTC', weeklyHours: [{ weekday: 1, start: '12:00', end: '09:00' }] })).body.field).toBe('weeklyHours.0.end');
    expect((await put({ timeZone: 'UTC', weeklyHours: [{ weekday: 7, start: '09:00', end: '10:00' }] })).body.field).toBe('weeklyHours.0.weekday');
    expect((await put({ timeZone: 'UTC', weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '13:00' }] })).status).toBe(400);
    expect((await api('PUT', '/users/cleaner-profile', { token, body: { offeredServiceIds: [99999] } })).status).toBe(404);
    expect((await api('PUT', '/users/cleaner-profile', { token, body: { serviceZipPrefixes: ['94'] } })).body.field).toBe('serviceZipPrefixes.0');
    const customer = await createUser();
    expect((await api('PUT', '/users/availability', { token: customer.tokens.accessToken, body: { timeZone: 'UTC', weeklyHours: [] } })).status).toBe(403);
    expect((await api('PUT', '/users/cleaner-profile', { token: customer.tokens.accessToken, body: { bio: 'x' } })).status).toBe(403);
  });

  it('decides the cleaner role before it reads the input, on /api as on GraphQL', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    // Hours that fail validation (unknown time zone, weekday 9, a window ending before it starts) still get the role error.
    const bad = { timeZone: 'Mars/Olympus', weeklyHours: [{ weekday: 9, start: '12:00', end: '09:00' }] };
    expect((await api('PUT', '/users/availability', { token: customer.tokens.accessToken, body: bad })).status).toBe(403);
    expect((await api('PUT', '/users/availability', { token: customer.tokens.accessToken, body: {} })).status).toBe(403);
    expect((await api('PUT', '/users/cleaner-profile', { token: customer.tokens.accessToken, body: { serviceZipPrefixes: ['94'], yearsExperience: 99 } })).status).toBe(403);
    const mutation = 'mutation { setAvailability(timeZone: "Mars/Olympus", weeklyHours: [{ weekday: 9, start: "12:00", end: "09:00" }]) { __typename ... on Error { code } } }';
    expect((await gql(mutation, {}, customer.tokens.accessToken)).data?.setAvailability).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    // The cleaner gets the input error: 400 on /api, a ValidationError member on GraphQL.
    expect((await api('PUT', '/users/availability', { token: cleaner.tokens.accessToken, body: bad })).status).toBe(400);
    const invalid = await gql(mutation.replace('... on Error { code }', '... on ValidationError { field }'), {}, cleaner.tokens.accessToken);
    expect(invalid.data?.setAvailability).toEqual({ __typename: 'ValidationError', field: 'timeZone' });
  });

  it('GraphQL: setAvailability and myAvailability', async () => {
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const res = await gql<{ setAvailability: { data: { weeklyHours: { weekday: number; start: string }[] } } }>(
      'mutation { setAvailability(timeZone: "America/New_York", weeklyHours: [{ weekday: 1, start: "09:00", end: "17:00" }]) { ... on MutationSetAvailabilitySuccess { data { weeklyHours { weekday start } } } } }',
      {},
      cleaner.tokens.accessToken,
    );
    expect(res.data?.setAvailability.data.weeklyHours).toEqual([{ weekday: 1, start: '09:00' }]);
    const read = await gql<{ myAvailability: { timeZone: string } }>('{ myAvailability { timeZone hoursSet } }', {}, cleaner.tokens.accessToken);
    expect(read.data?.myAvailability.timeZone).toBe('America/New_York');
  });
});
