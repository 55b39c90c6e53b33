/**
 * Throughput benchmark of the hot read paths, against a server you started (`npm start`):
 *   npm run bench                 # http://127.0.0.1:4000, 10 s per scenario, 20 connections
 *   BENCH_URL=... BENCH_SECONDS=30 npm run bench
 * Prints requests/s and latency percentiles (ms) per scenario. Loopback only.
 */
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function login(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo123!' }),
  });
  const body = (await res.json()) as { tokens: { accessToken: string } };
  return body.tokens.accessToken;
}

const token = await login('customer@demo.test');
const gql = (query: string) => JSON.stringify({ query });

const scenarios: { name: string; opts: autocannon.Options }[] = [
  { name: 'GET /api/services (20 popular)', opts: { url: `${base}/api/services` } },
  { name: 'GET /api/services?search=clean', opts: { url: `${base}/api/services?search=clean` } },
  {
    name: 'GraphQL services { id name memberPriceCents }',
    opts: { url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: gql('{ services { id name memberPriceCents } }') },
  },
  {
    name: 'GraphQL bookings (customer, signed in)',
    opts: {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: gql('{ bookings { total items { id status totalCents service { name } } } }'),
    },
  },
];

for (const s of scenarios) {
  const result = await autocannon({ ...s.opts, duration, connections });
  console.log(
    `${s.name.padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
  );
}
