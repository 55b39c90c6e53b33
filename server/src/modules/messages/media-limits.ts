/**
 * Limits of message photos in transit (docs/decisions/0034), in a module of their own
 * so the transport (app.ts, rest/router.ts), the OpenAPI document and photos.ts share them
 * without importing one another.
 */
import { MESSAGE_MAX_PHOTOS, MESSAGE_PHOTO_MAX_BYTES } from '../../../../schema/rules.js';

/**
 * Largest multipart/form-data body (file uploads: a message's photos), in bytes: MESSAGE_MAX_PHOTOS
 * (5) photos of MESSAGE_PHOTO_MAX_BYTES (5 MiB) plus 1 MiB for the other fields and the part
 * headers, i.e. 26 MiB. Applies to /graphql multipart requests (app.ts) and to /api rows declaring
 * `body.multipart` (rest/router.ts); JSON bodies keep their own caps.
 */
export const MAX_UPLOAD_BYTES = MESSAGE_MAX_PHOTOS * MESSAGE_PHOTO_MAX_BYTES + 1024 * 1024;

/** Lifetime of a signed photo address (photos.ts photoUrlFor), in seconds: 10 minutes. */
export const PHOTO_URL_TTL_SECONDS = 600;
