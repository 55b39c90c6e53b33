/**
 * The cleaner's side of a request (docs/decisions/0027), in real Chromium against
 * the real server: a customer asks one demo cleaner for a job over /api (`cleanerId`); that
 * cleaner sees it first on /cleaner/jobs under "Requests for you", with the time left to answer,
 * and accepts it (it joins My jobs, confirmed) or declines it with a reason (it leaves the page,
 * and the booking's offer reads declined). Each test books on a day no other test uses.
 */
import { CLEANERS, DEMO_PASSWORD, apiCall, expect, jobCard, signIn, test, uniqueDay, type Customer } from './fixtures';
import type { APIRequestContext, TestInfo } from '@playwright/test';

const CLEANER = CLEANERS.newYork;

interface RequestedBooking {
  id: string;
  status: string;
  currentOffer: { cleanerId: string; cleanerName: string; expiresAt: string } | null;
  offers: { cleanerId: string; outcome: string }[];
}

/** The demo cleaner's user id (from its /api sign-in). */
async function cleanerId(request: APIRequestContext): Promise<string> {
  const login = await apiCall<{ user: { id: string } }>(request, 'POST', '/auth/login', { body: { email: CLEANER.email, password: DEMO_PASSWORD } });
  return login.user.id;
}

/** Books as `customer` on a unique day in the cleaner's area, asking that cleaner (POST /api/bookings with cleanerId). */
async function askCleaner(request: APIRequestContext, testInfo: TestInfo, customer: Customer): Promise<RequestedBooking> {
  const start = uniqueDay(testInfo);
  start.setUTCHours(16);
  const body = await apiCall<{ booking: RequestedBooking }>(request, 'POST', '/bookings', {
    token: customer.accessToken,
    body: {
      serviceId: 1,
      scheduledAt: start.toISOString(),
      durationHours: 2,
      address: '200 Park Ave',
      city: CLEANER.city,
      zipCode: CLEANER.zipCode,
      cleanerId: await cleanerId(request),
    },
  });
  return body.booking;
}

test('the asked cleaner sees the request first, with its countdown, and accepts it', async ({ page, request, newCustomer }, testInfo) => {
  const customer = await newCustomer();
  const booking = await askCleaner(request, testInfo, customer);
  expect(booking.status).toBe('pending_cleaner_response');
  expect(booking.currentOffer?.cleanerName).toBe('Aisha K.');

  await signIn(page, CLEANER.email);
  await page.goto('/cleaner/jobs');
  const requests = page.getByRole('region', { name: 'Requests for you' });
  const card = requests.locator(`article[aria-labelledby="job-${booking.id}-title"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d+ min left|Less than 1 min left/);
  await expect(card).toContainText(/Answer by/);
  // Shown once: not again under My jobs.
  await page.getByRole('tab', { name: /my jobs/i }).click();
  await expect(jobCard(page, booking.id)).toHaveCount(1);

  await page.waitForLoadState('networkidle');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  await expect(jobCard(page, booking.id)).toContainText('Confirmed');

  const after = await apiCall<{ booking: RequestedBooking }>(request, 'GET', `/bookings/${booking.id}`, { token: customer.accessToken });
  expect(after.booking.status).toBe('confirmed');
  expect(after.booking.currentOffer).toBeNull();
  expect(after.booking.offers.map((o) => o.outcome)).toEqual(['accepted']);
});

test('the asked cleaner declines a request with a reason and it leaves the page', async ({ page, request, newCustomer }, testInfo) => {
  const customer = await newCustomer();
  const booking = await askCleaner(request, testInfo, customer);

  await signIn(page, CLEANER.email);
  await page.goto('/cleaner/jobs');
  const card = page.getByRole('region', { name: 'Requests for you' }).locator(`article[aria-labelledby="job-${booking.id}-title"]`);
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Decline this request?' })).toBeVisible();
  await dialog.getByLabel(/^reason/i).fill('Booked elsewhere that morning');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(jobCard(page, booking.id)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Requests for you' })).toBeVisible();
  await expect(jobCard(page, booking.id)).toHaveCount(0);

  const after = await apiCall<{ booking: RequestedBooking }>(request, 'GET', `/bookings/${booking.id}`, { token: customer.accessToken });
  expect(after.booking.offers.map((o) => o.outcome)).toEqual(['declined']);
});
