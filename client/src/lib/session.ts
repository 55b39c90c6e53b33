/**
 * The stored session: tokens, the signed-in user's JSON, and the single refresh-token
 * rotation shared by the fetch wrapper (lib/api.ts), Apollo (app/apollo.ts) and the auth
 * provider (lib/auth.tsx). Spec section 9: tokens live in localStorage (`token`,
 * `refreshToken`), or in memory when storage is unavailable (private mode); with rememberMe
 * the user JSON is kept in localStorage, otherwise in sessionStorage.
 */

export type Role = 'customer' | 'cleaner' | 'admin';

/** The user JSON of the /api/auth endpoints. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  /** "Customer", "Freelancer" or "Admin". */
  roleLabel: string;
  emailVerified: boolean;
  requiresVerification: boolean;
  isPendingVerification: boolean;
  createdAt: string;
}

/** Tokens as returned by login and refresh. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds (default 3600). */
  expiresIn: number;
  /** ISO date-time. */
  expiresAt: string;
}

export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  expiresAt: 'tokenExpiresAt',
  rememberMe: 'rememberMe',
  user: 'user',
} as const;

const DEFAULT_TOKEN_LIFETIME_S = 3600;

/* ---------------------------------------------------------------- storage */

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function pickStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const store = window[kind];
    const probe = '__storage_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    // Private mode or storage disabled: keep the session in memory only (spec section 9).
    return memoryStore();
  }
}

const local = typeof window === 'undefined' ? memoryStore() : pickStore('localStorage');
const session = typeof window === 'undefined' ? memoryStore() : pickStore('sessionStorage');

/* ---------------------------------------------------------------- change events */

export type SessionChange = 'tokens' | 'user' | 'cleared';
type ChangeListener = (change: SessionChange) => void;
const changeListeners = new Set<ChangeListener>();

function emitChange(change: SessionChange): void {
  changeListeners.forEach((listener) => listener(change));
}

/** Subscribes to token/user changes, including those made by other tabs. Returns the unsubscribe. */
export function subscribeSession(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === STORAGE_KEYS.accessToken || event.key === null) {
      emitChange(event.newValue ? 'tokens' : 'cleared');
    } else if (event.key === STORAGE_KEYS.user) {
      emitChange('user');
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

/** Whether any token is stored (a session may exist). */
export function hasSession(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}

/** Stores a token pair (the refresh token rotates: the old one is dead from now on). */
export function setTokens(tokens: AuthTokens): void {
  const expiresAt =
    tokens.expiresAt && !Number.isNaN(Date.parse(tokens.expiresAt))
      ? tokens.expiresAt
      : new Date(Date.now() + (tokens.expiresIn || DEFAULT_TOKEN_LIFETIME_S) * 1000).toISOString();
  local.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  local.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  local.setItem(STORAGE_KEYS.expiresAt, expiresAt);
  emitChange('tokens');
}

/* ---------------------------------------------------------------- user */

/** Whether the last login asked to be remembered. */
export function getRememberMe(): boolean {
  return local.getItem(STORAGE_KEYS.rememberMe) === 'true';
}

/** Stores the user JSON: localStorage with rememberMe, otherwise sessionStorage (spec section 9). */
export function storeUser(user: AuthUser, rememberMe: boolean = getRememberMe()): void {
  const json = JSON.stringify(user);
  local.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
  if (rememberMe) {
    local.setItem(STORAGE_KEYS.user, json);
    session.removeItem(STORAGE_KEYS.user);
  } else {
    session.setItem(STORAGE_KEYS.user, json);
    local.removeItem(STORAGE_KEYS.user);
  }
  emitChange('user');
}

function isAuthUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.email === 'string' && typeof v.role === 'string';
}

/** The stored user JSON, if any and well-formed. */
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

/** Removes tokens and user JSON from every store. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    local.removeItem(key);
    session.removeItem(key);
  }
  emitChange('cleared');
}

/* ---------------------------------------------------------------- expiry */

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();
let lastExpiredAt = 0;

/** Subscribes to "the session could not be refreshed": the auth provider sends the user to /login. */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
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

/** refreshed: new tokens stored; invalid: the server refused (the session is dead); unavailable: network/5xx. */
export type RefreshResult = 'refreshed' | 'invalid' | 'unavailable';

let inflight: Promise<RefreshResult> | null = null;

interface RefreshBody {
  tokens?: Partial<AuthTokens>;
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  expiresAt?: string;
}

function readTokens(body: RefreshBody): AuthTokens | null {
  const accessToken = body.tokens?.accessToken ?? body.accessToken;
  const refreshToken = body.tokens?.refreshToken ?? body.refreshToken;
  if (!accessToken || !refreshToken) return null;
  return {
    accessToken,
    refreshToken,
    expiresIn: body.tokens?.expiresIn ?? body.expiresIn ?? DEFAULT_TOKEN_LIFETIME_S,
    expiresAt: body.tokens?.expiresAt ?? body.expiresAt ?? '',
  };
}

async function callRefresh(usedRefreshToken: string): Promise<RefreshResult> {
  // Another tab may have rotated the token while this one waited for the lock.
  const current = getRefreshToken();
  if (!current) return 'invalid';
  if (current !== usedRefreshToken) return 'refreshed';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current }),
      signal: controller.signal,
    });
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429 || response.status >= 500) return 'unavailable';
  const body = (await response.json().catch(() => ({}))) as RefreshBody;
  const tokens = response.ok ? readTokens(body) : null;
  // The caller decides how a dead session ends (expireSession or a silent clearSession).
  if (!tokens) return 'invalid';
  setTokens(tokens);
  return 'refreshed';
}

/**
 * Rotates the refresh token once, however many callers ask at the same time (in this tab,
 * and across tabs through the Web Locks API where available, so two tabs never spend the
 * same refresh token).
 */
export function refreshSession(): Promise<RefreshResult> {
  if (inflight) return inflight;
  const used = getRefreshToken();
  if (!used) return Promise.resolve('invalid');
  const run = () => callRefresh(used);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const task: Promise<RefreshResult> = locks
    ? locks.request('comfort-life-auth-refresh', run).then((result) => result)
    : run();
  inflight = task.finally(() => {
    inflight = null;
  });
  return inflight;
}

/** The access token, refreshed first when it expires within `marginMs` (used by the WebSocket link). */
export async function getFreshAccessToken(marginMs = 30_000): Promise<string | null> {
  const expiresAt = getExpiresAt();
  if (getRefreshToken() && (!getAccessToken() || (expiresAt !== null && expiresAt - Date.now() < marginMs))) {
    if ((await refreshSession()) === 'invalid') expireSession();
  }
  return getAccessToken();
}
