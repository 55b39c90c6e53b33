/**
 * Test harness: migrates and seeds the test database once per file, and calls the app without a
 * port through `handleFetch` (the same handler the HTTP server uses). Port-less calls count as
 * coming from `ip` (default {@link TEST_CLIENT_IP}); headers such as X-Forwarded-For are never
 * read for the client address (attack tests for those go through a port: port.ts).
 */
import { database } from '../../server/src/db.js';
import { migrate } from '../../server/src/db/migrate.js';
import { handleFetch } from '../../server/src/app.js';
import { settleAfterResponse } from '../../server/src/lib/after-response.js';
import { zipPoint } from '../../server/src/lib/geo.js';

export { database };
export const db = database.prisma;
export const DEMO_PASSWORD = 'Demo123!';

let ready: Promise<void> | undefined;

/**
 * Migrates and seeds the per-file database (idempotent within a file). A file whose database was
 * cloned from the run's migrated and seeded template (setup.ts, TEST_DATABASE_FROM_TEMPLATE=1)
 * already has both: nothing is done again.
 */
export function setupDatabase(): Promise<void> {
  if (process.env.TEST_DATABASE_FROM_TEMPLATE === '1') ready ??= Promise.resolve();
  ready ??= (async () => {
    await migrate(database.raw);
    // Loaded only here: a file cloned from the template never pays for the seed's import.
    const { seedDemoData } = await import('../../prisma/seed/demo.js');
    await seedDemoData(database.prisma);
  })();
  return ready;
}

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; error?: string; code?: string };
  headers: Headers;
}

/** The client address of port-less calls unless a test passes its own. */
export const TEST_CLIENT_IP = '192.0.2.1';

/** Calls the /api bridge. `path` is below /api, e.g. '/bookings'; `ip` is the client address the call counts as. */
export async function api<T = Record<string, any>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string>; ip?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await handleFetch(
    new Request(`http://app.test/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    options.ip ?? TEST_CLIENT_IP,
  );
  return { status: response.status, body: (await response.json()) as never, headers: response.headers };
}

/** Runs a GraphQL operation over HTTP POST /graphql. */
export async function gql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<{ status: number; data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await handleFetch(
    new Request('http://app.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
    TEST_CLIENT_IP,
  );
  const json = (await response.json()) as { data: T | null; errors?: never };
  return { status: response.status, data: json.data, errors: json.errors };
}

/** Signs in over /api and returns the token bundle. Throws when sign-in fails. */
export async function login(email: string, password = DEMO_PASSWORD) {
  const res = await api<{ tokens: { accessToken: string; refreshToken: string; expiresIn: number; expiresAt: string }; user: any }>(
    'POST',
    '/auth/login',
    { body: { email, password } },
  );
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokens;
}

/** An ISO instant `days` from now at `hourUtc`:00 UTC. */
export function futureIso(days: number, hourUtc = 15): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

/**
 * Latest outbox mail to `email`. Waits first for the work the app does after answering (mails of
 * forgot-password and resend-verification are written then: server/src/lib/after-response.ts).
 */
export async function lastMailTo(email: string) {
  await settleAfterResponse();
  return db.outboxMail.findFirst({ where: { to: email }, orderBy: { createdAt: 'desc' } });
}

/** Extracts the `token` query parameter from the first link in a mail text. */
export function tokenFromMail(text: string): string {
  const match = /token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no token in mail: ${text}`);
  return decodeURIComponent(match[1]!);
}

let userSeq = 0;

/** A fresh, unique email address for a test user (`prefix.<time>.<n>@example.test`). */
export function uniqueEmail(prefix = 'user'): string {
  userSeq += 1;
  return `${prefix}.${Date.now().toString(36)}.${userSeq}@example.test`;
}

/** Password used by {@link createUser} (meets the spec section 5 rule). */
export const TEST_PASSWORD = 'Test1234!';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  tokens: Awaited<ReturnType<typeof login>>;
}

/**
 * Registers a user over /api (each from its own client IP, so the per-IP registration limit
 * never trips), marks the email verified in the database, optionally approves a cleaner for
 * the given zip-code prefixes, and signs in.
 */
export async function createUser(
  options: { role?: 'customer' | 'cleaner'; approvedFor?: string[]; firstName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'customer');
  userSeq += 1;
  const res = await api('POST', '/auth/register', {
    ip: `10.${(userSeq >> 16) & 255}.${(userSeq >> 8) & 255}.${userSeq & 255}`,
    body: {
      first_name: options.firstName ?? 'Test',
      last_name: 'User',
      email,
      password: TEST_PASSWORD,
      role: options.role === 'cleaner' ? 'freelancer' : 'customer',
    },
  });
  if (res.status !== 201) throw new Error(`register ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.user.id as string;
  await db.user.update({ where: { id }, data: { emailVerifiedAt: new Date() } });
  if (options.approvedFor) {
    await db.cleanerProfile.update({
      where: { userId: id },
      data: { backgroundCheckStatus: 'approved', serviceZipPrefixes: options.approvedFor },
    });
  }
  return { id, email, password: TEST_PASSWORD, tokens: await login(email, TEST_PASSWORD) };
}

/** What {@link cleanerAt} sets on the cleaner's profile besides home and radius. */
export interface CleanerAtOptions {
  firstName?: string;
  /** Last name (createUser's "User" when not given). */
  lastName?: string;
  /** Service radius in miles (default 25). */
  radius?: number;
  /** Offered service ids ([] = every service). */
  offered?: number[];
  /** Rating average (0..5) and the number of reviews behind it. */
  rating?: number;
  reviews?: number;
  /** Serve these zip prefixes instead of a home and radius. */
  prefixesOnly?: string[];
  /** false: a cleaner not approved (no background check). */
  approved?: boolean;
  /** Weekly hours read in the zip code's own time zone (else the profile's default). */
  localTime?: boolean;
}

/**
 * A cleaner living at `zip` (its coordinates from the zip table), approved with no zip prefixes,
 * serving a radius (25 miles unless told), every hour open: the one factory every matching test uses.
 */
export async function cleanerAt(zip: string, options: CleanerAtOptions = {}): Promise<TestUser> {
  const cleaner = await createUser({ role: 'cleaner', approvedFor: options.approved === false ? undefined : [], firstName: options.firstName });
  const point = zipPoint(zip);
  if (!point) throw new Error(`cleanerAt: unknown zip code ${zip}`);
  if (options.lastName) await db.user.update({ where: { id: cleaner.id }, data: { lastName: options.lastName } });
  await db.cleanerProfile.update({
    where: { userId: cleaner.id },
    data: options.prefixesOnly
      ? { serviceZipPrefixes: options.prefixesOnly }
      : {
          homeZipCode: zip,
          homeLatitude: point.latitude,
          homeLongitude: point.longitude,
          serviceRadiusMiles: options.radius ?? 25,
          ...(options.offered ? { offeredServiceIds: options.offered } : {}),
          ...(options.rating !== undefined ? { ratingAverage: options.rating } : {}),
          ...(options.reviews !== undefined ? { ratingCount: options.reviews } : {}),
          ...(options.localTime ? { timeZone: point.timeZone } : {}),
        },
  });
  return cleaner;
}

let nextDay = 20;
/** A day offset (from today) no other booking of this test file uses, so one cleaner's jobs never overlap. */
export const freshDay = (): number => nextDay++;

/** The POST /api/bookings payload: 2 hours of service 1 in San Francisco on a fresh day, with overrides. */
export function bookingInput(overrides: Record<string, unknown> = {}) {
  return {
    serviceId: 1,
    scheduledAt: futureIso(freshDay(), 16),
    durationHours: 2,
    address: '100 Market St, Apt 4',
    city: 'San Francisco',
    zipCode: '94105',
    notes: 'Ring twice.',
    ...overrides,
  };
}

/** Creates a booking over /api and returns its JSON; throws unless the answer is 201. */
export async function createBooking(token: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await api('POST', '/bookings', { token, body: bookingInput(overrides) });
  if (res.status !== 201) throw new Error(`createBooking: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.booking as Record<string, any>;
}
