import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { AuthContext, type AuthContextValue } from '../lib/auth';
import { loadDataLayer, useDataLayer } from '../lib/dataLayer';
import { getAccessToken, hasSession, subscribeSession } from '../lib/session';

/**
 * Apollo's context and the auth context for the whole app, with the data layer loaded on demand
 * (lib/dataLayer.ts, docs/decisions/0015-landing-speed.md).
 *
 * - With a session (at start-up, or when another tab signs in): the data layer loads at once and
 *   the app renders when the auth state is known, as before.
 * - A visitor: the app renders at once with a signed-out auth value, so the landing page's first
 *   screen needs neither Apollo nor the auth provider. Everything that reads data loads the data
 *   layer before it renders (withDataLayer); the auth state then runs beside the app
 *   (AuthSource) and its values replace the signed-out one, without mounting the app again.
 *   Auth actions called before that wait for it.
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

  /** A signed-out value whose actions load the data layer and hand over to the real ones. */
  const visitor = useMemo<AuthContextValue>(() => {
    const real = (): Promise<AuthContextValue> => {
      if (liveRef.current) return Promise.resolve(liveRef.current);
      void loadDataLayer();
      return new Promise((resolve) => waiting.current.push(resolve));
    };
    return {
      user: null,
      status: 'unauthenticated',
      signOutReason: null,
      login: (email, password, rememberMe) => real().then((auth) => auth.login(email, password, rememberMe)),
      register: (payload) => real().then((auth) => auth.register(payload)),
      logout: () => real().then((auth) => auth.logout()),
      logoutAll: () => real().then((auth) => auth.logoutAll()),
      refresh: () => real().then((auth) => auth.refresh()),
      reloadUser: () => real().then((auth) => auth.reloadUser()),
      accessToken: getAccessToken,
    };
  }, []);

  const ApolloContext = getApolloContext();
  const apollo = useMemo(() => (module ? { client: module.apolloClient } : {}), [module]);
  // With a session, wait for the auth state rather than show a signed-in user as signed out.
  const ready = live !== null || !signedIn;

  return (
    <ApolloContext.Provider value={apollo}>
      {module && <module.AuthSource onValue={onValue} />}
      {ready && <AuthContext.Provider value={live ?? visitor}>{children}</AuthContext.Provider>}
    </ApolloContext.Provider>
  );
}
