/**
 * A customer's favourite cleaners (docs/decisions/0027): after a completed job the
 * customer may mark its cleaner a favourite; favourites are listed on the profile and asked first
 * by the matching. The caller is a customer (each field's authScopes, favorites.graphql.ts); these
 * functions act on the caller's own favourites and keep the rule that a favourite must have
 * completed a job for them. Instants UTC.
 */
import { db } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import { cleanerCards, type CleanerCardData } from './cleaner-card.js';
import type { favoritesListInput } from './favorites.inputs.js';

/** One favourite: the cleaner's card and when it was marked (UTC). */
export interface FavoriteCleanerData {
  cleaner: CleanerCardData;
  createdAt: Date;
}

/** What a customer is told when the cleaner has not completed a job for them. */
export const FAVORITE_NEEDS_COMPLETED_JOB = 'You can add a cleaner to your favourites once they have completed a job for you.';

const NO_SUCH_CLEANER = 'We could not find that cleaner.';

/**
 * GET /api/users/favorites: one page of the caller's favourite cleaners, most recently marked
 * first (then by cleaner id), as cards (no email, phone or address).
 * @param input page from 1, limit 1..100 (parsed by `favoritesListInput`)
 * @returns `{ items, page, limit, total }`, total = every favourite of the caller
 */
export async function listFavorites(ctx: Context, { page, limit }: Parsed<typeof favoritesListInput>) {
  const customerId = actor(ctx).id;
  const [rows, total] = await Promise.all([
    db.favoriteCleaner.findMany({ where: { customerId }, orderBy: [{ createdAt: 'desc' }, { cleanerId: 'asc' }], skip: (page - 1) * limit, take: limit }),
    db.favoriteCleaner.count({ where: { customerId } }),
  ]);
  const cards = await cleanerCards(rows.map((r) => r.cleanerId));
  const items: FavoriteCleanerData[] = rows.flatMap((r) => {
    const cleaner = cards.get(r.cleanerId);
    return cleaner ? [{ cleaner, createdAt: r.createdAt }] : [];
  });
  return { items, page, limit, total };
}

/** The card of a cleaner (a user with the cleaner role), or NotFoundError. */
async function cardOf(cleanerId: string): Promise<CleanerCardData> {
  const card = (await cleanerCards([cleanerId])).get(cleanerId);
  if (!card) throw new NotFoundError(NO_SUCH_CLEANER);
  return card;
}

/**
 * POST /api/users/favorites/{cleanerId}: marks the cleaner a favourite of the caller. Idempotent:
 * marking a favourite again changes nothing and answers the same favourite.
 * @throws NotFoundError (no such cleaner), ConflictError (the cleaner has not completed a job for
 *   the caller: FAVORITE_NEEDS_COMPLETED_JOB)
 */
export async function addFavorite(ctx: Context, cleanerId: string): Promise<FavoriteCleanerData> {
  const customerId = actor(ctx).id;
  const cleaner = await cardOf(cleanerId);
  const completed = await db.booking.findFirst({ where: { customerId, cleanerId, status: 'completed' }, select: { id: true } });
  if (!completed) throw new ConflictError(FAVORITE_NEEDS_COMPLETED_JOB);
  const row = await db.favoriteCleaner.upsert({
    where: { customerId_cleanerId: { customerId, cleanerId } },
    create: { customerId, cleanerId },
    update: {},
  });
  forgetFavorites(ctx);
  return { cleaner, createdAt: row.createdAt };
}

/**
 * DELETE /api/users/favorites/{cleanerId}: the cleaner is no longer a favourite of the caller.
 * Idempotent: removing a cleaner who is not a favourite succeeds.
 * @throws NotFoundError (no such cleaner)
 * @returns the cleaner's card
 */
export async function removeFavorite(ctx: Context, cleanerId: string): Promise<CleanerCardData> {
  const customerId = actor(ctx).id;
  const cleaner = await cardOf(cleanerId);
  await db.favoriteCleaner.deleteMany({ where: { customerId, cleanerId } });
  forgetFavorites(ctx);
  return cleaner;
}

const favoritesByRequest = new WeakMap<Context, Promise<Set<string>>>();

/**
 * Ids of the signed-in customer's favourite cleaners, read once per request (one query however
 * many bookings ask); empty for anyone else.
 */
export function favoriteIdsOf(ctx: Context): Promise<Set<string>> {
  let ids = favoritesByRequest.get(ctx);
  if (!ids) {
    const user = ctx.user;
    ids =
      user?.role === 'customer'
        ? db.favoriteCleaner.findMany({ where: { customerId: user.id }, select: { cleanerId: true } }).then((rows) => new Set(rows.map((r) => r.cleanerId)))
        : Promise.resolve(new Set<string>());
    favoritesByRequest.set(ctx, ids);
  }
  return ids;
}

/** Forgets the request's favourites after a change to them. */
function forgetFavorites(ctx: Context): void {
  favoritesByRequest.delete(ctx);
}

/** Whether the booking's cleaner is a favourite of the caller, who must be the booking's customer. */
export async function isFavoriteCleanerOf(ctx: Context, booking: { customerId: string; cleanerId: string | null }): Promise<boolean> {
  if (!booking.cleanerId || ctx.user?.role !== 'customer' || ctx.user.id !== booking.customerId) return false;
  return (await favoriteIdsOf(ctx)).has(booking.cleanerId);
}
