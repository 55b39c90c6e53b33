/**
 * Apollo cache policy for paged list fields (`bookings(page, pageSize, ...)` returning
 * `{ items, total, hasMore, ... }`), so an infinite list can call `fetchMore({ variables: { page } })`
 * and read every loaded page as one list under the first page's variables.
 *
 * Pages are stored in one list per combination of the other arguments (`keyArgs`): page N's items
 * replace the slots from offset (N - 1) * pageSize on. A refetch or poll of page 1 therefore
 * refreshes the first slots without dropping the pages loaded after it; an item that moved between
 * pages is kept once (where it was last seen); a short page ends the list; the list never grows
 * past the server's `total`.
 */
import type { FieldPolicy, Reference } from '@apollo/client';

/** The part of a page object the policy reads; other fields (page, pageSize, __typename) are kept. */
export interface PagedListValue {
  items: readonly unknown[];
  total?: number | null;
  hasMore?: boolean | null;
  [field: string]: unknown;
}

/** Default page size of the spec's list helper (section 9). */
export const DEFAULT_PAGE_SIZE = 10;

function identity(item: unknown): unknown {
  if (item && typeof item === 'object' && '__ref' in item) return (item as Reference).__ref;
  return item;
}

/**
 * Merges one incoming page into the list stored so far.
 *
 * @param existing the list stored so far (undefined on the first write)
 * @param incoming the page the server sent
 * @param page the page number requested (from 1)
 * @param pageSize the page size requested
 */
export function mergePage<T extends PagedListValue>(existing: T | undefined, incoming: T, page: number, pageSize: number): T {
  if (!existing || page <= 0) return incoming;
  const size = pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE;
  const offset = Math.min((page - 1) * size, existing.items.length);
  const seen = new Set(incoming.items.map(identity));
  const keep = (item: unknown) => !seen.has(identity(item));
  const before = existing.items.slice(0, offset).filter(keep);
  // A short page is the last one: whatever was stored after it no longer exists.
  const after = incoming.items.length < size ? [] : existing.items.slice(offset + size).filter(keep);
  let items = [...before, ...incoming.items, ...after];
  const total = typeof incoming.total === 'number' ? incoming.total : undefined;
  if (total !== undefined && items.length > total) items = items.slice(0, total);
  return {
    ...existing,
    ...incoming,
    items,
    hasMore: total !== undefined ? items.length < total : incoming.hasMore,
  };
}

/**
 * Field policy for a paged list field.
 *
 * @param keyArgs the arguments that name different lists (everything except `page`)
 */
export function pagedListField(keyArgs: string[]): FieldPolicy<PagedListValue> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      const pageSize = typeof args?.pageSize === 'number' ? args.pageSize : DEFAULT_PAGE_SIZE;
      return mergePage(existing, incoming, page, pageSize);
    },
  };
}
