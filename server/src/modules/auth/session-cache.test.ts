import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../context.js';
import { cachedSession, clearSessionCache, forgetSessions, SESSION_CACHE_TTL_MS } from './session-cache.js';

const user: CurrentUser = {
  id: 'u1',
  email: 'a@example.test',
  role: 'customer',
  firstName: 'A',
  lastName: 'B',
  emailVerified: true,
  backgroundCheckStatus: null,
};

describe('session cache', () => {
  beforeEach(() => {
    clearSessionCache();
    vi.useRealTimers();
  });

  it('reads a live session once, then serves it from memory for the same owner only', async () => {
    const load = vi.fn(async () => user);
    expect(await cachedSession('s1', 'u1', load)).toEqual(user);
    expect(await cachedSession('s1', 'u1', load)).toEqual(user);
    expect(load).toHaveBeenCalledTimes(1);
    // A token whose subject is someone else gets nothing, cached or not.
    expect(await cachedSession('s1', 'u2', load)).toBeNull();
  });

  it('never caches a refused session', async () => {
    const load = vi.fn(async () => null);
    expect(await cachedSession('s1', 'u1', load)).toBeNull();
    expect(await cachedSession('s1', 'u1', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets listed sessions, or all of a user, at once', async () => {
    const load = vi.fn(async () => user);
    await cachedSession('s1', 'u1', load);
    await cachedSession('s2', 'u1', load);
    forgetSessions({ userId: 'u1', sessionIds: ['s1'] });
    await cachedSession('s1', 'u1', load);
    await cachedSession('s2', 'u1', load);
    expect(load).toHaveBeenCalledTimes(3);
    forgetSessions({ userId: 'u1', sessionIds: null });
    await cachedSession('s1', 'u1', load);
    await cachedSession('s2', 'u1', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not keep a read that was in flight when a revocation arrived', async () => {
    let finish: (u: CurrentUser) => void = () => undefined;
    const slow = () => new Promise<CurrentUser>((resolve) => (finish = resolve));
    const pending = cachedSession('s1', 'u1', slow);
    forgetSessions({ userId: 'u1', sessionIds: ['s1'] });
    finish(user); // the database answered before the revocation committed
    expect(await pending).toEqual(user);
    const load = vi.fn(async () => null); // now revoked
    expect(await cachedSession('s1', 'u1', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the session again after SESSION_CACHE_TTL_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async () => user);
    await cachedSession('s1', 'u1', load);
    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS + 1);
    await cachedSession('s1', 'u1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('session cache under a burst', () => {
  beforeEach(() => clearSessionCache());

  it('shares one database read among requests that miss at the same moment', async () => {
    const load = vi.fn(async () => user);
    const all = await Promise.all(Array.from({ length: 20 }, () => cachedSession('s1', 'u1', load)));
    expect(all.every((u) => u?.id === 'u1')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not share a read begun before a revocation with a request that comes after it', async () => {
    let finish: (u: CurrentUser) => void = () => undefined;
    const before = cachedSession('s1', 'u1', () => new Promise<CurrentUser>((resolve) => (finish = resolve)));
    forgetSessions({ userId: 'u1', sessionIds: null });
    const after = vi.fn(async () => null); // the database now says revoked
    expect(await cachedSession('s1', 'u1', after)).toBeNull();
    expect(after).toHaveBeenCalledTimes(1);
    finish(user);
    await before;
    expect(await cachedSession('s1', 'u1', after)).toBeNull();
  });
});
