/**
 * Photos attached to booking messages (docs/decisions/0034: JPEG, PNG or WebP, up to
 * 5 MB each), made safe before anything stores them:
 * - the real type is sniffed from the bytes with `file-type` (the declared content type and the
 *   file name are never trusted): a text file named `.jpg`, a GIF or an SVG is refused;
 * - the image is decoded and re-encoded with `sharp` (libvips): `.rotate()` applies the EXIF
 *   orientation to the pixels, the long side is brought down to {@link PHOTO_MAX_SIDE_PX}, a JPEG
 *   stays a JPEG and a PNG or WebP becomes a WebP. sharp writes no metadata unless asked to
 *   (`withMetadata`/`keepMetadata` are never called here), so EXIF (GPS location, camera, time),
 *   XMP, IPTC and ICC profiles are gone from what is stored and served;
 * - an image of more than {@link PHOTO_MAX_PIXELS} (40 megapixels) is refused from its header
 *   (sharp's `metadata()`, which decodes nothing), before any pixel is decoded: a single-colour
 *   16,383 x 16,383 PNG is a few kilobytes and passed sharp's default limit. The decoder
 *   is also given `limitInputPixels` = {@link PHOTO_MAX_PIXELS}, and at most
 *   {@link PHOTO_DECODES_AT_ONCE} photos decode at once in this process (the others wait).
 */
import type { Sharp } from 'sharp';

/** sharp (libvips), loaded with the first photo: a tenth of a second of start-up otherwise. */
const loadSharp = () => import('sharp').then((module) => module.default);
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../errors.js';
import { MESSAGE_PHOTO_MAX_BYTES, MESSAGE_PHOTO_TYPES } from '../../../schema/rules.js';

/** Longest side of a stored photo, in pixels (larger photos are scaled down, never up). */
export const PHOTO_MAX_SIDE_PX = 2560;
/** Encoder quality (1-100) of the re-encoded JPEG and WebP photos. */
export const PHOTO_QUALITY = 82;

/** Most pixels (width x height, from the header) of a photo accepted for decoding: 40 megapixels. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** How many photos this process decodes at once (each decode also uses libvips' own threads). */
export const PHOTO_DECODES_AT_ONCE = 2;

/** The refusals of {@link processPhoto}, shared with the tests and the web app's copy. */
export const PHOTO_ERRORS = {
  type: 'Photos must be JPEG, PNG or WebP images.',
  size: 'Each photo must be 5 MB or smaller.',
  pixels: `Each photo must be ${PHOTO_MAX_PIXELS / 1_000_000} megapixels or smaller.`,
} as const;

/** A photo after {@link processPhoto}: the bytes to store, their media type and pixel size. */
export interface ProcessedPhoto {
  bytes: Uint8Array;
  /** `image/jpeg` or `image/webp`. */
  contentType: string;
  /** Pixels, after rotation and scaling. */
  width: number;
  height: number;
}

const refuse = (message: string) => new ValidationError(message, [{ field: 'photos', message }]);

/**
 * Checks, re-encodes and strips one uploaded photo.
 * @param bytes the file as uploaded (at most MESSAGE_PHOTO_MAX_BYTES = 5 MiB)
 * @returns the re-encoded image (JPEG for a JPEG, WebP for a PNG or WebP), at most
 *   {@link PHOTO_MAX_SIDE_PX} px on its long side, with no metadata
 * @throws ValidationError (field `photos`): {@link PHOTO_ERRORS}.size when larger than 5 MiB
 *   (checked before anything reads the bytes); {@link PHOTO_ERRORS}.type when the content is not
 *   a JPEG, PNG or WebP image, or cannot be decoded (corrupt, truncated, too many pixels)
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const mime = await sniffAllowedImage(bytes);
  const toJpeg = mime === 'image/jpeg';
  return encodeOrRefuse(bytes, (image) => {
    const pipeline = image.resize({ width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    return toJpeg ? pipeline.jpeg({ quality: PHOTO_QUALITY, mozjpeg: true }) : pipeline.webp({ quality: PHOTO_QUALITY });
  });
}

/** Side of a stored cleaner profile photo, in pixels (a square). */
export const PROFILE_PHOTO_SIDE_PX = 512;

/**
 * Checks, crops, re-encodes and strips a cleaner's profile photo (docs/decisions/0034: the customer sees the
 * cleaner's photo). The same checks and refusals as {@link processPhoto}.
 * @param bytes the file as uploaded (at most MESSAGE_PHOTO_MAX_BYTES = 5 MiB)
 * @returns a {@link PROFILE_PHOTO_SIDE_PX} x {@link PROFILE_PHOTO_SIDE_PX} WebP (EXIF orientation
 *   applied, cover crop centred on the most interesting region, small images scaled up), no metadata
 * @throws ValidationError (field `photos`): {@link PHOTO_ERRORS}.size or {@link PHOTO_ERRORS}.type
 */
export async function processProfilePhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  await sniffAllowedImage(bytes);
  return encodeOrRefuse(bytes, (image) =>
    image
      .resize({ width: PROFILE_PHOTO_SIDE_PX, height: PROFILE_PHOTO_SIDE_PX, fit: 'cover', position: 'attention' })
      .webp({ quality: PHOTO_QUALITY }),
  );
}

/**
 * The size limit and the sniffed type, before anything decodes the bytes.
 * @returns the sniffed media type, one of MESSAGE_PHOTO_TYPES
 * @throws ValidationError {@link PHOTO_ERRORS}.size past 5 MiB, {@link PHOTO_ERRORS}.type otherwise
 */
async function sniffAllowedImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MESSAGE_PHOTO_MAX_BYTES) throw refuse(PHOTO_ERRORS.size);
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const mime = sniffed?.mime;
  if (!mime || !(MESSAGE_PHOTO_TYPES as readonly string[]).includes(mime)) throw refuse(PHOTO_ERRORS.type);
  return mime;
}

/**
 * Decodes with sharp (EXIF orientation applied by `.rotate()`), runs `encode`, and returns the result;
 * metadata is never copied.
 * @throws ValidationError {@link PHOTO_ERRORS}.type when the image cannot be decoded (corrupt,
 *   truncated, more pixels than sharp's limitInputPixels)
 */
async function encodeOrRefuse(bytes: Uint8Array, encode: (image: Sharp) => Sharp): Promise<ProcessedPhoto> {
  // The header alone (no pixel decoded): a missing or unreadable size is an unusable image.
  const sharp = await loadSharp();
  const header = await sharp(bytes).metadata().catch(() => null);
  if (!header?.width || !header.height) throw refuse(PHOTO_ERRORS.type);
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw refuse(PHOTO_ERRORS.pixels);
  return withDecodeSlot(async () => {
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
      const { data, info } = await encode(image).toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), contentType: `image/${info.format}`, width: info.width, height: info.height };
    } catch {
      // Corrupt or truncated data, or more pixels than the header said: not a usable photo.
      throw refuse(PHOTO_ERRORS.type);
    }
  });
}

// --- at most PHOTO_DECODES_AT_ONCE decodes at once ------------------------------------------------

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the {@link PHOTO_DECODES_AT_ONCE} decode slots is free (first come, first served). */
async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < PHOTO_DECODES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing decode hands its slot over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many photo decodes run now and how many wait for a slot (logs and tests). */
export function photoDecodes(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
