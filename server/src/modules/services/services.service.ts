/**
 * Service catalogue (spec sections 3, 5, 9): listing, search and pricing display.
 * Prices are integer cents per hour.
 */
import { formatRate } from '../../../../schema/format.js';
import { db } from '../../db.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Service } from '../../generated/prisma/client.js';

/** Spec section 5/9 search caps. */
export const SEARCH_DEFAULT_MAX = 20;
export const SEARCH_EXTRA = 10;
export const SEARCH_HARD_MAX = 50;

/** "$18/h" from 1800 (whole dollars drop the cents); schema/format.ts. */
export { formatRate };

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
  /** Explicit cap (1..50). Without it, the `maxResults` rule applies. */
  limit?: number | null;
  /**
   * Spec section 5: an empty term shows at most `maxResults` (default 20), a search at most
   * `maxResults` + 10; never above 50 (the landing search passes 25: 25, or 35 with a term).
   */
  maxResults?: number | null;
}

/**
 * The result cap of a search without an explicit limit (spec sections 5 and 9): `maxResults`
 * (default 20) for an empty term, `maxResults` + 10 with one, never above 50.
 */
export function searchCap(term: string | null | undefined, maxResults: number | null | undefined): number {
  const base = maxResults ?? SEARCH_DEFAULT_MAX;
  return Math.min(term?.trim() ? base + SEARCH_EXTRA : base, SEARCH_HARD_MAX);
}

/** How long the in-memory catalogue is trusted before it is read again (ms). */
export const CATALOGUE_TTL_MS = 30_000;

let catalogue: { loadedAt: number; rows: Promise<Service[]> } | null = null;

/**
 * The active services, most popular first (popularityRank, then id), from a process-wide cache
 * refreshed every CATALOGUE_TTL_MS: the 50-row catalogue is read on every landing and search
 * request and changes rarely. Writers call invalidateCatalogue().
 */
export function activeServices(): Promise<Service[]> {
  if (!catalogue || Date.now() - catalogue.loadedAt > CATALOGUE_TTL_MS) {
    const rows = db.service.findMany({ where: { active: true }, orderBy: [{ popularityRank: 'asc' }, { id: 'asc' }] });
    catalogue = { loadedAt: Date.now(), rows };
    rows.catch(() => {
      catalogue = null;
    });
  }
  return catalogue.rows;
}

/**
 * One service by id, active or not: from the in-memory catalogue when active (no query), else
 * from the database. Used for a booking's service (GraphQL `Booking.service`, the accept answer),
 * so a page of bookings costs no join. As fresh as the catalogue (CATALOGUE_TTL_MS).
 * @throws Prisma's P2025 (not found) when no service has that id (a booking's foreign key prevents it)
 */
export async function serviceById(serviceId: number): Promise<Service> {
  return (await activeServices()).find((s) => s.id === serviceId) ?? db.service.findUniqueOrThrow({ where: { id: serviceId } });
}

/** Drops the cached catalogue (after a service is created, edited or removed). */
export function invalidateCatalogue(): void {
  catalogue = null;
}

/**
 * Identifies the catalogue now trusted: the same object until it is reloaded or invalidated;
 * null when none is (not loaded yet, or older than CATALOGUE_TTL_MS). Anything derived from the
 * catalogue (catalogue-response-cache.ts) is valid while this stays the same.
 */
export function catalogueVersion(): object | null {
  return catalogue && Date.now() - catalogue.loadedAt <= CATALOGUE_TTL_MS ? catalogue : null;
}

/**
 * Active services matching the options, best first: with a term, services whose name matches
 * come before those matching only description or features; ties by popularity.
 * Case-insensitive substring match over name, description and feature text (spec section 5).
 * @returns `services`, the first page (capped: see SearchOptions.limit), and `total`, the number
 *   of all matches (not the page size)
 * @throws ValidationError when `limit` or `maxResults` is not a positive whole number
 */
export async function searchServices(options: SearchOptions): Promise<{ services: Service[]; total: number }> {
  const term = options.search?.trim().toLowerCase() ?? '';
  if (options.limit != null && (!Number.isInteger(options.limit) || options.limit < 1)) {
    throw new ValidationError('limit must be a positive whole number', [{ field: 'limit', message: 'Must be at least 1' }]);
  }
  if (options.maxResults != null && (!Number.isInteger(options.maxResults) || options.maxResults < 1)) {
    throw new ValidationError('maxResults must be a positive whole number', [{ field: 'maxResults', message: 'Must be at least 1' }]);
  }
  const cap = options.limit != null ? Math.min(options.limit, SEARCH_HARD_MAX) : searchCap(term, options.maxResults);
  const category = options.category?.trim().toLowerCase() || null;
  const matches = (await activeServices()).filter(
    (s) =>
      (!category || s.category.toLowerCase() === category) &&
      (!term ||
        s.name.toLowerCase().includes(term) ||
        s.description.toLowerCase().includes(term) ||
        s.features.some((f) => f.toLowerCase().includes(term))),
  );
  const ranked = term
    ? [...matches.filter((s) => s.name.toLowerCase().includes(term)), ...matches.filter((s) => !s.name.toLowerCase().includes(term))]
    : matches;
  return { services: ranked.slice(0, cap), total: ranked.length };
}

/** The first page of searchServices (the matches, best first, capped). */
export async function listServices(options: SearchOptions): Promise<Service[]> {
  return (await searchServices(options)).services;
}

/** One active service. @throws NotFoundError */
export async function getService(id: string | number): Promise<Service> {
  const wanted = parseServiceId(id);
  const service = (await activeServices()).find((s) => s.id === wanted);
  if (!service) throw new NotFoundError('We could not find that service.');
  return service;
}

/** The categories in use with how many active services each has, alphabetical. */
export async function listCategories(): Promise<{ name: string; serviceCount: number }[]> {
  const counts = new Map<string, number>();
  for (const s of await activeServices()) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, serviceCount]) => ({ name, serviceCount }));
}
