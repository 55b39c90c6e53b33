/** /api routes of notification settings, actions and test sends (spec section 7 "Notifications"; issue 9). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { uuidParam } from '../../rest/schemas.js';
import * as settings from './notification-settings.service.js';

const preferenceSchema = z.object({ label: z.string(), inApp: z.boolean(), email: z.boolean() }).meta({ id: 'NotificationPreference' });
/** The settings as one object keyed by notification type (a settings document, not a list). */
const preferencesSchema = z.record(z.string(), preferenceSchema).meta({ description: 'Keyed by notification type, e.g. `{ "ticket_reply": { "label", "inApp", "email" } }`.' });
const byType = (list: settings.PreferenceView[]) => Object.fromEntries(list.map(({ type, ...rest }) => [type, rest]));

export const notificationSettingsRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/notifications/preferences',
    tag: 'Notifications',
    summary: 'My notification settings',
    description: 'Every notification type with whether it shows in the app and whether it is emailed (the caller’s choice or the default).',
    auth: 'signedIn',
    response: z.object({ preferences: preferencesSchema }),
    errors: [],
    handler: async (req) => ({ preferences: byType(await settings.preferences(req.ctx)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/notifications/preferences',
    tag: 'Notifications',
    summary: 'Change my notification settings',
    description: '`{preferences: [{type, inApp, email}]}`; types not listed keep their setting. Answers every type.',
    auth: 'signedIn',
    input: { body: settings.preferencesInput },
    response: z.object({ preferences: preferencesSchema }),
    errors: [],
    handler: async (req) => ({ preferences: byType(await settings.setPreferences(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/:id/action',
    tag: 'Notifications',
    summary: 'Act on a notification',
    description:
      '`{actionType, actionData?}`: performs one of the notification’s actions (accept, decline, mark_complete, cancel, view, reassign) for its owner, on the booking stored on the notification; `actionData` may carry `reason` (decline, cancel) and `cleanerId` (reassign, admins). Answers `{success, message, data}` and marks the notification read. 404 for someone else’s notification; 409 with the reason for an action not on it or no longer allowed.',
    auth: 'signedIn',
    input: { params: z.object({ id: uuidParam }), body: settings.actionInput },
    response: z.object({ message: z.string(), data: z.record(z.string(), z.unknown()) }),
    errors: [404, 409],
    handler: async (req) => {
      const r = await settings.performAction(req.ctx, req.params.id, req.body);
      return { message: r.message, data: r.data };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/test',
    tag: 'Notifications',
    summary: 'Send myself a test notification (admin)',
    description: 'Admin: `{type}`: a sample notification of that type to the caller, through the normal path (settings, live push, email).',
    auth: 'admin',
    input: { body: settings.testNotificationInput },
    status: 201,
    response: z.object({ id: z.uuid().nullable(), type: z.string() }),
    errors: [],
    handler: async (req) => settings.sendTestNotification(req.ctx, req.body),
  }),
];
