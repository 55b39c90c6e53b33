/**
 * The one token store of the web app (spec section 9; docs/decisions/0006).
 *
 * - Tokens live in localStorage (`token`, `refreshToken`, `tokenExpiresAt`), or in memory only
 *   when storage is unavailable (private mode).
 * - Changes reach every tab: a `storage` event from another tab is told to subscribers like a
 *   change made here (`subscribeSession`).
 * - The cross-tab pieces the refresh needs sit beside the store they guard: the lock over it
 *   (`refreshLock`) and the IndexedDB rotation log (`rotationLog`, cleared with the session).
 *   The refresh itself is in refreshPolicy.ts; the user snapshot in userSnapshot.ts.
 */
import type { AuthTokens } from './authTokens';
import { emitChange, localStore, localStoreIsPersistent, sessionStore, STORAGE_KEYS } from './presence';
import { browserLock, indexedDbRotationLog, type LockManagerLike, type RotationLog } from './refreshCoordination';

// The storage, the change events and the plain reads live in presence.ts (the light door the entry
// chunk uses); re-exported here for the rest of the session.
export {
  getAccessToken,
  getRefreshToken,
  hasSession,
  localStore,
  memoryStore,
  sessionStore,
  STORAGE_KEYS,
  subscribeSession,
  type SessionChange,
} from './presence';

const DEFAULT_TOKEN_LIFETIME_S = 3600;

/** The cross-tab lock the refresh holds while it rotates the stored refresh token (none in memory-only mode). */
export const refreshLock: LockManagerLike | undefined = browserLock(localStore, localStoreIsPersistent);
/** Rotations made by any tab, readable by every tab at once (IndexedDB); undefined where unavailable. */
export const rotationLog: RotationLog | undefined = indexedDbRotationLog(localStoreIsPersistent);

/* ---------------------------------------------------------------- tokens */

/** Expiry of the access token in epoch milliseconds, or null when unknown. */
export function getExpiresAt(): number | null {
  const raw = localStore.getItem(STORAGE_KEYS.expiresAt);
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

/** When the current token pair was stored, epoch milliseconds; null when unknown. */
export function getRefreshedAt(): number | null {
  const raw = localStore.getItem(STORAGE_KEYS.refreshedAt);
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

/** The access token's expiry as ISO 8601: the server's `expiresAt`, else now + `expiresIn` seconds. */
export function expiryOf(tokens: Pick<AuthTokens, 'expiresAt' | 'expiresIn'>, now = Date.now()): string {
  return tokens.expiresAt && !Number.isNaN(Date.parse(tokens.expiresAt))
    ? tokens.expiresAt
    : new Date(now + (tokens.expiresIn || DEFAULT_TOKEN_LIFETIME_S) * 1000).toISOString();
}

/** Stores a token pair (the refresh token rotates: the old one is dead from now on). */
export function setTokens(tokens: AuthTokens): void {
  localStore.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStore.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  localStore.setItem(STORAGE_KEYS.expiresAt, expiryOf(tokens));
  localStore.setItem(STORAGE_KEYS.refreshedAt, new Date().toISOString());
  emitChange('tokens');
}

/** The `sub` claim (user id) of a JWT, read without verifying it; null when unreadable. */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** Removes tokens and the user snapshot from every store. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    localStore.removeItem(key);
    sessionStore.removeItem(key);
  }
  void rotationLog?.clear().catch(() => undefined);
  emitChange('cleared');
}
