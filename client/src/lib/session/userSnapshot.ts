/**
 * The snapshot of the signed-in user (the `me` object) kept beside the tokens: in localStorage
 * with rememberMe, otherwise in sessionStorage. It only paints the first frame: app/apollo.ts
 * writes it into the normalized cache at start-up and the `me` query then replaces it
 * (docs/decisions/0006). clearSession (tokenStore.ts) removes it with the tokens.
 */
import type { AuthUserFragment } from '../../gql/graphql';
import { STORAGE_KEYS, localStore, sessionStore, type AuthUser } from './presence';

// The snapshot's type and its reading are in presence.ts (the light door); re-exported here.
export { isAuthUser, readStoredUser, type AuthUser } from './presence';

/** The `me`/login/register user as an AuthUser: the same object when complete (it always is for oneself). */
export function asAuthUser(user: AuthUserFragment): AuthUser {
  if (typeof user.email === 'string' && typeof user.lastName === 'string' && typeof user.fullName === 'string') {
    return user as AuthUser;
  }
  return { ...user, email: user.email ?? '', lastName: user.lastName ?? '', fullName: user.fullName ?? user.firstName };
}

/** Whether the last sign-in asked to be remembered. */
export function getRememberMe(): boolean {
  return localStore.getItem(STORAGE_KEYS.rememberMe) === 'true';
}

/** Records the rememberMe choice of a sign-in (where the user snapshot is kept). */
export function setRememberMe(rememberMe: boolean): void {
  localStore.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
}

/** Stores the user snapshot: localStorage with rememberMe, otherwise sessionStorage (spec section 9). */
export function storeUser(user: AuthUser, rememberMe: boolean = getRememberMe()): void {
  const json = JSON.stringify(user);
  if (rememberMe) {
    if (localStore.getItem(STORAGE_KEYS.user) !== json) localStore.setItem(STORAGE_KEYS.user, json);
    sessionStore.removeItem(STORAGE_KEYS.user);
  } else {
    if (sessionStore.getItem(STORAGE_KEYS.user) !== json) sessionStore.setItem(STORAGE_KEYS.user, json);
    localStore.removeItem(STORAGE_KEYS.user);
  }
}

/** Removes the user snapshot only (the server said there is no user for these tokens). */
export function clearStoredUser(): void {
  localStore.removeItem(STORAGE_KEYS.user);
  sessionStore.removeItem(STORAGE_KEYS.user);
}
