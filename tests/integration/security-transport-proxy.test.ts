/**
 * The client address behind one trusted reverse proxy (TRUST_PROXY=1), through a real port:
 * the rightmost X-Forwarded-For entry (the one the proxy appended) is the client; the leftmost,
 * which the client writes, is never used (docs/decisions/0008).
 */
import './security-transport-proxy.env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDatabase } from './harness.js';
import { gqlAt, postJson, rawRequest, startOnPort, type PortServer } from './port.js';

let app: PortServer;

beforeAll(async () => {
  await setupDatabase();
  app = await startOnPort();
});
afterAll(() => app.close());

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { __typename ... on Error { code } } }';

async function graphqlLogin(email: string, password: string, forwardedFor: string): Promise<string> {
  const res = await gqlAt<{ login: { __typename: string; code?: string } }>(app.port, LOGIN, { input: { email, password } }, { headers: { 'x-forwarded-for': forwardedFor } });
  return res.data?.login.code ?? res.data?.login.__typename ?? 'none';
}

describe('TRUST_PROXY=1', () => {
  it('keys GraphQL login attempts on the rightmost X-Forwarded-For entry, whatever the client puts left of it', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push(await graphqlLogin('emma.davis@demo.test', `Wrong${i}!x`, `10.9.9.${i}, 192.0.2.10`));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('AUTHENTICATION_ERROR'));
    expect(codes[10]).toBe('RATE_LIMIT_ERROR');

    // Another client behind the same proxy (a different rightmost entry) keeps its own bucket.
    expect(await graphqlLogin('emma.davis@demo.test', 'Demo123!', '10.9.9.1, 192.0.2.11')).toBe('MutationLoginSuccess');
  });

  it('never takes the leftmost entry: one spoofed leftmost address does not share a bucket across clients', async () => {
    for (let i = 0; i < 10; i++) {
      expect(await graphqlLogin('nina.rossi@demo.test', `Wrong${i}!x`, `198.51.100.7, 192.0.2.${50 + i}`)).toBe('AUTHENTICATION_ERROR');
    }
    // Ten clients with the same spoofed leftmost entry did not lock out an eleventh.
    expect(await graphqlLogin('nina.rossi@demo.test', 'Demo123!', '198.51.100.7, 192.0.2.99')).toBe('MutationLoginSuccess');
  });

  it('/api uses the same address; without X-Forwarded-For the socket address is the client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await postJson(app.port, '/api/auth/login', { email: 'michael.chen@demo.test', password: `Wrong${i}!x` }, { 'x-forwarded-for': `172.16.0.${i}, 192.0.2.200` })).status);
    }
    expect(statuses[10]).toBe(429);
    const direct = await postJson(app.port, '/api/auth/login', { email: 'michael.chen@demo.test', password: 'Demo123!' });
    expect(direct.status).toBe(200);
  });

  it('HSTS is sent when the trusted proxy says the request came over HTTPS', async () => {
    const https = await rawRequest(app.port, { path: '/api/health', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await rawRequest(app.port, { path: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
