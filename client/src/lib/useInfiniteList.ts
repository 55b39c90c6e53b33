/**
 * The spec's infinite-list helper (sections 4, 7, 8 and 9): pages start from 1, page size 10,
 * the next page loads when a sentinel element becomes visible (IntersectionObserver, threshold
 * 0.1), and a failure without a message reads 'Failed to load data'.
 *
 * Two flavours share the sentinel and the "more pages remain" rule:
 * - `useInfiniteList(loader)`: a supplied loader is called with `{ page, limit, offset }` and
 *   returns the array itself or `{ data | items, total | count }`; the hook keeps the pages.
 * - `useApolloInfiniteList(...)`: for a GraphQL list whose field merges pages in the cache
 *   (`pagedListField` in lib/pagedList.ts); the hook only calls `fetchMore` with the next page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './pagedList';

/** Spec section 9: the sentinel counts as visible when 10% of it is on screen. */
export const VISIBILITY_THRESHOLD = 0.1;
/** Spec section 8: the message when a failure carries none. */
export const LOAD_FAILED_MESSAGE = 'Failed to load data';

export { DEFAULT_PAGE_SIZE };

/** What a loader receives: the page (from 1), the page size, and the offset of its first item. */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** What a loader may return: the items themselves, or an envelope with the items and a total. */
export type PageResult<T> =
  | readonly T[]
  | { data?: readonly T[] | null; items?: readonly T[] | null; total?: number | null; count?: number | null };

/** Reads a loader's answer: `data` (or `items`, or the array itself) and `total` (or `count`). */
export function readPage<T>(result: PageResult<T>): { items: readonly T[]; total: number | undefined } {
  if (Array.isArray(result)) return { items: result as readonly T[], total: undefined };
  const envelope = result as Exclude<PageResult<T>, readonly T[]>;
  const items = envelope.data ?? envelope.items ?? [];
  const total = typeof envelope.total === 'number' ? envelope.total : typeof envelope.count === 'number' ? envelope.count : undefined;
  return { items, total };
}

/**
 * Spec section 4: more pages remain while the total is not reached; without a total, when the
 * last page came back full.
 */
export function hasMorePages(loaded: number, total: number | undefined, lastPageLength: number, pageSize: number): boolean {
  if (typeof total === 'number') return loaded < total;
  return lastPageLength >= pageSize;
}

/** The message to show for a failed page: the error's own, else 'Failed to load data'. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return LOAD_FAILED_MESSAGE;
}

/**
 * Calls `onVisible` whenever the element given to the returned ref callback scrolls into view
 * (threshold 0.1), while `enabled`. Browsers without IntersectionObserver get nothing (the
 * footer's "Load more" button remains).
 */
export function useVisibilitySentinel(onVisible: () => void, enabled: boolean): (node: Element | null) => void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  const [node, setNode] = useState<Element | null>(null);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);

  return setNode;
}

/** State and actions of an infinite list, whichever flavour produced it. */
export interface InfiniteList<T> {
  items: readonly T[];
  /** The server's total when it gave one. */
  total: number | undefined;
  hasMore: boolean;
  /** True while the first page loads. */
  loading: boolean;
  /** True while a following page loads. */
  loadingMore: boolean;
  /** The failure of the last page load ('Failed to load data' when it had no message). */
  error: string | null;
  /** Loads the next page now (the sentinel does this on its own). */
  loadMore: () => void;
  /** Attach to an element after the last item: the next page loads when it becomes visible. */
  sentinelRef: (node: Element | null) => void;
}

/** Options of `useInfiniteList`. */
export interface InfiniteListOptions {
  /** Items per page; 10 by default (spec section 9). */
  pageSize?: number;
  /** The list starts over from page 1 when any of these change (e.g. a filter). */
  deps?: readonly unknown[];
}

/**
 * An infinite list over a supplied loader (spec section 7 "List helper"): page 1 loads at once,
 * the next page when the sentinel becomes visible, until `hasMorePages` says the end is reached.
 *
 * @param loader called with `{ page, limit, offset }`; may throw (its message is shown)
 */
export function useInfiniteList<T>(
  loader: (request: PageRequest) => Promise<PageResult<T>>,
  { pageSize = DEFAULT_PAGE_SIZE, deps = [] }: InfiniteListOptions = {},
): InfiniteList<T> & { reload: () => void } {
  const [items, setItems] = useState<readonly T[]>([]);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [hasMore, setHasMore] = useState(true);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  const inFlight = useRef(false);
  const generationRef = useRef(generation);

  const load = useCallback(
    async (nextPage: number, previous: readonly T[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const started = generationRef.current;
      setBusy(true);
      setError(null);
      try {
        const result = readPage(await loaderRef.current({ page: nextPage, limit: pageSize, offset: (nextPage - 1) * pageSize }));
        if (started !== generationRef.current) return;
        const merged = [...previous, ...result.items];
        setItems(merged);
        setTotal(result.total);
        setPage(nextPage);
        setHasMore(hasMorePages(merged.length, result.total, result.items.length, pageSize));
      } catch (failure) {
        if (started === generationRef.current) setError(loadErrorMessage(failure));
      } finally {
        if (started === generationRef.current) setBusy(false);
        inFlight.current = false;
      }
    },
    [pageSize],
  );

  // Start over on mount, on reload() and when deps change.
  useEffect(() => {
    generationRef.current += 1;
    inFlight.current = false;
    setItems([]);
    setTotal(undefined);
    setHasMore(true);
    setPage(0);
    void load(1, []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps is the caller's list
  }, [load, generation, ...deps]);

  const loadMore = useCallback(() => {
    if (!hasMore || busy || error) return;
    void load(page + 1, items);
  }, [busy, error, hasMore, items, load, page]);

  const retry = useCallback(() => {
    setError(null);
    void load(page + 1, items);
  }, [items, load, page]);

  const sentinelRef = useVisibilitySentinel(loadMore, hasMore && !busy && !error && page > 0);

  return {
    items,
    total,
    hasMore,
    loading: busy && page === 0,
    loadingMore: busy && page > 0,
    error,
    loadMore: error ? retry : loadMore,
    sentinelRef,
    reload: () => setGeneration((g) => g + 1),
  };
}

/** What `useApolloInfiniteList` needs from a query whose list field merges pages in the cache. */
export interface ApolloInfiniteListOptions<T> {
  /** The merged list as the query reads it (undefined before the first answer). */
  list: { items: readonly T[]; total?: number | null } | undefined;
  /** Loads one page: typically `(page) => query.fetchMore({ variables: { page } })`. */
  fetchPage: (page: number) => Promise<unknown>;
  /** The page size the query asks for; 10 by default. */
  pageSize?: number;
  /** True while the query itself (first page, refetch, poll) is loading. */
  loading?: boolean;
}

/**
 * The infinite-list helper for a GraphQL list (Apollo `fetchMore`): the next page number follows
 * from how many items the cache holds, so an item removed by a mutation does not make the list
 * skip one.
 */
export function useApolloInfiniteList<T>({
  list,
  fetchPage,
  pageSize = DEFAULT_PAGE_SIZE,
  loading = false,
}: ApolloInfiniteListOptions<T>): InfiniteList<T> {
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The item count before the last page load that completed: if the list did not grow, stop auto-loading. */
  const [settledFrom, setSettledFrom] = useState<number | null>(null);
  const inFlight = useRef(false);
  const items = list?.items ?? [];
  const total = typeof list?.total === 'number' ? list.total : undefined;
  const lastPageLength = items.length % pageSize === 0 && items.length > 0 ? pageSize : items.length % pageSize;
  const hasMore = list ? hasMorePages(items.length, total, lastPageLength, pageSize) : false;

  const loadMore = useCallback(() => {
    if (!list || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    setError(null);
    const before = list.items.length;
    const nextPage = Math.floor(before / pageSize) + 1;
    fetchPage(nextPage)
      .then(() => setSettledFrom(before))
      .catch((failure: unknown) => setError(loadErrorMessage(failure)))
      .finally(() => {
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [fetchPage, list, pageSize]);

  // A page that added nothing (e.g. the list changed meanwhile) does not start a loop of
  // requests: the sentinel rests until the list changes; "Load more" still works.
  const stalled = settledFrom !== null && settledFrom === items.length;
  const sentinelRef = useVisibilitySentinel(loadMore, hasMore && !loadingMore && !error && !loading && !stalled);

  return {
    items,
    total,
    hasMore,
    loading: loading && !list,
    loadingMore,
    error,
    loadMore,
    sentinelRef,
  };
}
