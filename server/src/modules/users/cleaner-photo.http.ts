/**
 * `GET /api/cleaner-photos/{userId}` (docs/decisions/0034: the customer sees the cleaner's photo), answered as
 * the image file rather than through the /api bridge's JSON envelope (app.ts sends requests of this
 * path here before the bridge; errors keep the bridge's JSON error envelope), like the message
 * photos (messages/photos.http.ts).
 *
 * Public: no credentials are read. A cleaner's photo is shown to customers browsing and booking
 * cleaners, like their first name; it is a 512 x 512 WebP without metadata. A user id that is not a
 * uuid, an unknown user, a customer or admin, a cleaner without a photo and a suspended cleaner
 * all answer the same 404 `NOT_FOUND_ERROR`; another method is 405.
 *
 * Answers: the stored bytes, `content-type: image/webp`, `x-content-type-options: nosniff`,
 * `content-disposition: inline`, and `cache-control: public, max-age=31536000, immutable` when the
 * `v` query parameter is the photo's current version (`User.photoUrl` gives it; a new photo is a new
 * URL), `no-cache` otherwise.
 */
import { db } from '../../db.js';
import { storedImageResponse } from '../messages/stored-image.http.js';
import { CLEANER_PHOTO_IMMUTABLE } from './cleaner-photo.service.js';

const PHOTO_PATH = /^\/api\/cleaner-photos\/([^/]*)\/?$/;

/**
 * Answers a request to `/api/cleaner-photos/{userId}`, or null when the path is another one
 * (messages/stored-image.http.ts serves the file).
 * @returns the photo (200), or the JSON error envelope: 404 (see the module comment), 405 (not GET or HEAD)
 */
export function cleanerPhotoResponse(request: Request): Promise<Response | null> {
  return storedImageResponse(request, PHOTO_PATH, async (id, url) => {
    const user = await db.user.findUnique({
      where: { id },
      select: { role: true, status: true, cleanerProfile: { select: { photoKey: true, photoUpdatedAt: true } } },
    });
    const profile = user?.cleanerProfile;
    if (!user || user.role !== 'cleaner' || user.status !== 'active' || !profile?.photoKey || !profile.photoUpdatedAt) return null;
    const current = url.searchParams.get('v') === String(profile.photoUpdatedAt.getTime());
    return { storageKey: profile.photoKey, contentType: 'image/webp', filename: `cleaner-${id}.webp`, cacheControl: current ? CLEANER_PHOTO_IMMUTABLE : 'no-cache' };
  });
}
