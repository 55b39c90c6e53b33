/**
 * The HTTP fast path of kept catalogue answers (docs/decisions/0012-api-read-speed.md).
 *
 * The GraphQL response cache (catalogue-response-cache.ts) serves a kept public answer at Yoga's
 * `onParams`, after the whole fetch Request/Response construction of the server adapter. This
 * node:http listener serves the same bytes one step earlier, straight from the Node request,
 * and hands everything else on to the adapter unchanged. It answers only when all of these hold:
 *
 * - `POST /graphql` (no query string), sent without `Authorization` (a signed-in request always
 *   goes through the adapter and the session check), with a `Host` header;
 * - `Content-Type` application/json or application/graphql+json, a declared `Content-Length` of
 *   at most {@link FAST_PATH_MAX_BODY_BYTES}, no `Transfer-Encoding` (bigger and chunked bodies,
 *   and all other media types, get the adapter's 413/415 rules of decision 0008);
 * - an `Accept` header that is absent, any type, `application/json`, `application/graphql-response+json`
 *   or Apollo Client 4's `application/graphql-response+json,application/json;q=0.9` (so the answer's
 *   media type is known to be the one Yoga would choose);
 * - the body is a JSON object of only `query` (string), `operationName`, `variables` and
 *   `extensions`, and an answer made only of the catalogue is kept for that operation and those
 *   variables while the catalogue it came from is current (a query with any private field, e.g.
 *   `me`, is never kept, so never served here).
 *
 * The answer carries what the adapter path would give it: the content type, the CORS, security,
 * CSP and Vary headers of app.ts (passed in as `answerHeaders`), and brotli or gzip for answers
 * over the compression threshold, chosen from `Accept-Encoding` the same way. A body read here
 * but not answered is handed on as `req.body` (a Buffer), which @whatwg-node/server's node
 * adapter takes as the request body, so nothing is read twice.
 */
import type http from 'node:http';
import { hasKeptAnswers, keptAnswerBytes } from './catalogue-response-cache.js';

/** Largest body (bytes) the fast path reads; larger ones go to the adapter as a stream. */
export const FAST_PATH_MAX_BODY_BYTES = 16_384;

/** What the fast path needs from the transport (app.ts), so both paths give the same headers. */
export interface CatalogueFastPathOptions {
  /**
   * The headers the adapter path adds to a JSON answer of this request before compression
   * (CORS for its Origin, security headers, CSP, Vary), or null when the fast path must not
   * answer it (e.g. no usable Host).
   */
  answerHeaders(req: http.IncomingMessage): Record<string, string> | null;
  /** The encoding the adapter path would compress with for this Accept-Encoding, or null. */
  pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null;
  /** Compresses like the adapter path does (same encoder settings). */
  compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer;
  /** Answers larger than this many bytes are compressed when the client accepts it. */
  compressMinBytes: number;
}

/** Requests answered by the fast path since start (tests check that a request took it). */
let served = 0;

/** How many requests the fast path has answered (tests). */
export function catalogueFastPathServed(): number {
  return served;
}

const BODY_TYPES = new Set(['application/json', 'application/graphql+json']);
const PARAM_KEYS = new Set(['query', 'operationName', 'variables', 'extensions']);

/** The media type Yoga answers a regular result with for this Accept header, or null when not one of the simple cases. */
export function answerMediaType(accept: string | undefined): 'application/json' | 'application/graphql-response+json' | null {
  const value = accept?.replace(/\s/g, '').toLowerCase();
  if (!value || value === '*/*' || value === 'application/json') return 'application/json';
  if (value === 'application/graphql-response+json' || value === APOLLO_ACCEPT) return 'application/graphql-response+json';
  return null;
}

/** What Apollo Client 4 (the web app) sends as Accept, without spaces. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

interface Params {
  query: string;
  operationName: string | null | undefined;
  variables: unknown;
}

/** The GraphQL parameters of a JSON body, or null when it is not a plain, well-formed parameter object. */
function paramsOf(body: Buffer): Params | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const p = parsed as Record<string, unknown>;
  for (const key of Object.keys(p)) if (!PARAM_KEYS.has(key)) return null;
  if (typeof p.query !== 'string') return null;
  if (p.operationName != null && typeof p.operationName !== 'string') return null;
  if (p.variables != null && (typeof p.variables !== 'object' || Array.isArray(p.variables))) return null;
  if (p.extensions != null && (typeof p.extensions !== 'object' || Array.isArray(p.extensions))) return null;
  return { query: p.query, operationName: p.operationName as string | null | undefined, variables: p.variables };
}

/** True when the request may be answered from a kept answer once its body is read. */
function eligible(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const h = req.headers;
  if (h.authorization !== undefined || h['transfer-encoding'] !== undefined || !h.host) return false;
  const mediaType = h['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BODY_TYPES.has(mediaType)) return false;
  const length = Number(h['content-length']);
  if (!Number.isInteger(length) || length <= 0 || length > FAST_PATH_MAX_BODY_BYTES) return false;
  return answerMediaType(h.accept) !== null;
}

/**
 * Wraps the adapter's request listener: answers a kept catalogue answer directly, and hands every
 * other request (with its body, when read) to `next`.
 */
export function catalogueFastPath(next: http.RequestListener, options: CatalogueFastPathOptions): http.RequestListener {
  const answer = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): boolean => {
    const params = paramsOf(body);
    if (!params) return false;
    const mediaType = answerMediaType(req.headers.accept);
    if (!mediaType) return false;
    const headers = options.answerHeaders(req);
    if (!headers) return false;
    const acceptEncoding = req.headers['accept-encoding'];
    const encoding = options.pickEncoding(typeof acceptEncoding === 'string' ? acceptEncoding : null);
    const plain = keptAnswerBytes(params.query, params.operationName, params.variables, 'identity', (json) => json);
    if (!plain) return false;
    let bytes = plain;
    let contentEncoding: string | undefined;
    if (encoding && plain.byteLength > options.compressMinBytes) {
      bytes = keptAnswerBytes(params.query, params.operationName, params.variables, encoding, (json) => options.compress(json, encoding)) ?? plain;
      contentEncoding = bytes === plain ? undefined : encoding;
    }
    served += 1;
    res.writeHead(200, {
      ...headers,
      'content-type': `${mediaType}; charset=utf-8`,
      'content-length': String(bytes.byteLength),
      ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
    });
    res.end(bytes);
    return true;
  };

  return (req, res) => {
    if (!hasKeptAnswers() || !eligible(req)) {
      void next(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      chunks.push(chunk);
    });
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      let done = false;
      try {
        done = answer(req, res, body);
      } catch {
        done = false;
      }
      if (done) return;
      (req as http.IncomingMessage & { body?: Buffer }).body = body;
      void next(req, res);
    });
  };
}
