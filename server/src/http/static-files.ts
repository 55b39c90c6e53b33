/**
 * The built web app (client/dist) on every path that is not /graphql, /api or /dev: sirv with
 * precompressed variants, long caching for hashed assets, and the web app's CSP and security
 * headers (http/security-headers.ts).
 *
 * Moved out of app.ts unchanged; startServer (app.ts) mounts it.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { baseSecurityHeaders, isHttps, safeHost, webAppCsp } from './security-headers.js';

// --- Static files -------------------------------------------------------------------------------

/**
 * The built web app: precompressed .br/.gz chosen from Accept-Encoding (Vary: Accept-Encoding),
 * hashed /assets/* cached for a year (immutable), everything else (index.html, the SPA fallback)
 * revalidated on every load (no-cache); the CSP and security headers on every page.
 */
export function staticFiles(dir: string): http.RequestListener | null {
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
