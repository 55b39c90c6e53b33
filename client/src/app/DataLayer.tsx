import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { AuthContext, type AuthContextValue } from '../lib/auth';
import { loadDataLayer, useDataLayer } from '../lib/dataLayer';
import { getAccessToken, hasSession, readStoredUser, subscribeSession } from '../lib/session/presence';

/**
 * Apollo's context and the auth context for the whole app, with the data layer loaded on demand
 * (lib/dataLayer.ts, docs/decisions/0017-landing-speed.md).
 *
 * - The app renders at once with a provisional auth value: a visitor is signed out; with a
 *   session, the user is the stored snapshot the real provider also starts from (or 'loading'
 *   without one), so public pages never wait for 'Authenticating...'.
 * - With a session (at start-up, or when another tab signs in) the data layer loads at once.
 *   A visitor's landing page needs neither Apollo nor the auth provider for its first screen;
 *   everything that reads data loads the data layer before it renders (withDataLayer).
 * - The auth state then runs beside the app (AuthSource) and its values replace the provisional
 *   one, without mounting the app again. Auth actions called before that wait for it.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const module = useDataLayer();
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, () => false);
  const [live, setLive] = useState<AuthContextValue | null>(null);
  const liveRef = useRef<AuthContextValue | null>(null);
  const waiting = useRef<((value: AuthContextValue) => void)[]>([]);

  useEffect(() => {
    if (signedIn && !module) void loadDataLayer();
  }, [signedIn, module]);

  const onValue = useCallback((value: AuthContextValue) => {
    liveRef.current = value;
    setLive(value);
    for (const resolve of waiting.current.splice(0)) resolve(value);
  }, []);

  /** Until the real auth state runs: its first value, with actions that wait for it. */
  const provisional = useMemo<AuthContextValue>(() => {
    const real = (): Promise<AuthContextValue> => {
      if (liveRef.current) return Promise.resolve(liveRef.current);
      void loadDataLayer();
      return new Promise((resolve) => waiting.current.push(resolve));
    };
    const snapshot = signedIn ? readStoredUser() : null;
    return {
      user: snapshot,
      status: snapshot ? 'authenticated' : signedIn ? 'loading' : 'unauthenticated',
      signOutReason: null,
      login: (email, password, rememberMe) => real().then((auth) => auth.login(email, password, rememberMe)),
      logout: () => real().then((auth) => auth.logout()),
      logoutAll: () => real().then((auth) => auth.logoutAll()),
      refresh: () => real().then((auth) => auth.refresh()),
      reloadUser: () => real().then((auth) => auth.reloadUser()),
      accessToken: getAccessToken,
    };
  }, [signedIn]);

  const ApolloContext = getApolloContext();
  const apollo = useMemo(() => (module ? { client: module.apolloClient } : {}), [module]);

  return (
    <ApolloContext.Provider value={apollo}>
      {module && <module.AuthSource onValue={onValue} />}
      <AuthContext.Provider value={live ?? provisional}>{children}</AuthContext.Provider>
    </ApolloContext.Provider>
  );
}
