/**
 * The photos a message may carry (docs/decisions/0034): JPEG, PNG or WebP, at most
 * MESSAGE_PHOTO_MAX_BYTES (5 MB) each and MESSAGE_MAX_PHOTOS (5) per message, checked in the
 * composer before anything is sent. The server checks again from the bytes themselves.
 */
import { MESSAGE_MAX_PHOTOS, MESSAGE_MESSAGES, MESSAGE_PHOTO_MAX_BYTES, MESSAGE_PHOTO_TYPES } from '../../../../schema/rules';

/** The file input's `accept` attribute. */
export const PHOTO_ACCEPT = MESSAGE_PHOTO_TYPES.join(',');

/** What a photo check needs of a file (a browser File has them). */
export interface PhotoLike {
  name: string;
  type: string;
  size: number;
}

/** The photos chosen that can be attached, and one message per refused file (or for too many). */
export interface PhotoSelection<T extends PhotoLike> {
  accepted: T[];
  errors: string[];
}

/** "5 MB", "1.2 MB", "830 KB": a size in bytes the way the composer says it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why one file cannot be attached, or null when it can. */
export function photoProblem(file: PhotoLike): string | null {
  if (!(MESSAGE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} can't be attached: photos must be JPEG, PNG or WebP images.`;
  }
  if (file.size > MESSAGE_PHOTO_MAX_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}: each photo must be ${formatBytes(MESSAGE_PHOTO_MAX_BYTES)} or smaller.`;
  }
  return null;
}

/**
 * Adds `chosen` files to the `current` attachments: files of another type or over the size limit are
 * refused with a message naming them; past MESSAGE_MAX_PHOTOS the rest are left out with
 * 'Attach at most 5 photos.'. `accepted` holds the current attachments followed by the new ones.
 */
export function addPhotos<T extends PhotoLike>(current: readonly T[], chosen: readonly T[]): PhotoSelection<T> {
  const accepted = [...current];
  const errors: string[] = [];
  let overLimit = false;
  for (const file of chosen) {
    const problem = photoProblem(file);
    if (problem) {
      errors.push(problem);
    } else if (accepted.length >= MESSAGE_MAX_PHOTOS) {
      overLimit = true;
    } else {
      accepted.push(file);
    }
  }
  if (overLimit) errors.push(MESSAGE_MESSAGES.photos);
  return { accepted, errors };
}
