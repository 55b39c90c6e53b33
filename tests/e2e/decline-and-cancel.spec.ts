/**
 * The other answers of the main job: a cleaner rejects an open job with a reason (it leaves their
 * board), and a customer cancels a booking after confirming in a dialog.
 */
import { ACCOUNTS, expect, signIn, test } from './fixtures';

test('a cleaner rejects an open job with a reason and it leaves their board', async ({ page }) => {
  await signIn(page, ACCOUNTS.cleaner);
  await page.goto('/cleaner/jobs');
  // The seeded open job in San Francisco (94103).
  const job = page.getByRole('article').filter({ hasText: '94103' });
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^reason/i).fill('Already booked that afternoon');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: '94103' })).toHaveCount(0);
  // Still gone after a reload: the decline is stored on the server.
  await page.reload();
  await expect(page.getByRole('tab', { name: /available jobs/i })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '94103' })).toHaveCount(0);
});

test('a customer cancels a booking after confirming, with a reason', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer);
  await page.goto('/customer/bookings');
  await page.getByRole('listitem').filter({ hasText: 'Confirmed' }).getByRole('link').first().click();
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
