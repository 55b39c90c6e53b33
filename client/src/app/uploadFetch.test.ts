/**
 * The upload fetch of the web app's terminating link (app/uploadFetch.ts, docs/decisions/0034): JSON bodies
 * go to the normal fetch; multipart bodies go through XMLHttpRequest with the preflight header and
 * report upload progress; network failures and aborts reject the way fetch does.
 */
import { describe, expect, it, vi } from 'vitest';
import { PREFLIGHT_HEADER, containsFiles, createUploadFetch, parseResponseHeaders, type XhrLike } from './uploadFetch';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** A scripted XMLHttpRequest: records what was sent and lets the test fire its events. */
class FakeXhr {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  aborted = false;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ loaded: 0, total: 0, lengthComputable: false });
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ loaded, total, lengthComputable });
  }
}

function setup() {
  const xhr = new FakeXhr();
  const baseFetch = vi.fn(async () => new Response('{"data":{}}', { status: 200 }));
  const uploadFetch = createUploadFetch(() => xhr as unknown as XhrLike, baseFetch as unknown as typeof fetch);
  return { xhr, baseFetch, uploadFetch };
}

function multipart(): FormData {
  const form = new FormData();
  form.append('operations', '{}');
  form.append('map', '{}');
  form.append('1', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
  return form;
}

describe('upload fetch', () => {
  it('sends JSON bodies through the normal fetch, without the progress option', async () => {
    const { xhr, baseFetch, uploadFetch } = setup();
    const onUploadProgress = vi.fn();
    const response = await uploadFetch('/graphql', { method: 'POST', body: '{"query":"{ me { id } }"}', onUploadProgress });
    expect(response.status).toBe(200);
    expect(baseFetch).toHaveBeenCalledTimes(1);
    expect(baseFetch.mock.calls[0]).toEqual(['/graphql', { method: 'POST', body: '{"query":"{ me { id } }"}' }]);
    expect(xhr.opened).toBeNull();
  });

  it('sends multipart bodies through XMLHttpRequest with the preflight header and the request headers, reporting progress', async () => {
    const { xhr, baseFetch, uploadFetch } = setup();
    const progress: { loaded: number; total: number }[] = [];
    const body = multipart();
    const pending = uploadFetch('/graphql', {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'idempotency-key': 'k' },
      onUploadProgress: (p) => progress.push(p),
    });
    expect(baseFetch).not.toHaveBeenCalled();
    expect(xhr.opened).toEqual(['POST', '/graphql']);
    expect(xhr.sent).toBe(body);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'idempotency-key': 'k', [PREFLIGHT_HEADER]: 'true' });

    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.progress(50, 999, false);
    expect(progress).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
      { loaded: 50, total: 0 },
    ]);

    xhr.status = 200;
    xhr.statusText = 'OK';
    xhr.responseText = '{"data":{"ok":true}}';
    xhr.responseHeaders = 'content-type: application/graphql-response+json\r\nx-request-id: abc\r\n';
    xhr.fire('load');
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/graphql-response+json');
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('answers error statuses as responses (the link reads them), not as rejections', async () => {
    const { xhr, uploadFetch } = setup();
    const pending = uploadFetch('/graphql', { method: 'POST', body: multipart() });
    xhr.status = 413;
    xhr.statusText = 'Payload Too Large';
    xhr.responseText = '{"errors":[{"message":"Too large"}]}';
    xhr.fire('load');
    const response = await pending;
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Too large');
  });

  it('rejects with a TypeError on a network failure (retried like a failed fetch)', async () => {
    const { xhr, uploadFetch } = setup();
    const pending = uploadFetch('/graphql', { method: 'POST', body: multipart() });
    xhr.fire('error');
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts the request with the signal and rejects with its reason', async () => {
    const { xhr, uploadFetch } = setup();
    const controller = new AbortController();
    const pending = uploadFetch('/graphql', { method: 'POST', body: multipart(), signal: controller.signal });
    const reason = new Error('timed out');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(xhr.aborted).toBe(true);
  });

  it('does not send when the signal is already aborted', async () => {
    const { xhr, uploadFetch } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFetch('/graphql', { method: 'POST', body: multipart(), signal: controller.signal })).rejects.toBeDefined();
    expect(xhr.opened).toBeNull();
  });
});

describe('parseResponseHeaders', () => {
  it('reads the raw header block, repeated names joined', () => {
    const headers = parseResponseHeaders('Content-Type: application/json\r\nset-cookie: a=1\r\nvary: a\r\nvary: b\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('vary')).toBe('a, b');
  });
});

describe('containsFiles', () => {
  it('finds files and blobs nested in variables', () => {
    const file = new Blob(['x']);
    expect(containsFiles({ input: { bookingId: '1', photos: [file] } })).toBe(true);
    expect(containsFiles({ input: { bookingId: '1', text: 'hi', photos: [] } })).toBe(false);
    expect(containsFiles(undefined)).toBe(false);
    expect(containsFiles({ at: new Date() })).toBe(false);
    expect(containsFiles(Object.assign(Object.create(null) as object, { photo: file }))).toBe(true);
  });
});
