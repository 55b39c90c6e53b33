/**
 * The /api router (docs/decisions/0023-api-bridge.md): matches a request to a row of the route
 * table (rows over named GraphQL operations, operations.ts), reads the request by the rules below,
 * and writes the envelope once (spec section 8): success `{ success: true, ...payload }`; failure
 * `{ success: false, error, code, field?, message?, issues? }` with the HTTP status of the domain
 * error class (400/401/402/403/404/409/413/415/422/429, 500 masked). It also serves the generated
 * OpenAPI document (GET /api/openapi.json) and the reference page (GET /api/docs).
 *
 * Request rules (hostile input never reaches an operation and never gives a 500):
 * - a path with a malformed percent-encoding is 400 (field `path`);
 * - a path parameter that does not fit its type is 404 (there is nothing at that path);
 * - a query parameter given twice where one value is expected is 400 (field = its name);
 * - a request body must be `application/json` (415 otherwise; a body-less request needs no
 *   content type), at most {@link MAX_BODY_BYTES} bytes (413), valid JSON (400), a JSON object
 *   (400 for arrays, strings, numbers, null) nested at most {@link MAX_BODY_DEPTH} levels (400);
 *   a row taking the raw body (signed webhooks) gets the text as sent, size-limited only;
 * - a row declaring `body: { multipart: { files } }` (a message with photos, docs/decisions/0034) also takes
 *   `multipart/form-data` of at most {@link MAX_UPLOAD_BYTES} bytes (413): each text field is a
 *   body key (a field sent twice is 400), the parts named `files` (files only, in order) one
 *   `File[]` body key of that name (with `single: true`, exactly one such part, a `File`; none or
 *   two are 400), a file under any other name 400, a malformed body 400. Its
 *   JSON bodies follow the JSON rules above; every other row still refuses multipart with 415.
 *
 * A file row (`answer: { file }`; docs/decisions/0040-file-answers-in-the-bridge.md) answers GET
 * and HEAD with the file its operation's `FileAnswer` describes ({@link fileResponse}) instead of
 * the envelope; its failures are the same error envelope. A path matching rows but not the method
 * is 405 with `allow` naming the methods it takes.
 */
import { AppError, AuthorizationError, ERROR_MESSAGES, NotFoundError, RateLimitError, ValidationError, fromDatabaseError } from '../errors.js';
import { logger } from '../logger.js';
import { readBodyWithin } from '../http/read-body.js';
import { buildOpenApiDocument } from './openapi.js';
import { OPENAPI_PATH, docsResponse } from './docs.js';
import { compileOperations, isFileRow, pathKeys, runOperation, takesRawBody, type CompiledOperation, type Envelope, type OperationRoute } from './operations.js';
import type { FileAnswer } from '../file-answer.js';
import { MAX_UPLOAD_BYTES } from '../modules/messages/media-limits.js';
import { storage } from '../lib/media-storage.js';

/** Largest accepted request body, in bytes (100 KiB; the largest form, the contact message, is 5,000 characters). */
export const MAX_BODY_BYTES = 100 * 1024;
/** Largest multipart/form-data body of a row declaring `body.multipart`, in bytes (26 MiB; modules/messages/media-limits.ts). */
export { MAX_UPLOAD_BYTES };
/** Deepest accepted nesting of arrays and objects in a JSON body (no input of this API nests beyond 3). */
export const MAX_BODY_DEPTH = 16;

export type { HttpMethod } from './operations.js';

/** A row of the /api table: a method and path over a named GraphQL operation (operations.ts). */
export type ApiRoute = OperationRoute;

/** A path with `:name` parameters (a segment may go on after one: `:token.ics`) as a regular expression and the parameters' names. */
function compilePath(path: string): { regex: RegExp; keys: string[] } {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = path
    .split('/')
    .map((part) => {
      const param = /^:([A-Za-z0-9_]+)(.*)$/.exec(part);
      return param ? `([^/]+)${escape(param[2]!)}` : escape(part);
    })
    .join('/');
  return { regex: new RegExp(`^${pattern}/?$`), keys: pathKeys(path) };
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
      // Spec section 7 "Auth": a sign-in refused for an unverified email reads
      // requiresVerification, emailError (the email field's message) and message.
      body.requiresVerification = true;
      body.emailError = appError.message;
      body.message = appError.message;
    }
    const headers: Record<string, string> = {};
    if (appError instanceof RateLimitError) headers['retry-after'] = String(appError.retryAfterSeconds);
    return json(appError.status, body, headers);
  }
  logger.error({ err: error }, 'unhandled error in /api');
  return json(500, { success: false, error: ERROR_MESSAGES.SERVER_ERROR, code: 'SERVER_ERROR' });
}

/**
 * Decodes one path segment.
 * @throws ValidationError (400) on a malformed percent-encoding, or NotFoundError (404) with
 *   `malformed: 404` (a row whose misses all look alike)
 */
function decodeSegment(raw: string, malformed: 400 | 404 = 400): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    if (malformed === 404) throw new NotFoundError();
    throw new ValidationError('The path has a malformed percent-encoding.', [{ field: 'path', message: 'Malformed percent-encoding' }]);
  }
}

/**
 * The answer of a file row: the bytes of `file.storageKey` from media storage (with their
 * `content-length`), or `file.text` (UTF-8; `content-length` on HEAD), as `file.contentType`, with
 * `content-disposition: <disposition>; filename="<filename>"`, `file.cacheControl` and
 * `x-content-type-options: nosniff`; no body for HEAD.
 * @throws NotFoundError (404) when the stored bytes are missing from storage
 */
export async function fileResponse(method: string, file: FileAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-disposition': `${file.disposition}; filename="${file.filename}"`,
    'cache-control': file.cacheControl,
    'x-content-type-options': 'nosniff',
  };
  let body: Uint8Array<ArrayBuffer> | string;
  if (file.storageKey !== null) {
    const stored = await storage.get(file.storageKey);
    if (!stored) throw new NotFoundError();
    body = stored.bytes as Uint8Array<ArrayBuffer>;
    headers['content-length'] = String(body.byteLength);
  } else {
    body = file.text ?? '';
    if (method === 'HEAD') headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
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

/** Reads at most `limit` bytes of the body as text. @throws RequestRejected (413) past the limit */
async function readLimited(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyWithin(request, limit);
  if (bytes === null) throw tooLarge();
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

const tooLarge = (limit = MAX_BODY_BYTES) =>
  new RequestRejected(413, limit === MAX_BODY_BYTES ? `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.` : `The request body is larger than ${limit / (1024 * 1024)} MiB.`);

/** The media type of a request (`multipart/form-data`), lower case, without parameters; null without a header. */
export const mediaTypeOf = (request: Request): string | null => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? null;

/**
 * True when a request is a multipart/form-data POST to an /api row that declares
 * `body.multipart` (so the transport may let it carry up to {@link MAX_UPLOAD_BYTES}).
 */
export function multipartRowMatcher(rows: ApiRoute[]): (request: Request) => boolean {
  const paths = rows.filter((r) => r.body?.multipart).map((r) => ({ method: r.method, regex: compilePath(r.path).regex }));
  return (request) => {
    if (mediaTypeOf(request) !== 'multipart/form-data') return false;
    const subPath = new URL(request.url).pathname.replace(/^\/api/, '') || '/';
    return paths.some((p) => p.method === request.method && p.regex.test(subPath));
  };
}

/**
 * A multipart/form-data body as a body object: text fields as strings, the parts named `files` as
 * one File[] key (left out when there are none), or with `single` the one part as a File.
 * @throws RequestRejected (413 past {@link MAX_UPLOAD_BYTES}), ValidationError (400: malformed
 *   multipart, a text field twice, a file under another name, text under the files' name)
 */
async function readMultipart(request: Request, { files, single }: { files: string; single?: boolean }): Promise<Record<string, unknown>> {
  const bytes = await readBodyWithin(request, MAX_UPLOAD_BYTES);
  if (bytes === null) throw tooLarge(MAX_UPLOAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw badBody('The request body is not valid multipart/form-data.');
  }
  const body: Record<string, unknown> = {};
  const uploads: File[] = [];
  for (const [name, value] of form) {
    if (name === files) {
      if (typeof value === 'string') throw new ValidationError(`${files} must be sent as files.`, [{ field: files, message: `${files} must be sent as files` }]);
      uploads.push(value);
      continue;
    }
    if (typeof value !== 'string') throw new ValidationError(`Only ${files} may carry files.`, [{ field: name, message: `Only ${files} may carry files` }]);
    if (Object.hasOwn(body, name)) throw new ValidationError(`The field ${name} is given more than once.`, [{ field: name, message: `The field ${name} is given more than once.` }]);
    body[name] = value;
  }
  if (single) {
    if (uploads.length !== 1) throw new ValidationError(`Send one file as ${files}.`, [{ field: files, message: `Send one file as ${files}` }]);
    body[files] = uploads[0];
  } else if (uploads.length) body[files] = uploads;
  return body;
}

/** The body of a row: multipart for a row declaring `body.multipart` that is sent one, JSON otherwise. */
function bodyOf(op: CompiledOperation, request: Request): Promise<Record<string, unknown>> {
  const multipart = op.row.body?.multipart;
  if (multipart && request.method !== 'GET' && request.method !== 'HEAD' && mediaTypeOf(request) === 'multipart/form-data') {
    return readMultipart(request, multipart);
  }
  return readBody(request);
}

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
 * @throws Error at once for a row whose operation is missing or invalid, or whose path parameters feed no variable
 */
export function createRestHandler(rows: ApiRoute[], bridge: { yoga: Envelope }): (request: Request, ip?: string | null) => Promise<Response> {
  const operations = compileOperations(rows, bridge.yoga);
  const compiled = operations.map((op) => ({ ...compilePath(op.row.path), op }));
  let documentJson: string | undefined;
  return async (request, ip = null) => {
    try {
      const url = new URL(request.url);
      const subPath = url.pathname.replace(/^\/api/, '') || '/';
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (subPath === OPENAPI_PATH) {
          documentJson ??= JSON.stringify(buildOpenApiDocument(operations));
          return new Response(documentJson, {
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
          });
        }
        const docs = await docsResponse(subPath);
        if (docs) return docs;
      }
      const allowed = new Set<string>();
      for (const { regex, keys, op } of compiled) {
        const match = regex.exec(subPath);
        if (!match) continue;
        const file = isFileRow(op.row);
        allowed.add(op.row.method);
        if (file) allowed.add('HEAD');
        if (op.row.method !== request.method && !(file && request.method === 'HEAD')) continue;
        const params = Object.fromEntries(keys.map((k, i) => [k, decodeSegment(match[i + 1]!, op.row.malformedPath)]));
        const raw = takesRawBody(op);
        const parts = {
          params,
          query: queryObject(url.searchParams),
          body: raw ? {} : await bodyOf(op, request),
          rawBody: raw ? await readLimited(request, MAX_BODY_BYTES) : undefined,
          headers: request.headers,
        };
        const payload = await runOperation(op, bridge.yoga, request, ip, parts);
        if (file) return await fileResponse(request.method, payload as unknown as FileAnswer);
        return json(op.row.status ?? 200, { success: true, ...payload });
      }
      if (allowed.size) {
        return json(405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' }, { allow: [...allowed].join(', ') });
      }
      // Paths with a malformed encoding that match no route are still 400, not 404.
      decodeSegment(url.pathname);
      throw new NotFoundError();
    } catch (error) {
      const response = errorResponse(error);
      // A body refused past its limit is left unread: close the connection rather than keep it
      // alive for a next request that would wait behind the unread bytes.
      if (error instanceof RequestRejected && error.status === 413) response.headers.set('connection', 'close');
      return response;
    }
  };
}
