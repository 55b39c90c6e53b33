/**
 * The money path end to end on the embedded test gateway (docs/decisions/0016), with the e2e server's
 * PAYOUT_HOLD_HOURS=0 (playwright.config.ts) so a completed job's payout is released at once:
 * - a customer books and pays with 4242..., the cleaner connects a payout account on
 *   /cleaner/earnings, accepts, an admin marks the job completed on /admin/payments, and the
 *   payout appears on the cleaner's earnings page;
 * - a paid booking cancelled inside 24 hours shows the 50 % refund to the customer (dialog and
 *   booking page) and to the admin (/admin/payments), and the cleaner's share of the kept half on
 *   their earnings page.
 * Each test uses its own demo cleaner (Austin, Miami) and customers it creates.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, CLEANERS, apiCall, expect, secondPage, signIn, signInAs, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Pays the booking on /payment/:id with the 4242 test card. */
async function payWith4242(page: Page, bookingId: string): Promise<string> {
  await page.goto(`/payment/${bookingId}`);
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  const total = (await page.getByTestId('payment-total').textContent())!.trim();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^pay \$/i }).click();
  await expect(page.getByRole('heading', { name: /payment received/i })).toBeVisible();
  return total;
}

/** "$57.60" from cents. */
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
/** Cents from "$72.00". */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The "Paid out" figure on /cleaner/earnings, in cents. */
async function paidOut(page: Page): Promise<number> {
  const figure = page.getByRole('region', { name: 'Summary' }).locator('p', { hasText: /^\$/ }).first();
  return cents((await figure.textContent()) ?? '$0');
}

test('book, pay, connect a payout account, accept, complete (admin): the payout shows on the earnings page', async ({
  page,
  browser,
  baseURL,
  problems,
  newCustomer,
  newBooking,
  cleanerToken,
  request,
}) => {
  const cleaner = CLEANERS.austin;
  const customer = await newCustomer({ firstName: 'Penny' });
  const booking = await newBooking(customer, { near: cleaner });

  await signInAs(page, customer);
  const total = cents(await payWith4242(page, booking.id));

  // The cleaner sets up payouts on the earnings page (the embedded gateway's account is ready at once).
  const cleanerSide = await secondPage(browser, baseURL, problems);
  try {
    await signIn(cleanerSide.page, cleaner.email);
    await cleanerSide.page.goto('/cleaner/earnings');
    await expect(cleanerSide.page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    const before = await paidOut(cleanerSide.page);
    const account = cleanerSide.page.getByRole('region', { name: 'Payout account' });
    const setUp = account.getByRole('button', { name: /set up payouts|finish setting up payouts/i });
    if (await setUp.isVisible()) await setUp.click();
    await expect(account.getByText(/payouts enabled/i)).toBeVisible();

    await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: await cleanerToken(cleaner) });

    // The admin completes the job from the payments page, with a reason.
    const adminSide = await secondPage(browser, baseURL, problems);
    try {
      await signIn(adminSide.page, ACCOUNTS.admin);
      await adminSide.page.goto('/admin/payments?kind=payment');
      const name = `${customer.firstName} ${customer.lastName}`;
      await adminSide.page.getByRole('button', { name: `Set booking status of ${name}'s booking` }).first().click();
      const dialog = adminSide.page.getByRole('dialog', { name: 'Set booking status' });
      await dialog.getByLabel(/reason/i).fill('Customer confirmed the job is done');
      await dialog.getByRole('button', { name: 'Set status' }).click();
      await expect(adminSide.page.getByText('Booking status updated.')).toBeVisible();
    } finally {
      await adminSide.close();
    }

    // PAYOUT_HOLD_HOURS=0: the queue releases the payout at once; the page shows it after a reload.
    const share = Math.floor((total * 80) / 100);
    await expect
      .poll(
        async () => {
          await cleanerSide.page.reload();
          return paidOut(cleanerSide.page);
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(before + share);
    await cleanerSide.page.getByRole('button', { name: 'Paid out', exact: true }).click();
    await expect(cleanerSide.page.getByRole('list', { name: 'Payouts' }).getByText(usd(share)).first()).toBeVisible();
  } finally {
    await cleanerSide.close();
  }
});

test('a paid booking cancelled inside 24 hours refunds 50 %, shown to the customer, the admin and the cleaner', async ({
  page,
  browser,
  baseURL,
  problems,
  newCustomer,
  newBooking,
  cleanerToken,
  request,
}) => {
  const cleaner = CLEANERS.miami;
  const customer = await newCustomer({ firstName: 'Quinn' });
  // Three hours from now: inside 24 hours, past the two-hour lead time.
  const booking = await newBooking(customer, { near: cleaner, at: new Date(Date.now() + 3 * 3_600_000 + 10 * 60_000) });
  const cleanerAuth = await cleanerToken(cleaner);
  await apiCall(request, 'POST', '/payments/connect-account', { token: cleanerAuth });
  const before = await apiCall<{ earnings: { paidOutCents: number } }>(request, 'GET', '/payments/earnings', { token: cleanerAuth });
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: cleanerAuth });

  await signInAs(page, customer);
  const total = cents(await payWith4242(page, booking.id));
  const half = Math.floor(total / 2);

  await page.goto(`/customer/bookings/${booking.id}`);
  await page.getByRole('button', { name: /^cancel booking$/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByTestId('refund-quote')).toContainText(`You will be refunded ${usd(half)} of ${usd(total)}.`);
  await dialog.getByRole('button', { name: /^cancel booking$/i }).click();
  await expect(dialog).toBeHidden();
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments.getByText('Partially refunded', { exact: true })).toBeVisible();
  await expect(payments.getByText(`Refund ${usd(half)}`)).toBeVisible();

  // The admin sees the refund with the policy's reason.
  const adminSide = await secondPage(browser, baseURL, problems);
  try {
    await signIn(adminSide.page, ACCOUNTS.admin);
    await adminSide.page.goto('/admin/payments?kind=refund');
    const row = adminSide.page.getByRole('row').filter({ hasText: `${customer.firstName} ${customer.lastName}` });
    await expect(row).toContainText(usd(half));
    await expect(row).toContainText('50% refunded');
  } finally {
    await adminSide.close();
  }

  // The cleaner is paid their share of the half the customer did not get back.
  const share = Math.floor(((total - half) * 80) / 100);
  await expect
    .poll(async () => (await apiCall<{ earnings: { paidOutCents: number } }>(request, 'GET', '/payments/earnings', { token: cleanerAuth })).earnings.paidOutCents, {
      timeout: 30_000,
    })
    .toBe(before.earnings.paidOutCents + share);
});
