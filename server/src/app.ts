/**
 * The HTTP application: one origin serving GraphQL (Yoga; GraphiQL in a browser; graphql-ws on
 * the same path), the /api REST bridge, the developer outbox, and the built web app.
 * `app.fetch` handles a WHATWG Request without a port (used by integration tests).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createYoga, type YogaInitialContext } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import sirv from 'sirv';
import { schema } from './schema.js';
import { createContext, type Context } from './context.js';
import { AppError, ERROR_MESSAGES, fromDatabaseError } from './errors.js';
import { createRestHandler, json } from './rest/router.js';
import { routes } from './rest/routes.js';
import { db } from './db.js';
import { devOutboxEnabled, env } from './env.js';
import { logger } from './logger.js';
import { escapeHtml } from './lib/mail.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(ROOT, 'client/dist');

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

type InitialContext = YogaInitialContext & { connectionParams?: Record<string, unknown> };

export const yoga = createYoga<InitialContext, Context>({
  schema,
  graphqlEndpoint: '/graphql',
  landingPage: false,
  // GraphiQL bundled from npm (@graphql-yoga/render-graphiql): Yoga's default page loads its
  // scripts from a CDN, which this product must not depend on.
  graphiql: { title: 'Comfort Life GraphQL', subscriptionsProtocol: 'WS' },
  renderGraphiQL,
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
  ],
  context: async (initial) => {
    if (initial.connectionParams) {
      const p = initial.connectionParams;
      const auth = (p.authorization ?? p.Authorization ?? (p.token ? `Bearer ${String(p.token)}` : '')) as string;
      return createContext(new Headers({ authorization: auth }));
    }
    return createContext(initial.request.headers);
  },
});

const rest = createRestHandler(routes);

async function outboxPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const mails = await db.outboxMail.findMany({ orderBy: { createdAt: 'desc' }, take: 100 });
  if (url.pathname.endsWith('.json')) {
    const to = url.searchParams.get('to');
    return json(200, { success: true, mails: to ? mails.filter((m) => m.to === to.toLowerCase()) : mails });
  }
  const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const rows = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}${m.sentAt ? ' · sent by SMTP' : ''}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Developer outbox</title><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#6b7280;font-size:.9rem}</style></head><body><h1>Developer outbox</h1><p>Mails the app has sent (newest first). Shown only outside production.</p>${rows || '<p>No mail yet.</p>'}</body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Handles /graphql, /api and /dev requests as WHATWG fetch. */
export async function handleFetch(request: Request, ip: string | null = null): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return yoga.fetch(request, {});
  if (pathname === '/api' || pathname.startsWith('/api/')) return rest(request, ip);
  if (devOutboxEnabled() && (pathname === '/dev/outbox' || pathname === '/dev/outbox.json')) return outboxPage(request);
  return json(404, { success: false, error: ERROR_MESSAGES.NOT_FOUND_ERROR, code: 'NOT_FOUND_ERROR' });
}

/** The client's IP: the socket peer, or with TRUST_PROXY the first X-Forwarded-For entry. */
function clientIp(req: http.IncomingMessage): string | null {
  if (env.TRUST_PROXY) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? null;
}

async function toFetchRequest(req: http.IncomingMessage): Promise<Request> {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let body: Buffer | undefined;
  if (hasBody) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) throw Object.assign(new Error('Request body too large'), { status: 413 });
      chunks.push(chunk as Buffer);
    }
    body = Buffer.concat(chunks);
  }
  return new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
}

async function sendFetchResponse(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** Starts the HTTP + WebSocket server. Resolves once listening. */
export async function startServer(port = env.PORT, host = env.HOST): Promise<http.Server> {
  const hasClient = fs.existsSync(path.join(CLIENT_DIST, 'index.html'));
  const assets = hasClient
    ? sirv(CLIENT_DIST, { single: true, etag: true, gzip: false, setHeaders: (res, pathname) => {
        if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('x-frame-options', 'DENY');
        res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
      } })
    : null;
  if (!hasClient) logger.warn('client/dist not found: run `npm run build` to serve the web app');

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const dynamic = pathname === '/graphql' || pathname.startsWith('/api') || pathname.startsWith('/dev/') || pathname.startsWith('/graphql/');
    if (!dynamic && assets) {
      assets(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
      return;
    }
    if (!dynamic && !assets) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('The web app is not built. Run `npm run build`, or use `npm start`.');
      return;
    }
    toFetchRequest(req)
      .then((request) => handleFetch(request, clientIp(req)))
      .then((response) => sendFetchResponse(res, response))
      .catch((error: unknown) => {
        const status = (error as { status?: number }).status ?? 500;
        if (status === 500) logger.error({ err: error }, 'request failed');
        if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, error: status === 413 ? 'The request is too large.' : ERROR_MESSAGES.SERVER_ERROR, code: status === 413 ? 'VALIDATION_ERROR' : 'SERVER_ERROR' }));
      });
  });

  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('error', () => undefined); // listen errors surface once, from server.listen below
  useServer(
    {
      execute: (args: unknown) => (args as { rootValue: { execute: (a: unknown) => unknown } }).rootValue.execute(args) as never,
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: (a: unknown) => unknown } }).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
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

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // e.g. EADDRINUSE: main() logs it and exits 1
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
