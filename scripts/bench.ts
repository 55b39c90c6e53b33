/**
 * Throughput benchmark of the hot API reads against a raw reference (scripts/bench-raw.ts: the same
 * reads on node:http + pg, no framework, no ORM), plus 50 concurrent accepts of overlapping jobs.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/bench npm run bench
 *
 * With no BENCH_URL the bench starts the product itself (`node --import tsx server/src/main.ts`,
 * NODE_ENV=production, migrated and seeded on first start) on BENCH_PORT (4170) against
 * BENCH_DATABASE_URL (or DATABASE_URL), and always starts the raw reference on BENCH_RAW_PORT
 * (4179) against the same database, with the same JWT secret. Each round runs every scenario on the
 * product, then on the raw reference, in that order; the ratios are product/raw requests per
 * second, and the final table gives the medians over the rounds. Loopback only; the load
 * generator (autocannon) shares the machine with both servers, as it does for either.
 *
 * Environment (all optional but the database):
 *   BENCH_DATABASE_URL / DATABASE_URL  PostgreSQL both servers use (use a database of your own)
 *   BENCH_URL          a product already running (then BENCH_JWT_SECRET / JWT_SECRET must be its secret)
 *   BENCH_ROUNDS       rounds of product+raw runs (5)
 *   BENCH_SECONDS      seconds per run (5)
 *   BENCH_CONNECTIONS  concurrent connections per run (20)
 *   BENCH_ACCEPTS      concurrent accepts per round (50); 0 skips the accept scenario
 *   BENCH_ONLY         comma-separated scenario keys to run (catalogue,bookings,accepts,parse,parse-api)
 *   BENCH_CPU_PROF     directory: the product runs under `node --cpu-prof` and writes its profile
 *                      there on exit (read it with `npx tsx scripts/bench-profile.ts <file>`)
 *
 * Matching at scale (docs/decisions/0027): `npm run bench -- --scale` first generates the large dataset on
 * that database when it is not there yet (scripts/seed-scale.ts --if-missing: 10,000 cleaners,
 * 100,000 bookings; `--reseed` regenerates it), then runs only the matching scenarios (unless
 * BENCH_ONLY names others): p95 latency of `bookingRecommendations` for one pending booking
 * (signed in as its customer, the zip with the most cleaners around), of `nearbyCleaners` at that
 * zip (default radius 200 miles) and of GET /api/users/nearby-cleaners, each beside the raw
 * reference doing the same work (POST /recommendations, /nearby), with BENCH_MATCH_CONNECTIONS
 * (1) requests in flight; then prints EXPLAIN (ANALYZE) of the raw reference's two statements
 * (the same conditions as the product's), showing the CleanerProfile(homeLatitude, homeLongitude)
 * index used for the bounding box before the exact distance.
 *   BENCH_MATCH_CONNECTIONS  requests in flight in the matching scenarios (1)
 *
 * Booking-request parser (keys `parse` and `parse-api`, run unless BENCH_ONLY or --scale
 * leaves them out): p95 latency of one parse at a time, GraphQL `parseBookingRequest` and POST
 * /api/bookings/parse, each request the next phrasing of tests/fixtures/parse-phrasings.json,
 * beside the raw reference running the same rules (bench-raw.ts /parse); target p95 <= 50 ms.
 *
 * Exits non-zero when a server answers differently from the other, a run has errors, or a round
 * of accepts does not end with exactly one accepted job.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchBookings, BOOKING_KEYS } from './bench-booking.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const acceptCount = Number(process.env.BENCH_ACCEPTS ?? 50);
const scale = process.argv.includes('--scale') || process.argv.includes('--reseed');
const reseed = process.argv.includes('--reseed');
const matchConnections = Number(process.env.BENCH_MATCH_CONNECTIONS ?? 1);
const MATCHING_KEYS = ['recommendations', 'nearby', 'nearby-api', ...BOOKING_KEYS];
/** The booking-request parser's scenarios and their p95 target, ms. */
const PARSE_KEYS = ['parse', 'parse-api'];
const PARSE_TARGET_MS = 50;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean) ?? (scale ? MATCHING_KEYS : undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const productPort = Number(process.env.BENCH_PORT ?? 4170);
const rawPort = Number(process.env.BENCH_RAW_PORT ?? 4179);
const secret = process.env.BENCH_JWT_SECRET ?? process.env.JWT_SECRET ?? crypto.randomBytes(32).toString('base64url');
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database of your own, e.g.\n  createdb bench && BENCH_DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/bench npm run bench');
  process.exit(2);
}

const children: ChildProcess[] = [];
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));

/** Starts a node child with tsx, its output into logDir/<name>.log. */
function start(name: string, script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${code ?? signal}); see ${path.join(logDir, `${name}.log`)}`);
      void stopAll().then(() => process.exit(1));
    }
  });
  return child;
}

/**
 * CPU time (user + system, microseconds) a child has used so far, from /proc (Linux); null
 * elsewhere. Requests per second swing with whatever else the machine runs; the server CPU each
 * request costs is steadier, so the bench prints both.
 */
function cpuMicros(child: ChildProcess | undefined): number | null {
  if (!child?.pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Kernel clock ticks per second (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;

let stopping = false;
async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGINT');
          setTimeout(() => c.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));


async function waitFor(url: string, init?: RequestInit, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (logs in ${logDir})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main(): Promise<boolean> {
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${productPort}`;
  const rawBase = `http://127.0.0.1:${rawPort}`;

  if (scale) {
    // The scale dataset, before the servers start (it migrates and seeds an empty database itself).
    console.log(`bench: ${reseed ? 'regenerating' : 'checking'} the scale dataset (scripts/seed-scale.ts${reseed ? '' : ' --if-missing'}; a few minutes when it is generated)`);
    const seeder = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', ...(reseed ? [] : ['--if-missing'])], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => seeder.on('exit', resolve));
    if (code !== 0) throw new Error(`seed-scale exited with ${code}`);
  }

  let productChild: ChildProcess | undefined;
  if (!process.env.BENCH_URL) {
    productChild = start(
      'product',
      'server/src/main.ts',
      { NODE_ENV: 'production', PORT: String(productPort), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, JWT_SECRET: secret },
      cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    );
  }
  const rawChild = start('raw', 'scripts/bench-raw.ts', { DATABASE_URL: databaseUrl, JWT_SECRET: secret, PORT: String(rawPort) });
  await waitFor(`${base}/api/services`);
  await waitFor(`${rawBase}/services`, { method: 'POST' });

  async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  }

  async function login(email: string): Promise<string> {
    const res = await call('POST', `${base}/api/auth/login`, { email, password: 'Demo123!' });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.tokens.accessToken as string;
  }

  const customerToken = await login('customer@demo.test');
  const gqlBody = (query: string) => JSON.stringify({ query });
  const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

  interface Target {
    url: string;
    headers: Record<string, string>;
    body: string;
  }
  interface Scenario {
    key: string;
    name: string;
    product: Target;
    raw: Target;
  }

  const CATALOGUE = '{ services(limit: 20) { id name memberPriceCents } }';
  const BOOKINGS = '{ bookings(page: 1, pageSize: 10) { total items { id status totalCents service { name } } } }';
  const auth = { authorization: `Bearer ${customerToken}` };

  const allScenarios: Scenario[] = [
    {
      key: 'catalogue',
      name: 'GraphQL services(limit: 20) { id name memberPriceCents }',
      product: { url: `${base}/graphql`, headers: jsonHeaders, body: gqlBody(CATALOGUE) },
      raw: { url: `${rawBase}/services`, headers: jsonHeaders, body: gqlBody(CATALOGUE) },
    },
    {
      key: 'bookings',
      name: 'GraphQL bookings(page: 1, pageSize: 10), signed in',
      product: { url: `${base}/graphql`, headers: { ...jsonHeaders, ...auth }, body: gqlBody(BOOKINGS) },
      raw: { url: `${rawBase}/bookings`, headers: { ...jsonHeaders, ...auth }, body: gqlBody(BOOKINGS) },
    },
  ];
  const scenarios = allScenarios.filter((s) => !only || only.includes(s.key));

  // Same answers: each pair must return the same JSON before it is timed.
  for (const s of scenarios) {
    const [p, r] = await Promise.all(
      [s.product, s.raw].map(async (t) => (await fetch(t.url, { method: 'POST', headers: t.headers, body: t.body })).json()),
    );
    if (!isDeepStrictEqual(p, r)) {
      console.error(`${s.name}: product and raw answer differently\nproduct: ${JSON.stringify(p)}\nraw:     ${JSON.stringify(r)}`);
      return false;
    }
  }

  interface Run {
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    /** Server CPU per request, microseconds (null when unknown). */
    cpuUs: number | null;
  }
  async function load(t: Target, seconds: number, server: ChildProcess | undefined): Promise<Run> {
    const cpu0 = cpuMicros(server);
    const result = await autocannon({ url: t.url, method: 'POST', headers: t.headers, body: t.body, duration: seconds, connections });
    const cpu1 = cpuMicros(server);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      cpuUs: cpu0 !== null && cpu1 !== null && result.requests.total ? (cpu1 - cpu0) / result.requests.total : null,
    };
  }
  const cpuText = (us: number | null) => (us === null ? 'n/a' : `${us.toFixed(0)} us`);

  const median = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

  console.log(`bench: ${rounds} rounds x ${duration} s, ${connections} connections; product ${base}, raw ${rawBase}; logs ${logDir}`);
  // Warm-up (JIT, Prisma's plan cache, pg pools), not counted.
  for (const s of scenarios) {
    await load(s.product, 2, productChild);
    await load(s.raw, 2, rawChild);
  }

  const results = new Map<string, { product: Run[]; raw: Run[]; ratios: number[]; cpuRatios: number[] }>(
    scenarios.map((s) => [s.key, { product: [], raw: [], ratios: [], cpuRatios: [] }]),
  );
  let failed = false;
  for (let round = 1; round <= rounds; round++) {
    for (const s of scenarios) {
      const product = await load(s.product, duration, productChild);
      const raw = await load(s.raw, duration, rawChild);
      const r = results.get(s.key)!;
      r.product.push(product);
      r.raw.push(raw);
      r.ratios.push(product.rps / raw.rps);
      if (product.cpuUs && raw.cpuUs) r.cpuRatios.push(raw.cpuUs / product.cpuUs);
      if (product.errors || raw.errors) failed = true;
      console.log(
        `round ${round}  ${s.name.padEnd(56)} product ${fmt(product.rps).padStart(6)} req/s (p99 ${product.p99} ms, cpu ${cpuText(product.cpuUs)}/req)  raw ${fmt(raw.rps).padStart(6)} req/s (p99 ${raw.p99} ms, cpu ${cpuText(raw.cpuUs)}/req)  ratio ${(product.rps / raw.rps).toFixed(2)}x${product.errors || raw.errors ? `  ERRORS product ${product.errors} raw ${raw.errors}` : ''}`,
      );
    }
  }

  // p95 latency of single requests (the matching and parse scenarios), `inFlight` at a time.
  interface LatencyRun {
    p50: number;
    p95: number;
    p99: number;
    rps: number;
    errors: number;
  }
  interface LatencyTarget {
    url: string;
    method: string;
    headers: Record<string, string>;
    /** The body, or a function giving each request its own. */
    body?: string | (() => string);
  }
  const percentileOf = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  async function latency(t: LatencyTarget, seconds: number, inFlight = matchConnections): Promise<LatencyRun> {
    const times: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < end) {
          const body = typeof t.body === 'function' ? t.body() : t.body;
          const t0 = performance.now();
          const res = await fetch(t.url, { method: t.method, headers: t.headers, body });
          const text = await res.text();
          times.push(performance.now() - t0);
          if (res.status !== 200 || text.includes('"errors"')) errors++;
        }
      }),
    );
    const sorted = times.sort((a, b) => a - b);
    return { p50: percentileOf(sorted, 50), p95: percentileOf(sorted, 95), p99: percentileOf(sorted, 99), rps: times.length / seconds, errors };
  }

  // Matching at scale: p95 latency of one request at a time (BENCH_MATCH_CONNECTIONS), product beside raw.
  const matchResults = new Map<string, { name: string; target: number; product: LatencyRun[]; raw: LatencyRun[]; ratios: number[]; same: boolean | null }>();
  let explainText = '';
  let bookingTable = '';
  const matchKeys = MATCHING_KEYS.filter((k) => only?.includes(k));
  if (matchKeys.length) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // The pending booking whose place has the most cleaners around it: the heaviest realistic case.
    const { rows: picked } = await client.query<{ id: string; email: string; zipCode: string }>(`
      SELECT b.id, u.email, b."zipCode" FROM "Booking" b JOIN "User" u ON u.id = b."customerId"
      WHERE u.email LIKE '%@scale.example' AND b.status = 'pending' AND b."cleanerId" IS NULL
        AND b."scheduledAt" > now() + interval '1 day' AND EXTRACT(ISODOW FROM b."scheduledAt") BETWEEN 1 AND 5
      ORDER BY (SELECT count(*) FROM "CleanerProfile" cp
                WHERE cp."homeLatitude" BETWEEN b.latitude - 0.3 AND b.latitude + 0.3
                  AND cp."homeLongitude" BETWEEN b.longitude - 0.4 AND b.longitude + 0.4) DESC, b.id
      LIMIT 1`);
    const target = picked[0];
    if (!target) throw new Error('no pending scale booking: run with --scale (or npm run seed:scale) first');
    const token = await login(target.email);
    const authed = { ...jsonHeaders, authorization: `Bearer ${token}` };
    const RECOMMEND = `query($id: ID!) { bookingRecommendations(bookingId: $id, limit: 20) { total items { cleanerId displayName rating reviewCount completedJobs distanceMiles favorite score why } } }`;
    const NEARBY = `query($zip: String!) { nearbyCleaners(zipCode: $zip, limit: 20) { total items { cleanerId displayName rating reviewCount completedJobs distanceMiles nextFreeSlot favorite } } }`;
    const recommendBody = JSON.stringify({ query: RECOMMEND, variables: { id: target.id } });
    const nearbyBody = JSON.stringify({ query: NEARBY, variables: { zip: target.zipCode } });
    interface MatchScenario {
      key: string;
      name: string;
      targetMs: number;
      product: { url: string; method: string; headers: Record<string, string>; body?: string };
      raw: { url: string; method: string; headers: Record<string, string>; body?: string };
      compare: boolean;
    }
    const all: MatchScenario[] = [
      {
        key: 'recommendations',
        name: `GraphQL bookingRecommendations (limit 20), booking in ${target.zipCode}, as its customer`,
        targetMs: 50,
        product: { url: `${base}/graphql`, method: 'POST', headers: authed, body: recommendBody },
        raw: { url: `${rawBase}/recommendations`, method: 'POST', headers: authed, body: recommendBody },
        compare: true,
      },
      {
        key: 'nearby',
        name: `GraphQL nearbyCleaners(zipCode: "${target.zipCode}", limit 20), radius 200 mi`,
        targetMs: 30,
        product: { url: `${base}/graphql`, method: 'POST', headers: authed, body: nearbyBody },
        raw: { url: `${rawBase}/nearby`, method: 'POST', headers: authed, body: nearbyBody },
        compare: true,
      },
      {
        key: 'nearby-api',
        name: `GET /api/users/nearby-cleaners?zipCode=${target.zipCode}`,
        targetMs: 30,
        product: { url: `${base}/api/users/nearby-cleaners?zipCode=${target.zipCode}`, method: 'GET', headers: { authorization: `Bearer ${token}` } },
        raw: { url: `${rawBase}/nearby`, method: 'POST', headers: authed, body: nearbyBody },
        compare: false,
      },
    ];
    const scenariosM = all.filter((m) => matchKeys.includes(m.key));
    for (const m of scenariosM) {
      let same = true;
      if (m.compare) {
        const [p, r] = await Promise.all(
          [m.product, m.raw].map(async (t) => (await fetch(t.url, { method: t.method, headers: t.headers, body: t.body })).json()),
        );
        if (!isDeepStrictEqual(p, r)) {
          same = false;
          console.error(`${m.name}: product and raw answer differently (timed anyway)\nproduct: ${JSON.stringify(p).slice(0, 1500)}\nraw:     ${JSON.stringify(r).slice(0, 1500)}`);
        } else {
          const total = (Object.values((p as { data: Record<string, { total: number }> }).data)[0] ?? { total: 0 }).total;
          console.log(`${m.name}: same answer from both (${total} cleaners in all)`);
        }
      }
      matchResults.set(m.key, { name: m.name, target: m.targetMs, product: [], raw: [], ratios: [], same: m.compare ? same : null });
      await latency(m.product, 2);
      await latency(m.raw, 2);
    }
    for (let round = 1; round <= rounds; round++) {
      for (const m of scenariosM) {
        const product = await latency(m.product, duration);
        const raw = await latency(m.raw, duration);
        const r = matchResults.get(m.key)!;
        r.product.push(product);
        r.raw.push(raw);
        r.ratios.push(product.p95 / raw.p95);
        if (product.errors || raw.errors) failed = true;
        console.log(
          `round ${round}  ${m.name.padEnd(72)} product p95 ${product.p95.toFixed(1)} ms (p50 ${product.p50.toFixed(1)}, ${fmt(product.rps)} req/s)  raw p95 ${raw.p95.toFixed(1)} ms (p50 ${raw.p50.toFixed(1)}, ${fmt(raw.rps)} req/s)  p95 product/raw ${(product.p95 / raw.p95).toFixed(2)}x${product.errors || raw.errors ? `  ERRORS product ${product.errors} raw ${raw.errors}` : ''}`,
        );
      }
    }
    // The plans: the raw reference's statements (the product's conditions), with the booking's values.
    const { rows: bk } = await client.query<{ latitude: number; longitude: number; customerId: string; zipCode: string }>(
      `SELECT latitude, longitude, "customerId", "zipCode" FROM "Booking" WHERE id = $1`,
      [target.id],
    );
    const b0 = bk[0]!;
    const dLat = 100 / 69.0;
    const dLng = 100 / (69.172 * Math.max(0.01, Math.cos((b0.latitude * Math.PI) / 180)));
    const zip5 = b0.zipCode.slice(0, 5);
    const prefixes = Array.from({ length: zip5.length + 1 }, (_, i) => zip5.slice(0, i));
    const rawSource = fs.readFileSync(path.join(ROOT, 'scripts/bench-raw.ts'), 'utf8');
    const sqlOf = (name: string) => {
      const m = new RegExp(`const ${name} = \`([\\s\\S]*?)\`;`).exec(rawSource);
      if (!m) throw new Error(`${name} not found in bench-raw.ts`);
      return m[1]!;
    };
    const plan = async (title: string, sql: string, params: unknown[]) => {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      explainText += `\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`;
    };
    await plan('eligibility + ranking inputs (recommendations)', sqlOf('RECOMMEND_SQL'), [target.id, b0.customerId, dLat, dLng, prefixes]);
    const nLat = 200 / 69.0;
    const nLng = 200 / (69.172 * Math.max(0.01, Math.cos((b0.latitude * Math.PI) / 180)));
    await plan('nearby cleaners, radius 200 mi', sqlOf('NEARBY_SQL'), [
      b0.latitude - nLat, b0.latitude + nLat, b0.longitude - nLng, b0.longitude + nLng, 200, b0.latitude, b0.longitude, b0.customerId,
    ]);
    // Booking creation at the same place (scripts/bench-booking.ts): plain (open board) beside instant matching.
    const bookingKeys = BOOKING_KEYS.filter((k) => matchKeys.includes(k));
    if (bookingKeys.length) {
      const { rows: at } = await client.query<{ city: string; serviceId: number; timeZone: string | null }>(
        `SELECT b.city, b."serviceId", (SELECT cp."timeZone" FROM "CleanerProfile" cp WHERE cp."homeZipCode" = b."zipCode" LIMIT 1) AS "timeZone" FROM "Booking" b WHERE b.id = $1`,
        [target.id],
      );
      const place = { graphqlUrl: `${base}/graphql`, token, zipCode: target.zipCode, city: at[0]!.city, serviceId: at[0]!.serviceId, timeZone: at[0]!.timeZone ?? 'America/New_York' };
      const booked = await benchBookings(place, bookingKeys, rounds, duration, databaseUrl);
      bookingTable = booked.table;
      if (booked.failed) failed = true;
    }
    await client.end();
  }

  // The booking-request parser: p95 of one parse at a time over the phrasings of
  // tests/fixtures/parse-phrasings.json, each request the next sentence; product beside the raw
  // reference running the same rules (scripts/bench-raw.ts /parse). Target: p95 <= 50 ms.
  const parseResults = new Map<string, { name: string; product: LatencyRun[]; raw: LatencyRun[]; ratios: number[]; same: boolean | null }>();
  const parseKeys = PARSE_KEYS.filter((k) => !only || only.includes(k));
  if (parseKeys.length) {
    const fixture = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/parse-phrasings.json'), 'utf8')) as { referenceTime: string; cases: { text: string }[] };
    const texts = fixture.cases.map((c) => c.text);
    const PARSE = `query($text: String!, $referenceTime: DateTime) { parseBookingRequest(text: $text, referenceTime: $referenceTime) {
      parsed { serviceId serviceName scheduledAt durationHours address city zipCode } missing confidence { serviceId serviceName scheduledAt durationHours address city zipCode } } }`;
    const cycle = (shape: (text: string) => unknown) => {
      let i = 0;
      return () => JSON.stringify(shape(texts[i++ % texts.length]!));
    };
    const gqlShape = (text: string) => ({ query: PARSE, variables: { text, referenceTime: fixture.referenceTime } });
    // As the demo customer: anonymous parses are rate-limited per address (60 a minute).
    const asCustomer = { ...jsonHeaders, authorization: `Bearer ${customerToken}` };
    const all: { key: string; name: string; product: LatencyTarget; raw: LatencyTarget; compare: boolean }[] = [
      {
        key: 'parse',
        name: `GraphQL parseBookingRequest, ${texts.length} phrasings in turn, as a customer`,
        product: { url: `${base}/graphql`, method: 'POST', headers: asCustomer, body: cycle(gqlShape) },
        raw: { url: `${rawBase}/parse`, method: 'POST', headers: jsonHeaders, body: cycle(gqlShape) },
        compare: true,
      },
      {
        key: 'parse-api',
        name: `POST /api/bookings/parse, ${texts.length} phrasings in turn, as a customer`,
        product: { url: `${base}/api/bookings/parse`, method: 'POST', headers: asCustomer, body: cycle((text) => ({ text, referenceTime: fixture.referenceTime })) },
        raw: { url: `${rawBase}/parse`, method: 'POST', headers: jsonHeaders, body: cycle(gqlShape) },
        compare: false,
      },
    ];
    for (const m of all.filter((x) => parseKeys.includes(x.key))) {
      let same: boolean | null = null;
      if (m.compare) {
        const body = JSON.stringify(gqlShape(texts[0]!));
        const [p, r] = await Promise.all([m.product, m.raw].map(async (t) => (await fetch(t.url, { method: 'POST', headers: t.headers, body })).json()));
        same = isDeepStrictEqual(p, r);
        if (!same) console.error(`${m.name}: product and raw answer differently (timed anyway)\nproduct: ${JSON.stringify(p)}\nraw:     ${JSON.stringify(r)}`);
      }
      const r = { name: m.name, product: [] as LatencyRun[], raw: [] as LatencyRun[], ratios: [] as number[], same };
      parseResults.set(m.key, r);
      await latency(m.product, 2, 1);
      await latency(m.raw, 2, 1);
      for (let round = 1; round <= rounds; round++) {
        const product = await latency(m.product, duration, 1);
        const raw = await latency(m.raw, duration, 1);
        r.product.push(product);
        r.raw.push(raw);
        r.ratios.push(product.p95 / raw.p95);
        if (product.errors || raw.errors) failed = true;
        console.log(
          `round ${round}  ${m.name.padEnd(72)} product p95 ${product.p95.toFixed(1)} ms (p50 ${product.p50.toFixed(1)}, ${fmt(product.rps)} req/s)  raw p95 ${raw.p95.toFixed(1)} ms (p50 ${raw.p50.toFixed(1)})  p95 product/raw ${(product.p95 / raw.p95).toFixed(2)}x${product.errors || raw.errors ? `  ERRORS product ${product.errors} raw ${raw.errors}` : ''}`,
        );
      }
    }
  }

  // 50 concurrent accepts of overlapping open jobs by one cleaner.
  interface AcceptRound {
    accepted: number;
    conflicts: number;
    other: number[];
    p50: number;
    p95: number;
    max: number;
    /** p95 of the same burst on the raw reference (node:http + pg, the same UPDATE), ms. */
    rawP95: number;
    /** Wall time from the first request sent to the last answer read, ms. */
    burstMs: number;
    /** CPU the product used meanwhile (all its threads), ms; null when unknown. When it is close to burstMs the burst is CPU-bound in Node. */
    serverCpuMs: number | null;
  }
  const acceptRounds: AcceptRound[] = [];
  if (acceptCount > 0 && (!only || only.includes('accepts'))) {
    const booker = await login('emma.davis@demo.test');
    const cleaner = await login('cleaner@demo.test');
    const percentile = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
    };
    // Creates `n` open jobs in San Francisco starting one minute apart, 2 hours each: every pair overlaps.
    const createJobs = async (n: number, day: number): Promise<string[]> => {
      const start = new Date(Date.now() + day * 86_400_000);
      start.setUTCHours(3, 0, 0, 0);
      const ids: string[] = [];
      for (let i = 0; i < n; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, n - i) }, (_, k) =>
            call(
              'POST',
              `${base}/api/bookings`,
              {
                serviceId: 1,
                scheduledAt: new Date(start.getTime() + (i + k) * 60_000).toISOString(),
                durationHours: 2,
                address: '1 Bench St',
                city: 'San Francisco',
                zipCode: '94110',
              },
              booker,
            ),
          ),
        );
        for (const res of batch) {
          if (res.status !== 201) throw new Error(`creating a job: ${res.status} ${JSON.stringify(res.body)}`);
          ids.push(res.body.booking.id as string);
        }
      }
      return ids;
    };
    const cancelAll = async (ids: string[]) => {
      for (let i = 0; i < ids.length; i += 10) {
        await Promise.all(ids.slice(i, i + 10).map((id) => call('PUT', `${base}/api/bookings/${id}/status`, { status: 'cancelled', reason: 'benchmark' }, booker)));
      }
    };
    // One uncounted warm-up round, then the measured ones; a random far day keeps runs apart.
    const firstDay = 30 + crypto.randomInt(100);
    for (let round = 0; round <= rounds; round++) {
      const ids = await createJobs(acceptCount, firstDay + round);
      const cpuBefore = cpuMicros(productChild);
      const burstStart = performance.now();
      const outcomes = await Promise.all(
        ids.map(async (id) => {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/bookings/${id}/accept`, { method: 'POST', headers: { authorization: `Bearer ${cleaner}` } });
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - t0 };
        }),
      );
      const burstMs = performance.now() - burstStart;
      const cpuAfter = cpuMicros(productChild);
      await cancelAll(ids);
      // The same burst on the raw reference (same token check, session read and UPDATE), on fresh jobs.
      const rawIds = await createJobs(acceptCount, firstDay + rounds + 1 + round);
      const rawOutcomes = await Promise.all(
        rawIds.map(async (id) => {
          const t0 = performance.now();
          const res = await fetch(`${rawBase}/accept/${id}`, { method: 'POST', headers: { authorization: `Bearer ${cleaner}` } });
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - t0 };
        }),
      );
      await cancelAll(rawIds);
      const rawAccepted = rawOutcomes.filter((o) => o.status === 200).length;
      if (rawAccepted !== 1 || rawOutcomes.some((o) => o.status !== 200 && o.status !== 409)) {
        throw new Error(`raw accepts: ${rawOutcomes.map((o) => o.status).join(',')}`);
      }
      if (round === 0) continue;
      const ms = outcomes.map((o) => o.ms);
      const r: AcceptRound = {
        accepted: outcomes.filter((o) => o.status === 200).length,
        conflicts: outcomes.filter((o) => o.status === 409).length,
        other: outcomes.filter((o) => o.status !== 200 && o.status !== 409).map((o) => o.status),
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        max: Math.max(...ms),
        burstMs,
        rawP95: percentile(rawOutcomes.map((o) => o.ms), 95),
        serverCpuMs: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / 1000 : null,
      };
      acceptRounds.push(r);
      if (r.accepted !== 1 || r.other.length) failed = true;
      console.log(
        `round ${round}  ${acceptCount} concurrent accepts of overlapping jobs: accepted ${r.accepted}, 409 ${r.conflicts}${r.other.length ? `, other ${r.other.join(',')}` : ''}  p50 ${r.p50.toFixed(0)} ms  p95 ${r.p95.toFixed(0)} ms  max ${r.max.toFixed(0)} ms  (burst ${r.burstMs.toFixed(0)} ms, product CPU ${r.serverCpuMs?.toFixed(0) ?? '?'} ms)  raw p95 ${r.rawP95.toFixed(0)} ms`,
      );
    }
  }

  await stopAll();

  if (scenarios.length) console.log(
    `\nMedians over ${rounds} rounds. product/raw: requests per second of the product over the raw reference (scripts/bench-raw.ts), ` +
      'run by run; server CPU/request: CPU time of each server process per request, and raw/product of it (1.0x = as cheap as raw; the database server is not counted):\n',
  );
  if (scenarios.length || acceptRounds.length) {
    console.log('| scenario | product req/s (p99) | raw req/s (p99) | product/raw | server CPU/request: product, raw (raw/product) |');
    console.log('|---|---|---|---|---|');
  }
  for (const s of scenarios) {
    const r = results.get(s.key)!;
    const cpu = (runs: Run[]) => (runs.every((x) => x.cpuUs !== null) ? median(runs.map((x) => x.cpuUs!)) : null);
    console.log(
      `| ${s.name} | ${fmt(median(r.product.map((x) => x.rps)))} (${median(r.product.map((x) => x.p99))} ms) | ${fmt(median(r.raw.map((x) => x.rps)))} (${median(r.raw.map((x) => x.p99))} ms) | **${median(r.ratios).toFixed(2)}x** | ${cpuText(cpu(r.product))}, ${cpuText(cpu(r.raw))}${r.cpuRatios.length ? ` (${median(r.cpuRatios).toFixed(2)}x)` : ''} |`,
    );
  }
  if (acceptRounds.length) {
    const all = acceptRounds.every((r) => r.accepted === 1 && !r.other.length);
    console.log(
      `| ${acceptCount} concurrent accepts of overlapping jobs, one cleaner | ${all ? 'exactly 1 accepted in every round' : 'NOT exactly 1 accepted'}; p95 ${median(acceptRounds.map((r) => r.p95)).toFixed(0)} ms (p50 ${median(acceptRounds.map((r) => r.p50)).toFixed(0)} ms) | raw p95 ${median(acceptRounds.map((r) => r.rawP95)).toFixed(0)} ms | | |`,
    );
  }
  if (matchResults.size) {
    console.log(`\nMatching at scale: medians over ${rounds} rounds of ${duration} s, ${matchConnections} request(s) in flight; product/raw = ratio of the p95s:\n`);
    console.log('| scenario | product p95 (p50) | target | raw p95 (p50) | product/raw p95 | same answer |');
    console.log('|---|---|---|---|---|---|');
    for (const r of matchResults.values()) {
      const p95 = median(r.product.map((x) => x.p95));
      console.log(
        `| ${r.name} | **${p95.toFixed(1)} ms** (${median(r.product.map((x) => x.p50)).toFixed(1)} ms) | <= ${r.target} ms ${p95 <= r.target ? 'met' : 'MISSED'} | ${median(r.raw.map((x) => x.p95)).toFixed(1)} ms (${median(r.raw.map((x) => x.p50)).toFixed(1)} ms) | ${median(r.ratios).toFixed(2)}x | ${r.same === null ? 'not compared (REST shape)' : r.same ? 'yes' : 'NO'} |`,
      );
    }
    if (bookingTable) console.log(`\nBooking creation at scale (scripts/bench-booking.ts): medians over ${rounds} rounds of ${duration} s, 1 request in flight:\n\n${bookingTable}`);
    console.log(`\nQuery plans (EXPLAIN ANALYZE of the raw reference's statements, the product's conditions):${explainText}`);
  }
  if (parseResults.size) {
    console.log(`\nBooking-request parser: medians over ${rounds} rounds of ${duration} s, 1 request in flight; product/raw = ratio of the p95s:\n`);
    console.log('| scenario | product p95 (p50) | target | raw p95 (p50) | product/raw p95 | same answer |');
    console.log('|---|---|---|---|---|---|');
    for (const r of parseResults.values()) {
      const p95 = median(r.product.map((x) => x.p95));
      console.log(
        `| ${r.name} | **${p95.toFixed(1)} ms** (${median(r.product.map((x) => x.p50)).toFixed(1)} ms) | <= ${PARSE_TARGET_MS} ms ${p95 <= PARSE_TARGET_MS ? 'met' : 'MISSED'} | ${median(r.raw.map((x) => x.p95)).toFixed(1)} ms (${median(r.raw.map((x) => x.p50)).toFixed(1)} ms) | ${median(r.ratios).toFixed(2)}x | ${r.same === null ? 'not compared (REST shape)' : r.same ? 'yes' : 'NO'} |`,
      );
    }
  }
  if (cpuProfDir) console.log(`\nCPU profile of the product in ${cpuProfDir} (npx tsx scripts/bench-profile.ts ${cpuProfDir}/<file>.cpuprofile)`);
  if (failed) console.error('\nFAILED: errors during a run, or an accept round did not end with exactly one accepted job');
  return !failed;
}

const ok = await main().catch((error: unknown) => {
  console.error(error);
  return false;
});
await stopAll();
if (!ok) process.exit(1);
