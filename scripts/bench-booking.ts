/**
 * Booking creation at scale (issue 31 "Proof"; docs/decisions/0046), run by `npm run bench --
 * --scale` beside the matching scenarios (keys `booking-open` and `booking-instant`): p95 latency
 * of GraphQL `createBooking`, one request at a time, as the scale customer of the benchmark's
 * booking, at its zip code (the place with the most cleaners around):
 *
 * - **plain booking (open board)**: no cleaner, no `matching`: the row, then the suited cleaners
 *   told;
 * - **booking with instant matching** (`matching: best`): the instant attempt (the eligible
 *   cleaners whose instant rules the job meets, ranked, then the accept under the cleaner's lock in
 *   the booking's transaction), and when nobody instant fits, the first wave. The scale seed gives
 *   25 % of its cleaners instant rules (scripts/seed-scale.ts SCALE_INSTANT_SHARE).
 *
 * Each request is a new booking (its own address and start: weekdays 3 to 40 days ahead, 10:00 to
 * 13:30 local time in half hours, so that the instant rules' notice holds and the slots spread),
 * so the duplicate rule never answers instead. The bookings are removed afterwards (address
 * `N Bench … St`). How each instant-matching booking went (`matching.mode`) is counted, so the
 * figure says how often the instant path confirmed.
 */
import pg from 'pg';

export const BOOKING_KEYS = ['booking-open', 'booking-instant'] as const;

/** Address suffix of the benchmark's bookings (removed before and after). */
const ADDRESS_LIKE = '% Bench % St';

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on MutationCreateBookingSuccess { data { id status matching { mode askedCount } } } ... on Error { message } } }`;

export interface BookingRun {
  p50: number;
  p95: number;
  count: number;
  errors: number;
  modes: Record<string, number>;
}

export interface BookingPlace {
  graphqlUrl: string;
  token: string;
  zipCode: string;
  city: string;
  serviceId: number;
  timeZone: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** UTC instant of local `hour`:`minute` on the local date `daysAhead` days from now in `timeZone`. */
function localStart(timeZone: string, daysAhead: number, hour: number, minute: number): Date {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  // The zone's offset at that instant (formatted back), applied once: exact away from DST switches.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asLocal = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (asLocal - guess));
}

/** The n-th start: weekdays 3 to 40 days ahead, 10:00 to 13:30 local in half hours. */
function nthStart(timeZone: string, n: number): Date {
  const slots = 8;
  const weekdays: number[] = [];
  for (let d = 3; d <= 40; d += 1) {
    const wd = new Date(Date.now() + d * 86_400_000).getUTCDay();
    if (wd !== 0 && wd !== 6) weekdays.push(d);
  }
  const day = weekdays[Math.floor(n / slots) % weekdays.length]!;
  const slot = n % slots;
  return localStart(timeZone, day, 10 + Math.floor(slot / 2), (slot % 2) * 30);
}

let counter = 0;

/** Creates bookings one at a time for `seconds` and times them. */
async function run(place: BookingPlace, instant: boolean, seconds: number): Promise<BookingRun> {
  const times: number[] = [];
  const modes: Record<string, number> = {};
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const n = counter++;
    const input = {
      serviceId: place.serviceId,
      scheduledAt: nthStart(place.timeZone, n).toISOString(),
      durationHours: 2,
      address: `${n + 1} Bench ${instant ? 'Instant' : 'Open'} St`,
      city: place.city,
      zipCode: place.zipCode,
      ...(instant ? { matching: 'best' } : {}),
    };
    const t0 = performance.now();
    const res = await fetch(place.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${place.token}` },
      body: JSON.stringify({ query: CREATE, variables: { input } }),
    });
    const body = (await res.json()) as { data?: { createBooking?: { __typename: string; data?: { matching: { mode: string } } } }; errors?: unknown };
    times.push(performance.now() - t0);
    const made = body.data?.createBooking;
    if (res.status !== 200 || body.errors || made?.__typename !== 'MutationCreateBookingSuccess') errors += 1;
    else modes[made.data!.matching.mode] = (modes[made.data!.matching.mode] ?? 0) + 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), count: times.length, errors, modes };
}

/** Removes the benchmark's bookings (and what hangs on them) from the database. */
export async function removeBenchBookings(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "Booking" WHERE address LIKE $1`, [ADDRESS_LIKE]);
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await client.query(`DELETE FROM pgboss.job WHERE data->>'bookingId' = ANY($1::text[])`, [ids]).catch(() => undefined);
      await client.query(`DELETE FROM "Payment" WHERE "bookingId" = ANY($1::text[])`, [ids]);
      await client.query(`DELETE FROM "Booking" WHERE id = ANY($1::text[])`, [ids]);
    }
    return ids.length;
  } finally {
    await client.end();
  }
}

/**
 * Runs the two scenarios in alternation, `rounds` times `seconds` each (after a 2-second warm-up
 * of each), and returns the markdown table: medians over rounds, p95 instant/plain.
 */
export async function benchBookings(place: BookingPlace, keys: readonly string[], rounds: number, seconds: number, databaseUrl: string): Promise<{ table: string; failed: boolean }> {
  await removeBenchBookings(databaseUrl);
  const scenarios = [
    { key: 'booking-open', name: `GraphQL createBooking, plain booking (open board), zip ${place.zipCode}`, instant: false },
    { key: 'booking-instant', name: `GraphQL createBooking with instant matching (matching: best), zip ${place.zipCode}`, instant: true },
  ].filter((s) => keys.includes(s.key));
  const runs = new Map<string, BookingRun[]>(scenarios.map((s) => [s.key, []]));
  for (const s of scenarios) await run(place, s.instant, 2);
  for (let round = 1; round <= rounds; round += 1) {
    for (const s of scenarios) {
      const r = await run(place, s.instant, seconds);
      runs.get(s.key)!.push(r);
      console.log(`round ${round}  ${s.name.padEnd(72)} p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)}, ${r.count} bookings, modes ${JSON.stringify(r.modes)})${r.errors ? `  ERRORS ${r.errors}` : ''}`);
    }
  }
  const removed = await removeBenchBookings(databaseUrl);
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const p95Of = (key: string) => median((runs.get(key) ?? []).map((r) => r.p95));
  const plain = runs.has('booking-open') ? p95Of('booking-open') : null;
  const lines = ['| scenario | p95 (p50) | bookings | how they were matched | vs plain p95 |', '|---|---|---|---|---|'];
  let failed = false;
  for (const s of scenarios) {
    const rs = runs.get(s.key)!;
    const modes: Record<string, number> = {};
    for (const r of rs) for (const [m, n] of Object.entries(r.modes)) modes[m] = (modes[m] ?? 0) + n;
    const errors = rs.reduce((a, r) => a + r.errors, 0);
    if (errors) failed = true;
    const p95 = p95Of(s.key);
    const ratio = plain && s.key !== 'booking-open' ? `${(p95 / plain).toFixed(2)}x (target <= 2x: ${p95 <= 2 * plain ? 'met' : 'MISSED'})` : '';
    if (ratio.includes('MISSED')) failed = true;
    lines.push(
      `| ${s.name} | **${p95.toFixed(1)} ms** (${median(rs.map((r) => r.p50)).toFixed(1)} ms) | ${rs.reduce((a, r) => a + r.count, 0)}${errors ? ` (${errors} errors)` : ''} | ${Object.entries(modes).map(([m, n]) => `${m} ${n}`).join(', ')} | ${ratio} |`,
    );
  }
  lines.push('', `(${removed} benchmark bookings removed afterwards.)`);
  return { table: lines.join('\n'), failed };
}
