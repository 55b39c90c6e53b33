/**
 * Instant booking and request waves in the web app (issue 31; docs/decisions/0044, 0045), in real
 * Chromium against the real server:
 * - a freelancer turns instant booking on in the "Instant booking" section of /cleaner/availability
 *   (axe-checked); a customer then sees "Instant confirmation" on "Choose your cleaner", reads
 *   "Confirmed at once by <name>" before booking, books that cleaner, and the booking page says
 *   Confirmed at once, without waiting for an answer; the cleaner then cancels it from the job card
 *   after the dialog's warning about the late-cancellation rule;
 * - with three freelancers near and none instant, "Best available" asks all three at once: the
 *   booking page reads "Asking 3 cleaners near you · N min left"; one of the asked accepts over
 *   /api and the page follows live to Confirmed, without a reload.
 *
 * Each test has its own area (Sioux Falls, Fargo), far from every demo cleaner and from the other
 * specs' zip codes; the freelancers live in a zip code of it with a 10-mile radius.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { apiCall, expect, fillBookingForm, isoDate, jobCard, signIn, signInAs, test, uniqueDay, type Freelancer } from './fixtures';

/** A freelancer made by the fixture, moved to live in `homeZipCode` with a 10-mile radius. */
async function placeFreelancer(request: APIRequestContext, freelancer: Freelancer, homeZipCode: string): Promise<void> {
  await apiCall(request, 'PUT', '/users/cleaner-profile', {
    token: freelancer.accessToken,
    body: { homeZipCode, serviceRadiusMiles: 10, serviceZipPrefixes: [homeZipCode] },
  });
}

/** "Nadia C.": how cards and requests name a freelancer made by the fixture. */
const shortName = (freelancer: Freelancer) => `${freelancer.firstName} ${freelancer.lastName.charAt(0)}.`;

/** Fills /book for `zipCode` on a unique day at 10:00 for 2 hours (the summary then says how it will be matched). */
async function fillBook(page: Page, testInfo: TestInfo, city: string, zipCode: string): Promise<void> {
  await page.goto('/book');
  await fillBookingForm(page, { date: isoDate(uniqueDay(testInfo)), address: '31 Instant Way', city, zipCode });
}

async function bookingIdOf(page: Page): Promise<string> {
  await page.waitForURL(/\/customer\/bookings\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

interface ApiBooking {
  id: string;
  status: string;
  matching: { mode: string; askedCount: number; expiresAt: string | null };
  pendingOffers: { cleanerId: string; outcome: string }[];
}

test('a customer books a cleaner with instant booking on and sees Confirmed without waiting', async ({ page, request, newCustomer, newFreelancer }, testInfo) => {
  test.slow(); // a freelancer and a customer registered over /api, two sign-ins, the booking form
  const instant = await newFreelancer({ firstName: 'Ines', zipPrefix: '57104' });
  await placeFreelancer(request, instant, '57104');
  const customer = await newCustomer({ firstName: 'Tara' });

  // The freelancer turns instant booking on in the new section.
  await signIn(page, instant.email, instant.password);
  await page.goto('/cleaner/availability');
  const section = page.getByRole('region', { name: 'Instant booking' });
  await expect(section.getByLabel('Confirm bookings that fit my rules at once')).not.toBeChecked();
  await section.getByLabel('Confirm bookings that fit my rules at once').check();
  await section.getByLabel(/^Longest distance/).fill('10');
  await section.getByLabel(/^Shortest notice/).fill('0');
  await section.getByLabel(/^Most instant jobs a day/).fill('3');
  // A distance above the service radius is refused on its field, before anything is sent.
  await section.getByLabel(/^Longest distance/).fill('40');
  await section.getByRole('button', { name: 'Save instant booking' }).click();
  await expect(section.getByText('Enter whole miles from 1 to 10 (your service radius)')).toBeVisible();
  await section.getByLabel(/^Longest distance/).fill('10');
  await section.getByRole('button', { name: 'Save instant booking' }).click();
  await expect(page.getByText('Instant booking is on')).toBeVisible();
  await expect(section).toContainText('late cancellation');
  const axe = await new AxeBuilder({ page })
    .include('#instant-booking')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    .analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `[${v.id}] ${n.target.join(' > ')}: ${v.help}`))).toEqual([]);
  const rules = await apiCall<{ enabled: boolean; maxDistanceMiles: number; minNoticeHours: number }>(request, 'GET', '/users/instant-book', {
    token: instant.accessToken,
  });
  expect(rules).toMatchObject({ enabled: true, maxDistanceMiles: 10, minNoticeHours: 0 });

  // The customer is told before booking that it will be confirmed at once.
  await signInAs(page, customer);
  await fillBook(page, testInfo, 'Sioux Falls', '57104');
  await expect(page.getByText(/Instant confirmation available/)).toBeVisible();
  await page.getByRole('button', { name: 'Choose your cleaner' }).click();
  await expect(page).toHaveURL(/\/customer\/select-cleaner$/);
  const card = page.getByRole('article', { name: shortName(instant) });
  await expect(card.getByText('Instant confirmation')).toBeVisible();
  await expect(card.getByText(`Confirmed at once by ${shortName(instant)}.`)).toBeVisible();
  await expect(page.getByText(`Confirmed at once by ${shortName(instant)}: they have instant booking on for this job.`)).toBeVisible();

  await card.getByRole('button', { name: `Choose ${shortName(instant)}` }).click();
  const bookingId = await bookingIdOf(page);
  // Confirmed on arrival: no request status, no countdown.
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/confirmed at once/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request status' })).toHaveCount(0);
  const body = await apiCall<{ booking: ApiBooking }>(request, 'GET', `/bookings/${bookingId}`, { token: customer.accessToken });
  expect(body.booking.status).toBe('confirmed');
  expect(body.booking.matching.mode).toBe('instant');

  // The cleaner may cancel a confirmed instant job, after a warning about the late-cancellation rule.
  await signIn(page, instant.email, instant.password);
  await page.goto('/cleaner/jobs');
  await page.getByRole('tab', { name: /my jobs/i }).click();
  const job = jobCard(page, bookingId);
  await job.getByRole('button', { name: 'Cancel job' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this instant job?' })).toBeVisible();
  await expect(dialog).toContainText(/is a late cancellation\. .* within \d+ days? pauses? your instant booking/);
  await dialog.getByLabel(/reason/i).fill('Family emergency');
  await dialog.getByRole('button', { name: 'Cancel job' }).click();
  await expect(dialog).toBeHidden();
  const cancelled = await apiCall<{ booking: ApiBooking }>(request, 'GET', `/bookings/${bookingId}`, { token: customer.accessToken });
  expect(cancelled.booking.status).toBe('cancelled');
});

test('"Best available" asks 3 cleaners at once, one accepts, and the page follows live to Confirmed', async ({ page, request, newCustomer, newFreelancer }, testInfo) => {
  test.slow();
  const homes = ['58102', '58103', '58104'];
  const cleaners: Freelancer[] = [];
  for (const [i, zip] of homes.entries()) {
    const freelancer = await newFreelancer({ firstName: ['Uma', 'Vic', 'Wes'][i], zipPrefix: zip });
    await placeFreelancer(request, freelancer, zip);
    cleaners.push(freelancer);
  }
  const customer = await newCustomer({ firstName: 'Yara' });

  await signInAs(page, customer);
  await fillBook(page, testInfo, 'Fargo', '58103');
  await expect(page.getByText(/Best available asks up to 3 cleaners near you at once/)).toBeVisible();
  await page.getByRole('button', { name: 'Choose your cleaner' }).click();
  await expect(page).toHaveURL(/\/customer\/select-cleaner$/);
  await expect(page.getByText("We'll ask up to 3 cleaners near you at once; first to accept gets it.")).toBeVisible();
  await expect(page.getByText('Instant confirmation')).toHaveCount(0);
  await page.getByRole('button', { name: 'Best available' }).click();
  const bookingId = await bookingIdOf(page);

  const status = page.getByRole('region', { name: 'Request status' });
  await expect(status.getByText('Asking 3 cleaners near you', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(status).toContainText(/\d+ min left/);
  await expect(status).toContainText('The first of them to accept gets your booking.');

  // A marker on the page: a reload would drop it, so its survival proves the update came live.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'no reload';
  });

  const before = await apiCall<{ booking: ApiBooking }>(request, 'GET', `/bookings/${bookingId}`, { token: customer.accessToken });
  expect(before.booking.matching).toMatchObject({ mode: 'request', askedCount: 3 });
  expect(before.booking.pendingOffers).toHaveLength(3);
  // One of the asked (not the first) accepts as themself.
  const taker = cleaners.find((c) => c.id === before.booking.pendingOffers[1]!.cleanerId)!;
  await apiCall(request, 'POST', `/bookings/${bookingId}/accept`, { token: taker.accessToken });

  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(status).toHaveCount(0);
  await expect(page.getByText(new RegExp(taker.firstName)).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('no reload');
});
