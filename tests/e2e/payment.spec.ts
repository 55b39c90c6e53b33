/**
 * Paying a booking on the web (docs/decisions/0016), with the embedded test gateway a
 * fresh clone runs (no Stripe keys): the payment page shows the test-mode banner and takes Stripe's
 * test cards (4242... succeeds, 4000 0000 0000 0002 is declined with 'Your card was declined.');
 * the booking page then shows the payment status and the booking's payments. Each test books for a
 * customer it creates, in an area no cleaner serves, on a day no other test uses.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { UNSERVED, apiCall, expect, signInAs, test } from './fixtures';

/** The payment page's message when Stripe.js cannot be loaded (features/payment/StripePaymentForm.tsx). */
const STRIPE_LOAD_ERROR =
  "We couldn't load Stripe's secure payment form. Check your connection (and any content blocker) and try again.";

const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** Fills the test-mode card form (number typed digit by digit, so the formatting runs) and submits it. */
async function payWith(page: Page, cardNumber: string): Promise<void> {
  const number = page.getByLabel('Card number');
  await number.fill('');
  await number.pressSequentially(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^pay \$/i }).click();
}

/** The payments section of the customer's booking page. */
function paymentsSection(page: Page) {
  return page.getByRole('region', { name: 'Payments', exact: true });
}

test('a customer pays a booking with the 4242 test card and the booking shows Paid', async ({ page, newCustomer, newBooking }) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: UNSERVED.city, zipCode: UNSERVED.zipCode });

  await signInAs(page, customer);
  await page.goto(`/customer/bookings/${booking.id}`);
  const section = paymentsSection(page);
  await expect(section.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(section.getByText('No payments yet.')).toBeVisible();
  await section.getByRole('link', { name: /^pay now/i }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText(booking.service.name);
  await expect(summary).toContainText(booking.address);
  await expect(summary).toContainText('2 hours');
  const total = (await page.getByTestId('payment-total').textContent())!.trim();
  expect(total).toMatch(/^\$\d[\d,]*\.\d{2}$/);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue(`${customer.firstName} ${customer.lastName}`);

  // Any other card number is refused in the browser; nothing is sent.
  await payWith(page, '4111111111111111');
  await expect(page.getByText('Use a Stripe test card in test mode (for example 4242 4242 4242 4242).')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await payWith(page, SUCCESS_CARD);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const received = page.getByRole('heading', { name: 'Payment received' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  await expect(page.getByText(`We received ${total}`)).toBeVisible();
  await expect(page.getByText(/Reference pi_/)).toBeVisible();

  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/bookings/${booking.id}$`));
  await expect(section.getByText('Paid', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem')).toContainText(`Payment ${total}`);
  await expect(section.getByRole('listitem')).toContainText('Succeeded');
  await expect(section.getByRole('listitem')).toContainText(/Reference pi_/);
  await expect(page.getByRole('link', { name: /^pay now/i })).toHaveCount(0);

  // Stored on the server: after a reload the booking is paid and the payment page says so.
  await page.reload();
  await expect(section.getByText('Paid', { exact: true })).toBeVisible();
  await page.goto(`/payment/${booking.id}`);
  await expect(page.getByRole('heading', { name: 'This booking is already paid' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('a declined card shows the gateway message, and the booking can then be paid with 4242', async ({
  page,
  newCustomer,
  newBooking,
}) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: UNSERVED.city, zipCode: UNSERVED.zipCode });

  await signInAs(page, customer);
  await page.goto(`/payment/${booking.id}`);
  await payWith(page, DECLINED_CARD);
  const declined = page.getByRole('heading', { name: 'Payment declined' });
  await expect(declined).toBeVisible();
  await expect(declined).toBeFocused();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  // The booking page shows the failed attempt and still offers to pay.
  await page.getByRole('link', { name: 'View booking' }).click();
  const section = paymentsSection(page);
  await expect(section.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Your card was declined.' })).toHaveCount(1);
  await section.getByRole('link', { name: /^pay now/i }).click();

  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  await payWith(page, DECLINED_CARD);
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeFocused();
  await page.getByRole('button', { name: 'Pay again' }).click();
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();

  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(section.getByText('Paid', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Succeeded' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^pay now/i })).toHaveCount(0);
});

test('a cancelled booking cannot be paid', async ({ page, request, newCustomer, newBooking }) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: UNSERVED.city, zipCode: UNSERVED.zipCode });
  await apiCall(request, 'PUT', `/bookings/${booking.id}/status`, {
    token: customer.accessToken,
    body: { status: 'cancelled', reason: 'Plans changed' },
  });

  await signInAs(page, customer);
  await page.goto(`/payment/${booking.id}`);
  await expect(page.getByRole('heading', { name: "This booking can't be paid" })).toBeVisible();
  await expect(page.getByText('This booking was cancelled, so there is nothing to pay.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('axe: the payment page (card form with errors, decline, success) at 1280 and 375 px', async ({ page, newCustomer, newBooking }) => {
  test.slow(); // six axe scans at two widths plus two payments: more than the default minute on a busy 2-core machine
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: UNSERVED.city, zipCode: UNSERVED.zipCode });
  const axe = async (what: string) => {
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'heading-order': { enabled: true }, 'page-has-heading-one': { enabled: true } },
      })
      .analyze();
    const report = results.violations.flatMap((v) => v.nodes.map((n) => `[${v.id}] ${n.target.join(' > ')}: ${v.help}`));
    expect.soft(report, `axe violations: ${what}`).toEqual([]);
  };

  await signInAs(page, customer);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/payment/${booking.id}`);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await axe(`card form, ${width} px`);
    await page.getByRole('button', { name: /^pay \$/i }).click();
    await expect(page.getByText('Enter the card number.')).toBeVisible();
    await axe(`card form with field errors, ${width} px`);
  }
  await payWith(page, DECLINED_CARD);
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await axe('decline, 375 px');
  await page.getByRole('button', { name: 'Pay again' }).click();
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await axe('payment received, 375 px');
});

test('Stripe mode: when Stripe.js cannot load, the page says so and offers a retry', async ({
  browser,
  baseURL,
  newCustomer,
  newBooking,
}) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { city: UNSERVED.city, zipCode: UNSERVED.zipCode });
  // Stripe mode needs Stripe's API, which a test cannot reach: the server's two answers that decide
  // the mode (paymentConfig with a publishable key, and a Stripe PaymentIntent) are rewritten in the
  // browser; everything else, sign-in and the booking included, is the real server. Stripe's CDN is
  // unreachable here, as on any machine where it is blocked. This context has its own listeners
  // (the shared fixture fails on requests to other hosts, which is what this test provokes).
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await context.route(/^https:\/\/[a-z]+\.stripe\.com\//, (route) => route.abort('internetdisconnected'));
    await context.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'PaymentPage') {
        const response = await route.fetch();
        const json = (await response.json()) as { data: Record<string, unknown> };
        json.data.paymentConfig = { __typename: 'PaymentConfig', testMode: false, publishableKey: 'pk_test_e2e' };
        return route.fulfill({ response, json });
      }
      if (operation === 'CreatePaymentIntent') {
        const paymentIntent = {
          __typename: 'PaymentIntent',
          id: 'pi_e2e',
          clientSecret: 'pi_e2e_secret_e2e',
          amountCents: 1000,
          currency: 'usd',
          status: 'requires_payment_method',
        };
        return route.fulfill({
          json: {
            data: {
              createPaymentIntent: {
                __typename: 'MutationCreatePaymentIntentSuccess',
                data: { __typename: 'CreatePaymentIntentPayload', testMode: false, paymentIntent },
              },
            },
          },
        });
      }
      return route.fallback();
    });

    await signInAs(page, customer);
    await page.goto(`/payment/${booking.id}`);
    const alert = page.getByRole('alert').filter({ hasText: STRIPE_LOAD_ERROR });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Test mode: no money moves')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: STRIPE_LOAD_ERROR })).toBeVisible({ timeout: 20_000 });
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  } finally {
    await context.close();
  }
});
