/**
 * A real listening server for attack tests (headers, origins, content types, encodings and
 * websockets go through a socket, not through `handleFetch`). Reusable by any test file.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/src/app.js';

export interface PortServer {
  server: http.Server;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Starts the app on an ephemeral loopback port. `clientDist` serves a fixture web app instead of client/dist. */
export async function startOnPort(options: { clientDist?: string } = {}): Promise<PortServer> {
  const server = await (startServer as (port: number, host: string, o?: { clientDist?: string }) => Promise<http.Server>)(
    0,
    '127.0.0.1',
    options,
  );
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body bytes exactly as sent (no decompression). */
  body: Buffer;
  text(): string;
  json<T = Record<string, any>>(): T;
}

/**
 * One HTTP/1.1 request with node:http: headers are sent as given (X-Forwarded-For, Origin, Host,
 * Accept-Encoding) and the answer is not decompressed, unlike fetch.
 */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** POSTs a JSON body (content-type application/json) and parses the JSON answer. */
export async function postJson(port: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await rawRequest(port, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: res.json() };
}

/** A GraphQL operation over POST /graphql through the port. */
export async function gqlAt<T = Record<string, any>>(
  port: number,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await postJson(port, '/graphql', { query, variables }, headers);
  return res.body as { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
}
