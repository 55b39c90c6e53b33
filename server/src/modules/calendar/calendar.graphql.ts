/**
 * The private calendar feed over GraphQL (docs/decisions/0033), also serving POST and DELETE
 * /api/calendar/feed through the bridge (calendar.api.ts), and the two .ics files as file answers
 * of the bridge (`bookingCalendarFile`, `calendarFeedFile`: docs/decisions/0040-file-answers-in-the-bridge.md).
 */
import { builder } from '../../builder.js';
import { actor } from '../../lib/guards.js';
import { FileAnswerRef } from '../../file-answer.js';
import { FEED_DAYS, FEED_PAST_HOURS, bookingCalendarFile, calendarFeedOf, feedCalendarFile, renewCalendarFeed, revokeCalendarFeed, type CalendarFeed } from './calendar.service.js';

export const CalendarFeedRef = builder.objectRef<CalendarFeed>('CalendarFeed').implement({
  description:
    "The signed-in user's private calendar feed of their upcoming visits (GET /api/calendar/{token}.ics; a customer's bookings, a cleaner's jobs, next 90 days, times in UTC). Its address is the credential and is stored hashed: it is shown once, in renewCalendarFeed's answer.",
  fields: (t) => ({
    url: t.exposeString('url', {
      nullable: true,
      description:
        'The feed address to subscribe to (https://…/api/calendar/{token}.ics). Only in renewCalendarFeed’s answer; null in Query.calendarFeed, since the address cannot be shown again (renew to get a new one).',
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      nullable: true,
      description: "UTC instant the address was made: set in renewCalendarFeed's answer, null in Query.calendarFeed.",
    }),
  }),
});

builder.queryField('calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: true,
    authScopes: { signedIn: true },
    description:
      'Whether the signed-in user has a private calendar feed (docs/decisions/0033): an object (its `url` and `createdAt` are null: the address is shown only when renewed) or null when there is none. Errors: AuthenticationError.',
    resolve: (_root, _args, ctx) => calendarFeedOf(actor(ctx).id),
  }),
);

builder.queryFields((t) => ({
  bookingCalendarFile: t.field({
    type: FileAnswerRef,
    authScopes: { signedIn: true },
    description: [
      'The booking as an iCalendar file ("Add to calendar"; GET /api/bookings/{id}/calendar.ics, which sends the file; docs/decisions/0033): one VEVENT whose UID is the booking id,',
      'start and end in UTC, the service as its summary, STATUS CONFIRMED once a cleaner holds it, TENTATIVE while it waits for one, CANCELLED for a cancelled or rejected booking.',
      "The street address and notes are included only for a viewer who sees the whole booking (its customer, admins, the cleaner once they hold it). For the booking's customer,",
      'its cleaner and admins; for anyone else the booking does not exist. Errors: AUTHENTICATION_ERROR, NOT_FOUND_ERROR.',
    ].join(' '),
    args: { id: t.arg.id({ required: true, description: 'The booking id.' }) },
    resolve: (_root, args, ctx) => bookingCalendarFile(actor(ctx), String(args.id), new Date()),
  }),
  calendarFeedFile: t.field({
    type: FileAnswerRef,
    description: [
      `The private feed of a user's upcoming visits as an iCalendar file (GET /api/calendar/{token}.ics; docs/decisions/0033), for phone and desktop calendars: a customer's`,
      `bookings, a cleaner's jobs and the requests awaiting their answer (TENTATIVE), from ${FEED_PAST_HOURS} hours back to ${FEED_DAYS} days ahead, cancelled and rejected ones left out.`,
      'UIDs are booking ids; times are UTC. Public: the token is the credential (32 random bytes, base64url, 43 characters), made by renewCalendarFeed (POST /api/calendar/feed,',
      'shown once, stored hashed); it stops working when renewed or removed. Errors: NOT_FOUND_ERROR (a malformed, unknown or revoked token).',
    ].join(' '),
    args: { token: t.arg.string({ required: true, description: 'The feed token: 32 random bytes, base64url (43 characters).' }) },
    resolve: (_root, args) => feedCalendarFile(args.token, new Date()),
  }),
}));

builder.mutationFields((t) => ({
  renewCalendarFeed: t.field({
    type: CalendarFeedRef,
    authScopes: { signedIn: true },
    errors: {},
    description:
      'Makes a new private calendar feed address for the signed-in user (POST /api/calendar/feed; docs/decisions/0033): 32 random bytes, base64url, of which only the SHA-256 is stored. The previous address, if any, stops working at once (404). The answer is the only time the address is shown. Errors: AuthenticationError.',
    resolve: (_root, _args, ctx) => renewCalendarFeed(actor(ctx).id, new Date()),
  }),
  revokeCalendarFeed: t.boolean({
    authScopes: { signedIn: true },
    errors: {},
    description:
      "Removes the signed-in user's private calendar feed address (DELETE /api/calendar/feed; docs/decisions/0033): it answers 404 from now on. True when there was a feed, false when there was none. Errors: AuthenticationError.",
    resolve: (_root, _args, ctx) => revokeCalendarFeed(actor(ctx).id),
  }),
}));
