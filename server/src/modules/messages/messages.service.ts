/**
 * Booking messages (docs/decisions/0034): a thread per booking between its customer
 * and the cleaner holding it, with admins as support. Membership and the open/read-only rule are
 * messages.rules.ts; photos are checked and re-encoded by images.ts and kept in storage.ts;
 * contact details are masked by masking.ts before the job's start. Roles are decided by the fields'
 * authScopes (messages.graphql.ts); these functions keep the membership rules (a non-member gets
 * NotFoundError, as if the booking did not exist) and take input parsed at the GraphQL boundary
 * (messages.inputs.ts). Instants are UTC.
 *
 * After each committed post: `booking:message` is published (topic the booking id, and
 * `user:<id>` for each member and the author), a cleaner's quick reply also publishes
 * `booking:updated` (the booking's live state), and each recipient gets an unread-mail job
 * 15 minutes later (messages.jobs.ts).
 */
import { randomUUID } from 'node:crypto';
import { db } from '../../db.js';
import type { Context, CurrentUser } from '../../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { Prisma, type BookingMessage, type MessageRead } from '../../generated/prisma/client.js';
import type { MessageAuthorRole } from '../../generated/prisma/enums.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { logger } from '../../logger.js';
import { pubsub, publishBookingUpdated } from '../../pubsub.js';
import { QUICK_REPLIES, QUICK_REPLY_CLOSED } from '../../../../schema/rules.js';
import { recordAudit } from '../../lib/audit.js';

import { processPhoto, type ProcessedPhoto } from '../../lib/images.js';
import { maskContactDetails } from './masking.js';
import { storage } from '../../lib/media-storage.js';
import { CLEANER_MEMBER_STATUSES, authorNameOf, quickRepliesOpen, quickRepliesWindow, screensContactDetails, threadClosesAt, threadOpen, threadRoleOf } from './messages.rules.js';
import { scheduleUnreadMail } from './messages.jobs.js';
import type { messageListArgs, reportMessageInput, sendMessageInput } from './messages.inputs.js';

/** The answer to anyone who is not a member of the booking's thread (and to a missing booking). */
export const NO_BOOKING = 'We could not find that booking.';
/** The answer to a member posting in a thread that is read-only (cancelled, or 7 days after the end). */
export const READ_ONLY = 'This conversation is read-only.';
/** The answer to a quick reply sent by anyone but the cleaner. */
export const QUICK_REPLY_CLEANER_ONLY = 'Only the cleaner can send a quick reply.';
/** The answer to a second report of the same message by the same person. */
export const ALREADY_REPORTED = 'You already reported this message.';

/** Booking columns the thread rules read. */
const THREAD_BOOKING = { id: true, customerId: true, cleanerId: true, acceptedAt: true, status: true, scheduledAt: true, durationMinutes: true } as const;
export type ThreadBookingRow = Prisma.BookingGetPayload<{ select: typeof THREAD_BOOKING }>;

/** A booking's thread as one viewer sees it (GraphQL MessageThread). */
export interface ThreadView {
  bookingId: string;
  /** Whether the viewer may post now (support: always). */
  open: boolean;
  /** When it turns read-only for its members (UTC); null until the cleaner accepts. */
  closesAt: Date | null;
  /** The viewer's id, to count their unread messages lazily. */
  viewerId: string;
  /**
   * When the cleaner's quick replies open and close (UTC; messages.rules `quickRepliesWindow`:
   * 3 h before the start to the job's end); set only when the viewer is the booking's cleaner.
   */
  quickRepliesFrom: Date | null;
  quickRepliesUntil: Date | null;
}

/**
 * The booking `id` with the viewer's role in its thread.
 * @throws NotFoundError ('We could not find that booking.') when it does not exist or the viewer is not a member
 */
export async function threadBookingFor(viewer: CurrentUser, bookingId: string): Promise<{ booking: ThreadBookingRow; role: MessageAuthorRole }> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: THREAD_BOOKING });
  const role = booking ? threadRoleOf(viewer, booking) : null;
  if (!booking || !role) throw new NotFoundError(NO_BOOKING);
  return { booking, role };
}

/** The thread of `booking` as `viewer` sees it, or null when they are not a member. */
export function threadViewOf(viewer: Pick<CurrentUser, 'id' | 'role'> | null, booking: ThreadBookingRow, now: Date = new Date()): ThreadView | null {
  const role = threadRoleOf(viewer, booking);
  if (!viewer || !role) return null;
  const quickReplies = role === 'cleaner' ? quickRepliesWindow(booking) : null;
  return {
    bookingId: booking.id,
    open: role === 'support' || threadOpen(booking, now),
    closesAt: booking.acceptedAt ? threadClosesAt(booking) : null,
    viewerId: viewer.id,
    quickRepliesFrom: quickReplies?.opensAt ?? null,
    quickRepliesUntil: quickReplies?.closesAt ?? null,
  };
}

// --- posting -----------------------------------------------------------------------------------

/** What a post created: ids to load with the client's selection. */
export interface SentMessage {
  messageId: string;
  bookingId: string;
}

/** The file extension of a stored photo's media type. */
const extensionOf = (contentType: string) => (contentType === 'image/jpeg' ? 'jpg' : contentType === 'image/png' ? 'png' : 'webp');

/**
 * Posts a message in a booking's thread (`sendBookingMessage`, POST /api/bookings/{id}/messages).
 * - The caller must be a member (customer, the accepted cleaner, or an admin posting as support).
 * - Members post only while the thread is open (messages.rules `threadOpen`); support always.
 * - A quick reply is the cleaner's only, and only while messages.rules `quickRepliesOpen`: the
 *   booking confirmed or in_progress, from 3 h (QUICK_REPLY_OPENS_BEFORE_MINUTES) before its start
 *   until its end (UTC). Its text is the quick reply's ("On my way") unless text is given, and it
 *   sets the booking's liveState and liveStateAt. Plain text and photos have no such window.
 * - Before the job's start (scheduledAt), a customer's or cleaner's text is passed through
 *   maskContactDetails: each phone number, email or "text me at ..." becomes
 *   "[contact details hidden]" and `masked` is true (never refused silently).
 * - Photos (up to 5, each up to 5 MiB, JPEG/PNG/WebP by content) are all checked and re-encoded
 *   first, then stored in order under `messages/<bookingId>/<uuid>.<ext>`; when a later step
 *   fails, the blobs stored so far are deleted.
 * @throws NotFoundError (not a member), ConflictError ('This conversation is read-only.'),
 *   ValidationError (field `quickReply`: a quick reply by someone else, or outside its window:
 *   'Quick replies open 3 hours before the job and close when it ends.'; a photo's type or size,
 *   field `photos`)
 */
export async function sendMessage(ctx: Context, input: Parsed<typeof sendMessageInput>, now: Date = new Date()): Promise<SentMessage> {
  const user = actor(ctx);
  const { booking, role } = await threadBookingFor(user, input.bookingId);
  if (role !== 'support' && !threadOpen(booking, now)) throw new ConflictError(READ_ONLY);
  const quickReply = input.quickReply ?? null;
  if (quickReply && role !== 'cleaner') throw new ValidationError(QUICK_REPLY_CLEANER_ONLY, [{ field: 'quickReply', message: QUICK_REPLY_CLEANER_ONLY }]);
  if (quickReply && !quickRepliesOpen(booking, now)) throw new ValidationError(QUICK_REPLY_CLOSED, [{ field: 'quickReply', message: QUICK_REPLY_CLOSED }]);

  const written = input.text || (quickReply ? QUICK_REPLIES[quickReply] : '');
  const { text, masked } = screensContactDetails(role, booking, now) ? maskContactDetails(written) : { text: written, masked: false };

  // Every photo is checked and re-encoded before any is stored: a bad third photo stores nothing.
  const processed: ProcessedPhoto[] = [];
  for (const file of input.photos ?? []) processed.push(await processPhoto(new Uint8Array(await file.arrayBuffer())));
  const stored: { key: string; photo: ProcessedPhoto }[] = [];
  try {
    for (const photo of processed) {
      const key = `messages/${booking.id}/${randomUUID()}.${extensionOf(photo.contentType)}`;
      await storage.put(key, photo.bytes, photo.contentType);
      stored.push({ key, photo });
    }
    const message = await db.$transaction(async (tx) => {
      const created = await tx.bookingMessage.create({
        data: {
          bookingId: booking.id,
          authorId: user.id,
          authorRole: role,
          text,
          masked,
          quickReply,
          createdAt: now,
          photos: {
            create: stored.map(({ key, photo }, position) => ({
              position,
              storageKey: key,
              contentType: photo.contentType,
              width: photo.width,
              height: photo.height,
              bytes: photo.bytes.byteLength,
            })),
          },
        },
      });
      if (quickReply) await tx.booking.update({ where: { id: booking.id }, data: { liveState: quickReply, liveStateAt: now } });
      // The author has read everything up to their own message.
      await markReadIn(tx, booking.id, user.id, now);
      return created;
    });
    afterPost(booking, message, now);
    return { messageId: message.id, bookingId: booking.id };
  } catch (error) {
    await Promise.all(stored.map(({ key }) => storage.delete(key).catch((e: unknown) => logger.warn({ err: e, key }, 'messages: could not delete an orphan photo'))));
    throw error;
  }
}

/** The members of a booking's thread who are not admins: its customer and, once accepted, its cleaner. */
function membersOf(booking: ThreadBookingRow): string[] {
  const cleaner = booking.cleanerId && threadRoleOf({ id: booking.cleanerId, role: 'cleaner' }, booking) === 'cleaner' ? [booking.cleanerId] : [];
  return [booking.customerId, ...cleaner];
}

/** After a post is committed: live events, the booking's live state, the recipients' unread-mail jobs. */
function afterPost(booking: ThreadBookingRow, message: BookingMessage, now: Date): void {
  const payload = { bookingId: booking.id, messageId: message.id };
  const members = membersOf(booking);
  try {
    pubsub.publish('booking:message', booking.id, payload);
    for (const userId of new Set([...members, message.authorId])) pubsub.publish('booking:message', `user:${userId}`, payload);
    if (message.quickReply) publishBookingUpdated(booking.id);
  } catch (error) {
    logger.warn({ err: error, bookingId: booking.id }, 'messages: could not publish a new message');
  }
  for (const userId of members) {
    if (userId !== message.authorId) void scheduleUnreadMail({ bookingId: booking.id, userId, messageId: message.id }, now);
  }
}

// --- reading -----------------------------------------------------------------------------------

/** One page of a thread's messages, newest first; `rows` are Prisma arguments for that page. */
export interface MessagePage {
  bookingId: string;
  rows: { where: Prisma.BookingMessageWhereInput; orderBy: Prisma.BookingMessageOrderByWithRelationInput[]; skip: number; take: number };
  page: number;
  limit: number;
  total: number;
}

/**
 * A page of a booking's messages, newest first (createdAt, then id, descending), for its members
 * and admins (`bookingMessages`, GET /api/bookings/{id}/messages). An admin's read is written to
 * the audit trail (action 'booking.messages.read', entity booking, with the page read).
 * @returns `{ page, limit, total }` and the page's Prisma arguments (the resolver adds the selection)
 * @throws NotFoundError when the booking does not exist or the caller is not a member
 */
export async function listMessages(ctx: Context, input: Parsed<typeof messageListArgs>): Promise<MessagePage> {
  const user = actor(ctx);
  const { booking, role } = await threadBookingFor(user, input.bookingId);
  const where: Prisma.BookingMessageWhereInput = { bookingId: booking.id };
  const total = await db.bookingMessage.count({ where });
  if (role === 'support') {
    await recordAudit(db, {
      actorId: user.id,
      action: 'booking.messages.read',
      entityType: 'booking',
      entityId: booking.id,
      after: { page: input.page, limit: input.limit, total },
    });
  }
  return {
    bookingId: booking.id,
    rows: { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.limit, take: input.limit },
    page: input.page,
    limit: input.limit,
    total,
  };
}

/** Sets the user's read mark of a booking to `at` (never moves it back). */
async function markReadIn(tx: Prisma.TransactionClient, bookingId: string, userId: string, at: Date): Promise<MessageRead> {
  const existing = await tx.messageRead.findUnique({ where: { bookingId_userId: { bookingId, userId } } });
  if (existing && existing.lastReadAt.getTime() >= at.getTime()) return existing;
  return tx.messageRead.upsert({
    where: { bookingId_userId: { bookingId, userId } },
    create: { bookingId, userId, lastReadAt: at },
    update: { lastReadAt: at },
  });
}

/**
 * Marks every message of the booking read for the caller (`markBookingMessagesRead`, POST
 * /api/bookings/{id}/messages/read): their read mark becomes now, or the newest message's
 * createdAt when later. @returns the thread as the caller sees it
 * @throws NotFoundError when the booking does not exist or the caller is not a member
 */
export async function markRead(ctx: Context, bookingId: string, now: Date = new Date()): Promise<ThreadView> {
  const user = actor(ctx);
  const { booking } = await threadBookingFor(user, bookingId);
  const newest = await db.bookingMessage.findFirst({ where: { bookingId: booking.id }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
  const at = newest && newest.createdAt.getTime() > now.getTime() ? newest.createdAt : now;
  await markReadIn(db, booking.id, user.id, at);
  return threadViewOf(user, booking, now)!;
}

/** Unread counts asked for during one tick of one request, per viewer, read together. */
interface UnreadBatch {
  ids: Set<string>;
  counts: Promise<Map<string, number>>;
}
const unreadBatches = new WeakMap<object, Map<string, UnreadBatch>>();

/**
 * How many messages of the booking by others `userId` has not read (after their read mark; the
 * rule of messages.rules `unreadWhere`), for GraphQL: every count a request asks for in the same
 * tick (a page of bookings, each with `messageThread { unreadCount }`) is read in one SQL statement.
 * @param scope the request's context (batches never cross requests)
 */
export function unreadCountBatched(scope: object, bookingId: string, userId: string): Promise<number> {
  let byUser = unreadBatches.get(scope);
  if (!byUser) unreadBatches.set(scope, (byUser = new Map()));
  let batch = byUser.get(userId);
  if (!batch) {
    const ids = new Set<string>();
    const counts = new Promise<Map<string, number>>((resolve, reject) => {
      process.nextTick(() => {
        byUser.delete(userId);
        unreadCounts([...ids], userId).then(resolve, reject);
      });
    });
    batch = { ids, counts };
    byUser.set(userId, batch);
  }
  batch.ids.add(bookingId);
  return batch.counts.then((counts) => counts.get(bookingId) ?? 0);
}

/** Unread messages of `userId` in each of `bookingIds` (one SQL statement; bookings without any are absent). */
async function unreadCounts(bookingIds: string[], userId: string): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ bookingId: string; n: number }[]>`
    SELECT m."bookingId" AS "bookingId", count(*)::int AS n
    FROM "BookingMessage" m
    LEFT JOIN "MessageRead" r ON r."bookingId" = m."bookingId" AND r."userId" = ${userId}
    WHERE m."bookingId" IN (${Prisma.join(bookingIds)})
      AND m."authorId" <> ${userId}
      AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")
    GROUP BY m."bookingId"`;
  return new Map(rows.map((row) => [row.bookingId, Number(row.n)]));
}

/**
 * How many messages by others the viewer has not read across their threads (the bell,
 * `unreadMessageCount`): a customer's bookings, the bookings a cleaner holds (messages.rules
 * membership), and for an admin the threads they wrote in as support. One SQL statement.
 */
export async function unreadAcrossThreads(viewer: Pick<CurrentUser, 'id' | 'role'>): Promise<number> {
  const membership =
    viewer.role === 'admin'
      ? Prisma.sql`EXISTS (SELECT 1 FROM "BookingMessage" mine WHERE mine."bookingId" = b."id" AND mine."authorId" = ${viewer.id})`
      : viewer.role === 'cleaner'
        ? Prisma.sql`b."cleanerId" = ${viewer.id} AND b."acceptedAt" IS NOT NULL AND b."status"::text IN (${Prisma.join([...CLEANER_MEMBER_STATUSES])})`
        : Prisma.sql`b."customerId" = ${viewer.id}`;
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n
    FROM "BookingMessage" m
    JOIN "Booking" b ON b."id" = m."bookingId"
    LEFT JOIN "MessageRead" r ON r."bookingId" = m."bookingId" AND r."userId" = ${viewer.id}
    WHERE m."authorId" <> ${viewer.id}
      AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")
      AND ${membership}`;
  return Number(rows[0]?.n ?? 0);
}

// --- reports -----------------------------------------------------------------------------------

/** The first 8 characters of a booking id, as support quotes it ("Reported message on booking 1a2b3c4d"). */
export const shortId = (id: string) => id.slice(0, 8);

/**
 * A member reports a message by someone else (`reportBookingMessage`, POST
 * /api/messages/{id}/report): a support ticket (category booking, priority normal, the reporter as
 * requester, about the booking; subject 'Reported message on booking <short id>', body the reason
 * and the quoted message) and a MessageReport, in one transaction.
 * @returns the message id and the new ticket's id
 * @throws NotFoundError ('We could not find that message.') when it does not exist or the caller is
 *   not a member of its thread; ValidationError for their own message; ConflictError
 *   ('You already reported this message.') for a second report by the same person
 */
export async function reportMessage(ctx: Context, input: Parsed<typeof reportMessageInput>): Promise<{ messageId: string; ticketId: string }> {
  const user = actor(ctx);
  const message = await db.bookingMessage.findUnique({
    where: { id: input.messageId },
    include: { booking: { select: THREAD_BOOKING }, author: { select: { firstName: true, lastName: true } } },
  });
  if (!message || !threadRoleOf(user, message.booking)) throw new NotFoundError('We could not find that message.');
  if (message.authorId === user.id) {
    const reason = 'You cannot report your own message.';
    throw new ValidationError(reason, [{ field: 'messageId', message: reason }]);
  }
  const existing = await db.messageReport.findUnique({ where: { messageId_reporterId: { messageId: message.id, reporterId: user.id } }, select: { id: true } });
  if (existing) throw new ConflictError(ALREADY_REPORTED);
  const quoted = (message.text || '(photos only)')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = [
    `Reason: ${input.reason}`,
    '',
    `Message by ${authorNameOf(message.authorRole, message.author)} (${message.authorRole}) on ${message.createdAt.toISOString()}:`,
    quoted,
  ].join('\n');
  try {
    const ticketId = await db.$transaction(async (tx) => {
      const ticket = await tx.ticket.create({
        data: {
          subject: `Reported message on booking ${shortId(message.bookingId)}`,
          category: 'booking',
          priority: 'normal',
          requesterId: user.id,
          bookingId: message.bookingId,
          messages: { create: { authorId: user.id, body } },
        },
      });
      await tx.messageReport.create({ data: { messageId: message.id, reporterId: user.id, reason: input.reason, ticketId: ticket.id } });
      return ticket.id;
    });
    return { messageId: message.id, ticketId };
  } catch (error) {
    // Two reports at once: the unique (messageId, reporterId) index keeps one.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new ConflictError(ALREADY_REPORTED);
    throw error;
  }
}
