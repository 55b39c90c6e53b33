/**
 * The client's session rules in the browser (spec sections 4, 8 and 9; docs/decisions/0006):
 * a request rejected for its access token refreshes once and is sent again; two tabs whose token
 * expired refresh it once between them (the refresh token is single use: a replay would revoke
 * the session); a refused refresh says 'Session expired. Please log in again.' and goes to /login.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from './fixtures';

const EXPIRED = 'Session expired. Please log in again.';

/** Records the refreshToken mutations any page of the context sends, with the token each one spends. */
function countRefreshes(context: BrowserContext): { count: () => number; spent: () => string[] } {
  const spent: string[] = [];
  context.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { refreshToken?: string } } | null;
    if (body?.operationName === 'RefreshToken') spent.push(String(body.variables?.refreshToken));
  });
  return { count: () => spent.length, spent: () => [...spent] };
}

/** Client-side navigation (no reload), so the cached `me` stays and only the page's query goes out. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const storage = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), refreshToken: localStorage.getItem('refreshToken') }));

test('a request with a rejected access token refreshes once and is sent again', async ({ page, newCustomer }) => {
  const customer = await newCustomer();
  await signInThroughForm(page, customer.email, customer.password);
  const refreshes = countRefreshes(page.context());
  const before = await storage(page);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-access-token'));

  await navigateInApp(page, '/customer/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/couldn't load your bookings/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer\/bookings$/);
  await expect.poll(refreshes.count).toBe(1);
  // The count goes up when the refresh is sent; the new pair is stored when its answer arrives.
  await expect.poll(async () => (await storage(page)).token).not.toBe('not-a-valid-access-token');
  const after = await storage(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
});

test('two tabs with an expired access token spend the refresh token once and both stay signed in', async ({
  page,
  newCustomer,
  problems,
}) => {
  const customer = await newCustomer();
  await signInThroughForm(page, customer.email, customer.password);
  const second = await page.context().newPage();
  second.on('console', (m) => m.type() === 'error' && problems.push(`second tab console.error: ${m.text()}`));
  second.on('pageerror', (e) => problems.push(`second tab error: ${e.message}`));
  await second.goto('/customer/bookings');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

  await navigateInApp(page, '/customer/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const refreshes = countRefreshes(page.context());
  // Both tabs share localStorage: the access token now looks expired to both, and both ask for a
  // page at once. The navigation stays inside the app (no reload): a reload in the middle of a
  // refresh would throw away the rotated pair the server has just issued, which no client can
  // prevent (docs/decisions/0006).
  await page.evaluate(() => localStorage.setItem('tokenExpiresAt', new Date(Date.now() - 60_000).toISOString()));
  await Promise.all([navigateInApp(page, '/dashboard'), navigateInApp(second, '/dashboard')]);

  for (const tab of [page, second]) {
    await expect(tab).toHaveURL(/\/dashboard$/);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Each refresh token is spent once: the tab that waited for the lock took the pair the other
  // tab had just stored. (A later, separate rotation with the new token is legitimate.)
  await expect.poll(refreshes.count).toBeGreaterThanOrEqual(1);
  expect(new Set(refreshes.spent()).size).toBe(refreshes.count());
  // The session survived (a replay would have revoked it): another authenticated page loads.
  await second.goto('/customer/bookings');
  await expect(second).toHaveURL(/\/customer\/bookings$/);
  await expect(second.getByText(EXPIRED)).toHaveCount(0);
  await second.close();
});

test('a refused refresh says the session expired, clears it and goes to /login', async ({ page, newCustomer }) => {
  const customer = await newCustomer();
  await signInThroughForm(page, customer.email, customer.password);
  // Forged before the next page's scripts run, so the signed-in page still open cannot spend them first.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-forged')) return;
    sessionStorage.setItem('e2e-forged', '1');
    localStorage.setItem('token', 'not-a-valid-access-token');
    localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
    localStorage.setItem('tokenExpiresAt', new Date(Date.now() - 60_000).toISOString());
  });

  await page.goto('/customer/bookings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED).first()).toBeVisible();
  expect(await storage(page)).toEqual({ token: null, refreshToken: null });
});
