/**
 * The private calendar feed over GraphQL (docs/decisions/0033), also serving POST and DELETE
 * /api/calendar/feed through the bridge (calendar.api.ts). The .ics files themselves are plain
 * HTTP routes (calendar.http.ts).
 */
import { builder } from '../../builder.js';
import { actor } from '../../lib/guards.js';
import { calendarFeedOf, renewCalendarFeed, revokeCalendarFeed, type CalendarFeed } from './calendar.service.js';

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
