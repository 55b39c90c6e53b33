/** Unit tests of the infinite-list rules (spec sections 4, 7, 8 and 9) and the cache merge of pages. */
import { describe, expect, it } from 'vitest';
import { mergePage, type PagedListValue } from './pagedList';
import { LOAD_FAILED_MESSAGE, hasMorePages, loadErrorMessage, readPage } from './useInfiniteList';

const ref = (id: number) => ({ __ref: `Booking:${id}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ref(from + i));
const page = (items: unknown[], total: number): PagedListValue => ({ __typename: 'BookingPage', items, total, hasMore: false });

describe('readPage', () => {
  it('reads the array itself, data or items, and total or count', () => {
    expect(readPage([1, 2])).toEqual({ items: [1, 2], total: undefined });
    expect(readPage({ data: [1], total: 7 })).toEqual({ items: [1], total: 7 });
    expect(readPage({ items: [1], count: 3 })).toEqual({ items: [1], total: 3 });
    expect(readPage({})).toEqual({ items: [], total: undefined });
  });
});

describe('hasMorePages', () => {
  it('uses the total when there is one', () => {
    expect(hasMorePages(20, 25, 10, 10)).toBe(true);
    expect(hasMorePages(25, 25, 5, 10)).toBe(false);
  });
  it('without a total, goes on while pages come back full', () => {
    expect(hasMorePages(20, undefined, 10, 10)).toBe(true);
    expect(hasMorePages(23, undefined, 3, 10)).toBe(false);
  });
});

describe('loadErrorMessage', () => {
  it("falls back to 'Failed to load data'", () => {
    expect(loadErrorMessage(new Error('Timed out'))).toBe('Timed out');
    expect(loadErrorMessage(new Error(''))).toBe(LOAD_FAILED_MESSAGE);
    expect(loadErrorMessage(undefined)).toBe('Failed to load data');
  });
});

describe('mergePage', () => {
  it('appends page 2 after page 1 and keeps the latest total', () => {
    const merged = mergePage(page(range(1, 10), 25), page(range(11, 20), 25), 2, 10);
    expect(merged.items).toEqual(range(1, 20));
    expect(merged.hasMore).toBe(true);
    expect(mergePage(merged, page(range(21, 25), 25), 3, 10)).toMatchObject({ items: range(1, 25), hasMore: false });
  });

  it('a refetch of page 1 refreshes the top without dropping later pages', () => {
    const loaded = page(range(1, 20), 20);
    // Item 1 was removed on the server: page 1 now starts at 2 and ends with 11.
    const merged = mergePage(loaded, page(range(2, 11), 19), 1, 10);
    expect(merged.items).toEqual(range(2, 20));
    expect(merged.total).toBe(19);
  });

  it('never keeps an item twice and never exceeds the total', () => {
    const loaded = page(range(1, 20), 20);
    // A new item 0 arrived at the top: page 1 is 0..9, 10 moves to page 2.
    const merged = mergePage(loaded, page([ref(0), ...range(1, 9)], 21), 1, 10);
    expect(new Set(merged.items.map((i) => (i as { __ref: string }).__ref)).size).toBe(merged.items.length);
    expect(merged.items.length).toBeLessThanOrEqual(21);
    const shrunk = mergePage(loaded, page(range(1, 10), 12), 1, 10);
    expect(shrunk.items).toHaveLength(12);
  });

  it('a short page ends the list', () => {
    const merged = mergePage(page(range(1, 20), 20), page(range(11, 13), 13), 2, 10);
    expect(merged.items).toEqual(range(1, 13));
  });

  it('the first write is the page itself', () => {
    const first = page(range(1, 10), 30);
    expect(mergePage(undefined, first, 1, 10)).toBe(first);
  });
});
