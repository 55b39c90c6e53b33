/**
 * Rate limits for abuse-prone operations (sign-in, registration, mails), enforced in services so
 * GraphQL and /api share them. In-process counters (one instance); see README for scaling notes.
 * @throws RateLimitError (HTTP 429) with Retry-After seconds.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '../env.js';
import { RateLimitError } from '../errors.js';

const limiters = {
  /** Failed and successful sign-ins per IP + email: 10 per 15 minutes. */
  login: new RateLimiterMemory({ keyPrefix: 'login', points: 10, duration: 15 * 60 }),
  /** Registrations per IP: 20 per hour. */
  register: new RateLimiterMemory({ keyPrefix: 'register', points: 20, duration: 60 * 60 }),
  /** Verification / reset mails per email: 5 per hour. */
  mail: new RateLimiterMemory({ keyPrefix: 'mail', points: 5, duration: 60 * 60 }),
  /** Refresh calls per IP: 120 per minute. */
  refresh: new RateLimiterMemory({ keyPrefix: 'refresh', points: 120, duration: 60 }),
};

export type LimiterName = keyof typeof limiters;

/** Spends one point of `name` for `key`. */
export async function consume(name: LimiterName, key: string): Promise<void> {
  if (env.RATE_LIMIT_DISABLED) return;
  try {
    await limiters[name].consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new RateLimitError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

/** Forgets the counter of `name` for `key` (e.g. after a successful sign-in). */
export async function reset(name: LimiterName, key: string): Promise<void> {
  await limiters[name].delete(key);
}
