/**
 * `GET /api/message-photos/{id}` (docs/decisions/0034: photos "served only to the
 * thread's members and admins"), answered as the image file rather than through the /api bridge's
 * JSON envelope (app.ts sends requests of this path here before the bridge; errors keep the
 * bridge's JSON error envelope and statuses), like the calendar files (calendar.http.ts).
 *
 * Credentials, either:
 * - `?token=`: the signed URL of {@link photoUrlFor}, what GraphQL's `MessagePhoto.url` gives to
 *   its viewer (an `<img src>` sends no header). HS256 with the access tokens' key
 *   (auth/tokens.ts `signingKey`) but an audience of its own, claims `{ sub: viewer id, pid: photo
 *   id, typ: 'message-photo' }`, valid {@link PHOTO_URL_TTL_SECONDS} (600 s = 10 min);
 * - `Authorization: Bearer <accessToken>` (partners over /api), like every /api route.
 *
 * The viewer's place in the thread is read again at every fetch with messages.rules.ts
 * `threadRoleOf` (a cleaner reassigned away, or a suspended account, loses access at once, even
 * with an unexpired URL). A photo id that is not a uuid, an unknown photo, a malformed, forged,
 * expired or someone else's token, a photo of another token's id and a viewer outside the thread
 * all answer the same 404 `NOT_FOUND_ERROR` (no existence leak); a bearer token that does not
 * sign in is 401 as on the other /api routes, and another method is 405.
 *
 * Answers: the stored bytes with their stored `content-type` (image/jpeg or image/webp),
 * `cache-control: private, max-age=600`, `x-content-type-options: nosniff`,
 * `content-disposition: inline; filename="photo-<id>.<ext>"`. Nothing here logs a URL, so a token
 * never reaches logs.
 */
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { createContext, type CurrentUser } from '../../context.js';
import { db } from '../../db.js';
import { AuthenticationError } from '../../errors.js';
import { signingKey } from '../auth/tokens.js';
import { threadRoleOf } from './messages.rules.js';
import { storedImageResponse } from './stored-image.http.js';
import { PHOTO_URL_TTL_SECONDS } from './media-limits.js';

export { PHOTO_URL_TTL_SECONDS };

const PHOTO_PATH = /^\/api\/message-photos\/([^/]*)\/?$/;
const ISSUER = 'comfort-life';
const AUDIENCE = 'comfort-life:message-photo';
const TOKEN_TYPE = 'message-photo';

let jwt: { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Record<string, unknown> } | undefined;
/** The signer and verifier of photo URLs, made once over the access tokens' key. */
function photoJwt(): NonNullable<typeof jwt> {
  if (jwt) return jwt;
  const key = Buffer.from(signingKey());
  jwt = {
    sign: createSigner({ key, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE, expiresIn: PHOTO_URL_TTL_SECONDS * 1000 }),
    verify: createVerifier({ key, algorithms: ['HS256'], allowedIss: ISSUER, allowedAud: AUDIENCE, requiredClaims: ['exp', 'sub', 'pid', 'typ'] }),
  };
  return jwt;
}

/** Photo URLs are issued as of the start of a window this long (s), so reads within it give the same URL (the browser's cache keeps working). */
const URL_WINDOW_SECONDS = PHOTO_URL_TTL_SECONDS / 2;

/**
 * The address at which `viewerId` may fetch photo `photoId`: `/api/message-photos/<photoId>?token=<jwt>`
 * (relative to the app's origin). The token is issued as of the start of the current 5-minute
 * window and lasts {@link PHOTO_URL_TTL_SECONDS} (600 s) from there, so it stays valid 5 to 10
 * minutes after `now`, and every read inside one window gives the same URL (cacheable). The URL
 * alone grants nothing to anyone else: the handler re-checks that its viewer is in the photo's thread.
 */
export function photoUrlFor(viewerId: string, photoId: string, now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const iat = seconds - (seconds % URL_WINDOW_SECONDS);
  const token = photoJwt().sign({ sub: viewerId, pid: photoId, typ: TOKEN_TYPE, iat });
  return `/api/message-photos/${encodeURIComponent(photoId)}?token=${encodeURIComponent(token)}`;
}

/**
 * The viewer id of a photo URL's token, when it is valid (our key, issuer and photo audience, not
 * expired, typ message-photo) and made for `photoId`; null otherwise.
 */
export function verifyPhotoToken(token: string, photoId: string): string | null {
  try {
    const claims = photoJwt().verify(token);
    if (claims.typ !== TOKEN_TYPE || claims.pid !== photoId || typeof claims.sub !== 'string') return null;
    return claims.sub;
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
}

/** The viewer a request speaks for: its bearer token's user, or its photo token's (active) user. */
async function viewerOf(request: Request, url: URL, photoId: string, ip: string | null): Promise<Pick<CurrentUser, 'id' | 'role'> | null> {
  if (request.headers.has('authorization')) {
    const ctx = await createContext(request.headers, ip);
    if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
    return ctx.user;
  }
  const token = url.searchParams.get('token');
  const viewerId = token ? verifyPhotoToken(token, photoId) : null;
  if (!viewerId) return null;
  const user = await db.user.findUnique({ where: { id: viewerId }, select: { id: true, role: true, status: true } });
  return user && user.status === 'active' ? { id: user.id, role: user.role } : null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/**
 * Answers a request to `/api/message-photos/{id}`, or null when the path is another one
 * (stored-image.http.ts serves the file).
 * @param ip the client address the transport determined (sessions, as for every /api request)
 * @returns the photo (200), or the JSON error envelope: 404 (see the module comment), 401 (a
 *   bearer token that does not sign in), 405 (not GET or HEAD)
 */
export function messagePhotoResponse(request: Request, ip: string | null): Promise<Response | null> {
  return storedImageResponse(request, PHOTO_PATH, async (id, url) => {
    const viewer = await viewerOf(request, url, id, ip);
    if (!viewer) return null;
    const photo = await db.messagePhoto.findUnique({
      where: { id },
      select: {
        storageKey: true,
        contentType: true,
        message: { select: { booking: { select: { customerId: true, cleanerId: true, acceptedAt: true, status: true } } } },
      },
    });
    if (!photo || !threadRoleOf(viewer, photo.message.booking)) return null;
    return {
      storageKey: photo.storageKey,
      contentType: photo.contentType,
      filename: `photo-${id}.${EXTENSIONS[photo.contentType] ?? 'bin'}`,
      cacheControl: `private, max-age=${PHOTO_URL_TTL_SECONDS}`,
    };
  });
}
