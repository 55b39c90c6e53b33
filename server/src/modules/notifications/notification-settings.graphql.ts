/**
 * GraphQL of notification settings, actions and test sends (docs/decisions/0021), also serving /api through the
 * bridge (notification-settings.api.ts, notification-settings.api.graphql).
 */
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

/** The kinds of notification action (`NotificationActionType`), also read by the bookings module's performNotificationAction. */
export const ActionTypeEnum = builder.enumType('NotificationActionType', { values: settings.ACTION_TYPES });

/** The settings as one object keyed by notification type (what /api answers): `{ ticket_reply: { label, inApp, email } }`. */
const byType = (list: readonly settings.PreferenceView[]) => Object.fromEntries(list.map(({ type, ...rest }) => [type, rest]));
const BY_TYPE = 'Every notification type\'s setting as one object keyed by type, e.g. `{ "ticket_reply": { "label": "Replies on support tickets", "inApp": true, "email": true } }`.';

const TestNotificationReceiptRef = builder.objectRef<{ id: string | null; type: string }>('TestNotificationReceipt').implement({
  description: 'A test notification sent to its admin.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true, description: "The notification's id (uuid); null when the admin turned that type off in the app." }),
    type: t.exposeString('type', { description: 'Its notification type.' }),
  }),
});

builder.queryField('notificationPreferences', (t) =>
  t.field({
    type: [PreferenceRef],
    authScopes: { signedIn: true },
    description: "The caller's setting for every notification type (its choice or the default): GET /api/notifications/preferences.",
    resolve: (_r, _a, ctx) => settings.preferences(ctx),
  }),
);

builder.queryField('notificationPreferencesByType', (t) =>
  t.field({
    type: 'JSON',
    authScopes: { signedIn: true },
    description: `Any signed-in user: the caller's setting for every notification type, in the app and by email (its choice or the default), as one object keyed by type (GET /api/notifications/preferences, spec section 7 "Notifications"). ${BY_TYPE} Errors: AUTHENTICATION_ERROR.`,
    resolve: async (_r, _a, ctx) => byType(await settings.preferences(ctx)),
  }),
);


const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  setNotificationPreferences: t.field({
    type: [PreferenceRef],
    authScopes: { signedIn: true },
    errors: {
      types: [ValidationError],
      result: { fields: (r) => ({ byType: r.field({ type: 'JSON', description: BY_TYPE, resolve: (list) => byType(list) }) }) },
    },
    description:
      'Any signed-in user: saves the caller’s settings for the given types, in one go (PUT /api/notifications/preferences, spec section 7 "Notifications"); types not listed keep their setting; 1..100 settings. Returns every type. Errors: AuthenticationError, ValidationError (an unknown type).',
    args: { preferences: t.arg({ type: [PreferenceInput], required: true }).validate(settings.preferencesInput.shape.preferences) },
    resolve: (_r, args, ctx) => settings.setPreferences(ctx, args),
  }),
  sendTestNotification: t.field({
    type: 'String',
    nullable: true,
    authScopes: { admin: true },
    errors,
    description: 'Admin: sends itself a sample notification of `type` (the /notification-test page); returns its id (null when the admin turned that type off in the app).',
    args: { type: t.arg.string({ required: true }).validate(settings.testNotificationInput.shape.type) },
    resolve: async (_r, args, ctx) => (await settings.sendTestNotification(ctx, args)).id,
  }),
  sendTestNotificationWithReceipt: t.field({
    type: TestNotificationReceiptRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError], directResult: true },
    description:
      'Admins only: sends itself a sample notification of `type` through the normal path (settings, live push, email), as sendTestNotification, answering its id and type (POST /api/notifications/test, spec section 7 "Notifications"). Errors: AuthenticationError, AuthorizationError, ValidationError (an unknown type).',
    args: { type: t.arg.string({ required: true }).validate(settings.testNotificationInput.shape.type) },
    resolve: (_r, args, ctx) => settings.sendTestNotification(ctx, args),
  }),
}));
