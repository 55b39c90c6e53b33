/**
 * Spec sections 7 to 9 retry rules: queries retried up to 2 times, 1000 ms then 2000 ms later,
 * on network errors, timeouts and 5xx only; never mutations. Checked as pure functions and
 * through Apollo's own RetryLink configured the way app/apollo.ts configures it.
 * docs/decisions/0028 websocket reconnection: backoff with full jitter capped at 30 s, which closes are
 * retried, when a connection catches up, the pong watchdog; checked as pure functions and through
 * graphql-ws' own client over a scripted WebSocket, configured the way app/apollo.ts configures it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError } from './errors';
import { createClient, type Client } from 'graphql-ws';
import {
  IDEMPOTENCY_HEADER,
  MAX_RETRIES,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RETRY_MAX_DELAY_MS,
  closeCode,
  hasIdempotencyKey,
  idempotencyKeyLink,
  isIdempotentRetryable,
  needsCatchUp,
  pongWatchdog,
  retryDelay,
  shouldReconnect,
  shouldRetry,
  socketRetryDelay,
  socketRetryOptions,
} from './retryPolicy';

const status = (code: number) =>
  new ServerError(`Response not successful: Received status code ${code}`, {
    response: new Response('', { status: code }),
    bodyText: '',
  });

describe('shouldRetry', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a timeout', new RequestTimeoutError()],
    ['500', status(500)],
    ['502', status(502)],
    ['503', status(503)],
    ['504', status(504)],
  ])('retries a query after %s, twice at most', (_label, error) => {
    expect(shouldRetry(1, 'query', error)).toBe(true);
    expect(shouldRetry(2, 'query', error)).toBe(true);
    expect(shouldRetry(3, 'query', error)).toBe(false);
  });

  it.each([
    ['400', status(400)],
    ['401', status(401)],
    ['403', status(403)],
    ['404', status(404)],
    ['409', status(409)],
    ['429', status(429)],
    ['501', status(501)],
    ['a GraphQL error', new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND_ERROR' } }] })],
    ['an unknown error', new Error('boom')],
  ])('does not retry %s', (_label, error) => {
    expect(shouldRetry(1, 'query', error)).toBe(false);
  });

  it('never retries subscriptions, or mutations without an Idempotency-Key, whatever the error', () => {
    expect(shouldRetry(1, 'mutation', new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(1, 'mutation', status(503))).toBe(false);
    expect(shouldRetry(1, 'subscription', status(503))).toBe(false);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['502', status(502)],
    ['503', status(503)],
    ['504', status(504)],
  ])('retries a keyed mutation after %s, twice at most', (_label, error) => {
    expect(shouldRetry(1, 'mutation', error, true)).toBe(true);
    expect(shouldRetry(2, 'mutation', error, true)).toBe(true);
    expect(shouldRetry(3, 'mutation', error, true)).toBe(false);
    expect(isIdempotentRetryable(error)).toBe(true);
  });

  it.each([
    ['a timeout (the request may still run)', new RequestTimeoutError()],
    ['500', status(500)],
    ['501', status(501)],
    ['409', status(409)],
    ['422', status(422)],
    ['a GraphQL error', new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Nope', extensions: { code: 'VALIDATION_ERROR' } }] })],
    ['an unknown error', new Error('boom')],
  ])('does not retry a keyed mutation after %s', (_label, error) => {
    expect(shouldRetry(1, 'mutation', error, true)).toBe(false);
  });

  it('waits 1000 ms, then 2000 ms', () => {
    expect(MAX_RETRIES).toBe(2);
    expect(retryDelay(1)).toBe(1000);
    expect(retryDelay(2)).toBe(2000);
  });
});

describe('through Apollo RetryLink', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs one operation through RetryLink over a terminating link that fails `failures` times with `error`. */
  function run(document: DocumentNode, error: unknown, failures: number) {
    const sentAt: number[] = [];
    const terminating = new ApolloLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          sentAt.push(Date.now());
          if (sentAt.length <= failures) observer.error(error);
          else {
            observer.next({ data: { ok: true } });
            observer.complete();
          }
        }),
    );
    const link = ApolloLink.from([
      new RetryLink({
        attempts: (attempt, operation, e) => shouldRetry(attempt, operation.operationType, e),
        delay: (attempt) => retryDelay(attempt),
      }),
      terminating,
    ]);
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    const outcome = new Promise<'ok' | 'error'>((resolve) => {
      ApolloLink.execute(link, { query: document }, { client }).subscribe({
        next: () => resolve('ok'),
        error: () => resolve('error'),
      });
    });
    return { sentAt, outcome };
  }

  // Test-only documents are built with parse(), not gql``, so graphql-codegen does not pick them up.
  const query = parse(`
    query Ok {
      ok
    }
  `);
  const mutation = parse(`
    mutation Book {
      ok
    }
  `);

  it('sends a failing query three times, 1 s then 2 s apart, and gives up', async () => {
    const start = Date.now();
    const { sentAt, outcome } = run(query, status(503), 10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('error');
    expect(sentAt.map((t) => t - start)).toEqual([0, 1000, 3000]);
  });

  it('recovers when a retry succeeds', async () => {
    const { sentAt, outcome } = run(query, new TypeError('Failed to fetch'), 1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('ok');
    expect(sentAt).toHaveLength(2);
  });

  it('sends a mutation once', async () => {
    const { sentAt, outcome } = run(mutation, new TypeError('Failed to fetch'), 10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('error');
    expect(sentAt).toHaveLength(1);
  });

  /** A mutation through the app's chain: idempotencyKeyLink, RetryLink, a terminating link recording each attempt's key. */
  function runKeyed(document: DocumentNode, error: unknown, failures: number, skip?: () => boolean) {
    const keys: (string | undefined)[] = [];
    const terminating = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          keys.push((operation.getContext().headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER]);
          if (keys.length <= failures) observer.error(error);
          else {
            observer.next({ data: { ok: true } });
            observer.complete();
          }
        }),
    );
    const link = ApolloLink.from([
      idempotencyKeyLink(skip),
      new RetryLink({
        attempts: (attempt, operation, e) => shouldRetry(attempt, operation.operationType, e, hasIdempotencyKey(operation)),
        delay: (attempt) => retryDelay(attempt),
      }),
      terminating,
    ]);
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    const outcome = new Promise<'ok' | 'error'>((resolve) => {
      ApolloLink.execute(link, { query: document }, { client }).subscribe({ next: () => resolve('ok'), error: () => resolve('error') });
    });
    return { keys, outcome };
  }

  it('sends a keyed mutation again after a dropped answer, with the same UUID v4 key', async () => {
    const { keys, outcome } = runKeyed(mutation, new TypeError('Failed to fetch'), 1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('ok');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each mutation its own key, and none to a query or a skipped mutation', async () => {
    const a = runKeyed(mutation, null, 0);
    const b = runKeyed(mutation, null, 0);
    const q = runKeyed(query, null, 0);
    const skipped = runKeyed(mutation, new TypeError('Failed to fetch'), 10, () => true);
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([a.outcome, b.outcome, q.outcome, skipped.outcome]);
    expect(a.keys[0]).not.toBe(b.keys[0]);
    expect(q.keys).toEqual([undefined]);
    expect(skipped.keys).toEqual([undefined]);
  });

  it('sends a keyed mutation once after a 500', async () => {
    const { keys, outcome } = runKeyed(mutation, status(500), 10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('error');
    expect(keys).toHaveLength(1);
  });

  it('does not retry a 4xx query', async () => {
    const { sentAt, outcome } = run(query, status(404), 10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('error');
    expect(sentAt).toHaveLength(1);
  });
});

/* ---------------------------------------------------------------- websocket reconnection */

/** A close event as browsers deliver it. */
const closed = (code: number, reason = '') => ({ code, reason, wasClean: code !== 1006 });

describe('socketRetryDelay', () => {
  it('draws below a ceiling that doubles from 1 s and stops at 30 s', () => {
    const almostOne = () => 0.999_999;
    // floor(0.999999 * ceiling) is ceiling - 1 for these ceilings.
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 7, 20, 1000].map((retries) => socketRetryDelay(retries, almostOne) + 1);
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('is full jitter: anywhere from 0 up to the ceiling', () => {
    expect(socketRetryDelay(0, () => 0)).toBe(0);
    expect(socketRetryDelay(3, () => 0.5)).toBe(4000);
    expect(socketRetryDelay(10, () => 0.25)).toBe(7500);
  });

  it('stays within [0, 30 s) with Math.random, whatever the count', () => {
    for (let retries = 0; retries < 200; retries += 1) {
      const delay = socketRetryDelay(retries);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(SOCKET_RETRY_MAX_DELAY_MS);
    }
  });

  it('treats a negative or NaN count as the first retry, and an infinite one as the cap', () => {
    const almostOne = () => 0.999_999;
    expect(socketRetryDelay(-1, almostOne) + 1).toBe(1000);
    expect(socketRetryDelay(Number.NaN, almostOne) + 1).toBe(1000);
    expect(socketRetryDelay(Number.POSITIVE_INFINITY, almostOne) + 1).toBe(30_000);
  });
});

describe('shouldReconnect', () => {
  it.each([
    ['1012 Service Restart (a server shutting down)', closed(1012, 'Service Restart')],
    ['1006 abnormal closure (network drop, proxy reset)', closed(1006)],
    ['1001 going away', closed(1001)],
    ['1013 try again later', closed(1013)],
    ['1014 bad gateway', closed(1014)],
    ['4408 connection initialisation timeout', closed(4408)],
    ['4499 terminated (the pong watchdog)', closed(4499, 'Terminated')],
    ["4205 the app's own restart after sign-in", closed(4205, 'Client Restart')],
    ['a socket error event', new Event('error')],
    ['an error thrown while connecting', new Error('boom')],
  ])('reconnects after %s', (_label, event) => {
    expect(shouldReconnect(event)).toBe(true);
  });

  it.each([
    ['4401 session ended', closed(4401, 'Session ended')],
    ['4403 forbidden', closed(4403, 'Forbidden')],
  ])('does not reconnect after %s', (_label, event) => {
    expect(shouldReconnect(event)).toBe(false);
  });

  it('reads the code of close events only', () => {
    expect(closeCode(closed(1012))).toBe(1012);
    expect(closeCode(new Error('4401'))).toBeNull();
    expect(closeCode({ code: '4401' })).toBeNull();
    expect(closeCode(null)).toBeNull();
  });
});

describe('needsCatchUp', () => {
  it('catches up after a reconnection, not on the first connection', () => {
    expect(needsCatchUp(false, null)).toBe(false);
    expect(needsCatchUp(true, 1012)).toBe(true);
    expect(needsCatchUp(true, 1006)).toBe(true);
    expect(needsCatchUp(true, 4499)).toBe(true);
    expect(needsCatchUp(true, null)).toBe(true);
  });

  it("does not after the app's own restart for a new identity", () => {
    expect(needsCatchUp(true, 4205)).toBe(false);
  });
});

describe('pongWatchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('terminates when a sent ping gets no pong within 5 s', () => {
    const terminate = vi.fn();
    const watchdog = pongWatchdog(terminate);
    watchdog.ping(false);
    vi.advanceTimersByTime(SOCKET_PONG_TIMEOUT_MS - 1);
    expect(terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('stands down on the pong, or when the socket closes', () => {
    const terminate = vi.fn();
    const watchdog = pongWatchdog(terminate);
    watchdog.ping(false);
    vi.advanceTimersByTime(1000);
    watchdog.pong(true);
    watchdog.ping(false);
    watchdog.closed();
    vi.advanceTimersByTime(60_000);
    expect(terminate).not.toHaveBeenCalled();
  });

  it('ignores pings from the server and pongs it sent', () => {
    const terminate = vi.fn();
    const watchdog = pongWatchdog(terminate);
    watchdog.ping(true);
    vi.advanceTimersByTime(60_000);
    watchdog.ping(false);
    watchdog.pong(false);
    vi.advanceTimersByTime(SOCKET_PONG_TIMEOUT_MS);
    expect(terminate).toHaveBeenCalledTimes(1);
  });
});

/**
 * A WebSocket scripted as a graphql-transport-ws server: it opens on the next tick (or, while
 * `down`, fails with 1006 as an unreachable server does), acknowledges connection_init, answers
 * pings unless `silent`, and closes with any code through `serverClose`.
 */
class ScriptedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the client created, oldest first. */
  static created: ScriptedSocket[] = [];
  /** While true, new sockets fail to connect (1006). */
  static down = false;
  /** While true, pings get no pong (a half-open connection). */
  static silent = false;

  readyState = ScriptedSocket.CONNECTING;
  /** Messages the client sent, parsed. */
  readonly sent: Array<{ type: string; id?: string }> = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    ScriptedSocket.created.push(this);
    const fail = ScriptedSocket.down;
    setTimeout(() => {
      if (fail) return this.serverClose(1006);
      this.readyState = ScriptedSocket.OPEN;
      this.onopen?.();
    }, 0);
  }

  send(data: string): void {
    const message = JSON.parse(data) as { type: string; id?: string };
    this.sent.push(message);
    if (message.type === 'connection_init') setTimeout(() => this.receive({ type: 'connection_ack' }), 0);
    if (message.type === 'ping' && !ScriptedSocket.silent) setTimeout(() => this.receive({ type: 'pong' }), 0);
  }

  close(code = 1000, reason = ''): void {
    this.serverClose(code, reason);
  }

  /** The server closes the connection with `code`. */
  serverClose(code: number, reason = ''): void {
    if (this.readyState === ScriptedSocket.CLOSED) return;
    this.readyState = ScriptedSocket.CLOSED;
    this.onclose?.(closed(code, reason));
  }

  private receive(message: object): void {
    if (this.readyState === ScriptedSocket.OPEN) this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** True once the client has sent its subscription on this socket. */
  get subscribed(): boolean {
    return this.sent.some((m) => m.type === 'subscribe');
  }
}

describe('through graphql-ws over a scripted socket', () => {
  let client: Client | null = null;

  beforeEach(() => {
    ScriptedSocket.created = [];
    ScriptedSocket.down = false;
    ScriptedSocket.silent = false;
  });
  afterEach(async () => {
    await client?.dispose();
    client = null;
  });

  /**
   * A graphql-ws client with the app's reconnection options (no jitter wait: random() = 0) and one
   * subscription; records each connection's catch-up decision as app/apollo.ts takes it.
   */
  function connect(options: { keepAlive?: number; pongTimeoutMs?: number } = {}) {
    const catchUps: boolean[] = [];
    let lastCloseCode: number | null = null;
    const outcome: { error?: unknown } = {};
    const watchdog = pongWatchdog(() => client?.terminate(), options.pongTimeoutMs);
    client = createClient({
      url: 'ws://app.test/graphql',
      webSocketImpl: ScriptedSocket,
      lazy: true,
      ...socketRetryOptions(() => 0),
      keepAlive: options.keepAlive ?? 0,
      on: {
        connected: (_socket, _payload, wasRetry) => catchUps.push(needsCatchUp(wasRetry, lastCloseCode)),
        closed: (event) => {
          lastCloseCode = closeCode(event);
          watchdog.closed();
        },
        ping: watchdog.ping,
        pong: watchdog.pong,
      },
    });
    client.subscribe(
      { query: 'subscription { notificationAdded { id } }' },
      { next: () => undefined, error: (error) => (outcome.error = error), complete: () => undefined },
    );
    return { catchUps, outcome };
  }

  const latest = () => ScriptedSocket.created[ScriptedSocket.created.length - 1]!;

  it('reconnects after a server restart (1012), subscribes again and catches up', async () => {
    const { catchUps, outcome } = connect();
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));
    expect(catchUps).toEqual([false]);

    latest().serverClose(1012, 'Service Restart');
    await vi.waitFor(() => expect(ScriptedSocket.created).toHaveLength(2));
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));
    expect(catchUps).toEqual([false, true]);
    expect(outcome.error).toBeUndefined();
  });

  it('keeps trying while the server is down, and catches up once it answers', async () => {
    const { catchUps, outcome } = connect();
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));

    ScriptedSocket.down = true;
    latest().serverClose(1012, 'Service Restart');
    await vi.waitFor(() => expect(ScriptedSocket.created.length).toBeGreaterThanOrEqual(8));
    ScriptedSocket.down = false;
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));
    expect(catchUps).toEqual([false, true]);
    expect(outcome.error).toBeUndefined();
  });

  it.each([
    [4401, 'Session ended'],
    [4403, 'Forbidden'],
  ])('does not reconnect after %i (%s): the subscription ends with the close', async (code, reason) => {
    const { outcome } = connect();
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));

    latest().serverClose(code, reason);
    await vi.waitFor(() => expect(closeCode(outcome.error)).toBe(code));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ScriptedSocket.created).toHaveLength(1);
  });

  it("reconnects after the app's own restart (4205) without a catch-up", async () => {
    const { catchUps } = connect();
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));

    latest().close(4205, 'Client Restart');
    await vi.waitFor(() => expect(ScriptedSocket.created).toHaveLength(2));
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));
    expect(catchUps).toEqual([false, false]);
  });

  it('gives up a socket whose pongs stopped (half-open), reconnects and catches up', async () => {
    const { catchUps } = connect({ keepAlive: 20, pongTimeoutMs: 30 });
    await vi.waitFor(() => expect(latest().sent.filter((m) => m.type === 'ping').length).toBeGreaterThanOrEqual(2));
    expect(ScriptedSocket.created).toHaveLength(1); // answered pings keep the socket

    ScriptedSocket.silent = true;
    await vi.waitFor(() => expect(ScriptedSocket.created).toHaveLength(2));
    ScriptedSocket.silent = false;
    await vi.waitFor(() => expect(latest().subscribed).toBe(true));
    expect(catchUps).toEqual([false, true]);
  });
});
