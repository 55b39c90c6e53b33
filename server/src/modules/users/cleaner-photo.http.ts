/**
 * `GET /api/cleaner-photos/{userId}` (issue 20: the customer sees the cleaner's photo), answered as
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
import { ERROR_MESSAGES, NotFoundError } from '../../errors.js';
import { errorResponse, json } from '../../rest/router.js';
import { storage } from '../messages/storage.js';
import { CLEANER_PHOTO_IMMUTABLE } from './cleaner-photo.service.js';

const PHOTO_PATH = /^\/api\/cleaner-photos\/([^/]*)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answers a request to `/api/cleaner-photos/{userId}`, or null when the path is another one.
 * @returns the photo (200), or the JSON error envelope: 404 (see the module comment), 405 (not GET or HEAD)
 */
export async function cleanerPhotoResponse(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const match = PHOTO_PATH.exec(url.pathname);
  if (!match) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' }, { allow: 'GET, HEAD' });
  }
  try {
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      throw new NotFoundError();
    }
    if (!UUID.test(id)) throw new NotFoundError();
    const user = await db.user.findUnique({
      where: { id },
      select: { role: true, status: true, cleanerProfile: { select: { photoKey: true, photoUpdatedAt: true } } },
    });
    const profile = user?.cleanerProfile;
    if (!user || user.role !== 'cleaner' || user.status !== 'active' || !profile?.photoKey || !profile.photoUpdatedAt) throw new NotFoundError();
    const file = await storage.get(profile.photoKey);
    if (!file) throw new NotFoundError();
    const current = url.searchParams.get('v') === String(profile.photoUpdatedAt.getTime());
    return new Response(request.method === 'HEAD' ? null : (file.bytes as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: {
        'content-type': 'image/webp',
        'content-length': String(file.bytes.byteLength),
        'content-disposition': `inline; filename="cleaner-${id}.webp"`,
        'cache-control': current ? CLEANER_PHOTO_IMMUTABLE : 'no-cache',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
