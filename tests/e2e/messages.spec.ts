/**
 * Messages per booking (docs/decisions/0034, Playwright), in real Chromium against the real server:
 * the cleaner holding a booking and its customer talk in the booking's thread, each in their own
 * browser; messages arrive live (no reload), a photo the customer attaches is shown to both (the
 * image really loads), and the cleaner's "On my way" quick reply (offered from 3 h before the
 * start, so that job starts 2.5 h ahead) shows on the customer's booking page as "Your cleaner is
 * on the way" without a reload. A message not read yet shows on the customer's booking list and
 * in the bell until the booking's page is opened; at 375 px wide the thread fits the screen. An
 * admin reads a thread from the booking drawer only on request, sees the read in the drawer's
 * audit list at once, and answers as support.
 *
 * Each test owns its area (Fargo, Grand Forks and Minot, ND, zip prefixes 581, 582 and 587: no demo
 * cleaner and no other test serves them) and its freelancer, who accepts the booking over /api.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { ACCOUNTS, CUSTOMER_PASSWORD, apiCall, expect, jobCard, secondPage, signIn, signInAs, test, type Page } from './fixtures';

const AREA = { zipCode: '58102', city: 'Fargo', prefix: '581' } as const;
/** Grand Forks, ND (zip prefix 582), for the narrow-screen test and its own freelancer. */
const NARROW_AREA = { zipCode: '58201', city: 'Grand Forks', prefix: '582' } as const;
/** The admin's test: its own area (Minot, ND). */
const SUPPORT_AREA = { zipCode: '58701', city: 'Minot', prefix: '587' } as const;
/** How the thread names the customer's photos ("Photo from Dana", the author's name may carry an initial). */
const DANA_PHOTO = /^Photo from Dana/;

/** A small real PNG (width x height, one colour), made here so the test needs no file on disk. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits until the image has really loaded (decoded, with a width). */
async function expectLoaded(page: Page, alt: RegExp): Promise<void> {
  const image = page.getByRole('img', { name: alt }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth), { message: `${alt} loads` }).toBeGreaterThan(0);
}

test('the cleaner and the customer exchange messages and a photo live; "On my way" reaches the booking page', async ({
  page,
  request,
  browser,
  baseURL,
  problems,
  newCustomer,
  newBooking,
  newFreelancer,
}) => {
  test.slow(); // two people registered over /api, two browsers
  const freelancer = await newFreelancer({ firstName: 'Mira', zipPrefix: AREA.prefix });
  const customer = await newCustomer({ firstName: 'Dana' });
  // Quick replies open 3 h before the start (QUICK_REPLY_OPENS_BEFORE_MINUTES): the job starts in
  // 2.5 h (the earliest a booking may start is 2 h ahead). An explicit start is safe here: the area
  // and the freelancer are this test's own, so no other job of the run can overlap it.
  const booking = await newBooking(customer, { city: AREA.city, zipCode: AREA.zipCode, at: new Date(Date.now() + 150 * 60_000) });
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: freelancer.accessToken });

  /* The customer: the booking page with its empty thread. */
  await signInAs(page, customer);
  await page.goto(`/customer/bookings/${booking.id}`);
  const customerThread = page.getByRole('region', { name: 'Messages' });
  await expect(customerThread.getByText('No messages yet. Say hello or share details about the job.')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'no reload';
  });

  /* The cleaner, in a second browser: My jobs, the job's "Messages", a text sent with Enter. */
  const cleaner = await secondPage(browser, baseURL, problems);
  try {
    await signIn(cleaner.page, freelancer.email, CUSTOMER_PASSWORD);
    await cleaner.page.goto('/cleaner/jobs?tab=mine');
    await jobCard(cleaner.page, booking.id).getByRole('button', { name: /^Messages/ }).click();
    const cleanerDialog = cleaner.page.getByRole('dialog', { name: /^Messages/ });
    const cleanerThread = cleanerDialog.getByRole('region', { name: 'Messages' });
    const hello = `Hello Dana, I will bring eco products ${Date.now().toString(36)}`;
    await cleanerThread.getByRole('textbox', { name: 'Message' }).fill(hello);
    await cleanerThread.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(cleanerThread.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();

    // Live on the customer's page.
    await expect(customerThread.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();

    /* The customer attaches a photo (checked and previewed before sending) and sends it with a word. */
    await customerThread.locator('input[type="file"]').setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: makePng(24, 16, [200, 60, 40]) });
    await expect(customerThread.getByRole('img', { name: 'Photo to send 1: stain.png' })).toBeVisible();
    await customerThread.getByRole('textbox', { name: 'Message' }).fill('This is the stain on the rug');
    await customerThread.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(customerThread.getByRole('log', { name: 'Messages' }).getByText('This is the stain on the rug')).toBeVisible();
    await expect(customerThread.getByRole('img', { name: 'Photo to send 1: stain.png' })).toHaveCount(0);
    await expectLoaded(page, DANA_PHOTO);

    // The cleaner sees it live and the photo loads there too; it opens larger.
    await expect(cleanerThread.getByRole('log', { name: 'Messages' }).getByText('This is the stain on the rug')).toBeVisible();
    await expectLoaded(cleaner.page, DANA_PHOTO);
    await cleanerThread.getByRole('button', { name: DANA_PHOTO }).click();
    const viewer = cleaner.page.getByRole('dialog', { name: DANA_PHOTO });
    await expect(viewer.getByRole('img', { name: DANA_PHOTO })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close photo' }).click();

    /* "On my way": the customer's booking page says so, live. */
    await cleanerThread.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'On my way' }).click();
    await expect(page.getByText('Your cleaner is on the way')).toBeVisible();
    await expect(customerThread.getByRole('log', { name: 'Messages' }).getByText('On my way')).toBeVisible();
  } finally {
    await cleaner.close();
  }

  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('no reload');
});

test('an unread message shows on the booking list and in the bell; the thread fits a 375 px wide screen', async ({ page, request, newCustomer, newBooking, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Nora', zipPrefix: NARROW_AREA.prefix });
  const customer = await newCustomer({ firstName: 'Eli' });
  const booking = await newBooking(customer, { city: NARROW_AREA.city, zipCode: NARROW_AREA.zipCode });
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: freelancer.accessToken });
  // A long word and a long line: they must wrap, not widen the page.
  await apiCall(request, 'POST', `/bookings/${booking.id}/messages`, {
    token: freelancer.accessToken,
    body: { text: `Please leave the key under the mat ${'x'.repeat(120)} and ${'long line '.repeat(30)}` },
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, customer);
  // Unread: on the booking in the list and in the bell, until the thread is read.
  await page.goto('/customer/bookings');
  await expect(page.getByText('1 unread message', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications.*1 unread message$/ })).toBeVisible();
  await page.goto(`/customer/bookings/${booking.id}`);
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(/Please leave the key under the mat/)).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Message' })).toBeVisible();

  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(overflow.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
  const panel = await thread.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }));
  expect(panel.scroll, 'the thread does not scroll sideways').toBeLessThanOrEqual(panel.client);
  expect(panel.right).toBeLessThanOrEqual(375);

  // Read on the booking page: the bell no longer counts it.
  await expect(page.getByRole('button', { name: /^Notifications/ })).not.toHaveAccessibleName(/unread message/);
});

test('an admin reads a thread from the booking drawer; the read is in its audit list at once, and support can answer', async ({ page, request, newCustomer, newBooking, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Tove', zipPrefix: SUPPORT_AREA.prefix });
  const customer = await newCustomer({ firstName: 'Runa' });
  const booking = await newBooking(customer, { city: SUPPORT_AREA.city, zipCode: SUPPORT_AREA.zipCode });
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: freelancer.accessToken });
  await apiCall(request, 'POST', `/bookings/${booking.id}/messages`, { token: customer.accessToken, body: { text: 'The gate code is in my profile' } });

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/bookings');
  await page.getByLabel('Customer').fill(customer.email);
  // The filter applies after a pause: open the row of this customer's booking, not whichever row is first meanwhile.
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('button', { name: /^Open booking/ }).click();
  const drawer = page.getByRole('dialog');
  // Nothing is read (nor audited) until the admin chooses to.
  await expect(drawer.getByText('Messages read')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Read messages' }).click();
  await expect(drawer.getByRole('log', { name: 'Messages' }).getByText('The gate code is in my profile')).toBeVisible();
  // The audit list reloads by itself once the read is recorded.
  await expect(drawer.getByText('Messages read')).toBeVisible();
  await expect(drawer.getByText('Page 1 of the conversation (1 message in all)')).toBeVisible();

  await drawer.getByRole('textbox', { name: 'Message' }).fill('Support here: the cleaner has it.');
  await drawer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(drawer.getByRole('log', { name: 'Messages' }).getByText('Support here: the cleaner has it.')).toBeVisible();
});
