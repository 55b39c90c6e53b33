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
import { appUrl } from '../../env.js';
import { escapeHtml, sendMail } from '../../lib/mail.js';
import { emailByDefault } from './notification-types.js';

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
 * Stores notifications and publishes them, and mails them, each as its user chose for its type
 * (NotificationPreference; no row = in-app on, email per notification-types.ts). Called after the
 * business write has committed; a failure here is logged and never undoes that write.
 */
export async function notify(items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  let prefs: { userId: string; type: string; inApp: boolean; email: boolean }[] = [];
  try {
    prefs = await db.notificationPreference.findMany({ where: { userId: { in: [...new Set(items.map((i) => i.userId))] } } });
  } catch (error) {
    logger.error({ err: error }, 'failed to read notification preferences');
  }
  for (const item of items) {
    const pref = prefs.find((p) => p.userId === item.userId && p.type === item.type);
    try {
      if (pref?.inApp ?? true) {
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
      }
      if (pref?.email ?? emailByDefault(item.type)) await mailNotification(item);
    } catch (error) {
      logger.error({ err: error, type: item.type }, 'failed to store or mail notification');
    }
  }
}

/** The mail of one notification, with a link to where it can be acted on. */
async function mailNotification(item: NewNotification): Promise<void> {
  const user = await db.user.findUnique({ where: { id: item.userId }, select: { email: true, firstName: true, status: true } });
  if (!user || user.status !== 'active') return;
  const path = linkPath(item);
  const link = `${appUrl()}${path}`;
  await sendMail({
    to: user.email,
    subject: item.title,
    text: `Hi ${user.firstName},\n\n${item.message}\n\n${link}\n\nChoose which notifications you get by email on your profile page.\n`,
    html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>${escapeHtml(item.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Choose which notifications you get by email on your profile page.</p>`,
  });
}

/** Where a notification leads in the web app: an action's explicit path, the booking, or the dashboard. */
function linkPath(item: NewNotification): string {
  const explicit = item.actions?.map((a) => a.data?.path).find((p): p is string => typeof p === 'string');
  if (explicit) return explicit;
  const bookingId = item.data?.bookingId;
  return typeof bookingId === 'string' ? `/dashboard?booking=${encodeURIComponent(bookingId)}` : '/dashboard';
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
