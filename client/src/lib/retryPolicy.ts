/**
 * Retry policy of spec sections 7 to 9 and the websocket's reconnection policy (docs/decisions/0028), as pure
 * functions:
 * - Apollo's RetryLink (HTTP): queries are retried up to 2 times, 1000 ms then 2000 ms later, after
 *   a network failure, a timeout or a 5xx answer. A mutation carrying an `Idempotency-Key` (every
 *   mutation but the public auth ones; app/apollo.ts) is retried on the same schedule after a
 *   network failure or a 502/503/504 only, with the same key, so the server runs it once and
 *   replays its first answer (docs/decisions/0031-idempotency-keys.md). Other mutations
 *   and subscriptions are never retried.
 * - graphql-ws (subscriptions): after a drop, including a server restart's close code 1012, the
 *   client reconnects for as long as the tab is open, with exponential backoff and full jitter
 *   capped at 30 s; a closed session (4401) or a refused connection (4403) is not retried. After a
 *   reconnection the app catches up (app/apollo.ts); a socket whose pong stops coming back is
 *   dropped so it can reconnect.
 */
import type { ClientOptions } from 'graphql-ws';
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { RequestTimeoutError, isRetryableError } from './errors';

/** Spec section 9: default retries. */
export const MAX_RETRIES = 2;
/** Spec section 9: first backoff, doubled each time. */
export const RETRY_BASE_DELAY_MS = 1000;

/** The operation kinds of GraphQL (`operation.operationType` in Apollo Client 4). */
export type OperationKind = 'query' | 'mutation' | 'subscription';

/**
 * RetryLink `attempts` predicate. `attempt` counts failures so far (1 after the first one), so
 * `attempt <= MAX_RETRIES` allows two retries, three requests in all.
 * @param idempotent the operation carries an Idempotency-Key ({@link IDEMPOTENCY_KEY_CONTEXT}):
 *   a mutation is retried only then, and only by {@link isIdempotentRetryable}
 */
export function shouldRetry(attempt: number, operationType: OperationKind | string, error: unknown, idempotent = false): boolean {
  if (attempt > MAX_RETRIES) return false;
  if (operationType === 'mutation') return idempotent && isIdempotentRetryable(error);
  if (operationType !== 'query') return false;
  return isRetryableError(error);
}

/** HTTP statuses after which a keyed mutation is sent again: the request may never have run. */
export const MUTATION_RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * True for the failures a keyed mutation is retried after: no answer at all (refused connection,
 * offline, a dropped response) or a 502/503/504 from a proxy or a draining instance. Not a timeout
 * (the request may still be running; spec section 9 shows the timeout message), not a 500, not a
 * GraphQL error or any other answer.
 */
export function isIdempotentRetryable(error: unknown): boolean {
  if (ServerError.is(error) || ServerParseError.is(error)) return MUTATION_RETRY_STATUSES.has(error.statusCode);
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  if (error instanceof RequestTimeoutError || (error instanceof Error && error.name === 'TimeoutError')) return false;
  return isRetryableError(error);
}

/** Operation context key holding a mutation's Idempotency-Key (set once, kept across retries). */
export const IDEMPOTENCY_KEY_CONTEXT = 'idempotencyKey';
/** The request header the server reads (server/src/http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The Apollo link that gives a mutation its Idempotency-Key, once per operation: links after it
 * (RetryLink) and before it (a retry after a token refresh) resend the same operation, so every
 * attempt carries the same key. Place it before the RetryLink.
 * @param skip mutations that get no key (and so are never retried), e.g. the public auth operations
 */
export function idempotencyKeyLink(skip: (operation: ApolloLink.Operation) => boolean = () => false): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION || skip(operation)) return forward(operation);
    if (!operation.getContext()[IDEMPOTENCY_KEY_CONTEXT]) {
      const key = newIdempotencyKey();
      operation.setContext((previous) => ({ headers: { ...previous.headers, [IDEMPOTENCY_HEADER]: key }, [IDEMPOTENCY_KEY_CONTEXT]: key }));
    }
    return forward(operation);
  });
}

/** True when the operation carries an Idempotency-Key ({@link idempotencyKeyLink}). */
export function hasIdempotencyKey(operation: ApolloLink.Operation): boolean {
  return Boolean(operation.getContext()[IDEMPOTENCY_KEY_CONTEXT]);
}

/**
 * A new Idempotency-Key: a random UUID v4 (crypto.randomUUID, or built from getRandomValues where
 * randomUUID is missing: pages served over plain HTTP other than localhost).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RetryLink `delay`: 1000 ms before the first retry, 2000 ms before the second (no jitter). */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
}

/* ---------------------------------------------------------------- websocket (graphql-ws) */

/** WebSocket close codes the reconnection policy tells apart. */
export const SOCKET_CLOSE = {
  /** RFC 6455 "Service Restart": the server is shutting down (docs/decisions/0028 shutdown step 5); reconnect. */
  serviceRestart: 1012,
  /** Sent by the app itself to reconnect with a new identity after sign-in or sign-out (app/apollo.ts). */
  clientRestart: 4205,
  /** The session ended (logout, logout-all, password reset, refresh replay; server/src/http/websockets.ts). */
  sessionEnded: 4401,
  /** graphql-ws "Forbidden": the server refused the connection. */
  forbidden: 4403,
} as const;

/** First reconnection backoff ceiling, doubled after each failed attempt. */
export const SOCKET_RETRY_BASE_DELAY_MS = 1000;
/** Upper bound of any reconnection wait. */
export const SOCKET_RETRY_MAX_DELAY_MS = 30_000;

/**
 * How often the client pings the server over an idle socket (graphql-ws `keepAlive`). The server's
 * own protocol-level pings (graphql-ws/use/ws) keep proxies from timing the socket out but are
 * invisible to browser code, so a half-open connection (a proxy or NAT dropped it silently) would
 * go unnoticed by the tab. 20 s stays below the 30 to 60 s idle timeouts common in proxies and
 * load balancers, and costs one small message each way per socket.
 */
export const SOCKET_KEEP_ALIVE_MS = 20_000;
/** How long a sent ping waits for its pong before the socket is given up for dead. */
export const SOCKET_PONG_TIMEOUT_MS = 5_000;

/** The close code of a graphql-ws close event (a CloseEvent or graphql-ws' TerminatedCloseEvent), or null for anything else. */
export function closeCode(event: unknown): number | null {
  if (typeof event !== 'object' || event === null || !('code' in event)) return null;
  const code = (event as { code: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/**
 * graphql-ws `shouldRetry`: true for every drop (1012 Service Restart, 1006 abnormal closure,
 * 1001, 1013, 1014, a connection that failed to open, 4408/4504 timeouts, 4499 terminated, the
 * app's own 4205), false when the server ended the session (4401) or refused the connection
 * (4403): the same token would get the same answer. graphql-ws itself never retries 4401, other
 * 1xxx codes, 4400, 4406, 4409, 4429 and 4500, and reconnects after 1000 only while subscriptions
 * are active.
 */
export function shouldReconnect(errorOrCloseEvent: unknown): boolean {
  const code = closeCode(errorOrCloseEvent);
  return code !== SOCKET_CLOSE.sessionEnded && code !== SOCKET_CLOSE.forbidden;
}

/**
 * Milliseconds to wait before reconnection attempt `retries + 1` (graphql-ws counts from 0):
 * "full jitter", a uniform draw in [0, min(30 000, 1000 * 2^retries)), so clients dropped
 * together by one restart come back spread out rather than all at once.
 * @param retries attempts that failed since the last successful connection (0, 1, 2, ...)
 * @param random uniform in [0, 1) (Math.random; a fixed value in tests)
 */
export function socketRetryDelay(retries: number, random: () => number = Math.random): number {
  const exponent = retries > 0 ? retries : 0; // NaN and negatives: the first retry
  const ceiling = Math.min(SOCKET_RETRY_MAX_DELAY_MS, SOCKET_RETRY_BASE_DELAY_MS * 2 ** exponent);
  return Math.floor(random() * ceiling);
}

/**
 * The graphql-ws client options of the reconnection policy: unlimited attempts while the tab is
 * open, {@link shouldReconnect}, and {@link socketRetryDelay} between attempts.
 * @param random uniform in [0, 1) for the jitter (Math.random; a fixed value in tests)
 */
export function socketRetryOptions(random: () => number = Math.random): Required<Pick<ClientOptions, 'retryAttempts' | 'shouldRetry' | 'retryWait'>> {
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: shouldReconnect,
    retryWait: (retries) => new Promise<void>((resolve) => setTimeout(resolve, socketRetryDelay(retries, random))),
  };
}

/**
 * Whether a new connection must catch up: true when graphql-ws reports it as a retry (the socket
 * dropped, so events may have been missed), except after the app's own restart for a new identity
 * (4205), whose sign-in or sign-out already reloads what it shows.
 * @param wasRetry graphql-ws `connected` event's third argument
 * @param lastCloseCode close code of the socket closed last ({@link closeCode}), null if unknown
 */
export function needsCatchUp(wasRetry: boolean, lastCloseCode: number | null): boolean {
  return wasRetry && lastCloseCode !== SOCKET_CLOSE.clientRestart;
}

/** graphql-ws `on` listeners of {@link pongWatchdog}. */
export interface PongWatchdog {
  /** `on.ping`: a sent ping (received = false) starts the countdown. */
  ping: (received: boolean) => void;
  /** `on.pong`: a received pong stops it. */
  pong: (received: boolean) => void;
  /** `on.closed`: the socket is gone; nothing to watch. */
  closed: () => void;
}

/**
 * Gives up a socket whose pong does not come back: after each ping the client sends (graphql-ws
 * `keepAlive`), `terminate` runs unless a pong arrives within `timeoutMs`. Pass graphql-ws'
 * `client.terminate()`, which closes at once with 4499 (retried) instead of waiting for a closing
 * handshake the dead connection cannot finish.
 */
export function pongWatchdog(terminate: () => void, timeoutMs: number = SOCKET_PONG_TIMEOUT_MS): PongWatchdog {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    ping: (received) => {
      if (received) return;
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        terminate();
      }, timeoutMs);
    },
    pong: (received) => {
      if (received) stop();
    },
    closed: stop,
  };
}
