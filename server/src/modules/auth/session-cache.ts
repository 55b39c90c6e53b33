/**
 * A short-lived in-process cache of verified sessions, so a signed-in request does not read its
 * session and user again when the same access token was checked moments ago
 * (docs/decisions/0012-api-read-speed.md).
 *
 * Revocation still takes effect at once: every path that ends sessions (logout, logout-all,
 * password reset, refresh-token replay) announces it with `publishSessionRevoked` (pubsub.ts),
 * which drops the entries here synchronously on the instance that revoked them and, through the
 * `session:revoked` channel (Redis with REDIS_URL), on every other instance. A database read that
 * was in flight while a revocation arrived is not cached. What an entry can miss for at most
 * SESSION_CACHE_TTL_MS is a change to the account that is not a revocation (e.g. a cleaner's
 * background check approved): a writer that must take effect at once, such as suspending an
 * account, publishes `session:revoked` for the user (all sessions) as well.
 *
 * This module imports nothing at run time from the app, so pubsub.ts can import it.
 */
import { LRUCache } from 'lru-cache';
import type { CurrentUser } from '../../context.js';

/** How long a session read from the database is trusted without reading it again, in ms. */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Sessions kept at most (least recently used dropped first). */
const MAX_SESSIONS = 10_000;

interface Entry {
  /** Owner of the session, as stored (a token's `sub` must match it). */
  userId: string;
  user: Readonly<CurrentUser>;
  /** Date.now() after which the entry is read again. */
  expiresAt: number;
}

const sessions = new LRUCache<string, Entry>({ max: MAX_SESSIONS });

/** Database reads of sessions under way, shared by the requests that miss at the same moment. */
const reading = new Map<string, Promise<Readonly<CurrentUser> | null>>();

/** Counts revocations; a read that saw it change meanwhile is not cached. */
let revocations = 0;

/** Sessions that ended: the listed ones of `userId`, or all of that user's when `sessionIds` is null. */
export interface EndedSessions {
  userId: string;
  sessionIds: string[] | null;
}

/** Drops the cached entries of ended sessions (called for local and remote revocations alike). */
export function forgetSessions(ended: EndedSessions): void {
  revocations += 1;
  // Reads begun before the revocation are not shared with requests that come after it.
  reading.clear();
  if (ended.sessionIds) {
    for (const id of ended.sessionIds) sessions.delete(id);
    return;
  }
  for (const [id, entry] of sessions.entries()) {
    if (entry.userId === ended.userId) sessions.delete(id);
  }
}

/**
 * The signed-in user of session `sessionId`, which the access token says belongs to `userId`:
 * from the cache when it was checked in the last SESSION_CACHE_TTL_MS, otherwise from `load`
 * (the database read, null when revoked, someone else's, or the account is not active).
 * Only live sessions are cached; a miss always reads the database.
 * @returns the user (shared and frozen: do not modify), or null
 */
export async function cachedSession(
  sessionId: string,
  userId: string,
  load: () => Promise<CurrentUser | null>,
): Promise<Readonly<CurrentUser> | null> {
  const hit = sessions.get(sessionId);
  if (hit && hit.expiresAt > Date.now()) return hit.userId === userId ? hit.user : null;
  // Requests that miss at the same moment (a burst from one client) share one database read.
  let read = reading.get(sessionId);
  if (!read) {
    const seen = revocations;
    read = load()
      .then((user) => {
        if (!user) return null;
        const frozen = Object.freeze({ ...user });
        if (seen === revocations) sessions.set(sessionId, { userId: frozen.id, user: frozen, expiresAt: Date.now() + SESSION_CACHE_TTL_MS });
        return frozen;
      })
      .finally(() => {
        if (reading.get(sessionId) === read) reading.delete(sessionId);
      });
    reading.set(sessionId, read);
  }
  const user = await read;
  return user && user.id === userId ? user : null;
}

/** Empties the cache (tests). */
export function clearSessionCache(): void {
  sessions.clear();
  reading.clear();
}
