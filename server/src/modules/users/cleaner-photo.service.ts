/**
 * A cleaner's profile photo (docs/decisions/0035: the customer sees the
 * cleaner's first name, last initial and photo). The image goes through lib/images.ts
 * `processProfilePhoto` (sniffed, 512 x 512 WebP, no metadata) and is stored through the one
 * BlobStorage (lib/media-storage.ts) under `cleaner-photos/<userId>/<uuid>.webp`; the profile keeps
 * its key and version (`CleanerProfile.photoKey`, `photoUpdatedAt`). Roles are decided by the
 * fields' authScopes (`cleaner`); these functions act on the caller's own profile.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { FileAnswer } from '../../file-answer.js';
import { actor } from '../../lib/guards.js';
import { logger } from '../../logger.js';
import { processProfilePhoto } from '../../lib/images.js';
import { storage } from '../../lib/media-storage.js';

/** The cache-control of GET /api/cleaner-photos/{userId} naming the current version: a year, never revalidated. */
export const CLEANER_PHOTO_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storage key of a new profile photo of `userId`. */
export const cleanerPhotoKey = (userId: string): string => `cleaner-photos/${userId}/${randomUUID()}.webp`;

/**
 * The address of a cleaner's photo: `/api/cleaner-photos/<userId>?v=<photoUpdatedAt in epoch ms>`
 * (relative to the app's origin; the version makes a new photo a new, long-cacheable URL), or null
 * when the user is not an active cleaner with a photo.
 */
export function cleanerPhotoUrl(user: {
  id: string;
  role: string;
  status: string;
  cleanerProfile?: { photoKey: string | null; photoUpdatedAt: Date | null } | null;
}): string | null {
  const profile = user.cleanerProfile;
  if (user.role !== 'cleaner' || user.status !== 'active' || !profile?.photoKey || !profile.photoUpdatedAt) return null;
  return `/api/cleaner-photos/${encodeURIComponent(user.id)}?v=${profile.photoUpdatedAt.getTime()}`;
}

const forget = (key: string) =>
  storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'cleaner photo: could not delete a stored photo'));

/**
 * The profile photo of cleaner `userId` as a file (GET /api/cleaner-photos/{userId}; public, like
 * the first name): a 512 x 512 WebP, `cleaner-<id>.webp` shown inline, cached for good
 * ({@link CLEANER_PHOTO_IMMUTABLE}) when `version` is the photo's current one (epoch ms of its
 * upload, as {@link cleanerPhotoUrl} gives it), `no-cache` otherwise.
 * @throws NotFoundError for an unknown user, a customer or admin, a suspended cleaner or one
 *   without a photo (all alike)
 */
export async function cleanerPhotoFile(userId: string, version: string | null): Promise<FileAnswer> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, status: true, cleanerProfile: { select: { photoKey: true, photoUpdatedAt: true } } },
  });
  const profile = user?.cleanerProfile;
  if (!user || user.role !== 'cleaner' || user.status !== 'active' || !profile?.photoKey || !profile.photoUpdatedAt) throw new NotFoundError();
  const current = version === String(profile.photoUpdatedAt.getTime());
  return {
    storageKey: profile.photoKey,
    text: null,
    contentType: 'image/webp',
    filename: `cleaner-${userId}.webp`,
    disposition: 'inline',
    cacheControl: current ? CLEANER_PHOTO_IMMUTABLE : 'no-cache',
  };
}

/**
 * Points the caller's profile at `key` (or none), returning the key it replaced. The profile row is
 * locked so two uploads at once cannot both read the same previous key.
 * @throws NotFoundError when the caller has no cleaner profile
 */
async function swapPhoto(userId: string, key: string | null): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ photoKey: string | null }[]>`SELECT "photoKey" FROM "CleanerProfile" WHERE "userId" = ${userId} FOR UPDATE`;
    if (!rows.length) throw new NotFoundError();
    await tx.cleanerProfile.update({ where: { userId }, data: { photoKey: key, photoUpdatedAt: key ? new Date() : null } });
    return rows[0]!.photoKey;
  });
}

/**
 * Sets the caller's profile photo (PUT /api/users/cleaner-photo; GraphQL setCleanerPhoto).
 * The new image is stored first, then the profile updated; the previous image is deleted once
 * that has committed, and the new one when the update fails.
 * @param photo the uploaded file: JPEG, PNG or WebP by content, at most 5 MB
 * @returns the caller's user id (the field loads the User)
 * @throws ValidationError (field `photo`: 'Photos must be JPEG, PNG or WebP images.' / 'Each photo
 *   must be 5 MB or smaller.'), NotFoundError (no cleaner profile)
 */
export async function setCleanerPhoto(ctx: Context, photo: File): Promise<string> {
  const me = actor(ctx);
  const processed = await processProfilePhoto(new Uint8Array(await photo.arrayBuffer())).catch((error: unknown) => {
    if (error instanceof ValidationError) throw new ValidationError(error.message, [{ field: 'photo', message: error.message }]);
    throw error;
  });
  const key = cleanerPhotoKey(me.id);
  await storage.put(key, processed.bytes, processed.contentType);
  let previous: string | null;
  try {
    previous = await swapPhoto(me.id, key);
  } catch (error) {
    await forget(key);
    throw error;
  }
  if (previous && previous !== key) await forget(previous);
  return me.id;
}

/**
 * Removes the caller's profile photo (DELETE /api/users/cleaner-photo; GraphQL removeCleanerPhoto);
 * nothing happens when there is none. The stored image is deleted after the profile is updated.
 * @returns the caller's user id
 * @throws NotFoundError (no cleaner profile)
 */
export async function removeCleanerPhoto(ctx: Context): Promise<string> {
  const me = actor(ctx);
  const previous = await swapPhoto(me.id, null);
  if (previous) await forget(previous);
  return me.id;
}
