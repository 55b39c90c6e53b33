/**
 * A visitor's membership choice survives registration, email verification and the first sign-in
 * (spec sections 2 and 4): the landing page's membership buttons, the SuperSaver promo
 * (an offer of the Moon tier, docs/decisions/0030-supersaver.md) and the subscribe page's tier
 * buttons. The verification link opens in another tab, as it does from a mail client, so nothing
 * held in the first tab's navigation state can carry the choice.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, expect, test, uniqueEmail, verificationLink } from './fixtures';

/** Fills and sends the registration fields (the signup modal's or /register's). */
async function register(scope: Page | Locator, email: string) {
  await scope.getByLabel('First name').fill('Morgan');
  await scope.getByLabel('Last name').fill('Reyes');
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByLabel(/^password/i).first().fill(CUSTOMER_PASSWORD);
  await scope.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
  await scope.getByRole('checkbox', { name: /i agree/i }).check();
  await scope.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Opens the mailed verification link in a new tab of the same browser, follows 'Go to Login' there
 * and signs in: the first sign-in happens in a tab that never saw the membership button.
 */
async function verifyAndSignInElsewhere(context: BrowserContext, request: import('@playwright/test').APIRequestContext, email: string): Promise<Page> {
  const link = await verificationLink(request, email);
  const tab = await context.newPage();
  await tab.goto(link.pathname + link.search);
  await expect(tab.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await tab.getByRole('link', { name: 'Go to Login' }).click();
  await tab.getByLabel(/email/i).fill(email);
  await tab.getByLabel(/^password/i).fill(CUSTOMER_PASSWORD);
  await tab.getByRole('button', { name: /^sign in$/i }).click();
  return tab;
}

test('the SuperSaver promo leads to the Moon tier it describes, after verification', async ({ page, context, request }, testInfo) => {
  await page.goto('/');
  // The promo slides in 6 s after the landing page opened.
  const promo = page.getByRole('complementary', { name: 'SuperSaver offer' });
  await expect(promo).toBeVisible({ timeout: 15_000 });
  await expect(promo).toContainText('Moon $36.90/month');
  await expect(promo).toContainText('$18/h');
  await expect(promo).not.toContainText('$59');
  await promo.getByRole('button', { name: 'Claim 50% off' }).click();

  const dialog = page.getByRole('dialog', { name: 'Join Moon' });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail(testInfo, 'supersaver');
  await register(dialog, email);
  const notice = page.getByRole('dialog', { name: 'Check your email' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(notice).toBeHidden();

  const tab = await verifyAndSignInElsewhere(context, request, email);
  await expect(tab).toHaveURL(/\/memberships\/subscribe\?tier=moon$/);
  await expect(tab.getByText(/you picked/i)).toContainText('Moon');
  await tab.close();
});

test('a landing membership button keeps its tier through registration, verification and the first sign-in', async ({ page, context, request }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'See membership plans' }).click();
  await page.getByRole('button', { name: /choose star/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Star' });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail(testInfo, 'intent');
  await register(dialog, email);
  const notice = page.getByRole('dialog', { name: 'Check your email' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close', exact: true }).click();

  const tab = await verifyAndSignInElsewhere(context, request, email);
  await expect(tab).toHaveURL(/\/memberships\/subscribe\?tier=star$/);
  await expect(tab.getByText(/you picked/i)).toContainText('Star');
  await tab.close();
});

test("the subscribe page's tier button keeps its tier through /register and lands on the purchase step", async ({ page, context, request }, testInfo) => {
  await page.goto('/memberships/subscribe');
  await page.getByRole('button', { name: 'Get Sun' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText(/signing up for the/i)).toContainText('Sun');
  const email = uniqueEmail(testInfo, 'register-intent');
  await register(page, email);
  await expect(page).toHaveURL(/\/email-verification-notice/);

  const tab = await verifyAndSignInElsewhere(context, request, email);
  await expect(tab).toHaveURL(/\/customer\/membership$/);
  await expect(tab.getByRole('radio', { name: /sun/i })).toBeChecked();
  await tab.close();
});

test('the floating promo stays below an open signup modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'See membership plans' }).click();
  await page.getByRole('button', { name: /choose star/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Star' });
  await expect(dialog).toBeVisible();
  // The promo becomes due 6 s after the landing page opened, while the modal is open.
  await expect(page.locator('[aria-label="SuperSaver offer"]')).toBeAttached({ timeout: 15_000 });
  await page.waitForTimeout(1_000); // its slide-in
  // The modal's lowest controls stay clickable (the promo does not cover them).
  await dialog.getByRole('checkbox', { name: /i agree/i }).check();
  await expect(dialog.getByRole('checkbox', { name: /i agree/i })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Account' }).click({ trial: true });
});
