/**
 * The other answers of the main job: a cleaner rejects an open job with a reason (it leaves their
 * board), and a customer cancels a confirmed booking after confirming in a dialog. Each test books
 * for a customer it creates, in a demo cleaner's area, on a day no other test uses.
 */
import { CLEANERS, apiCall, expect, jobCard, signIn, signInAs, test } from './fixtures';

test('a cleaner rejects an open job with a reason and it leaves their board', async ({ page, newCustomer, newBooking }) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { near: CLEANERS.losAngeles, serviceId: 3 });

  await signIn(page, CLEANERS.losAngeles.email);
  await page.goto('/cleaner/jobs');
  const job = jobCard(page, booking.id);
  await expect(job).toBeVisible();
  await expect(job).toContainText(booking.zipCode);
  await job.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^reason/i).fill('Already booked that afternoon');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(jobCard(page, booking.id)).toHaveCount(0);
  // Still gone after a reload: the decline is stored on the server.
  await page.reload();
  await expect(page.getByRole('tab', { name: /available jobs/i })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(jobCard(page, booking.id)).toHaveCount(0);
});

test('a customer cancels a confirmed booking after confirming, with a reason', async ({
  page,
  request,
  newCustomer,
  newBooking,
  cleanerToken,
}) => {
  const customer = await newCustomer();
  const booking = await newBooking(customer, { near: CLEANERS.newYork });
  // The New York cleaner accepts it over /api, so the customer cancels a confirmed booking.
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: await cleanerToken(CLEANERS.newYork) });

  await signInAs(page, customer);
  await page.goto('/customer/bookings');
  await page.locator(`a[href="/customer/bookings/${booking.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/customer/bookings/${booking.id}$`));
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Keeping the booking changes nothing.
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByLabel(/reason/i).fill('Moving the date');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
});
