/**
 * Accessibility (WCAG 2.2 AA): axe-core on every page of the router, as every role that
 * may open it, at 1280 px and 375 px wide. Any violation of a WCAG 2.0/2.1/2.2 A or AA rule fails
 * the test, and so does a skipped heading level (axe's `heading-order`, a best-practice rule the
 * issue names) or a page without a level-one heading.
 *
 * The pages come from the app's one table of paths (client/src/lib/paths.ts). The test reads the
 * table statically with the TypeScript compiler API: each `APP_PATHS` entry's `path`,
 * `access` and `allowPendingVerification`. A new page in the table is checked without touching
 * this file.
 *
 * One test per role and width: a single browser context signed in once per role (storage state),
 * visiting every page it may open, with one soft assertion per page so one run lists every
 * failing page.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import ts from 'typescript';
import { ACCOUNTS, DEMO_PASSWORD, apiCall, apiLogin, expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Best-practice rules the issue asks for on top of the WCAG tags. */
const EXTRA_RULES = ['heading-order', 'page-has-heading-one'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

type Role = 'customer' | 'cleaner' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who opens the pages: signed out, or a demo account of README's table. */
interface Viewer {
  name: string;
  email?: string;
  role?: Role;
  /** A cleaner awaiting background-check approval. */
  requiresVerification?: boolean;
}

const VIEWERS: Viewer[] = [
  { name: 'signed out' },
  { name: 'customer', email: ACCOUNTS.customer, role: 'customer' },
  { name: 'cleaner', email: ACCOUNTS.cleaner, role: 'cleaner' },
  { name: 'admin', email: ACCOUNTS.admin, role: 'admin' },
  { name: 'pending cleaner', email: ACCOUNTS.pendingCleaner, role: 'cleaner', requiresVerification: true },
];

type Access = 'public' | 'signedIn' | Role[];

interface PathEntry {
  path: string;
  access: Access;
  allowPendingVerification: boolean;
}

/**
 * Reads `APP_PATHS` of client/src/lib/paths.ts without running it: every object literal's `path`,
 * `access` (a string, an array literal or a `const` array declared in the same file) and
 * `allowPendingVerification`. Throws when the table cannot be read, so a change of its shape
 * fails loudly instead of checking nothing.
 */
function readPathTable(): PathEntry[] {
  const file = fileURLToPath(new URL('../../client/src/lib/paths.ts', import.meta.url));
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constArrays = new Map<string, string[]>();
  let table: ts.ArrayLiteralExpression | undefined;

  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  const strings = (node: ts.ArrayLiteralExpression): string[] =>
    node.elements.map((element) => {
      if (!ts.isStringLiteral(element)) throw new Error(`paths.ts: expected a string, got ${element.getText()}`);
      return element.text;
    });

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const value = unwrap(declaration.initializer);
      if (!ts.isArrayLiteralExpression(value)) continue;
      if (declaration.name.text === 'APP_PATHS') table = value;
      else if (value.elements.every(ts.isStringLiteral)) constArrays.set(declaration.name.text, strings(value));
    }
  }
  if (!table) throw new Error('paths.ts: no APP_PATHS array found');

  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`paths.ts: unexpected entry ${element.getText()}`);
    const props = new Map<string, ts.Expression>();
    for (const prop of element.properties) {
      if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name)) props.set(prop.name.text, unwrap(prop.initializer));
    }
    const path = props.get('path');
    const access = props.get('access');
    if (!path || !ts.isStringLiteral(path) || !access) throw new Error(`paths.ts: entry without path/access: ${element.getText()}`);
    let parsedAccess: Access;
    if (ts.isStringLiteral(access) && (access.text === 'public' || access.text === 'signedIn')) parsedAccess = access.text;
    else if (ts.isArrayLiteralExpression(access)) parsedAccess = strings(access) as Role[];
    else if (ts.isIdentifier(access) && constArrays.has(access.text)) parsedAccess = constArrays.get(access.text) as Role[];
    else throw new Error(`paths.ts: cannot read access of ${path.text}: ${access.getText()}`);
    const pending = props.get('allowPendingVerification');
    return {
      path: path.text,
      access: parsedAccess,
      allowPendingVerification: pending?.kind === ts.SyntaxKind.TrueKeyword,
    };
  });
}

/** RouteGuard's rule (spec sections 2 and 6): may `viewer` open `entry` without a redirect? */
function mayOpen(entry: PathEntry, viewer: Viewer): boolean {
  if (entry.access === 'public') return !viewer.role; // public pages are checked signed out
  if (!viewer.role) return false;
  if (viewer.requiresVerification && !entry.allowPendingVerification) return false;
  if (entry.access === 'signedIn') return true;
  return entry.access.includes(viewer.role);
}

const PATHS = readPathTable();

/** Signs in through the login form ("Remember me" on, so the session lives in localStorage). */
async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/email/i).first().fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  const remember = page.getByRole('checkbox', { name: /remember me/i });
  if (await remember.count()) await remember.check();
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/(dashboard|verification-pending)$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Real ids for the `:id` segments: a catalogue service and one of the demo customer's bookings. */
async function pathParams(request: APIRequestContext): Promise<Record<string, string>> {
  const services = await apiCall<{ services: { id: string | number }[] }>(request, 'GET', '/services');
  const serviceId = String(services.services[0]?.id ?? '');
  const token = await apiLogin(request, ACCOUNTS.customer);
  const bookings = await apiCall<{ bookings: { id: string | number }[] }>(request, 'GET', '/bookings?pageSize=1', { token });
  const bookingId = String(bookings.bookings[0]?.id ?? '');
  expect(serviceId, 'a service id from /api/services').not.toBe('');
  expect(bookingId, "a booking id from the demo customer's /api/bookings").not.toBe('');
  return { service: serviceId, booking: bookingId };
}

/** The URL to open for a path pattern, with its `:param` segments filled in. */
function urlFor(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (pattern.startsWith('/services/')) return ids.service!;
    if (name === 'bookingId' || pattern.includes('/bookings/')) return ids.booking!;
    return '1'; // pages a later issue builds (tickets): any id shows the same screen
  });
}

/**
 * Opens `url` and waits for the page's own content: no route spinners, a visible h1, quiet network.
 * `inApp`: the page is reached the way a visitor moving through the app reaches it, through the
 * router (history.pushState and a popstate event, as a link click does), instead of loading the
 * whole app again; the crawl loads only its first page from the server. What axe checks, the
 * rendered page, is the same either way (docs/decisions/0038-fast-ci.md).
 */
async function openAndSettle(page: Page, url: string, { inApp = false }: { inApp?: boolean } = {}): Promise<void> {
  if (inApp) {
    await page.evaluate((target) => {
      // The page being left is marked, so the wait below sees the next page's heading, not this one's.
      for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-a11y-left', h1.textContent ?? '');
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, url);
    // The next page is there when a heading is new, or a kept one (a shared layout's) reads otherwise.
    // Two paths of one component (/memberships/plans after /memberships/subscribe) keep the same
    // heading element and text: after 1 s the waits below (no route fallback, a quiet network, in
    // which the page's lazy chunk and its queries load) decide instead.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('h1')].some(
            (h1) => !h1.hasAttribute('data-a11y-left') || h1.getAttribute('data-a11y-left') !== h1.textContent,
          ),
        undefined,
        { timeout: 1_000, polling: 50 },
      )
      .catch(() => undefined);
  } else {
    await page.goto(url);
  }
  await expect(page.getByText(/^(Loading page\.\.\.|Authenticating\.\.\.)$/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  if (inApp) await networkQuiet(page);
  else await page.waitForLoadState('networkidle').catch(() => undefined);
  // Data spinners inside the page (queries) settle too; a page may keep one on purpose, so only wait.
  await expect(page.locator('main [role="progressbar"]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Requests in flight per page (websockets aside), counted from when {@link trackRequests} was called. */
const inFlight = new WeakMap<Page, Set<unknown>>();

/** Starts counting `page`'s requests in flight, for {@link networkQuiet}. */
function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Waits until `page` has had no request in flight for 300 ms (at most 10 s): networkidle for in-app moves. */
async function networkQuiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: trackRequests(page) was not called');
  const deadline = Date.now() + 10_000;
  let quietSince = open.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
  }
}

/**
 * Waits until no CSS transition or animation runs (twice in a row, 100 ms apart; at most 3 s):
 * axe measures colours as painted, and an overlay fading in or out (a closing panel's backdrop, a
 * tooltip leaving) blends what lies under it, which reads as a contrast failure that no user sees
 * once the page is still.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const busy = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const deadline = Date.now() + 3000;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      const running = busy();
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 1000))]);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}

/** Runs axe with the WCAG tags and the extra rules; '' when nothing is violated, else the report. */
async function axeReport(page: Page): Promise<string> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    // One options object: AxeBuilder.options() replaces what withTags() set.
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
      // Only violations are read: axe then skips building the passes' and incompletes' node lists.
      resultTypes: ['violations'],
    })
    .analyze();
  return describeViolations(results.violations);
}

/** Per failing node: rule, impact, CSS target, help text and link, the element's HTML and axe's summary. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  - [${violation.id}] (${violation.impact ?? 'n/a'}) ${node.target.join(' > ')}\n` +
          `      ${violation.help} (${violation.helpUrl})\n` +
          `      ${node.html.replace(/\s+/g, ' ').slice(0, 240)}\n` +
          `      ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    )
    .join('\n');
}

let ids: Record<string, string> = {};
const states = new Map<string, StorageState>();

test.beforeAll(async ({ request }) => {
  ids = await pathParams(request);
});

test('the path table is read and covers spec section 2', () => {
  const paths = PATHS.map((entry) => entry.path);
  for (const expected of ['/', '/services/:id', '/terms-of-service', '/login', '/dashboard', '/book', '/customer/bookings/:id', '/cleaner/jobs', '/admin/users']) {
    expect(paths).toContain(expected);
  }
  for (const viewer of VIEWERS) {
    expect(PATHS.filter((entry) => mayOpen(entry, viewer)).length, `pages for ${viewer.name}`).toBeGreaterThan(0);
  }
});

test('links inside running text are underlined, not told apart by colour alone (WCAG 1.4.1)', async ({ page }) => {
  for (const url of ['/terms-of-service', '/privacy-policy', '/press']) {
    await openAndSettle(page, url);
    const links = page.locator('main p a');
    expect(await links.count(), `links in the text of ${url}`).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link, `${await link.textContent()} on ${url}`).toHaveCSS('text-decoration-line', 'underline');
    }
  }
});

test('overlays: phone navigation drawer, sign-up and terms dialogs, notification panel and account menu', async ({ browser }) => {
  // Five pages, five overlays and five axe runs: like the per-page runs below, about 20 s each on a busy 2-core machine.
  test.setTimeout(60_000 + 5 * 20_000);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await phone.newPage();
    await openAndSettle(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await axeReport(page), 'axe violations with the phone navigation drawer open').toBe('');

    await openAndSettle(page, '/');
    // The plans load as a visitor nears them (docs/decisions/0017); the hero's button gets there.
    await page.getByRole('button', { name: 'See membership plans' }).click();
    await page.getByRole('button', { name: /^choose star/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await axeReport(page), 'axe violations with the landing sign-up dialog open').toBe('');

    await openAndSettle(page, '/memberships/plans');
    await page.getByRole('button', { name: /terms & conditions/i }).click();
    await expect(page.getByRole('dialog', { name: /terms & conditions/i })).toBeVisible();
    expect.soft(await axeReport(page), 'axe violations with the terms dialog open').toBe('');
  } finally {
    await phone.close();
  }

  const desktop = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: await signedInState(browser, ACCOUNTS.customer),
  });
  try {
    const page = await desktop.newPage();
    await openAndSettle(page, '/dashboard');
    await page.getByRole('button', { name: /^notifications/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await axeReport(page), 'axe violations with the notification panel open').toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect.soft(await axeReport(page), 'axe violations with the account menu open').toBe('');
  } finally {
    await desktop.close();
  }
});

for (const viewer of VIEWERS) {
  for (const size of WIDTHS) {
    test(`axe: every page ${viewer.name} may open, ${size.width} px`, async ({ browser }) => {
      const entries = PATHS.filter((entry) => mayOpen(entry, viewer));
      test.setTimeout(60_000 + entries.length * 20_000);
      let storageState: StorageState | undefined;
      if (viewer.email) {
        storageState = states.get(viewer.email) ?? (await signedInState(browser, viewer.email));
        states.set(viewer.email, storageState);
      }
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        storageState,
      });
      const page = await context.newPage();
      // The conventions' rule: a page that logs console errors or throws fails the test too.
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error on ${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error on ${page.url()}: ${err.message}`));
      trackRequests(page);
      try {
        let first = true;
        for (const entry of entries) {
          const url = urlFor(entry.path, ids);
          const inApp = !first;
          first = false;
          await test.step(url, async () => {
            await openAndSettle(page, url, { inApp });
            // The page itself, not a guard's redirect, is what axe checks.
            expect.soft(new URL(page.url()).pathname, `${viewer.name} stays on ${url}`).toBe(url);
            expect.soft(await axeReport(page), `axe violations on ${url} (${viewer.name}, ${size.width} px)`).toBe('');
          });
        }
      } finally {
        await context.close();
      }
      expect(problems, 'console errors or page errors').toEqual([]);
    });
  }
}
