/**
 * Choosing a cleaner and the live request cascade (docs/decisions/0027, Playwright):
 * - a customer picks a cleaner on "Choose your cleaner" and that cleaner accepts;
 * - a customer chooses "Best available", the first cleaner declines, the second accepts, and the
 *   customer's booking page follows it without a reload.
 *
 * Each test creates its own customer and two approved freelancers at known distances from its
 * booking's zip code: one living in that zip code (0.0 mi) and one in a neighbouring zip code about
 * 6 miles away, each with a 10-mile radius, so the nearer one ranks first. Each test has its own
 * area, far from every demo cleaner and from the zip prefixes of other tests.
 * The cleaners answer over /api (POST /api/bookings/{id}/accept and /reject) with their own tokens.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { apiCall, expect, signInAs, test, fillBookingForm, isoDate, uniqueDay, type Freelancer } from './fixtures';

/** A booking's zip code, a zip code about 6 miles away (zipcodes dataset), and the city. */
interface Area {
  zipCode: string;
  nearZipCode: string;
  /** Great-circle miles between the two centroids, 1 decimal (as the cards show it). */
  nearMiles: string;
  city: string;
}

/**
 * One place per test, hundreds of miles from each other, from every demo cleaner and from the zip
 * prefixes other tests serve. Every run starts on a fresh database (playwright.config.ts), so no
 * freelancer of an earlier run is there.
 */
const BISMARCK: Area = { zipCode: '58501', nearZipCode: '58554', nearMiles: '6', city: 'Bismarck' };
const RAPID_CITY: Area = { zipCode: '57701', nearZipCode: '57703', nearMiles: '7', city: 'Rapid City' };

/** A freelancer made by the fixture, moved to live in `homeZipCode` with a 10-mile radius. */
async function placeFreelancer(request: APIRequestContext, freelancer: Freelancer, homeZipCode: string): Promise<void> {
  await apiCall(request, 'PUT', '/users/cleaner-profile', {
    token: freelancer.accessToken,
    // The only zip "prefix" is the home zip code itself, so coverage comes from the radius.
    body: { homeZipCode, serviceRadiusMiles: 10, serviceZipPrefixes: [homeZipCode], specialties: ['Deep cleaning'] },
  });
}

/** "Nadia C.": how cards and requests name a freelancer made by the fixture. */
function shortName(freelancer: Freelancer): string {
  return `${freelancer.firstName} ${freelancer.lastName.charAt(0)}.`;
}

/** Fills /book for `area` on a unique day at 10:00 for 2 hours and goes on to "Choose your cleaner". */
async function fillBooking(page: Page, testInfo: TestInfo, area: Area): Promise<void> {
  await page.getByRole('link', { name: /book cleaning/i }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  await fillBookingForm(page, { date: isoDate(uniqueDay(testInfo)), address: '18 Matching Way', city: area.city, zipCode: area.zipCode });
  await page.getByRole('button', { name: 'Choose your cleaner' }).click();
  await expect(page).toHaveURL(/\/customer\/select-cleaner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your cleaner' })).toBeVisible();
}

/** The id of the booking whose page is open. */
async function bookingIdOf(page: Page): Promise<string> {
  await page.waitForURL(/\/customer\/bookings\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The booking page's live request status (the notification toast may say the same words). */
const requestStatus = (page: Page) => page.getByRole('region', { name: 'Request status' });

test('a customer picks a cleaner on "Choose your cleaner" and that cleaner accepts', async ({ page, request, newCustomer, newFreelancer }, testInfo) => {
  test.slow(); // two freelancers and a customer registered over /api, the whole booking form, live updates
  const area = BISMARCK;
  const near = await newFreelancer({ firstName: 'Nadia', zipPrefix: area.zipCode });
  const far = await newFreelancer({ firstName: 'Oscar', zipPrefix: area.nearZipCode });
  await placeFreelancer(request, near, area.zipCode);
  await placeFreelancer(request, far, area.nearZipCode);
  const customer = await newCustomer({ firstName: 'Paula' });

  await signInAs(page, customer);
  await fillBooking(page, testInfo, area);

  // Both are recommended, with their distance, rating and the reasons; the nearer one first.
  const nearCard = page.getByRole('article', { name: shortName(near) });
  const farCard = page.getByRole('article', { name: shortName(far) });
  await expect(nearCard).toContainText('1 mi away');
  await expect(farCard).toContainText(`${area.nearMiles} mi away`);
  await expect(nearCard).toContainText('New');
  await expect(nearCard).toContainText('Deep cleaning');
  await expect(nearCard.getByText(/^Why Nadia:/).first()).toBeVisible();
  const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent ?? ''));
  expect(names.indexOf(shortName(near))).toBeLessThan(names.indexOf(shortName(far)));

  // The factors open and close from the keyboard.
  const factors = nearCard.getByRole('button', { name: 'How we ranked them' });
  await factors.focus();
  await page.keyboard.press('Enter');
  await expect(nearCard.getByRole('button', { name: 'Hide the ranking factors' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nearCard.getByRole('listitem').filter({ hasText: /distance/i }).first()).toBeVisible();

  // "Choose Nadia C.", falling back to the next best if she can't (checked by default).
  await expect(nearCard.getByRole('checkbox', { name: `If ${shortName(near)} can't take it, ask the next best cleaner` })).toBeChecked();
  await nearCard.getByRole('button', { name: `Choose ${shortName(near)}` }).click();
  const bookingId = await bookingIdOf(page);
  await expect(requestStatus(page).getByText(`Asking ${shortName(near)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/min left/).first()).toBeVisible();

  // Nadia accepts over /api; the page shows it without a reload.
  await apiCall(request, 'POST', `/bookings/${bookingId}/accept`, { token: near.accessToken });
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(requestStatus(page).getByText(`Asking ${shortName(near)}`, { exact: true })).toHaveCount(0);
  await expect(page.getByText(new RegExp(near.firstName)).first()).toBeVisible();
});

test('"Best available": a wave asks both cleaners at once, the first declines, the second accepts, and the page follows without a reload', async ({ page, request, newCustomer, newFreelancer }, testInfo) => {
  test.slow();
  const area = RAPID_CITY;
  const first = await newFreelancer({ firstName: 'Petra', zipPrefix: area.zipCode });
  const second = await newFreelancer({ firstName: 'Quinn', zipPrefix: area.nearZipCode });
  await placeFreelancer(request, first, area.zipCode);
  await placeFreelancer(request, second, area.nearZipCode);
  const customer = await newCustomer({ firstName: 'Rosa' });

  await signInAs(page, customer);
  await fillBooking(page, testInfo, area);
  await expect(page.getByRole('article', { name: shortName(first) })).toBeVisible();
  await page.getByRole('button', { name: 'Best available' }).click();
  const bookingId = await bookingIdOf(page);

  // Both are asked at once (a wave of up to 3: docs/decisions/0045), with the wave's deadline.
  await expect(requestStatus(page).getByText('Asking 2 cleaners near you', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/min left/).first()).toBeVisible();

  // A marker on the page: a reload would drop it, so its survival proves the updates came live.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'no reload';
  });

  // Petra declines: the wave goes on with Quinn alone, and the page says so.
  await apiCall(request, 'POST', `/bookings/${bookingId}/reject`, { token: first.accessToken, body: { reason: 'Not available that day' } });
  await expect(requestStatus(page).getByText(`${shortName(first)} declined, asking ${shortName(second)}`, { exact: true })).toBeVisible({ timeout: 15_000 });

  // Quinn accepts: confirmed.
  await apiCall(request, 'POST', `/bookings/${bookingId}/accept`, { token: second.accessToken });
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(new RegExp(second.firstName)).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('no reload');
});
