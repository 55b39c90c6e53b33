/**
 * The spec's infinite-list helper on the customer's bookings (spec sections 4, 7 and 9): pages of
 * 10 load as the end of the list scrolls into view, until the total is reached.
 */
import { UNSERVED, expect, signInAs, test } from './fixtures';

test('a customer with 25 bookings scrolls and sees all of them', async ({ page, newCustomer, newBooking }) => {
  test.slow();
  const customer = await newCustomer({ firstName: 'Casey' });
  // 25 bookings in an area no cleaner serves (no job board fills up), one hour apart.
  const first = new Date();
  first.setUTCHours(0, 0, 0, 0);
  first.setUTCDate(first.getUTCDate() + 9);
  const ids: string[] = [];
  for (let i = 0; i < 25; i += 1) {
    const at = new Date(first.getTime() + i * 3_600_000);
    const booking = await newBooking(customer, { at, city: UNSERVED.city, zipCode: UNSERVED.zipCode, durationHours: 1 });
    ids.push(booking.id);
  }

  await signInAs(page, customer);
  await page.goto('/customer/bookings');
  const items = page.getByRole('tabpanel').getByRole('listitem');
  const status = page.getByRole('tabpanel').getByRole('status');
  await expect(items).toHaveCount(10);
  await expect(status).toHaveText('Showing 10 of 25 bookings');

  // Scrolling the last item into view brings the sentinel into view: the next 10 (and, when the
  // sentinel is still in view once they arrive, the last 5 right after), then the last 5.
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(20);
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(items).toHaveCount(25);
  await expect(status).toHaveText('Showing 25 of 25 bookings');
  await expect(page.getByText("That's all your bookings.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Every booking appears exactly once.
  for (const id of ids) await expect(page.locator(`a[href="/customer/bookings/${id}"]`)).toHaveCount(1);
});
