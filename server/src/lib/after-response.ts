/**
 * Work that must not delay (or shape) an answer: it runs after the current request has answered
 * (AFTER_RESPONSE_DELAY_MS later), and its failure is logged, never lost and never surfaced to
 * the caller. Used where the time of an answer must not tell anything (forgot-password and
 * resend-verification: a known and an unknown email answer alike).
 *
 * "After" is after the answer has been written: the HTTP server runs each request inside
 * {@link whileAnswering}, and a job scheduled by it waits for that response's 'finish' (or 'close')
 * before its delay starts. A timer alone started the job while a slow answer was still being written
 * (a busy machine, the embedded database on this thread), so a known email's mail work could
 * lengthen its own answer. Port-less calls (tests) have no response to wait for.
 *
 * In-process and best effort: a crash between the answer and the job loses that job (the user
 * asks again). `settleAfterResponse()` waits for the jobs started so far (tests, shutdown).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import { logger } from '../logger.js';

/** The end of the answer of the request being handled (its response finished or closed). */
const answerSent = new AsyncLocalStorage<Promise<void>>();

/**
 * Runs `handle` (the handling of one HTTP request) so that the jobs it schedules with
 * {@link afterResponse} start only once `res` has finished or closed.
 */
export function whileAnswering<T>(res: http.ServerResponse, handle: () => T): T {
  const sent = new Promise<void>((resolve) => {
    if (res.writableFinished || res.destroyed) return resolve();
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
  });
  return answerSent.run(sent, handle);
}

/**
 * How long a job waits before it starts (ms). Not a turn of the event loop: the answer is written
 * over several turns, and with the embedded database a job's queries run on this thread, so a job
 * started at once would still delay the answer it must not shape.
 */
export const AFTER_RESPONSE_DELAY_MS = 20;

const pending = new Set<Promise<void>>();

/**
 * Schedules `job` to run after the answer (its end, then {@link AFTER_RESPONSE_DELAY_MS}). `name`
 * labels its log line if it fails.
 * @returns nothing: the caller must not wait for it
 */
export function afterResponse(name: string, job: () => Promise<unknown>): void {
  const sent = answerSent.getStore() ?? Promise.resolve();
  const run = sent
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, AFTER_RESPONSE_DELAY_MS)))
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
