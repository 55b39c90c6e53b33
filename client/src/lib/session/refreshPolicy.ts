/**
 * The one refresh policy of the web app (spec section 9; docs/decisions/0026).
 *
 * - `renewSession(trigger)` is the one place a refresh starts: when a refresh starts (a refused
 *   token, a request or WebSocket about to send an expiring one, the timer ahead of expiry, tab
 *   focus and back online via `keepSessionFresh()`, an unknown user at start-up, an explicit
 *   refresh) and what a refused refresh does (the session expires).
 * - the refresh itself rotates the single-use refresh token once however many requests, and
 *   however many tabs, ask at the same time: one promise per tab, and across tabs a Web Lock
 *   (or, where the Web Locks API is missing, a lease in localStorage) under which the stored
 *   refresh token is re-read, so a tab that waited finds the token another tab already rotated
 *   instead of replaying it (replay revokes the whole session on the server). Because Chromium's
 *   localStorage reaches other tabs asynchronously, each rotation is also written to IndexedDB
 *   before the lock is released, and the next holder looks its token up there first. The
 *   machinery is in refreshCoordination.ts; this module wires it to the token store.
 *
 * The network call itself is injected by app/apollo.ts (`setRefreshTransport`): the
 * `refreshToken` mutation sent through Apollo, so this module holds no network code.
 */
import { isActive, trackActivity } from './activity';
import { createRefreshCoordinator, type RefreshResult, type RefreshTransport } from './refreshCoordination';
import {
  clearSession,
  getAccessToken,
  getExpiresAt,
  getRefreshToken,
  getRefreshedAt,
  refreshLock,
  rotationLog,
  setTokens,
  subscribeSession,
} from './tokenStore';

/* ---------------------------------------------------------------- expiry */

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
  lock: refreshLock,
  rotations: rotationLog,
});

/* ---------------------------------------------------------------- policy */

/** Refresh this long before the access token expires (the timer, tab focus, back online). */
export const REFRESH_AHEAD_MS = 60_000;
/** Before a request or a WebSocket connection: refresh when the token expires within this. */
export const REQUEST_MARGIN_MS = 30_000;
/** Spec section 9: a proactive refresh once the token pair is this old (6 days)... */
export const PROACTIVE_REFRESH_MS = 6 * 24 * 60 * 60 * 1000;
/** ...looked at every hour, and made only when the user was active within IDLE_WINDOW_MS (activity.ts). */
export const PROACTIVE_CHECK_MS = 60 * 60 * 1000;
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
      return old && isActive(trigger.lastActivityAt, now) ? 'refresh' : 'skip';
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

/**
 * Keeps a signed-in tab's tokens fresh: a `due` renewal REFRESH_AHEAD_MS before the access token
 * expires (re-armed whenever tokens change, here or in another tab), when the tab becomes
 * visible and when the browser comes back online; and spec section 9's proactive refresh: every
 * PROACTIVE_CHECK_MS (1 hour) a `proactive` renewal, which refreshes a token pair at least
 * PROACTIVE_REFRESH_MS (6 days) old when the user was active within IDLE_WINDOW_MS (15 minutes,
 * activity.ts). Returns the function that stops it.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const activity = trackActivity();
  const renew = () => void renewSession({ kind: 'due' });
  const check = setInterval(
    () => void renewSession({ kind: 'proactive', lastActivityAt: activity.lastActivityAt() }),
    PROACTIVE_CHECK_MS,
  );
  const arm = () => {
    clearTimeout(timer);
    const expiresAt = getExpiresAt();
    if (expiresAt === null) return;
    timer = setTimeout(renew, Math.min(Math.max(expiresAt - Date.now() - REFRESH_AHEAD_MS, 0), MAX_TIMER_MS));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      activity.markActive();
      renew();
    }
  };
  arm();
  const unsubscribe = subscribeSession(arm);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onVisible);
  return () => {
    clearTimeout(timer);
    clearInterval(check);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onVisible);
    activity.stop();
  };
}
