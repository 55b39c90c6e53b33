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
 *
 * The pieces live in ./http/: security-headers.ts (Host, HTTPS, security headers, CSPs, CORS),
 * compression.ts (br/gzip of JSON answers, Response header helpers), websockets.ts (graphql-ws
 * and session-ended socket closing) and static-files.ts (the built web app). GET /api/health/live
 * and /api/health/ready are answered by lifecycle/health.ts before the bridge.
 */
import http from 'node:http';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { schema } from './schema.js';
import { useCatalogueResponseCache } from './modules/services/catalogue-response-cache.js';
import { catalogueFastPath } from './modules/services/catalogue-fast-path.js';
import { bearerToken, clientAddress, createContext, userFromAccessToken, type Context } from './context.js';
import { AppError, ERROR_MESSAGES, fromDatabaseError } from './errors.js';
import { MAX_UPLOAD_BYTES, createRestHandler, json, mediaTypeOf, multipartRowMatcher } from './rest/router.js';
import { readBodyWithin } from './http/read-body.js';
import { whileAnswering } from './lib/after-response.js';
import type { Envelope } from './rest/operations.js';
import { reportResolvedError } from './lib/resolved-errors.js';
import { routes } from './rest/routes.js';
import { env } from './env.js';
import { logger } from './logger.js';
import {
  API_CSP,
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_EXPOSE,
  allowedOrigin,
  baseSecurityHeaders,
  corsHeadersFor,
  graphiqlCsp,
  graphqlJsonAnswerHeaders,
  isHttps,
  safeHost,
  webAppCsp,
} from './http/security-headers.js';
import { COMPRESS_MIN_BYTES, compressJson, compressSync, pickEncoding, withHeaders } from './http/compression.js';
import { attachWebSockets } from './http/websockets.js';
import { staticFiles } from './http/static-files.js';
import { graphiqlDefaultTabs } from './http/graphiql-examples.js';
import { answerHealth } from './lifecycle/health.js';
import { withIdempotency } from './http/idempotency.js';
import { trackConnections } from './lifecycle/connections.js';

// Moved to ./http/* and still exported from here for existing importers (tests, scripts).
export { COMPRESS_MIN_BYTES, pickEncoding } from './http/compression.js';
export { webAppCsp } from './http/security-headers.js';
export { SESSION_ENDED_CLOSE_CODE } from './http/websockets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(ROOT, 'client/dist');

/**
 * Largest request body accepted on /graphql and /api, in bytes (413 above), except file uploads
 * (multipart/form-data on /graphql with the preflight header, or to an /api row declaring
 * `body.multipart`), which may carry up to rest/router.ts MAX_UPLOAD_BYTES (26 MiB).
 */
export const MAX_BODY_BYTES = 1_000_000;
export { MAX_UPLOAD_BYTES } from './rest/router.js';

/** Domain errors keep their message and code; everything else is masked as SERVER_ERROR. */
function maskError(error: unknown): Error {
  // Duck-typed rather than `instanceof GraphQLError`: a second copy of graphql must not turn every
  // expected error into SERVER_ERROR.
  const isGraphQLError = (e: unknown): e is GraphQLError => !!e && typeof e === 'object' && (e as Error).name === 'GraphQLError';
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  const appError = original instanceof AppError ? original : fromDatabaseError(original);
  if (appError) {
    reportResolvedError(appError);
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

export type { ServerContext } from './http/server-context.js';
import type { ServerContext } from './http/server-context.js';

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
  // Opens with the analyst's example tabs (http/graphiql-examples.ts) while the browser has none stored.
  graphiql: { title: 'Comfort Life GraphQL', subscriptionsProtocol: 'WS', defaultTabs: graphiqlDefaultTabs() },
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

const rest = createRestHandler(routes, { yoga: yoga as unknown as Envelope });
/** Whether a request is a multipart POST to an /api row that takes uploads (`body.multipart`). */
const isApiUpload = multipartRowMatcher(routes);

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

/** Media types a GraphQL POST body may have (everything else, e.g. forms and text/plain, is 415). */
const GRAPHQL_BODY_TYPES = new Set(['application/json', 'application/graphql+json']);

/**
 * Headers of which one (non-empty) must come with a multipart GraphQL request (file uploads, the
 * GraphQL multipart request spec): an HTML form or another "simple" cross-site request cannot set
 * them, so a multipart body without one is refused (415) as a possible CSRF, as Apollo's
 * CSRF prevention does. The web app sends `apollo-require-preflight: true` (client/src/app/uploadFetch.ts).
 */
export const GRAPHQL_UPLOAD_HEADERS = ['apollo-require-preflight', 'x-graphql-csrf'] as const;

const hasUploadHeader = (request: Request) => GRAPHQL_UPLOAD_HEADERS.some((name) => !!request.headers.get(name)?.trim());

/**
 * Enforces a body limit ({@link MAX_BODY_BYTES}, or MAX_UPLOAD_BYTES for uploads): a declared
 * Content-Length over it is refused at once; a chunked body is read up to the limit (and refused
 * past it) before anything parses it.
 * @param limit the largest body, in bytes
 * @returns the request to handle (re-built for a chunked body), or null when it is too large
 */
async function limitBody(request: Request, limit: number): Promise<Request | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared) > limit ? null : request;
  const body = await readBodyWithin(request, limit);
  if (body === null) return null;
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

/** Routes one /graphql or /api request after the transport rules (CORS, size, content type). */
async function route(request: Request, serverCtx: ServerContext, ip: string | null): Promise<Response> {
  const { pathname } = new URL(request.url);
  const graphql = isGraphQLPath(pathname);
  if (!graphql && !isApiPath(pathname)) return json(404, { success: false, error: ERROR_MESSAGES.NOT_FOUND_ERROR, code: 'NOT_FOUND_ERROR' });

  const multipart = request.method === 'POST' && mediaTypeOf(request) === 'multipart/form-data';
  const upload = multipart && (graphql ? hasUploadHeader(request) : isApiUpload(request));
  // Only a caller with a live session may send an upload-sized body: an anonymous upload, or one
  // whose Authorization header does not sign in (forged, expired, revoked), keeps the JSON cap
  // (every photo needs a signed-in member of a thread anyway). The token is checked before any of
  // the body is read; the session cache makes the second look (in the context) free.
  const uploadSized = upload && (await userFromAccessToken(bearerToken(request.headers.get('authorization')))) !== null;
  const limited = await limitBody(request, uploadSized ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES);
  if (!limited) {
    // The rest of the body is left unread: the connection is closed after the answer, not kept
    // alive for a next request that would wait behind the unread bytes.
    const refusal = graphql ? graphqlRefusal(413, 'The request is too large.') : JSON_ERROR(413, 'The request is too large.', 'VALIDATION_ERROR');
    return withHeaders(refusal, { connection: 'close' });
  }
  if (graphql) {
    if (limited.method === 'POST' && !upload) {
      if (multipart) {
        return graphqlRefusal(415, 'GraphQL file uploads must be sent as multipart/form-data with the header apollo-require-preflight: true.');
      }
      const mediaType = mediaTypeOf(limited) ?? '';
      if (!GRAPHQL_BODY_TYPES.has(mediaType)) {
        return graphqlRefusal(415, 'GraphQL requests must be sent as application/json (or as GET for queries).');
      }
    }
    return withIdempotency(limited, ip, 'graphql', (r) => yoga.handle(r, { ...serverCtx, clientIp: ip }));
  }
  return withIdempotency(limited, ip, 'api', (r) => rest(r, ip));
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
const serverPathListener = catalogueFastPath((req, res) => void whileAnswering(res, () => app(req, res)), {
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
    // GET /api/health/live and /ready: plain handlers ahead of the bridge (no session, no GraphQL),
    // so they answer while the instance drains (lifecycle/health.ts).
    if (answerHealth(req, res)) return;
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

  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (or a load
  // balancer, typically 60 s) that reuses a connection just as the server closes it gets a reset
  // (ECONNRESET) instead of an answer. The header deadline must be longer than the idle one.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // Requests in flight per connection, for a graceful shutdown (lifecycle/shutdown.ts).
  trackConnections(server);
  attachWebSockets(server, yoga);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // e.g. EADDRINUSE: main() logs it and exits 1
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
