/**
 * Apollo Client 4: HTTP for queries and mutations, graphql-ws for subscriptions, the bearer
 * token on both, and one refresh-and-retry when the server says the token is no longer valid
 * (GraphQL `extensions.code === 'AUTHENTICATION_ERROR'` or HTTP 401). A failed refresh expires
 * the session; the auth provider then sends the user to /login.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { from, switchMap, timer } from 'rxjs';
import { possibleTypes } from '../gql/possible-types';
import { config } from '../lib/config';
import { pagedListField } from '../lib/pagedList';
import {
  expireSession,
  getAccessToken,
  getFreshAccessToken,
  getRefreshToken,
  refreshSession,
  subscribeSession,
} from '../lib/session';

const AUTH_RETRIED = 'authRetried';
const AFTER_REFRESH_DELAY_MS = 150;

/** True for "the access token is missing, invalid or expired". */
export function isAuthenticationError(error: ErrorLike | undefined | null): boolean {
  if (!error) return false;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'AUTHENTICATION_ERROR');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/* ---------------------------------------------------------------- links */

const httpLink = new HttpLink({ uri: config.graphqlHttpUrl, credentials: 'include' });

const authLink = new SetContextLink((prevContext) => {
  const token = getAccessToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

const errorLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isAuthenticationError(error)) return;
  const context = operation.getContext();
  if (context[AUTH_RETRIED]) return;
  if (!getRefreshToken()) {
    // A token without a way to renew it is a dead session; no token at all is just a visitor.
    if (getAccessToken()) expireSession();
    return;
  }
  operation.setContext({ [AUTH_RETRIED]: true });
  return from(refreshSession()).pipe(
    switchMap((outcome) => {
      if (outcome === 'refreshed') return timer(AFTER_REFRESH_DELAY_MS).pipe(switchMap(() => forward(operation)));
      if (outcome === 'invalid') expireSession();
      throw error;
    }),
  );
});

let activeSocket: WebSocket | null = null;

/** The graphql-ws client (lazy: connects while a subscription is active). */
export const wsClient = createClient({
  url: config.graphqlWsUrl,
  lazy: true,
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: () => true,
  retryWait: async (retries) => {
    const delay = Math.min(1000 * 2 ** retries, 30_000) + Math.floor(Math.random() * 1000);
    await new Promise((resolve) => setTimeout(resolve, delay));
  },
  connectionParams: async () => {
    const token = await getFreshAccessToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  on: {
    connected: (socket) => {
      activeSocket = socket as WebSocket;
    },
    closed: () => {
      activeSocket = null;
    },
  },
});

/** Reconnects the WebSocket so the server sees the new identity (sign-in, sign-out). */
function restartSocket(): void {
  if (activeSocket && activeSocket.readyState === WebSocket.OPEN) {
    activeSocket.close(4205, 'Client Restart');
  }
}

const wsLink = new GraphQLWsLink(wsClient);

const transport = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  httpLink,
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
        // One list per scope/status/pageSize; fetchMore({ page }) adds pages (infinite lists).
        bookings: pagedListField(['scope', 'status', 'pageSize']),
      },
    },
    MembershipTier: { keyFields: ['code'] },
    ServiceCategory: { keyFields: ['name'] },
    CleanerProfile: { keyFields: false, merge: true },
    BookingPage: { keyFields: false },
    BookingQuote: { keyFields: ['serviceId', 'durationMinutes', 'appliedTier'] },
    User: { fields: { cleanerProfile: { merge: true } } },
  },
});

/** The app's single Apollo Client. */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, transport]),
  cache,
  devtools: { enabled: config.isDev },
});

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
