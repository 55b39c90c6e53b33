/**
 * Safe retries (spec section 7 "other calls are retried unless retry is disabled";
 * docs/decisions/0031-idempotency-keys.md): a mutation sent with an `Idempotency-Key` header runs
 * once per signed-in user and key; a retry with the same key gets the first answer again, with the
 * same HTTP status and body, for {@link IDEMPOTENCY_TTL_MS}.
 *
 * One place for /graphql and /api alike (app.ts `route` wraps both after the transport rules):
 * - /graphql: a POST whose operation is a mutation; /api: any request other than GET and HEAD
 *   (every mutating row; a read-only POST such as the booking parse is simply answered again).
 *   Other requests ignore the header.
 * - Signed-in callers only (the bearer token's user): an anonymous caller's request runs as if
 *   the header were absent, since a client address is shared by many people and a key alone is a
 *   guessable capability.
 * - The request is fingerprinted (sha256 of the path kind, method, path with query, and the body's
 *   canonical JSON: object keys sorted; a multipart/form-data body (file uploads) by its parts in
 *   order, text fields as sent (JSON ones canonical) and files by name, type and sha256 of their
 *   bytes, so a retry with a new boundary matches). The same key with another fingerprint is
 *   refused: 422 ValidationError on field `Idempotency-Key`.
 * - A duplicate arriving while the first request still runs waits for its answer (polling the
 *   table every {@link POLL_MS} ms, for any instance), up to {@link WAIT_FOR_FIRST_MS} ms, then
 *   gets 409 ConflictError with `Retry-After: 1`. A reservation left without an answer for
 *   {@link ABANDONED_AFTER_MS} ms (its instance died) is taken over by the next request.
 * - Stored answers: status below 500 other than 429, JSON bodies, and on /graphql no masked
 *   SERVER_ERROR. A 5xx, a 429 or a thrown error releases the key, so the client's retry (network
 *   failure, 502/503/504) runs the request again.
 * - Replays carry `Idempotent-Replayed: true`.
 *
 * Storage: PostgreSQL table "IdempotencyKey" (migration 20261206000100_idempotency_keys); expired
 * rows are ignored by reads and deleted hourly by {@link startIdempotencySweep}.
 */
import crypto from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { db } from '../db.js';
import { createContext } from '../context.js';
import { AppError, ConflictError, ERROR_MESSAGES, ValidationError } from '../errors.js';
import { errorResponse, json } from '../rest/router.js';
import { logger } from '../logger.js';

/** The request header (case-insensitive), as IETF draft-ietf-httpapi-idempotency-key-header names it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Response header set on a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's first answer is kept and replayed: 24 hours, in ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before 409, in ms (below the client's 30 s timeout). */
export const WAIT_FOR_FIRST_MS = 10_000;
/** Interval between reads of the table while waiting, in ms. */
export const POLL_MS = 100;
/** A reservation with no answer after this long (ms) belongs to a request that will never finish. */
export const ABANDONED_AFTER_MS = 60_000;
/** Interval of the expiry sweep, in ms (1 hour). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A key: 1 to 255 visible ASCII characters (a UUID v4 from the web app). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** Which endpoint a request came through: the answers' error shapes differ. */
export type Endpoint = 'graphql' | 'api';

const MESSAGES = {
  format: `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters.`,
  mismatch: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new request.`,
  running: `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Please try again in a moment.`,
} as const;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` fingerprint alike. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** A JSON text in {@link canonical} form, or the text as sent when it is not JSON. */
function canonicalText(text: string): string {
  try {
    if (text.trim()) return canonical(JSON.parse(text));
  } catch {
    // Not JSON: the text as sent (the handler refuses it; a retry sends the same bytes).
  }
  return text;
}

/** The request's fingerprint: sha256 hex of endpoint, method, path + query, and the canonical body. */
export function fingerprintOf(endpoint: Endpoint, method: string, url: string, bodyText: string): string {
  const { pathname, search } = new URL(url);
  return crypto.createHash('sha256').update(`${endpoint}\n${method}\n${pathname}${search}\n${canonicalText(bodyText)}`).digest('hex');
}

/**
 * The parts of a multipart/form-data body, or null when the body is not one (or is malformed).
 * @param bytes the body as sent
 * @param contentType the request's Content-Type (with its boundary)
 */
async function formOf(bytes: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<FormData | null> {
  if (!contentType || contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data') return null;
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

/** A multipart body as text for the fingerprint: each part's name, then its text (canonical JSON) or its file's name, type and sha256. */
async function formText(form: FormData): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push(`${JSON.stringify(name)}=${canonicalText(value)}`);
    else {
      const digest = crypto.createHash('sha256').update(new Uint8Array(await value.arrayBuffer())).digest('hex');
      parts.push(`${JSON.stringify(name)}@${JSON.stringify(value.name)};${value.type};${digest}`);
    }
  }
  return `multipart\n${parts.join('\n')}`;
}

/** True when a /graphql POST body selects a mutation (by `operationName`, or its only operation). */
export function isGraphQLMutation(bodyText: string): boolean {
  try {
    const body = JSON.parse(bodyText) as { query?: unknown; operationName?: unknown };
    if (typeof body?.query !== 'string') return false;
    const operations = parse(body.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const chosen =
      typeof body.operationName === 'string' && body.operationName
        ? operations.find((o) => o.name?.value === body.operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
    return chosen?.operation === 'mutation';
  } catch {
    return false; // Yoga answers malformed requests itself
  }
}

/** An error answer in the endpoint's shape: the /api envelope, plus a GraphQL `errors` entry on /graphql. */
function refusal(endpoint: Endpoint, error: AppError, headers: Record<string, string> = {}): Response {
  if (endpoint === 'api') {
    const response = errorResponse(error);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }
  const body: Record<string, unknown> = {
    success: false,
    error: error instanceof ValidationError ? ERROR_MESSAGES.VALIDATION_ERROR : error.message,
    message: error.message,
    code: error.code,
    ...(error instanceof ValidationError ? { field: error.field } : {}),
    errors: [{ message: error.message, extensions: { code: error.code, ...(error instanceof ValidationError ? { field: error.field } : {}) } }],
  };
  return json(error.status, body, headers);
}

const keyError = (message: string, status: 400 | 422) => new ValidationError(message, [{ field: IDEMPOTENCY_HEADER, message }], status);

/**
 * Takes the key for this request: a new row, or an expired or abandoned one.
 * @returns true when this request is to run (the caller must store or release the answer)
 */
async function reserve(userId: string, key: string, fingerprint: string): Promise<boolean> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const taken = await db.$executeRaw`
    INSERT INTO "IdempotencyKey" ("userId", "key", "fingerprint", "createdAt", "expiresAt")
    VALUES (${userId}, ${key}, ${fingerprint}, ${now}, ${expiresAt})
    ON CONFLICT ("userId", "key") DO UPDATE
      SET "fingerprint" = EXCLUDED."fingerprint", "status" = NULL, "contentType" = NULL, "body" = NULL,
          "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IdempotencyKey"."expiresAt" <= ${now}
         OR ("IdempotencyKey"."status" IS NULL AND "IdempotencyKey"."createdAt" < ${abandonedBefore})`;
  return taken === 1;
}

/** Forgets a reservation whose request failed, so a retry runs it again. */
async function release(userId: string, key: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { userId, key, status: null } }).catch((error: unknown) => {
    logger.warn({ err: error }, 'releasing an idempotency key failed');
  });
}

/** Fields whose value is a credential: session tokens, a PaymentIntent's client secret. */
const SECRET_FIELDS = new Set(['accessToken', 'refreshToken', 'clientSecret']);
/** A private calendar feed address (`…/api/calendar/<token>.ics`): the address is the credential. */
const CALENDAR_FEED_URL = /\/api\/calendar\/[^/]+\.ics\b/;

/**
 * Whether a JSON answer holds a secret at any depth (a session token, a PaymentIntent's
 * `clientSecret`, a private calendar feed address): such an answer is never kept at rest.
 */
function carriesCredentials(value: unknown): boolean {
  if (typeof value === 'string') return CALENDAR_FEED_URL.test(value);
  if (Array.isArray(value)) return value.some(carriesCredentials);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([name, inner]) => SECRET_FIELDS.has(name) || carriesCredentials(inner));
}

/**
 * True when the answer may be replayed: not 5xx or 429, JSON, no secret in it (a sign-in, refresh,
 * password change, payment intent or calendar feed renewal runs again instead of keeping
 * credentials in the table; those operations are idempotent or harmless to repeat), and on /graphql no
 * masked SERVER_ERROR.
 */
function storable(endpoint: Endpoint, status: number, contentType: string, body: string): boolean {
  if (status >= 500 || status === 429) return false;
  if (!/^application\/(graphql-response\+)?json\b/i.test(contentType)) return false;
  let parsed: { errors?: { extensions?: { code?: unknown } }[] };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return false;
  }
  if (carriesCredentials(parsed)) return false;
  return endpoint !== 'graphql' || !parsed.errors?.some((e) => e.extensions?.code === 'SERVER_ERROR');
}

/** Runs the reserved request and stores its answer (or releases the key when it must not be kept). */
async function runAndStore(endpoint: Endpoint, userId: string, key: string, request: Request, run: (request: Request) => Response | Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run(request);
  } catch (error) {
    await release(userId, key);
    throw error;
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status >= 500 || response.status === 429 || !response.body) {
    await release(userId, key);
    return response;
  }
  const body = await response.text();
  if (storable(endpoint, response.status, contentType, body)) {
    await db.idempotencyKey.updateMany({ where: { userId, key, status: null }, data: { status: response.status, contentType, body } });
  } else {
    await release(userId, key);
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Runs `run` once per (signed-in user, Idempotency-Key) and replays its first answer to retries;
 * requests without the header, reads, non-mutations and anonymous callers go straight to `run`.
 * @param request the request after the transport rules (body size already limited)
 * @param ip the client address (for the session lookup, as the handlers do it)
 * @param endpoint 'graphql' or 'api': which requests count as mutations and the error shape
 * @param run the endpoint's handler, given a copy of the request
 * @returns the handler's answer, a replayed answer (same status and body), or a refusal:
 *   400/422 ValidationError (field `Idempotency-Key`: bad format, or reused for another request),
 *   409 ConflictError (the first request still runs after {@link WAIT_FOR_FIRST_MS} ms)
 */
export async function withIdempotency(
  request: Request,
  ip: string | null,
  endpoint: Endpoint,
  run: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || request.method === 'GET' || request.method === 'HEAD') return run(request);
  // Bytes, not text: a multipart body carries binary files that a UTF-8 round trip would corrupt.
  const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : new Uint8Array(0);
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: bytes.byteLength ? bytes : undefined, signal: request.signal });
  const form = await formOf(bytes, request.headers.get('content-type'));
  const operations = form?.get('operations');
  const graphqlText = form ? (typeof operations === 'string' ? operations : '') : new TextDecoder().decode(bytes);
  if (endpoint === 'graphql' && !isGraphQLMutation(graphqlText)) return run(copy);
  const { user } = await createContext(request.headers, ip);
  if (!user) return run(copy);
  if (!KEY_FORMAT.test(key)) return refusal(endpoint, keyError(MESSAGES.format, 400));

  const fingerprint = fingerprintOf(endpoint, request.method, request.url, form ? await formText(form) : new TextDecoder().decode(bytes));
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await reserve(user.id, key, fingerprint)) return runAndStore(endpoint, user.id, key, copy, run);
    const row = await db.idempotencyKey.findUnique({ where: { userId_key: { userId: user.id, key } } });
    if (!row) continue; // the first request failed and released the key: take it
    if (row.fingerprint !== fingerprint) return refusal(endpoint, keyError(MESSAGES.mismatch, 422));
    if (row.status !== null) {
      return new Response(row.body, {
        status: row.status,
        headers: {
          'content-type': row.contentType ?? 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          [REPLAYED_HEADER.toLowerCase()]: 'true',
        },
      });
    }
    if (Date.now() >= deadline) return refusal(endpoint, new ConflictError(MESSAGES.running), { 'retry-after': '1' });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Deletes expired keys. @returns how many rows were deleted */
export async function sweepExpiredIdempotencyKeys(now: Date = new Date()): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/**
 * Starts the hourly expiry sweep of this instance (one DELETE on the expiresAt index; several
 * instances sweeping is harmless). The timer does not keep the process alive.
 * @returns a function that stops it
 */
export function startIdempotencySweep(intervalMs: number = SWEEP_INTERVAL_MS): () => void {
  const sweep = () => {
    sweepExpiredIdempotencyKeys().catch((error: unknown) => logger.warn({ err: error }, 'idempotency key sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
