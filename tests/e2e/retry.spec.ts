/**
 * Safe retries (docs/decisions/0031-idempotency-keys.md): a booking whose first response
 * is lost on the way back is sent again by the web app with the same Idempotency-Key, the server
 * answers the retry with the first answer, and exactly one booking exists.
 *
 * The first CreateBooking request reaches the real server and completes there (route.fetch), then
 * the browser gets a dropped connection instead of the answer. This test uses its own browser
 * context: the shared `page` fixture fails on console errors, and Chromium logs the dropped
 * request as one.
 */
import { UNSERVED, apiCall, expect, signInAs, test, uniqueDay, fillBookingForm, isoDate } from './fixtures';

test('a booking whose first response is dropped is retried with the same key and made once', async ({ browser, baseURL, request, newCustomer }, testInfo) => {
  test.slow(); // registration over /api, the booking form, a retry 1 s after the drop
  const customer = await newCustomer({ firstName: 'Rhea' });
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));

    const keys: (string | undefined)[] = [];
    const replayed: (string | undefined)[] = [];
    await context.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'CreateBooking') return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      replayed.push(response.headers()['idempotent-replayed']);
      // The first answer is lost after the server made the booking; later ones arrive.
      if (keys.length === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });

    await signInAs(page, customer);
    await page.goto('/book');
    await fillBookingForm(page, { date: isoDate(uniqueDay(testInfo)), address: '7 Retry Lane', city: UNSERVED.city, zipCode: UNSERVED.zipCode });
    await page.getByRole('button', { name: 'Choose your cleaner' }).click();
    await expect(page).toHaveURL(/\/customer\/select-cleaner$/);

    // Nobody serves this zip code: "Book anyway" creates the booking for the open board.
    await page.getByRole('button', { name: 'Book anyway' }).click();
    await page.waitForURL(/\/customer\/bookings\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const bookingId = page.url().split('/').pop()!;

    // Two requests, one key (a UUID v4); the second answer was the server's replay of the first.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(replayed).toEqual([undefined, 'true']);

    // Exactly one booking, the one the page shows.
    const mine = await apiCall<{ bookings: { id: string }[] }>(request, 'GET', '/bookings?limit=50', { token: customer.accessToken });
    expect(mine.bookings.map((b) => b.id)).toEqual([bookingId]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
