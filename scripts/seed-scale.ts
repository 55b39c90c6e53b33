/**
 * The large, realistic dataset (docs/decisions/0027): what the matching benchmarks run on,
 * and what analysts see in GraphiQL and the admin charts. The small demo seed stays the default;
 * this one is added on top of it, on the configured database (DATABASE_URL, or the embedded one
 * under DATA_DIR), which it migrates (and seeds with the demo data when empty) first.
 *
 *   npm run seed:scale                 # removes earlier scale rows, then generates them again
 *   npm run seed:scale -- --if-missing # does nothing when the scale data is already there
 *   npm run seed:scale -- --clean      # only removes the scale rows
 *
 * What it writes (every account's email ends in `@scale.example`, which is how a second run finds
 * and removes the first run's rows; all share the demo password `Demo123!`):
 * - 10,000 approved, active cleaners spread over 1,000 real US zip codes of 27 metro areas (zip
 *   centroids and time zones from lib/geo.ts `zipPoint`), clustered toward each metro's
 *   centre, each with a home zip, a service radius of 10 to 40 miles, specialties and offered
 *   services, a connected payout account, and weekly hours (85% of them) in the zip's time zone;
 * - 30,000 customers living at those zip codes;
 * - 100,000 bookings from 330 days ago to 35 days ahead (more of them recently), each with the zip
 *   centroid as latitude/longitude and priced from the catalogue (regular rate; integer cents).
 *   Past ones are completed (paid, 2% partly refunded, paid out after the 24 h hold, 65% reviewed
 *   with ratings around each cleaner's own quality, so ratingAverage/ratingCount are consistent)
 *   or cancelled (by the customer; refunded in full or half when they had paid). Future ones are
 *   confirmed or pending on the open board. A cleaner's jobs never overlap (two slots a day inside
 *   their weekly hours), so the exclusion constraint holds;
 * - instant booking on for SCALE_INSTANT_SHARE (25 %) of the cleaners (InstantBookRule: every
 *   offered service, 5/10/15 miles at most their radius, 2/4/12/24 h notice, 1 to 3 a day);
 * - BookingOffer rows: "Best available" and chosen-cleaner bookings asked cleaners one at a time,
 *   each cleaner answering with its own acceptance rate (declined, expired, then accepted), so
 *   reliability has data; customers rebook cleaners they had, and some mark them favourites.
 *
 * Rows are generated in memory with a seeded random generator (the same data every run, relative
 * to today) and written in chunks of a few thousand rows per statement (`json_to_recordset` of one
 * JSON parameter), so the whole run takes a few minutes on PostgreSQL.
 *
 * Environment: DATABASE_URL / DATA_DIR as for the server; SCALE_CLEANERS (10000),
 * SCALE_CUSTOMERS (30000), SCALE_BOOKINGS (100000), SCALE_ZIPS (1000) to try smaller sizes;
 * SCALE_INSTANT_SHARE (0.25) the share of cleaners with instant booking on.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { hash, type Algorithm } from '@node-rs/argon2';
import { database } from '../server/src/db.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedIfEmpty } from '../server/src/db/seed.js';
import type { RawDatabase } from '../server/src/db/database.js';
import { zipPoint, milesBetween, type ZipPoint } from '../server/src/lib/geo.js';
import { DEMO_PASSWORD } from '../prisma/seed/demo.js';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { radius(zip: string, miles: number): string[] };

/** Email domain of every scale account. */
export const SCALE_DOMAIN = 'scale.example';

const CLEANERS = Number(process.env.SCALE_CLEANERS ?? 10_000);
const CUSTOMERS = Number(process.env.SCALE_CUSTOMERS ?? 30_000);
const BOOKINGS = Number(process.env.SCALE_BOOKINGS ?? 100_000);
const ZIPS = Number(process.env.SCALE_ZIPS ?? 1_000);
/** Share of the cleaners with instant booking on (docs/decisions/0046). */
const INSTANT_SHARE = Number(process.env.SCALE_INSTANT_SHARE ?? 0.25);
const FIRST_DAY = -330;
const LAST_DAY = 35;
const CHUNK = 4_000;
const FEE_PERCENT = 20;
const HOLD_HOURS = 24;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so spelled as its value). */
const ARGON2ID: Algorithm.Argon2id = 2;

/** Metro areas: a central zip code and a relative size (share of zips, cleaners and customers). */
const METROS: ReadonlyArray<{ name: string; zip: string; weight: number }> = [
  { name: 'New York', zip: '10001', weight: 9 },
  { name: 'Los Angeles', zip: '90012', weight: 8 },
  { name: 'Chicago', zip: '60602', weight: 6 },
  { name: 'Houston', zip: '77002', weight: 5 },
  { name: 'Dallas', zip: '75201', weight: 5 },
  { name: 'Washington', zip: '20001', weight: 4.5 },
  { name: 'Philadelphia', zip: '19103', weight: 4 },
  { name: 'Miami', zip: '33130', weight: 4 },
  { name: 'Atlanta', zip: '30303', weight: 4 },
  { name: 'Boston', zip: '02108', weight: 4 },
  { name: 'Phoenix', zip: '85004', weight: 4 },
  { name: 'San Francisco', zip: '94110', weight: 4 },
  { name: 'Seattle', zip: '98101', weight: 3.5 },
  { name: 'Detroit', zip: '48226', weight: 3 },
  { name: 'Minneapolis', zip: '55401', weight: 3 },
  { name: 'San Diego', zip: '92101', weight: 3 },
  { name: 'Denver', zip: '80202', weight: 3 },
  { name: 'Austin', zip: '78701', weight: 2.5 },
  { name: 'Portland', zip: '97204', weight: 2.5 },
  { name: 'Charlotte', zip: '28202', weight: 2.5 },
  { name: 'Las Vegas', zip: '89101', weight: 2.5 },
  { name: 'Nashville', zip: '37203', weight: 2 },
  { name: 'San Antonio', zip: '78205', weight: 2 },
  { name: 'Columbus', zip: '43215', weight: 2 },
  { name: 'Kansas City', zip: '64105', weight: 2 },
  { name: 'Salt Lake City', zip: '84101', weight: 1.5 },
  { name: 'Raleigh', zip: '27601', weight: 1.5 },
];

const FIRST_NAMES = ['Maria', 'James', 'Sofia', 'Daniel', 'Aisha', 'Luis', 'Emily', 'Chen', 'Olivia', 'Marcus', 'Priya', 'Noah', 'Grace', 'Diego', 'Hannah', 'Samuel', 'Fatima', 'Ethan', 'Mei', 'Carlos', 'Zoe', 'Andre', 'Leah', 'Omar', 'Chloe', 'Victor', 'Nadia', 'Isaac', 'Rosa', 'Kevin', 'Amara', 'Tomás', 'Julia', 'Ivan', 'Layla', 'Ben', 'Yuki', 'Gabriel', 'Elena', 'Malik'];
const LAST_NAMES = ['Garcia', 'Smith', 'Nguyen', 'Johnson', 'Martinez', 'Brown', 'Lee', 'Davis', 'Lopez', 'Wilson', 'Kim', 'Anderson', 'Patel', 'Thomas', 'Hernandez', 'Moore', 'Chen', 'Jackson', 'Rivera', 'White', 'Khan', 'Harris', 'Cohen', 'Clark', 'Okafor', 'Lewis', 'Silva', 'Walker', 'Novak', 'Hall', 'Rossi', 'Young', 'Singh', 'King', 'Murphy', 'Wright', 'Torres', 'Scott', 'Ali', 'Green'];
const STREETS = ['Oak', 'Maple', 'Pine', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Main', 'Sunset', 'River', 'Highland', 'Church', 'Mill', 'Spring', 'Valley', 'Forest', 'Lincoln', 'Jackson'];
const COMMENTS: Record<number, string[]> = {
  5: ['Spotless, as always.', 'Wonderful job, thank you!', 'On time and thorough.', 'The best clean we have had.', 'Great attention to detail.'],
  4: ['Very good work.', 'Good clean, a few spots missed.', 'Friendly and efficient.', 'Would book again.'],
  3: ['Okay, nothing special.', 'Arrived late but did the job.', 'Average clean.'],
  2: ['Missed several rooms.', 'Rushed the job.'],
  1: ['Did not finish the job.', 'Very disappointing.'],
};
const DECLINE_REASONS = ['Not available at that time', 'Too far for me', 'Fully booked that day', 'Not my kind of job'];
const CANCEL_REASONS = ['Plans changed', 'Found another time', 'Travelling', 'No longer needed', 'Booked by mistake'];

// ---------------------------------------------------------------------------------------------
// Seeded random numbers (mulberry32): the same data on every run.
let seedState = 0x5ca1ab1e;
function random(): number {
  seedState = (seedState + 0x6d2b79f5) | 0;
  let t = seedState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const chance = (p: number) => random() < p;
function normal(mean: number, sd: number): number {
  const u = Math.max(1e-12, random());
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
/** Picks an index with probability proportional to `weights` (cumulative array given). */
function pickWeighted(cumulative: readonly number[]): number {
  const x = random() * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function cumulate(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
const uuid = () => crypto.randomUUID();

// ---------------------------------------------------------------------------------------------
// Time zones: a local wall-clock time in an IANA zone to a UTC instant.
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
/** Offset of `timeZone` from UTC at the instant `utcMs`, in minutes (e.g. -420 for PDT). */
function offsetMinutes(timeZone: string, utcMs: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((asUtc - Math.floor(utcMs / MINUTE) * MINUTE) / MINUTE);
}
/** The UTC instant of `minutes` after local midnight of calendar day `dayUtcMs` (00:00 UTC of that date) in `timeZone`. */
function localToUtc(timeZone: string, dayUtcMs: number, minutes: number): Date {
  const key = `${timeZone}|${dayUtcMs}`;
  let off = offsets.get(key);
  if (off === undefined) {
    off = offsetMinutes(timeZone, dayUtcMs + 12 * HOUR);
    offsets.set(key, off);
  }
  return new Date(dayUtcMs + (minutes - off) * MINUTE);
}

// ---------------------------------------------------------------------------------------------
// Writing rows: one INSERT ... SELECT FROM json_to_recordset($1) per chunk.
type Columns = ReadonlyArray<readonly [name: string, sqlType: string]>;
async function insertRows(raw: RawDatabase, table: string, columns: Columns, rows: ReadonlyArray<Record<string, unknown>>, label = table): Promise<void> {
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  const defs = columns.map(([n, t]) => `"${n}" ${t}`).join(', ');
  const sql = `INSERT INTO "${table}" (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS t(${defs})`;
  const started = Date.now();
  for (let i = 0; i < rows.length; i += CHUNK) {
    await raw.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
  log(`  ${label}: ${rows.length.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const t0 = Date.now();
function log(line: string): void {
  console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
}

/**
 * Removes every scale account and everything that points at one (bookings, payments, reviews, ...).
 * Deleting a user makes PostgreSQL look for rows referring to it in every referencing column;
 * Review."authorId" has no index, so the transaction builds one for the removal and drops it again
 * (without it, 40,000 users would each scan every review).
 */
export async function removeScaleData(raw: RawDatabase): Promise<void> {
  await raw.execScript(`
    CREATE INDEX "scale_removal_review_author" ON "Review" ("authorId");
    CREATE INDEX "scale_removal_event_actor" ON "BookingEvent" ("actorId");
    CREATE INDEX "scale_removal_decline_cleaner" ON "BookingDecline" ("cleanerId");
    CREATE TEMP TABLE scale_users ON COMMIT DROP AS SELECT id FROM "User" WHERE email LIKE '%@${SCALE_DOMAIN}';
    CREATE TEMP TABLE scale_bookings ON COMMIT DROP AS
      SELECT id FROM "Booking" WHERE "customerId" IN (SELECT id FROM scale_users) OR "cleanerId" IN (SELECT id FROM scale_users);
    DELETE FROM "Payment" WHERE "bookingId" IN (SELECT id FROM scale_bookings)
      OR "customerId" IN (SELECT id FROM scale_users) OR "cleanerId" IN (SELECT id FROM scale_users);
    DELETE FROM "Payout" WHERE "bookingId" IN (SELECT id FROM scale_bookings) OR "cleanerId" IN (SELECT id FROM scale_users);
    DELETE FROM "Review" WHERE "bookingId" IN (SELECT id FROM scale_bookings)
      OR "authorId" IN (SELECT id FROM scale_users) OR "cleanerId" IN (SELECT id FROM scale_users);
    DELETE FROM "Booking" WHERE id IN (SELECT id FROM scale_bookings);
    DELETE FROM "User" WHERE id IN (SELECT id FROM scale_users);
    DELETE FROM "GatewayPaymentIntent" WHERE id LIKE 'pi_scale_%';
    DELETE FROM "GatewayRefund" WHERE id LIKE 're_scale_%';
    DELETE FROM "GatewayTransfer" WHERE id LIKE 'tr_scale_%';
    DELETE FROM "GatewayAccount" WHERE id LIKE 'acct_scale_%';
    DROP INDEX "scale_removal_review_author";
    DROP INDEX "scale_removal_event_actor";
    DROP INDEX "scale_removal_decline_cleaner";
  `);
}

/** Number of scale cleaners in the database. */
export async function scaleCleanerCount(raw: RawDatabase): Promise<number> {
  const rows = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM "User" WHERE role = 'cleaner' AND email LIKE '%@${SCALE_DOMAIN}'`);
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------

interface Zip extends ZipPoint {
  metro: number;
  /** Distance from the metro's centre, miles. */
  fromCentre: number;
}
interface Cleaner {
  id: string;
  zip: Zip;
  radius: number;
  /** Services offered (null = every service). */
  offered: Set<number> | null;
  /** Local minute the working day starts (the hours end 10 h later). */
  dayStart: number;
  /** Weekdays worked (0 Sunday .. 6 Saturday). */
  weekdays: Set<number>;
  hasHours: boolean;
  /** Mean rating of their work, ~3.6 to 5. */
  quality: number;
  /** Probability of accepting a request. */
  acceptRate: number;
  /** How much work they get (relative). */
  activity: number;
  firstName: string;
  lastName: string;
}
interface Customer {
  id: string;
  zip: Zip;
  address: string;
  /** Cleaners who completed a job for them (indexes). */
  history: number[];
}
interface Svc {
  id: number;
  name: string;
  regularPriceCents: number;
  popularityRank: number;
}

async function generate(raw: RawDatabase): Promise<void> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const iso = (d: Date | number) => new Date(d).toISOString();

  // Zip codes: the nearest ones to each metro's centre, in proportion to its size.
  const totalWeight = METROS.reduce((s, m) => s + m.weight, 0);
  const zips: Zip[] = [];
  const seen = new Set<string>();
  METROS.forEach((m, metro) => {
    const centre = zipPoint(m.zip);
    if (!centre) throw new Error(`unknown metro zip ${m.zip}`);
    const want = metro === METROS.length - 1 ? ZIPS - zips.length : Math.round((ZIPS * m.weight) / totalWeight);
    const near = zipcodes
      .radius(m.zip, 40)
      .map((z) => zipPoint(z))
      .filter((p): p is ZipPoint => p !== null && !seen.has(p.zip))
      .map((p) => ({ ...p, metro, fromCentre: milesBetween(centre, p) }))
      .sort((a, b) => a.fromCentre - b.fromCentre || a.zip.localeCompare(b.zip))
      .slice(0, want);
    for (const z of near) {
      seen.add(z.zip);
      zips.push(z);
    }
  });
  if (zips.length < ZIPS) throw new Error(`only ${zips.length} zip codes found`);
  log(`${zips.length} zip codes in ${METROS.length} metro areas`);
  // Denser near the centre: weight 1 / (3 + miles from the centre), times the metro's size.
  const zipWeights = cumulate(zips.map((z) => METROS[z.metro]!.weight / (3 + z.fromCentre)));

  const services = await raw.query<Svc>(`SELECT id, name, "regularPriceCents", "popularityRank" FROM "Service" WHERE active ORDER BY id`);
  if (!services.length) throw new Error('no services: seed the catalogue first');
  const serviceWeights = cumulate(services.map((s) => 1 / Math.sqrt(s.popularityRank)));

  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID });
  const users: Record<string, unknown>[] = [];

  // Cleaners.
  const cleaners: Cleaner[] = [];
  const profiles: Record<string, unknown>[] = [];
  const hours: Record<string, unknown>[] = [];
  const accounts: Record<string, unknown>[] = [];
  for (let i = 0; i < CLEANERS; i++) {
    const zip = zips[pickWeighted(zipWeights)]!;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const everything = chance(0.3);
    const offered = everything ? null : new Set<number>();
    if (offered) {
      const n = int(5, 20);
      while (offered.size < n) offered.add(services[pickWeighted(serviceWeights)]!.id);
      offered.add(services[0]!.id); // everyone cleans houses
    }
    const offeredNames = offered ? services.filter((s) => offered.has(s.id)).map((s) => s.name) : services.slice(0, 10).map((s) => s.name);
    const specialties = [...new Set(Array.from({ length: int(1, 3) }, () => pick(offeredNames)))];
    const weekdays = new Set([1, 2, 3, 4, 5]);
    if (chance(0.5)) weekdays.add(6);
    if (chance(0.15)) weekdays.add(0);
    if (chance(0.2)) weekdays.delete(int(1, 5));
    const cleaner: Cleaner = {
      id: uuid(),
      zip,
      radius: int(10, 40),
      offered,
      dayStart: pick([420, 450, 480, 510, 540]),
      weekdays,
      hasHours: chance(0.85),
      quality: Math.min(5, Math.max(3.4, normal(4.55, 0.35))),
      acceptRate: Math.min(0.97, Math.max(0.25, normal(0.72, 0.18))),
      activity: Math.exp(normal(0, 0.8)),
      firstName,
      lastName,
    };
    cleaners.push(cleaner);
    const createdAt = today + int(-720, FIRST_DAY - 5) * DAY + int(0, 86_399) * 1000;
    users.push({
      id: cleaner.id,
      email: `cleaner.${String(i + 1).padStart(5, '0')}@${SCALE_DOMAIN}`,
      passwordHash,
      firstName,
      lastName,
      role: 'cleaner',
      emailVerifiedAt: iso(createdAt + HOUR),
      defaultCity: zip.city,
      defaultZipCode: zip.zip,
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt),
    });
    profiles.push({
      userId: cleaner.id,
      bio: `${firstName} cleans homes around ${zip.city}, ${zip.state}.`,
      city: zip.city,
      homeZipCode: zip.zip,
      homeLatitude: zip.latitude,
      homeLongitude: zip.longitude,
      serviceRadiusMiles: cleaner.radius,
      yearsExperience: int(0, 15),
      specialties,
      offeredServiceIds: offered ? [...offered].sort((a, b) => a - b) : [],
      timeZone: zip.timeZone,
      hoursSetAt: cleaner.hasHours ? iso(createdAt + DAY) : null,
      backgroundCheckStatus: 'approved',
      backgroundCheckedAt: iso(createdAt + 2 * DAY),
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt),
    });
    if (cleaner.hasHours) {
      for (const weekday of weekdays) hours.push({ cleanerId: cleaner.id, weekday, startMinute: cleaner.dayStart, endMinute: cleaner.dayStart + 600 });
    }
    accounts.push({ userId: cleaner.id, accountId: `acct_scale_${i + 1}`, payoutsEnabled: true, detailsSubmitted: true, createdAt: iso(createdAt + 2 * DAY), updatedAt: iso(createdAt + 2 * DAY) });
  }

  // Who covers each zip code (within the cleaner's radius), nearest first.
  const coverage = new Map<string, number[]>();
  const coverageWeights = new Map<string, number[]>();
  const byMetro = METROS.map(() => [] as number[]);
  cleaners.forEach((c, i) => byMetro[c.zip.metro]!.push(i));
  for (const z of zips) {
    const list = byMetro[z.metro]!.filter((i) => milesBetween(cleaners[i]!.zip, z) <= cleaners[i]!.radius);
    coverage.set(z.zip, list);
    // Busier and better cleaners get more of the work.
    coverageWeights.set(z.zip, cumulate(list.map((i) => cleaners[i]!.activity * (cleaners[i]!.quality - 3))));
  }

  // Customers, weighted by how often they book (a few book every week or two, most a few times).
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const zip = zips[pickWeighted(zipWeights)]!;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const customer: Customer = { id: uuid(), zip, address: `${int(1, 9999)} ${pick(STREETS)} St`, history: [] };
    customers.push(customer);
    const createdAt = today + int(-720, FIRST_DAY + 30) * DAY + int(0, 86_399) * 1000;
    users.push({
      id: customer.id,
      email: `customer.${String(i + 1).padStart(5, '0')}@${SCALE_DOMAIN}`,
      passwordHash,
      firstName,
      lastName,
      role: 'customer',
      emailVerifiedAt: iso(createdAt + HOUR),
      defaultAddress: customer.address,
      defaultCity: zip.city,
      defaultZipCode: zip.zip,
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt),
    });
  }
  const customerWeights = cumulate(customers.map(() => Math.exp(normal(0, 1))));
  log(`${cleaners.length} cleaners (${hours.length} weekly-hours windows), ${customers.length} customers`);

  // Bookings. Days weighted toward the present (the marketplace grows), fewer on Sundays.
  const days: number[] = [];
  const dayWeights: number[] = [];
  for (let d = FIRST_DAY; d <= LAST_DAY; d++) {
    if (d === 0) continue;
    const weekday = new Date(today + d * DAY).getUTCDay();
    days.push(d);
    dayWeights.push((0.55 + (0.45 * (d - FIRST_DAY)) / (LAST_DAY - FIRST_DAY)) * (weekday === 0 ? 0.4 : weekday === 6 ? 0.8 : 1) * (d > 0 ? 0.6 + 0.4 * (1 - d / LAST_DAY) : 1));
  }
  const dayCumulative = cumulate(dayWeights);
  /** Cleaner's occupied slots: `${cleaner}:${day}` → bit 0 morning, bit 1 afternoon. */
  const busy = new Map<string, number>();
  const durations = [120, 120, 150, 180, 180, 240];

  const bookings: Record<string, unknown>[] = [];
  const offers: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const payouts: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const favorites = new Map<string, Record<string, unknown>>();
  const duplicateKeys = new Set<string>();
  const reviewSums = new Map<number, { sum: number; n: number }>();
  let payCount = 0;
  const counts = { completed: 0, cancelled: 0, confirmed: 0, pending: 0, refunds: 0, payouts: 0, reviews: 0, offers: 0 };

  /** A free slot of `c` on `day` for `minutes`, or null: the job lies inside their hours. */
  function freeSlot(ci: number, day: number, minutes: number): { slot: number; start: Date } | null {
    const c = cleaners[ci]!;
    const dayMs = today + day * DAY;
    if (!c.weekdays.has(new Date(dayMs).getUTCDay())) return null;
    const mask = busy.get(`${ci}:${day}`) ?? 0;
    for (const slot of chance(0.5) ? [0, 1] : [1, 0]) {
      if (mask & (1 << slot)) continue;
      const startMinute = c.dayStart + slot * 300 + (minutes <= 180 ? pick([0, 30, 60]) : 0);
      if (startMinute + minutes > c.dayStart + 600) continue;
      return { slot, start: localToUtc(c.zip.timeZone, dayMs, startMinute) };
    }
    return null;
  }
  const take = (ci: number, day: number, slot: number) => busy.set(`${ci}:${day}`, (busy.get(`${ci}:${day}`) ?? 0) | (1 << slot));
  const offersService = (ci: number, serviceId: number) => cleaners[ci]!.offered?.has(serviceId) ?? true;

  let attempts = 0;
  while (bookings.length < BOOKINGS && attempts < BOOKINGS * 3) {
    attempts++;
    const customer = customers[pickWeighted(customerWeights)]!;
    const zip = chance(0.9) ? customer.zip : zips[pickWeighted(zipWeights)]!;
    const day = days[pickWeighted(dayCumulative)]!;
    const future = day > 0;
    const service = services[pickWeighted(serviceWeights)]!;
    const minutes = pick(durations);
    const dayMs = today + day * DAY;
    const covering = coverage.get(zip.zip)!;
    const id = uuid();
    const createdAt = Math.min(dayMs - int(1, 14) * DAY + int(0, 86_399) * 1000, now.getTime() - int(5, 600) * MINUTE);
    const matching = chance(0.35) ? 'best' : chance(0.25) ? 'chosen' : 'open';

    // Find the cleaner: a previous one (40% of the time when there is one), else among those covering
    // the place, busier and better ones more often. "best"/"chosen" ask one at a time (BookingOffer).
    const wantCleaner = future ? chance(0.68) : chance(0.93);
    let cleanerIndex: number | null = null;
    let start: Date | null = null;
    const asked: Array<{ ci: number; outcome: 'declined' | 'expired' | 'accepted' }> = [];
    if (wantCleaner && covering.length) {
      const candidates: number[] = [];
      const previous = customer.history.filter((ci) => offersService(ci, service.id) && milesBetween(cleaners[ci]!.zip, zip) <= cleaners[ci]!.radius);
      if (previous.length && chance(0.4)) candidates.push(pick(previous));
      const weights = coverageWeights.get(zip.zip)!;
      for (let k = 0; k < 12 && candidates.length < 7; k++) {
        const ci = covering[pickWeighted(weights)]!;
        if (offersService(ci, service.id)) candidates.push(ci);
      }
      for (const ci of [...new Set(candidates)]) {
        const free = freeSlot(ci, day, minutes);
        if (!free) continue;
        if (matching !== 'open' && asked.length < 4 && !chance(cleaners[ci]!.acceptRate)) {
          asked.push({ ci, outcome: chance(0.7) ? 'declined' : 'expired' });
          if (matching === 'chosen') break;
          continue;
        }
        cleanerIndex = ci;
        start = free.start;
        take(ci, day, free.slot);
        if (matching !== 'open') asked.push({ ci, outcome: 'accepted' });
        break;
      }
    }
    if (!start) start = localToUtc(zip.timeZone, dayMs, int(16, 30) * 30);
    const dupKey = `${customer.id}|${service.id}|${start.getTime()}|${zip.zip}`;
    // Past jobs ended at least an hour ago (a late local evening can end after UTC midnight).
    if (duplicateKeys.has(dupKey) || (!future && start.getTime() + (minutes + 60) * MINUTE > now.getTime())) continue;

    const cleaner = cleanerIndex === null ? null : cleaners[cleanerIndex]!;
    const rate = service.regularPriceCents;
    const total = Math.round((rate * minutes) / 60);
    const end = start.getTime() + minutes * MINUTE;
    let status: string;
    let paymentStatus = 'unpaid';
    let acceptedAt: string | null = null;
    let startedAt: string | null = null;
    let completedAt: string | null = null;
    let cancelledAt: string | null = null;
    let cancellationReason: string | null = null;
    let openedToBoardAt: string | null = null;

    // Offers: asked one at a time, 15 minutes each.
    let askedAt = createdAt + 2 * MINUTE;
    asked.forEach((a, k) => {
      const answered = a.outcome === 'expired' ? askedAt + 15 * MINUTE : askedAt + int(1, 14) * MINUTE;
      offers.push({
        id: uuid(),
        bookingId: id,
        cleanerId: cleaners[a.ci]!.id,
        rank: k + 1,
        score: matching === 'chosen' && k === 0 ? null : Math.round((0.9 - k * 0.05 - random() * 0.1) * 1000) / 1000,
        askedAt: iso(askedAt),
        expiresAt: iso(askedAt + 15 * MINUTE),
        answeredAt: iso(answered),
        outcome: a.outcome,
        reason: a.outcome === 'declined' ? pick(DECLINE_REASONS) : null,
      });
      askedAt = answered;
    });
    counts.offers += asked.length;
    if (cleaner) acceptedAt = iso(Math.min(askedAt + int(1, 60) * MINUTE, start.getTime() - HOUR));
    else if (matching !== 'open' && asked.length) openedToBoardAt = iso(askedAt);

    if (future) {
      status = cleaner ? 'confirmed' : 'pending';
      if (cleaner && chance(0.7)) paymentStatus = 'paid';
    } else if (cleaner && chance(0.9)) {
      status = 'completed';
      startedAt = iso(start.getTime() + int(-10, 10) * MINUTE);
      completedAt = iso(end + int(-15, 20) * MINUTE);
      paymentStatus = 'paid';
    } else {
      status = 'cancelled';
      cancellationReason = pick(CANCEL_REASONS);
      cancelledAt = iso(Math.min(createdAt + int(1, 72) * HOUR, start.getTime() - HOUR));
      if (cleaner && chance(0.7)) paymentStatus = 'paid';
      if (!cleaner) acceptedAt = null;
    }

    // Payments: the charge, then refunds, then the cleaner's payout after the hold.
    let paidCents = 0;
    let refundedCents = 0;
    if (paymentStatus === 'paid') {
      payCount++;
      const paymentId = uuid();
      const payAt = iso(createdAt + int(1, 10) * MINUTE);
      paidCents = total;
      payments.push({
        id: paymentId,
        bookingId: id,
        customerId: customer.id,
        cleanerId: null,
        kind: 'payment',
        amountCents: total,
        status: 'succeeded',
        gatewayId: `pi_scale_${payCount}`,
        refundOfId: null,
        reason: null,
        idempotencyKey: `booking:${id}:pi:1`,
        createdAt: payAt,
        updatedAt: payAt,
      });
      let refund = 0;
      let reason = '';
      let refundAt = 0;
      if (status === 'cancelled') {
        const full = start.getTime() - Date.parse(cancelledAt!) >= 24 * HOUR;
        refund = full ? total : Math.floor(total / 2);
        reason = full ? 'Cancelled 24 hours or more before the start: full refund' : 'Cancelled less than 24 hours before the start: half refunded';
        refundAt = Date.parse(cancelledAt!);
      } else if (status === 'completed' && chance(0.02)) {
        refund = Math.floor(total * pick([0.25, 0.5]));
        reason = 'Problem reported: part of the job was not done';
        refundAt = Date.parse(completedAt!) + int(2, 20) * HOUR;
      }
      if (refund > 0) {
        counts.refunds++;
        refundedCents = refund;
        payments.push({
          id: uuid(),
          bookingId: id,
          customerId: customer.id,
          cleanerId: null,
          kind: 'refund',
          amountCents: refund,
          status: 'succeeded',
          gatewayId: `re_scale_${payCount}`,
          refundOfId: paymentId,
          reason,
          idempotencyKey: `booking:${id}:refund:1`,
          createdAt: iso(refundAt),
          updatedAt: iso(refundAt),
        });
        paymentStatus = refund === total ? 'refunded' : 'partially_refunded';
      }
    }
    if (status === 'completed' && cleaner) {
      const releaseAt = Date.parse(completedAt!) + HOLD_HOURS * HOUR;
      const share = Math.max(0, Math.floor(((paidCents - refundedCents) * (100 - FEE_PERCENT)) / 100));
      const paid = releaseAt <= now.getTime() && share > 0;
      payouts.push({
        id: uuid(),
        bookingId: id,
        cleanerId: cleaner.id,
        status: paid ? 'paid' : share > 0 ? 'held' : 'canceled',
        amountCents: share,
        releaseAt: iso(releaseAt),
        transferId: paid ? `tr_scale_${payCount}` : null,
        paidAt: paid ? iso(releaseAt + int(1, 30) * MINUTE) : null,
        createdAt: completedAt,
        updatedAt: paid ? iso(releaseAt) : completedAt,
      });
      if (paid) {
        counts.payouts++;
        payments.push({
          id: uuid(),
          bookingId: id,
          customerId: customer.id,
          cleanerId: cleaner.id,
          kind: 'payout',
          amountCents: share,
          status: 'succeeded',
          gatewayId: `tr_scale_${payCount}`,
          refundOfId: null,
          reason: null,
          idempotencyKey: `booking:${id}:payout`,
          createdAt: iso(releaseAt),
          updatedAt: iso(releaseAt),
        });
      }
      // Reviews around the cleaner's own quality.
      if (chance(0.65)) {
        const rating = Math.min(5, Math.max(1, Math.round(normal(cleaner.quality, 0.55))));
        const reviewAt = iso(Date.parse(completedAt!) + int(2, 72) * HOUR);
        reviews.push({
          id: uuid(),
          bookingId: id,
          authorId: customer.id,
          cleanerId: cleaner.id,
          serviceId: service.id,
          rating,
          comment: pick(COMMENTS[rating]!),
          createdAt: reviewAt,
          updatedAt: reviewAt,
        });
        const s = reviewSums.get(cleanerIndex!) ?? { sum: 0, n: 0 };
        s.sum += rating;
        s.n++;
        reviewSums.set(cleanerIndex!, s);
        counts.reviews++;
        if (rating >= 5 && chance(0.12)) {
          favorites.set(`${customer.id}|${cleaner.id}`, { customerId: customer.id, cleanerId: cleaner.id, createdAt: reviewAt });
        }
      }
      if (!customer.history.includes(cleanerIndex!)) customer.history.push(cleanerIndex!);
    }

    duplicateKeys.add(dupKey);
    counts[status as 'completed' | 'cancelled' | 'confirmed' | 'pending']++;
    bookings.push({
      id,
      customerId: customer.id,
      cleanerId: cleaner?.id ?? null,
      serviceId: service.id,
      status,
      scheduledAt: iso(start),
      durationMinutes: minutes,
      address: customer.zip === zip ? customer.address : `${int(1, 9999)} ${pick(STREETS)} Ave`,
      city: zip.city,
      zipCode: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      priceTier: 'regular',
      hourlyRateCents: rate,
      totalCents: total,
      paymentStatus,
      cancellationReason,
      acceptedAt,
      startedAt,
      completedAt,
      cancelledAt,
      matching,
      fallbackToBest: matching === 'chosen' && chance(0.5),
      openedToBoardAt,
      createdAt: iso(createdAt),
      updatedAt: completedAt ?? cancelledAt ?? acceptedAt ?? iso(createdAt),
    });
  }
  log(
    `generated ${bookings.length} bookings (${counts.completed} completed, ${counts.cancelled} cancelled, ${counts.confirmed} confirmed, ${counts.pending} pending), ` +
      `${payments.length} payment rows (${counts.refunds} refunds, ${counts.payouts} payouts), ${counts.reviews} reviews, ${counts.offers} offers, ${favorites.size} favourites`,
  );

  for (const [ci, s] of reviewSums) {
    const p = profiles[ci]!;
    p.ratingAverage = Math.round((s.sum / s.n) * 100) / 100;
    p.ratingCount = s.n;
  }
  for (const p of profiles) {
    p.ratingAverage ??= 0;
    p.ratingCount ??= 0;
  }

  // Instant booking (issue 31; docs/decisions/0044): SCALE_INSTANT_SHARE of the cleaners (25 %)
  // turn it on, drawn after everything else so the rest of the data stays as it was. Rules: every
  // service they offer, up to 5, 10 or 15 miles (at most their radius), 2, 4, 12 or 24 hours'
  // notice, 1 to 3 instant jobs a day.
  const instantRules = cleaners.flatMap((c) => {
    if (!chance(INSTANT_SHARE)) return [];
    return [{ cleanerId: c.id, enabled: true, serviceIds: [], maxDistanceMiles: Math.min(c.radius, pick([5, 10, 15])), minNoticeHours: pick([2, 4, 12, 24]), maxJobsPerDay: int(1, 3), updatedAt: iso(now) }];
  });
  log(`${instantRules.length} cleaners with instant booking on`);

  log('writing');
  const ts = 'timestamptz';
  await insertRows(raw, 'User', [
    ['id', 'text'], ['email', 'text'], ['passwordHash', 'text'], ['firstName', 'text'], ['lastName', 'text'], ['role', '"Role"'],
    ['emailVerifiedAt', ts], ['defaultAddress', 'text'], ['defaultCity', 'text'], ['defaultZipCode', 'text'], ['createdAt', ts], ['updatedAt', ts],
  ], users);
  await insertRows(raw, 'CleanerProfile', [
    ['userId', 'text'], ['bio', 'text'], ['city', 'text'], ['homeZipCode', 'text'], ['homeLatitude', 'float8'], ['homeLongitude', 'float8'],
    ['serviceRadiusMiles', 'int'], ['yearsExperience', 'int'], ['specialties', 'text[]'], ['offeredServiceIds', 'int[]'], ['timeZone', 'text'],
    ['hoursSetAt', ts], ['backgroundCheckStatus', '"BackgroundCheckStatus"'], ['backgroundCheckedAt', ts], ['ratingAverage', 'float8'],
    ['ratingCount', 'int'], ['createdAt', ts], ['updatedAt', ts],
  ], profiles);
  await insertRows(raw, 'CleanerHours', [['cleanerId', 'text'], ['weekday', 'int'], ['startMinute', 'int'], ['endMinute', 'int']], hours);
  await insertRows(raw, 'ConnectedAccount', [['userId', 'text'], ['accountId', 'text'], ['payoutsEnabled', 'boolean'], ['detailsSubmitted', 'boolean'], ['createdAt', ts], ['updatedAt', ts]], accounts);
  await raw.query(
    `INSERT INTO "GatewayAccount" (id, email, "createdAt") SELECT ca."accountId", u.email, ca."createdAt"
     FROM "ConnectedAccount" ca JOIN "User" u ON u.id = ca."userId" WHERE ca."accountId" LIKE 'acct_scale_%'`,
  );
  await insertRows(raw, 'Booking', [
    ['id', 'text'], ['customerId', 'text'], ['cleanerId', 'text'], ['serviceId', 'int'], ['status', '"BookingStatus"'], ['scheduledAt', ts],
    ['durationMinutes', 'int'], ['address', 'text'], ['city', 'text'], ['zipCode', 'text'], ['latitude', 'float8'], ['longitude', 'float8'],
    ['priceTier', '"PriceTier"'], ['hourlyRateCents', 'int'], ['totalCents', 'int'], ['paymentStatus', '"PaymentStatus"'],
    ['cancellationReason', 'text'], ['acceptedAt', ts], ['startedAt', ts], ['completedAt', ts], ['cancelledAt', ts],
    ['matching', '"BookingMatching"'], ['fallbackToBest', 'boolean'], ['openedToBoardAt', ts], ['createdAt', ts], ['updatedAt', ts],
  ], bookings);
  await insertRows(raw, 'BookingOffer', [
    ['id', 'text'], ['bookingId', 'text'], ['cleanerId', 'text'], ['rank', 'int'], ['score', 'float8'], ['askedAt', ts], ['expiresAt', ts],
    ['answeredAt', ts], ['outcome', '"OfferOutcome"'], ['reason', 'text'],
  ], offers);
  await insertRows(raw, 'Payment', [
    ['id', 'text'], ['bookingId', 'text'], ['customerId', 'text'], ['cleanerId', 'text'], ['kind', '"PaymentKind"'], ['amountCents', 'int'],
    ['status', '"PaymentState"'], ['gatewayId', 'text'], ['refundOfId', 'text'], ['reason', 'text'], ['idempotencyKey', 'text'], ['createdAt', ts], ['updatedAt', ts],
  ], payments);
  await insertRows(raw, 'Payout', [
    ['id', 'text'], ['bookingId', 'text'], ['cleanerId', 'text'], ['status', '"PayoutStatus"'], ['amountCents', 'int'], ['releaseAt', ts],
    ['transferId', 'text'], ['paidAt', ts], ['createdAt', ts], ['updatedAt', ts],
  ], payouts);
  await insertRows(raw, 'Review', [
    ['id', 'text'], ['bookingId', 'text'], ['authorId', 'text'], ['cleanerId', 'text'], ['serviceId', 'int'], ['rating', 'int'], ['comment', 'text'],
    ['createdAt', ts], ['updatedAt', ts],
  ], reviews);
  await insertRows(raw, 'InstantBookRule', [['cleanerId', 'text'], ['enabled', 'boolean'], ['serviceIds', 'int[]'], ['maxDistanceMiles', 'int'], ['minNoticeHours', 'int'], ['maxJobsPerDay', 'int'], ['updatedAt', ts]], instantRules);
  await insertRows(raw, 'FavoriteCleaner', [['customerId', 'text'], ['cleanerId', 'text'], ['createdAt', ts]], [...favorites.values()]);

  // The embedded gateway's own objects behind those rows, so refunds and payout views work on them.
  await raw.query(
    `INSERT INTO "GatewayPaymentIntent" (id, "clientSecret", "amountCents", currency, status, "paymentMethodId", metadata, "createdAt", "updatedAt")
     SELECT p."gatewayId", p."gatewayId" || '_secret_scale', p."amountCents", 'usd', 'succeeded', 'pm_card_visa',
            json_build_object('bookingId', p."bookingId")::jsonb, p."createdAt", p."updatedAt"
     FROM "Payment" p WHERE p."gatewayId" LIKE 'pi_scale_%'`,
  );
  await raw.query(
    `INSERT INTO "GatewayRefund" (id, "paymentIntentId", "amountCents", currency, status, reason, "createdAt")
     SELECT r."gatewayId", p."gatewayId", r."amountCents", 'usd', 'succeeded', r.reason, r."createdAt"
     FROM "Payment" r JOIN "Payment" p ON p.id = r."refundOfId" WHERE r."gatewayId" LIKE 're_scale_%'`,
  );
  await raw.query(
    `INSERT INTO "GatewayTransfer" (id, "amountCents", currency, destination, metadata, "createdAt")
     SELECT p."gatewayId", p."amountCents", 'usd', ca."accountId", json_build_object('bookingId', p."bookingId", 'cleanerId', p."cleanerId")::jsonb, p."createdAt"
     FROM "Payment" p JOIN "ConnectedAccount" ca ON ca."userId" = p."cleanerId" WHERE p."gatewayId" LIKE 'tr_scale_%'`,
  );
  log('gateway objects written; analysing tables');
  await raw.query('ANALYZE "User", "CleanerProfile", "CleanerHours", "Booking", "BookingOffer", "Payment", "Payout", "Review", "FavoriteCleaner"');
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const raw = database.raw;
  const applied = await migrate(raw);
  if (applied.length) log(`applied ${applied.length} migrations`);
  if (await seedIfEmpty(database.prisma)) log('seeded the demo data');
  const existing = await scaleCleanerCount(raw);
  if (args.has('--if-missing') && existing >= CLEANERS) {
    log(`scale data already present (${existing} cleaners); nothing to do`);
    return;
  }
  if (existing > 0 || args.has('--clean')) {
    log(`removing the scale rows of an earlier run (${existing} cleaners)`);
    await removeScaleData(raw);
  }
  if (args.has('--clean')) return;
  log(`database: ${raw.kind}; generating ${CLEANERS} cleaners, ${CUSTOMERS} customers, ${BOOKINGS} bookings over ${ZIPS} zip codes`);
  await generate(raw);
  log('done');
}

try {
  await main();
} finally {
  await database.close();
}
