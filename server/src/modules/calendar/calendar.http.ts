/**
 * The two iCalendar routes of docs/decisions/0033, answered as files rather than through the
 * /api bridge's JSON envelope (app.ts sends GET/HEAD requests of these paths here before the
 * bridge; errors keep the bridge's JSON error envelope and statuses):
 *
 * - `GET /api/bookings/{id}/calendar.ics`: the booking as a file, for its customer, its cleaner
 *   and admins with `Authorization: Bearer <accessToken>` like every /api route; 401 without a
 *   valid token, 404 for anyone else and for an id that is not a uuid.
 * - `GET /api/calendar/{token}.ics`: the private feed; no header, the token is the credential;
 *   404 for a malformed, unknown or revoked token.
 *
 * Answers are `text/calendar; charset=utf-8`, `cache-control: no-store` (a feed address is a
 * secret and its contents change). Nothing here logs a path, so a feed token never reaches logs.
 */
import { createContext } from '../../context.js';
import { AuthenticationError, ERROR_MESSAGES, NotFoundError, ValidationError } from '../../errors.js';
import { errorResponse, json } from '../../rest/router.js';
import { bookingCalendar, feedCalendar, feedOwner } from './calendar.service.js';

const BOOKING_ICS = /^\/api\/bookings\/([^/]+)\/calendar\.ics\/?$/;
const FEED_ICS = /^\/api\/calendar\/([^/]+)\.ics\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function icsResponse(method: string, body: string, filename: string, disposition: 'attachment' | 'inline'): Response {
  return new Response(method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(method === 'HEAD' ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    },
  });
}

/**
 * Answers a request to one of the iCalendar routes, or null when the path is not one of them.
 * @param ip the client address the transport determined (sessions, as for every /api request)
 */
export async function calendarResponse(request: Request, ip: string | null): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  const booking = BOOKING_ICS.exec(pathname);
  const feed = booking ? null : FEED_ICS.exec(pathname);
  if (!booking && !feed) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, message: 'Method not allowed.', code: 'VALIDATION_ERROR' }, { allow: 'GET, HEAD' });
  }
  try {
    const now = new Date();
    if (booking) {
      const ctx = await createContext(request.headers, ip);
      if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
      const id = decode(booking[1]!);
      if (!UUID.test(id)) throw new NotFoundError('We could not find that booking.');
      const body = await bookingCalendar(ctx.user, id, now);
      return icsResponse(request.method, body, `comfort-life-booking-${id}.ics`, 'attachment');
    }
    const owner = await feedOwner(decode(feed![1]!));
    if (!owner) throw new NotFoundError();
    return icsResponse(request.method, await feedCalendar(owner, now), 'comfort-life.ics', 'inline');
  } catch (error) {
    return errorResponse(error);
  }
}

/** Decodes a path segment. @throws ValidationError (400) on a malformed percent-encoding, as the bridge does */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ValidationError('The path has a malformed percent-encoding.', [{ field: 'path', message: 'Malformed percent-encoding' }]);
  }
}
