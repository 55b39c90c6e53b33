/**
 * Playwright fixtures: a page that fails the test on console errors, page errors or any request
 * to a host other than the app's own (no CDNs, fonts or trackers); and sign-in per role.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo123!';
export const ACCOUNTS = {
  customer: 'customer@demo.test',
  cleaner: 'cleaner@demo.test',
  admin: 'admin@demo.test',
} as const;

interface Fixtures {
  problems: string[];
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
});

export { expect };

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboard');
}
