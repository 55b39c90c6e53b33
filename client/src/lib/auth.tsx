/**
 * Authentication over the /api/auth REST bridge: AuthProvider keeps the signed-in user, restores
 * it on load (GET /api/auth/me, refreshing once on 401), refreshes the access token shortly
 * before it expires, and sends the user to /login when the session cannot be refreshed.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, api } from './api';
import {
  SESSION_EXPIRED_MESSAGE,
  clearSession,
  expireSession,
  getAccessToken,
  getExpiresAt,
  getRefreshToken,
  hasSession,
  onSessionExpired,
  readStoredUser,
  refreshSession,
  setTokens,
  storeUser,
  subscribeSession,
  type AuthTokens,
  type AuthUser,
  type Role,
} from './session';
import { useToast } from './toast';

export type { AuthUser, AuthTokens, Role };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why the last sign-out in this tab happened: the user asked (logout), or the session expired. */
export type SignOutReason = 'manual' | 'expired' | null;

/** POST /api/auth/register body (spec section 3). */
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
  user: AuthUser | null;
  status: AuthStatus;
  /**
   * Set when this tab signed out. RouteGuard renders nothing after a manual logout (the caller
   * navigates to / or /login) and carries the expiry message after an expired session.
   */
  signOutReason: SignOutReason;
  /** Signs in; throws ApiError (401 wrong credentials, 403 with requiresVerification). */
  login(email: string, password: string, rememberMe?: boolean): Promise<AuthUser>;
  /** Registers; does not sign in. Throws ApiError (409 duplicate e-mail). */
  register(payload: RegisterPayload): Promise<RegisterResult>;
  /** Signs out this device; resolves false (user stays signed in) when the server call failed. */
  logout(): Promise<boolean>;
  /** Signs out every device; resolves false when the server call failed. */
  logoutAll(): Promise<boolean>;
  /** Rotates the tokens now; false when the session could not be refreshed. */
  refresh(): Promise<boolean>;
  /** Re-reads the user from GET /api/auth/me (e.g. after a background check). */
  reloadUser(): Promise<AuthUser | null>;
  /** The current access token (also in localStorage `token`). */
  accessToken(): string | null;
}

export const REGISTER_VERIFY_DEFAULT_MESSAGE = 'Please check your email to verify your account before logging in.';
const LOGOUT_FAILED_MESSAGE = 'Failed to logout completely';
/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const MAX_TIMER_MS = 2_147_483_647;

const AuthContext = createContext<AuthContextValue | null>(null);

interface LoginResponse {
  user: AuthUser;
  tokens: AuthTokens;
}

interface RegisterResponse {
  user?: AuthUser;
  requiresVerification?: boolean;
  message?: string;
}

/** Provides useAuth(); must sit inside the router and ToastProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(() => (hasSession() ? readStoredUser() : null));
  const [status, setStatus] = useState<AuthStatus>(() => (hasSession() ? 'loading' : 'unauthenticated'));
  const [tokenVersion, setTokenVersion] = useState(0);
  const [signOutReason, setSignOutReason] = useState<SignOutReason>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const locationRef = useRef(location);
  locationRef.current = location;
  const userRef = useRef(user);
  userRef.current = user;
  /** True while login() runs, so its own token write does not trigger a reload. */
  const signingIn = useRef(false);
  /** Location key at which signOutReason was set; the reason only holds until the next navigation. */
  const reasonKey = useRef<string | null>(null);
  const markSignOut = useCallback((reason: Exclude<SignOutReason, null>) => {
    reasonKey.current = locationRef.current.key;
    setSignOutReason(reason);
  }, []);

  useEffect(() => {
    if (signOutReason && reasonKey.current !== location.key) setSignOutReason(null);
  }, [location.key, signOutReason]);

  const signedOut = useCallback(() => {
    setUser(null);
    setStatus('unauthenticated');
  }, []);

  const signedIn = useCallback((next: AuthUser) => {
    setUser(next);
    setStatus('authenticated');
    setSignOutReason(null);
  }, []);

  const reloadUser = useCallback(async (): Promise<AuthUser | null> => {
    if (!hasSession()) {
      signedOut();
      return null;
    }
    try {
      const body = await api.get<{ user: AuthUser }>('/auth/me', { expireOnAuthFailure: false, retry: 1 });
      storeUser(body.user);
      signedIn(body.user);
      return body.user;
    } catch (error) {
      if (error instanceof ApiError && (error.type === 'AUTHENTICATION_ERROR' || error.status === 404)) {
        clearSession();
        signedOut();
        return null;
      }
      // Offline or server trouble: keep a stored user rather than signing the person out.
      const stored = readStoredUser();
      if (stored) signedIn(stored);
      else signedOut();
      return stored;
    }
  }, [signedIn, signedOut]);

  // Restore the session on load.
  useEffect(() => {
    if (hasSession()) void reloadUser();
  }, [reloadUser]);

  // Follow changes made elsewhere: other tabs, expiry, rotation.
  useEffect(
    () =>
      subscribeSession((change) => {
        if (change === 'cleared') {
          if (userRef.current) signedOut();
          return;
        }
        if (change === 'tokens') {
          setTokenVersion((v) => v + 1);
          if (!userRef.current && !signingIn.current) void reloadUser();
          return;
        }
        const stored = readStoredUser();
        if (stored && hasSession() && JSON.stringify(stored) !== JSON.stringify(userRef.current)) signedIn(stored);
      }),
    [reloadUser, signedIn, signedOut],
  );

  // The session could not be refreshed: tell the user and go to /login.
  useEffect(
    () =>
      onSessionExpired(() => {
        markSignOut('expired');
        signedOut();
        toast.error(SESSION_EXPIRED_MESSAGE);
        const from = locationRef.current;
        navigate('/login', {
          replace: true,
          state: { from: from.pathname.startsWith('/login') ? undefined : from, message: SESSION_EXPIRED_MESSAGE },
        });
      }),
    [markSignOut, navigate, signedOut, toast],
  );

  // Proactive refresh shortly before expiresAt, and again when the tab wakes up.
  useEffect(() => {
    if (status !== 'authenticated') return undefined;
    const refreshIfDue = async () => {
      const expiresAt = getExpiresAt();
      if (!getRefreshToken() || expiresAt === null) return;
      if (expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
      const outcome = await refreshSession();
      if (outcome === 'invalid') expireSession();
    };
    const expiresAt = getExpiresAt();
    const delay = expiresAt === null ? null : Math.min(Math.max(expiresAt - Date.now() - REFRESH_MARGIN_MS, 0), MAX_TIMER_MS);
    const timer = delay === null ? undefined : setTimeout(() => void refreshIfDue(), delay);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [status, tokenVersion]);

  const login = useCallback(
    async (email: string, password: string, rememberMe = false): Promise<AuthUser> => {
      signingIn.current = true;
      try {
        const body = await api.post<LoginResponse>('/auth/login', { email: email.trim(), password, rememberMe }, { auth: false });
        setTokens(body.tokens);
        storeUser(body.user, rememberMe);
        signedIn(body.user);
        return body.user;
      } finally {
        signingIn.current = false;
      }
    },
    [signedIn],
  );

  const register = useCallback(async (payload: RegisterPayload): Promise<RegisterResult> => {
    const body = await api.post<RegisterResponse>(
      '/auth/register',
      { ...payload, email: payload.email.trim(), phone: payload.phone?.trim() || undefined },
      { auth: false },
    );
    return {
      user: body.user ?? null,
      requiresVerification: body.requiresVerification ?? false,
      message: body.message || REGISTER_VERIFY_DEFAULT_MESSAGE,
    };
  }, []);

  const endSession = useCallback(
    async (path: '/auth/logout' | '/auth/logout-all'): Promise<boolean> => {
      try {
        await api.post(path, () => ({ refreshToken: getRefreshToken() }), { refreshOn401: true, expireOnAuthFailure: false });
      } catch (error) {
        // A 401 means the session is already gone on the server: finish signing out locally.
        const alreadyGone = error instanceof ApiError && error.type === 'AUTHENTICATION_ERROR';
        if (!alreadyGone) {
          console.error(LOGOUT_FAILED_MESSAGE, error);
          toast.error(LOGOUT_FAILED_MESSAGE);
          return false;
        }
      }
      markSignOut('manual');
      clearSession();
      signedOut();
      return true;
    },
    [markSignOut, signedOut, toast],
  );

  const logout = useCallback(() => endSession('/auth/logout'), [endSession]);
  const logoutAll = useCallback(() => endSession('/auth/logout-all'), [endSession]);

  const refresh = useCallback(async () => {
    const outcome = await refreshSession();
    if (outcome === 'invalid') expireSession();
    return outcome === 'refreshed';
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      signOutReason,
      login,
      register,
      logout,
      logoutAll,
      refresh,
      reloadUser,
      accessToken: getAccessToken,
    }),
    [user, status, signOutReason, login, register, logout, logoutAll, refresh, reloadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions; throws outside AuthProvider (spec section 8). */
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
