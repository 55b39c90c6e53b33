/**
 * Memberships, reviews and availability (docs/decisions/0019), in real Chromium against the real server:
 * - a customer buys Star with the test card on /customer/membership and the next booking is priced
 *   at the member rate;
 * - a customer reviews a completed booking from its page, an admin features the review on
 *   /admin/reviews, and it is among the public reviews;
 * - a cleaner narrows its hours on /cleaner/availability and no longer sees a job outside them.
 * Each test makes its own customer, freelancer and zip prefix (835, 836).
 */
import { ACCOUNTS, CUSTOMER_PASSWORD, apiCall, apiLogin, expect, jobCard, signIn, signInAs, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

test('a customer buys Star with the test card and the next booking is priced at the member rate', async ({ page, newCustomer, newBooking }) => {
  const customer = await newCustomer({ firstName: 'Stella' });
  await signInAs(page, customer);
  await page.goto('/customer/membership');
  await page.getByRole('radio', { name: /^Star/ }).check();
  await page.getByRole('radio', { name: /^1 month/ }).check();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $63.90 and join Star' }).click();
  await expect(page.getByText(/Welcome to Star/).first()).toBeVisible();

  // House cleaning ($18/h member, $36/h regular) for 2 hours: $36.00 at the member rate.
  const booking = await newBooking(customer);
  await page.goto(`/customer/bookings/${booking.id}`);
  await expect(page.getByText('Member rate').first()).toBeVisible();
  await expect(page.getByText('$36.00').first()).toBeVisible();
});

test('a customer reviews a completed booking and it is public once an admin features it', async ({ page, request, newCustomer, newBooking, newFreelancer }) => {
  const freelancer = await newFreelancer({ zipPrefix: '835' });
  const customer = await newCustomer({ firstName: 'Reva' });
  const booking = await newBooking(customer, { city: 'Lewiston', zipCode: '83501' });
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: freelancer.accessToken });
  const admin = await apiLogin(request, ACCOUNTS.admin);
  await apiCall(request, 'PUT', `/bookings/${booking.id}/status`, { token: admin, body: { status: 'completed', reason: 'Done early (e2e)' } });

  const comment = `Spotless kitchen, thank you ${Date.now().toString(36)}`;
  await signInAs(page, customer);
  await page.goto(`/customer/bookings/${booking.id}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  // MUI Rating: the radio is visually hidden; its label (the star) takes the click.
  await page.locator('label', { hasText: /^5 Stars$/ }).click();
  await expect(page.getByRole('radio', { name: '5 Stars' })).toBeChecked();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await page.waitForURL(`**/customer/bookings/${booking.id}`);
  await expect(page.getByText(comment)).toBeVisible();

  const publicBefore = await apiCall<{ reviews: { comment: string }[] }>(request, 'GET', '/reviews/public?limit=50&featured=true');
  expect(publicBefore.reviews.map((r) => r.comment)).not.toContain(comment);

  // The admin features it.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/reviews');
  await page.getByLabel(/search/i).first().fill(comment);
  // The search applies after a pause: feature the row of this review, not whichever row is first meanwhile.
  await page.getByRole('row').filter({ hasText: comment }).getByRole('button', { name: /^Feature/ }).click();
  await expect.poll(async () => (await apiCall<{ reviews: { comment: string }[] }>(request, 'GET', '/reviews/public?limit=50&featured=true')).reviews.map((r) => r.comment)).toContain(comment);
});

test('a cleaner narrows its hours and no longer sees a job outside them', async ({ page, newCustomer, newBooking, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Hana', zipPrefix: '836' });
  const customer = await newCustomer();
  // 17:00 UTC on the booking's own day.
  const booking = await newBooking(customer, { city: 'Boise', zipCode: '83601', hourUtc: 17 });
  const weekday = new Date(booking.scheduledAt).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

  await signIn(page, freelancer.email, CUSTOMER_PASSWORD);
  await page.goto('/cleaner/jobs');
  await expect(jobCard(page, booking.id)).toBeVisible();

  await page.goto('/cleaner/availability');
  // Hours never saved: the time zone defaults to the browser's (UTC here, test.use above).
  await page.getByRole('button', { name: `Add hours on ${weekday}` }).click();
  await page.getByLabel(`${weekday} start 1`).fill('08:00');
  await page.getByLabel(`${weekday} end 1`).fill('09:00');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved')).toBeVisible();

  await page.goto('/cleaner/jobs');
  await expect(page.getByRole('tab', { name: /available jobs/i })).toBeVisible();
  await expect(jobCard(page, booking.id)).toHaveCount(0);
});

test("Stripe mode: the membership purchase loads Stripe's card form, and says so with a retry when Stripe.js cannot load", async ({
  browser,
  baseURL,
  newCustomer,
}) => {
  const customer = await newCustomer({ firstName: 'Stripey' });
  // Stripe mode needs Stripe's API and CDN, which a test cannot reach: the page's answer that
  // decides the mode (paymentConfig with a publishable key) is rewritten in the browser, and
  // Stripe's hosts are refused, as where they are blocked. This context has its own listeners (the
  // shared fixture fails on requests to other hosts, which is what this test provokes).
  const context = await browser.newContext({ baseURL, timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const stripeRequests: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await context.route(/^https:\/\/[a-z]+\.stripe\.com\//, (route) => {
      stripeRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await context.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation !== 'CustomerMembershipPage') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      json.data.paymentConfig = { __typename: 'PaymentConfig', testMode: false, publishableKey: 'pk_test_e2e' };
      return route.fulfill({ response, json });
    });

    await signInAs(page, customer);
    await page.goto('/customer/membership');
    await page.getByRole('radio', { name: /^Moon/ }).check();
    await page.getByRole('radio', { name: /^1 month/ }).check();
    const loadError = "We couldn't load Stripe's secure payment form. Check your connection (and any content blocker) and try again.";
    const alert = page.getByRole('alert').filter({ hasText: loadError });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    // The test-card form and its banner are not shown in Stripe mode.
    await expect(page.getByText('Test mode: no money moves')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: loadError })).toBeVisible({ timeout: 20_000 });
    // Nothing reached Stripe (the server, in test mode, does not allow its script), and no page error.
    expect(stripeRequests).toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  } finally {
    await context.close();
  }
});
