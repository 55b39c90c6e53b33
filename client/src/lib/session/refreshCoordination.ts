/**
 * How the web app rotates its single-use refresh token once, however many requests and tabs ask
 * at the same time (spec section 9; docs/decisions/0006): the single-flight coordinator, the
 * cross-tab locks (Web Locks, or a lease in localStorage) and the rotation log in IndexedDB.
 * refreshPolicy.ts wires them to the token store (tokenStore.ts) as `refreshSession`.
 */
import type { AuthTokens, KeyValueStore } from './authTokens';

const REFRESH_LOCK_NAME = 'comfort-life-auth-refresh';

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

/**
 * The cross-tab lock of this browser: the Web Locks API, else a lease in `store` (localStorage);
 * none when tokens are not `persistent` (kept in memory, nothing shared with other tabs).
 */
export function browserLock(store: KeyValueStore, persistent: boolean): LockManagerLike | undefined {
  if (!persistent) return undefined;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock resolves with the callback's awaited result (the DOM typing says Promise<Promise<T>>).
  if (locks) return { request: <T,>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
  return createStorageLock(store);
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
export function indexedDbRotationLog(persistent: boolean): RotationLog | undefined {
  if (!persistent || typeof indexedDB === 'undefined') return undefined;
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
