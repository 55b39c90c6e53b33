/** Notifications: list, mark read, and the live `notificationAdded` subscription (graphql-ws). */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { NotFoundError } from '../../errors.js';
import { pubsub } from '../../pubsub.js';
import { liveEvents } from '../../live-events.js';
import { listNotifications, markAllRead, markRead, notificationCounts } from './notifications.service.js';
import { pagedQuery } from '../../lib/paging.js';
import { actor } from '../../lib/guards.js';
import { fieldArgs } from '../../lib/validate.js';

/** `notificationPage`: unread only or all; page and limit (1..100, default 50). */
const notificationPageInput = pagedQuery({ defaultLimit: 50, maxLimit: 100 }).extend({ unreadOnly: z.boolean().optional() });

export const NotificationRef = builder.prismaObject('Notification', {
  description: 'In-app notification (spec section 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'booking_created, booking_accepted, booking_declined, booking_cancelled, booking_completed, ...' }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    isRead: t.exposeBoolean('isRead'),
    data: t.field({ type: 'JSON', description: 'e.g. { "bookingId": "..." }', resolve: (n) => n.data }),
    actions: t.field({ type: 'JSON', description: 'List of { type, label, data }.', resolve: (n) => n.actions }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('notifications', (t) =>
  t.prismaField({
    type: [NotificationRef],
    authScopes: { signedIn: true },
    description: "The caller's notifications, newest first (50 at most).",
    args: { unreadOnly: t.arg.boolean() },
    resolve: (query, _root, { unreadOnly }, ctx) =>
      db.notification.findMany({
        ...query,
        where: { userId: actor(ctx).id, ...(unreadOnly ? { isRead: false } : {}) },
        orderBy: { createdAt: 'desc' },
        take: 50,
      }),
  }),
);

const NotificationPageRef = builder
  .objectRef<{ items: object[]; page: number; limit: number; total: number; unreadCount: number }>('NotificationPage')
  .implement({
    description: 'One page of the caller\'s notifications, newest first.',
    fields: (f) => ({
      items: f.field({ type: [NotificationRef], resolve: (p) => p.items as never }),
      page: f.exposeInt('page', { description: 'This page, from 1.' }),
      limit: f.exposeInt('limit', { description: 'Items per page asked for.' }),
      total: f.exposeInt('total', { description: 'All matching notifications, over every page.' }),
      unreadCount: f.exposeInt('unreadCount', { description: "The caller's unread notifications (the bell badge)." }),
    }),
  });

builder.queryField('notificationPage', (t) =>
  t.field({
    type: NotificationPageRef,
    authScopes: { signedIn: true },
    description:
      "The caller's notifications, newest first, one page: `page` from 1, `limit` 1..100 (default 50). `total` counts every notification matching `unreadOnly`; `unreadCount` the caller's unread ones. Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR (page, limit). Spec section 7 \"Notifications\".",
    args: t.validate({ unreadOnly: t.arg.boolean(), page: t.arg.int(), limit: t.arg.int() }, fieldArgs(notificationPageInput)),
    resolve: async (_root, { page, limit, ...args }, ctx) => {
      const user = actor(ctx);
      const [items, counts] = await Promise.all([listNotifications({ ...ctx, user }, !!args.unreadOnly, { page, limit }), notificationCounts(user.id)]);
      return { items, page, limit, total: args.unreadOnly ? counts.unreadCount : counts.total, unreadCount: counts.unreadCount };
    },
  }),
);

builder.queryField('notificationCounts', (t) =>
  t.field({
    type: builder.objectRef<{ total: number; unreadCount: number }>('NotificationCounts').implement({
      description: "Counts over all of the caller's notifications (the list shows at most 50).",
      fields: (f) => ({
        total: f.exposeInt('total', { description: 'All notifications.' }),
        unreadCount: f.exposeInt('unreadCount', { description: 'Unread notifications (the bell badge).' }),
      }),
    }),
    authScopes: { signedIn: true },
    description: "How many notifications the caller has, in all and unread. Errors: AUTHENTICATION_ERROR.",
    resolve: (_root, _args, ctx) => notificationCounts(actor(ctx).id),
  }),
);

builder.mutationFields((t) => ({
  markNotificationRead: t.prismaField({
    type: NotificationRef,
    authScopes: { signedIn: true },
    description: "Marks one of the caller's notifications read. Errors: NotFoundError (unknown id, or someone else's).",
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      await markRead(actor(ctx).id, String(id));
      return db.notification.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
  markAllNotificationsRead: t.int({
    authScopes: { signedIn: true },
    errors: {},
    description: 'Marks all of the caller’s notifications read; returns how many changed.',
    resolve: (_root, _args, ctx) => markAllRead(actor(ctx).id),
  }),
}));

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationRef,
    authScopes: { signedIn: true },
    description: "Emits each new notification of the signed-in user (authenticate with connectionParams.authorization = 'Bearer <accessToken>').",
    // Delivered only while the caller's session is live (re-checked per event).
    subscribe: (_root, _args, ctx) => liveEvents(ctx, pubsub.subscribe('notification:created', actor(ctx).id)),
    resolve: (event) => db.notification.findUniqueOrThrow({ where: { id: event.notificationId } }),
  }),
);
