/**
 * Attack tests through a real listening port (docs/decisions/0008):
 * the mail outbox, the client address behind rate limits, streamed answers that end when the
 * client goes away, subscriptions re-checked per event and closed on sign-out, cross-site
 * requests and content types, security headers, and compression.
 */
import './security-transport.env.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { pubsub } from '../../server/src/pubsub.js';
import { api, createBooking, createUser, futureIso, lastMailTo, login, setupDatabase, tokenFromMail } from './harness.js';
import { gqlAt, postJson, rawRequest, startOnPort, type PortServer } from './port.js';

let app: PortServer;
let dist: string;
const clients: Client[] = [];

/** A fixture of a built web app: index.html, a hashed script with precompressed copies. */
function fixtureDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>');
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
  return dir;
}

beforeAll(async () => {
  await setupDatabase();
  dist = fixtureDist();
  app = await startOnPort({ clientDist: dist });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mail outbox: admins only', () => {
  it('no anonymous route serves the reset link of a forgot-password mail', async () => {
    const res = await postJson(app.port, '/api/auth/forgot-password', { email: 'admin@demo.test' });
    expect(res.status).toBe(200);
    expect((await lastMailTo('admin@demo.test'))?.subject).toBe('Reset your password');

    for (const p of ['/dev/outbox.json?to=admin%40demo.test', '/dev/outbox.json', '/dev/outbox']) {
      const leak = await rawRequest(app.port, { path: p, headers: { accept: 'application/json' } });
      expect(leak.status, p).toBe(404);
      expect(leak.text()).not.toContain('reset-password?token=');
    }
  });

  it('GET /api/admin/outbox: 401 signed out, 403 for a customer and a cleaner, the mails for an admin', async () => {
    const anonymous = await rawRequest(app.port, { path: '/api/admin/outbox' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });

    for (const email of ['customer@demo.test', 'cleaner@demo.test']) {
      const { accessToken } = await login(email);
      const res = await rawRequest(app.port, { path: '/api/admin/outbox', headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.status, email).toBe(403);
      expect(res.text()).not.toContain('token=');
    }

    await postJson(app.port, '/api/auth/forgot-password', { email: 'customer@demo.test' });
    expect((await lastMailTo('customer@demo.test'))?.subject).toBe('Reset your password'); // written (after the answer)
    const admin = await login('admin@demo.test');
    const res = await rawRequest(app.port, {
      path: '/api/admin/outbox?to=customer%40demo.test&page=1&limit=5',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, limit: 5 });
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.mails[0]).toMatchObject({ to: 'customer@demo.test', subject: 'Reset your password', sentAt: null });
    expect(body.mails[0].text).toContain('reset-password?token=');
    expect(Object.keys(body.mails[0]).sort()).toEqual(['createdAt', 'id', 'sentAt', 'subject', 'text', 'to']);
    expect(body.mails.every((m: { to: string }) => m.to === 'customer@demo.test')).toBe(true);
  });

  it('GraphQL adminOutbox: refused signed out and for non-admins, pages for an admin', async () => {
    const query = 'query($to: String) { adminOutbox(to: $to, limit: 2) { total page limit items { id to subject text createdAt sentAt } } }';
    const anonymous = await gqlAt(app.port, query, { to: 'admin@demo.test' });
    expect(anonymous.data?.adminOutbox ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_ERROR');

    const customer = await login('customer@demo.test');
    const refused = await gqlAt(app.port, query, { to: 'admin@demo.test' }, { token: customer.accessToken });
    expect(refused.data?.adminOutbox ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');

    const admin = await login('admin@demo.test');
    const ok = await gqlAt<{ adminOutbox: { total: number; page: number; limit: number; items: { to: string; text: string }[] } }>(
      app.port,
      query,
      { to: 'admin@demo.test' },
      { token: admin.accessToken },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.adminOutbox).toMatchObject({ page: 1, limit: 2 });
    expect(ok.data!.adminOutbox.items[0]).toMatchObject({ to: 'admin@demo.test' });
    expect(ok.data!.adminOutbox.items[0]!.text).toContain('reset-password?token=');
  });
});

describe('client address behind rate limits', () => {
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { __typename ... on Error { code message } } }';

  it('GraphQL login: rotating X-Forwarded-For does not escape the limit of one socket address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await gqlAt<{ login: { __typename: string; code?: string } }>(
        app.port,
        LOGIN,
        { input: { email: 'lisa.patel@demo.test', password: `Wrong${i}!x` } },
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      codes.push(res.data?.login.code ?? res.errors?.[0]?.extensions?.code ?? 'none');
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('AUTHENTICATION_ERROR'));
    expect(codes.slice(10)).toEqual(['RATE_LIMIT_ERROR', 'RATE_LIMIT_ERROR']);
  });

  it('/api login: rotating X-Forwarded-For does not escape the limit either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postJson(
        app.port,
        '/api/auth/login',
        { email: 'ryan.thompson@demo.test', password: `Wrong${i}!x` },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe('streamed answers', () => {
  it('ends the server-side subscription when an SSE client disconnects', async () => {
    const user = await createUser();
    const ended = vi.fn();
    const started = vi.fn();
    const original = pubsub.subscribe.bind(pubsub);
    const spy = vi.spyOn(pubsub, 'subscribe').mockImplementation(((...args: Parameters<typeof original>) => {
      const source = original(...args);
      started();
      const iterator = source[Symbol.asyncIterator]();
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        next: () => iterator.next(),
        return: async (value?: unknown) => {
          ended();
          return iterator.return ? iterator.return(value) : { done: true, value: undefined };
        },
        throw: async (error?: unknown) => {
          ended();
          return iterator.throw ? iterator.throw(error) : { done: true, value: undefined };
        },
      };
    }) as never);
    try {
      const req = http.request({
        host: '127.0.0.1',
        port: app.port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${user.tokens.accessToken}` },
      });
      const response = new Promise<http.IncomingMessage>((resolve, reject) => {
        req.on('response', resolve);
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no SSE response')), 5000);
      });
      req.end(JSON.stringify({ query: 'subscription { notificationAdded { id } }' }));
      const res = await response;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      await vi.waitFor(() => expect(started).toHaveBeenCalled(), { timeout: 3000 });
      expect(ended).not.toHaveBeenCalled();
      req.destroy();
      await vi.waitFor(() => expect(ended).toHaveBeenCalled(), { timeout: 3000 });
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 413 with the envelope for a body over 1 MB, declared or chunked', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    const declared = await rawRequest(app.port, { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: big });
    expect(declared.status).toBe(413);
    expect(declared.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });

    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: app.port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 22; i++) req.write('x'.repeat(50_000));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('subscriptions: access re-checked per event, sockets closed on sign-out', () => {
  function wsClient(accessToken: string, onClosed?: (code: number) => void): Client {
    const c = createClient({
      url: `ws://127.0.0.1:${app.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${accessToken}` },
      on: { closed: (event) => onClosed?.((event as { code: number }).code) },
    });
    clients.push(c);
    return c;
  }

  /** Subscribes and collects every event; `ready` resolves once the server has the subscription. */
  function collect<T>(c: Client, query: string, variables: Record<string, unknown> = {}) {
    const events: { data?: T; errors?: unknown }[] = [];
    let finished = false;
    c.subscribe<T>({ query, variables }, {
      next: (v) => void events.push(v as never),
      error: (e) => {
        events.push({ errors: e });
        finished = true;
      },
      complete: () => (finished = true),
    });
    return { events, finished: () => finished };
  }

  it('a cleaner who declined an open job receives no more of its bookingUpdated events', async () => {
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const booking = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(40, 16), zipCode: '94103' });
    const query = 'subscription($id: ID!) { bookingUpdated(id: $id) { id status cancellationReason address } }';

    const cleanerEvents = collect<{ bookingUpdated: { status: string; cancellationReason: string | null } }>(
      wsClient(cleaner.tokens.accessToken),
      query,
      { id: booking.id },
    );
    const ownerEvents = collect<{ bookingUpdated: { status: string } }>(wsClient(customer.tokens.accessToken), query, { id: booking.id });
    // The subscription started (the job is open to this cleaner): it sends the booking as it is now.
    await vi.waitFor(() => expect(cleanerEvents.events.map((e) => e.data?.bookingUpdated.status)).toEqual(['pending']), { timeout: 5000 });
    await vi.waitFor(() => expect(ownerEvents.events).toHaveLength(1), { timeout: 5000 });

    const declined = await postJson(app.port, `/api/bookings/${booking.id}/reject`, { reason: 'Too far for me' }, { authorization: `Bearer ${cleaner.tokens.accessToken}` });
    expect(declined.status).toBe(200);
    const cancelled = await rawRequest(app.port, {
      method: 'PUT',
      path: `/api/bookings/${booking.id}/status`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.tokens.accessToken}` },
      body: JSON.stringify({ status: 'cancelled', reason: 'Private family matter' }),
    });
    expect(cancelled.status).toBe(200);

    await vi.waitFor(() => expect(ownerEvents.events.some((e) => e.data?.bookingUpdated.status === 'cancelled')).toBe(true), { timeout: 5000 });
    await sleep(300);
    expect(JSON.stringify(cleanerEvents.events)).not.toContain('Private family matter');
    // Nothing after the decline: only the first snapshot.
    expect(cleanerEvents.events.filter((e) => e.data).map((e) => e.data?.bookingUpdated.status)).toEqual(['pending']);
  });

  it('closes the websocket within one second of logout, and delivers nothing after', async () => {
    const user = await createUser();
    let closedAt = 0;
    let code = 0;
    const c = wsClient(user.tokens.accessToken, (x) => {
      code = x;
      closedAt = Date.now();
    });
    const sub = collect(c, 'subscription { notificationAdded { id } }');
    await sleep(400);
    const started = Date.now();
    const res = await postJson(app.port, '/api/auth/logout', {}, { authorization: `Bearer ${user.tokens.accessToken}` });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(closedAt).toBeGreaterThan(0), { timeout: 1000, interval: 20 });
    expect(closedAt - started).toBeLessThan(1000);
    expect(code).toBe(4401);
    expect(sub.events.filter((e) => 'data' in e && e.data)).toEqual([]);
  });

  it('closes every socket of the user on logout-all, and on a password reset', async () => {
    const user = await createUser();
    const second = await login(user.email, user.password);
    const closed: number[] = [];
    for (const token of [user.tokens.accessToken, second.accessToken]) {
      collect(wsClient(token, (code) => closed.push(code)), 'subscription { notificationAdded { id } }');
    }
    await sleep(400);
    const res = await postJson(app.port, '/api/auth/logout-all', {}, { authorization: `Bearer ${user.tokens.accessToken}` });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(closed).toEqual([4401, 4401]), { timeout: 1000, interval: 20 });

    const third = await login(user.email, user.password);
    const afterReset: number[] = [];
    collect(wsClient(third.accessToken, (code) => afterReset.push(code)), 'subscription { notificationAdded { id } }');
    await sleep(400);
    await api('POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = tokenFromMail((await lastMailTo(user.email))!.text);
    const reset = await postJson(app.port, '/api/auth/reset-password', { token, newPassword: 'Another1!pass' });
    expect(reset.status).toBe(200);
    await vi.waitFor(() => expect(afterReset).toEqual([4401]), { timeout: 1000, interval: 20 });
  });

  it('closes the socket of a session whose refresh token is replayed', async () => {
    const user = await createUser();
    const closed: number[] = [];
    collect(wsClient(user.tokens.accessToken, (code) => closed.push(code)), 'subscription { notificationAdded { id } }');
    await sleep(400);
    const first = await postJson(app.port, '/api/auth/refresh', { refreshToken: user.tokens.refreshToken });
    expect(first.status).toBe(200);
    await sleep(300);
    expect(closed).toEqual([]); // a normal rotation keeps the session
    const replay = await postJson(app.port, '/api/auth/refresh', { refreshToken: user.tokens.refreshToken });
    expect(replay.status).toBe(401);
    await vi.waitFor(() => expect(closed).toEqual([4401]), { timeout: 1000, interval: 20 });
  });
});

describe('cross-site requests', () => {
  const evil = 'https://evil.example';
  const partner = 'https://partner.example';
  const query = JSON.stringify({ query: '{ __typename }' });

  it('never reflects a foreign Origin on /graphql or /api, in preflight or in answers', async () => {
    for (const p of ['/graphql', '/api/services']) {
      const preflight = await rawRequest(app.port, {
        method: 'OPTIONS',
        path: p,
        headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      expect(preflight.headers['access-control-allow-origin'], p).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials'], p).toBeUndefined();
      expect(preflight.status, p).toBeGreaterThanOrEqual(400);
    }
    const post = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { origin: evil, 'content-type': 'application/json' }, body: query });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await rawRequest(app.port, { path: '/api/services', headers: { origin: evil } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflight and requests of a CORS_ORIGINS origin', async () => {
    for (const p of ['/graphql', '/api/bookings']) {
      const preflight = await rawRequest(app.port, {
        method: 'OPTIONS',
        path: p,
        headers: { origin: partner, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      expect(preflight.status, p).toBe(204);
      expect(preflight.headers['access-control-allow-origin'], p).toBe(partner);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(preflight.headers.vary).toLowerCase()).toContain('origin');
    }
    const post = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { origin: partner, 'content-type': 'application/json' }, body: query });
    expect(post.status).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBe(partner);
  });

  it('refuses GraphQL bodies that are not JSON with 415 (form, multipart, text/plain)', async () => {
    const mutation = 'mutation { logoutAll { __typename } }';
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
      ['multipart/form-data; boundary=XyZ', `--XyZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--XyZ--\r\n`],
      ['text/plain', JSON.stringify({ query: mutation })],
      ['text/plain;charset=UTF-8', JSON.stringify({ query: '{ __typename }' })],
    ];
    for (const [type, body] of bodies) {
      const res = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': type, origin: evil }, body });
      expect(res.status, type).toBe(415);
      expect(res.text()).not.toContain('logoutAll');
    }
    const json = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: query });
    expect(json.status).toBe(200);
    const get = await rawRequest(app.port, { path: `/graphql?query=${encodeURIComponent('{ __typename }')}`, headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
    expect(get.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('security headers', () => {
  const cspOf = (value: string | string[] | undefined) =>
    new Map(String(value ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1)]));

  it('the web app has a CSP without inline script, its websocket in connect-src, and no framing', async () => {
    for (const p of ['/', '/index.html', '/bookings/123', '/admin/outbox']) {
      const res = await rawRequest(app.port, { path: p, headers: { host: `127.0.0.1:${app.port}` } });
      expect(res.status, p).toBe(200);
      const csp = cspOf(res.headers['content-security-policy']);
      expect(csp.get('default-src'), p).toEqual(["'self'"]);
      expect(csp.get('script-src'), p).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://127.0.0.1:${app.port}`, `wss://127.0.0.1:${app.port}`]);
      expect(String(csp.get('style-src'))).not.toContain('nonce');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
    }
  });

  it('nosniff and no framing on /graphql answers, errors and GraphiQL; GraphiQL gets a hashed inline script', async () => {
    const answers = [
      await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }),
      await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{not json' }),
      await rawRequest(app.port, { path: '/api/nope' }),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const graphiql = await rawRequest(app.port, { path: '/graphql', headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(200);
    expect(graphiql.headers['content-type']).toContain('text/html');
    expect(graphiql.headers['x-content-type-options']).toBe('nosniff');
    expect(graphiql.headers['x-frame-options']).toBe('DENY');
    // It opens with the analyst's example tabs (server/src/http/graphiql-examples.ts), inside the hashed inline script.
    expect(graphiql.text()).toContain('query RevenueByWeek');
    const csp = cspOf(graphiql.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Every inline script of the page is allowed by its hash, and nothing else inline.
    const inline = [...graphiql.text().matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.trim());
    expect(inline.length).toBeGreaterThan(0);
    const { createHash } = await import('node:crypto');
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('HSTS only when the request came over HTTPS', async () => {
    const res = await rawRequest(app.port, { path: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined(); // the socket peer is no trusted proxy
  });
});

describe('compression and caching', () => {
  it('/api/services with Accept-Encoding: br is brotli-compressed and decodes to the same JSON', async () => {
    const plain = await rawRequest(app.port, { path: '/api/services' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawRequest(app.port, { path: '/api/services', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(plain.json());

    const gz = await rawRequest(app.port, { path: '/api/services', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toEqual(plain.json());
  });

  it('GraphQL answers over 1 KB are compressed; small answers are not', async () => {
    const big = await rawRequest(app.port, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ services(limit: 30) { id name description } }' }),
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString('utf8')).data.services.length).toBeGreaterThan(10);

    const small = await rawRequest(app.port, { path: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, status: 'ok' });
  });

  it('hashed assets are immutable and precompressed; index.html and the SPA fallback are no-cache', async () => {
    const asset = await rawRequest(app.port, { path: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(String(asset.headers.vary)).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(fs.readFileSync(path.join(dist, 'assets/index-abc123.js'), 'utf8'));
    const gz = await rawRequest(app.port, { path: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    for (const p of ['/', '/index.html', '/some/spa/route']) {
      const res = await rawRequest(app.port, { path: p });
      expect(res.headers['cache-control'], p).toBe('no-cache');
    }
  });
});
