/**
 * Security and CORS headers of the transport (docs/decisions/0008-transport-security.md): the
 * plausible Host, HTTPS detection (TLS socket or a trusted proxy's X-Forwarded-Proto), the headers
 * every answer carries, the CSPs of the web app, GraphiQL and the API, and the CORS decision for
 * /graphql and /api (CORS_ORIGINS or the request's own origin).
 *
 * Moved out of app.ts unchanged; app.ts (the adapter's handler), http/static-files.ts and the
 * catalogue fast path (through {@link graphqlJsonAnswerHeaders}) use them.
 */
import http from 'node:http';
import { peerIsTrustedProxy } from '../context.js';
import { env } from '../env.js';


/** The request's host if it is a plausible `host[:port]` (it is echoed into the CSP). */
export function safeHost(host: string | null | undefined): string | null {
  return host && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : null;
}

/** True when the request reached us over HTTPS: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(req: http.IncomingMessage | undefined, url: URL): boolean {
  if (!req) return url.protocol === 'https:';
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',').pop()?.trim().toLowerCase();
  return proto === 'https' && peerIsTrustedProxy(req);
}

/** Headers every answer carries (API, GraphiQL, static files). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
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
export function graphiqlCsp(host: string | null, scriptHashes: string[]): string {
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
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const corsOrigins = new Set(env.CORS_ORIGINS);

/**
 * The allowed cross-origin caller, or null: an Origin listed in CORS_ORIGINS (exact match), or
 * the request's own origin. Any other Origin gets no CORS headers at all (the browser then keeps
 * the answer from the page), and its preflight is refused.
 */
export function allowedOrigin(origin: string | null, host: string | null): string | null {
  if (!origin) return null;
  if (corsOrigins.has(origin)) return origin;
  try {
    return host && new URL(origin).host === host ? origin : null;
  } catch {
    return null;
  }
}

/** Request headers an allowed origin may send; `apollo-require-preflight` / `x-graphql-csrf` mark a GraphQL multipart upload (app.ts, docs/decisions/0034). */
export const CORS_ALLOW_HEADERS = 'authorization, content-type, accept, x-requested-with, idempotency-key, apollo-require-preflight, x-graphql-csrf';
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** CORS headers of an answer (not a preflight): the allowed origin, or only `Vary: Origin` for another one. */
export function corsHeadersFor(origin: string | null, allowed: string | null): Record<string, string> {
  return allowed ? { 'access-control-allow-origin': allowed, vary: 'Origin' } : origin ? { vary: 'Origin' } : {};
}

/** Response headers an allowed cross-origin caller may read. */
export const CORS_EXPOSE = { 'access-control-expose-headers': 'retry-after, idempotent-replayed' };

/**
 * The headers {@link handle} gives a JSON answer of /graphql that has none of its own, before
 * compression: CORS, security headers, the API CSP and Vary. Used by the catalogue fast path
 * (modules/services/catalogue-fast-path.ts) so its answers carry the same headers; null when the
 * request has no plausible Host (then the adapter answers it).
 */
export function graphqlJsonAnswerHeaders(req: http.IncomingMessage): Record<string, string> | null {
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
