/**
 * Playwright fixtures (in the style of epic-stack's playwright-utils):
 * - `page` fails the test on console errors, page errors or any request to a host other than the
 *   app's own (no CDNs, fonts or trackers);
 * - `newCustomer()` registers a unique customer over /api and verifies it through the link in the
 *   verification mail, read from the admin-only outbox (GET /api/admin/outbox);
 * - `newBooking(customer, ...)` books over /api on a day no other booking of this run uses, so one
 *   cleaner's jobs never overlap across tests running in parallel;
 * - `signIn(page, ...)` signs in over GraphQL with stored session state, per role (`signInThroughForm`
 *   where the form is what is tested).
 *
 * Tests change only the data they create. A test that needs a cleaner of its own uses
 * `newFreelancer` (registered, approved by the demo admin, serving a zip prefix the test owns);
 * older tests use a demo cleaner from `CLEANERS`, book in that cleaner's area and find their own
 * job by id. Tests never change a demo cleaner's hours or profile.
 */
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo123!';
/** Password of every customer the fixtures create (meets the server's rule). */
export const CUSTOMER_PASSWORD = 'Sunny#Day42';

export const ACCOUNTS = {
  customer: 'customer@demo.test',
  cleaner: 'cleaner@demo.test',
  admin: 'admin@demo.test',
  pendingCleaner: 'pending.cleaner@demo.test',
} as const;

/** An approved demo cleaner and a zip code inside their service area (prisma/seed/demo.ts). */
export interface DemoCleaner {
  email: string;
  firstName: string;
  city: string;
  zipCode: string;
}

/** The approved demo cleaners, one per city (zip prefixes 941, 900, 100, 606, 981, 787, 331). */
export const CLEANERS = {
  sanFrancisco: { email: 'cleaner@demo.test', firstName: 'Maria', city: 'San Francisco', zipCode: '94110' },
  losAngeles: { email: 'james.wilson@demo.test', firstName: 'James', city: 'Los Angeles', zipCode: '90026' },
  newYork: { email: 'aisha.khan@demo.test', firstName: 'Aisha', city: 'New York', zipCode: '10017' },
  chicago: { email: 'david.kim@demo.test', firstName: 'David', city: 'Chicago', zipCode: '60614' },
  seattle: { email: 'olivia.brown@demo.test', firstName: 'Olivia', city: 'Seattle', zipCode: '98101' },
  austin: { email: 'carlos.rivera@demo.test', firstName: 'Carlos', city: 'Austin', zipCode: '78704' },
  miami: { email: 'grace.nguyen@demo.test', firstName: 'Grace', city: 'Miami', zipCode: '33139' },
} as const satisfies Record<string, DemoCleaner>;

/** A zip code no cleaner serves: bookings there never show up on any job board. */
export const UNSERVED = { city: 'Portland', zipCode: '04101' } as const;

/** A customer created for one test. */
export interface Customer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
}

/** The /api booking fields the tests read. */
export interface Booking {
  id: string;
  status: string;
  scheduledAt: string;
  address: string;
  city: string;
  zipCode: string;
  notes: string | null;
  service: { id: number | string; name: string };
}

export interface BookingOptions {
  /** Catalogue id; 1 is House Cleaning. */
  serviceId?: number;
  durationHours?: number;
  address?: string;
  city?: string;
  zipCode?: string;
  notes?: string;
  /** Where the booking is: a demo cleaner's area (default: San Francisco). */
  near?: DemoCleaner;
  /** Start hour in UTC on the booking's unique day (default 17:00 UTC). */
  hourUtc?: number;
  /**
   * An explicit start instead of a unique day: only for bookings no cleaner will accept (e.g.
   * many bookings of one customer in an area nobody serves).
   */
  at?: Date;
}

/** One mail in the admin outbox. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

/* ------------------------------------------------------------------ /api helpers */

/** Calls /api and returns the JSON body; fails the test with the server's answer on an error status. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} /api${path} answered ${response.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** Signs in over POST /api/auth/login and returns the access token. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const body = await apiCall<{ tokens: { accessToken: string } }>(request, 'POST', '/auth/login', { body: { email, password } });
  return body.tokens.accessToken;
}

let adminToken: Promise<string> | null = null;

/** Mails sent to `to`, newest first, read as the demo admin (GET /api/admin/outbox). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  adminToken ??= apiLogin(request, ACCOUNTS.admin);
  const query = new URLSearchParams({ to, page: '1', limit: '20' });
  const body = await apiCall<{ mails: OutboxMail[] }>(request, 'GET', `/admin/outbox?${query}`, { token: await adminToken });
  return body.mails;
}

/** Waits for the verification mail to `email` (mail may go out just after the response) and returns its link. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(request, email);
        link = mails.map((m) => /https?:\/\/\S+\/verify-email\?token=[^\s"'<>]+/.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      { message: `verification mail to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

let sequence = 0;

/** An address no other test of this run uses (worker index + time + counter). */
export function uniqueEmail(testInfo: TestInfo, prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}.w${testInfo.workerIndex}.${Date.now().toString(36)}.${sequence}@example.com`;
}

/**
 * Days handed out by this worker process. Each worker takes its own slice of the 180-day
 * booking window (by worker index, which never repeats within a run), so two bookings of a run
 * never share a day and no cleaner gets overlapping jobs.
 */
const DAYS_PER_WORKER = 40;
/** After the demo data's upcoming jobs (days 3, 5 and 7). */
const FIRST_DAY = 10;
const LAST_DAY = 178;
let daysTaken = 0;

/** The next unique future day (UTC midnight), 10 to 178 days ahead. */
export function uniqueDay(testInfo: TestInfo): Date {
  const slots = LAST_DAY - FIRST_DAY;
  const offset = FIRST_DAY + ((testInfo.workerIndex * DAYS_PER_WORKER + daysTaken) % slots);
  daysTaken += 1;
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + offset);
  return day;
}

/** A day as the date input takes it, YYYY-MM-DD (UTC). */
export function isoDate(day: Date): string {
  return `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
}

/** What {@link fillBookingForm} types into /book. */
export interface BookingFormFill {
  /** A date YYYY-MM-DD (e.g. `isoDate(uniqueDay(testInfo))`). */
  date: string;
  address: string;
  city: string;
  zipCode: string;
  /** Start slot, default 10:00. */
  time?: string;
  /** Hours, default 2. */
  hours?: string;
  notes?: string;
}

/** On /book (already open): Window Cleaning and the given schedule, address and notes. */
export async function fillBookingForm(page: Page, fill: BookingFormFill): Promise<void> {
  await page.getByRole('combobox', { name: /service/i }).fill('Window');
  await page.getByRole('option', { name: /window cleaning/i }).first().click();
  await page.getByLabel(/^date/i).fill(fill.date);
  await page.getByLabel(/^time/i).selectOption(fill.time ?? '10:00');
  await page.getByLabel(/^hours/i).selectOption(fill.hours ?? '2');
  await page.getByLabel(/^address/i).fill(fill.address);
  await page.getByLabel(/^city/i).fill(fill.city);
  await page.getByLabel(/^zip code/i).fill(fill.zipCode);
  if (fill.notes !== undefined) await page.getByLabel(/^notes/i).fill(fill.notes);
}

/** Registers a customer over /api, verifies the address through the mailed link, and signs in over /api. */
async function createCustomer(request: APIRequestContext, testInfo: TestInfo, firstName = 'Robin'): Promise<Customer> {
  const email = uniqueEmail(testInfo);
  const lastName = `Tester${sequence}`;
  await apiCall(request, 'POST', '/auth/register', {
    body: { first_name: firstName, last_name: lastName, email, password: CUSTOMER_PASSWORD, role: 'customer', marketing_emails: false },
  });
  const link = await verificationLink(request, email);
  await apiCall(request, 'POST', '/auth/verify-email', { body: { token: link.searchParams.get('token') } });
  const login = await apiCall<{ user: { id: string }; tokens: { accessToken: string } }>(request, 'POST', '/auth/login', {
    body: { email, password: CUSTOMER_PASSWORD },
  });
  return { id: login.user.id, email, password: CUSTOMER_PASSWORD, firstName, lastName, accessToken: login.tokens.accessToken };
}

/** A freelancer created for one test. */
export interface Freelancer extends Customer {
  /** The 3-digit zip prefix it serves (give each test its own, so no other cleaner sees its jobs). */
  zipPrefix: string;
}

/**
 * Registers a freelancer over /api (role freelancer), verifies the address, sets the zip prefix it
 * serves, and, unless `approved` is false, approves its background check as the demo admin.
 */
async function createFreelancer(
  request: APIRequestContext,
  testInfo: TestInfo,
  options: { firstName?: string; zipPrefix: string; approved?: boolean },
): Promise<Freelancer> {
  const email = uniqueEmail(testInfo, 'freelancer');
  const firstName = options.firstName ?? 'Frankie';
  const lastName = `Cleaner${sequence}`;
  await apiCall(request, 'POST', '/auth/register', {
    body: { first_name: firstName, last_name: lastName, email, password: CUSTOMER_PASSWORD, role: 'freelancer', marketing_emails: false },
  });
  const link = await verificationLink(request, email);
  await apiCall(request, 'POST', '/auth/verify-email', { body: { token: link.searchParams.get('token') } });
  const login = await apiCall<{ user: { id: string }; tokens: { accessToken: string } }>(request, 'POST', '/auth/login', {
    body: { email, password: CUSTOMER_PASSWORD },
  });
  await apiCall(request, 'PUT', '/users/cleaner-profile', {
    token: login.tokens.accessToken,
    body: { serviceZipPrefixes: [options.zipPrefix], city: 'Testville', yearsExperience: 3 },
  });
  if (options.approved !== false) {
    adminToken ??= apiLogin(request, ACCOUNTS.admin);
    await apiCall(request, 'PUT', `/admin/cleaners/${login.user.id}/background-check`, { token: await adminToken, body: { status: 'approved' } });
  }
  return { id: login.user.id, email, password: CUSTOMER_PASSWORD, firstName, lastName, accessToken: login.tokens.accessToken, zipPrefix: options.zipPrefix };
}

/** Books over POST /api/bookings as `customer` on a unique day. */
async function createBooking(
  request: APIRequestContext,
  testInfo: TestInfo,
  customer: Customer,
  options: BookingOptions = {},
): Promise<Booking> {
  const near = options.near ?? CLEANERS.sanFrancisco;
  let start = options.at;
  if (!start) {
    start = uniqueDay(testInfo);
    start.setUTCHours(options.hourUtc ?? 17);
  }
  const body = await apiCall<{ booking: Booking }>(request, 'POST', '/bookings', {
    token: customer.accessToken,
    body: {
      serviceId: options.serviceId ?? 1,
      scheduledAt: start.toISOString(),
      durationHours: options.durationHours ?? 2,
      address: options.address ?? `${100 + sequence} Test Street`,
      city: options.city ?? near.city,
      zipCode: options.zipCode ?? near.zipCode,
      notes: options.notes,
    },
  });
  return body.booking;
}

/* ------------------------------------------------------------------ fixtures */

interface Fixtures {
  problems: string[];
  /** Registers and verifies a new customer (unique email) over /api. */
  newCustomer: (options?: { firstName?: string }) => Promise<Customer>;
  /** Books over /api as `customer`, on a day no other booking of this run uses. */
  newBooking: (customer: Customer, options?: BookingOptions) => Promise<Booking>;
  /** Signs in as a demo cleaner over /api (for setting data up, e.g. accepting a job). */
  cleanerToken: (cleaner: DemoCleaner) => Promise<string>;
  /** Registers a freelancer serving `zipPrefix`, approved by the demo admin unless `approved: false`. */
  newFreelancer: (options: { firstName?: string; zipPrefix: string; approved?: boolean }) => Promise<Freelancer>;
}

export const test = base.extend<Fixtures>({
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, baseURL, problems }, use) => {
    const own = new URL(baseURL!).host;
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== own) {
        problems.push(`request to a foreign host: ${req.url()}`);
      }
    });
    await use(page);
    expect(problems, 'console errors, page errors or foreign requests').toEqual([]);
  },
  newCustomer: async ({ request }, use, testInfo) => {
    await use((options) => createCustomer(request, testInfo, options?.firstName));
  },
  newBooking: async ({ request }, use, testInfo) => {
    await use((customer, options) => createBooking(request, testInfo, customer, options));
  },
  cleanerToken: async ({ request }, use) => {
    await use((cleaner) => apiLogin(request, cleaner.email));
  },
  newFreelancer: async ({ request }, use, testInfo) => {
    await use((options) => createFreelancer(request, testInfo, options));
  },
});

export { expect };

/** The GraphQL sign-in the web app's login form sends, selecting the `AuthUser` fragment the app stores. */
const LOGIN_MUTATION = `mutation E2eSignIn($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on MutationLoginSuccess {
      data {
        user { __typename id email firstName lastName fullName phone role roleLabel emailVerified requiresVerification isPendingVerification createdAt }
        tokens { accessToken refreshToken expiresIn expiresAt }
      }
    }
    ... on Error { message }
  }
}`;

/**
 * Signs in the way a returning visitor with "Remember me" is signed in, and opens the dashboard:
 * the `login` mutation over /graphql (what the form sends), its tokens and user snapshot put in
 * the page's localStorage under the web app's keys (client/src/lib/session/tokenStore.ts `STORAGE_KEYS`),
 * then `/dashboard` loads. Tests that are about the login form use {@link signInThroughForm}; the
 * others save a page load and the form's typing (docs/decisions/0038-fast-ci.md).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: LOGIN_MUTATION, variables: { input: { email, password, rememberMe: true } } },
  });
  const body = (await response.json()) as { data?: { login?: { __typename: string; message?: string; data?: { user: unknown; tokens: Record<string, unknown> } } } };
  const login = body.data?.login;
  if (login?.__typename !== 'MutationLoginSuccess' || !login.data) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  // Storage belongs to the origin: any page of the app's own origin will do; the health check is the smallest.
  await page.goto('/api/health');
  await page.evaluate(({ user, tokens }) => {
    localStorage.setItem('token', String(tokens.accessToken));
    localStorage.setItem('refreshToken', String(tokens.refreshToken));
    localStorage.setItem('tokenExpiresAt', String(tokens.expiresAt));
    localStorage.setItem('tokenRefreshedAt', new Date().toISOString());
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('user', JSON.stringify(user));
  }, login.data);
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
}

/** Signs in through the login form and waits for the dashboard (for tests of the form itself). */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs a created customer in through the login form. */
export function signInAs(page: Page, customer: Customer): Promise<void> {
  return signIn(page, customer.email, customer.password);
}

/** The job card of booking `id` on the cleaner's job board (found by id, never by position). */
export function jobCard(page: Page, id: string) {
  return page.locator(`article[aria-labelledby="job-${id}-title"]`);
}

/** Another signed-in browser context (a second person), with the same console-error rule. */
export async function secondPage(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  problems: string[],
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`second page console.error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`second page error: ${e.message}`));
  return { page, close: () => context.close() };
}
