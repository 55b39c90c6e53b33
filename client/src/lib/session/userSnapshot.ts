/**
 * The snapshot of the signed-in user (the `me` object) kept beside the tokens: in localStorage
 * with rememberMe, otherwise in sessionStorage. It only paints the first frame: app/apollo.ts
 * writes it into the normalized cache at start-up and the `me` query then replaces it
 * (docs/decisions/0006). clearSession (tokenStore.ts) removes it with the tokens.
 */
import type { AuthUserFragment } from '../../gql/graphql';
import { STORAGE_KEYS, localStore, sessionStore } from './tokenStore';

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
  const raw = sessionStore.getItem(STORAGE_KEYS.user) ?? localStore.getItem(STORAGE_KEYS.user);
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
  localStore.removeItem(STORAGE_KEYS.user);
  sessionStore.removeItem(STORAGE_KEYS.user);
}
