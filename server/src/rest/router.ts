/**
 * The /api bridge: a route table over the same service functions GraphQL uses.
 * Envelope (issue #2, spec section 8): success `{ success: true, ...payload }`;
 * failure `{ success: false, error: message, code: ERROR_TYPE, field?, issues? }` with the
 * HTTP status of the domain error class (400/401/402/403/404/409/422/429, 500 masked).
 */
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
import type { Role } from '../generated/prisma/enums.js';

export interface RouteRequest {
  ctx: Context;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body ({} when none). */
  body: unknown;
  request: Request;
}

/** What a handler returns: merged into `{ success: true, ... }`, or a full Response. */
export type RouteResult = Record<string, unknown> | Response;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path below /api, with `:name` parameters, e.g. `/bookings/:id/accept`. */
  path: string;
  /** Required: 'public' (anyone), 'signedIn', or one of the roles. */
  auth: 'public' | 'signedIn' | Role | Role[];
  /** HTTP status on success (default 200). */
  status?: number;
  handler: (req: RouteRequest) => Promise<RouteResult> | RouteResult;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  keys: string[];
}

function compile(route: Route): CompiledRoute {
  const keys: string[] = [];
  const pattern = route.path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${pattern}/?$`), keys };
}

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

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (!text.trim()) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [{ field: 'body', message: 'Invalid JSON' }]);
  }
}

/** Builds the fetch handler for `/api/*` from the route tables of the domains. */
export function createRestHandler(routes: Route[]): (request: Request, ip?: string | null) => Promise<Response> {
  const compiled = routes.map(compile);
  return async (request, ip = null) => {
    const url = new URL(request.url);
    const subPath = url.pathname.replace(/^\/api/, '') || '/';
    try {
      let pathMatched = false;
      for (const route of compiled) {
        const match = route.regex.exec(subPath);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== request.method) continue;
        const params: Record<string, string> = {};
        route.keys.forEach((k, i) => {
          params[k] = decodeURIComponent(match[i + 1]!);
        });
        const ctx = await createContext(request.headers, ip);
        authorize(route, ctx);
        const body = await readBody(request);
        const result = await route.handler({ ctx, params, query: url.searchParams, body, request });
        if (result instanceof Response) return result;
        return json(route.status ?? 200, { success: true, ...result });
      }
      if (pathMatched) {
        return json(405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' });
      }
      throw new NotFoundError();
    } catch (error) {
      return errorResponse(error);
    }
  };
}
