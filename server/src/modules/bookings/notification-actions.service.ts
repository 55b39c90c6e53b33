/**
 * Performing a notification's action for its owner (docs/decisions/0021), through the same service
 * functions as the rest of the product: accept or decline a job, mark it complete, cancel, view,
 * reassign (admins). The booking acted on is the one stored on the notification's action, never
 * one the caller sends; an action that is not on the notification, or no longer allowed, is a 409.
 * It lives in the bookings module because every action but `view` acts on a booking, and the
 * notifications module sits below bookings (docs/decisions/0041-server-module-layers.md).
 */
import { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { AppError, ConflictError, NotFoundError } from '../../errors.js';
import { requireActionScope, type Scope } from '../../scopes.js';
import { actor } from '../../lib/guards.js';
import { parseInput, rules, type Parsed } from '../../lib/validate.js';
import { ACTION_TYPES } from '../notifications/notification-settings.service.js';
import type { NotificationAction } from '../notifications/notifications.service.js';
import { acceptBooking, rejectBooking } from './bookings.jobs.service.js';
import { updateBookingStatus } from './bookings.lifecycle.service.js';
import { assignCleaner } from './bookings.admin.service.js';
import { rejectInput } from './bookings.inputs.js';

/** `performNotificationAction` / POST /api/notifications/{id}/action: the action, and `reason` or `cleanerId` for some. */
export const actionInput = z.object({
  actionType: z.enum(ACTION_TYPES, { error: `actionType is one of ${ACTION_TYPES.join(', ')}` }),
  actionData: z
    .object({
      reason: rules.optionalText({ required: 'The reason must be text', max: [500, 'The reason must be at most 500 characters'] }),
      cleanerId: z.uuid('cleanerId must be a cleaner id').optional(),
    })
    .passthrough()
    .optional()
    .default({ reason: null }),
});

/**
 * Who may perform each action: the scope of the operation it stands for (acceptBooking and
 * rejectBooking: approved cleaners; assignCleaner: admins). The notification field admits any
 * signed-in user, so the action's own scope is checked with scopes.ts `requireActionScope`, the
 * one role check outside `authScopes` (a field serving several actions).
 */
const ACTION_SCOPE: Record<(typeof ACTION_TYPES)[number], Scope> = {
  accept: 'approvedCleaner',
  decline: 'approvedCleaner',
  mark_complete: 'signedIn',
  cancel: 'signedIn',
  view: 'signedIn',
  reassign: 'admin',
};

/** What an action answers: `{ success, message, data }` (spec section 7). */
export interface ActionResult {
  success: true;
  message: string;
  data: Record<string, unknown>;
}

/**
 * Performs one action of one of the caller's notifications and marks the notification read; the
 * action is parsed at the GraphQL boundary (notification-settings.graphql.ts). The field admits any
 * signed-in user; each action needs the scope of the operation it runs (ACTION_SCOPE).
 * @throws NotFoundError (not theirs), ConflictError (not on this notification, or no longer
 *   allowed, with the reason), AuthorizationError (reassign by a non-admin)
 */
export async function performAction(ctx: Context, notificationId: string, { actionType, actionData }: Parsed<typeof actionInput>): Promise<ActionResult> {
  const user = actor(ctx);
  const notification = await db.notification.findFirst({ where: { id: notificationId, userId: user.id } });
  if (!notification) throw new NotFoundError('We could not find that notification.');
  const actions = (Array.isArray(notification.actions) ? notification.actions : []) as unknown as NotificationAction[];
  const action = actions.find((a) => a.type === actionType);
  if (!action) throw new ConflictError('This action is not available on this notification.');
  const stored = { ...((notification.data ?? {}) as Record<string, unknown>), ...(action.data ?? {}) };
  const bookingId = typeof stored.bookingId === 'string' ? stored.bookingId : null;
  const needBooking = () => {
    if (!bookingId) throw new ConflictError('This notification is not about a booking.');
    return bookingId;
  };
  let result: ActionResult;
  try {
    // Inside the try: an approved cleaner's action refused to anyone else is a conflict with the reason, below.
    requireActionScope(ctx, ACTION_SCOPE[actionType]);
    switch (actionType) {
      case 'accept': {
        const b = await acceptBooking(ctx, needBooking());
        result = { success: true, message: `You accepted the ${b.service.name} job.`, data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'decline': {
        const b = await rejectBooking(ctx, needBooking(), parseInput(rejectInput, { reason: actionData.reason ?? 'Declined from a notification' }));
        result = { success: true, message: 'You declined the job.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'mark_complete': {
        const b = await updateBookingStatus(ctx, needBooking(), { status: 'completed', reason: null });
        result = { success: true, message: 'The job is marked complete.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'cancel': {
        const b = await updateBookingStatus(ctx, needBooking(), { status: 'cancelled', reason: actionData.reason || null });
        result = { success: true, message: 'The booking is cancelled.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'reassign': {
        if (!actionData.cleanerId) throw new ConflictError('Choose the cleaner to reassign the booking to.');
        const b = await assignCleaner(ctx, needBooking(), { cleanerId: actionData.cleanerId });
        result = { success: true, message: 'The booking was reassigned.', data: { bookingId: b.id, status: b.status, cleanerId: b.cleanerId } };
        break;
      }
      case 'view':
      default:
        result = { success: true, message: 'Opening it.', data: { ...stored } };
    }
  } catch (error) {
    // The action is on the notification but the thing it acts on moved on (taken, cancelled,
    // no longer the caller's to act on): a conflict with the reason.
    if (error instanceof AppError && (error.code === 'AUTHORIZATION_ERROR' || error.code === 'NOT_FOUND_ERROR') && actionType !== 'reassign') {
      throw new ConflictError(`This action is no longer available: ${error.message.replace(/\.$/, '')}.`);
    }
    throw error;
  }
  await db.notification.update({ where: { id: notification.id }, data: { isRead: true } });
  return result;
}
