/**
 * The public demo pages and the footer: the image gallery's lazy loading and its
 * 'Image unavailable' fallback, the service pictures on the catalogue, the notification test page
 * for a visitor (toasts and a demo bell, with no mutation sent) and for an admin (the real
 * sender), the loading reference page, and a footer without dead `#` links.
 */
import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** The house and apartment cleaning picture (spec section 8), shipped in client/public/images. */
const FALLBACK_PICTURE = '/images/house-apartment-cleaning.svg';

/** Collects every GraphQL mutation and every non-GET /api call the page sends. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api') && request.method() !== 'GET') writes.push(`${request.method()} ${url.pathname}`);
    if (url.pathname === '/graphql' && /\bmutation\b/.test(request.postData() ?? '')) writes.push(`mutation ${request.postData()}`);
  });
  return writes;
}

test('the image gallery loads pictures near the viewport and shows the fallback for a damaged one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/image-gallery-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Image gallery demo' })).toBeVisible();

  const tile = (caption: string) => page.locator('figure', { has: page.getByText(caption, { exact: true }) }).locator('[data-image-state]');
  const first = tile('Residential');
  const broken = tile('A damaged picture');

  await expect(first).toHaveAttribute('data-image-state', 'loaded');
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Far below the fold: not requested until it comes within 100 px.
  await expect(broken).toHaveAttribute('data-image-state', 'waiting');

  await broken.scrollIntoViewIfNeeded();
  await expect(broken).toHaveAttribute('data-image-state', 'fallback');
  await expect(broken.getByText('Image unavailable')).toBeVisible();
  await expect(broken.locator('img')).toHaveAttribute('src', FALLBACK_PICTURE);
  // The fallback is a new request once the src changes: wait for it to decode rather than read it at once.
  await expect.poll(() => broken.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('service cards show their category picture', async ({ page }) => {
  await page.goto('/services');
  const card = page.locator('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'loaded');
  await expect(card.locator('img')).toHaveAttribute('src', /\/assets\/[\w-]+\.svg$/);
});

test('a visitor triggers demo toasts and bell items on /notification-test without a write to the server', async ({ page }) => {
  const writes = watchWrites(page);
  await page.goto('/notification-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test notification' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show success toast' }).click();
  await expect(page.getByText('Your profile changes were saved.')).toBeVisible();

  // The default sample is a job request with Accept and Decline.
  await page.getByRole('button', { name: 'Add demo notification' }).click();
  await expect(page.getByText('Standard Cleaning, Friday at 10:00 AM, 3 hours, 94110.').first()).toBeVisible();
  const bell = page.getByRole('button', { name: 'Demo notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'New job request' })).toBeVisible();
  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accept: done in the demo. Nothing was sent.')).toBeVisible();
  await expect(panel.getByText('No notifications yet')).toHaveCount(0);
  // The Accept button is gone once answered, and focus with it: put focus back in the panel
  // (its paper takes focus on click) so Escape reaches the panel, as a keyboard user's would.
  await panel.getByRole('heading', { name: 'Notifications' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Demo notifications', exact: true })).toBeVisible();

  expect(writes, 'mutations or /api writes sent by the demo').toEqual([]);
});

test('an admin keeps the real test sender on /notification-test', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/notification-test');
  await expect(page.getByRole('button', { name: 'Send test notification' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add demo notification' })).toBeVisible();
});

test('the loading demo shows the page fallback and drives the infinite-list footer', async ({ page }) => {
  await page.goto('/loading-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Loading demo' })).toBeVisible();

  await page.getByRole('button', { name: 'Load a demo page' }).click();
  const fallback = page.getByText('Loading page...', { exact: true });
  await expect(fallback).toBeVisible();
  await expect(page.getByText('The demo page has loaded.')).toBeVisible();
  await expect(fallback).toHaveCount(0);

  const items = page.getByRole('list', { name: 'Demo items' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const failNext = page.getByLabel('Make the next page fail');
  await failNext.check();
  // Bringing "Load more" into view also shows the sentinel, which may start the load first.
  const failure = page.getByText('The next page could not be loaded (demo failure). Try again.');
  await expect(async () => {
    const more = page.getByRole('button', { name: 'Load more' });
    if (await more.isVisible()) await more.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(failure).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await failNext.uncheck();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(items).not.toHaveCount(10);
  // The rest loads as the end of the list scrolls into view (the sentinel), 10 at a time.
  await expect(async () => {
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(35, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('All 35 demo items are shown.')).toBeVisible();
});

for (const url of ['/', '/services', '/about', '/contact', '/login', '/register']) {
  test(`the footer of ${url} has no dead links and shows no social icons when no profile is configured`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
    // The footer loads as the visitor nears the end of the page.
    const footer = page.locator('footer').last();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer.getByRole('link', { name: 'Register as a freelancer' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length, `links in the footer of ${url}`).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, `a footer link on ${url}`).not.toMatch(/^(#.*)?$/);
    await expect(footer.getByRole('link', { name: /on (Facebook|Instagram|X|LinkedIn)/ })).toHaveCount(0);
  });
}

test('careers and press invent nothing: freelancer registration, where openings appear, a press contact', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: 'Become a freelancer' })).toHaveAttribute('href', '/register?role=freelancer');
  await expect(page.getByText(/no open staff positions right now/)).toBeVisible();
  await page.goto('/press');
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByText(/not published any press releases yet/)).toBeVisible();
});
