/**
 * Rate limits for abuse-prone operations (sign-in, registration, mails), enforced in services so
 * GraphQL and /api share them. Counters live in Redis when REDIS_URL is set (shared by every
 * instance), otherwise in process memory.
 * @throws RateLimitError (HTTP 429) with Retry-After seconds.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';
import { logger } from '../logger.js';
import { env } from '../env.js';
import { RateLimitError } from '../errors.js';

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
// Connection errors are expected while Redis is down (the insurance limiter counts meanwhile): logged, never unhandled.
redis?.on('error', (error: Error) => logger.warn({ err: error }, 'rate-limit Redis connection error'));

function limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${keyPrefix}`, points, duration, insuranceLimiter: new RateLimiterMemory({ points, duration }) })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

const limiters = {
  /** Failed sign-ins per IP + email: 10 per 15 minutes (a success resets the counter). */
  login: limiter('login', 10, 15 * 60),
  /** Registrations per IP: REGISTER_LIMIT_PER_HOUR (default 20) per hour. */
  register: limiter('register', env.REGISTER_LIMIT_PER_HOUR, 60 * 60),
  /** Verification / reset mails per email: 5 per hour. */
  mail: limiter('mail', 5, 60 * 60),
  /** Contact-form messages per IP: 10 per hour. */
  contact: limiter('contact', 10, 60 * 60),
  /** Refresh calls per IP: 120 per minute. */
  refresh: limiter('refresh', 120, 60),
  /** Booking-request parses by anonymous callers per IP: 60 per minute (signed-in callers are not limited). */
  parse: limiter('parse', 60, 60),
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
