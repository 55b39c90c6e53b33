/**
 * Support and notifications that act (docs/decisions/0021), in real Chromium against the real server:
 * - a customer opens a ticket about a booking; an admin replies in another browser and the reply
 *   appears on the customer's open ticket page without a reload (ticketUpdated subscription);
 * - a cleaner accepts a job from the live notification toast.
 * Each test owns its customer, freelancer and zip prefix (596, 599).
 */
import { ACCOUNTS, CUSTOMER_PASSWORD, apiCall, expect, secondPage, signIn, signInAs, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test("an admin's reply appears on the customer's open ticket without reload", async ({ page, browser, baseURL, problems, newCustomer, newBooking }) => {
  const customer = await newCustomer({ firstName: 'Tess' });
  const booking = await newBooking(customer, { city: 'Idaho Falls', zipCode: '83401' });
  await signInAs(page, customer);
  await page.goto('/customer/tickets');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill('Gate code for Friday');
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Booking' }).click();
  await dialog.getByLabel(/booking/i).last().click();
  await page.getByRole('option', { name: new RegExp(booking.service.name) }).first().click();
  await dialog.getByLabel('Message').fill('The gate code changed to 4821.');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await page.waitForURL(/\/customer\/tickets\/[0-9a-f-]{36}$/);
  const ticketId = page.url().split('/').pop()!;
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('The gate code changed to 4821.')).toBeVisible();

  const support = await secondPage(browser, baseURL, problems);
  const reply = `Thanks, we passed it on (${Date.now().toString(36)}).`;
  try {
    await signIn(support.page, ACCOUNTS.admin);
    await support.page.goto(`/admin/tickets/${ticketId}`);
    await support.page.getByLabel('Reply').fill(reply);
    await support.page.getByRole('button', { name: 'Send reply' }).click();
    await expect(support.page.getByRole('log', { name: 'Conversation' }).getByText(reply)).toBeVisible();
  } finally {
    await support.close();
  }
  // No reload: the customer's page got it over the subscription (in the thread; a toast says it too).
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(reply)).toBeVisible();
});

test('a cleaner accepts a job from the notification toast', async ({ page, request, newCustomer, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Tomas', zipPrefix: '599' });
  const customer = await newCustomer();
  await signIn(page, freelancer.email, CUSTOMER_PASSWORD);
  await page.goto('/cleaner/jobs');
  await expect(page.getByRole('tab', { name: /available jobs/i })).toBeVisible();
  // Let the notification subscription connect before the job is posted.
  await page.waitForTimeout(1500);

  const start = new Date(Date.now() + 12 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const { booking } = await apiCall<{ booking: { id: string } }>(request, 'POST', '/bookings', {
    token: customer.accessToken,
    body: { serviceId: 1, scheduledAt: start.toISOString(), durationHours: 2, address: '12 Toast Lane', city: 'Great Falls', zipCode: '59901' },
  });
  const toast = page.getByRole('alert').filter({ hasText: 'New job near you' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/You accepted the/)).toBeVisible();
  const mine = await apiCall<{ booking: { status: string; cleanerId: string } }>(request, 'GET', `/bookings/${booking.id}`, { token: customer.accessToken });
  expect(mine.booking).toMatchObject({ status: 'confirmed', cleanerId: freelancer.id });
});
