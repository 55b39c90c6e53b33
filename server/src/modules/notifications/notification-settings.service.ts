/**
 * Notification settings and actions (issue 9 "Notifications that act"):
 * - each user's choice per type, in-app and email (`preferences`, `setPreferences`);
 * - performing a notification's action for its owner (`performAction`) through the same service
 *   functions as the rest of the product: accept or decline a job, mark it complete, cancel, view,
 *   reassign (admins). The booking acted on is the one stored on the notification's action, never
 *   one the caller sends; an action that is not on the notification, or no longer allowed, is a 409;
 * - an admin's test notification of any type to itself (`sendTestNotification`, /notification-test).
 */
import { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { AppError, ConflictError, NotFoundError } from '../../errors.js';
import { requireAdmin, requireUser } from '../../lib/guards.js';
import { parseInput, rules } from '../../lib/validate.js';
import * as bookings from '../bookings/bookings.service.js';
import { assignCleaner } from '../bookings/bookings-admin.service.js';
import { NOTIFICATION_TYPES, emailByDefault, isNotificationType, type NotificationType } from './notification-types.js';
import { notify, type NotificationAction } from './notifications.service.js';

/** One type's setting as the profile pages show it. */
export interface PreferenceView {
  type: NotificationType;
  label: string;
  inApp: boolean;
  email: boolean;
}

/** The caller's setting for every type (its choice, or the default). */
export async function preferences(ctx: Context): Promise<PreferenceView[]> {
  const user = requireUser(ctx);
  const rows = await db.notificationPreference.findMany({ where: { userId: user.id } });
  return (Object.keys(NOTIFICATION_TYPES) as NotificationType[]).map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, label: NOTIFICATION_TYPES[type].label, inApp: row?.inApp ?? true, email: row?.email ?? emailByDefault(type) };
  });
}

export const preferencesInput = z.object({
  preferences: z
    .array(
      z.object({
        type: z.string().refine(isNotificationType, 'Unknown notification type'),
        inApp: z.boolean({ error: 'inApp is true or false' }),
        email: z.boolean({ error: 'email is true or false' }),
      }),
    )
    .min(1, 'Send at least one setting')
    .max(100),
});

/** Saves the caller's settings for the given types (others unchanged), in one transaction. */
export async function setPreferences(ctx: Context, raw: unknown): Promise<PreferenceView[]> {
  const user = requireUser(ctx);
  const input = parseInput(preferencesInput, raw);
  await db.$transaction(
    input.preferences.map((p) =>
      db.notificationPreference.upsert({
        where: { userId_type: { userId: user.id, type: p.type } },
        create: { userId: user.id, type: p.type, inApp: p.inApp, email: p.email },
        update: { inApp: p.inApp, email: p.email },
      }),
    ),
  );
  return preferences(ctx);
}

export const ACTION_TYPES = ['accept', 'mark_complete', 'decline', 'cancel', 'view', 'reassign'] as const;

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

/** What an action answers: `{ success, message, data }` (spec section 7). */
export interface ActionResult {
  success: true;
  message: string;
  data: Record<string, unknown>;
}

/**
 * Performs one action of one of the caller's notifications and marks the notification read.
 * @throws NotFoundError (not theirs), ValidationError, ConflictError (not on this notification, or
 *   no longer allowed, with the reason), AuthorizationError (the role may not do it)
 */
export async function performAction(ctx: Context, notificationId: string, raw: unknown): Promise<ActionResult> {
  const user = requireUser(ctx);
  const { actionType, actionData } = parseInput(actionInput, raw ?? {});
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
    switch (actionType) {
      case 'accept': {
        const b = await bookings.acceptBooking(ctx, needBooking());
        result = { success: true, message: `You accepted the ${b.service.name} job.`, data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'decline': {
        const b = await bookings.rejectBooking(ctx, needBooking(), { reason: actionData.reason ?? 'Declined from a notification' });
        result = { success: true, message: 'You declined the job.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'mark_complete': {
        const b = await bookings.updateBookingStatus(ctx, needBooking(), { status: 'completed' });
        result = { success: true, message: 'The job is marked complete.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'cancel': {
        const b = await bookings.updateBookingStatus(ctx, needBooking(), { status: 'cancelled', ...(actionData.reason ? { reason: actionData.reason } : {}) });
        result = { success: true, message: 'The booking is cancelled.', data: { bookingId: b.id, status: b.status } };
        break;
      }
      case 'reassign': {
        requireAdmin(ctx);
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

export const testNotificationInput = z.object({
  type: z.string().refine(isNotificationType, 'Unknown notification type'),
});

/**
 * Admin: sends itself a sample notification of `type` (with a harmless view action), through the
 * same path as real ones (settings, live push, email). @returns the notification's id
 */
export async function sendTestNotification(ctx: Context, raw: unknown): Promise<{ id: string | null; type: string }> {
  const admin = requireAdmin(ctx);
  const { type } = parseInput(testNotificationInput, raw);
  const before = new Date();
  await notify([
    {
      userId: admin.id,
      type,
      title: `Test: ${NOTIFICATION_TYPES[type as NotificationType].label}`,
      message: `This is a test ${type} notification sent from /notification-test.`,
      data: { test: true },
      actions: [{ type: 'view', label: 'View', data: { path: '/notification-test' } }],
    },
  ]);
  const row = await db.notification.findFirst({ where: { userId: admin.id, type, createdAt: { gte: before } }, orderBy: { createdAt: 'desc' } });
  return { id: row?.id ?? null, type };
}
