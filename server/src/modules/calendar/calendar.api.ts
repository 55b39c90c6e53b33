/**
 * /api/calendar/feed rows (docs/decisions/0033) over calendar.api.graphql. The iCalendar files
 * (GET /api/bookings/{id}/calendar.ics, GET /api/calendar/{token}.ics) are answered before the
 * bridge by calendar.http.ts and documented by calendar.openapi.ts.
 */
import type { ApiRoute } from '../../rest/router.js';

export const calendarApi: ApiRoute[] = [
  { method: 'POST', path: '/calendar/feed', operation: 'RenewCalendarFeed', tag: 'Calendar', summary: 'Make a new private calendar feed address', answer: 'spread' },
  { method: 'DELETE', path: '/calendar/feed', operation: 'RevokeCalendarFeed', tag: 'Calendar', summary: 'Remove the private calendar feed address', answer: 'spread' },
];
