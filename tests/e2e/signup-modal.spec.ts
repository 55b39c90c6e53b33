/**
 * The landing page's signup modal (spec sections 2, 4 and 5): a membership button opens it for a
 * visitor, its own rules and messages, the server's password rule when the server refuses, the
 * check-email step after registering, and a signed-in user going straight to the subscribe path.
 */
import { CUSTOMER_PASSWORD, expect, readOutbox, signIn, signInAs, test, uniqueEmail, verificationLink } from './fixtures';

/**
 * The membership plans load with the rest of the landing page as a visitor nears them; the hero's
 * 'See membership plans' gets them there (docs/decisions/0017-landing-speed.md).
 */
async function showMembershipPlans(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'See membership plans' }).click();
}

async function openModal(page: import('@playwright/test').Page) {
  await showMembershipPlans(page);
  await page.getByRole('button', { name: /choose star/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Star' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the modal checks its rules in order, the password by the server’s rule', async ({ page }) => {
  const dialog = await openModal(page);
  const alert = dialog.getByRole('alert');
  const submit = dialog.getByRole('button', { name: 'Create Account' });

  // Focus starts inside the dialog and Tab stays in it.
  await expect(dialog.getByLabel('First name')).toBeFocused();
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await submit.click();
  await expect(alert).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Hale');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('robin@example');
  await dialog.getByLabel('Password', { exact: false }).first().fill('abc');
  await dialog.getByLabel(/confirm password/i).fill('abd');
  await submit.click();
  // Terms not agreed yet: still a required field.
  await expect(alert).toHaveText('Please fill in all required fields');

  await dialog.getByRole('checkbox', { name: /i agree/i }).check();
  // The marketing box is on by default.
  await expect(dialog.getByRole('checkbox', { name: /tips, offers/i })).toBeChecked();
  await submit.click();
  await expect(alert).toHaveText('Passwords do not match');

  await dialog.getByLabel(/confirm password/i).fill('abc');
  await submit.click();
  await expect(alert).toHaveText('Password must be at least 8 characters');

  // The modal applies the server's password rule: six characters are refused at once.
  await dialog.getByLabel('Password', { exact: false }).first().fill('abcdef');
  await dialog.getByLabel(/confirm password/i).fill('abcdef');
  await submit.click();
  await expect(alert).toHaveText('Password must be at least 8 characters');

  await dialog.getByLabel('Password', { exact: false }).first().fill('Abcdef1!');
  await dialog.getByLabel(/confirm password/i).fill('Abcdef1!');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email address');

  // Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a visitor signs up from a membership button and gets the check-email step', async ({ page, request }, testInfo) => {
  const dialog = await openModal(page);
  const email = uniqueEmail(testInfo, 'modal');
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Hale');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: false }).first().fill(CUSTOMER_PASSWORD);
  await dialog.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
  await dialog.getByLabel('Phone (optional)').fill('+1 415 555 0100');
  await dialog.getByRole('checkbox', { name: /i agree/i }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // Verification is required for new customers: step 3, not signed in.
  const notice = page.getByRole('dialog', { name: 'Check your email' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await expect(notice.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  // The account exists: its verification mail was sent.
  await expect.poll(async () => (await readOutbox(request, email)).length).toBeGreaterThan(0);

  // 'Go to Login' opens the login page; after verifying, signing in continues to the chosen tier.
  await notice.getByRole('button', { name: 'Go to Login' }).click();
  // Not signed in: the login form shows (a signed-in user would be sent on to the subscribe path).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  const link = await verificationLink(request, email);
  const verify = await request.post('/api/auth/verify-email', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  expect(verify.ok()).toBe(true);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/memberships\/subscribe\?tier=star$/);
  await expect(page.getByText(/you picked/i)).toContainText('Star');
});

test('Close on the check-email step closes the modal', async ({ page }, testInfo) => {
  const dialog = await openModal(page);
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Last name').fill('Lee');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'close'));
  await dialog.getByLabel('Password', { exact: false }).first().fill(CUSTOMER_PASSWORD);
  await dialog.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
  await dialog.getByRole('checkbox', { name: /i agree/i }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const notice = page.getByRole('dialog', { name: 'Check your email' });
  await notice.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in customer choosing a membership goes straight to the subscribe path', async ({ page, newCustomer }) => {
  const customer = await newCustomer();
  await signInAs(page, customer);
  await showMembershipPlans(page);
  await page.getByRole('button', { name: /choose sun/i }).click();
  await expect(page).toHaveURL(/\/memberships\/subscribe\?tier=sun$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-in admin is also sent to the subscribe path, not the modal', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await showMembershipPlans(page);
  await page.getByRole('button', { name: /choose moon/i }).click();
  await expect(page).toHaveURL(/\/memberships\/subscribe\?tier=moon$/);
});
