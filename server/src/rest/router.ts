/**
 * The /api bridge: a described route table over the same service functions GraphQL uses
 * (docs/decisions/0010-rest-openapi.md).
 *
 * Envelope (spec section 8): success `{ success: true, ...payload }`; failure
 * `{ success: false, error, code, field?, message?, issues? }` with the HTTP status of the domain
 * error class (400/401/402/403/404/409/413/415/422/429, 500 masked).
 *
 * Every route declares its summary, description, tag, auth, input (path params, query, body) and
 * answer (payload schema and error statuses) with zod schemas. The router validates with exactly
 * those schemas before the handler runs, and `openapi.ts` renders them into the OpenAPI document.
 *
 * Request rules (hostile input never reaches a handler and never gives a 500):
 * - a path with a malformed percent-encoding is 400 (field `path`);
 * - path parameters that do not match their schema are 404 (there is nothing at that path);
 * - a query parameter given twice where one value is expected is 400 (field = its name);
 * - a request body must be `application/json` (415 otherwise; a body-less request needs no
 *   content type), at most {@link MAX_BODY_BYTES} bytes (413), valid JSON (400), a JSON object
 *   (400 for arrays, strings, numbers, null) nested at most {@link MAX_BODY_DEPTH} levels (400).
 */
import { z } from 'zod';
import { createContext, type Context } from '../context.js';
import {
  AppError,
  AuthenticationError,
  AuthorizationError,
  ERROR_MESSAGES,
  NotFoundError,
  RateLimitError,
  ValidationError,
  fromDatabaseError,
} from '../errors.js';
import { logger } from '../logger.js';
import { parseInput } from '../lib/validate.js';
import type { Role } from '../generated/prisma/enums.js';
import type { ErrorStatus, RestTag } from './schemas.js';
import { buildOpenApiDocument } from './openapi.js';
import { OPENAPI_PATH, docsResponse } from './docs.js';
import { compileOperations, runOperation, type CompiledOperation, type Envelope, type OperationRoute, type ScopesOf } from './operations.js';

/** Largest accepted request body, in bytes (100 KiB; the largest form, the contact message, is 5,000 characters). */
export const MAX_BODY_BYTES = 100 * 1024;
/** Deepest accepted nesting of arrays and objects in a JSON body (no input of this API nests beyond 3). */
export const MAX_BODY_DEPTH = 16;

export type { HttpMethod } from './operations.js';
import type { HttpMethod } from './operations.js';

/** A row of the /api table: a GraphQL operation (the way to add routes) or a hand-written handler (being retired, issue 15). */
export type ApiRoute = Route | OperationRoute;

/** True for a row that names a GraphQL operation. */
export const isOperationRoute = (row: ApiRoute): row is OperationRoute => 'operation' in row;

/** Who may call a route: 'public' (anyone; a bearer token is read when sent), 'signedIn', or role(s). */
export type RouteAuth = 'public' | 'signedIn' | Role | Role[];

/** A route's declared input: zod objects for path parameters and query, any zod schema for the body. */
export interface RouteInput<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType> {
  /** One key per `:name` in the path. A value that does not match answers 404. */
  params?: P;
  /** Query parameters, each a string (a repeated parameter is a 400 before validation). */
  query?: Q;
  /** The JSON body (an object); an empty body is validated as `{}`. */
  body?: B;
  /**
   * Raw-body escape, for routes that must see the exact bytes (webhook signatures): the body is
   * not content-type checked or parsed, only read (at most {@link MAX_BODY_BYTES}, 413 beyond) and
   * handed to the handler as `rawBody`. The schema documents what is sent; the handler validates.
   * Not combined with `body`.
   */
  rawBody?: z.ZodType;
}

/** What a handler receives: the context and the input as parsed by the declared schemas. */
export interface RouteRequest<P = Record<string, unknown>, Q = Record<string, unknown>, B = unknown> {
  ctx: Context;
  params: P;
  query: Q;
  /** The body parsed by `input.body` (undefined when the route declares no body). */
  body: B;
  /** The body's text as sent, for routes declaring `input.rawBody` (undefined otherwise). */
  rawBody?: string;
  request: Request;
}

/**
 * One /api route. Every key but `status` and `input` is required, so a route cannot be added
 * without its description and its answer (docs/decisions/0010-rest-openapi.md). Prefer
 * {@link defineRoute}, which types the handler from the schemas.
 */
export interface Route<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodObject = z.ZodObject,
> {
  method: HttpMethod;
  /** Path below /api, with `:name` parameters, e.g. `/bookings/:id/accept`. */
  path: string;
  /** The domain's tag in the reference (schemas.ts REST_TAGS). */
  tag: RestTag;
  /** One line, imperative, e.g. 'Accept an open job'. */
  summary: string;
  /** What it does, who may call it, its rules and the spec section; units (cents, UTC) where they matter. */
  description: string;
  auth: RouteAuth;
  /** HTTP status on success (default 200). */
  status?: 200 | 201;
  input?: RouteInput<P, Q, B>;
  /** The success payload (without `success: true`, which the router adds). */
  response: R;
  /**
   * Error statuses the handler itself can answer besides those the router derives (400 for
   * declared input, 413/415 for a body, 401/403 from `auth`, 500): e.g. [404, 409, 422, 429].
   */
  errors: ErrorStatus[];
  /** Runs after auth and input validation; returns the payload (or, rarely, a full Response). */
  handler(req: RouteRequest<z.output<P>, z.output<Q>, z.output<B>>): Promise<z.input<R> | Response> | z.input<R> | Response;
}

/**
 * Declares a route with its handler typed from its schemas (params, query, body in; payload out).
 * @returns the route, widened to {@link Route} for the table
 */
export function defineRoute<
  P extends z.ZodObject = z.ZodObject<Record<never, never>>,
  Q extends z.ZodObject = z.ZodObject<Record<never, never>>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodObject = z.ZodObject,
>(route: Route<P, Q, B, R>): Route {
  return route as unknown as Route;
}

/** A path with `:name` parameters as a regular expression and the parameters' names. */
function compilePath(path: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const pattern = path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${pattern}/?$`), keys };
}

function compile(route: Route): { regex: RegExp; keys: string[] } {
  const compiled = compilePath(route.path);
  const declared = Object.keys(route.input?.params?.shape ?? {});
  if (compiled.keys.join() !== declared.join()) {
    // A programming error: fail at start-up, not per request.
    throw new Error(`Route ${route.method} ${route.path}: input.params must declare exactly [${compiled.keys.join(', ')}]`);
  }
  return compiled;
}

/** A JSON answer with the /api's headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** A request the router refuses before any route runs (413 too large, 415 not JSON). */
class RequestRejected extends ValidationError {
  override readonly status: number;
  constructor(status: 413 | 415, message: string) {
    super(message, [{ field: 'body', message }]);
    this.status = status;
  }
}

/** The error envelope for any thrown value (unexpected errors are logged and masked as 500). */
export function errorResponse(error: unknown): Response {
  const appError = error instanceof AppError ? error : fromDatabaseError(error);
  if (appError) {
    const body: Record<string, unknown> = { success: false, error: appError.message, code: appError.code };
    if (appError instanceof ValidationError) {
      // Spec section 8: 400/422 carry the catalogue message and the field name; the specific
      // reason is in `message` and per field in `issues`.
      body.error = ERROR_MESSAGES.VALIDATION_ERROR;
      body.message = appError.message;
      body.field = appError.field;
      body.issues = appError.issues;
    }
    if (appError instanceof AuthorizationError && appError.requiresVerification) {
      body.requiresVerification = true;
    }
    const headers: Record<string, string> = {};
    if (appError instanceof RateLimitError) headers['retry-after'] = String(appError.retryAfterSeconds);
    return json(appError.status, body, headers);
  }
  logger.error({ err: error }, 'unhandled error in /api');
  return json(500, { success: false, error: ERROR_MESSAGES.SERVER_ERROR, code: 'SERVER_ERROR' });
}

function authorize(route: Route, ctx: Context): void {
  if (route.auth === 'public') return;
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  if (route.auth === 'signedIn') return;
  const roles = Array.isArray(route.auth) ? route.auth : [route.auth];
  if (!roles.includes(ctx.user.role)) throw new AuthorizationError();
}

/** Decodes one path segment. @throws ValidationError (400) on a malformed percent-encoding */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ValidationError('The path has a malformed percent-encoding.', [{ field: 'path', message: 'Malformed percent-encoding' }]);
  }
}

/**
 * The query as an object of strings.
 * @throws ValidationError (400) when a parameter is given more than once: lists take one
 *   comma-separated value (`?status=pending,confirmed`), so a repeat is always a mistake
 */
function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(out, key)) {
      const message = `The query parameter ${key} is given more than once.`;
      throw new ValidationError(message, [{ field: key, message }]);
    }
    out[key] = value;
  }
  return out;
}

/** Reads at most `limit` bytes of the body. @throws RequestRejected (413) past the limit */
async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

const tooLarge = () => new RequestRejected(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);

/** Depth of nested arrays/objects in a parsed JSON value (iterative: no recursion on hostile input). */
function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > max) max = d;
    if (max > MAX_BODY_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d]);
  }
  return max;
}

const badBody = (message: string) => new ValidationError(message, [{ field: 'body', message }]);

/**
 * The JSON body as an object (`{}` when there is none).
 * @throws RequestRejected (415 not application/json, 413 too large), ValidationError (400: not
 *   JSON, not an object, nested too deeply)
 */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type');
  const mediaType = type?.split(';')[0]?.trim().toLowerCase();
  if (type !== null && mediaType !== 'application/json') {
    throw new RequestRejected(415, 'Request bodies must be JSON, sent with Content-Type: application/json.');
  }
  const text = await readLimited(request, MAX_BODY_BYTES);
  if (!text.trim()) return {};
  if (type === null) throw new RequestRejected(415, 'Request bodies must be JSON, sent with Content-Type: application/json.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badBody('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badBody('The request body must be a JSON object.');
  if (jsonDepth(parsed) > MAX_BODY_DEPTH) throw badBody(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
  return parsed as Record<string, unknown>;
}

/**
 * Builds the fetch handler for `/api/*` from the route table; it also serves the table's OpenAPI
 * document at `GET /api/openapi.json` and the reference page at `GET /api/docs`.
 * @throws Error at once when a route's params schema does not match its path
 */
export function createRestHandler(
  rows: ApiRoute[],
  bridge: { yoga: Envelope; scopesOf: ScopesOf },
): (request: Request, ip?: string | null) => Promise<Response> {
  const operations = compileOperations(rows.filter(isOperationRoute), bridge.yoga);
  const byRow = new Map<ApiRoute, CompiledOperation>(operations.map((op) => [op.row, op]));
  const routes = rows.filter((r): r is Route => !isOperationRoute(r));
  const compiled = rows.map((row) => (isOperationRoute(row) ? { ...compilePath(row.path), row } : { ...compile(row), row }));
  let documentJson: string | undefined;
  return async (request, ip = null) => {
    try {
      const url = new URL(request.url);
      const subPath = url.pathname.replace(/^\/api/, '') || '/';
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (subPath === OPENAPI_PATH) {
          documentJson ??= JSON.stringify(buildOpenApiDocument(routes, operations));
          return new Response(documentJson, {
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
          });
        }
        const docs = await docsResponse(subPath);
        if (docs) return docs;
      }
      let pathMatched = false;
      for (const route of compiled) {
        const match = route.regex.exec(subPath);
        if (!match) continue;
        pathMatched = true;
        if (route.row.method !== request.method) continue;
        const rawParams: Record<string, string> = {};
        route.keys.forEach((k, i) => {
          rawParams[k] = decodeSegment(match[i + 1]!);
        });
        const op = byRow.get(route.row);
        if (op) {
          const parts = { params: rawParams, query: queryObject(url.searchParams), body: await readBody(request) };
          const payload = await runOperation(op, bridge.yoga, bridge.scopesOf, request, ip, parts);
          return json(op.row.status ?? 200, { success: true, ...payload });
        }
        if (isOperationRoute(route.row)) continue;
        const ctx = await createContext(request.headers, ip);
        authorize(route.row, ctx);
        const input = route.row.input ?? {};
        let params: Record<string, unknown> = rawParams;
        if (input.params) {
          const parsed = input.params.safeParse(rawParams);
          if (!parsed.success) throw new NotFoundError();
          params = parsed.data;
        }
        const rawQuery = queryObject(url.searchParams);
        const query = input.query ? parseInput(input.query, rawQuery) : {};
        if (input.rawBody) {
          const rawBody = await readLimited(request, MAX_BODY_BYTES);
          const result = await route.row.handler({ ctx, params, query, body: undefined, rawBody, request });
          if (result instanceof Response) return result;
          return json(route.row.status ?? 200, { success: true, ...result });
        }
        const rawBody = await readBody(request);
        const body = input.body ? parseInput(input.body, rawBody) : undefined;
        const result = await route.row.handler({ ctx, params, query, body, request });
        if (result instanceof Response) return result;
        return json(route.row.status ?? 200, { success: true, ...result });
      }
      if (pathMatched) {
        return json(405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' });
      }
      // Paths with a malformed encoding that match no route are still 400, not 404.
      decodeSegment(url.pathname);
      throw new NotFoundError();
    } catch (error) {
      return errorResponse(error);
    }
  };
}
