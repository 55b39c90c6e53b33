/**
 * Precise list updates after booking mutations (lib/bookingLists.ts), on a real InMemoryCache:
 * a booking joins or leaves the cached `bookings` pages in the server's order, `total` and
 * `hasMore` follow, and only a page that cannot be known is dropped.
 */
import { InMemoryCache, type Reference } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compareInList, matchesStatus, parseBookingListArgs, placeBookingInLists, updatePage } from './bookingLists';

// Test-only documents are built with parse(), not gql``, so graphql-codegen does not pick them up.
const LIST = parse(`
  query List($scope: BookingScope, $status: [BookingStatus!], $page: Int, $pageSize: Int) {
    bookings(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        status
        scheduledAt
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

const BOOKING = parse(`
  fragment B on Booking {
    id
    status
    scheduledAt
  }
`);

interface Row {
  id: string;
  status: string;
  scheduledAt: string;
}

const row = (id: string, status: string, day: number): Row => ({
  id,
  status,
  scheduledAt: new Date(Date.UTC(2026, 11, day, 9)).toISOString(),
});

function newCache() {
  return new InMemoryCache({ typePolicies: { BookingPage: { keyFields: false } } });
}

function writeList(cache: InMemoryCache, variables: Record<string, unknown>, items: Row[], total: number, page = 1, pageSize = 10) {
  cache.writeQuery({
    query: LIST,
    variables,
    data: {
      bookings: {
        __typename: 'BookingPage',
        items: items.map((i) => ({ __typename: 'Booking', ...i })),
        total,
        page,
        pageSize,
        hasMore: page * pageSize < total,
      },
    },
  });
}

function readList(cache: InMemoryCache, variables: Record<string, unknown>) {
  const data = cache.readQuery<{ bookings: { items: Row[]; total: number; hasMore: boolean } }>({ query: LIST, variables });
  return data && { ids: data.bookings.items.map((i) => i.id), total: data.bookings.total, hasMore: data.bookings.hasMore };
}

/** What a mutation result does: the returned booking is normalized first. */
function mutate(cache: InMemoryCache, booking: Row) {
  cache.writeFragment({ fragment: BOOKING, data: { __typename: 'Booking', ...booking } });
}

describe('parseBookingListArgs', () => {
  it('reads the stored arguments with the server defaults', () => {
    expect(parseBookingListArgs('bookings({"page":2,"pageSize":5,"scope":"OPEN"})')).toEqual({
      scope: 'OPEN',
      status: null,
      page: 2,
      pageSize: 5,
      merged: false,
    });
    expect(parseBookingListArgs('bookings({"status":["completed"]})')).toMatchObject({ scope: 'ALL', status: ['completed'], page: 1, pageSize: 10 });
    expect(parseBookingListArgs('bookings')).toMatchObject({ scope: 'ALL', page: 1, merged: false });
    expect(parseBookingListArgs('bookings:{"scope":"MINE"}')).toMatchObject({ scope: 'MINE', merged: true });
    expect(parseBookingListArgs('booking({"id":"1"})')).toBeNull();
  });

  it('orders like the server', () => {
    const early = row('a', 'pending', 1);
    const late = row('b', 'pending', 2);
    expect(compareInList('OPEN', early, late)).toBeLessThan(0);
    expect(compareInList('MINE', early, late)).toBeGreaterThan(0);
    expect(matchesStatus({ scope: 'ALL', status: ['confirmed'], page: 1, pageSize: 10, merged: false }, 'pending')).toBe(false);
  });
});

describe('placeBookingInLists', () => {
  it('an accepted job leaves "Available" and joins "My jobs" in date order (descending)', () => {
    const cache = newCache();
    const open = { scope: 'OPEN', page: 1, pageSize: 10 };
    const mine = { scope: 'MINE', page: 1, pageSize: 10 };
    const completed = { scope: 'MINE', status: ['completed'], page: 1, pageSize: 10 };
    writeList(cache, open, [row('1', 'pending', 3), row('2', 'pending', 5)], 2);
    writeList(cache, mine, [row('9', 'confirmed', 10), row('8', 'completed', 1)], 2);
    writeList(cache, completed, [row('8', 'completed', 1)], 1);

    mutate(cache, row('2', 'confirmed', 5));
    placeBookingInLists(cache, '2', (list) => list.scope !== 'OPEN' && matchesStatus(list, 'confirmed'));

    expect(readList(cache, open)).toEqual({ ids: ['1'], total: 1, hasMore: false });
    expect(readList(cache, mine)).toEqual({ ids: ['9', '2', '8'], total: 3, hasMore: false });
    expect(readList(cache, completed)).toEqual({ ids: ['8'], total: 1, hasMore: false });
  });

  it('a new booking joins page 1 in order and pushes the last item off a full page', () => {
    const cache = newCache();
    const upcoming = { status: ['pending', 'confirmed'], pageSize: 2 };
    writeList(cache, upcoming, [row('5', 'pending', 20), row('4', 'confirmed', 10)], 3, 1, 2);

    mutate(cache, row('6', 'pending', 15));
    placeBookingInLists(cache, '6', (list) => matchesStatus(list, 'pending'));

    expect(readList(cache, upcoming)).toEqual({ ids: ['5', '6'], total: 4, hasMore: true });
  });

  it('a booking that sorts after a full page only raises the total', () => {
    const cache = newCache();
    const vars = { pageSize: 2 };
    writeList(cache, vars, [row('5', 'pending', 20), row('4', 'pending', 10)], 2, 1, 2);
    mutate(cache, row('1', 'pending', 1));
    placeBookingInLists(cache, '1', () => true);
    expect(readList(cache, vars)).toEqual({ ids: ['5', '4'], total: 3, hasMore: true });
  });

  it('a cancelled booking leaves status-filtered lists and stays (updated) in unfiltered ones', () => {
    const cache = newCache();
    const all = { page: 1, pageSize: 10 };
    const active = { status: ['pending', 'confirmed'], page: 1, pageSize: 10 };
    writeList(cache, all, [row('1', 'pending', 3)], 1);
    writeList(cache, active, [row('1', 'pending', 3)], 1);

    mutate(cache, row('1', 'cancelled', 3));
    placeBookingInLists(cache, '1', (list) => matchesStatus(list, 'cancelled'));

    expect(readList(cache, all)).toEqual({ ids: ['1'], total: 1, hasMore: false });
    expect(readList(cache, active)).toEqual({ ids: [], total: 0, hasMore: false });
  });

  it('drops only a later page it cannot place (that page alone is asked for again)', () => {
    const cache = newCache();
    const page1 = { scope: 'MINE', page: 1, pageSize: 1 };
    const page2 = { scope: 'MINE', page: 2, pageSize: 1 };
    writeList(cache, page1, [row('9', 'confirmed', 30)], 2, 1, 1);
    writeList(cache, page2, [row('8', 'confirmed', 10)], 2, 2, 1);

    mutate(cache, row('7', 'confirmed', 20));
    placeBookingInLists(cache, '7', () => true);

    expect(readList(cache, page1)).toEqual({ ids: ['9'], total: 3, hasMore: true });
    expect(readList(cache, page2)).toBeNull();
  });

  it('keeps every loaded page of a merged (infinite) list', () => {
    const target: Reference = { __ref: 'Booking:new' };
    const items: Reference[] = [{ __ref: 'Booking:a' }, { __ref: 'Booking:b' }, { __ref: 'Booking:c' }];
    const keys: Record<string, { scheduledAt: string; id: string }> = {
      'Booking:a': row('a', 'pending', 1),
      'Booking:b': row('b', 'pending', 2),
      'Booking:c': row('c', 'pending', 3),
      'Booking:new': row('new', 'pending', 4),
    };
    const update = updatePage(
      { items, total: 3, hasMore: false },
      { scope: 'OPEN', status: null, page: 1, pageSize: 2, merged: true },
      target,
      true,
      (ref) => keys[ref.__ref],
    );
    expect(update).toEqual({ kind: 'replace', page: { items: [...items, target], total: 4, hasMore: false } });
  });
});
