/**
 * Precise cache updates for the paged `bookings(scope, status, page, pageSize)` lists after a
 * booking mutation (conventions: "One hook per mutation, with the cache update next to it").
 * The mutation's returned booking is normalized by Apollo already; this moves its reference into
 * or out of each cached list page it now does or no longer belongs to, in the server's order
 * (OPEN: scheduledAt ascending; otherwise scheduledAt descending; then id), and keeps `total`
 * and `hasMore` right. A page whose content cannot be known from the cache (the booking sorts
 * before the first item of page 2 or later) is dropped alone, so only that page asks the server
 * again; nothing is refetched by operation name and no whole field is evicted.
 */
import type { ApolloCache, Reference } from '@apollo/client';

export type BookingScope = 'ALL' | 'MINE' | 'OPEN';

/** The arguments of one cached `bookings(...)` field, with the server's defaults filled in. */
export interface BookingListArgs {
  scope: BookingScope;
  /** Status filter; null when the list shows every status. */
  status: readonly string[] | null;
  page: number;
  pageSize: number;
  /**
   * True when a field policy with keyArgs stores every loaded page as one list (`bookings:{...}`,
   * an infinite list): the list is then pages 1..n together, not one page.
   */
  merged: boolean;
}

/** The stored shape of a BookingPage (keyFields: false, so it is embedded in ROOT_QUERY). */
interface StoredBookingPage {
  __typename?: string;
  items?: readonly Reference[];
  total?: number;
  page?: number;
  pageSize?: number;
  hasMore?: boolean;
}

/**
 * Reads the arguments from a store field name such as
 * `bookings({"page":1,"pageSize":10,"scope":"OPEN"})` (or `bookings:{...}` under keyArgs).
 * Returns null for anything else.
 */
export function parseBookingListArgs(storeFieldName: string): BookingListArgs | null {
  const match = /^bookings(?:\((.*)\)|:(.*))?$/s.exec(storeFieldName);
  if (!match) return null;
  let raw: Record<string, unknown> = {};
  const json = match[1] ?? match[2];
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const scope = raw.scope === 'MINE' || raw.scope === 'OPEN' ? raw.scope : 'ALL';
  const status = Array.isArray(raw.status) && raw.status.length ? raw.status.filter((s): s is string => typeof s === 'string') : null;
  const merged = match[2] !== undefined && raw.page === undefined;
  const page = typeof raw.page === 'number' && raw.page >= 1 ? raw.page : 1;
  const pageSize = typeof raw.pageSize === 'number' && raw.pageSize >= 1 ? raw.pageSize : 10;
  return { scope, status, page, pageSize, merged };
}

/** Whether a list's status filter lets `status` in. */
export function matchesStatus(list: BookingListArgs, status: string): boolean {
  return list.status === null || list.status.includes(status);
}

/** Server order of a list: negative when `a` comes before `b`. */
export function compareInList(scope: BookingScope, a: { scheduledAt: string; id: string }, b: { scheduledAt: string; id: string }): number {
  const time = Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt);
  if (time !== 0) return scope === 'OPEN' ? time : -time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** What to do with one cached page: keep it as is, replace it, or drop it (the page is refetched). */
export type PageUpdate = { kind: 'keep' } | { kind: 'replace'; page: StoredBookingPage } | { kind: 'drop' };

/**
 * The pure decision for one page: `target` is the booking's reference, `belongs` whether it now
 * belongs to this list, `sortKey` reads a reference's scheduledAt and id (undefined when unknown).
 */
export function updatePage(
  existing: StoredBookingPage,
  args: BookingListArgs,
  target: Reference,
  belongs: boolean,
  sortKey: (ref: Reference) => { scheduledAt: string; id: string } | undefined,
): PageUpdate {
  const items = existing.items ?? [];
  const total = existing.total ?? items.length;
  const present = items.some((item) => item.__ref === target.__ref);
  if (present === belongs) return { kind: 'keep' };
  // A merged list holds every loaded page; a page holds at most pageSize items.
  const capacity = args.merged ? Number.POSITIVE_INFINITY : args.pageSize;
  const hasMore = (count: number, loaded: number) => (args.merged ? loaded < count : args.page * args.pageSize < count);

  if (present) {
    const nextItems = items.filter((item) => item.__ref !== target.__ref);
    const nextTotal = Math.max(0, total - 1);
    return { kind: 'replace', page: { ...existing, items: nextItems, total: nextTotal, hasMore: hasMore(nextTotal, nextItems.length) } };
  }

  const key = sortKey(target);
  const keys = items.map(sortKey);
  if (!key || keys.some((k) => k === undefined)) return { kind: 'drop' };
  const position = keys.findIndex((k) => compareInList(args.scope, key, k!) < 0);
  const nextTotal = total + 1;
  if (position === -1) {
    // After every loaded item: on this page only if it is the last one and has room.
    const lastPage = !(existing.hasMore ?? hasMore(total, items.length));
    if (lastPage && items.length < capacity) {
      const nextItems = [...items, target];
      return { kind: 'replace', page: { ...existing, items: nextItems, total: nextTotal, hasMore: hasMore(nextTotal, nextItems.length) } };
    }
    return { kind: 'replace', page: { ...existing, total: nextTotal, hasMore: hasMore(nextTotal, items.length) } };
  }
  // Before the first item of a later page: it may belong to an earlier page, and this page's
  // first item would then come from the page before, which the cache may not hold.
  if (position === 0 && args.page > 1) return { kind: 'drop' };
  const inserted = [...items.slice(0, position), target, ...items.slice(position)];
  const nextItems = inserted.length > capacity ? inserted.slice(0, capacity) : inserted;
  return { kind: 'replace', page: { ...existing, items: nextItems, total: nextTotal, hasMore: hasMore(nextTotal, nextItems.length) } };
}

/**
 * Moves a booking (already in the cache, e.g. returned by a mutation) into or out of every cached
 * `bookings` list page, by `belongs(list)`. Call it from a mutation's `update`.
 */
export function placeBookingInLists(cache: ApolloCache, bookingId: string, belongs: (list: BookingListArgs) => boolean): void {
  const id = cache.identify({ __typename: 'Booking', id: bookingId });
  if (!id) return;
  const target: Reference = { __ref: id };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      bookings(existing, { storeFieldName, readField, DELETE }) {
        const args = parseBookingListArgs(storeFieldName);
        if (!args || !existing || typeof existing !== 'object') return existing;
        const sortKey = (ref: Reference) => {
          const scheduledAt = readField<string>('scheduledAt', ref);
          const refId = readField<string>('id', ref);
          return typeof scheduledAt === 'string' && typeof refId === 'string' ? { scheduledAt, id: refId } : undefined;
        };
        const update = updatePage(existing as StoredBookingPage, args, target, belongs(args), sortKey);
        if (update.kind === 'keep') return existing;
        if (update.kind === 'drop') return DELETE;
        return update.page;
      },
    },
  });
}
