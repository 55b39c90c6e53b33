/**
 * The domain errors an in-process GraphQL execution met, for the /api bridge
 * (docs/decisions/0023-api-bridge.md). GraphQL answers an expected failure as data (a result
 * union's error member) or as a masked error with only `extensions.code`; the bridge needs the
 * original `AppError` (its HTTP status, `field`, `issues`, `retryAfterSeconds`). Both places that
 * see the original report it here: the errors plugin's `onResolvedError` and Yoga's `maskError`.
 * Outside a bridge execution nothing is recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const sink = new AsyncLocalStorage<Error[]>();

/** Records `error` for the bridge execution in progress, if any. */
export function reportResolvedError(error: Error): void {
  sink.getStore()?.push(error);
}

/**
 * Runs `fn` collecting the errors reported meanwhile.
 * @returns fn's result and the errors, in the order they were met
 */
export async function collectResolvedErrors<T>(fn: () => Promise<T>): Promise<{ result: T; errors: Error[] }> {
  const errors: Error[] = [];
  const result = await sink.run(errors, fn);
  return { result, errors };
}
