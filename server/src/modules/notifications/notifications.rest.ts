/** /api/notifications (spec section 7 "Notifications"). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam, messagePayload } from '../../rest/schemas.js';
import { listNotifications, markAllRead, markRead, notificationCounts } from './notifications.service.js';

/** A notification as /api returns it (snake_case fields of spec section 3 "Notification"). */
export const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.string().meta({ description: 'booking_created, booking_accepted, booking_declined, booking_cancelled, booking_completed, cleaner_assigned, booking_reminder, ...' }),
    title: z.string(),
    message: z.string(),
    is_read: z.boolean(),
    created_at: isoInstant,
    data: z.unknown().meta({ description: 'Facts of the event, e.g. `{ "bookingId": "..." }`.' }),
    actions: z.unknown().meta({ description: 'Buttons: `[{ "type", "label", "data"? }]`.' }),
  })
  .meta({ id: 'Notification' });

export const notificationRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/notifications',
    tag: 'Notifications',
    summary: "List the caller's notifications",
    description:
      "Newest first. `total` counts every notification matching `unread`; `unreadCount` counts the caller's unread ones (both over all pages).",
    auth: 'signedIn',
    input: {
      query: pagedQuery({ defaultLimit: 50, maxLimit: 100 }).extend({
        unread: z.enum(['true', 'false']).optional().meta({ description: '`true`: unread only.' }),
      }),
    },
    response: pagedResponse('notifications', notificationSchema, { unreadCount: z.int().min(0) }),
    errors: [],
    handler: async (req) => {
      const unreadOnly = req.query.unread === 'true';
      const user = req.ctx.user!;
      const [rows, counts] = await Promise.all([
        listNotifications({ ...req.ctx, user }, unreadOnly, { page: req.query.page, limit: req.query.limit }),
        notificationCounts(user.id),
      ]);
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          message: n.message,
          is_read: n.isRead,
          created_at: n.createdAt.toISOString(),
          data: n.data,
          actions: n.actions,
        })),
        page: req.query.page,
        limit: req.query.limit,
        // Counts of every matching notification, not of the listed page.
        total: unreadOnly ? counts.unreadCount : counts.total,
        unreadCount: counts.unreadCount,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/:id/read',
    tag: 'Notifications',
    summary: 'Mark a notification read',
    description: "Marks one of the caller's notifications read. 404 for an unknown id or someone else's.",
    auth: 'signedIn',
    input: { params: z.object({ id: uuidParam }) },
    response: messagePayload,
    errors: [],
    handler: async (req) => {
      await markRead(req.ctx.user!.id, req.params.id);
      return { message: 'Notification marked as read.' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/read-all',
    tag: 'Notifications',
    summary: 'Mark every notification read',
    description: "Marks all of the caller's notifications read and answers how many changed.",
    auth: 'signedIn',
    response: z.object({ updated: z.int().min(0) }),
    errors: [],
    handler: async (req) => ({ updated: await markAllRead(req.ctx.user!.id) }),
  }),
];
