/**
 * processPhoto (docs/decisions/0034, photos): the sniffed type decides, the size limit
 * comes first, and what comes out carries no metadata (no EXIF, so no GPS location).
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ValidationError } from '../errors.js';
import { MESSAGE_PHOTO_MAX_BYTES } from '../../../schema/rules.js';
import { paletteBomb } from '../../../tests/integration/png-bomb.js';
import { PHOTO_DECODES_AT_ONCE, PHOTO_ERRORS, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE_PX, PROFILE_PHOTO_SIDE_PX, photoDecodes, processPhoto, processProfilePhoto } from './images.js';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c83' } });

/** The GPS IFD pointer tag (0x8825) in a little-endian ("II") EXIF block. */
const GPS_POINTER_LE = Buffer.from([0x25, 0x88]);

async function refusal(bytes: Uint8Array): Promise<ValidationError> {
  const error = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).field).toBe('photos');
  return error as ValidationError;
}

describe('processPhoto', () => {
  it('strips EXIF (camera and GPS location) from a JPEG and keeps it a JPEG', async () => {
    const input = await solid(64, 48)
      .jpeg()
      .withExif({ IFD0: { Make: 'TattleCam', Model: 'GPS-1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' } })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(GPS_POINTER_LE)).toBe(true);
    expect(before.exif!.includes(Buffer.from('TattleCam'))).toBe(true);

    const out = await processPhoto(input);
    expect(out.contentType).toBe('image/jpeg');
    const after = await sharp(out.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(Buffer.from(out.bytes).includes(Buffer.from('TattleCam'))).toBe(false);
    expect([out.width, out.height]).toEqual([64, 48]);
  });

  it('applies the EXIF orientation to the pixels before dropping it', async () => {
    const input = await solid(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await processPhoto(input);
    expect([out.width, out.height]).toEqual([20, 60]);
    expect((await sharp(out.bytes).metadata()).orientation).toBeUndefined();
  });

  it('re-encodes PNG and WebP as WebP, without metadata', async () => {
    for (const input of [await solid(30, 30).png().withExif({ IFD0: { Make: 'TattleCam' } }).toBuffer(), await solid(30, 30).webp().withExif({ IFD0: { Make: 'TattleCam' } }).toBuffer()]) {
      const out = await processPhoto(input);
      expect(out.contentType).toBe('image/webp');
      const meta = await sharp(out.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it(`scales the long side down to ${PHOTO_MAX_SIDE_PX} px and never enlarges`, async () => {
    const big = await processPhoto(await solid(3000, 1500).jpeg({ quality: 30 }).toBuffer());
    expect([big.width, big.height]).toEqual([PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX / 2]);
    const small = await processPhoto(await solid(10, 5).png().toBuffer());
    expect([small.width, small.height]).toEqual([10, 5]);
  });

  it('refuses a text file named .jpg, a GIF, an SVG and a truncated JPEG as not an image of the allowed types', async () => {
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    const cases: Uint8Array[] = [
      new TextEncoder().encode('this is not a photo.jpg, just text'),
      await solid(10, 10).gif().toBuffer(),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      jpeg.subarray(0, 40),
      new Uint8Array(0),
    ];
    for (const bytes of cases) expect((await refusal(bytes)).message).toBe(PHOTO_ERRORS.type);
  });

  it('refuses more than 5 MiB before reading the content', async () => {
    const error = await refusal(new Uint8Array(MESSAGE_PHOTO_MAX_BYTES + 1));
    expect(error.message).toBe(PHOTO_ERRORS.size);
  });

  it('refuses an image claiming an absurd pixel count (decompression bomb)', async () => {
    // A tiny PNG whose header declares 100,000 x 100,000 pixels: over sharp's limitInputPixels.
    const png = await solid(1, 1).png().toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect((await refusal(bomb)).message).toBe(PHOTO_ERRORS.type);
  });

  it(`refuses a valid image over ${PHOTO_MAX_PIXELS / 1e6} megapixels from its header, before decoding it`, async () => {
    // 8,000 x 8,000 = 64 MP in a few kilobytes: under sharp's own default limit, so it used to be decoded.
    const bomb = paletteBomb(8000, 8000);
    expect(bomb.byteLength).toBeLessThan(MESSAGE_PHOTO_MAX_BYTES);
    const started = performance.now();
    expect((await refusal(bomb)).message).toBe(PHOTO_ERRORS.pixels);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses the 16,383 x 16,383 single-colour PNG at once, and takes 40 megapixels exactly', { timeout: 60_000 }, async () => {
    const bomb = paletteBomb(16_383, 16_383);
    const started = performance.now();
    expect((await refusal(bomb)).message).toBe(PHOTO_ERRORS.pixels);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await refusal(paletteBomb(8000, 5001))).message).toBe(PHOTO_ERRORS.pixels);
    const limit = await processPhoto(paletteBomb(8000, 5000));
    expect([limit.width, limit.height]).toEqual([PHOTO_MAX_SIDE_PX, 1600]);
  });

  it(`decodes at most ${PHOTO_DECODES_AT_ONCE} photos at once; the others wait their turn`, async () => {
    const photo = await solid(2400, 1800).png().toBuffer();
    let peak = 0;
    const sample = setInterval(() => (peak = Math.max(peak, photoDecodes().running)), 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => processPhoto(photo)));
    clearInterval(sample);
    expect(results.map((r) => r.width)).toEqual(Array(6).fill(2400));
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
    expect(photoDecodes()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('processProfilePhoto', () => {
  it(`crops to a ${PROFILE_PHOTO_SIDE_PX} px square WebP without EXIF, orientation applied`, async () => {
    const input = await solid(1200, 600)
      .jpeg()
      .withExif({ IFD0: { Make: 'TattleCam', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1' } })
      .toBuffer();
    const out = await processProfilePhoto(input);
    expect(out.contentType).toBe('image/webp');
    expect([out.width, out.height]).toEqual([PROFILE_PHOTO_SIDE_PX, PROFILE_PHOTO_SIDE_PX]);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([PROFILE_PHOTO_SIDE_PX, PROFILE_PHOTO_SIDE_PX]);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(out.bytes).includes(Buffer.from('TattleCam'))).toBe(false);
    const small = await processProfilePhoto(await solid(40, 20).png().toBuffer());
    expect([small.width, small.height]).toEqual([PROFILE_PHOTO_SIDE_PX, PROFILE_PHOTO_SIDE_PX]);
  });

  it('refuses what processPhoto refuses, with the same errors', async () => {
    const text = await processProfilePhoto(new TextEncoder().encode('not a photo.jpg')).catch((e: unknown) => e);
    expect(text).toBeInstanceOf(ValidationError);
    expect((text as ValidationError).message).toBe(PHOTO_ERRORS.type);
    const big = await processProfilePhoto(new Uint8Array(MESSAGE_PHOTO_MAX_BYTES + 1)).catch((e: unknown) => e);
    expect((big as ValidationError).message).toBe(PHOTO_ERRORS.size);
  });
});
