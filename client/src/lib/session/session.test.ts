/**
 * The single-flight refresh (lib/session/) across simulated tabs: two coordinators sharing one
 * token store (like localStorage) and one cross-tab lock, against a fake server that, like ours,
 * rotates single-use refresh tokens and revokes the whole session when one is replayed.
 */
import { describe, expect, it } from 'vitest';
import { createRefreshCoordinator, createRotationLog, createStorageLock, type LockManagerLike, type RefreshOutcome } from './refreshCoordination';
import { IDLE_WINDOW_MS } from './activity';
import type { AuthTokens, KeyValueStore } from './authTokens';
import { PROACTIVE_REFRESH_MS, REFRESH_AHEAD_MS, REQUEST_MARGIN_MS, refreshDecision } from './refreshPolicy';
import { memoryStore } from './tokenStore';
import { isAuthUser } from './userSnapshot';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refresh endpoint with the server's rules: rotation, single use, replay revokes the session. */
function fakeServer(latencyMs = 20) {
  let generation = 1;
  let live = 'refresh-1';
  const spent = new Set<string>();
  const state = { calls: [] as string[], revoked: false };
  const transport = async (token: string): Promise<RefreshOutcome> => {
    state.calls.push(token);
    await sleep(latencyMs);
    if (state.revoked) return { kind: 'invalid' };
    if (spent.has(token)) {
      state.revoked = true; // replay: the thief and the victim are both signed out
      return { kind: 'invalid' };
    }
    if (token !== live) return { kind: 'invalid' };
    spent.add(token);
    generation += 1;
    live = `refresh-${generation}`;
    return { kind: 'tokens', tokens: { accessToken: `access-${generation}`, refreshToken: live, expiresIn: 3600, expiresAt: '' } };
  };
  return { state, transport };
}

/** What navigator.locks does for an exclusive lock: callbacks for one name run one after another. */
function inMemoryLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** One browser tab: its own coordinator over the shared store. */
function tab(store: KeyValueStore, transport: (token: string) => Promise<RefreshOutcome>, lock?: LockManagerLike) {
  return createRefreshCoordinator({
    readRefreshToken: () => store.getItem('refreshToken'),
    writeTokens: (tokens) => {
      store.setItem('token', tokens.accessToken);
      store.setItem('refreshToken', tokens.refreshToken);
    },
    transport,
    lock,
  });
}

function sharedStorage(): KeyValueStore {
  const store = memoryStore();
  store.setItem('token', 'access-1');
  store.setItem('refreshToken', 'refresh-1');
  return store;
}

describe('single-flight refresh', () => {
  it('one tab: concurrent 401s share one rotation', async () => {
    const server = fakeServer();
    const store = sharedStorage();
    const refresh = tab(store, server.transport);
    const results = await Promise.all([refresh(), refresh(), refresh()]);
    expect(results).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(server.state.calls).toEqual(['refresh-1']);
    expect(store.getItem('refreshToken')).toBe('refresh-2');
  });

  it('two tabs with a Web Lock: the refresh token is spent once, both tabs end up signed in', async () => {
    const server = fakeServer();
    const store = sharedStorage();
    const locks = inMemoryLocks();
    const tabA = tab(store, server.transport, locks);
    const tabB = tab(store, server.transport, locks);
    const results = await Promise.all([tabA(), tabB(), tabA(), tabB()]);
    expect(results).toEqual(['refreshed', 'refreshed', 'refreshed', 'refreshed']);
    expect(server.state.calls).toEqual(['refresh-1']);
    expect(server.state.revoked).toBe(false);
    expect(store.getItem('refreshToken')).toBe('refresh-2');
    expect(store.getItem('token')).toBe('access-2');
  });

  it('two tabs with the localStorage lease (no Web Locks API): the same guarantee', async () => {
    const server = fakeServer();
    const store = sharedStorage();
    const lease = createStorageLock(store, { leaseMs: 2000, settleMs: 5, pollMs: 5 });
    const tabA = tab(store, server.transport, lease);
    const tabB = tab(store, server.transport, lease);
    const results = await Promise.all([tabA(), tabB()]);
    expect(results).toEqual(['refreshed', 'refreshed']);
    expect(server.state.calls).toEqual(['refresh-1']);
    expect(server.state.revoked).toBe(false);
    expect(store.getItem('lock:comfort-life-auth-refresh')).toBeNull();
  });

  it('without a cross-tab lock the second tab replays the token and the session is revoked (what the lock prevents)', async () => {
    const server = fakeServer();
    const store = sharedStorage();
    const results = await Promise.all([tab(store, server.transport)(), tab(store, server.transport)()]);
    expect(server.state.calls).toEqual(['refresh-1', 'refresh-1']);
    expect(server.state.revoked).toBe(true);
    expect(results).toContain('invalid');
  });

  it('two tabs whose localStorage lags (Chromium across processes): the rotation log prevents the replay', async () => {
    const server = fakeServer();
    const locks = inMemoryLocks();
    // Each tab reads its own copy of the shared storage; writes reach the other copy only later.
    const storeA = sharedStorage();
    const storeB = sharedStorage();
    const records = new Map<string, { from: string; tokens: AuthTokens; at: number }>();
    const rotations = createRotationLog({
      get: async (from) => records.get(from),
      put: async (record) => void records.set(record.from, record),
      clear: async () => records.clear(),
    });
    const laggingTab = (store: KeyValueStore) =>
      createRefreshCoordinator({
        readRefreshToken: () => store.getItem('refreshToken'),
        writeTokens: (tokens) => {
          store.setItem('token', tokens.accessToken);
          store.setItem('refreshToken', tokens.refreshToken);
        },
        transport: server.transport,
        lock: locks,
        rotations,
      });
    const results = await Promise.all([laggingTab(storeA)(), laggingTab(storeB)()]);
    expect(results).toEqual(['refreshed', 'refreshed']);
    expect(server.state.calls).toEqual(['refresh-1']);
    expect(server.state.revoked).toBe(false);
    expect(storeB.getItem('refreshToken')).toBe('refresh-2');
    expect(storeB.getItem('token')).toBe('access-2');

    // Two rotations behind: the log is followed to the newest pair.
    await laggingTab(storeA)();
    const storeC = sharedStorage();
    await expect(laggingTab(storeC)()).resolves.toBe('refreshed');
    expect(server.state.calls).toEqual(['refresh-1', 'refresh-2']);
    expect(storeC.getItem('refreshToken')).toBe('refresh-3');
    expect(server.state.revoked).toBe(false);
  });

  it('a later refresh rotates again from the new token', async () => {
    const server = fakeServer();
    const store = sharedStorage();
    const locks = inMemoryLocks();
    await tab(store, server.transport, locks)();
    await expect(tab(store, server.transport, locks)()).resolves.toBe('refreshed');
    expect(server.state.calls).toEqual(['refresh-1', 'refresh-2']);
    expect(store.getItem('refreshToken')).toBe('refresh-3');
  });

  it('refused, unavailable and failing transports', async () => {
    const store = sharedStorage();
    await expect(tab(store, async () => ({ kind: 'invalid' }))()).resolves.toBe('invalid');
    await expect(tab(store, async () => ({ kind: 'unavailable' }))()).resolves.toBe('unavailable');
    const throwing = tab(store, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(throwing()).resolves.toBe('unavailable');
    // The failed attempt does not stick: the next call tries again.
    await expect(throwing()).resolves.toBe('unavailable');
    store.removeItem('refreshToken');
    await expect(tab(store, async () => ({ kind: 'unavailable' }))()).resolves.toBe('invalid');
  });
});

describe('user snapshot', () => {
  const user = {
    __typename: 'User',
    id: 'u1',
    email: 'customer@demo.test',
    firstName: 'Sarah',
    lastName: 'Johnson',
    fullName: 'Sarah Johnson',
    phone: null,
    role: 'customer',
    roleLabel: 'Customer',
    emailVerified: true,
    requiresVerification: false,
    isPendingVerification: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('accepts a complete `me` object and rejects partial or foreign ones', () => {
    expect(isAuthUser(user)).toBe(true);
    const { fullName: _fullName, ...partial } = user;
    expect(isAuthUser(partial)).toBe(false);
    expect(isAuthUser({ ...user, role: 'root' })).toBe(false);
    expect(isAuthUser({ ...user, __typename: 'Booking' })).toBe(false);
    expect(isAuthUser(null)).toBe(false);
  });
});

describe('refresh policy', () => {
  const now = 1_000_000_000;
  const signedIn = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: now + 3_600_000 };
  const visitor = { accessToken: null, refreshToken: null, expiresAt: null };

  it('a refused token: retry with a newer one, else refresh, else the session is over', () => {
    expect(refreshDecision({ kind: 'rejected', sentToken: 'access-0' }, signedIn, now)).toBe('newer');
    expect(refreshDecision({ kind: 'rejected', sentToken: 'access-1' }, signedIn, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'rejected', sentToken: 'access-1' }, { ...signedIn, refreshToken: null }, now)).toBe('expire');
    expect(refreshDecision({ kind: 'rejected' }, visitor, now)).toBe('skip');
  });

  it('before a request: only when the token is missing or expires within the request margin', () => {
    expect(refreshDecision({ kind: 'request' }, signedIn, now)).toBe('skip');
    expect(refreshDecision({ kind: 'request' }, { ...signedIn, expiresAt: now + REQUEST_MARGIN_MS - 1 }, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'request' }, { ...signedIn, accessToken: null }, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'request' }, visitor, now)).toBe('skip');
  });

  it('ahead of expiry, on focus and back online: only within the refresh-ahead window', () => {
    expect(refreshDecision({ kind: 'due' }, signedIn, now)).toBe('skip');
    expect(refreshDecision({ kind: 'due' }, { ...signedIn, expiresAt: now + REFRESH_AHEAD_MS }, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'due' }, { ...signedIn, expiresAt: null }, now)).toBe('skip');
  });

  it('an unknown user at start-up and an explicit refresh: refresh, or end a session that cannot be refreshed', () => {
    expect(refreshDecision({ kind: 'unrecognised' }, signedIn, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'manual' }, signedIn, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'unrecognised' }, { ...signedIn, refreshToken: null }, now)).toBe('expire');
  });

  it('the hourly check: refresh a token pair 6 days old, only for a user active within 15 minutes', () => {
    const old = { ...signedIn, refreshedAt: now - PROACTIVE_REFRESH_MS };
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now - 60_000 }, old, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now - IDLE_WINDOW_MS }, old, now)).toBe('refresh');
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now - IDLE_WINDOW_MS - 1 }, old, now)).toBe('skip');
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now }, { ...signedIn, refreshedAt: now - PROACTIVE_REFRESH_MS + 1 }, now)).toBe('skip');
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now }, { ...old, refreshToken: null }, now)).toBe('skip');
    expect(refreshDecision({ kind: 'proactive', lastActivityAt: now }, signedIn, now)).toBe('skip');
  });
});
