/** GraphQL of notification settings, actions and test sends (issue 9): the functions /api calls. */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as settings from './notification-settings.service.js';

const PreferenceRef = builder.objectRef<settings.PreferenceView>('NotificationPreference').implement({
  description: "One notification type's setting: shown in the app, and emailed.",
  fields: (t) => ({
    type: t.exposeString('type'),
    label: t.exposeString('label'),
    inApp: t.exposeBoolean('inApp'),
    email: t.exposeBoolean('email'),
  }),
});

const PreferenceInput = builder.inputType('NotificationPreferenceInput', {
  fields: (t) => ({ type: t.string({ required: true }), inApp: t.boolean({ required: true }), email: t.boolean({ required: true }) }),
});

const ActionResultRef = builder.objectRef<settings.ActionResult>('NotificationActionResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    data: t.field({ type: 'JSON', resolve: (r) => r.data }),
  }),
});

const ActionTypeEnum = builder.enumType('NotificationActionType', { values: settings.ACTION_TYPES });

builder.queryField('notificationPreferences', (t) =>
  t.field({
    type: [PreferenceRef],
    authScopes: { signedIn: true },
    description: "The caller's setting for every notification type (its choice or the default): GET /api/notifications/preferences.",
    resolve: (_r, _a, ctx) => settings.preferences(ctx),
  }),
);

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  setNotificationPreferences: t.field({
    type: [PreferenceRef],
    authScopes: { signedIn: true },
    errors,
    description: 'Saves the caller’s settings for the given types (PUT /api/notifications/preferences); returns every type.',
    args: { preferences: t.arg({ type: [PreferenceInput], required: true }) },
    resolve: (_r, args, ctx) => settings.setPreferences(ctx, { preferences: args.preferences }),
  }),
  performNotificationAction: t.field({
    type: ActionResultRef,
    authScopes: { signedIn: true },
    errors,
    description:
      'POST /api/notifications/{id}/action: performs an action of one of the caller’s notifications (accept, decline, mark_complete, cancel, view, reassign) through the same services as the rest. Errors: NotFoundError (not theirs), ConflictError (not on the notification, or no longer allowed, with the reason).',
    args: { id: t.arg.id({ required: true }), actionType: t.arg({ type: ActionTypeEnum, required: true }), actionData: t.arg({ type: 'JSON' }) },
    resolve: (_r, args, ctx) => settings.performAction(ctx, String(args.id), { actionType: args.actionType, ...(args.actionData ? { actionData: args.actionData } : {}) }),
  }),
  sendTestNotification: t.field({
    type: 'String',
    nullable: true,
    authScopes: { admin: true },
    errors,
    description: 'Admin: sends itself a sample notification of `type` (the /notification-test page); returns its id (null when the admin turned that type off in the app).',
    args: { type: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => (await settings.sendTestNotification(ctx, { type: args.type })).id,
  }),
}));
