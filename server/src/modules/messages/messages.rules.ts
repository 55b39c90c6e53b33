/**
 * The rules of a booking's message thread (docs/decisions/0034), in one place and pure:
 * who is in a thread, and while when its members may post. The service, the GraphQL fields, the
 * photo file (photos.ts) and the subscriptions all decide with these functions.
 *
 * - A thread belongs to one booking: its customer and the cleaner holding it (accepted), plus
 *   admins as support. Anyone else is not told the thread exists (NotFoundError, never 403).
 * - It opens when the cleaner accepts and turns read-only THREAD_READ_ONLY_AFTER_DAYS (7) days
 *   after the job's end (scheduledAt + durationMinutes, UTC); a cancelled booking's thread is
 *   read-only at once. Admins (support) may always post.
 * - The cleaner's quick replies are offered on the job day around the start only: from
 *   QUICK_REPLY_OPENS_BEFORE_MINUTES (180) minutes before scheduledAt until the job's end.
 */
import type { Booking } from '../../generated/prisma/client.js';
import type { MessageAuthorRole, Role } from '../../generated/prisma/enums.js';
import { QUICK_REPLY_OPENS_BEFORE_MINUTES, THREAD_READ_ONLY_AFTER_DAYS } from '../../../../schema/rules.js';
import { ACCEPTED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

const DAY_MS = 86_400_000;

/** Statuses in which the booking's cleaner is a member of its thread (accepted, then under way, done or cancelled). */
export const CLEANER_MEMBER_STATUSES: readonly Booking['status'][] = [...ACCEPTED_BOOKING_STATUSES, 'cancelled'];

/** Statuses in which members may post (with the time limit of {@link threadOpen}). */
const OPEN_STATUSES: readonly Booking['status'][] = ACCEPTED_BOOKING_STATUSES;

/** The booking fields the thread rules read. */
export type ThreadBooking = Pick<Booking, 'customerId' | 'cleanerId' | 'acceptedAt' | 'status'>;

/**
 * Who `viewer` is in the booking's thread:
 * - 'customer': the booking's customer (at any status);
 * - 'cleaner': the booking's current cleaner once they accepted it (acceptedAt set) and the status
 *   is confirmed, in_progress, completed or cancelled (a request still waiting for them, or one
 *   they turned down, is not theirs; a reassigned cleaner is no longer `cleanerId`);
 * - 'support': any admin;
 * - null: anyone else, or nobody signed in (message routes answer NotFoundError, never 403).
 */
export function threadRoleOf(viewer: { id: string; role: Role } | null | undefined, booking: ThreadBooking): MessageAuthorRole | null {
  if (!viewer) return null;
  if (viewer.role === 'admin') return 'support';
  if (booking.customerId === viewer.id) return 'customer';
  if (booking.cleanerId === viewer.id && booking.acceptedAt !== null && CLEANER_MEMBER_STATUSES.includes(booking.status)) return 'cleaner';
  return null;
}

/** The job's end: scheduledAt + durationMinutes (UTC). */
export function jobEnd(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): Date {
  return new Date(booking.scheduledAt.getTime() + booking.durationMinutes * 60_000);
}

/** When the thread turns read-only for its members: the job's end + THREAD_READ_ONLY_AFTER_DAYS (7) days, UTC. */
export function threadClosesAt(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): Date {
  return new Date(jobEnd(booking).getTime() + THREAD_READ_ONLY_AFTER_DAYS * DAY_MS);
}

/**
 * Whether the customer and the cleaner may post now: the cleaner accepted (acceptedAt set), the
 * booking is confirmed, in_progress or completed (not cancelled, rejected or waiting), and `now`
 * is before {@link threadClosesAt}. Admin support may always post (the service does not ask this).
 */
export function threadOpen(booking: ThreadBooking & Pick<Booking, 'scheduledAt' | 'durationMinutes'>, now: Date = new Date()): boolean {
  if (booking.acceptedAt === null || !OPEN_STATUSES.includes(booking.status)) return false;
  return now.getTime() < threadClosesAt(booking).getTime();
}

/**
 * When the cleaner's quick replies ("On my way", "Running 10 minutes late", "Arrived") are
 * accepted (docs/decisions/0034-booking-messages.md "Quick replies"): from
 * `opensAt` = scheduledAt − QUICK_REPLY_OPENS_BEFORE_MINUTES (180 min) to `closesAt` =
 * {@link jobEnd} (scheduledAt + durationMinutes), both UTC; `opensAt` included, `closesAt` not.
 */
export function quickRepliesWindow(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(booking.scheduledAt.getTime() - QUICK_REPLY_OPENS_BEFORE_MINUTES * 60_000), closesAt: jobEnd(booking) };
}

/**
 * Whether the booking's cleaner may send a quick reply at `now` (UTC): the booking is confirmed or
 * in_progress, the cleaner accepted it (acceptedAt set), and `now` is in [opensAt, closesAt) of
 * {@link quickRepliesWindow}, so the live state they set is never days early or after the job.
 * Who sends it (the cleaner only) is the caller's check.
 */
export function quickRepliesOpen(booking: Pick<Booking, 'acceptedAt' | 'status' | 'scheduledAt' | 'durationMinutes'>, now: Date = new Date()): boolean {
  if (booking.acceptedAt === null || (booking.status !== 'confirmed' && booking.status !== 'in_progress')) return false;
  const { opensAt, closesAt } = quickRepliesWindow(booking);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/**
 * Whether a message by a member written at `at` is screened for contact details: before the job's
 * start (scheduledAt) for the customer and the cleaner; never for support.
 */
export function screensContactDetails(role: MessageAuthorRole, booking: Pick<Booking, 'scheduledAt'>, at: Date): boolean {
  return role !== 'support' && at.getTime() < booking.scheduledAt.getTime();
}

/**
 * The name shown on a message: "Maria G." (first name, last initial) for the cleaner, the first
 * name alone for the customer (a cleaner sees no more of them outside the contact window), and
 * "Comfort Life support" for support.
 */
export function authorNameOf(role: MessageAuthorRole, author: { firstName: string; lastName: string }): string {
  if (role === 'support') return SUPPORT_NAME;
  if (role === 'customer') return author.firstName;
  const initial = author.lastName.trim().charAt(0);
  return initial ? `${author.firstName} ${initial.toUpperCase()}.` : author.firstName;
}

/** The author name of messages written by admins. */
export const SUPPORT_NAME = 'Comfort Life support';

/**
 * Which messages of a booking are unread for `userId`: those by someone else created after their
 * read mark (`lastReadAt`, UTC; null: never read, so every message by someone else).
 */
export function unreadWhere(bookingId: string, userId: string, lastReadAt: Date | null): { bookingId: string; authorId: { not: string }; createdAt?: { gt: Date } } {
  return { bookingId, authorId: { not: userId }, ...(lastReadAt ? { createdAt: { gt: lastReadAt } } : {}) };
}
