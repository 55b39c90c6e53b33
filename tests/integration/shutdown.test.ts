/**
 * Health and graceful shutdown of the real process
 * (docs/decisions/0028-graceful-shutdown.md), the way an operator and a load balancer see it:
 * `node --import tsx server/src/main.ts` on a fresh database (embedded, or PostgreSQL with
 * TEST_DATABASE_URL) and a real port, then SIGTERM.
 *
 * - GET /api/health/live and /ready answer 200 (no session, `cache-control: no-store`), and match
 *   what /api/openapi.json says about them; GET /api/health keeps its answer;
 * - after SIGTERM: ready answers 503 {"status":"draining"} at once while live stays 200, and
 *   keep-alive connections stay usable through the drain; new connections arriving at the drain's
 *   end are still taken in (the listener closes at a quiet moment), then refused; a
 *   request whose body is still arriving finishes with 200 and `connection: close` after the
 *   listener closed; idle keep-alive connections are not closed by the server (that would race a
 *   request the client is sending): one used once more is answered with `connection: close` and
 *   ended, one the client closes is gone; a graphql-ws client gets close code 1012; exit code 0
 *   well before the deadline, one log line per step;
 * - readiness answers 503 {"status":"unavailable",...,"redis":"down"} within the 2 s bound while
 *   Redis does not answer, and a second signal exits 1 at once.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { kill, request, startApp, waitFor, type AppProcess } from './process.js';

const DRAIN_SECONDS = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'));
/** The embedded database under `dataDir`, or with TEST_DATABASE_URL this file's fresh PostgreSQL database (setup.ts). */
const database: Record<string, string> = process.env.TEST_DATABASE_URL && process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
let app: AppProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app = await startApp({ ...database, DATA_DIR: dataDir, SEED: 'auto', SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS), SHUTDOWN_TIMEOUT_SECONDS: '10' });
  await waitFor(app, '/api/health/live');
}, 180_000);

afterAll(async () => {
  await kill(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 exchange on its own socket, read until the server ends the connection. */
function rawExchange(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString('utf8')));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, connected, closed, received: () => received };
}

/** Status line and lower-cased headers of the first answer in `raw`. */
function parseHead(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('health endpoints', () => {
  it('live and ready answer 200 with no session, no-store, and nothing about versions', async () => {
    const live = await request(app!.port, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await request(app!.port, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const answer of [live, ready]) {
      expect(answer.headers).not.toHaveProperty('x-powered-by');
      expect(answer.headers).not.toHaveProperty('server');
    }
  });

  it('HEAD answers without a body; other methods are 405; GET /api/health keeps its answer; other paths stay 404', async () => {
    const head = await request(app!.port, '/api/health/ready', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const post = await request(app!.port, '/api/health/live', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const old = await request(app!.port, '/api/health');
    expect(old.status).toBe(200);
    expect(old.json()).toEqual({ success: true, status: 'ok' });
    const other = await request(app!.port, '/api/health/anything');
    expect(other.status).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
  });

  it('are described in /api/openapi.json as they answer', async () => {
    const doc = (await request(app!.port, '/api/openapi.json')).json<{ paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { schema: object } } }> }>> }>();
    const ajv = new Ajv2020({ strict: false });
    for (const [pathname, status] of [['/api/health/live', '200'], ['/api/health/ready', '200']] as const) {
      const schema = doc.paths[pathname]?.get?.responses[status]?.content['application/json'].schema;
      expect(schema, pathname).toBeTruthy();
      const answer = await request(app!.port, pathname);
      expect(ajv.validate(schema!, answer.json()), `${pathname}: ${ajv.errorsText()}`).toBe(true);
    }
    const draining = doc.paths['/api/health/ready']!.get!.responses['503']!.content['application/json'].schema;
    expect(ajv.validate(draining, { status: 'draining' })).toBe(true);
    expect(ajv.validate(draining, { status: 'unavailable', database: 'down', redis: 'not configured' })).toBe(true);
  });
});

describe('SIGTERM', () => {
  it('drains, lets the request in flight finish, closes websockets with 1012 and exits 0', async () => {
    const port = app!.port;

    // A graphql-ws client, acknowledged.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const wsClosed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8'), at: Date.now() })),
    );
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      ws.once('message', (data) => ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
      ws.once('error', reject);
    });

    // An idle keep-alive connection (one answer received, then nothing).
    const idle = rawExchange(port);
    await idle.connected;
    idle.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => idle.received().includes('{"status":"ok"}')).toBe(true);
    expect(parseHead(idle.received()).headers.connection).toBe('keep-alive');

    // An idle keep-alive connection that later carries a websocket upgrade, after the websockets
    // were closed (nginx reusing it for a subscriber's reconnect).
    const upgrader = rawExchange(port);
    await upgrader.connected;
    upgrader.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => upgrader.received().includes('{"status":"ok"}')).toBe(true);

    // A keep-alive connection that sends its second request during the drain.
    const reused = rawExchange(port);
    await reused.connected;
    reused.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => reused.received().includes('{"status":"ok"}')).toBe(true);

    // A request in flight: its body arrives slowly, the last bytes only after the listener closed.
    const body = JSON.stringify({ query: '{ health { status } }' });
    const slow = rawExchange(port);
    await slow.connected;
    slow.socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`);
    await sleep(200); // the server has read the headers: the request is in flight

    const signalledAt = Date.now();
    app!.child.kill('SIGTERM');

    // 1. readiness turns 503 at once; liveness stays 200.
    await expect.poll(async () => (await request(port, '/api/health/ready')).status, { timeout: 800, interval: 50 }).toBe(503);
    const ready = await request(port, '/api/health/ready');
    expect(ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await request(port, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_SECONDS * 1000);

    // A keep-alive connection used during the drain is answered and stays open: a proxy that
    // does not read readiness (nginx) keeps using its connections rather than opening new ones.
    const before = reused.received().length;
    reused.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => reused.received().length > before && reused.received().slice(before).includes('{"status":"ok"}')).toBe(true);
    const second = parseHead(reused.received().slice(before));
    expect(second.status).toBe(200);
    expect(second.headers.connection).toBe('keep-alive');

    // 2. the listener closes at the first quiet moment after the drain: connections keep coming in
    // every 40 ms from 200 ms before the drain's end to 200 ms after it, and each is taken in and
    // answered (closing the listener between two of them could reset one still in the kernel's
    // accept queue); once they stop (the probe below waits longer than the quiet period between
    // tries), new connections are refused, while the slow request is open.
    await sleep(DRAIN_SECONDS * 1000 - 200 - (Date.now() - signalledAt));
    const streamEnd = signalledAt + DRAIN_SECONDS * 1000 + 200;
    const stream: Promise<number>[] = [];
    while (Date.now() < streamEnd) {
      stream.push(request(port, '/api/health/live').then((r) => r.status));
      await sleep(40);
    }
    expect(await Promise.all(stream)).toEqual(stream.map(() => 200));
    await expect.poll(() => request(port, '/api/health/live').then(() => 'accepted', (e: NodeJS.ErrnoException) => e.code), { timeout: 2_000, interval: 250 }).toBe('ECONNREFUSED');
    expect(app!.logs.find((l) => l.step === 2)).toMatchObject({ quiet: true });
    expect(app!.logs.find((l) => l.step === 2)?.acceptedDuringDrain).toBeGreaterThanOrEqual(stream.length);
    expect(slow.socket.destroyed).toBe(false);

    // 4. idle keep-alive connections are still open after the listener closed (the server never
    // closes one a client may be sending on). One used once more is answered with
    // `connection: close`, then ended by the server; the other is closed by its client, as nginx
    // does after its upstream keepalive_timeout.
    await sleep(300);
    expect(idle.socket.destroyed).toBe(false);
    expect(reused.socket.destroyed).toBe(false);
    const idleBefore = idle.received().length;
    idle.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await idle.closed;
    const last = parseHead(idle.received().slice(idleBefore));
    expect(last.status).toBe(200);
    expect(last.headers.connection).toBe('close');
    reused.socket.end();
    await reused.closed;

    // 3. the request in flight completes with 200, and its connection then ends.
    slow.socket.write(body.slice(5));
    const slowClosedAt = await slow.closed;
    const answer = parseHead(slow.received());
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toContain('{"data":{"health":{"status":"ok"}}}');

    // 5. the websocket client is told to reconnect, after the requests in flight finished.
    const closed = await wsClosed;
    expect(closed.code).toBe(1012);
    expect(closed.reason).toBe('Service Restart');
    expect(closed.at).toBeGreaterThanOrEqual(slowClosedAt - 50);

    // An upgrade arriving after that is refused at once with 503 (a proxy retries it on another
    // instance), not left unanswered until the deadline.
    await expect.poll(() => app!.logs.some((l) => l.step === 5)).toBe(true);
    const upgradeBefore = upgrader.received().length;
    const upgradeSentAt = Date.now();
    upgrader.socket.write(
      `GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
    );
    await upgrader.closed;
    expect(parseHead(upgrader.received().slice(upgradeBefore)).status).toBe(503);
    expect(Date.now() - upgradeSentAt).toBeLessThan(2_000);

    // 6-7. the process exits 0, having logged each step, without waiting for the 10 s deadline.
    expect(await app!.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_SECONDS * 1000 + 8_000);
    const steps = app!.logs.filter((l) => typeof l.step === 'number').map((l) => l.step);
    expect([...steps].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(app!.logs.find((l) => l.step === 1)).toMatchObject({ signal: 'SIGTERM', drainSeconds: DRAIN_SECONDS });
    expect(app!.logs.find((l) => l.step === 5)).toMatchObject({ closed: 1, code: 1012 });
  }, 60_000);

  it('readiness is 503 within 2 s while Redis does not answer; a second signal exits 1 at once', async () => {
    await kill(app); // (only when the test above failed half-way: one process per data directory)
    // The same database: migrated and seeded already, so this start is quick. REDIS_URL names a
    // server that accepts connections and never answers (a hung Redis): every Redis command waits.
    const hung = new Set<net.Socket>();
    const blackHole = net.createServer((socket) => {
      hung.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      for (const socket of hung) socket.destroy();
      blackHole.close();
    });
    const redisPort = (blackHole.address() as net.AddressInfo).port;
    app = await startApp({
      ...database,
      DATA_DIR: dataDir,
      SEED: 'auto',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SHUTDOWN_DRAIN_SECONDS: '30',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    });
    await waitFor(app, '/api/health/live');
    // Start-up done (the job queue started too), so nothing keeps the event loop busy.
    await expect.poll(() => app!.logs.some((l) => String(l.msg).startsWith('ready:')), { timeout: 60_000 }).toBe(true);

    const startedAt = Date.now();
    const unavailable = await request(app.port, '/api/health/ready');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_900); // the PING waited for its bound...
    expect(Date.now() - startedAt).toBeLessThan(2_000 + 1_000); // ...and no longer
    expect(unavailable.status).toBe(503);
    expect(unavailable.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'down' });
    expect(unavailable.headers['cache-control']).toBe('no-store');
    expect((await request(app.port, '/api/health/live')).status).toBe(200);

    app.child.kill('SIGTERM');
    await expect.poll(async () => (await request(app!.port, '/api/health/ready')).status, { timeout: 2_000, interval: 50 }).toBe(503);
    const second = Date.now();
    app.child.kill('SIGINT');
    expect(await app.exited).toBe(1);
    expect(Date.now() - second).toBeLessThan(2_000);
  }, 180_000);
});
