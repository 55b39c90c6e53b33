/**
 * Liveness and readiness for load balancers and orchestrators
 * (docs/decisions/0028-graceful-shutdown.md):
 *
 * - `GET /api/health/live`  -> 200 `{"status":"ok"}` whenever the process answers (also while draining).
 * - `GET /api/health/ready` -> 200 `{"status":"ready","database":"ok","redis":"ok"|"not configured"}`;
 *   503 `{"status":"draining"}` once a shutdown signal arrived; 503
 *   `{"status":"unavailable","database":"ok"|"down","redis":"ok"|"down"|"not configured"}` when the
 *   database or Redis does not answer within {@link CHECK_TIMEOUT_MS}.
 *
 * They are plain Node handlers ahead of the /api bridge: no session, no GraphQL, no body read, so
 * they answer while the instance drains and cost one `SELECT 1` (and one Redis PING) at most.
 * Answers are `cache-control: no-store` and never carry versions or error texts. `GET /api/health`
 * (a GraphQL operation through the bridge) is not served here and keeps its own contract.
 */
import type http from 'node:http';
import { Redis } from 'ioredis';
import { database } from '../db.js';
import { env } from '../env.js';
import { logger } from '../logger.js';
import { API_CSP, baseSecurityHeaders, isHttps } from '../http/security-headers.js';
import { ERROR_MESSAGES } from '../errors.js';

/** Path of the liveness endpoint. */
export const LIVE_PATH = '/api/health/live';
/** Path of the readiness endpoint. */
export const READY_PATH = '/api/health/ready';
/** Upper bound of each dependency check of the readiness endpoint, in milliseconds. */
export const CHECK_TIMEOUT_MS = 2_000;

let draining = false;

/** Marks the instance as draining: from now on readiness answers 503 `{"status":"draining"}`. */
export function startDraining(): void {
  draining = true;
}

/** True once a shutdown signal arrived. */
export function isDraining(): boolean {
  return draining;
}

/** The state of one dependency: it answered, it did not (in time), or it is not used. */
export type DependencyState = 'ok' | 'down' | 'not configured';

/** Resolves to 'ok' when `check` settles successfully within {@link CHECK_TIMEOUT_MS}, otherwise 'down' (never rejects). */
async function bounded(name: string, check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  const run = check().then(
    () => 'ok' as const,
    (error: unknown) => {
      logger.warn({ err: error, dependency: name }, 'readiness check failed');
      return 'down' as const;
    },
  );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let redis: Redis | null = null;

/**
 * The readiness probe's own Redis connection (created on first use; REDIS_URL only). Separate from
 * the pub/sub and rate-limit clients so that a PING measures Redis, not a busy subscriber connection.
 */
function healthRedis(url: string): Redis {
  if (!redis) {
    redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS });
    // Connection errors are answered as `redis: "down"`; ioredis reconnects by itself.
    redis.on('error', (error: Error) => logger.debug({ err: error }, 'health Redis connection error'));
  }
  return redis;
}

/** Closes the readiness probe's Redis connection, if one was opened (shutdown). */
export function closeHealthChecks(): void {
  const client = redis;
  redis = null;
  // disconnect, not QUIT: a hung Redis would never answer QUIT.
  client?.disconnect();
}

/** The readiness answer: status code and body. */
export async function readiness(): Promise<{ status: 200 | 503; body: Record<string, string> }> {
  if (draining) return { status: 503, body: { status: 'draining' } };
  const [db, cache] = await Promise.all([
    bounded('database', () => database.raw.query('SELECT 1')),
    env.REDIS_URL ? bounded('redis', () => healthRedis(env.REDIS_URL!).ping()) : Promise.resolve<DependencyState>('not configured'),
  ]);
  // A shutdown signal may have arrived while the checks ran.
  if (draining) return { status: 503, body: { status: 'draining' } };
  if (db !== 'ok' || cache === 'down') return { status: 503, body: { status: 'unavailable', database: db, redis: cache } };
  return { status: 200, body: { status: 'ready', database: db, redis: cache } };
}

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  const https = isHttps(req, new URL(req.url ?? '/', 'http://localhost'));
  res.writeHead(status, {
    ...baseSecurityHeaders(https),
    'content-security-policy': API_CSP,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * Answers `GET`/`HEAD` {@link LIVE_PATH} and {@link READY_PATH} (other methods: 405 with the /api
 * error envelope and `allow: GET, HEAD`).
 * @returns true when the request was one of them (answered or being answered), false for any other path
 */
export function answerHealth(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (pathname !== LIVE_PATH && pathname !== READY_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(req, res, 405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' }, { allow: 'GET, HEAD' });
    return true;
  }
  if (pathname === LIVE_PATH) {
    send(req, res, 200, { status: 'ok' });
    return true;
  }
  readiness().then(
    ({ status, body }) => send(req, res, status, body),
    (error: unknown) => {
      logger.error({ err: error }, 'readiness check failed');
      send(req, res, 503, { status: 'unavailable' });
    },
  );
  return true;
}
