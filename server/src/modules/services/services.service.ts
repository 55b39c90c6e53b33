/**
 * Service catalogue (spec sections 3, 5, 9): listing, search and pricing display.
 * Prices are integer cents per hour.
 */
import { db } from '../../db.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Service } from '../../generated/prisma/client.js';

/** Spec section 5/9 search caps. */
export const SEARCH_DEFAULT_MAX = 20;
export const SEARCH_EXTRA = 10;
export const SEARCH_HARD_MAX = 50;

/** "$18/h" from 1800 (whole dollars drop the cents). */
export function formatRate(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}/h`;
}

/** Whole percent saved at the member rate, e.g. 50 for $18 against $36. */
export function discountPercent(s: Pick<Service, 'memberPriceCents' | 'regularPriceCents'>): number {
  if (s.regularPriceCents <= 0) return 0;
  return Math.round((1 - s.memberPriceCents / s.regularPriceCents) * 100);
}

/** Parses a service id ("1".."50"). @throws NotFoundError when not a positive integer. */
export function parseServiceId(id: string | number): number {
  const n = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw new NotFoundError('We could not find that service.');
  return n;
}

export interface SearchOptions {
  search?: string | null;
  category?: string | null;
  /** Explicit cap (1..50). Without it: 20 for an empty term, 30 (20 + 10) for a search. */
  limit?: number | null;
}

/**
 * Ids of the active services matching the options, best first: with a term, services whose
 * name matches come before those matching only description or features; ties by popularity.
 * Case-insensitive substring match over name, description and feature text (spec section 5).
 */
export async function searchServiceIds(options: SearchOptions): Promise<number[]> {
  const term = options.search?.trim() ?? '';
  if (options.limit != null && (!Number.isInteger(options.limit) || options.limit < 1)) {
    throw new ValidationError('limit must be a positive whole number', [{ field: 'limit', message: 'Must be at least 1' }]);
  }
  const cap = options.limit != null
    ? Math.min(options.limit, SEARCH_HARD_MAX)
    : term
      ? Math.min(SEARCH_DEFAULT_MAX + SEARCH_EXTRA, SEARCH_HARD_MAX)
      : SEARCH_DEFAULT_MAX;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const category = options.category?.trim() || null;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT s.id FROM "Service" s
    WHERE s.active
      AND (${category}::text IS NULL OR lower(s.category) = lower(${category}::text))
      AND (${term} = '' OR s.name ILIKE ${pattern} OR s.description ILIKE ${pattern}
           OR EXISTS (SELECT 1 FROM unnest(s.features) AS f WHERE f ILIKE ${pattern}))
    ORDER BY (CASE WHEN ${term} <> '' AND s.name ILIKE ${pattern} THEN 0 ELSE 1 END), s."popularityRank", s.id
    LIMIT ${cap}`;
  return rows.map((r) => Number(r.id));
}

/** Orders `items` as `ids` lists them. */
export function inIdOrder<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const pos = new Map(ids.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0));
}

/** Active services matching the options (see searchServiceIds). */
export async function listServices(options: SearchOptions): Promise<Service[]> {
  const ids = await searchServiceIds(options);
  const rows = await db.service.findMany({ where: { id: { in: ids } } });
  return inIdOrder(rows, ids);
}

/** One active service. @throws NotFoundError */
export async function getService(id: string | number): Promise<Service> {
  const service = await db.service.findFirst({ where: { id: parseServiceId(id), active: true } });
  if (!service) throw new NotFoundError('We could not find that service.');
  return service;
}

/** The categories in use with how many active services each has, alphabetical. */
export async function listCategories(): Promise<{ name: string; serviceCount: number }[]> {
  const groups = await db.service.groupBy({ by: ['category'], where: { active: true }, _count: { _all: true }, orderBy: { category: 'asc' } });
  return groups.map((g) => ({ name: g.category, serviceCount: g._count._all }));
}

/** The /api shape of a service: cents plus the display texts of spec section 3. */
export function toServiceJson(s: Service) {
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    memberPriceCents: s.memberPriceCents,
    regularPriceCents: s.regularPriceCents,
    memberPrice: formatRate(s.memberPriceCents),
    regularPrice: formatRate(s.regularPriceCents),
    discountPercent: discountPercent(s),
    description: s.description,
    features: s.features,
    popular: s.popular,
    premium: s.premium,
    emergency: s.emergency,
    icon: s.icon,
    subtitle: s.subtitle,
    rating: s.rating,
    bookingsCount: s.bookingsCount,
  };
}
