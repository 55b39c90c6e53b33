/**
 * A customer's favourite cleaners (docs/decisions/0027; "Contracts the web app and
 * partners rely on") over /api and GraphQL: a favourite must have completed a job for the
 * customer; add and remove are idempotent; the list is paged; Booking.cleanerIsFavorite; only
 * customers (cleaners and admins 403, signed out 401).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

/** A booking of `customer` taken by `cleaner`, completed unless `complete` is false. */
async function jobDoneBy(customer: TestUser, cleaner: TestUser, complete = true) {
  const booking = await createBooking(customer.tokens.accessToken, { zipCode: '94105' });
  expect((await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken })).status).toBe(200);
  if (complete) await db.booking.update({ where: { id: booking.id }, data: { status: 'completed', completedAt: new Date() } });
  return booking;
}

const LIST = 'query($page: Int, $limit: Int) { favoriteCleaners(page: $page, limit: $limit) { page limit total items { createdAt cleaner { cleanerId displayName initials rating } } } }';
const ADD = 'mutation($id: ID!) { addFavoriteCleaner(cleanerId: $id) { __typename ... on Error { code message } ... on MutationAddFavoriteCleanerSuccess { data { createdAt cleaner { cleanerId displayName } } } } }';
const REMOVE = 'mutation($id: ID!) { removeFavoriteCleaner(cleanerId: $id) { __typename ... on Error { code message } ... on MutationRemoveFavoriteCleanerSuccess { data { cleanerId } } } }';
const IS_FAVORITE = 'query($id: ID!) { booking(id: $id) { id cleanerIsFavorite } }';

describe('favourite cleaners', () => {
  let customer: TestUser;
  let first: TestUser;
  let second: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [customer, first, second, stranger] = await Promise.all([
      createUser({ firstName: 'Fan' }),
      createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Favourite' }),
      createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Second' }),
      createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Stranger' }),
    ]);
  });

  it('refuses a cleaner who has not completed a job for the customer (409), and unknown ids (404)', async () => {
    const token = customer.tokens.accessToken;
    const never = await api('POST', `/users/favorites/${stranger.id}`, { token });
    expect(never.status).toBe(409);
    expect(never.body).toMatchObject({ success: false, code: 'CONFLICT_ERROR' });
    expect(never.body.error).toMatch(/completed a job/);
    // Taken but not completed yet.
    await jobDoneBy(customer, stranger, false);
    expect((await api('POST', `/users/favorites/${stranger.id}`, { token })).status).toBe(409);
    const viaGql = await gql(ADD, { id: stranger.id }, token);
    expect(viaGql.data?.addFavoriteCleaner).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT_ERROR' });

    expect((await api('POST', `/users/favorites/${randomUUID()}`, { token })).status).toBe(404);
    // A customer is not a cleaner.
    expect((await api('POST', `/users/favorites/${customer.id}`, { token })).status).toBe(404);
    expect((await api('DELETE', `/users/favorites/${randomUUID()}`, { token })).status).toBe(404);
    expect((await gql(ADD, { id: 'no-such-cleaner' }, token)).data?.addFavoriteCleaner).toMatchObject({ __typename: 'NotFoundError' });
    expect((await api('POST', '/users/favorites/not-a-uuid', { token })).status).toBe(404);
    expect(await db.favoriteCleaner.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it('adds a cleaner after a completed job, idempotently, and lists favourites paged, newest first', async () => {
    const token = customer.tokens.accessToken;
    await jobDoneBy(customer, first);
    const added = await api('POST', `/users/favorites/${first.id}`, { token });
    expect(added.status).toBe(200);
    expect(added.body.favorite).toMatchObject({ cleaner: { cleanerId: first.id, displayName: 'Favourite U.', initials: 'FU', completedJobs: 1 }, createdAt: expect.any(String) });
    // A card: no email, phone or address.
    expect(JSON.stringify(added.body)).not.toMatch(/@example\.test|phone|address/i);
    const again = await api('POST', `/users/favorites/${first.id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body.favorite.createdAt).toBe(added.body.favorite.createdAt);
    expect(await db.favoriteCleaner.count({ where: { customerId: customer.id } })).toBe(1);

    await jobDoneBy(customer, second);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const viaGql = await gql(ADD, { id: second.id }, token);
    expect(viaGql.data?.addFavoriteCleaner).toMatchObject({ __typename: 'MutationAddFavoriteCleanerSuccess', data: { cleaner: { cleanerId: second.id, displayName: 'Second U.' } } });

    const all = await api('GET', '/users/favorites', { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(all.body.favorites.map((f: { cleaner: { cleanerId: string } }) => f.cleaner.cleanerId)).toEqual([second.id, first.id]);
    const page2 = await api('GET', '/users/favorites?page=2&limit=1', { token });
    expect(page2.body).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(page2.body.favorites.map((f: { cleaner: { cleanerId: string } }) => f.cleaner.cleanerId)).toEqual([first.id]);
    const listed = await gql<{ favoriteCleaners: { total: number; items: { cleaner: { cleanerId: string } }[] } }>(LIST, { page: 1, limit: 1 }, token);
    expect(listed.data?.favoriteCleaners).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ cleaner: { cleanerId: second.id } }] });
    expect((await api('GET', '/users/favorites?limit=0', { token })).body.field).toBe('limit');
    expect((await api('GET', '/users/favorites?limit=101', { token })).status).toBe(400);
    expect((await api('GET', '/users/favorites?page=abc', { token })).body.field).toBe('page');

    // Another customer's list is their own.
    const other = await createUser();
    expect((await api('GET', '/users/favorites', { token: other.tokens.accessToken })).body).toMatchObject({ total: 0, favorites: [] });
  });

  it("tells the booking's customer, and no one else, that its cleaner is a favourite", async () => {
    const booking = await jobDoneBy(customer, first);
    const notFavourite = await jobDoneBy(customer, stranger);
    const mine = await gql<{ booking: { cleanerIsFavorite: boolean } }>(IS_FAVORITE, { id: booking.id }, customer.tokens.accessToken);
    expect(mine.data?.booking.cleanerIsFavorite).toBe(true);
    expect((await gql<{ booking: { cleanerIsFavorite: boolean } }>(IS_FAVORITE, { id: notFavourite.id }, customer.tokens.accessToken)).data?.booking.cleanerIsFavorite).toBe(false);
    expect((await gql<{ booking: { cleanerIsFavorite: boolean } }>(IS_FAVORITE, { id: booking.id }, first.tokens.accessToken)).data?.booking.cleanerIsFavorite).toBe(false);
    const admin = await login('admin@demo.test');
    expect((await gql<{ booking: { cleanerIsFavorite: boolean } }>(IS_FAVORITE, { id: booking.id }, admin.accessToken)).data?.booking.cleanerIsFavorite).toBe(false);
    // In a list: every booking answers, from one read of the favourites.
    const list = await gql<{ bookings: { items: { id: string; cleanerIsFavorite: boolean }[] } }>(
      '{ bookings(scope: MINE, pageSize: 100) { items { id cleanerIsFavorite } } }',
      {},
      customer.tokens.accessToken,
    );
    const flags = new Map(list.data?.bookings.items.map((b) => [b.id, b.cleanerIsFavorite]));
    expect(flags.get(booking.id)).toBe(true);
    expect(flags.get(notFavourite.id)).toBe(false);
  });

  it('removes a favourite, idempotently', async () => {
    const token = customer.tokens.accessToken;
    const removed = await api('DELETE', `/users/favorites/${first.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.cleaner).toMatchObject({ cleanerId: first.id });
    expect((await api('DELETE', `/users/favorites/${first.id}`, { token })).status).toBe(200);
    expect((await gql(REMOVE, { id: first.id }, token)).data?.removeFavoriteCleaner).toMatchObject({ __typename: 'MutationRemoveFavoriteCleanerSuccess', data: { cleanerId: first.id } });
    // Never a favourite: removing it succeeds too.
    expect((await api('DELETE', `/users/favorites/${stranger.id}`, { token })).status).toBe(200);
    const left = await api('GET', '/users/favorites', { token });
    expect(left.body).toMatchObject({ total: 1 });
    expect(left.body.favorites[0].cleaner.cleanerId).toBe(second.id);
  });

  it('is for customers only: cleaners and admins 403, signed out 401, decided before the input', async () => {
    const admin = await login('admin@demo.test');
    for (const token of [first.tokens.accessToken, admin.accessToken]) {
      expect((await api('GET', '/users/favorites', { token })).status).toBe(403);
      expect((await api('GET', '/users/favorites?limit=0', { token })).status).toBe(403);
      expect((await api('POST', `/users/favorites/${first.id}`, { token })).status).toBe(403);
      expect((await api('DELETE', `/users/favorites/${first.id}`, { token })).status).toBe(403);
      expect((await gql(ADD, { id: first.id }, token)).data?.addFavoriteCleaner).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
      expect((await gql(REMOVE, { id: first.id }, token)).data?.removeFavoriteCleaner).toMatchObject({ __typename: 'AuthorizationError' });
      const list = await gql(LIST, { limit: 0 }, token);
      expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    }
    expect((await api('GET', '/users/favorites')).status).toBe(401);
    expect((await api('POST', `/users/favorites/${first.id}`)).status).toBe(401);
    expect((await api('DELETE', `/users/favorites/${first.id}`)).status).toBe(401);
    expect((await gql(ADD, { id: first.id })).data?.addFavoriteCleaner).toMatchObject({ __typename: 'AuthenticationError' });
    expect((await gql(LIST)).errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_ERROR');
  });
});
