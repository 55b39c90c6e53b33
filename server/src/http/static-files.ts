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
import { logger } from '../logger.js';
import { baseSecurityHeaders, isHttps, safeHost, webAppCsp } from './security-headers.js';

// --- Static files -------------------------------------------------------------------------------

/**
 * The built web app: precompressed .br/.gz chosen from Accept-Encoding (Vary: Accept-Encoding),
 * hashed /assets/* cached for a year (immutable), everything else (index.html, the SPA fallback)
 * revalidated on every load (no-cache); the CSP and security headers on every page.
 *
 * `dir` is resolved once, here: client/dist is a symlink to one build in client/.builds that
 * scripts/build-web.mjs swaps atomically, and this instance keeps serving the build it started
 * with (sirv lists it once and holds each file's size and ETag, so a file replaced under the same
 * path would be answered with the old length). A restart serves the new build.
 */
export function staticFiles(dir: string): http.RequestListener | null {
  if (!fs.existsSync(path.join(dir, 'index.html'))) return null;
  const assets = sirv(fs.realpathSync(dir), {
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
    answerReadErrors(req, res);
    assets(req, res, () => plainAnswer(res, 404, 'Not found'));
  };
}

function plainAnswer(res: http.ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}

type WriteHead = (...args: unknown[]) => http.ServerResponse;

/**
 * sirv lists client/dist once at boot and answers a file with `res.writeHead(200, headers)` then
 * `fs.createReadStream(file).pipe(res)`, leaving the read stream's 'error' unhandled: a file removed
 * (or made unreadable) since boot threw an uncaught 'error' and ended the process. Here sirv's
 * 200/206 head is held back until the first byte (or the end) goes out, and a read error before
 * that answers 404 (the file is gone) or 500 (it cannot be read) for this request only; an error
 * after bytes were sent closes this response.
 */
function answerReadErrors(req: http.IncomingMessage, res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  let held: unknown[] | null = null;
  const release = () => {
    res.writeHead = writeHead as typeof res.writeHead;
  };
  res.writeHead = ((...args: unknown[]) => {
    if (held === null && (args[0] === 200 || args[0] === 206)) {
      held = args;
      return res;
    }
    // Node's implicit head (first write or end) calls writeHead(statusCode): sirv's head goes out now.
    const head = held ?? args;
    held = null;
    release();
    return writeHead(...head);
  }) as typeof res.writeHead;
  res.once('pipe', (source) => {
    source.once('error', (error: NodeJS.ErrnoException) => {
      logger.warn({ err: error, path: req.url }, 'static file could not be read');
      source.unpipe(res);
      held = null;
      release();
      if (res.headersSent) return void res.destroy(error);
      const gone = error.code === 'ENOENT' || error.code === 'ENOTDIR';
      plainAnswer(res, gone ? 404 : 500, gone ? 'Not found' : 'Internal server error');
    });
  });
  res.once('finish', release);
}
