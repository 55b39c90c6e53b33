/**
 * Calendars (docs/decisions/0033-recurring-plans.md): one booking as an
 * iCalendar file ("Add to calendar") and each user's private feed of their upcoming visits,
 * both made with `ical-generator`.
 *
 * - A booking's file is for its customer, its cleaner (the booking's `cleanerId`) and admins;
 *   for anyone else the booking does not exist (NotFoundError, 404), so ids cannot be probed.
 * - The private feed is addressed by a token that is the credential: 32 random bytes,
 *   base64url (43 characters). Only its SHA-256 (hex) is stored (`User.calendarTokenHash`), so
 *   the address is shown once, when it is made; renewing replaces it (the old address stops at
 *   once) and revoking removes it.
 * - The feed holds a customer's bookings and a cleaner's jobs (requests awaiting their answer as
 *   tentative) from one day back to {@link FEED_DAYS} days ahead, cancelled and rejected ones
 *   left out. Every event's UID is the booking id and its times are UTC instants.
 * - What an event says follows the booking visibility rules (bookings.service seesContactDetails):
 *   the street address and notes only for a viewer who may see them when the file or feed is
 *   made: the customer and admins always, the cleaner inside the job's contact window (24 hours
 *   before the start to 24 hours after the end; docs/decisions/0034), else the city and zip code. Events never
 *   carry the customer's name, email or phone.
 */
import crypto from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { formatCents, formatHours, shortPersonName } from '../../../../schema/format.js';
import { ACCEPTED_BOOKING_STATUSES, CLEANER_BUSY_BOOKING_STATUSES, CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary.js';
import { db } from '../../db.js';
import { appUrl } from '../../env.js';
import { NotFoundError } from '../../errors.js';
import type { FileAnswer } from '../../file-answer.js';
import type { Booking, BookingStatus, Role } from '../../generated/prisma/client.js';
import { seesContactDetails } from '../bookings/bookings.service.js';
import { STATUS_LABELS } from '../bookings/lifecycle.js';

/** How far ahead the private feed reaches, in days. */
export const FEED_DAYS = 90;
/** How far back the private feed reaches, in hours (a visit of today stays in the feed after it starts). */
export const FEED_PAST_HOURS = 24;
/** How often a subscribed calendar should fetch the feed again, in seconds (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3_600;

/** Bytes of randomness in a feed token. */
const TOKEN_BYTES = 32;
/** A feed token as it appears in the path: 32 bytes, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const PROD_ID = { company: 'Comfort Life', product: 'Bookings', language: 'EN' } as const;

/** The viewer of a calendar: who asks, with their role. */
export interface CalendarViewer {
  id: string;
  role: Role;
}

/** The private feed's address, shown only when it is made (the token is stored hashed). */
export interface CalendarFeed {
  /** `…/api/calendar/{token}.ics`, or null when the address cannot be shown again. */
  url: string | null;
  /** UTC instant the address was made, or null when not known (only the renew answer knows it). */
  createdAt: Date | null;
}

/** SHA-256 of a token, hex: what `User.calendarTokenHash` holds. */
export function hashFeedToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The public address of a feed token. */
export function feedUrl(token: string): string {
  return `${appUrl()}/api/calendar/${token}.ics`;
}

/**
 * Makes a new private feed address for `userId`; the previous one (if any) stops working at once.
 * @returns the address (shown this once) and `now` as its creation instant (UTC)
 */
export async function renewCalendarFeed(userId: string, now: Date): Promise<CalendarFeed & { url: string; createdAt: Date }> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  await db.user.update({ where: { id: userId }, data: { calendarTokenHash: hashFeedToken(token) } });
  return { url: feedUrl(token), createdAt: now };
}

/**
 * Removes `userId`'s private feed address: the feed answers 404 from now on.
 * @returns true when there was a feed to revoke, false when there was none
 */
export async function revokeCalendarFeed(userId: string): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { id: userId, calendarTokenHash: { not: null } }, data: { calendarTokenHash: null } });
  return count > 0;
}

/**
 * Whether `userId` has a private feed: `{ url: null, createdAt: null }` when one exists (its
 * address cannot be shown again), null when none.
 */
export async function calendarFeedOf(userId: string): Promise<CalendarFeed | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { calendarTokenHash: true } });
  return user?.calendarTokenHash ? { url: null, createdAt: null } : null;
}

/**
 * The active user a feed token belongs to, or null for a malformed, unknown or revoked token or
 * an account that is not active. Compared by hash through the unique index.
 */
export async function feedOwner(token: string): Promise<CalendarViewer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const user = await db.user.findUnique({ where: { calendarTokenHash: hashFeedToken(token) }, select: { id: true, role: true, status: true } });
  return user && user.status === 'active' ? { id: user.id, role: user.role } : null;
}

type EventBooking = Booking & { service: { name: string }; cleaner: { firstName: string; lastName: string } | null };

const INCLUDE = { service: { select: { name: true } }, cleaner: { select: { firstName: true, lastName: true } } } as const;

/** Statuses whose time is settled (confirmed in the calendar); the others still wait for a cleaner. */
const SETTLED: readonly BookingStatus[] = ACCEPTED_BOOKING_STATUSES;

function eventStatus(status: BookingStatus): ICalEventStatus {
  if (isBookingStatusIn(CLOSED_BOOKING_STATUSES, status)) return ICalEventStatus.CANCELLED;
  return SETTLED.includes(status) ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
}

/** Where the viewer opens the booking in the web app. */
function bookingLink(viewer: CalendarViewer, booking: Pick<Booking, 'id'>): string {
  if (viewer.role === 'customer') return `${appUrl()}/customer/bookings/${booking.id}`;
  if (viewer.role === 'cleaner') return `${appUrl()}/cleaner/jobs`;
  return `${appUrl()}/admin/bookings`;
}

/** Adds one booking as an event (UID = booking id, UTC start and end). */
function addEvent(calendar: ICalCalendar, viewer: CalendarViewer, booking: EventBooking, now: Date): void {
  const whole = seesContactDetails(viewer, booking, now);
  const cleaner = booking.cleaner && SETTLED.includes(booking.status) ? shortPersonName(booking.cleaner.firstName, booking.cleaner.lastName) : null;
  const summary =
    viewer.role === 'cleaner' ? `${booking.service.name} in ${booking.city}` : cleaner ? `${booking.service.name} with ${cleaner}` : booking.service.name;
  const lines = [
    `Status: ${STATUS_LABELS[booking.status]}`,
    `Duration: ${formatHours(booking.durationMinutes / 60)}`,
    ...(viewer.role !== 'cleaner' ? [`Total: ${formatCents(booking.totalCents)}`] : []),
    ...(booking.planId ? ['A visit of a recurring plan.'] : []),
    ...(whole && booking.notes ? [`Notes: ${booking.notes}`] : []),
    bookingLink(viewer, booking),
  ];
  calendar.createEvent({
    id: booking.id,
    start: booking.scheduledAt,
    end: new Date(booking.scheduledAt.getTime() + booking.durationMinutes * 60_000),
    stamp: now,
    // Grows with every change of the booking (seconds since it was made), so a calendar that
    // imported an earlier file takes a new one (moved, cancelled) as the newer version.
    sequence: Math.max(0, Math.floor((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000)),
    lastModified: booking.updatedAt,
    created: booking.createdAt,
    summary,
    description: lines.join('\n'),
    location: whole ? `${booking.address}, ${booking.city} ${booking.zipCode}` : `${booking.city} ${booking.zipCode}`,
    url: bookingLink(viewer, booking),
    status: eventStatus(booking.status),
  });
}

/** True when `viewer` may have the booking's file: an admin, its customer or its cleaner. */
function mayExport(viewer: CalendarViewer, booking: Pick<Booking, 'customerId' | 'cleanerId'>): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'customer') return booking.customerId === viewer.id;
  return viewer.role === 'cleaner' && booking.cleanerId === viewer.id;
}

/**
 * One booking as an iCalendar file (`METHOD:PUBLISH`, one VEVENT whose UID is the booking id; a
 * cancelled or rejected booking is STATUS:CANCELLED so a calendar that imported it updates).
 * @throws NotFoundError when the booking does not exist or `viewer` is neither an admin, its
 *   customer nor its cleaner
 */
export async function bookingCalendar(viewer: CalendarViewer, bookingId: string, now: Date): Promise<string> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, include: INCLUDE });
  if (!booking || !mayExport(viewer, booking)) throw new NotFoundError('We could not find that booking.');
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH, name: `Comfort Life: ${booking.service.name}` });
  addEvent(calendar, viewer, booking, now);
  return calendar.toString();
}

/**
 * The bookings of `viewer`'s feed at `now`: a customer's own bookings, a cleaner's jobs and the
 * requests awaiting their answer, from {@link FEED_PAST_HOURS} back to {@link FEED_DAYS} days
 * ahead (UTC), not cancelled or rejected, by start. Admins have no visits of their own.
 */
export async function feedBookings(viewer: CalendarViewer, now: Date): Promise<EventBooking[]> {
  const who = viewer.role === 'customer' ? { customerId: viewer.id } : viewer.role === 'cleaner' ? { cleanerId: viewer.id } : null;
  if (!who) return [];
  return db.booking.findMany({
    where: {
      ...who,
      status: viewer.role === 'cleaner' ? { in: [...CLEANER_BUSY_BOOKING_STATUSES, 'completed'] } : { notIn: [...CLOSED_BOOKING_STATUSES] },
      scheduledAt: { gte: new Date(now.getTime() - FEED_PAST_HOURS * 3_600_000), lte: new Date(now.getTime() + FEED_DAYS * 86_400_000) },
    },
    include: INCLUDE,
    orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
  });
}

/** The private feed of `viewer` at `now` as an iCalendar document (see {@link feedBookings}). */
export async function feedCalendar(viewer: CalendarViewer, now: Date): Promise<string> {
  const calendar = ical({
    prodId: PROD_ID,
    name: 'Comfort Life visits',
    description: `Your Comfort Life visits for the next ${FEED_DAYS} days.`,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const booking of await feedBookings(viewer, now)) addEvent(calendar, viewer, booking, now);
  return calendar.toString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An iCalendar document as a file answer: `text/calendar; charset=utf-8`, never cached (`no-store`). */
const icsFile = (text: string, filename: string, disposition: FileAnswer['disposition']): FileAnswer => ({
  text,
  storageKey: null,
  contentType: 'text/calendar; charset=utf-8',
  filename,
  disposition,
  cacheControl: 'no-store',
});

/**
 * One booking's iCalendar file for `viewer` (GET /api/bookings/{id}/calendar.ics):
 * `comfort-life-booking-<id>.ics` as an attachment (see {@link bookingCalendar}).
 * @throws NotFoundError when `bookingId` is not a uuid, or as {@link bookingCalendar}
 */
export async function bookingCalendarFile(viewer: CalendarViewer, bookingId: string, now: Date): Promise<FileAnswer> {
  if (!UUID.test(bookingId)) throw new NotFoundError('We could not find that booking.');
  return icsFile(await bookingCalendar(viewer, bookingId, now), `comfort-life-booking-${bookingId}.ics`, 'attachment');
}

/**
 * The private feed addressed by `token` (GET /api/calendar/{token}.ics; the token is the
 * credential): `comfort-life.ics` shown inline (see {@link feedCalendar}).
 * @throws NotFoundError for a malformed, unknown or revoked token
 */
export async function feedCalendarFile(token: string, now: Date): Promise<FileAnswer> {
  const owner = await feedOwner(token);
  if (!owner) throw new NotFoundError();
  return icsFile(await feedCalendar(owner, now), 'comfort-life.ics', 'inline');
}
