/** /api/notifications (spec section 7 "Notifications"). */
import type { Route } from '../../rest/router.js';
import { listNotifications, markAllRead, markRead } from './notifications.service.js';

export const notificationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/notifications',
    auth: 'signedIn',
    handler: async (req) => {
      const rows = await listNotifications({ ...req.ctx, user: req.ctx.user! }, req.query.get('unread') === 'true');
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
        unreadCount: rows.filter((n) => !n.isRead).length,
      };
    },
  },
  {
    method: 'POST',
    path: '/notifications/:id/read',
    auth: 'signedIn',
    handler: async (req) => {
      await markRead(req.ctx.user!.id, req.params.id!);
      return { message: 'Notification marked as read.' };
    },
  },
  {
    method: 'POST',
    path: '/notifications/read-all',
    auth: 'signedIn',
    handler: async (req) => ({ updated: await markAllRead(req.ctx.user!.id) }),
  },
];
