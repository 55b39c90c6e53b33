/**
 * The `fetch` of the web app's terminating link (app/apollo.ts, apollo-upload-client's
 * UploadHttpLink): JSON requests go to the browser's fetch unchanged; a GraphQL multipart request
 * (a FormData body: photos attached to a booking message, docs/decisions/0034) goes through XMLHttpRequest,
 * the one browser API that reports upload progress, and carries `apollo-require-preflight: true`
 * (the server accepts multipart bodies only with it: a CSRF guard, since a plain form cannot set it).
 *
 * Progress reaches the caller through the operation's context, which UploadHttpLink passes on as
 * fetch options: `context: { fetchOptions: { onUploadProgress } }` (see {@link UploadProgressOptions}).
 */

/** Header the server requires on multipart GraphQL requests (CSRF prevention). */
export const PREFLIGHT_HEADER = 'apollo-require-preflight';

/** Upload progress of one request: bytes sent so far and the body's total size (0 when unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The fetch option a caller adds (through the operation context's `fetchOptions`) to follow an upload. */
export interface UploadProgressOptions {
  /** Called as the request body is sent; only multipart requests (with files) report it. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The XMLHttpRequest surface the upload fetch uses (a fake one in tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'getAllResponseHeaders' | 'status' | 'statusText' | 'responseText' | 'withCredentials'
> & {
  upload: Pick<XMLHttpRequestUpload, 'addEventListener'>;
  addEventListener: XMLHttpRequest['addEventListener'];
};

/** HTTP statuses whose responses cannot carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Response headers from XMLHttpRequest's raw header block ("name: value" lines). */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Request headers as a plain list of [name, value] pairs, whatever form RequestInit gave them in. */
function headerEntries(headers: HeadersInit | undefined): [string, string][] {
  if (!headers) return [];
  if (headers instanceof Headers) return [...headers.entries()];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [name, value] as [string, string]);
  return Object.entries(headers);
}

/** The rejection of an aborted request: the signal's reason (the timeout's error), else an AbortError. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A fetch that sends multipart bodies through XMLHttpRequest with upload progress and the preflight
 * header, and everything else through `baseFetch`.
 * - Resolves to a Response (status, status text, headers, body text) as fetch does, whatever the status.
 * - Rejects with a TypeError('Failed to fetch') on a network failure (the retry policy's network error),
 *   and with the signal's reason when `init.signal` aborts (the request is aborted too).
 * @param createXhr makes the request object (the browser's XMLHttpRequest by default)
 * @param baseFetch the fetch for requests without files (the browser's fetch by default)
 */
export function createUploadFetch(
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
  baseFetch: typeof fetch = (input, init) => fetch(input, init),
): (input: RequestInfo | URL, init?: RequestInit & UploadProgressOptions) => Promise<Response> {
  return (input, init = {}) => {
    const { onUploadProgress, ...requestInit } = init;
    if (!(requestInit.body instanceof FormData)) return baseFetch(input, requestInit);
    const body = requestInit.body;
    const signal = requestInit.signal ?? undefined;

    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = createXhr();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(requestInit.method ?? 'POST', url, true);
      xhr.withCredentials = requestInit.credentials === 'include';
      for (const [name, value] of headerEntries(requestInit.headers)) {
        // The browser sets the multipart content type with its boundary.
        if (name.toLowerCase() === 'content-type') continue;
        xhr.setRequestHeader(name, value);
      }
      xhr.setRequestHeader(PREFLIGHT_HEADER, 'true');

      const onAbort = () => {
        xhr.abort();
        reject(abortReason(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);

      if (onUploadProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
        });
      }
      xhr.addEventListener('load', () => {
        settle();
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
            status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('timeout', () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.send(body);
    });
  };
}

/** True when `value` holds a File or Blob anywhere inside (plain objects and arrays): the request goes multipart. */
export function containsFiles(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsFiles);
  if (value && typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) return Object.values(value).some(containsFiles);
  }
  return false;
}
