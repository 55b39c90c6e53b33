/**
 * Authentication over GraphQL (spec sections 4, 7 to 9). AuthProvider reads the signed-in user
 * from `me` in Apollo's normalized cache (no copy in React state), signs in, up and out with the
 * auth mutations, refreshes the access token shortly before it expires, and sends the user to
 * /login with 'Session expired. Please log in again.' when the session cannot be refreshed.
 * Tokens and the single-flight refresh live in lib/session.ts; the 401-refresh-retry in the
 * Apollo links (app/apollo.ts).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthMeQuery } from './authDocuments';
import { AppError, SESSION_EXPIRED_MESSAGE, loginError, registrationError, toAppError } from './errors';
import {
  asAuthUser,
  clearSession,
  clearStoredUser,
  expireSession,
  getAccessToken,
  getExpiresAt,
  getRefreshToken,
  onSessionExpired,
  refreshSession,
  setRememberMe,
  setTokens,
  storeUser,
  subscribeSession,
  tokenSubject,
  type AuthTokens,
  type AuthUser,
  type Role,
} from './session';
import { useToast } from './toast';

export type { AuthUser, AuthTokens, Role };

/** The session mutations' documents: loaded with the first sign-in, registration or sign-out. */
const sessionMutations = () => import('./sessionMutations');

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
const LOGOUT_FAILED_MESSAGE = 'Failed to logout completely';
/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const MAX_TIMER_MS = 2_147_483_647;

const AuthContext = createContext<AuthContextValue | null>(null);

/** Changes whenever either token changes (here or in another tab); '|' when signed out. */
function tokensSnapshot(): string {
  return `${getAccessToken() ?? ''}|${getRefreshToken() ?? ''}`;
}
const serverTokensSnapshot = () => '|';

/** Where the `me` check stands when the server did not accept the access token. */
type Recovery = 'idle' | 'refreshing' | 'gaveUp';

/** Provides useAuth(); must sit inside the router, the ToastProvider and the ApolloProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const tokens = useSyncExternalStore(subscribeSession, tokensSnapshot, serverTokensSnapshot);
  const hasTokens = tokens !== '|';
  const meQuery = useQuery(AuthMeQuery, {
    skip: !hasTokens,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const me = hasTokens ? (meQuery.data?.me ?? null) : null;
  const user = useMemo(() => (me ? asAuthUser(me) : null), [me]);
  const [recovery, setRecovery] = useState<Recovery>('idle');
  const [signOutReason, setSignOutReason] = useState<SignOutReason>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const locationRef = useRef(location);
  const userRef = useRef(user);
  /** A user was shown in this tab since the last sign-out (so an expiry is announced, not silent). */
  const everSignedIn = useRef(false);
  /** One refresh per "the server does not know these tokens" episode. */
  const triedRefresh = useRef(false);
  useEffect(() => {
    locationRef.current = location;
    userRef.current = user;
    if (user) {
      everSignedIn.current = true;
      triedRefresh.current = false;
    }
  });

  /** Location key at which signOutReason was set; the reason only holds until the next navigation. */
  const reasonKey = useRef<string | null>(null);
  const markSignOut = useCallback((reason: Exclude<SignOutReason, null>) => {
    reasonKey.current = locationRef.current.key;
    setSignOutReason(reason);
  }, []);

  useEffect(() => {
    if (signOutReason && reasonKey.current !== location.key) setSignOutReason(null);
  }, [location.key, signOutReason]);

  // Keep the first-frame snapshot in step with `me` (spec section 9: per rememberMe).
  const meIsNull = hasTokens && !meQuery.loading && meQuery.data !== undefined && meQuery.data.me === null;
  useEffect(() => {
    if (user) storeUser(user);
    else if (meIsNull) clearStoredUser();
  }, [user, meIsNull]);

  // Signed out (here or in another tab): reset the `me` check for the next session.
  useEffect(() => {
    if (hasTokens) return;
    everSignedIn.current = false;
    triedRefresh.current = false;
    setRecovery('idle');
  }, [hasTokens]);

  // The server did not accept the access token (`me` is null): refresh once and ask again.
  useEffect(() => {
    if (!meIsNull || recovery !== 'idle') return;
    if (triedRefresh.current) {
      // Fresh tokens and still no user: the session is over.
      expireSession();
      return;
    }
    triedRefresh.current = true;
    setRecovery('refreshing');
    void refreshSession().then(async (outcome) => {
      if (outcome === 'refreshed') {
        const answer = await meQuery.refetch().catch(() => null);
        setRecovery(answer ? 'idle' : 'gaveUp');
        return;
      }
      if (outcome === 'invalid') expireSession();
      setRecovery(outcome === 'invalid' ? 'idle' : 'gaveUp');
    });
  }, [meIsNull, recovery, meQuery]);

  // Another tab signed in as someone else: nothing cached for the previous user may stay.
  useEffect(
    () =>
      subscribeSession((change) => {
        const current = userRef.current;
        const subject = change === 'tokens' ? tokenSubject(getAccessToken()) : null;
        if (current && subject && subject !== current.id) void client.resetStore();
      }),
    [client],
  );

  // The session could not be refreshed: tell the user and go to /login.
  useEffect(
    () =>
      onSessionExpired(() => {
        // Listeners run before the session is cleared, so a `me` still in the cache counts as shown.
        const shown = everSignedIn.current || Boolean(client.readQuery({ query: AuthMeQuery })?.me);
        if (!shown) return;
        markSignOut('expired');
        toast.error(SESSION_EXPIRED_MESSAGE);
        const from = locationRef.current;
        navigate('/login', {
          replace: true,
          state: { from: from.pathname.startsWith('/login') ? undefined : from, message: SESSION_EXPIRED_MESSAGE },
        });
      }),
    [client, markSignOut, navigate, toast],
  );

  // Proactive refresh shortly before expiresAt, and again when the tab wakes up.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    const refreshIfDue = async () => {
      const expiresAt = getExpiresAt();
      if (!getRefreshToken() || expiresAt === null) return;
      if (expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
      if ((await refreshSession()) === 'invalid') expireSession();
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
  }, [signedIn, tokens]);

  const login = useCallback(
    async (email: string, password: string, rememberMe = false): Promise<AuthUser> => {
      let result;
      try {
        const { LoginMutation } = await sessionMutations();
        const { data } = await client.mutate({
          mutation: LoginMutation,
          variables: { input: { email: email.trim(), password, rememberMe } },
          // Tokens never enter the normalized cache; the user is written as `me` below.
          fetchPolicy: 'no-cache',
        });
        result = data?.login;
      } catch (error) {
        throw toAppError(error);
      }
      if (result?.__typename !== 'MutationLoginSuccess') throw result ? loginError(result) : new AppError('UNKNOWN_ERROR');
      const { user: returned, tokens: issued } = result.data;
      client.writeQuery({ query: AuthMeQuery, data: { me: returned } });
      const signedInUser = asAuthUser(returned);
      setRememberMe(rememberMe);
      storeUser(signedInUser, rememberMe);
      setSignOutReason(null);
      setTokens(issued);
      return signedInUser;
    },
    [client],
  );

  const register = useCallback(
    async (payload: RegisterPayload): Promise<RegisterResult> => {
      let result;
      try {
        const { RegisterMutation } = await sessionMutations();
        const { data } = await client.mutate({
          mutation: RegisterMutation,
          variables: {
            input: {
              firstName: payload.first_name.trim(),
              lastName: payload.last_name.trim(),
              email: payload.email.trim(),
              password: payload.password,
              phone: payload.phone?.trim() || undefined,
              role: payload.role,
              marketingEmails: payload.marketing_emails,
            },
          },
          fetchPolicy: 'no-cache',
        });
        result = data?.register;
      } catch (error) {
        throw toAppError(error);
      }
      if (result?.__typename !== 'MutationRegisterSuccess') {
        throw result ? registrationError(result) : new AppError('UNKNOWN_ERROR');
      }
      return {
        user: asAuthUser(result.data.user),
        requiresVerification: result.data.requiresVerification,
        message: result.data.message || REGISTER_VERIFY_DEFAULT_MESSAGE,
      };
    },
    [client],
  );

  const endSession = useCallback(
    async (everywhere: boolean): Promise<boolean> => {
      let failure: string | undefined;
      try {
        const { LogoutAllMutation, LogoutMutation } = await sessionMutations();
        const { data } = everywhere
          ? await client.mutate({ mutation: LogoutAllMutation })
          : await client.mutate({ mutation: LogoutMutation, variables: { refreshToken: getRefreshToken() } });
        const result = data && ('logoutAll' in data ? data.logoutAll : data.logout);
        // An AuthenticationError means the session is already gone on the server: finish locally.
        if (result && 'code' in result && result.code !== 'AUTHENTICATION_ERROR') failure = result.message;
      } catch (error) {
        failure = toAppError(error).message;
      }
      if (failure !== undefined) {
        console.error(LOGOUT_FAILED_MESSAGE, failure);
        toast.error(LOGOUT_FAILED_MESSAGE);
        return false;
      }
      markSignOut('manual');
      clearSession();
      return true;
    },
    [client, markSignOut, toast],
  );

  const logout = useCallback(() => endSession(false), [endSession]);
  const logoutAll = useCallback(() => endSession(true), [endSession]);

  const refresh = useCallback(async () => {
    const outcome = await refreshSession();
    if (outcome === 'invalid') expireSession();
    return outcome === 'refreshed';
  }, []);

  const reloadUser = useCallback(async (): Promise<AuthUser | null> => {
    if (!getAccessToken() && !getRefreshToken()) return null;
    try {
      const { data } = await client.query({ query: AuthMeQuery, fetchPolicy: 'network-only' });
      return data?.me ? asAuthUser(data.me) : null;
    } catch {
      return userRef.current;
    }
  }, [client]);

  let status: AuthStatus;
  if (!hasTokens) status = 'unauthenticated';
  else if (user) status = 'authenticated';
  else if (recovery === 'gaveUp' || (meQuery.error && !meQuery.loading)) status = 'unauthenticated';
  else status = 'loading';

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
