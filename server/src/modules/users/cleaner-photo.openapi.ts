/**
 * The OpenAPI description of `GET /api/cleaner-photos/{userId}` (issue 20), a plain handler ahead of
 * the bridge (cleaner-photo.http.ts), not a GraphQL operation, so it is written here by hand like
 * the message photos (modules/messages/photos.openapi.ts); tests/integration/cleaner-photo.test.ts
 * checks the answers it describes.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ERROR_STATUS_CODES, ERROR_STATUS_DESCRIPTIONS, errorEnvelopeSchema, type ErrorStatus } from '../../rest/schemas.js';
import { PROFILE_PHOTO_SIDE_PX } from '../../lib/images.js';
import { CLEANER_PHOTO_IMMUTABLE } from './cleaner-photo.service.js';

const errors = (statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`, content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  );

/** `GET /api/cleaner-photos/{userId}`. */
export function cleanerPhotoPaths(): ZodOpenApiPathsObject {
  return {
    '/api/cleaner-photos/{userId}': {
      get: {
        operationId: 'getCleanerPhotosByUserId',
        tags: ['Users'],
        summary: "Download a cleaner's profile photo",
        description: [
          `A cleaner's profile photo (issue 20: customers see their cleaner's photo), as a ${PROFILE_PHOTO_SIDE_PX} x ${PROFILE_PHOTO_SIDE_PX} WebP`,
          'without metadata. Public (no credentials): GraphQL `User.photoUrl` and the /api user JSON give the address with',
          'its version `v`. An id that is not a uuid, an unknown user, a customer or admin, a cleaner without a photo and a',
          'suspended cleaner are all 404. Not a GraphQL operation.',
        ].join('\n'),
        security: [{}],
        parameters: [
          { name: 'userId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          {
            name: 'v',
            in: 'query',
            required: false,
            description: `The photo's version (epoch ms of its upload). When it is the current one the answer is \`${CLEANER_PHOTO_IMMUTABLE}\`, otherwise \`no-cache\`.`,
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The photo.',
            headers: {
              'Cache-Control': { description: `\`${CLEANER_PHOTO_IMMUTABLE}\` for the current \`v\`, else \`no-cache\`.`, schema: { type: 'string' } },
              'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string', const: 'nosniff' } },
            },
            content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors([404, 500]),
        },
      },
    },
  } as unknown as ZodOpenApiPathsObject;
}
