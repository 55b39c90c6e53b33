/**
 * Compression of JSON answers on /graphql and /api (br first, then gzip, honouring q=0; only
 * answers over {@link COMPRESS_MIN_BYTES}; streams pass unchanged), and the Response header helpers
 * the adapter's handler uses ({@link withHeaders}, Vary).
 *
 * Moved out of app.ts unchanged: app.ts compresses the adapter's answers with {@link compressJson};
 * the catalogue fast path gets {@link pickEncoding} and {@link compressSync} from it.
 */
import zlib from 'node:zlib';
import { promisify } from 'node:util';


/** JSON answers larger than this many bytes are compressed when the client accepts br or gzip. */
export const COMPRESS_MIN_BYTES = 1024;

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
export async function compressJson(request: Request, response: Response): Promise<Response> {
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
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [k, v] of Object.entries(headers)) copy.set(k, v);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
  }
}

/** Brotli/gzip settings of {@link compressJson}, synchronously (the fast path compresses a kept answer once). */
export function compressSync(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : zlib.gzipSync(body, { level: 6 });
}
