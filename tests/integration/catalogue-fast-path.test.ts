/**
 * The HTTP fast path of kept catalogue answers (server/src/modules/services/catalogue-fast-path.ts,
 * docs/decisions/0012-api-read-speed.md), through a real listening port:
 * - a kept answer served from the node:http listener has the same status, headers and bytes as the
 *   adapter path gives the same request (CORS for each kind of Origin, media types, br/gzip);
 * - the transport refusals of decision 0008 (413, 415) still apply to a kept operation;
 * - a signed-in request, a query with a private field, or a body with unknown keys never takes it,
 *   and a body read by it but not answered reaches GraphQL intact.
 */
import './security-transport.env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { invalidateCatalogue } from '../../server/src/modules/services/services.service.js';
import { catalogueFastPathServed } from '../../server/src/modules/services/catalogue-fast-path.js';
import { createUser, setupDatabase } from './harness.js';
import { rawRequest, startOnPort, type PortServer, type RawResponse } from './port.js';

let app: PortServer;
beforeAll(async () => {
  await setupDatabase();
  app = await startOnPort();
});
afterAll(() => app?.close());

const SMALL = '{ services(limit: 3) { id name } }';
/** An answer well over the 1 KB compression threshold. */
const LARGE = "{ services(limit: 20) { id name description category features memberPriceCents } }";

/** POST /graphql with a declared length, as browsers, fetch and autocannon send it. */
function post(body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return rawRequest(app.port, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(bytes.byteLength), ...headers },
    body: bytes,
  });
}

/** Headers that differ between any two answers (the clock), dropped before comparing. */
function comparable(headers: RawResponse['headers']): Record<string, unknown> {
  const { date: _date, ...rest } = headers;
  return rest;
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

/** The adapter's answer (catalogue just invalidated, so nothing is kept), then the fast path's. */
async function bothPaths(body: unknown, headers: Record<string, string>): Promise<{ adapter: RawResponse; fast: RawResponse }> {
  invalidateCatalogue();
  const before = catalogueFastPathServed();
  const adapter = await post(body, headers);
  expect(catalogueFastPathServed()).toBe(before);
  const fast = await post(body, headers);
  expect(catalogueFastPathServed()).toBe(before + 1);
  return { adapter, fast };
}

describe('catalogue fast path', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['no Origin, no compression', { query: SMALL }, {}],
    ['same-origin caller, brotli', { query: LARGE, variables: {} }, { 'accept-encoding': 'gzip, deflate, br' }],
    ['listed partner origin, gzip', { query: LARGE, operationName: null }, { origin: 'https://partner.example', 'accept-encoding': 'gzip' }],
    ['foreign origin, graphql-response+json', { query: SMALL }, { origin: 'https://evil.example', accept: 'application/graphql-response+json' }],
    ['no Accept header, small answer with br accepted', { query: SMALL }, { accept: '', 'accept-encoding': 'br' }],
    [
      'the web app (Apollo Client 4 Accept, same origin, client extensions)',
      { query: LARGE, variables: {}, extensions: { clientLibrary: { name: '@apollo/client', version: '4' } } },
      { accept: 'application/graphql-response+json,application/json;q=0.9', 'accept-encoding': 'gzip, deflate, br, zstd' },
    ],
  ];

  it.each(cases)('gives the adapter path’s status, headers and bytes: %s', async (_name, body, rawHeaders) => {
    const headers = { ...rawHeaders };
    if (headers.origin === undefined && /same.origin/.test(_name)) headers.origin = app.origin;
    const { adapter, fast } = await bothPaths(body, headers);
    expect(adapter.status).toBe(200);
    expect(fast.status).toBe(adapter.status);
    expect(comparable(fast.headers)).toEqual(comparable(adapter.headers));
    expect(decoded(fast)).toBe(decoded(adapter));
    expect(JSON.parse(decoded(fast)).data.services.length).toBeGreaterThan(0);
  });

  it('compresses a large kept answer and sends a small one as it is', async () => {
    const { fast: large } = await bothPaths({ query: LARGE }, { 'accept-encoding': 'br' });
    expect(large.headers['content-encoding']).toBe('br');
    const { fast: small } = await bothPaths({ query: SMALL }, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps the refusals of decision 0008 for a kept operation', async () => {
    invalidateCatalogue();
    await post({ query: SMALL });
    const before = catalogueFastPathServed();
    const asText = await post({ query: SMALL }, { 'content-type': 'text/plain' });
    expect(asText.status).toBe(415);
    const oversize = await rawRequest(app.port, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: SMALL, variables: { pad: 'x'.repeat(1_000_001) } }),
    });
    expect(oversize.status).toBe(413);
    expect(catalogueFastPathServed()).toBe(before);
  });

  it('never answers a signed-in request, a private field or an unknown parameter', async () => {
    const user = await createUser();
    invalidateCatalogue();
    await post({ query: SMALL });
    const before = catalogueFastPathServed();

    const signedIn = await post({ query: SMALL }, { authorization: `Bearer ${user.tokens.accessToken}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json().data.services).toHaveLength(3);

    const mixed = '{ services(limit: 3) { id name } me { id email } }';
    await post({ query: mixed }, { authorization: `Bearer ${user.tokens.accessToken}` });
    const anonymous = await post({ query: mixed });
    expect(anonymous.json().data.me).toBeNull();
    const again = await post({ query: mixed }, { authorization: `Bearer ${user.tokens.accessToken}` });
    expect(again.json().data.me).toEqual({ id: user.id, email: user.email });

    // Yoga's own parameter check answers this one (the fast path must not skip it).
    const odd = await post({ query: SMALL, extra: true });
    expect(odd.status).toBe(400);

    expect(catalogueFastPathServed()).toBe(before);
  });

  it('hands a body it read but did not answer on to GraphQL intact', async () => {
    invalidateCatalogue();
    await post({ query: SMALL });
    const before = catalogueFastPathServed();
    const variables = { limit: 2 };
    const res = await post({ query: 'query ($limit: Int) { services(limit: $limit) { id } }', variables });
    expect(res.status).toBe(200);
    expect(res.json().data.services).toHaveLength(2);
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
    expect(catalogueFastPathServed()).toBe(before);
  });
});
