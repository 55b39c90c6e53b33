/**
 * Authentication as the pages see it (spec sections 4, 7 to 9): useAuth(), the signed-in user and
 * the auth actions, and their types. Light on purpose: the provider behind it, on Apollo
 * (lib/authProvider.tsx), loads with the data layer (lib/dataLayer.ts), which a visitor's landing
 * page does not need for its first screen; until then app/DataLayer.tsx provides a signed-out
 * value whose actions wait for it (docs/decisions/0017-landing-speed.md).
 */
import { createContext, useContext } from 'react';
import { ROLE_LABELS } from '../../../schema/vocabulary';
import { REGISTER_VERIFY_MESSAGE } from '../../../schema/errors';
import type { AuthTokens, AuthUser, Role } from './session';

export type { AuthUser, AuthTokens, Role };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why the last sign-out in this tab happened: the user asked (logout), or the session expired. */
export type SignOutReason = 'manual' | 'expired' | null;

/** What useAuth() returns. */
export interface AuthContextValue {
  /** The signed-in user: `me` from the normalized cache; null when signed out. */
  user: AuthUser | null;
  status: AuthStatus;
  /**
   * Set when this tab signed out. RouteGuard renders nothing after a manual logout (the caller
   * navigates to / or /login) and carries the expiry message after an expired session.
   */
  signOutReason: SignOutReason;
  /** Signs in; throws AppError (401 wrong credentials, 403 with requiresVerification, 400, 429). */
  login(email: string, password: string, rememberMe?: boolean): Promise<AuthUser>;
  /** Signs out this device; resolves false (user stays signed in) when the server call failed. */
  logout(): Promise<boolean>;
  /** Signs out every device; resolves false when the server call failed. */
  logoutAll(): Promise<boolean>;
  /** Rotates the tokens now; false when the session could not be refreshed. */
  refresh(): Promise<boolean>;
  /** Re-reads `me` from the server (e.g. after a background check or e-mail verification). */
  reloadUser(): Promise<AuthUser | null>;
  /** The current access token (also in localStorage `token`). */
  accessToken(): string | null;
}

/** Spec section 8 "Registration": the account must be verified before signing in. */
export const REGISTER_VERIFY_DEFAULT_MESSAGE = REGISTER_VERIFY_MESSAGE;

/** The auth context; provided by app/DataLayer.tsx (from lib/authProvider.tsx once loaded). */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions; throws outside the app's DataLayer (spec section 8). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** Role label shown to people: cleaners are "Freelancer" (schema/vocabulary.ts). */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? ROLE_LABELS.customer;
}
