/**
 * Authentication as the pages see it (spec sections 4, 7 to 9): useAuth(), the signed-in user and
 * the auth actions, and their types. Light on purpose: the provider behind it, on Apollo
 * (lib/authProvider.tsx), loads with the data layer (lib/dataLayer.ts), which a visitor's landing
 * page does not need for its first screen; until then app/DataLayer.tsx provides a signed-out
 * value whose actions wait for it (docs/decisions/0017-landing-speed.md).
 */
import { createContext, useContext } from 'react';
import type { AuthTokens, AuthUser, Role } from './session';

export type { AuthUser, AuthTokens, Role };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why the last sign-out in this tab happened: the user asked (logout), or the session expired. */
export type SignOutReason = 'manual' | 'expired' | null;

/** Registration payload (spec section 3 field names); sent as the `register` mutation's RegisterInput. */
export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string;
  role: 'customer' | 'freelancer';
  marketing_emails: boolean;
}

/** What registration returns: the user is not signed in when verification is required. */
export interface RegisterResult {
  user: AuthUser | null;
  requiresVerification: boolean;
  message: string;
}

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
  /** Registers; does not sign in. Throws AppError (409 duplicate e-mail, 400 with field issues). */
  register(payload: RegisterPayload): Promise<RegisterResult>;
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

export const REGISTER_VERIFY_DEFAULT_MESSAGE = 'Please check your email to verify your account before logging in.';

/** The auth context; provided by app/DataLayer.tsx (from lib/authProvider.tsx once loaded). */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions; throws outside the app's DataLayer (spec section 8). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** Role label shown to people: cleaners are "Freelancer". */
export function roleLabel(role: Role): string {
  if (role === 'cleaner') return 'Freelancer';
  if (role === 'admin') return 'Admin';
  return 'Customer';
}
