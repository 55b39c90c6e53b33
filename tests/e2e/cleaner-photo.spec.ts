/**
 * A cleaner's profile photo (docs/decisions/0034: customers see the cleaner's first name, last initial and
 * photo), in real Chromium against the real server: the freelancer uploads a photo on
 * /cleaner/profile (chosen from the "Upload photo" button's file chooser), the photo really loads
 * there, and "Remove photo" after its confirmation brings the initials back; at 375 px wide.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { CUSTOMER_PASSWORD, expect, signIn, test } from './fixtures';

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
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

test('a cleaner uploads a profile photo on their profile page, sees it, and removes it', async ({ page, newFreelancer }) => {
  const freelancer = await newFreelancer({ firstName: 'Pia', zipPrefix: '583' });
  await signIn(page, freelancer.email, CUSTOMER_PASSWORD);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/cleaner/profile');
  const section = page.getByRole('region', { name: 'Profile photo' });
  await expect(section.getByText('No photo yet: customers see your initials.', { exact: false })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(120, 80, [40, 120, 200]) });

  const photo = section.getByRole('img', { name: `${freelancer.firstName} ${freelancer.lastName}'s photo` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth)).toBe(512);
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling at 375 px').toBeLessThanOrEqual(375);

  await section.getByRole('button', { name: 'Remove photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your photo?' });
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(photo).toBeHidden();
  await expect(section.getByText('No photo yet: customers see your initials.', { exact: false })).toBeVisible();
});
