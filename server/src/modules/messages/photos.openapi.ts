/**
 * The OpenAPI description of `GET /api/message-photos/{id}` (issue 20 "Messages per booking"), a
 * plain handler ahead of the bridge (photos.http.ts), not a GraphQL operation, so it is written
 * here by hand like the calendar files (modules/calendar/calendar.openapi.ts);
 * tests/integration/uploads-port.test.ts checks the answers it describes.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ERROR_STATUS_CODES, ERROR_STATUS_DESCRIPTIONS, errorEnvelopeSchema, type ErrorStatus } from '../../rest/schemas.js';
import { PHOTO_MAX_SIDE_PX } from '../../lib/images.js';
import { PHOTO_URL_TTL_SECONDS } from './media-limits.js';

const errors = (statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`, content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  );

const image = { type: 'string', format: 'binary' };

/** `GET /api/message-photos/{id}`. */
export function messagePhotoPaths(): ZodOpenApiPathsObject {
  return {
    '/api/message-photos/{id}': {
      get: {
        operationId: 'getMessagePhotosById',
        tags: ['Bookings'],
        summary: 'Download a photo of a booking message',
        description: [
          'A photo attached to a booking message (issue 20 "Messages per booking"), as the image file: JPEG for a JPEG upload,',
          `WebP for a PNG or WebP upload, at most ${PHOTO_MAX_SIDE_PX} px on its long side, with no metadata (EXIF, GPS location).`,
          '',
          'Served only to the booking\'s customer, the cleaner holding the booking and admins, checked at every request (a',
          'cleaner reassigned away loses access at once). Credentials, either: the `token` query parameter of the address given',
          `by GraphQL \`MessagePhoto.url\` and by the messages routes' \`photos[].url\` (valid ${PHOTO_URL_TTL_SECONDS / 60} minutes, for the viewer it was`,
          'made for; what an `<img>` uses), or a bearer access token. An unknown photo, a photo of another thread, or a missing,',
          'malformed, expired or someone else\'s `token` are all 404. A bearer token that does not sign in is 401. Not a',
          'GraphQL operation.',
        ].join('\n'),
        security: [{ bearerAuth: [] }, {}],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          {
            name: 'token',
            in: 'query',
            required: false,
            description: `The signed viewer token of the photo's address (HS256 JWT, ${PHOTO_URL_TTL_SECONDS} s); not needed with a bearer token.`,
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The photo.',
            headers: {
              'Content-Disposition': { description: '`inline; filename="photo-{id}.jpg"` (or `.webp`).', schema: { type: 'string' } },
              'Cache-Control': { description: `\`private, max-age=${PHOTO_URL_TTL_SECONDS}\`.`, schema: { type: 'string', const: `private, max-age=${PHOTO_URL_TTL_SECONDS}` } },
              'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string', const: 'nosniff' } },
            },
            content: { 'image/jpeg': { schema: image }, 'image/webp': { schema: image } },
          },
          ...errors([401, 404, 500]),
        },
      },
    },
  } as unknown as ZodOpenApiPathsObject;
}
