/**
 * Paging arguments of every list (brief: "Paged lists everywhere: page, limit, total = all
 * matches"), one set of rules for GraphQL arguments and the /api query alike.
 */
import { z } from 'zod';

/** Limits of a paged list: `limit` defaults to `defaultLimit`; above `maxLimit` it is a 400, or clamped with `overMax: 'clamp'`. */
export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
  overMax?: 'reject' | 'clamp';
}

/** An empty query value (`?limit=`) counts as absent. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `page`: from 1 (default 1). */
export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000, 'page is at most 100000')
    .default(1)
    .meta({ description: 'Page number, from 1.', example: 1 }),
);

/**
 * `limit` without a default (the route picks one, e.g. the catalogue's 20 or 30): a whole number
 * from 1; above `maxLimit` a 400, or `maxLimit` itself with `overMax: 'clamp'`.
 */
export function limitParam({ maxLimit, overMax = 'reject' }: Omit<PageLimits, 'defaultLimit'>) {
  const base = z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be at least 1');
  const bounded = overMax === 'reject' ? base.max(maxLimit, `limit is at most ${maxLimit}`) : base;
  return z
    .preprocess(blankToUndefined, bounded.optional())
    .transform((v) => (v === undefined ? undefined : Math.min(v, maxLimit)))
    .meta({ description: `Items per page, 1..${maxLimit}${overMax === 'clamp' ? ` (larger values give ${maxLimit})` : ''}.` });
}

/**
 * The query of every paged list: `page` (from 1, default 1) and `limit` (items per page).
 * Extend it with the list's own filters: `pagedQuery({ defaultLimit: 10, maxLimit: 100 }).extend({...})`.
 */
export function pagedQuery({ defaultLimit, maxLimit, overMax = 'reject' }: PageLimits) {
  return z.object({
    page: pageParam,
    limit: limitParam({ maxLimit, overMax })
      .transform((v) => v ?? defaultLimit)
      .meta({ description: `Items per page, 1..${maxLimit}, default ${defaultLimit}${overMax === 'clamp' ? ` (larger values give ${maxLimit})` : ''}.`, example: defaultLimit }),
  });
}

/** Slices an in-memory list into one page: `{ items, page, limit, total }` (`total`: all of `all`). */
export function pageOf<T>(all: readonly T[], page: number, limit: number): { items: T[]; page: number; limit: number; total: number } {
  const start = (page - 1) * limit;
  return { items: all.slice(start, start + limit), page, limit, total: all.length };
}
