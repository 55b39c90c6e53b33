/**
 * Authentication over GraphQL (spec sections 4, 7 to 9): the provider behind useAuth() (lib/auth.tsx),
 * loaded with the data layer (docs/decisions/0017-landing-speed.md). It reads the signed-in user
 * from `me` in Apollo's normalized cache (no copy in React state), signs in and out with the
 * auth mutations (registration is the shared form's own mutation,
 * components/auth/RegistrationForm.tsx), keeps the tokens fresh while signed in, and sends the
 * user to /login with 'Session expired. Please log in again.' when the session cannot be
 * refreshed. Tokens, the single-flight refresh and the one refresh policy (renewSession,
 * keepSessionFresh) live in lib/session/; the Apollo links (app/apollo.ts) call the same policy
 * on a refused token.
 */
import {
  useCallback,
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
import { AppError, SESSION_EXPIRED_MESSAGE, loginError, toAppError } from './errors';
import {
  asAuthUser,
  clearSession,
  clearStoredUser,
  expireSession,
  getAccessToken,
  getRefreshToken,
  keepSessionFresh,
  onSessionExpired,
  renewSession,
  setRememberMe,
  setTokens,
  storeUser,
  subscribeSession,
  tokenSubject,
} from './session';
import { useToast } from './toast';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type AuthUser,
  type SignOutReason,
} from './auth';

/** The session mutations' documents: loaded with the first sign-in, registration or sign-out. */
const sessionMutations = () => import('./sessionMutations');

const LOGOUT_FAILED_MESSAGE = 'Failed to logout completely';

/** Changes whenever either token changes (here or in another tab); '|' when signed out. */
function tokensSnapshot(): string {
  return `${getAccessToken() ?? ''}|${getRefreshToken() ?? ''}`;
}
const serverTokensSnapshot = () => '|';

/** Where the `me` check stands when the server did not accept the access token. */
type Recovery = 'idle' | 'refreshing' | 'gaveUp';

/**
 * The auth state and actions behind useAuth(): `me` from the cache, sign-in/up/out, the proactive
 * refresh and the expiry handling. Must run inside the router, the ToastProvider and Apollo's
 * context.
 */
function useAuthValue(): AuthContextValue {
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
    void renewSession({ kind: 'unrecognised' }).then(async (outcome) => {
      if (outcome === 'refreshed') {
        const answer = await meQuery.refetch().catch(() => null);
        setRecovery(answer ? 'idle' : 'gaveUp');
        return;
      }
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

  // Proactive refresh shortly before expiresAt, and again when the tab wakes up (lib/session/refreshPolicy.ts).
  const signedIn = user !== null;
  useEffect(() => (signedIn ? keepSessionFresh() : undefined), [signedIn]);

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

  const refresh = useCallback(async () => (await renewSession({ kind: 'manual' })) === 'refreshed', []);

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
      logout,
      logoutAll,
      refresh,
      reloadUser,
      accessToken: getAccessToken,
    }),
    [user, status, signOutReason, login, logout, logoutAll, refresh, reloadUser],
  );
  return value;
}

/** Provides useAuth() to `children`; must sit inside the router, the ToastProvider and the ApolloProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useAuthValue()}>{children}</AuthContext.Provider>;
}

/**
 * Runs the auth state beside the app instead of around it and hands every new value to
 * `onValue` (app/DataLayer.tsx provides it): the app's tree keeps its place when the data layer
 * arrives after the first screen, instead of being mounted again under a new provider.
 */
export function AuthSource({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const value = useAuthValue();
  useEffect(() => onValue(value), [onValue, value]);
  return null;
}

