/**
 * The one way a stored image (messages/storage.ts) is answered as a file under `/api/<name>/{uuid}`,
 * outside the /api bridge's JSON envelope (issue 20: message photos, messages/photos.http.ts, and
 * the Freelancer's profile photo, users/cleaner-photo.http.ts): the path's id decoded and checked
 * to be a uuid, GET and HEAD only, the image looked up by the route's own rule, then its bytes with
 * `content-type`, `content-length`, `content-disposition: inline`, the route's `cache-control` and
 * `x-content-type-options: nosniff`. A malformed id, an image the rule refuses and bytes missing from
 * storage all answer the same 404 NOT_FOUND_ERROR (no existence leak); another method is 405; other
 * errors keep the bridge's JSON error envelope and status (rest/router.ts `errorResponse`).
 */
import { ERROR_MESSAGES, NotFoundError } from '../../errors.js';
import { errorResponse, json } from '../../rest/router.js';
import { storage } from '../../lib/media-storage.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a route's rule says about one image it may serve. */
export interface StoredImage {
  /** The blob's key in storage. */
  storageKey: string;
  /** image/jpeg, image/png or image/webp. */
  contentType: string;
  /** The file name offered in `content-disposition`. */
  filename: string;
  /** The `cache-control` header. */
  cacheControl: string;
}

/**
 * Answers `request` when its path matches `path` (one capture group: the id), else null.
 * @param find the route's rule: the image for this id and request, or null (404); may throw
 *   (e.g. AuthenticationError, 401), which is answered with the JSON error envelope
 */
export async function storedImageResponse(request: Request, path: RegExp, find: (id: string, url: URL) => Promise<StoredImage | null>): Promise<Response | null> {
  const url = new URL(request.url);
  const match = path.exec(url.pathname);
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
    const image = await find(id, url);
    if (!image) throw new NotFoundError();
    const file = await storage.get(image.storageKey);
    if (!file) throw new NotFoundError();
    return new Response(request.method === 'HEAD' ? null : (file.bytes as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: {
        'content-type': image.contentType,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': `inline; filename="${image.filename}"`,
        'cache-control': image.cacheControl,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
