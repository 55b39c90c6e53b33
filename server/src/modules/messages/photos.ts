/**
 * Message photos as files (docs/decisions/0034-booking-messages.md: photos "served only to the thread's
 * members and admins"): their signed addresses and the rule that finds one for a viewer, which
 * `Query.messagePhotoFile` runs for the /api file row `GET /api/message-photos/{id}`
 * (docs/decisions/0040-file-answers-in-the-bridge.md; the bridge streams the bytes).
 *
 * Credentials, either:
 * - `?token=`: the signed URL of {@link photoUrlFor}, what GraphQL's `MessagePhoto.url` gives to
 *   its viewer (an `<img src>` sends no header). HS256 with the access tokens' key
 *   (auth/tokens.ts `signingKey`) but an audience of its own, claims `{ sub: viewer id, pid: photo
 *   id, typ: 'message-photo' }`, valid {@link PHOTO_URL_TTL_SECONDS} (600 s = 10 min);
 * - `Authorization: Bearer <accessToken>` (partners over /api), like every /api route; one that
 *   does not sign in is refused (401) by the field's `authScopes`.
 *
 * The viewer's place in the thread is read again at every fetch with messages.rules.ts
 * `threadRoleOf` (a cleaner reassigned away, or a suspended account, loses access at once, even
 * with an unexpired URL). An unknown photo, a malformed, forged, expired or someone else's token,
 * a photo of another token's id and a viewer outside the thread all answer the same
 * NotFoundError (no existence leak). Nothing here logs a URL, so a token never reaches logs.
 */
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Context, CurrentUser } from '../../context.js';
import { db } from '../../db.js';
import { NotFoundError } from '../../errors.js';
import type { FileAnswer } from '../../file-answer.js';
import { signingKey } from '../auth/tokens.js';
import { threadRoleOf } from './messages.rules.js';
import { PHOTO_URL_TTL_SECONDS } from './media-limits.js';

export { PHOTO_URL_TTL_SECONDS };

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
 * alone grants nothing to anyone else: {@link messagePhotoFile} re-checks that its viewer is in the photo's thread.
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

/** The viewer of a request: its signed-in user, else its photo token's (active) user, else null. */
async function viewerOf(ctx: Context, photoId: string, token: string | null): Promise<Pick<CurrentUser, 'id' | 'role'> | null> {
  if (ctx.user) return ctx.user;
  const viewerId = token ? verifyPhotoToken(token, photoId) : null;
  if (!viewerId) return null;
  const user = await db.user.findUnique({ where: { id: viewerId }, select: { id: true, role: true, status: true } });
  return user && user.status === 'active' ? { id: user.id, role: user.role } : null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/**
 * The stored photo `photoId` as a file for the caller (the signed-in user, or the viewer of
 * `token`): its storage key, stored content type (image/jpeg or image/webp), `photo-<id>.<ext>`
 * shown inline, `cache-control: private, max-age=600`.
 * @throws NotFoundError for an unknown photo, a missing or invalid token, or a viewer outside the
 *   photo's thread (all alike: no existence leak)
 */
export async function messagePhotoFile(ctx: Context, photoId: string, token: string | null): Promise<FileAnswer> {
  const viewer = await viewerOf(ctx, photoId, token);
  const photo = viewer
    ? await db.messagePhoto.findUnique({
        where: { id: photoId },
        select: {
          storageKey: true,
          contentType: true,
          message: { select: { booking: { select: { customerId: true, cleanerId: true, acceptedAt: true, status: true } } } },
        },
      })
    : null;
  if (!viewer || !photo || !threadRoleOf(viewer, photo.message.booking)) throw new NotFoundError();
  return {
    storageKey: photo.storageKey,
    text: null,
    contentType: photo.contentType,
    filename: `photo-${photoId}.${EXTENSIONS[photo.contentType] ?? 'bin'}`,
    disposition: 'inline',
    cacheControl: `private, max-age=${PHOTO_URL_TTL_SECONDS}`,
  };
}
