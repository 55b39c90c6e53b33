/**
 * Notification settings and actions (docs/decisions/0021):
 * - each user's choice per type, in-app and email (`preferences`, `setPreferences`);
 * - the kinds of action a notification may carry (`ACTION_TYPES`; performing one is the bookings
 *   module's, modules/bookings/notification-actions.service.ts, since every action but `view` acts
 *   on a booking: docs/decisions/0041-server-module-layers.md);
 * - an admin's test notification of any type to itself (`sendTestNotification`, /notification-test).
 */
import { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { NOTIFICATION_TYPES, emailByDefault, isNotificationType, type NotificationType } from './notification-types.js';
import { notify } from './notifications.service.js';

/** One type's setting as the profile pages show it. */
export interface PreferenceView {
  type: NotificationType;
  label: string;
  inApp: boolean;
  email: boolean;
}

/** The caller's setting for every type (its choice, or the default). */
export async function preferences(ctx: Context): Promise<PreferenceView[]> {
  const user = actor(ctx);
  const rows = await db.notificationPreference.findMany({ where: { userId: user.id } });
  return (Object.keys(NOTIFICATION_TYPES) as NotificationType[]).map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, label: NOTIFICATION_TYPES[type].label, inApp: row?.inApp ?? true, email: row?.email ?? emailByDefault(type) };
  });
}

/** `setNotificationPreferences` / PUT /api/notifications/preferences: 1..100 settings of known types. */
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

/**
 * Saves the caller's settings for the given types (others unchanged), in one transaction; `input`
 * parsed at the GraphQL boundary (notification-settings.graphql.ts).
 */
export async function setPreferences(ctx: Context, input: Parsed<typeof preferencesInput>): Promise<PreferenceView[]> {
  const user = actor(ctx);
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


/** `sendTestNotification` / POST /api/notifications/test: a known notification type. */
export const testNotificationInput = z.object({
  type: z.string().refine(isNotificationType, 'Unknown notification type'),
});

/**
 * Admin: sends itself a sample notification of `type` (with a harmless view action), through the
 * same path as real ones (settings, live push, email); `type` parsed at the GraphQL boundary.
 * @returns the notification's id
 */
export async function sendTestNotification(ctx: Context, { type }: Parsed<typeof testNotificationInput>): Promise<{ id: string | null; type: string }> {
  const admin = actor(ctx);
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
