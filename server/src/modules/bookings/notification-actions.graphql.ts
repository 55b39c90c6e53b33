/**
 * `performNotificationAction` (POST /api/notifications/{id}/action through the bridge's
 * notification-settings rows): a notification's action, performed by
 * notification-actions.service.ts (docs/decisions/0021, 0041-server-module-layers.md).
 */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { ActionTypeEnum } from '../notifications/notification-settings.graphql.js';
import * as actions from './notification-actions.service.js';

const ActionResultRef = builder.objectRef<actions.ActionResult>('NotificationActionResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    data: t.field({ type: 'JSON', resolve: (r) => r.data }),
  }),
});

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  performNotificationAction: t.field({
    type: ActionResultRef,
    authScopes: { signedIn: true },
    errors: {
      ...errors,
      result: {
        fields: (r) => ({
          message: r.string({ description: 'What was done, one sentence (as data.message).', resolve: (a) => a.message }),
          outcome: r.field({ type: 'JSON', description: 'What the action changed, e.g. `{ bookingId, status }` (as data.data).', resolve: (a) => a.data }),
        }),
      },
    },
    description:
      'Any signed-in user: performs an action of one of the caller’s notifications (accept, decline, mark_complete, cancel, view, reassign) through the same services as the rest, on the booking stored on the notification, and marks it read (POST /api/notifications/{id}/action, spec section 7 "Notifications"); `actionData` may carry `reason` (decline, cancel; up to 500 characters) and `cleanerId` (reassign, admins). Errors: AuthenticationError, ValidationError, NotFoundError (not theirs), ConflictError (not on the notification, or no longer allowed, with the reason), AuthorizationError (reassign by a non-admin).',
    args: t.validate(
      { id: t.arg.id({ required: true }), actionType: t.arg({ type: ActionTypeEnum, required: true }), actionData: t.arg({ type: 'JSON' }) },
      fieldArgs(actions.actionInput.extend({ id: z.coerce.string() })),
    ),
    resolve: (_r, { id, ...action }, ctx) => actions.performAction(ctx, id, action),
  }),
}));
