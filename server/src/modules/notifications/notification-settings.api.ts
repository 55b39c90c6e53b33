/** /api rows of notification settings, actions and test sends (spec section 7 "Notifications"; docs/decisions/0021) over notification-settings.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const notificationSettingsApi: ApiRoute[] = [
  { method: 'GET', path: '/notifications/preferences', operation: 'GetNotificationPreferences', tag: 'Notifications', summary: 'My notification settings' },
  { method: 'PUT', path: '/notifications/preferences', operation: 'SetNotificationPreferences', tag: 'Notifications', summary: 'Change my notification settings', answer: 'spread' },
  { method: 'POST', path: '/notifications/:id/action', operation: 'PerformNotificationAction', tag: 'Notifications', summary: 'Act on a notification', answer: 'spread' },
  { method: 'POST', path: '/notifications/test', operation: 'SendTestNotification', tag: 'Notifications', summary: 'Send myself a test notification (admin)', status: 201, answer: 'spread' },
];
