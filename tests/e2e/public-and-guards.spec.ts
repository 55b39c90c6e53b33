/**
 * Landing page, hero search keyboard behaviour, route guards and sign-up with email verification
 * (the link read from the admin-only outbox), in real Chromium. These tests only read demo data.
 */
import { ACCOUNTS, CUSTOMER_PASSWORD, expect, signIn, signInThroughForm, test, uniqueEmail, verificationLink } from './fixtures';

test('landing shows 8 popular services and the hero search works with the keyboard', async ({ page }) => {
  await page.goto('/');
  // The cards load as their place comes on screen (below the first screen at 1280x720).
  await page.getByRole('heading', { name: 'What our customers book most' }).scrollIntoViewIfNeeded();
  await expect(page.locator('a[href^="/services/"]').filter({ has: page.locator('h3, h2') })).toHaveCount(8);
  const search = page.getByRole('combobox', { name: /what do you need cleaned/i });
  await search.fill('yacht');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /yacht cleaning/i })).toBeVisible();
  await search.press('Escape');
  await expect(listbox).toBeHidden();
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No services found')).toBeVisible();
  await search.fill('yacht');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  // The list shows the previous answer while the new search runs (debounced): wait for this one,
  // as a person reads the count before choosing, so the answer does not replace the list under the keys.
  await expect(page.getByRole('status').filter({ hasText: /service(s)? found$/ })).toHaveText('1 service found');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('heading', { name: /yacht cleaning/i })).toBeVisible();
});

test('route guards: signed-out users go to /login, other roles to /dashboard, unknown paths to /dashboard', async ({ page }) => {
  await page.goto('/customer/bookings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ACCOUNTS.cleaner);
  await page.goto('/book');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/bookings');
  // /bookings -> /customer/bookings, which a cleaner may not open -> /dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a cleaner awaiting background-check approval is sent to /verification-pending', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('pending.cleaner@demo.test');
  await page.getByLabel(/^password/i).fill('Demo123!');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/verification-pending$/);
});

test('a visitor registers, verifies the email from the mailed link, and signs in', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'register');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^password/i).first().fill(CUSTOMER_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
  await page.getByRole('checkbox', { name: /i agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/email-verification-notice/);

  // Mail is readable by an admin only (GET /api/admin/outbox); the fixture reads it as the demo admin.
  const link = await verificationLink(request, email);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await signInThroughForm(page, email, CUSTOMER_PASSWORD);
  await expect(page.getByText(/robin/i).first()).toBeVisible();
});

test('GraphiQL is served from the app itself and runs a query', async ({ page }) => {
  await page.goto('/graphql');
  await expect(page.getByText('Comfort Life GraphQL').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /execute query/i })).toBeVisible();
  // The same endpoint answers a query posted by the page's origin.
  const result = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ service(id: "1") { name memberPrice regularPrice } }' }),
    });
    return res.json();
  });
  expect(result.data.service).toEqual({ name: 'House Cleaning', memberPrice: '$18/h', regularPrice: '$36/h' });
});

test('under 768 px the workspace sidebar is a slide-in drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.customer);
  const workspace = page.getByRole('navigation', { name: 'Workspace' });
  await expect(workspace).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(workspace).toBeVisible();
  await workspace.getByRole('link', { name: /my bookings/i }).click();
  await expect(page).toHaveURL(/\/customer\/bookings$/);
  await expect(workspace).toBeHidden();
});
