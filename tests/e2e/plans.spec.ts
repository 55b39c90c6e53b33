/**
 * Recurring plans (docs/decisions/0033, Playwright), in real Chromium against the real server:
 * a customer chooses "Weekly" on /book, sees the price of each visit with the recurring discount
 * and every visit checked, confirms the plan, sees its visits on the plan's page and skips one;
 * the plan's cleaner sees the series on /cleaner/jobs ("Recurring plans", each visit a request
 * with the "Recurring · Weekly" badge), accepts the whole series, and the visits join My jobs,
 * confirmed; the admin finds the plan on /admin/plans by its customer and reads its visits.
 *
 * The test owns its area (Duluth, MN: no demo cleaner and no other test serves it) and its
 * freelancer, so the plan's "best available" cleaner is that freelancer and none of its twelve
 * weekly visits meets another test's booking.
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiCall, expect, fillBookingForm, isoDate, jobCard, secondPage, signIn, signInAs, test, type Freelancer } from './fixtures';

/** Duluth, MN (America/Chicago). */
const AREA = { zipCode: '55802', city: 'Duluth' } as const;

/** The /api plan fields the test reads. */
interface ApiPlan {
  id: string;
  status: string;
  frequency: string;
  startTime: string;
  timeZone: string;
  cleanerId: string | null;
  seriesAccepted: boolean;
  visits: { date: string; scheduledAt: string; bookingId: string | null; status: string }[];
}

/** The freelancer made by the fixture, moved to live in the area with a 10-mile radius. */
async function placeFreelancer(request: APIRequestContext, freelancer: Freelancer): Promise<void> {
  await apiCall(request, 'PUT', '/users/cleaner-profile', {
    token: freelancer.accessToken,
    body: { homeZipCode: AREA.zipCode, serviceRadiusMiles: 10, serviceZipPrefixes: [AREA.zipCode] },
  });
}

/** "Selma C.": how cards name a freelancer made by the fixture. */
const shortName = (freelancer: Freelancer) => `${freelancer.firstName} ${freelancer.lastName.charAt(0)}.`;

/**
 * The day a week from today in Duluth, as the date input takes it (YYYY-MM-DD): the plan's twelve
 * weekly visits (days 7 to 84) all fall inside the 12-week window, which ends 84 days after
 * today there.
 */
function aWeekAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return isoDate(day);
}

test('a customer creates a weekly plan, sees the visits and skips one; the cleaner sees and accepts the series', async ({
  page,
  request,
  browser,
  baseURL,
  problems,
  newCustomer,
  newFreelancer,
}) => {
  test.slow(); // a freelancer and a customer registered over /api, the booking form, three people's pages
  const freelancer = await newFreelancer({ firstName: 'Selma', zipPrefix: AREA.zipCode });
  await placeFreelancer(request, freelancer);
  const customer = await newCustomer({ firstName: 'Theo' });

  /* The customer: /book with Repeat "Weekly", the per-visit check, Confirm plan. */
  await signInAs(page, customer);
  await page.goto('/book');
  await fillBookingForm(page, { date: aWeekAhead(), address: '5 Lake Avenue', city: AREA.city, zipCode: AREA.zipCode });
  await page.getByRole('radio', { name: 'Weekly' }).check();
  const summary = page.getByRole('complementary', { name: 'Plan summary' });
  await expect(summary.getByRole('heading', { name: 'Weekly plan' })).toBeVisible();
  await expect(summary.getByText('Every visit is free.')).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('Recurring discount (10%)')).toBeVisible();
  await expect(summary).toContainText(`${shortName(freelancer)}: the best available cleaner, kept for every visit.`);
  await expect(summary.getByRole('list', { name: 'Planned visits' }).getByRole('listitem')).toHaveCount(12);
  await summary.getByRole('button', { name: 'Confirm plan' }).click();
  await page.waitForURL(/\/customer\/plans\/[0-9a-f-]{36}$/);
  const planId = page.url().split('/').pop()!;

  // Every visit of the window is booked, a request to the plan's cleaner, at 10:00 in Duluth.
  const created = (await apiCall<{ plan: ApiPlan }>(request, 'GET', `/plans/${planId}`, { token: customer.accessToken })).plan;
  expect(created).toMatchObject({ status: 'active', frequency: 'weekly', startTime: '10:00', timeZone: 'America/Chicago', cleanerId: freelancer.id, seriesAccepted: false });
  expect(created.visits).toHaveLength(12);
  expect(created.visits.every((v) => v.bookingId && v.status === 'pending_cleaner_response')).toBe(true);

  // The plan's page lists the same visits; the second one is skipped.
  const visits = page.getByRole('list', { name: 'Visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(created.visits.length);
  const second = visits.getByRole('listitem').nth(1);
  await second.getByRole('button', { name: /^Skip visit on / }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip this visit?' });
  await dialog.getByRole('button', { name: 'Skip visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toContainText('Skipped');
  const skippedDate = created.visits[1]!.date;
  const skippedBooking = created.visits[1]!.bookingId!;
  const afterSkip = (await apiCall<{ plan: ApiPlan }>(request, 'GET', `/plans/${planId}`, { token: customer.accessToken })).plan;
  expect(afterSkip.visits.find((v) => v.date === skippedDate)?.status).toBe('skipped');

  // A new card for the next charges (the test card; nothing charged now).
  await page.getByRole('button', { name: 'Update card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Update the card for this plan' });
  await cardDialog.getByLabel('Card number').pressSequentially('4242424242424242');
  await cardDialog.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
  await cardDialog.getByLabel('CVC').fill('123');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(cardDialog).toBeHidden();
  await expect(page.getByText('Your card is saved. The next visits are charged to it.')).toBeVisible();

  /* The cleaner: the series on /cleaner/jobs, each visit a request with the Recurring badge. */
  const cleaner = await secondPage(browser, baseURL, problems);
  await signIn(cleaner.page, freelancer.email, freelancer.password);
  await cleaner.page.goto('/cleaner/jobs');
  const planCard = cleaner.page.getByRole('region', { name: 'Recurring plans' }).getByRole('article', { name: `Window Cleaning for ${customer.firstName}` });
  await expect(planCard).toContainText('Recurring · Weekly');
  await expect(planCard).toContainText('Waiting for your answer');
  await expect(planCard).toContainText('Weekly on');
  await expect(planCard).toContainText('10:00 AM');

  const requests = cleaner.page.getByRole('region', { name: 'Requests for you' });
  const firstVisit = created.visits[0]!.bookingId!;
  await expect(requests.locator(`article[aria-labelledby="job-${firstVisit}-title"]`)).toContainText('Recurring · Weekly');
  await expect(requests.getByRole('article')).toHaveCount(created.visits.length - 1);
  await expect(jobCard(cleaner.page, skippedBooking)).toHaveCount(0);
  await expect(requests.locator(`article[aria-labelledby="job-${firstVisit}-title"]`).getByRole('button', { name: 'Accept series' })).toBeVisible();

  // Accept the series: every visit is theirs, confirmed, and still marked recurring.
  await cleaner.page.waitForLoadState('networkidle');
  await planCard.getByRole('button', { name: 'Accept series' }).click();
  await expect(planCard).toContainText('Series accepted');
  await expect(requests.getByRole('article')).toHaveCount(0);
  await cleaner.page.getByRole('tab', { name: /my jobs/i }).click();
  // My jobs lists the latest start first (10 a page): the plan's last visit is on the first page.
  const mine = jobCard(cleaner.page, created.visits.at(-1)!.bookingId!);
  await expect(mine).toContainText('Confirmed');
  await expect(mine).toContainText('Recurring · Weekly');
  await expect(mine.getByRole('button', { name: 'Decline visit' })).toBeVisible();
  await cleaner.close();

  const accepted = (await apiCall<{ plan: ApiPlan }>(request, 'GET', `/plans/${planId}`, { token: customer.accessToken })).plan;
  expect(accepted.seriesAccepted).toBe(true);
  expect(accepted.visits.filter((v) => v.date !== skippedDate).every((v) => v.status === 'confirmed')).toBe(true);

  /* The admin: /admin/plans filtered by the customer, the plan's visits in its drawer. */
  const admin = await secondPage(browser, baseURL, problems);
  await signIn(admin.page, ACCOUNTS.admin);
  await admin.page.goto('/admin/plans');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(admin.page.getByRole('region', { name: 'Recurring discounts' }).getByLabel('Weekly', { exact: true })).toHaveValue('10');
  await admin.page.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await admin.page.getByRole('option', { name: new RegExp(customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(admin.page.getByText('1 plan match')).toBeVisible();
  await admin.page.getByRole('button', { name: /^Open plan: Window Cleaning for Theo/ }).click();
  const drawer = admin.page.getByRole('dialog', { name: 'Plan details' });
  const table = drawer.getByRole('table', { name: 'Visits of this plan' });
  await expect(table.getByRole('row')).toHaveCount(created.visits.length + 1);
  await expect(table.getByRole('row').nth(2)).toContainText('Skipped');
  await expect(table.getByRole('row').nth(1)).toContainText('Confirmed');
  await expect(drawer).toContainText('Series accepted');
  await admin.close();
});
