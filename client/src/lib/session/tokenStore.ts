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
import type { AuthTokens, KeyValueStore } from './authTokens';
import { browserLock, indexedDbRotationLog, type LockManagerLike, type RotationLog } from './refreshCoordination';

export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  expiresAt: 'tokenExpiresAt',
  /** When the current token pair was stored (ISO 8601): the proactive refresh counts from it. */
  refreshedAt: 'tokenRefreshedAt',
  rememberMe: 'rememberMe',
  user: 'user',
} as const;

const DEFAULT_TOKEN_LIFETIME_S = 3600;

/* ---------------------------------------------------------------- storage */

/** A store that lives as long as the page (private mode, or no window at all). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function pickStore(kind: 'localStorage' | 'sessionStorage'): { store: KeyValueStore; persistent: boolean } {
  try {
    const store = window[kind];
    const probe = '__storage_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return { store, persistent: true };
  } catch {
    // Private mode or storage disabled: keep the session in memory only (spec section 9).
    return { store: memoryStore(), persistent: false };
  }
}

const localPick = typeof window === 'undefined' ? { store: memoryStore(), persistent: false } : pickStore('localStorage');
/** localStorage (or memory): the tokens, the rememberMe choice and a remembered user snapshot. */
export const localStore: KeyValueStore = localPick.store;
/** sessionStorage (or memory): the user snapshot of a sign-in that was not remembered. */
export const sessionStore: KeyValueStore = typeof window === 'undefined' ? memoryStore() : pickStore('sessionStorage').store;

/** The cross-tab lock the refresh holds while it rotates the stored refresh token (none in memory-only mode). */
export const refreshLock: LockManagerLike | undefined = browserLock(localStore, localPick.persistent);
/** Rotations made by any tab, readable by every tab at once (IndexedDB); undefined where unavailable. */
export const rotationLog: RotationLog | undefined = indexedDbRotationLog(localPick.persistent);

/* ---------------------------------------------------------------- change events */

/** `tokens`: a token pair was stored (here or in another tab); `cleared`: the session ended. */
export type SessionChange = 'tokens' | 'cleared';
type ChangeListener = (change: SessionChange) => void;
const changeListeners = new Set<ChangeListener>();

function emitChange(change: SessionChange): void {
  changeListeners.forEach((listener) => listener(change));
}

/** Subscribes to token changes, including those made by other tabs. Returns the unsubscribe. */
export function subscribeSession(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

if (typeof window !== 'undefined' && localPick.persistent) {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === STORAGE_KEYS.accessToken || event.key === null) {
      emitChange(event.newValue ? 'tokens' : 'cleared');
    }
  });
}

/* ---------------------------------------------------------------- tokens */

/** The current access token, or null. */
export function getAccessToken(): string | null {
  return localStore.getItem(STORAGE_KEYS.accessToken);
}

/** The current refresh token, or null. */
export function getRefreshToken(): string | null {
  return localStore.getItem(STORAGE_KEYS.refreshToken);
}

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

/** Whether any token is stored (a session may exist). */
export function hasSession(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
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
