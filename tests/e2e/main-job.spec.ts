/**
 * The main job end to end (issue #2 section 7): a customer books a service on /book, the cleaner
 * accepts it on /cleaner/jobs, the customer sees it confirmed. Real Chromium, real server, real
 * (embedded) database.
 */
import { ACCOUNTS, expect, signIn, test } from './fixtures';

test('customer books, cleaner accepts, customer sees it confirmed', async ({ browser, page, baseURL }) => {
  const note = `Gate code E2E-${Date.now()}`;

  // 1. The customer books Window Cleaning in San Francisco, 3 hours, 6 days from now at 10:00.
  await signIn(page, ACCOUNTS.customer);
  await page.getByRole('link', { name: /book cleaning/i }).first().click();
  await expect(page).toHaveURL(/\/book$/);

  await page.getByRole('combobox', { name: /service/i }).fill('Window');
  await page.getByRole('option', { name: /window cleaning/i }).first().click();

  const day = new Date(Date.now() + 6 * 86_400_000);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await page.getByLabel(/^date/i).fill(date);
  await page.getByLabel(/^time/i).selectOption('10:00');
  await page.getByLabel(/^hours/i).selectOption('3');
  await page.getByLabel(/^address/i).fill('742 Valencia St, Apt 3');
  await page.getByLabel(/^city/i).fill('San Francisco');
  await page.getByLabel(/^zip code/i).fill('94110');
  await page.getByLabel(/^notes/i).fill(note);

  // Member vs regular price before booking: the demo customer is a Star member, Window Cleaning
  // is $22/h member against $45/h regular, so 3 hours cost $66.00 instead of $135.00.
  const summary = page.locator('[aria-label="Booking summary"]');
  await expect(summary).toContainText('$22/h');
  await expect(summary).toContainText('$45/h');
  await expect(summary).toContainText('$66.00');
  await expect(summary).toContainText('$135.00');

  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/customer\/bookings\/[0-9a-f-]{36}$/);
  const bookingUrl = page.url();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();

  // 2. The cleaner (San Francisco, 941xx) sees the job among available jobs and accepts it.
  const cleanerContext = await browser.newContext({ baseURL });
  const cleanerPage = await cleanerContext.newPage();
  const cleanerProblems: string[] = [];
  cleanerPage.on('console', (m) => m.type() === 'error' && cleanerProblems.push(m.text()));
  cleanerPage.on('pageerror', (e) => cleanerProblems.push(e.message));
  await signIn(cleanerPage, ACCOUNTS.cleaner);
  await cleanerPage.goto('/cleaner/jobs');
  const job = cleanerPage.getByRole('article').filter({ hasText: note });
  await expect(job).toBeVisible();
  await expect(job).toContainText(/window cleaning/i);
  await job.getByRole('button', { name: 'Accept' }).click();
  await cleanerPage.getByRole('tab', { name: /my jobs/i }).click();
  const mine = cleanerPage.getByRole('article').filter({ hasText: note });
  await expect(mine).toContainText('Confirmed');
  await expect(mine).toContainText('742 Valencia St');
  expect(cleanerProblems).toEqual([]);
  await cleanerContext.close();

  // 3. The customer sees the booking confirmed, with the cleaner.
  await page.goto(bookingUrl);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/maria/i).first()).toBeVisible();
});
