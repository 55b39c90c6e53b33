/**
 * The session's light door (docs/decisions/0043-landing-entry-chunk.md): what the first screen
 * needs to know about the session, without the refresh machinery behind index.ts. Is there a
 * session (`hasSession`), who is signed in (`readStoredUser`, the snapshot that paints the first
 * frame), the access token, and change events (`subscribeSession`, other tabs included). The
 * entry chunk (main.tsx, app/DataLayer.tsx) imports only this; everything else (storing and
 * clearing tokens, the single-flight cross-tab refresh, expiry) is in index.ts and loads with the
 * data layer. Both doors share the state below: tokenStore.ts and userSnapshot.ts build on it.
 *
 * No imports besides types and one message of schema/errors.ts (itself without imports), so this
 * module adds nothing else to the bundle.
 */
import type { AuthUserFragment } from '../../gql/graphql';
import type { KeyValueStore } from './authTokens';

/** What a guarded page says after an expired session (RouteGuard). */
export { SESSION_EXPIRED_MESSAGE } from '../../../../schema/errors';

export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  expiresAt: 'tokenExpiresAt',
  /** When the current token pair was stored (ISO 8601): the proactive refresh counts from it. */
  refreshedAt: 'tokenRefreshedAt',
  rememberMe: 'rememberMe',
  user: 'user',
} as const;

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
/** Whether localStore is the browser's localStorage (shared with other tabs), not memory. */
export const localStoreIsPersistent: boolean = localPick.persistent;
/** sessionStorage (or memory): the user snapshot of a sign-in that was not remembered. */
export const sessionStore: KeyValueStore = typeof window === 'undefined' ? memoryStore() : pickStore('sessionStorage').store;

/* ---------------------------------------------------------------- change events */

/** `tokens`: a token pair was stored (here or in another tab); `cleared`: the session ended. */
export type SessionChange = 'tokens' | 'cleared';
type ChangeListener = (change: SessionChange) => void;
const changeListeners = new Set<ChangeListener>();

/** Tells subscribers the tokens changed in this tab (tokenStore.ts, after it stored or cleared them). */
export function emitChange(change: SessionChange): void {
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

/** Whether any token is stored (a session may exist). */
export function hasSession(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}

/* ---------------------------------------------------------------- user snapshot */

/**
 * The signed-in user: the `AuthUser` fragment that `me`, `login` and `register` select. The
 * schema makes email, lastName and fullName nullable (a cleaner sees only an open job's customer's
 * first name); for the user themselves they are always set, so this type says so.
 */
export type AuthUser = Omit<AuthUserFragment, 'email' | 'lastName' | 'fullName'> & {
  email: string;
  lastName: string;
  fullName: string;
};

/** Every field of the AuthUser fragment: a snapshot missing one is ignored (it was written by an older build). */
const USER_FIELDS: readonly string[] = [
  '__typename',
  'id',
  'email',
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'role',
  'roleLabel',
  'emailVerified',
  'requiresVerification',
  'isPendingVerification',
  'createdAt',
];

/** Whether a parsed value is a complete AuthUser snapshot. */
export function isAuthUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    USER_FIELDS.every((field) => field in v) &&
    v.__typename === 'User' &&
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.lastName === 'string' &&
    typeof v.fullName === 'string' &&
    (v.role === 'customer' || v.role === 'cleaner' || v.role === 'admin')
  );
}

/** The stored user snapshot, if any and complete. */
export function readStoredUser(): AuthUser | null {
  const raw = sessionStore.getItem(STORAGE_KEYS.user) ?? localStore.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
