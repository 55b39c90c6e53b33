/**
 * Work that must not delay (or shape) an answer: it runs after the current request has answered
 * (AFTER_RESPONSE_DELAY_MS later), and its failure is logged, never lost and never surfaced to
 * the caller. Used where the time of an answer must not tell anything (forgot-password and
 * resend-verification: a known and an unknown email answer alike; issue #5 section 1.9).
 *
 * In-process and best effort: a crash between the answer and the job loses that job (the user
 * asks again). `settleAfterResponse()` waits for the jobs started so far (tests, shutdown).
 */
import { logger } from '../logger.js';

/**
 * How long a job waits before it starts (ms). Not a turn of the event loop: the answer is written
 * over several turns, and with the embedded database a job's queries run on this thread, so a job
 * started at once would still delay the answer it must not shape.
 */
export const AFTER_RESPONSE_DELAY_MS = 20;

const pending = new Set<Promise<void>>();

/**
 * Schedules `job` to run after the answer. `name` labels its log line if it fails.
 * @returns nothing: the caller must not wait for it
 */
export function afterResponse(name: string, job: () => Promise<unknown>): void {
  const run = new Promise<void>((resolve) => setTimeout(resolve, AFTER_RESPONSE_DELAY_MS))
    .then(job)
    .then(
      () => undefined,
      (error: unknown) => {
        logger.error({ err: error, job: name }, 'job after response failed');
      },
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every job scheduled so far has finished (successfully or logged). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
