/**
 * `GET /api/docs`: the reference page of the /api bridge (Swagger UI from the `swagger-ui-dist`
 * npm package, served from node_modules by this module: no CDN). The page loads only same-origin
 * files under a strict Content-Security-Policy (no inline script or style, no foreign host) and
 * renders `GET /api/openapi.json`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Where the page and its files are served, below /api. */
export const DOCS_PATH = '/docs';
/** The document the page renders. */
export const OPENAPI_PATH = '/openapi.json';

/** The page's policy: own scripts, styles, images and calls only; no framing. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page uses, by the name they are served under. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
};

/** Starts Swagger UI on the page (a file, since the policy forbids inline script). */
const INIT_JS = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api${OPENAPI_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Tags start collapsed: 160+ operations expanded at once left the page half drawn (Swagger UI
    // stopped after the second tag, with no error); a tag opens on click, or by deep link.
    docExpansion: 'none',
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    persistAuthorization: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comfort Life REST API reference</title>
<link rel="icon" type="image/png" href="/api${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="/api${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="/api${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const cache = new Map<string, Uint8Array<ArrayBuffer>>();

function pageHeaders(type: string, cacheControl: string): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': cacheControl,
    'content-security-policy': DOCS_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * Answers `GET /api/docs` and its files (`subPath` is below /api), or null for any other path.
 */
export async function docsResponse(subPath: string): Promise<Response | null> {
  if (subPath === DOCS_PATH || subPath === `${DOCS_PATH}/`) {
    return new Response(PAGE, { headers: pageHeaders('text/html; charset=utf-8', 'no-cache') });
  }
  if (!subPath.startsWith(`${DOCS_PATH}/`)) return null;
  const name = subPath.slice(DOCS_PATH.length + 1);
  if (name === 'init.js') return new Response(INIT_JS, { headers: pageHeaders('text/javascript; charset=utf-8', 'no-cache') });
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name]! : null;
  if (!asset) return null;
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = new Uint8Array(await fs.readFile(path.join(distDir, asset.file)));
    cache.set(name, bytes);
  }
  return new Response(bytes, { headers: pageHeaders(asset.type, 'public, max-age=3600') });
}
