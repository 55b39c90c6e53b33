/**
 * The HTTP application: one origin serving GraphQL (Yoga; GraphiQL in a browser; graphql-ws on
 * the same path), the /api REST bridge, and the built web app.
 *
 * /graphql and /api go through one `@whatwg-node/server` adapter (what Yoga is built on): it
 * turns Node requests into fetch Requests and streams Responses back with backpressure, aborting
 * the request signal (and so ending subscriptions and other streams) when the client goes away.
 * The adapter's handler applies the transport rules of docs/decisions/0008-transport-security.md:
 * the client address, CORS, content types, body size, security headers and compression.
 * Other paths are static files (sirv) with precompressed variants and the web app's CSP.
 *
 * `handleFetch(request, ip)` runs the same handler without a port (integration tests).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import sirv from 'sirv';
import { schema } from './schema.js';
import { useCatalogueResponseCache } from './modules/services/catalogue-response-cache.js';
import { catalogueFastPath } from './modules/services/catalogue-fast-path.js';
import { bearerToken, clientAddress, createContext, peerIsTrustedProxy, userFromAccessToken, type Context } from './context.js';
import { AppError, ERROR_MESSAGES, fromDatabaseError } from './errors.js';
import { createRestHandler, json } from './rest/router.js';
import { routes } from './rest/routes.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { pubsub, type SessionRevoked } from './pubsub.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(ROOT, 'client/dist');

/** Largest request body accepted on /graphql and /api, in bytes (413 above). */
export const MAX_BODY_BYTES = 1_000_000;
/** JSON answers larger than this many bytes are compressed when the client accepts br or gzip. */
export const COMPRESS_MIN_BYTES = 1024;

/** Domain errors keep their message and code; everything else is masked as SERVER_ERROR. */
function maskError(error: unknown): Error {
  // Duck-typed rather than `instanceof GraphQLError`: a second copy of graphql must not turn every
  // expected error into SERVER_ERROR.
  const isGraphQLError = (e: unknown): e is GraphQLError => !!e && typeof e === 'object' && (e as Error).name === 'GraphQLError';
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  const appError = original instanceof AppError ? original : fromDatabaseError(original);
  if (appError) {
    return new GraphQLError(appError.message, {
      nodes: isGraphQLError(error) ? error.nodes : undefined,
      path: isGraphQLError(error) ? error.path : undefined,
      extensions: { code: appError.code, http: { status: 200 } },
    });
  }
  if (isGraphQLError(error) && !error.originalError) return error; // parse/validation errors
  if (isGraphQLError(error) && isGraphQLError(error.originalError)) return error.originalError;
  logger.error({ err: original }, 'unexpected GraphQL error');
  return new GraphQLError(ERROR_MESSAGES.SERVER_ERROR, {
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: 'SERVER_ERROR' },
  });
}

/**
 * What the transport hands to Yoga and the REST bridge: the client address as determined by
 * {@link clientAddress} (or given by a port-less caller), and for graphql-ws the connection params.
 */
export interface ServerContext {
  /** The Node request when the call came through the HTTP server. */
  req?: http.IncomingMessage;
  res?: http.ServerResponse;
  /** The client address; when absent it is read from `req`. */
  clientIp?: string | null;
  /** graphql-ws connection params (`{ authorization: 'Bearer <accessToken>' }`). */
  connectionParams?: Record<string, unknown>;
}

// --- GraphiQL: rendered once, its inline scripts allowed by hash --------------------------------

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];
let graphiqlPage: { key: string; html: string; scriptHashes: string[] } | undefined;

/** The inline `<script>` bodies of an HTML page, as a browser's parser splits them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!).filter((s) => s.length > 0);
}

/** Renders GraphiQL (bundled from npm: no CDN) once per option set, hashing its inline scripts for the CSP. */
function renderGraphiQLWithHashes(options: GraphiQLOptions): string {
  const key = JSON.stringify(options ?? {});
  if (graphiqlPage?.key !== key) {
    const html = renderGraphiQL(options);
    const scriptHashes = inlineScripts(html).map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`);
    graphiqlPage = { key, html, scriptHashes };
  }
  return graphiqlPage.html;
}

export const yoga = createYoga<ServerContext, Context>({
  schema,
  graphqlEndpoint: '/graphql',
  landingPage: false,
  // CORS is decided by the adapter below for /graphql and /api alike (never Yoga's reflect-any-origin default).
  cors: false,
  // The body limit is the adapter's (limitBody: MAX_BODY_BYTES, 413 before Yoga runs; Node's parser
  // refuses a malformed Content-Length). Yoga's own 25 MB check piped every body through a stream
  // pipeline that ends in an AbortController.abort() per request (docs/decisions/0012).
  maxRequestBodySize: false,
  graphiql: { title: 'Comfort Life GraphQL', subscriptionsProtocol: 'WS' },
  renderGraphiQL: renderGraphiQLWithHashes,
  logging: {
    debug: (...args) => logger.debug(args),
    info: (...args) => logger.info(args),
    warn: (...args) => logger.warn(args),
    error: (...args) => logger.error(args),
  },
  maskedErrors: { maskError },
  plugins: [
    EnvelopArmorPlugin({
      maxDepth: { n: 12 },
      maxAliases: { n: 20 },
      maxDirectives: { n: 20 },
      maxTokens: { n: 5000 },
      costLimit: { maxCost: 20000 },
    }),
    // Public catalogue answers served again without running (docs/decisions/0012-api-read-speed.md).
    useCatalogueResponseCache(),
  ],
  context: async (initial) => {
    const ip = initial.clientIp !== undefined ? initial.clientIp : initial.req ? clientAddress(initial.req) : null;
    if (initial.connectionParams) {
      const p = initial.connectionParams;
      const auth = String(p.authorization ?? p.Authorization ?? (p.token ? `Bearer ${String(p.token)}` : ''));
      const userAgent = initial.req?.headers['user-agent'];
      return createContext(new Headers({ authorization: auth, ...(userAgent ? { 'user-agent': userAgent } : {}) }), ip);
    }
    return createContext(initial.request.headers, ip);
  },
});

const rest = createRestHandler(routes);

// --- Transport rules ----------------------------------------------------------------------------

const isGraphQLPath = (p: string) => p === '/graphql' || p.startsWith('/graphql/');
const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/');
/** Paths that are never the web app: /graphql, /api, and /dev (the removed outbox answers 404). */
const isServerPath = (p: string) => isGraphQLPath(p) || isApiPath(p) || p === '/dev' || p.startsWith('/dev/');

const JSON_ERROR = (status: number, message: string, code: string) =>
  json(status, { success: false, error: status === 500 ? ERROR_MESSAGES.SERVER_ERROR : ERROR_MESSAGES.VALIDATION_ERROR, message, code });

/**
 * A refusal of a /graphql request before GraphQL runs (413, 415): the /api envelope, plus the same
 * message as a GraphQL error, so both kinds of client read it.
 */
const graphqlRefusal = (status: number, message: string) =>
  json(status, {
    success: false,
    error: ERROR_MESSAGES.VALIDATION_ERROR,
    message,
    code: 'VALIDATION_ERROR',
    errors: [{ message, extensions: { code: 'VALIDATION_ERROR' } }],
  });

/** The request's host if it is a plausible `host[:port]` (it is echoed into the CSP). */
function safeHost(host: string | null | undefined): string | null {
  return host && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : null;
}

/** True when the request reached us over HTTPS: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
function isHttps(req: http.IncomingMessage | undefined, url: URL): boolean {
  if (!req) return url.protocol === 'https:';
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',').pop()?.trim().toLowerCase();
  return proto === 'https' && peerIsTrustedProxy(req);
}

/** Headers every answer carries (API, GraphiQL, static files). */
function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** `connect-src` of a page: itself and its websocket on the same host. */
function connectSrc(host: string | null): string {
  return host ? `'self' ws://${host} wss://${host}` : "'self'";
}

/**
 * The web app's CSP: scripts from this origin only (no inline script), styles from this origin
 * plus inline style tags (MUI/emotion inject them), data: images and fonts, XHR/fetch and the
 * graphql-ws socket to this host, no plugins, no framing. With `stripe` (STRIPE_PUBLISHABLE_KEY
 * set) it also allows Stripe.js: its script and frames from js.stripe.com, 3-D Secure frames from
 * hooks.stripe.com, and calls to api.stripe.com (Stripe's documented CSP; docs/decisions/0016).
 */
export function webAppCsp(host: string | null, stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY)): string {
  return [
    "default-src 'self'",
    stripe ? "script-src 'self' https://js.stripe.com" : "script-src 'self'",
    ...(stripe ? ["frame-src 'self' https://js.stripe.com https://hooks.stripe.com"] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc(host)}${stripe ? ' https://api.stripe.com' : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** GraphiQL's CSP: its inline bootstrap and bundle allowed by hash, Monaco's blob: workers, no framing. */
function graphiqlCsp(host: string | null, scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc(host)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never documents: nothing may load or frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const corsOrigins = new Set(env.CORS_ORIGINS);

/**
 * The allowed cross-origin caller, or null: an Origin listed in CORS_ORIGINS (exact match), or
 * the request's own origin. Any other Origin gets no CORS headers at all (the browser then keeps
 * the answer from the page), and its preflight is refused.
 */
function allowedOrigin(origin: string | null, host: string | null): string | null {
  if (!origin) return null;
  if (corsOrigins.has(origin)) return origin;
  try {
    return host && new URL(origin).host === host ? origin : null;
  } catch {
    return null;
  }
}

const CORS_ALLOW_HEADERS = 'authorization, content-type, accept, x-requested-with';
const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** Media types a GraphQL POST body may have (everything else, e.g. forms and text/plain, is 415). */
const GRAPHQL_BODY_TYPES = new Set(['application/json', 'application/graphql+json']);

/** Which encoding to compress with for an Accept-Encoding value: br first, then gzip; honours q=0. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a JSON answer over {@link COMPRESS_MIN_BYTES} (brotli quality 5 or gzip level 6, on
 * zlib's thread pool). Streams (text/event-stream, multipart) and small answers pass unchanged.
 */
async function compressJson(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type) || !response.body || response.headers.has('content-encoding')) return response;
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return response;
  appendVary(response.headers, 'Accept-Encoding');
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength <= COMPRESS_MIN_BYTES) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await gzip(body, { level: 6 });
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), { status: response.status, statusText: response.statusText, headers });
}

function appendVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  if (!current) headers.set('vary', value);
  else if (!current.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) headers.set('vary', `${current}, ${value}`);
}

/** Sets headers on a Response, copying it first when its headers are immutable. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [k, v] of Object.entries(headers)) copy.set(k, v);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
  }
}

/**
 * Enforces {@link MAX_BODY_BYTES}: a declared Content-Length over it is refused at once; a
 * chunked body is read up to the limit (and refused past it) before anything parses it.
 * @returns the request to handle (re-built for a chunked body), or null when it is too large
 */
async function limitBody(request: Request): Promise<Request | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared) > MAX_BODY_BYTES ? null : request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  return new Request(request.url, { method: request.method, headers, body: Buffer.concat(chunks), signal: request.signal });
}

/** Routes one /graphql or /api request after the transport rules (CORS, size, content type). */
async function route(request: Request, serverCtx: ServerContext, ip: string | null): Promise<Response> {
  const { pathname } = new URL(request.url);
  const graphql = isGraphQLPath(pathname);
  if (!graphql && !isApiPath(pathname)) return json(404, { success: false, error: ERROR_MESSAGES.NOT_FOUND_ERROR, code: 'NOT_FOUND_ERROR' });

  const limited = await limitBody(request);
  if (!limited) {
    return graphql ? graphqlRefusal(413, 'The request is too large.') : JSON_ERROR(413, 'The request is too large.', 'VALIDATION_ERROR');
  }
  if (graphql) {
    if (limited.method === 'POST') {
      const mediaType = limited.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!GRAPHQL_BODY_TYPES.has(mediaType)) {
        return graphqlRefusal(415, 'GraphQL requests must be sent as application/json (or as GET for queries).');
      }
    }
    return yoga.handle(limited, { ...serverCtx, clientIp: ip });
  }
  return rest(limited, ip);
}

/** CORS headers of an answer (not a preflight): the allowed origin, or only `Vary: Origin` for another one. */
function corsHeadersFor(origin: string | null, allowed: string | null): Record<string, string> {
  return allowed ? { 'access-control-allow-origin': allowed, vary: 'Origin' } : origin ? { vary: 'Origin' } : {};
}

/** Response headers an allowed cross-origin caller may read. */
const CORS_EXPOSE = { 'access-control-expose-headers': 'retry-after' };

/**
 * The headers {@link handle} gives a JSON answer of /graphql that has none of its own, before
 * compression: CORS, security headers, the API CSP and Vary. Used by the catalogue fast path
 * (modules/services/catalogue-fast-path.ts) so its answers carry the same headers; null when the
 * request has no plausible Host (then the adapter answers it).
 */
function graphqlJsonAnswerHeaders(req: http.IncomingMessage): Record<string, string> | null {
  const host = safeHost(req.headers.host);
  if (!host) return null;
  const origin = req.headers.origin ?? null;
  const allowed = allowedOrigin(origin, host);
  const cors = corsHeadersFor(origin, allowed);
  return {
    ...cors,
    ...(allowed ? CORS_EXPOSE : {}),
    ...baseSecurityHeaders(isHttps(req, new URL(`http://${host}/`))),
    'content-security-policy': API_CSP,
    vary: cors.vary ? `${cors.vary}, Accept-Encoding` : 'Accept-Encoding',
  };
}

/** Brotli/gzip settings of {@link compressJson}, synchronously (the fast path compresses a kept answer once). */
function compressSync(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : zlib.gzipSync(body, { level: 6 });
}

/** The adapter's handler: transport rules around {@link route}, security headers and compression on the way out. */
async function handle(request: Request, serverCtx: ServerContext): Promise<Response> {
  const url = new URL(request.url);
  const req = serverCtx.req;
  const ip = serverCtx.clientIp !== undefined ? serverCtx.clientIp : req ? clientAddress(req) : null;
  const host = safeHost(request.headers.get('host') ?? url.host);
  const https = isHttps(req, url);
  const origin = request.headers.get('origin');
  const allowed = allowedOrigin(origin, host);
  const corsHeaders = corsHeadersFor(origin, allowed);

  let response: Response;
  try {
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      // Preflight: answered for allowed origins only (no Allow-* headers for anyone else).
      response = allowed
        ? new Response(null, {
            status: 204,
            headers: {
              ...corsHeaders,
              'access-control-allow-methods': CORS_ALLOW_METHODS,
              'access-control-allow-headers': CORS_ALLOW_HEADERS,
              'access-control-max-age': '600',
            },
          })
        : json(403, { success: false, error: ERROR_MESSAGES.AUTHORIZATION_ERROR, message: 'This origin may not call this API.', code: 'AUTHORIZATION_ERROR' }, corsHeaders);
    } else {
      response = await route(request, serverCtx, ip);
      if (allowed) response = withHeaders(response, { ...corsHeaders, ...CORS_EXPOSE });
      else if (origin) response = withHeaders(response, corsHeaders);
    }
  } catch (error) {
    logger.error({ err: error }, 'request failed');
    response = JSON_ERROR(500, ERROR_MESSAGES.SERVER_ERROR, 'SERVER_ERROR');
  }

  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
  // A handler's own, stricter policy stands (the /api/docs reference page: rest/docs.ts DOCS_CSP).
  const csp =
    response.headers.get('content-security-policy') ??
    (isHtml && isGraphQLPath(url.pathname) && graphiqlPage ? graphiqlCsp(host, graphiqlPage.scriptHashes) : isHtml ? webAppCsp(host) : API_CSP);
  response = withHeaders(response, { ...baseSecurityHeaders(https), 'content-security-policy': csp });
  return compressJson(request, response);
}

/** The /graphql + /api adapter; `http.createServer` gets it through {@link startServer}. */
export const app = createServerAdapter<ServerContext>(handle);

/**
 * The node:http listener of /graphql and /api: kept public catalogue answers straight from the
 * Node request (same bytes and headers as the adapter gives them), everything else through
 * {@link app} (docs/decisions/0012-api-read-speed.md).
 */
const serverPathListener = catalogueFastPath((req, res) => void app(req, res), {
  answerHeaders: graphqlJsonAnswerHeaders,
  pickEncoding,
  compress: compressSync,
  compressMinBytes: COMPRESS_MIN_BYTES,
});

/**
 * Handles a /graphql or /api request without a port (integration tests). `ip` is the client
 * address the request counts as (rate limits, sessions); nothing is read from X-Forwarded-For.
 */
export async function handleFetch(request: Request, ip: string | null = null): Promise<Response> {
  return app.fetch(request, { clientIp: ip });
}

// --- graphql-ws: the sockets of each session, closed when it is revoked ---------------------------

/** graphql-ws close code for a session that ended (logout, logout-all, password reset, refresh replay). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface SocketOwner {
  userId: string;
  sessionId: string;
}

/** Open sockets per session id and per user id, so a revocation closes them at once. */
class SocketRegistry {
  private bySession = new Map<string, Set<WebSocket>>();
  private byUser = new Map<string, Set<WebSocket>>();
  private owners = new WeakMap<WebSocket, SocketOwner>();

  add(socket: WebSocket, owner: SocketOwner): void {
    this.owners.set(socket, owner);
    const put = (map: Map<string, Set<WebSocket>>, key: string) => {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(socket);
    };
    put(this.bySession, owner.sessionId);
    put(this.byUser, owner.userId);
  }

  remove(socket: WebSocket): void {
    const owner = this.owners.get(socket);
    if (!owner) return;
    const drop = (map: Map<string, Set<WebSocket>>, key: string) => {
      const set = map.get(key);
      set?.delete(socket);
      if (set?.size === 0) map.delete(key);
    };
    drop(this.bySession, owner.sessionId);
    drop(this.byUser, owner.userId);
    this.owners.delete(socket);
  }

  /** Closes the sockets of the revoked sessions (all of the user's when `sessionIds` is null). */
  close(event: SessionRevoked): number {
    const sockets = new Set<WebSocket>();
    if (event.sessionIds === null) this.byUser.get(event.userId)?.forEach((s) => sockets.add(s));
    else for (const id of event.sessionIds) this.bySession.get(id)?.forEach((s) => this.owners.get(s)?.userId === event.userId && sockets.add(s));
    for (const socket of sockets) {
      this.remove(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
    return sockets.size;
  }
}

function tokenFromParams(params: Record<string, unknown> | undefined): string | null {
  if (!params) return null;
  const raw = params.authorization ?? params.Authorization ?? params.token;
  return typeof raw === 'string' ? bearerToken(raw) : null;
}

/** Serves graphql-ws on /graphql through Yoga's envelope; sockets close when their session ends. */
function attachWebSockets(server: http.Server): void {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('error', () => undefined); // listen errors surface once, from server.listen below
  const registry = new SocketRegistry();

  const revocations = pubsub.subscribe('session:revoked');
  void (async () => {
    for await (const event of revocations) registry.close(event);
  })().catch((error: unknown) => logger.error({ err: error }, 'session revocation listener failed'));
  server.on('close', () => {
    void revocations.return?.();
  });

  useServer(
    {
      execute: (args: unknown) => (args as { rootValue: { execute: (a: unknown) => unknown } }).rootValue.execute(args) as never,
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: (a: unknown) => unknown } }).rootValue.subscribe(args) as never,
      onConnect: async (ctx) => {
        const auth = await userFromAccessToken(tokenFromParams(ctx.connectionParams));
        if (auth) {
          const socket = ctx.extra.socket;
          registry.add(socket, { userId: auth.user.id, sessionId: auth.sessionId });
          socket.once('close', () => registry.remove(socket));
        }
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          clientIp: clientAddress(ctx.extra.request),
          connectionParams: ctx.connectionParams ?? {},
        });
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args as never;
      },
    },
    wss,
  );
}

// --- Static files -------------------------------------------------------------------------------

/**
 * The built web app: precompressed .br/.gz chosen from Accept-Encoding (Vary: Accept-Encoding),
 * hashed /assets/* cached for a year (immutable), everything else (index.html, the SPA fallback)
 * revalidated on every load (no-cache); the CSP and security headers on every page.
 */
function staticFiles(dir: string): http.RequestListener | null {
  if (!fs.existsSync(path.join(dir, 'index.html'))) return null;
  const assets = sirv(dir, {
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [k, v] of Object.entries(baseSecurityHeaders(isHttps(req, url)))) res.setHeader(k, v);
    res.setHeader('content-security-policy', webAppCsp(safeHost(req.headers.host)));
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  };
}

/**
 * Starts the HTTP + WebSocket server. Resolves once listening.
 * @param options.clientDist the built web app to serve (default client/dist; tests pass a fixture)
 */
export async function startServer(
  port = env.PORT,
  host = env.HOST,
  options: { clientDist?: string } = {},
): Promise<http.Server> {
  const assets = staticFiles(options.clientDist ?? CLIENT_DIST);
  if (!assets) logger.warn('client/dist not found: run `npm run build` to serve the web app');

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (isServerPath(pathname)) {
      serverPathListener(req, res);
      return;
    }
    if (assets) {
      assets(req, res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', ...baseSecurityHeaders(isHttps(req, url)) });
    res.end('The web app is not built. Run `npm run build`, or use `npm start`.');
  });

  attachWebSockets(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // e.g. EADDRINUSE: main() logs it and exits 1
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
