/**
 * The token pair and the storage the session keeps it in: types shared by the token store
 * (tokenStore.ts) and the cross-tab refresh coordination (refreshCoordination.ts), so neither imports
 * the other for them.
 */

/** Tokens as returned by the login and refreshToken mutations. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds (3600). */
  expiresIn: number;
  /** UTC expiry of the access token, ISO 8601. */
  expiresAt: string;
}

/** The part of the Web Storage interface the session uses (also implemented in memory). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
