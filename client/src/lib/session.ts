/**
 * The one token store and the one single-flight refresh of the web app (spec section 9).
 *
 * - Tokens live in localStorage (`token`, `refreshToken`, `tokenExpiresAt`), or in memory only
 *   when storage is unavailable (private mode).
 * - A snapshot of the signed-in user (the `me` object) is kept in localStorage with rememberMe,
 *   otherwise in sessionStorage. It only paints the first frame: app/apollo.ts writes it into the
 *   normalized cache at start-up and the `me` query then replaces it (docs/decisions/0006).
 * - `refreshSession()` rotates the single-use refresh token once however many requests, and
 *   however many tabs, ask at the same time: one promise per tab, and across tabs a Web Lock
 *   (or, where the Web Locks API is missing, a lease in localStorage) under which the stored
 *   refresh token is re-read, so a tab that waited finds the token another tab already rotated
 *   instead of replaying it (replay revokes the whole session on the server). Because Chromium's
 *   localStorage reaches other tabs asynchronously, each rotation is also written to IndexedDB
 *   before the lock is released, and the next holder looks its token up there first.
 *
 * The network call itself is injected by app/apollo.ts (`setRefreshTransport`): the
 * `refreshToken` mutation sent through Apollo, so this module holds no network code.
 */
import type { AuthUserFragment, Role } from '../gql/graphql';

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

/** Tokens as returned by the login and refreshToken mutations. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds (3600). */
  expiresIn: number;
  /** UTC expiry of the access token, ISO 8601. */
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
const REFRESH_LOCK_NAME = 'comfort-life-auth-refresh';

/* ---------------------------------------------------------------- storage */

/** The part of the Web Storage interface the session uses (also implemented in memory). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

/** refreshed: new tokens stored (here or by another tab); invalid: the server refused (the session is dead); unavailable: network, 429 or 5xx. */
export type RefreshResult = 'refreshed' | 'invalid' | 'unavailable';

/** What one refresh call to the server gave. */
export type RefreshOutcome = { kind: 'tokens'; tokens: AuthTokens } | { kind: 'invalid' } | { kind: 'unavailable' };

/** Spends one refresh token on the server (the refreshToken mutation). */
export type RefreshTransport = (refreshToken: string) => Promise<RefreshOutcome>;

/** The part of the Web Locks API the refresh needs: run `callback` while holding the lock `name`, across tabs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Rotations made by any tab, in a store every tab reads consistently (IndexedDB): which refresh
 * token was spent and the pair it was exchanged for. Needed because Chromium's localStorage is
 * only eventually consistent across renderer processes: a tab that gets the lock just after
 * another tab rotated may still read the old refresh token from localStorage, and spending it
 * would be a replay (the server then revokes the session).
 */
export interface RotationLog {
  /** The newest pair the token was rotated into (following later rotations), or null. */
  find(spentRefreshToken: string): Promise<AuthTokens | null>;
  /** Records a rotation; resolves once other tabs can read it. */
  record(spentRefreshToken: string, tokens: AuthTokens): Promise<void>;
  /** Forgets every rotation (sign-out). */
  clear(): Promise<void>;
}

/** What a refresh coordinator reads and writes: the shared token store, the server call and a cross-tab lock. */
export interface RefreshCoordinatorDeps {
  readRefreshToken(): string | null;
  writeTokens(tokens: AuthTokens): void;
  transport: RefreshTransport;
  /** Omitted when tokens live in memory (nothing is shared with other tabs). */
  lock?: LockManagerLike;
  /** Omitted where IndexedDB is unavailable: the lock and localStorage alone then guard replays. */
  rotations?: RotationLog;
}

/**
 * Builds a single-flight refresh: concurrent calls in one tab share one promise; across tabs the
 * lock serialises the rotations, and a tab that got the lock after another re-reads the shared
 * refresh token: when it changed since the call began, the other tab's rotation is used instead
 * of spending (replaying) the old token.
 */
export function createRefreshCoordinator(deps: RefreshCoordinatorDeps): () => Promise<RefreshResult> {
  let inflight: Promise<RefreshResult> | null = null;
  return function refresh(): Promise<RefreshResult> {
    if (inflight) return inflight;
    const used = deps.readRefreshToken();
    if (!used) return Promise.resolve('invalid');
    const run = async (): Promise<RefreshResult> => {
      const current = deps.readRefreshToken();
      if (!current) return 'invalid';
      if (current !== used) return 'refreshed';
      // localStorage may lag behind another tab's rotation: the rotation log does not.
      const rotated = await deps.rotations?.find(current).catch(() => null);
      if (rotated) {
        deps.writeTokens(rotated);
        return 'refreshed';
      }
      const outcome = await deps.transport(current);
      if (outcome.kind !== 'tokens') return outcome.kind;
      deps.writeTokens(outcome.tokens);
      // Before the lock is released, so the next holder finds it.
      await deps.rotations?.record(current, outcome.tokens).catch(() => undefined);
      return 'refreshed';
    };
    const task = deps.lock ? deps.lock.request(REFRESH_LOCK_NAME, run) : run();
    inflight = task
      .catch((): RefreshResult => 'unavailable')
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };
}

/** Timing of the localStorage lease lock (tests shorten them). */
export interface StorageLockTiming {
  /** How long a lease holds when its tab dies without releasing it; longer than the 30 s request timeout. */
  leaseMs: number;
  /** Wait after writing a lease before reading it back (a racing tab's write lands meanwhile). */
  settleMs: number;
  /** Poll interval while another tab holds the lease. */
  pollMs: number;
}

const DEFAULT_LOCK_TIMING: StorageLockTiming = { leaseMs: 35_000, settleMs: 50, pollMs: 100 };

/**
 * A cross-tab lock over localStorage, for browsers without the Web Locks API (e.g. a page served
 * over plain http from another host, which is not a secure context): a lease `{ id, until }`
 * written, read back after `settleMs`, and removed by its holder; an abandoned lease expires.
 */
export function createStorageLock(
  storage: KeyValueStore,
  timing: StorageLockTiming = DEFAULT_LOCK_TIMING,
  now: () => number = Date.now,
): LockManagerLike {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const read = (key: string): { id: string; until: number } | null => {
    try {
      const lease = JSON.parse(storage.getItem(key) ?? 'null') as { id?: unknown; until?: unknown } | null;
      return lease && typeof lease.id === 'string' && typeof lease.until === 'number' ? { id: lease.id, until: lease.until } : null;
    } catch {
      return null;
    }
  };
  return {
    async request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const key = `lock:${name}`;
      const id = `${now()}-${Math.random().toString(36).slice(2)}`;
      const giveUpAt = now() + timing.leaseMs;
      for (;;) {
        const lease = read(key);
        if (!lease || lease.until < now()) {
          storage.setItem(key, JSON.stringify({ id, until: now() + timing.leaseMs }));
          await sleep(timing.settleMs);
          if (read(key)?.id === id) break;
        }
        if (now() > giveUpAt) break;
        await sleep(timing.pollMs);
      }
      try {
        return await callback();
      } finally {
        if (read(key)?.id === id) storage.removeItem(key);
      }
    },
  };
}

function browserLock(): LockManagerLike | undefined {
  if (!localPick.persistent) return undefined;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock resolves with the callback's awaited result (the DOM typing says Promise<Promise<T>>).
  if (locks) return { request: <T,>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
  return createStorageLock(local);
}

/** How long a rotation is remembered: far longer than localStorage takes to reach other tabs. */
const ROTATION_TTL_MS = 120_000;
/** Bound on the rotations followed from one token (a chain longer than this is not a lag). */
const MAX_ROTATION_HOPS = 8;

interface RotationRecord {
  from: string;
  tokens: AuthTokens;
  at: number;
}

/**
 * A RotationLog over records that every tab reads the same way. Entries older than
 * ROTATION_TTL_MS are ignored and pruned.
 */
export function createRotationLog(backend: {
  get(from: string): Promise<RotationRecord | undefined>;
  put(record: RotationRecord, pruneBefore: number): Promise<void>;
  clear(): Promise<void>;
}, now: () => number = Date.now): RotationLog {
  return {
    async find(spent) {
      let found: AuthTokens | null = null;
      let token = spent;
      for (let hop = 0; hop < MAX_ROTATION_HOPS; hop += 1) {
        const record = await backend.get(token);
        if (!record || record.at < now() - ROTATION_TTL_MS) break;
        found = record.tokens;
        token = record.tokens.refreshToken;
      }
      return found;
    },
    record: (from, tokens) => backend.put({ from, tokens, at: now() }, now() - ROTATION_TTL_MS),
    clear: () => backend.clear(),
  };
}

/** The rotation log in IndexedDB (database `comfort-life-session`), or undefined where it is missing. */
function indexedDbRotationLog(): RotationLog | undefined {
  if (!localPick.persistent || typeof indexedDB === 'undefined') return undefined;
  const STORE = 'rotations';
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('comfort-life-session', 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'from' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    }).catch((error: unknown) => {
      db = null;
      throw error;
    }));
  const done = (tx: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  return createRotationLog({
    async get(from) {
      const tx = (await open()).transaction(STORE, 'readonly');
      const request = tx.objectStore(STORE).get(from);
      await done(tx);
      return request.result as RotationRecord | undefined;
    },
    async put(record, pruneBefore) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const all = store.getAll();
      all.onsuccess = () => {
        for (const old of all.result as RotationRecord[]) if (old.at < pruneBefore) store.delete(old.from);
      };
      store.put(record);
      await done(tx);
    },
    async clear() {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).clear();
      await done(tx);
    },
  });
}

const rotationLog = indexedDbRotationLog();

let transport: RefreshTransport | null = null;

/** Installs the server call behind refreshSession (app/apollo.ts: the refreshToken mutation). */
export function setRefreshTransport(next: RefreshTransport): void {
  transport = next;
}

/**
 * Rotates the refresh token once, however many callers ask at the same time, in this tab and
 * across tabs (see createRefreshCoordinator).
 */
export const refreshSession: () => Promise<RefreshResult> = createRefreshCoordinator({
  readRefreshToken: getRefreshToken,
  writeTokens: setTokens,
  transport: (refreshToken) => (transport ? transport(refreshToken) : Promise.resolve({ kind: 'unavailable' })),
  lock: browserLock(),
  rotations: rotationLog,
});

/**
 * The access token, refreshed first when it is missing or expires within `marginMs` (used before
 * every authenticated request and by the WebSocket link). A refused refresh expires the session.
 */
export async function getFreshAccessToken(marginMs = 30_000): Promise<string | null> {
  const expiresAt = getExpiresAt();
  if (getRefreshToken() && (!getAccessToken() || (expiresAt !== null && expiresAt - Date.now() < marginMs))) {
    if ((await refreshSession()) === 'invalid') expireSession();
  }
  return getAccessToken();
}
