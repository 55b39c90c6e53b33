/**
 * The one token store and the one single-flight refresh of the web app (spec section 9).
 *
 * - Tokens live in localStorage (`token`, `refreshToken`, `tokenExpiresAt`), or in memory only
 *   when storage is unavailable (private mode).
 * - A snapshot of the signed-in user (the `me` object) is kept in localStorage with rememberMe,
 *   otherwise in sessionStorage. It only paints the first frame: app/apollo.ts writes it into the
 *   normalized cache at start-up and the `me` query then replaces it (docs/decisions/0006).
 * - `renewSession(trigger)` is the one refresh policy: when a refresh starts (a refused token, a
 *   request or WebSocket about to send an expiring one, the timer ahead of expiry, tab focus and
 *   back online via `keepSessionFresh()`, an unknown user at start-up, an explicit refresh) and
 *   what a refused refresh does (the session expires). docs/decisions/0026.
 * - the refresh itself rotates the single-use refresh token once however many requests, and
 *   however many tabs, ask at the same time: one promise per tab, and across tabs a Web Lock
 *   (or, where the Web Locks API is missing, a lease in localStorage) under which the stored
 *   refresh token is re-read, so a tab that waited finds the token another tab already rotated
 *   instead of replaying it (replay revokes the whole session on the server). Because Chromium's
 *   localStorage reaches other tabs asynchronously, each rotation is also written to IndexedDB
 *   before the lock is released, and the next holder looks its token up there first. The
 *   machinery is in lib/refreshCoordination.ts; this module wires it to the token store.
 *
 * The network call itself is injected by app/apollo.ts (`setRefreshTransport`): the
 * `refreshToken` mutation sent through Apollo, so this module holds no network code.
 */
import type { AuthUserFragment, Role } from '../gql/graphql';
import type { AuthTokens, KeyValueStore } from './authTokens';

export type { AuthTokens, KeyValueStore } from './authTokens';
import {
  browserLock,
  createRefreshCoordinator,
  indexedDbRotationLog,
  type RefreshResult,
  type RefreshTransport,
} from './refreshCoordination';

export type { Role };

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

/** The `me`/login/register user as an AuthUser: the same object when complete (it always is for oneself). */
export function asAuthUser(user: AuthUserFragment): AuthUser {
  if (typeof user.email === 'string' && typeof user.lastName === 'string' && typeof user.fullName === 'string') {
    return user as AuthUser;
  }
  return { ...user, email: user.email ?? '', lastName: user.lastName ?? '', fullName: user.fullName ?? user.firstName };
}


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
const local = localPick.store;
const session = typeof window === 'undefined' ? memoryStore() : pickStore('sessionStorage').store;

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
  return local.getItem(STORAGE_KEYS.accessToken);
}

/** The current refresh token, or null. */
export function getRefreshToken(): string | null {
  return local.getItem(STORAGE_KEYS.refreshToken);
}

/** Expiry of the access token in epoch milliseconds, or null when unknown. */
export function getExpiresAt(): number | null {
  const raw = local.getItem(STORAGE_KEYS.expiresAt);
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

/** When the current token pair was stored, epoch milliseconds; null when unknown. */
export function getRefreshedAt(): number | null {
  const raw = local.getItem(STORAGE_KEYS.refreshedAt);
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
  local.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  local.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  local.setItem(STORAGE_KEYS.expiresAt, expiryOf(tokens));
  local.setItem(STORAGE_KEYS.refreshedAt, new Date().toISOString());
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

/* ---------------------------------------------------------------- user snapshot */

/** Whether the last sign-in asked to be remembered. */
export function getRememberMe(): boolean {
  return local.getItem(STORAGE_KEYS.rememberMe) === 'true';
}

/** Records the rememberMe choice of a sign-in (where the user snapshot is kept). */
export function setRememberMe(rememberMe: boolean): void {
  local.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
}

/** Stores the user snapshot: localStorage with rememberMe, otherwise sessionStorage (spec section 9). */
export function storeUser(user: AuthUser, rememberMe: boolean = getRememberMe()): void {
  const json = JSON.stringify(user);
  if (rememberMe) {
    if (local.getItem(STORAGE_KEYS.user) !== json) local.setItem(STORAGE_KEYS.user, json);
    session.removeItem(STORAGE_KEYS.user);
  } else {
    if (session.getItem(STORAGE_KEYS.user) !== json) session.setItem(STORAGE_KEYS.user, json);
    local.removeItem(STORAGE_KEYS.user);
  }
}

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
  const raw = session.getItem(STORAGE_KEYS.user) ?? local.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Removes the user snapshot only (the server said there is no user for these tokens). */
export function clearStoredUser(): void {
  local.removeItem(STORAGE_KEYS.user);
  session.removeItem(STORAGE_KEYS.user);
}

/** Removes tokens and the user snapshot from every store. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    local.removeItem(key);
    session.removeItem(key);
  }
  void rotationLog?.clear().catch(() => undefined);
  emitChange('cleared');
}

/* ---------------------------------------------------------------- expiry */

export { SESSION_EXPIRED_MESSAGE } from './errors';

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();
let lastExpiredAt = 0;

/** Subscribes to "the session could not be refreshed": the auth provider sends the user to /login. */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

/**
 * Tells listeners the session expired (once for parallel failing requests), then clears it.
 * Listeners run first so the sign-out and its reason land in the same render.
 */
export function expireSession(): void {
  const now = Date.now();
  if (now - lastExpiredAt >= 2000) {
    lastExpiredAt = now;
    expiredListeners.forEach((listener) => listener());
  }
  clearSession();
}

/* ---------------------------------------------------------------- refresh */

const rotationLog = indexedDbRotationLog(localPick.persistent);

let transport: RefreshTransport | null = null;

/** Installs the server call behind refreshSession (app/apollo.ts: the refreshToken mutation). */
export function setRefreshTransport(next: RefreshTransport): void {
  transport = next;
}

/**
 * Rotates the refresh token once, however many callers ask at the same time, in this tab and
 * across tabs (see createRefreshCoordinator). Only renewSession calls it: the policy decides when.
 */
const refreshSession: () => Promise<RefreshResult> = createRefreshCoordinator({
  readRefreshToken: getRefreshToken,
  writeTokens: setTokens,
  transport: (refreshToken) => (transport ? transport(refreshToken) : Promise.resolve({ kind: 'unavailable' })),
  lock: browserLock(local, localPick.persistent),
  rotations: rotationLog,
});

/* ---------------------------------------------------------------- refresh policy */

/** Refresh this long before the access token expires (the timer, tab focus, back online). */
export const REFRESH_AHEAD_MS = 60_000;
/** Before a request or a WebSocket connection: refresh when the token expires within this. */
export const REQUEST_MARGIN_MS = 30_000;
/** Spec section 9: a proactive refresh once the token pair is this old (6 days)... */
export const PROACTIVE_REFRESH_MS = 6 * 24 * 60 * 60 * 1000;
/** ...looked at every hour... */
export const PROACTIVE_CHECK_MS = 60 * 60 * 1000;
/** ...and made only when the user did something in the last 15 minutes (an idle tab does not stretch the session). */
export const IDLE_WINDOW_MS = 15 * 60 * 1000;
/** The longest delay setTimeout takes. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Why a refresh may be needed:
 * - `rejected`: the server answered AUTHENTICATION_ERROR (or 401) to a request that carried
 *   `sentToken` (the Apollo error link);
 * - `request`: a request or a WebSocket connection is about to carry the access token;
 * - `due`: the timer ahead of expiry fired, the tab became visible, or the browser came back online;
 * - `unrecognised`: at start-up (or after another tab signed in) the server knows no user for the
 *   stored access token (`me` is null);
 * - `manual`: the app asks for new tokens now (useAuth().refresh()).
 * - `proactive`: the hourly check (PROACTIVE_CHECK_MS) of a signed-in tab; `lastActivityAt` is
 *   when the user last pressed a key, clicked, touched or came back to the tab (epoch ms).
 */
export type RefreshTrigger =
  | { kind: 'rejected'; sentToken?: string }
  | { kind: 'request' }
  | { kind: 'due' }
  | { kind: 'unrecognised' }
  | { kind: 'manual' }
  | { kind: 'proactive'; lastActivityAt: number };

/** What the session holds, as the policy reads it. */
export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  /** Access-token expiry, epoch milliseconds; null when unknown. */
  expiresAt: number | null;
  /** When the token pair was stored, epoch milliseconds; null or absent when unknown. */
  refreshedAt?: number | null;
}

/**
 * What the policy decides: `refresh` (spend the refresh token, once across tabs), `newer` (a
 * newer access token than the refused one is already stored: use it), `expire` (tokens that can
 * never be refreshed: end the session), `skip` (nothing to do).
 */
export type RefreshDecision = 'refresh' | 'newer' | 'expire' | 'skip';

/** The refresh policy of the web app, as a pure function of the trigger, the stored tokens and the time. */
export function refreshDecision(trigger: RefreshTrigger, session: SessionSnapshot, now: number = Date.now()): RefreshDecision {
  const { accessToken, refreshToken, expiresAt } = session;
  switch (trigger.kind) {
    case 'rejected':
      if (accessToken && accessToken !== trigger.sentToken) return 'newer';
      if (!trigger.sentToken && !accessToken) return 'skip';
      return refreshToken ? 'refresh' : 'expire';
    case 'request':
      if (!refreshToken) return 'skip';
      return !accessToken || (expiresAt !== null && expiresAt - now < REQUEST_MARGIN_MS) ? 'refresh' : 'skip';
    case 'due':
      if (!refreshToken || expiresAt === null) return 'skip';
      return expiresAt - now > REFRESH_AHEAD_MS ? 'skip' : 'refresh';
    case 'unrecognised':
    case 'manual':
      return refreshToken ? 'refresh' : 'expire';
    case 'proactive': {
      const refreshedAt = session.refreshedAt ?? null;
      if (!refreshToken || refreshedAt === null) return 'skip';
      const old = now - refreshedAt >= PROACTIVE_REFRESH_MS;
      const active = now - trigger.lastActivityAt <= IDLE_WINDOW_MS;
      return old && active ? 'refresh' : 'skip';
    }
  }
}

/**
 * The one place a refresh starts. Applies refreshDecision to the stored tokens: rotates them
 * through the single-flight, cross-tab coordinator when it says so, and ends the session
 * (expireSession: 'Session expired. Please log in again.' and /login) when the server refuses
 * the refresh token or there is none to spend.
 * @returns 'refreshed' when newer tokens are stored (rotated now, here or by another tab, or
 *   already there); 'invalid' when the session ended; 'unavailable' when the server could not be
 *   reached (network, 429, 5xx: the tokens are kept); 'skipped' when nothing was needed.
 */
export async function renewSession(trigger: RefreshTrigger): Promise<RefreshResult | 'skipped'> {
  const decision = refreshDecision(trigger, {
    accessToken: getAccessToken(),
    refreshToken: getRefreshToken(),
    expiresAt: getExpiresAt(),
    refreshedAt: getRefreshedAt(),
  });
  if (decision === 'skip') return 'skipped';
  if (decision === 'newer') return 'refreshed';
  if (decision === 'expire') {
    expireSession();
    return 'invalid';
  }
  const outcome = await refreshSession();
  if (outcome === 'invalid') expireSession();
  return outcome;
}

/**
 * The access token, refreshed first when it is missing or expires within REQUEST_MARGIN_MS (used
 * before every authenticated request and by the WebSocket link). A refused refresh expires the
 * session.
 */
export async function getFreshAccessToken(): Promise<string | null> {
  await renewSession({ kind: 'request' });
  return getAccessToken();
}

/** Browser events that count as the user being active (the 15-minute idle window). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Keeps a signed-in tab's tokens fresh: a `due` renewal REFRESH_AHEAD_MS before the access token
 * expires (re-armed whenever tokens change, here or in another tab), when the tab becomes
 * visible and when the browser comes back online; and spec section 9's proactive refresh: every
 * PROACTIVE_CHECK_MS (1 hour) a `proactive` renewal, which refreshes a token pair at least
 * PROACTIVE_REFRESH_MS (6 days) old when the user was active within IDLE_WINDOW_MS (15 minutes).
 * Returns the function that stops it.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastActivityAt = Date.now();
  const renew = () => void renewSession({ kind: 'due' });
  const onActivity = () => {
    lastActivityAt = Date.now();
  };
  const check = setInterval(() => void renewSession({ kind: 'proactive', lastActivityAt }), PROACTIVE_CHECK_MS);
  const arm = () => {
    clearTimeout(timer);
    const expiresAt = getExpiresAt();
    if (expiresAt === null) return;
    timer = setTimeout(renew, Math.min(Math.max(expiresAt - Date.now() - REFRESH_AHEAD_MS, 0), MAX_TIMER_MS));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      onActivity();
      renew();
    }
  };
  arm();
  const unsubscribe = subscribeSession(arm);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onVisible);
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  return () => {
    clearTimeout(timer);
    clearInterval(check);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onVisible);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  };
}
