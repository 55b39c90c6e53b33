/**
 * The unread-message mail of booking threads (docs/decisions/0034),
 * on the database job queue (jobs/queue.ts):
 *
 * - `message-unread-mail` { bookingId, userId, messageId }: queued per recipient of each message,
 *   MESSAGE_UNREAD_MAIL_MINUTES (15) after it, keyed by message and recipient.
 * - When it runs, the recipient is told once per unread stretch: only while the message is still
 *   unread (after their read mark) and nothing was mailed since their last read. The mark is taken
 *   by a compare-and-set on MessageRead.mailedAt, so repeated, late or racing runs mail once.
 * - The notification (type `message_unread`) goes through notify(), so the user's settings decide
 *   in-app and email; it links to the booking page the recipient uses.
 *
 * `mailUnreadMessages` takes `now` (UTC) so tests call it directly; the queue passes the real time.
 */
import { db } from '../../db.js';
import { enqueue, registerJob } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import { MESSAGE_UNREAD_MAIL_MINUTES } from '../../../../schema/rules.js';
import { notify } from '../notifications/notifications.service.js';
import { authorNameOf, threadRoleOf, unreadWhere } from './messages.rules.js';

/** One recipient of one message. */
export interface UnreadMailJob {
  bookingId: string;
  userId: string;
  messageId: string;
}

/** Longest quoted part of a message in the notification, in characters. */
const PREVIEW_CHARS = 140;

/** The web page where `role` reads a booking's thread: the customer's booking page, or the cleaner's jobs. */
export function threadPathFor(role: 'customer' | 'cleaner', bookingId: string): string {
  return role === 'customer' ? `/customer/bookings/${bookingId}` : `/cleaner/jobs?tab=mine&job=${encodeURIComponent(bookingId)}`;
}

/**
 * Queues the unread mail of one recipient, MESSAGE_UNREAD_MAIL_MINUTES (15) after `now`, once per
 * message and recipient. Never throws (a failure is logged: the message itself is kept).
 */
export async function scheduleUnreadMail(job: UnreadMailJob, now: Date = new Date()): Promise<void> {
  try {
    await enqueue('message-unread-mail', job, {
      startAfter: new Date(now.getTime() + MESSAGE_UNREAD_MAIL_MINUTES * 60_000),
      singletonKey: `message-unread-mail:${job.messageId}:${job.userId}`,
    });
  } catch (error) {
    logger.error({ err: error, ...job }, 'messages: could not queue the unread mail');
  }
}

/** What one run did. */
export type UnreadMailOutcome = 'mailed' | 'read' | 'already_mailed' | 'gone' | 'not_member';

/**
 * Tells `userId` about unread messages of a booking (job `message-unread-mail`): when the message
 * is still unread and nothing was mailed to them since their last read, sets MessageRead.mailedAt
 * to `now` (compare-and-set) and notifies them (type message_unread, title "New message about your
 * booking", the author's name and the start of the message, a link to their booking page).
 * Idempotent: a second run, or a run after they read the thread, does nothing.
 * @param now UTC instant of the run
 */
export async function mailUnreadMessages(job: UnreadMailJob, now: Date): Promise<UnreadMailOutcome> {
  const message = await db.bookingMessage.findUnique({
    where: { id: job.messageId },
    include: {
      author: { select: { firstName: true, lastName: true } },
      booking: { select: { id: true, customerId: true, cleanerId: true, acceptedAt: true, status: true, service: { select: { name: true } } } },
      _count: { select: { photos: true } },
    },
  });
  const user = await db.user.findUnique({ where: { id: job.userId }, select: { id: true, role: true } });
  if (!message || !user || message.bookingId !== job.bookingId) return 'gone';
  const role = threadRoleOf(user, message.booking);
  if (role !== 'customer' && role !== 'cleaner') return 'not_member';

  const read = await db.messageRead.findUnique({ where: { bookingId_userId: { bookingId: job.bookingId, userId: job.userId } } });
  if (read && read.lastReadAt.getTime() >= message.createdAt.getTime()) return 'read';
  if (!read) await db.messageRead.upsert({ where: { bookingId_userId: { bookingId: job.bookingId, userId: job.userId } }, create: { bookingId: job.bookingId, userId: job.userId, lastReadAt: new Date(0) }, update: {} });
  const taken = await db.$executeRaw`
    UPDATE "MessageRead" SET "mailedAt" = ${now}
    WHERE "bookingId" = ${job.bookingId} AND "userId" = ${job.userId}
      AND "lastReadAt" < ${message.createdAt}
      AND ("mailedAt" IS NULL OR "mailedAt" <= "lastReadAt")`;
  if (taken === 0) {
    const after = await db.messageRead.findUnique({ where: { bookingId_userId: { bookingId: job.bookingId, userId: job.userId } }, select: { lastReadAt: true } });
    return after && after.lastReadAt.getTime() >= message.createdAt.getTime() ? 'read' : 'already_mailed';
  }

  const current = await db.messageRead.findUnique({ where: { bookingId_userId: { bookingId: job.bookingId, userId: job.userId } }, select: { lastReadAt: true } });
  const unread = await db.bookingMessage.count({ where: unreadWhere(job.bookingId, job.userId, current?.lastReadAt ?? null) });
  const author = authorNameOf(message.authorRole, message.author);
  const photos = message._count.photos;
  const said = message.text
    ? `"${message.text.length > PREVIEW_CHARS ? `${message.text.slice(0, PREVIEW_CHARS - 1)}…` : message.text}"`
    : `${photos === 1 ? 'a photo' : `${photos} photos`}`;
  const more = unread > 1 ? ` You have ${unread} unread messages about this booking.` : '';
  const path = threadPathFor(role, job.bookingId);
  await notify([
    {
      userId: job.userId,
      type: 'message_unread',
      title: 'New message about your booking',
      message: `${author} wrote about the ${message.booking.service.name} booking: ${said}.${more}`,
      data: { bookingId: job.bookingId, messageId: message.id, path },
      actions: [{ type: 'view', label: 'Read messages', data: { bookingId: job.bookingId, path } }],
    },
  ]);
  return 'mailed';
}

registerJob('message-unread-mail', async (job) => {
  await mailUnreadMessages(job, new Date());
});
