/**
 * Apollo Client 4: the web app's only network code (docs/decisions/0006).
 *
 * Link chain for queries and mutations, outermost first:
 *   authRetryLink  on AUTHENTICATION_ERROR (GraphQL error, HTTP 401, or an AuthenticationError
 *                  member of a mutation result) outside the public auth operations: the session's
 *                  refresh policy (lib/session renewSession, `rejected`), then the operation
 *                  once more 150 ms later; a refused refresh expires the session ('Session
 *                  expired. Please log in again.', then /login).
 *   idempotencyLink  every mutation but the public auth ones gets an `Idempotency-Key` (a UUID v4),
 *                  once: the retries below and the retry after a refresh send the same key, so the
 *                  server makes it once and replays its first answer (docs/decisions/0031).
 *   retryLink      2 retries, 1000 ms then 2000 ms: queries on network errors, timeouts and 5xx;
 *                  keyed mutations on network errors and 502/503/504 only (lib/retryPolicy.ts).
 *   authLink       the bearer token, refreshed first when it expires within 30 s (renewSession, `request`).
 *   timeoutLink    aborts a request after 30 s (spec section 9) through fetchOptions.signal; a request
 *                  with files (photos of a booking message) gets UPLOAD_TIMEOUT_MS instead.
 *   httpLink       POST /graphql: apollo-upload-client's UploadHttpLink sends JSON, or a GraphQL
 *                  multipart request when the variables hold File/Blob values, through
 *                  app/uploadFetch.ts (XMLHttpRequest for multipart: upload progress through
 *                  `context.fetchOptions.onUploadProgress`, and the `apollo-require-preflight`
 *                  header the server requires on multipart bodies).
 * Subscriptions go to graphql-ws instead, authenticated by connectionParams; graphql-ws and its
 * link load with the first subscription (a visitor's pages have none; docs/decisions/0017-landing-speed.md).
 * The socket reconnects after any drop, a server restart's 1012 included, with exponential backoff
 * and full jitter capped at 30 s for as long as the tab is open (lib/retryPolicy.ts); a reconnection
 * refetches the active queries, so the bell and an open booking or ticket page read what the drop
 * hid (docs/decisions/0028). A ping every 20 s notices a connection that died silently.
 * The refresh itself is the refreshToken mutation sent through this same client; it is a public
 * auth operation, so authRetryLink and authLink leave it alone (no recursion, no bearer).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { Observable, catchError, from, map, of, switchMap, throwError, timer } from 'rxjs';
import { possibleTypes } from '../gql/possible-types';
import { AuthMeQuery } from '../lib/authDocuments';
import { config } from '../lib/config';
import { pagedListField } from '../lib/pagedList';
import { RequestTimeoutError, errorType, isAuthenticationFailure, isRetryableError } from '../lib/errors';
import {
  SOCKET_CLOSE,
  SOCKET_KEEP_ALIVE_MS,
  closeCode,
  hasIdempotencyKey,
  idempotencyKeyLink,
  needsCatchUp,
  pongWatchdog,
  retryDelay,
  shouldRetry,
  socketRetryOptions,
} from '../lib/retryPolicy';
import {
  getAccessToken,
  getFreshAccessToken,
  hasSession,
  readStoredUser,
  renewSession,
  setRefreshTransport,
  subscribeSession,
  type RefreshOutcome,
} from '../lib/session';
import { containsFiles, createUploadFetch } from './uploadFetch';

/** Spec section 9: "Token refresh retries once 150 ms after refreshing". */
const AFTER_REFRESH_DELAY_MS = 150;
/** Context key: the access token the request was sent with. */
const SENT_TOKEN = 'sentAccessToken';
/** A request carrying files (up to 5 photos of 5 MB) may take longer than the 30 s of spec section 9. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Root fields that need no session and must never trigger a refresh: signing in and up,
 * the refresh itself, and the e-mailed-token operations.
 */
const PUBLIC_AUTH_FIELDS = new Set([
  'login',
  'register',
  'refreshToken',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'resendVerification',
]);

/** Names of the root fields an operation selects. */
function rootFieldNames(document: DocumentNode): string[] {
  const names: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    }
  }
  return names;
}

/** True when every root field is a public auth operation (login, register, refreshToken...). */
function isPublicAuthOperation(operation: ApolloLink.Operation): boolean {
  const names = rootFieldNames(operation.query);
  return names.length > 0 && names.every((name) => PUBLIC_AUTH_FIELDS.has(name));
}

/** A result whose errors or mutation union members say "not signed in". */
function resultHasAuthFailure(result: ApolloLink.Result): boolean {
  if (!('data' in result) && !('errors' in result)) return false;
  const formatted = result as { data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> };
  if (formatted.errors?.some((e) => e.extensions?.code === 'AUTHENTICATION_ERROR')) return true;
  return Object.values(formatted.data ?? {}).some(
    (value) => !!value && typeof value === 'object' && (value as { __typename?: unknown }).__typename === 'AuthenticationError',
  );
}

/** Carries a result with an auth failure through catchError. */
class AuthFailureResult extends Error {
  constructor(readonly result: ApolloLink.Result) {
    super('AUTHENTICATION_ERROR');
  }
}

/**
 * After an auth failure: true when the operation should be sent again (a newer token exists, or
 * the one refresh succeeded). A refused refresh, or tokens without a refresh token, expire the
 * session; a visitor without tokens just gets the error.
 */
async function recoverSession(operation: ApolloLink.Operation): Promise<boolean> {
  const sentToken = operation.getContext()[SENT_TOKEN] as string | undefined;
  return (await renewSession({ kind: 'rejected', sentToken })) === 'refreshed';
}

/* ---------------------------------------------------------------- links */

const authRetryLink = new ApolloLink((operation, forward) => {
  if (isPublicAuthOperation(operation)) return forward(operation);
  return forward(operation).pipe(
    map((result) => {
      if (resultHasAuthFailure(result)) throw new AuthFailureResult(result);
      return result;
    }),
    catchError((error: unknown) => {
      if (!(error instanceof AuthFailureResult) && !isAuthenticationFailure(error)) return throwError(() => error);
      const passOn = () => (error instanceof AuthFailureResult ? of(error.result) : throwError(() => error));
      return from(recoverSession(operation)).pipe(
        switchMap((retry) => (retry ? timer(AFTER_REFRESH_DELAY_MS).pipe(switchMap(() => forward(operation))) : passOn())),
      );
    }),
  );
});

const idempotencyLink = idempotencyKeyLink(isPublicAuthOperation);

const retryLink = new RetryLink({
  attempts: (attempt, operation, error) => shouldRetry(attempt, operation.operationType, error, hasIdempotencyKey(operation)),
  delay: (attempt) => retryDelay(attempt),
});

const authLink = new ApolloLink((operation, forward) => {
  if (isPublicAuthOperation(operation)) return forward(operation);
  return from(getFreshAccessToken()).pipe(
    switchMap((token) => {
      if (token) {
        operation.setContext((previous) => ({
          headers: { ...previous.headers, authorization: `Bearer ${token}` },
          [SENT_TOKEN]: token,
        }));
      }
      return forward(operation);
    }),
  );
});

const timeoutLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      const controller = new AbortController();
      operation.setContext((previous) => ({ fetchOptions: { ...previous.fetchOptions, signal: controller.signal } }));
      const limit = containsFiles(operation.variables) ? UPLOAD_TIMEOUT_MS : config.apiTimeoutMs;
      const timeout = setTimeout(() => controller.abort(new RequestTimeoutError()), limit);
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        error: (error: unknown) => {
          clearTimeout(timeout);
          // Browsers reject an aborted fetch with the abort reason; normalise older ones too.
          observer.error(controller.signal.aborted && !(error instanceof RequestTimeoutError) ? new RequestTimeoutError() : error);
        },
        complete: () => {
          clearTimeout(timeout);
          observer.complete();
        },
      });
      return () => {
        clearTimeout(timeout);
        subscription.unsubscribe();
      };
    }),
);

const httpLink = new UploadHttpLink({ uri: config.graphqlHttpUrl, credentials: 'include', fetch: createUploadFetch() as typeof fetch });

let activeSocket: WebSocket | null = null;
/** Close code of the socket that closed last (lib/retryPolicy.ts closeCode), null before any close. */
let lastCloseCode: number | null = null;

/**
 * After a reconnection: the active queries read again what the dropped socket may have missed
 * (the bell's notifications, an open booking or ticket page), while the restarted `bookingUpdated`
 * and `ticketUpdated` subscriptions send their current state first. A notification made in the
 * moment between this read and the server's new subscription still arrives with the bell's 30 s
 * poll. A failed refetch shows on its own query (error state), so the promise's rejection is
 * dropped here.
 */
function catchUp(): void {
  apolloClient.refetchQueries({ include: 'active' }).catch(() => undefined);
}

/**
 * The subscription link: graphql-ws and Apollo's GraphQLWsLink, imported on the first
 * subscription. The graphql-ws client stays lazy (docs/decisions/0017-landing-speed.md): it
 * connects while a subscription is active, and a signed-in user always has one (the bell), so the
 * socket stays up, reconnects after drops (lib/retryPolicy.ts socketRetryOptions) and pings the
 * server every SOCKET_KEEP_ALIVE_MS; a ping without a pong within SOCKET_PONG_TIMEOUT_MS terminates
 * the socket, which then reconnects.
 */
let subscriptionTransport: Promise<ApolloLink> | null = null;

function loadSubscriptionTransport(): Promise<ApolloLink> {
  subscriptionTransport ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
    ([{ createClient }, { GraphQLWsLink }]) => {
      const watchdog = pongWatchdog(() => wsClient.terminate());
      const wsClient = createClient({
        url: config.graphqlWsUrl,
        lazy: true,
        ...socketRetryOptions(),
        keepAlive: SOCKET_KEEP_ALIVE_MS,
        connectionParams: async () => {
          const token = await getFreshAccessToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
        on: {
          connected: (socket, _payload, wasRetry) => {
            activeSocket = socket as WebSocket;
            if (needsCatchUp(wasRetry, lastCloseCode)) catchUp();
          },
          closed: (event) => {
            activeSocket = null;
            lastCloseCode = closeCode(event);
            watchdog.closed();
          },
          ping: watchdog.ping,
          pong: watchdog.pong,
        },
      });
      return new GraphQLWsLink(wsClient);
    },
  );
  return subscriptionTransport;
}

/** Sends subscriptions over graphql-ws once its code has loaded. */
const subscriptionLink = new ApolloLink((operation, forward) =>
  from(loadSubscriptionTransport()).pipe(switchMap((transport) => transport.request(operation, forward))),
);

/** Reconnects the WebSocket so the server sees the new identity (sign-in, sign-out). */
function restartSocket(): void {
  if (activeSocket && activeSocket.readyState === WebSocket.OPEN) {
    activeSocket.close(SOCKET_CLOSE.clientRestart, 'Client Restart');
  }
}

const httpChain = ApolloLink.from([authRetryLink, idempotencyLink, retryLink, authLink, timeoutLink, httpLink]);

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  subscriptionLink,
  httpChain,
);

/* ---------------------------------------------------------------- cache */

const cache = new InMemoryCache({
  possibleTypes,
  typePolicies: {
    Query: {
      fields: {
        // A service or booking already in a list renders at once on its detail page.
        service: {
          read(existing, { args, toReference }) {
            return existing !== undefined ? existing : args?.id ? toReference({ __typename: 'Service', id: args.id }) : undefined;
          },
        },
        booking: {
          read(existing, { args, toReference }) {
            return existing !== undefined ? existing : args?.id ? toReference({ __typename: 'Booking', id: args.id }) : undefined;
          },
        },
        notifications: { merge: (_existing: unknown, incoming: unknown) => incoming },
        // One list per scope/status/pageSize; fetchMore({ page }) adds pages (infinite lists, lib/pagedList.ts).
        bookings: pagedListField(['scope', 'status', 'pageSize']),
      },
    },
    MembershipTier: { keyFields: ['code'] },
    ServiceCategory: { keyFields: ['name'] },
    // One row per cleaner: the ratings tab and the Pro Review form's cleaner list share it.
    CleanerRating: { keyFields: ['cleanerId'] },
    CleanerProfile: { keyFields: false, merge: true },
    BookingPage: { keyFields: false },
    BookingQuote: { keyFields: ['serviceId', 'durationMinutes', 'appliedTier'] },
    User: { fields: { cleanerProfile: { merge: true } } },
    // One thread per booking: marking read or a live message updates its unread count on every list.
    MessageThread: { keyFields: ['bookingId'] },
  },
});

// The stored snapshot of the signed-in user paints the first frame; the `me` query replaces it.
const snapshot = hasSession() ? readStoredUser() : null;
if (snapshot) cache.writeQuery({ query: AuthMeQuery, data: { me: snapshot } });

/** The app's single Apollo Client. */
export const apolloClient = new ApolloClient({
  link,
  cache,
  devtools: { enabled: config.isDev },
});

/* ---------------------------------------------------------------- refresh transport */

/**
 * One refresh-token rotation through the refreshToken mutation (never cached: tokens stay out of
 * the normalized cache). Refused tokens are `invalid`; 429, 5xx, timeouts and network failures
 * are `unavailable` (the session is kept and a later request tries again).
 */
async function refreshThroughApollo(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const { RefreshTokenMutation } = await import('../lib/sessionMutations');
    const { data } = await apolloClient.mutate({
      mutation: RefreshTokenMutation,
      variables: { refreshToken },
      fetchPolicy: 'no-cache',
    });
    const result = data?.refreshToken;
    if (result?.__typename === 'MutationRefreshTokenSuccess') {
      const { accessToken, refreshToken: next, expiresIn, expiresAt } = result.data;
      return { kind: 'tokens', tokens: { accessToken, refreshToken: next, expiresIn, expiresAt } };
    }
    if (result?.__typename === 'AuthenticationError' || result?.__typename === 'ValidationError') return { kind: 'invalid' };
    return { kind: 'unavailable' };
  } catch (error) {
    if (!isRetryableError(error) && errorType(error) === 'AUTHENTICATION_ERROR') return { kind: 'invalid' };
    return { kind: 'unavailable' };
  }
}

setRefreshTransport(refreshThroughApollo);

// Sign-out drops every user's data; sign-in reconnects the socket with the new token.
let lastAccessToken = getAccessToken();
subscribeSession((change) => {
  const token = getAccessToken();
  if (change === 'cleared') {
    void apolloClient.clearStore();
    restartSocket();
  } else if (change === 'tokens' && !lastAccessToken && token) {
    restartSocket();
  }
  lastAccessToken = token;
});
