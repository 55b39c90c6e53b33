/**
 * /api/calendar rows (docs/decisions/0033) over calendar.api.graphql: the private feed address
 * (POST and DELETE /api/calendar/feed) and the two iCalendar files as file rows
 * (docs/decisions/0040-file-answers-in-the-bridge.md): GET /api/bookings/{id}/calendar.ics
 * (its id checked by the service, whose 404 names the booking) and GET /api/calendar/{token}.ics.
 */
import type { ApiRoute } from '../../rest/router.js';

export const calendarApi: ApiRoute[] = [
  { method: 'POST', path: '/calendar/feed', operation: 'RenewCalendarFeed', tag: 'Calendar', summary: 'Make a new private calendar feed address', answer: 'spread' },
  { method: 'DELETE', path: '/calendar/feed', operation: 'RevokeCalendarFeed', tag: 'Calendar', summary: 'Remove the private calendar feed address', answer: 'spread' },
  {
    method: 'GET',
    path: '/bookings/:id/calendar.ics',
    operation: 'BookingCalendarFile',
    tag: 'Calendar',
    summary: 'Download a booking as a calendar file',
    params: { id: 'string' },
    answer: { file: ['text/calendar'] },
  },
  { method: 'GET', path: '/calendar/:token.ics', operation: 'CalendarFeedFile', tag: 'Calendar', summary: 'Subscribe to the private calendar feed', answer: { file: ['text/calendar'] } },
];
