/**
 * The admin console (docs/decisions/0020), in real Chromium against the real server:
 * - a new freelancer registers, an admin approves it on /admin/freelancers/pending, and the
 *   freelancer then sees open jobs in its area on /cleaner/jobs;
 * - an admin assigns a booking to a cleaner on /admin/bookings and the cleaner accepts it from
 *   /cleaner/jobs.
 * Each test owns its freelancer and a zip prefix nobody else serves (597, 598).
 */
import { ACCOUNTS, CUSTOMER_PASSWORD, apiCall, expect, jobCard, secondPage, signIn, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('a new freelancer is approved by an admin and then sees open jobs', async ({ page, browser, baseURL, problems, newCustomer, newBooking, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Priya', zipPrefix: '597', approved: false });
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: 'Butte', zipCode: '59701' });

  // Before approval the freelancer lands on its verification status.
  const cleanerSide = await secondPage(browser, baseURL, problems);
  try {
    await cleanerSide.page.goto('/login');
    await cleanerSide.page.getByLabel(/email/i).fill(freelancer.email);
    await cleanerSide.page.getByLabel(/^password/i).fill(CUSTOMER_PASSWORD);
    await cleanerSide.page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(cleanerSide.page.getByRole('heading', { name: /under review/i })).toBeVisible();

    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/freelancers/pending');
    await page.getByLabel('Search applicants').fill(freelancer.email);
    await page.getByRole('button', { name: new RegExp(`^Approve ${freelancer.firstName} ${freelancer.lastName}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Approve$/ }).click();
    await expect(page.getByText(new RegExp(`Approved ${freelancer.firstName}`))).toBeVisible();

    // The freelancer checks again and gets in; the job in its zip code is offered.
    await cleanerSide.page.getByRole('button', { name: 'Check status' }).click();
    await cleanerSide.page.waitForURL('**/dashboard');
    await cleanerSide.page.goto('/cleaner/jobs');
    await expect(jobCard(cleanerSide.page, booking.id)).toBeVisible();
  } finally {
    await cleanerSide.close();
  }
});

test('an admin assigns a booking and the cleaner accepts it from its jobs', async ({ page, browser, baseURL, problems, newCustomer, newBooking, newFreelancer, request }) => {
  const freelancer = await newFreelancer({ firstName: 'Omar', zipPrefix: '598' });
  const customer = await newCustomer({ firstName: 'Assigna' });
  const booking = await newBooking(customer, { city: 'Missoula', zipCode: '59801' });

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/bookings');
  await page.getByLabel('Customer').fill(customer.email);
  // The filter applies after a pause: open the row of this customer's booking, not whichever row is first meanwhile.
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('button', { name: /^Open booking/ }).click();
  await page.getByRole('button', { name: 'Assign cleaner' }).click();
  await page.getByRole('dialog').getByText(`${freelancer.firstName} ${freelancer.lastName}`).click();
  await page.getByRole('button', { name: /^Assign$/ }).click();
  await expect(page.getByText('Awaiting Cleaner Response').first()).toBeVisible();

  const cleanerSide = await secondPage(browser, baseURL, problems);
  try {
    await cleanerSide.page.goto('/login');
    await cleanerSide.page.getByLabel(/email/i).fill(freelancer.email);
    await cleanerSide.page.getByLabel(/^password/i).fill(CUSTOMER_PASSWORD);
    await cleanerSide.page.getByRole('button', { name: /^sign in$/i }).click();
    await cleanerSide.page.waitForURL('**/dashboard');
    await cleanerSide.page.goto('/cleaner/jobs');
    await cleanerSide.page.getByRole('tab', { name: /my jobs/i }).click();
    const job = jobCard(cleanerSide.page, booking.id);
    await job.getByRole('button', { name: 'Accept' }).click();
    await expect(job.getByText('Confirmed')).toBeVisible();
  } finally {
    await cleanerSide.close();
  }
  // The customer's booking is confirmed with that cleaner.
  const mine = await apiCall<{ booking: { status: string; cleanerId: string } }>(request, 'GET', `/bookings/${booking.id}`, { token: customer.accessToken });
  expect(mine.booking).toMatchObject({ status: 'confirmed', cleanerId: freelancer.id });
});
