/**
 * The session of the web app: its public entry (spec section 9; docs/decisions/0006, 0026).
 * Callers outside lib/session/ import from here, or, for the entry chunk's few reads (is there a
 * session, the stored user, change events), from presence.ts, the light door that keeps the
 * refresh machinery out of the first screen's JavaScript (docs/decisions/0043). The pieces behind
 * them are split by concern:
 *
 * - presence.ts: the storage, the change events and the plain reads both doors share;
 * - tokenStore.ts: the token pair in localStorage (or memory), its change events across tabs,
 *   and the cross-tab lock and rotation log the refresh uses;
 * - userSnapshot.ts: the signed-in user's snapshot that paints the first frame;
 * - refreshPolicy.ts: when and how the access token is refreshed (`renewSession`, the one place a
 *   refresh starts), and what a refused refresh does (the session expires);
 * - activity.ts: the user's activity in the tab (the idle window of the proactive refresh);
 * - refreshCoordination.ts: the single-flight, cross-tab rotation of the refresh token.
 */
export type { Role } from '../../gql/graphql';
export type { AuthTokens } from './authTokens';
export type { RefreshOutcome } from './refreshCoordination';
export { SESSION_EXPIRED_MESSAGE } from '../errors';
export {
  clearSession,
  getAccessToken,
  getRefreshToken,
  hasSession,
  setTokens,
  subscribeSession,
  tokenSubject,
} from './tokenStore';
export { asAuthUser, clearStoredUser, readStoredUser, setRememberMe, storeUser, type AuthUser } from './userSnapshot';
export {
  expireSession,
  getFreshAccessToken,
  keepSessionFresh,
  onSessionExpired,
  renewSession,
  setRefreshTransport,
} from './refreshPolicy';
