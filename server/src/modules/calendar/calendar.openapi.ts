/**
 * The OpenAPI description of the two iCalendar routes (docs/decisions/0033), which are plain
 * handlers ahead of the bridge (calendar.http.ts), not GraphQL operations, so they are written
 * here by hand like the health probes (rest/openapi.ts healthProbePaths);
 * tests/integration/calendar.test.ts checks them against the real answers.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ERROR_STATUS_CODES, ERROR_STATUS_DESCRIPTIONS, errorEnvelopeSchema, type ErrorStatus } from '../../rest/schemas.js';
import { FEED_DAYS, FEED_PAST_HOURS } from './calendar.service.js';

const calendarFile = (description: string, disposition: string) => ({
  description,
  headers: {
    'Content-Disposition': { description: disposition, schema: { type: 'string' } },
    'Cache-Control': { description: 'Always `no-store`.', schema: { type: 'string', const: 'no-store' } },
  },
  content: { 'text/calendar': { schema: { type: 'string', description: 'An iCalendar (RFC 5545) document, UTF-8.' } } },
});

const errors = (statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`, content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  );

/** `GET /api/bookings/{id}/calendar.ics` and `GET /api/calendar/{token}.ics`. */
export function calendarPaths(): ZodOpenApiPathsObject {
  return {
    '/api/bookings/{id}/calendar.ics': {
      get: {
        operationId: 'getBookingsByIdCalendarIcs',
        tags: ['Calendar'],
        summary: 'Download a booking as a calendar file',
        description: [
          'The booking as an iCalendar file ("Add to calendar"; docs/decisions/0033): one VEVENT whose UID is the booking id,',
          'start and end in UTC, the service as its summary, STATUS CONFIRMED once a cleaner holds it, TENTATIVE while it waits',
          'for one, CANCELLED for a cancelled or rejected booking. The street address and notes are included only for a viewer',
          'who sees the whole booking (its customer, admins, the cleaner once they hold it).',
          '',
          'Requires a bearer access token of the booking\'s customer, its cleaner or an admin; for anyone else the booking does',
          'not exist (404). Not a GraphQL operation.',
        ].join('\n'),
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': calendarFile('The booking as an iCalendar document.', '`attachment; filename="comfort-life-booking-{id}.ics"`.'),
          ...errors([400, 401, 404, 500]),
        },
      },
    },
    '/api/calendar/{token}.ics': {
      get: {
        operationId: 'getCalendarByTokenIcs',
        tags: ['Calendar'],
        summary: 'Subscribe to the private calendar feed',
        description: [
          `The private feed of a user's upcoming visits (docs/decisions/0033), for phone and desktop calendars: a customer's`,
          `bookings, a cleaner's jobs and the requests awaiting their answer (TENTATIVE), from ${FEED_PAST_HOURS} hours back to`,
          `${FEED_DAYS} days ahead, cancelled and rejected ones left out. UIDs are booking ids; times are UTC.`,
          '',
          'Public route: no header is read, the token in the path is the credential. It is made by POST /api/calendar/feed (shown',
          'once, stored hashed) and stops working (404) when renewed or removed (DELETE /api/calendar/feed). Not a GraphQL operation.',
        ].join('\n'),
        security: [],
        parameters: [
          {
            name: 'token',
            in: 'path',
            required: true,
            description: 'The feed token: 32 random bytes, base64url (43 characters).',
            schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
          },
        ],
        responses: {
          '200': calendarFile('The feed as an iCalendar document.', '`inline; filename="comfort-life.ics"`.'),
          ...errors([400, 404, 500]),
        },
      },
    },
  } as unknown as ZodOpenApiPathsObject;
}
