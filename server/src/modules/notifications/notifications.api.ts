/** /api/notifications rows (spec section 7 "Notifications") over notifications.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const notificationsApi: ApiRoute[] = [
  { method: 'GET', path: '/notifications', operation: 'ListNotifications', tag: 'Notifications', summary: "List the caller's notifications", answer: 'spread' },
  { method: 'POST', path: '/notifications/:id/read', operation: 'MarkNotificationRead', tag: 'Notifications', summary: 'Mark a notification read', answer: { message: 'Notification marked as read.' } },
  { method: 'POST', path: '/notifications/read-all', operation: 'MarkAllNotificationsRead', tag: 'Notifications', summary: 'Mark every notification read', answer: 'spread' },
];
