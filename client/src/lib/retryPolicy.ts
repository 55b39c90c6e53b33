/**
 * Retry policy of spec sections 7 to 9, as pure functions for Apollo's RetryLink: queries are
 * retried up to 2 times, 1000 ms then 2000 ms later, after a network failure, a timeout or a 5xx
 * answer; mutations and subscriptions never (a retried mutation could book a cleaning twice).
 */
import { isRetryableError } from './errors';

/** Spec section 9: default retries. */
export const MAX_RETRIES = 2;
/** Spec section 9: first backoff, doubled each time. */
export const RETRY_BASE_DELAY_MS = 1000;

/** The operation kinds of GraphQL (`operation.operationType` in Apollo Client 4). */
export type OperationKind = 'query' | 'mutation' | 'subscription';

/**
 * RetryLink `attempts` predicate. `attempt` counts failures so far (1 after the first one), so
 * `attempt <= MAX_RETRIES` allows two retries, three requests in all.
 */
export function shouldRetry(attempt: number, operationType: OperationKind | string, error: unknown): boolean {
  if (operationType !== 'query') return false;
  if (attempt > MAX_RETRIES) return false;
  return isRetryableError(error);
}

/** RetryLink `delay`: 1000 ms before the first retry, 2000 ms before the second (no jitter). */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
}
