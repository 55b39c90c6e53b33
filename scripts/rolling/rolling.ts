/**
 * The rolling-restart proof (`npm run test:rolling`; docs/decisions/0029-deployment-shape.md):
 *
 * 1. a fresh database on the local PostgreSQL server, Redis and nginx (Debian's packages; nginx runs
 *    deploy/nginx/comfort-life.conf), and two app instances started together on the empty database
 *    (migrations and the demo seed must run exactly once);
 * 2. a steady mixed load through nginx (load.ts: catalogue reads, a signed-in GraphQL page,
 *    sign-ins, bookings, and a job flow whose request deadlines, payout releases and reminders run
 *    as queue jobs during the restarts) and a graphql-ws subscriber (notificationAdded of the demo
 *    customer) connected through nginx;
 * 3. meanwhile each instance is restarted in turn with SIGTERM, as a rolling deploy does
 *    (ROLLING_ROUNDS rounds, default 3): wait for its exit, start it again, wait until
 *    /api/health/ready answers 200;
 * 4. asserts: 0 failed requests; every acknowledged booking exists; readiness turned 503 at once on
 *    SIGTERM and each instance exited 0; the subscriber reconnected after close code 1012 and
 *    received a notification made after the restarts; no job-queue job ran twice or was lost, and
 *    every completed paid job got its payout.
 *
 * Prints its figures and exits 1 on any failure. Every child process ends with the script.
 *
 * Settings: ROLLING_DATABASE_URL (a server's admin URL; default TEST_DATABASE_URL or
 * postgresql://postgres:postgres@127.0.0.1:5432/postgres), ROLLING_ROUNDS (3), ROLLING_WORKERS (6
 * concurrent loops), ROLLING_THINK_MS (25 ms between a loop's requests), ROLLING_DRAIN_SECONDS (3,
 * the instances' SHUTDOWN_DRAIN_SECONDS), ROLLING_KEEP=1 (keep the scratch directory and database).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import pg from 'pg';
import { checkJobs, missingBookings, offerFigures, payoutFigures, type JobFigures } from './checks.js';
import { FLOW_CLEANERS, quantile, runLoad, signIn, type LoadStats } from './load.js';
import { Instance, NGINX_SITE, exited, freePort, freshDatabase, instanceEnv, killChildrenOnExit, redact, sleep, startNginx, startRedis, stopAll, upstreamKeepaliveSeconds } from './stack.js';

const ROUNDS = Number(process.env.ROLLING_ROUNDS ?? 3);
const WORKERS = Number(process.env.ROLLING_WORKERS ?? 6);
const THINK_MS = Number(process.env.ROLLING_THINK_MS ?? 25);
const DRAIN_SECONDS = Number(process.env.ROLLING_DRAIN_SECONDS ?? 3);
const SHUTDOWN_TIMEOUT_SECONDS = 15;
const KEEP = process.env.ROLLING_KEEP === '1';
const ADMIN_URL = process.env.ROLLING_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
/** Pause after an instance is ready before the next one is stopped (nginx's fail_timeout is 2 s). */
const SETTLE_MS = 3000;

interface Restart {
  instance: string;
  signalToExitMs: number;
  exitCode: number | string;
  readyWhileDraining: number;
  liveWhileDraining: number;
  startToReadyMs: number;
}

const failures: string[] = [];
const log = (line: string) => console.log(`[rolling ${new Date().toISOString().slice(11, 23)}] ${line}`);

/** SIGTERM, readiness/liveness while draining, exit code, start again, ready. */
async function restart(instance: Instance): Promise<Restart> {
  const child = instance.child!;
  const signalled = Date.now();
  child.kill('SIGTERM');
  await sleep(300);
  const [readyWhileDraining, liveWhileDraining] = await Promise.all([instance.probe('/api/health/ready'), instance.probe('/api/health/live')]);
  const limit = (DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS + 15) * 1000;
  const code = await Promise.race([exited(child), sleep(limit).then(() => 'timeout' as const)]);
  if (code === 'timeout') child.kill('SIGKILL');
  const signalToExitMs = Date.now() - signalled;
  const started = Date.now();
  instance.start();
  await instance.ready();
  const result = { instance: instance.name, signalToExitMs, exitCode: code === 'timeout' ? `not exited after ${limit} ms` : code, readyWhileDraining, liveWhileDraining, startToReadyMs: Date.now() - started };
  if (result.exitCode !== 0) failures.push(`${instance.name} exit after SIGTERM: ${result.exitCode} (expected 0; see ${instance.logFile})`);
  if (readyWhileDraining !== 503) failures.push(`${instance.name} GET /api/health/ready 300 ms after SIGTERM answered ${readyWhileDraining || 'nothing'} (expected 503)`);
  if (liveWhileDraining !== 200) failures.push(`${instance.name} GET /api/health/live 300 ms after SIGTERM answered ${liveWhileDraining || 'nothing'} (expected 200)`);
  log(`${instance.name}: exited ${result.exitCode} ${signalToExitMs} ms after SIGTERM (ready ${readyWhileDraining}, live ${liveWhileDraining} while draining); ready again in ${result.startToReadyMs} ms`);
  return result;
}

/** The demo customer's notificationAdded over graphql-ws through nginx, reconnecting on any close. */
function subscriber(wsUrl: string, token: string) {
  const closes: number[] = [];
  let connections = 0;
  const received: { type: string; bookingId?: string; at: number }[] = [];
  const errors: string[] = [];
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 1000,
    shouldRetry: () => true,
    retryWait: (retries) => sleep(Math.min(2000, 100 * 2 ** retries) + Math.random() * 100),
    connectionParams: { authorization: `Bearer ${token}` },
    on: {
      connected: () => void (connections += 1),
      closed: (event) => void closes.push((event as { code?: number }).code ?? 0),
    },
  });
  client.subscribe<{ notificationAdded: { type: string; data: { bookingId?: string } | null } }>(
    { query: 'subscription RollingNotifications { notificationAdded { type data } }' },
    {
      next: (value) => {
        const n = value.data?.notificationAdded;
        if (n) received.push({ type: n.type, bookingId: n.data?.bookingId, at: Date.now() });
        if (value.errors) errors.push(JSON.stringify(value.errors));
      },
      error: (error) => void errors.push(String((error as Error)?.message ?? JSON.stringify(error))),
      complete: () => undefined,
    },
  );
  return { client, closes, received, errors, connections: () => connections };
}

async function main(): Promise<number> {
  killChildrenOnExit();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comfort-rolling-'));
  log(`scratch directory ${dir}`);
  const database = await freshDatabase(ADMIN_URL);
  log(`database ${redact(database.url)}`);
  let ok = false;
  try {
    const keepaliveSeconds = upstreamKeepaliveSeconds(fs.readFileSync(NGINX_SITE, 'utf8'));
    if (keepaliveSeconds >= DRAIN_SECONDS) {
      throw new Error(`deploy/nginx/comfort-life.conf keeps idle upstream connections ${keepaliveSeconds} s, not below the drain (${DRAIN_SECONDS} s): a stopping instance would close connections nginx may still send a POST on`);
    }
    const redis = await startRedis(dir);
    const ports = [await freePort(), await freePort()];
    const nginx = await startNginx(
      dir,
      ports.map((p) => `127.0.0.1:${p}`),
    );
    log(`redis ${redis.url}, nginx ${nginx.url} -> app ports ${ports.join(', ')}`);
    const env = instanceEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: nginx.url,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '10',
      REDIS_URL: redis.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      SEED: 'auto',
      DATA_DIR: path.join(dir, 'data'),
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      // Requests of the cascade expire after 5 s, so offer-deadline jobs run throughout the restarts.
      REQUEST_TIMEOUT_SECONDS: '5',
      // Payouts of completed jobs are released at once, by a queue job, during the restarts.
      PAYOUT_HOLD_HOURS: '0',
      LOG_LEVEL: 'info',
    });
    const instances = ports.map((port, i) => new Instance(`app-${i + 1}`, port, env, dir));

    // Both at once on the empty database: the advisory lock lets one migrate and seed.
    const bootStarted = Date.now();
    for (const instance of instances) instance.start();
    await Promise.all(
      instances.map((instance) =>
        instance.ready().catch(async (error: Error) => {
          // Recorded, then started once more on the now migrated database, so the rest still runs.
          failures.push(`start-up on an empty database: ${error.message}`);
          instance.start();
          await instance.ready();
        }),
      ),
    );
    const logs = instances.map((instance) => fs.readFileSync(instance.logFile, 'utf8'));
    const migratedBy = logs.filter((text) => text.includes('"msg":"migrations applied"')).length;
    const seededBy = logs.filter((text) => text.includes('"msg":"demo data seeded"')).length;
    log(`both instances ready in ${Date.now() - bootStarted} ms; migrations applied by ${migratedBy}, demo data seeded by ${seededBy}`);
    if (migratedBy !== 1) failures.push(`start-up on an empty database: migrations applied by ${migratedBy} instances (expected 1)`);
    if (seededBy !== 1) failures.push(`start-up on an empty database: demo data seeded by ${seededBy} instances (expected 1)`);

    const customerToken = await signIn(nginx.url, 'customer@demo.test');
    const adminToken = await signIn(nginx.url, 'admin@demo.test');
    const cleanerTokens = await Promise.all(FLOW_CLEANERS.map((email) => signIn(nginx.url, email)));
    const cleanerToken = cleanerTokens[0]!;
    // Payout accounts (the embedded test gateway's, ready at once), so released payouts are paid.
    for (const token of cleanerTokens) {
      const connected = await fetch(`${nginx.url}/api/payments/connect-account`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
      if (!connected.ok) throw new Error(`connect-account answered ${connected.status}: ${(await connected.text()).slice(0, 200)}`);
    }
    const sub = subscriber(`${nginx.url.replace(/^http/, 'ws')}/graphql`, customerToken);

    const stopLoad = new AbortController();
    const loadStarted = Date.now();
    const load: Promise<LoadStats> = runLoad({
      base: nginx.url,
      customerToken,
      adminToken,
      cleanerTokens,
      workers: WORKERS,
      thinkMs: THINK_MS,
      signal: stopLoad.signal,
    });
    await sleep(3000);
    const restarts: Restart[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const instance of instances) {
        log(`round ${round}: SIGTERM ${instance.name}`);
        restarts.push(await restart(instance));
        await sleep(SETTLE_MS);
      }
    }
    stopLoad.abort();
    const stats = await load;
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    // A notification made after the restarts: the cleaner accepts a new booking of the customer.
    const day = new Date(Date.now() + 178 * 86_400_000);
    day.setUTCHours(16, 0, 0, 0);
    const created = await fetch(`${nginx.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify({ serviceId: 1, scheduledAt: day.toISOString(), durationHours: 2, address: '1 Final St', city: 'San Francisco', zipCode: '94102' }),
    });
    const booking = ((await created.json()) as { booking?: { id: string } }).booking;
    let notifiedMs: number | null = null;
    if (created.status !== 201 || !booking) failures.push(`the booking for the final notification was not created (${created.status})`);
    else {
      const acceptedAt = Date.now();
      const accepted = await fetch(`${nginx.url}/api/bookings/${booking.id}/accept`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${cleanerToken}` }, body: '{}' });
      if (accepted.status !== 200) failures.push(`cleaner's accept of the final booking answered ${accepted.status}: ${(await accepted.text()).slice(0, 200)}`);
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        const hit = sub.received.find((n) => n.type === 'booking_accepted' && n.bookingId === booking.id);
        if (hit) {
          notifiedMs = hit.at - acceptedAt;
          break;
        }
        await sleep(100);
      }
      if (notifiedMs === null) failures.push('the subscriber did not receive the booking_accepted notification made after the restarts (20 s)');
    }
    const unexpectedCloses = sub.closes.filter((code) => code !== 1012);
    if (!sub.closes.includes(1012)) failures.push(`the subscriber never saw close code 1012 (closes: ${sub.closes.join(', ') || 'none'})`);
    if (unexpectedCloses.length) failures.push(`the subscriber's socket closed with other codes than 1012: ${unexpectedCloses.join(', ')}`);
    if (sub.errors.length) failures.push(`subscription errors: ${sub.errors.slice(0, 3).join('; ')}`);
    await sub.client.dispose();

    // The database afterwards.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let jobs: JobFigures;
    let missing: string[];
    let offers: { asked: number; expired: number };
    let payouts: Awaited<ReturnType<typeof payoutFigures>>;
    try {
      missing = await missingBookings(client, stats.acknowledgedBookings);
      jobs = await checkJobs(client, new Date(), 60_000);
      offers = await offerFigures(client);
      payouts = await payoutFigures(client, stats.paidJobs);
    } finally {
      await client.end();
    }
    if (stats.failures.length) failures.push(`${stats.failures.length} failed requests`);
    if (missing.length) failures.push(`${missing.length} acknowledged bookings missing: ${missing.slice(0, 5).join(', ')}`);
    failures.push(...jobs.problems);
    if (stats.acknowledgedBookings.length === 0) failures.push('no booking was acknowledged');
    if (stats.paidJobs.length === 0) failures.push('no paid job was completed (no payout release ran)');
    if (payouts.missing.length) failures.push(`lost: ${payouts.missing.length} completed paid jobs have no payout: ${payouts.missing.slice(0, 5).join(', ')}`);
    if (payouts.stillHeld.length) failures.push(`lost: ${payouts.stillHeld.length} payouts still held after their hold (0 h) ended: ${payouts.stillHeld.slice(0, 5).join(', ')}`);

    // Retries nginx made on the other instance (several upstream addresses in one log line).
    const accessLines = fs.readFileSync(nginx.accessLog, 'utf8').split('\n').filter(Boolean);
    const retried = accessLines.filter((line) => /upstream=\S*, /.test(line)).length;

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const stops = restarts.map((r) => r.signalToExitMs);
    const readies = restarts.map((r) => r.startToReadyMs);
    console.log('');
    console.log(`Rolling restart: 2 instances behind nginx, ${ROUNDS} rounds, ${restarts.length} restarts with SIGTERM (SHUTDOWN_DRAIN_SECONDS=${DRAIN_SECONDS}), ${WORKERS} concurrent loops for ${loadSeconds.toFixed(0)} s`);
    console.log(
      `  requests   ${stats.requests} (catalogue ${stats.byKind.catalogue}, GraphQL page ${stats.byKind.graphql}, sign-in ${stats.byKind['sign-in']}, booking ${stats.byKind.booking}, job flow ${stats.byKind['job flow']}), failed ${stats.failures.length}; ${(stats.requests / loadSeconds).toFixed(1)} req/s`,
    );
    console.log(`  latency    p50 ${ms(quantile(stats.latenciesMs, 0.5))}, p95 ${ms(quantile(stats.latenciesMs, 0.95))}, max ${ms(quantile(stats.latenciesMs, 1))}; nginx retried ${retried} on the other instance`);
    console.log(`  restarts   SIGTERM to exit p50 ${quantile(stops, 0.5)} ms, max ${quantile(stops, 1)} ms; start to ready p50 ${quantile(readies, 0.5)} ms, max ${quantile(readies, 1)} ms; exit codes ${restarts.map((r) => r.exitCode).join(',')}`);
    console.log(`  bookings   ${stats.acknowledgedBookings.length} acknowledged, ${missing.length} missing; ${stats.paidJobs.length} paid jobs completed, payouts ${JSON.stringify(payouts.byStatus)}`);
    console.log(
      `  websocket  ${sub.connections()} connections, closes ${sub.closes.join(',') || 'none'}; notification after the restarts ${notifiedMs === null ? 'NOT received' : `received ${notifiedMs} ms after the accept`}`,
    );
    const dueLine = Object.entries(jobs.due)
      .map(([name, states]) => `${name} ${Object.entries(states).map(([s, n]) => `${n} ${s}`).join('/')}`)
      .join(', ');
    console.log(`  job queue  ${jobs.completed} due jobs completed (${dueLine || 'none'}); ${offers.asked} requests made, ${offers.expired} expired by their deadline job; ${jobs.problems.length} problems`);
    if (stats.failures.length) {
      console.log('  failed requests (first 20):');
      for (const f of stats.failures.slice(0, 20)) console.log(`    ${f.at} ${f.kind} status ${f.status}: ${f.detail}`);
    }
    if (failures.length) {
      console.log('FAILED:');
      for (const f of failures) console.log(`  - ${f}`);
      console.log(`  logs: ${dir} (instances app-1.log, app-2.log; nginx/access.log, nginx/error.log)`);
    } else {
      console.log('PASSED: 0 failed requests, every acknowledged booking exists, the subscriber caught up, no job ran twice or was lost');
    }
    ok = failures.length === 0;
    // Graceful end of the instances, then everything else.
    for (const instance of instances) instance.child?.kill('SIGTERM');
    await Promise.race([Promise.all(instances.map((i) => (i.child ? exited(i.child) : Promise.resolve(0)))), sleep((DRAIN_SECONDS + 10) * 1000)]);
  } finally {
    await stopAll();
    // A failed run keeps its database for reading, except in CI.
    if (!KEEP && (ok || process.env.CI)) {
      await database.drop().catch((error: unknown) => log(`could not drop the database: ${(error as Error).message}`));
      if (ok) fs.rmSync(dir, { recursive: true, force: true });
    } else log(`kept database ${redact(database.url)}`);
  }
  return ok ? 0 : 1;
}

const deadline = setTimeout(
  () => {
    console.error('rolling-restart proof: over 15 minutes, giving up');
    void stopAll().finally(() => process.exit(1));
  },
  15 * 60_000,
);
deadline.unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('rolling-restart proof failed:', error);
    void stopAll().finally(() => process.exit(1));
  },
);
