/**
 * Spec sections 7 to 9 retry rules: queries retried up to 2 times, 1000 ms then 2000 ms later,
 * on network errors, timeouts and 5xx only; never mutations. Checked as pure functions and
 * through Apollo's own RetryLink configured the way app/apollo.ts configures it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError } from './errors';
import { MAX_RETRIES, retryDelay, shouldRetry } from './retryPolicy';

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

  it('never retries mutations or subscriptions, whatever the error', () => {
    expect(shouldRetry(1, 'mutation', new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(1, 'mutation', status(503))).toBe(false);
    expect(shouldRetry(1, 'subscription', status(503))).toBe(false);
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

  it('does not retry a 4xx query', async () => {
    const { sentAt, outcome } = run(query, status(404), 10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('error');
    expect(sentAt).toHaveLength(1);
  });
});
