/**
 * In-app notifications (spec section 3 "Notification"): stored per user and pushed live over
 * graphql-ws (`notificationAdded`). Types: booking_created, booking_accepted, booking_declined,
 * booking_cancelled, booking_completed, cleaner_assigned, booking_reminder.
 */
import { db } from '../../db.js';
import { pubsub } from '../../pubsub.js';
import { NotFoundError } from '../../errors.js';
import { logger } from '../../logger.js';
import type { Context } from '../../context.js';

export interface NotificationAction {
  /** accept, mark_complete, decline, cancel, view, reassign. */
  type: string;
  label: string;
  data?: Record<string, unknown>;
}

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  actions?: NotificationAction[];
}

/**
 * Stores notifications and publishes them. Called after the business write has committed;
 * a failure here is logged and never undoes that write.
 */
export async function notify(items: NewNotification[]): Promise<void> {
  for (const item of items) {
    try {
      const row = await db.notification.create({
        data: {
          userId: item.userId,
          type: item.type,
          title: item.title,
          message: item.message,
          data: (item.data ?? {}) as object,
          actions: (item.actions ?? []) as object[],
        },
      });
      pubsub.publish('notification:created', item.userId, { notificationId: row.id });
    } catch (error) {
      logger.error({ err: error, type: item.type }, 'failed to store notification');
    }
  }
}

/** The caller's notifications, newest first: page `page` (from 1) of `limit` (default the first 50). */
export function listNotifications(
  ctx: Context & { user: NonNullable<Context['user']> },
  unreadOnly = false,
  { page, limit }: { page: number; limit: number } = { page: 1, limit: 50 },
) {
  return db.notification.findMany({
    where: { userId: ctx.user.id, ...(unreadOnly ? { isRead: false } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    skip: (page - 1) * limit,
    take: limit,
  });
}

/**
 * How many notifications the user has in all (`total`) and unread (`unreadCount`): counted in
 * the database, not over the 50 a list shows.
 */
export async function notificationCounts(userId: string): Promise<{ total: number; unreadCount: number }> {
  const [total, unreadCount] = await Promise.all([
    db.notification.count({ where: { userId } }),
    db.notification.count({ where: { userId, isRead: false } }),
  ]);
  return { total, unreadCount };
}

/** Marks one of the caller's notifications read. @throws NotFoundError (also for others' ids). */
export async function markRead(userId: string, id: string) {
  const result = await db.notification.updateMany({ where: { id, userId }, data: { isRead: true } });
  if (result.count === 0) throw new NotFoundError('We could not find that notification.');
  return db.notification.findUniqueOrThrow({ where: { id } });
}

/** Marks all of the caller's notifications read; returns how many changed. */
export async function markAllRead(userId: string): Promise<number> {
  const result = await db.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
  return result.count;
}
