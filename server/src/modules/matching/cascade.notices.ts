/**
 * The cascade's work after each transition commits
 * (docs/decisions/0027-matching.md "Cascade"): the live update of the booking page, the new offer's
 * deadline jobs, and who is told what (the cleaners asked, the customer, the cleaners whose requests were
 * withdrawn, every suited cleaner and the admins when the board opens, the customer when nobody
 * accepted). The transitions themselves are in cascade.service.ts.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { formatUtcDate, formatUtcDateTime, formatUtcTime, shortPersonName } from '../../../../schema/format.js';
import { db } from '../../db.js';
import { appUrl } from '../../env.js';
import { enqueue } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import type { Booking } from '../../generated/prisma/client.js';
import { notify, type NewNotification } from '../notifications/notifications.service.js';
import { afterStatusChange } from '../payments/booking-money.js';
import { cleanersSuitedTo } from './eligibility.js';

import { serviceById } from '../services/services.service.js';
import type { Previous, Step } from './cascade.service.js';
/** How the previous requests ended, for the customer: "Maria declined", "3 cleaners did not answer". */
async function previousText(previous: Previous): Promise<string> {
  const who = previous.cleanerIds.length === 1 ? (await shortName(previous.cleanerIds[0]!)).split(' ')[0] : `${previous.cleanerIds.length} cleaners`;
  return `${who} ${previous.how === 'declined' ? 'declined' : 'did not answer'}`;
}

/**
 * Queues each new request's deadline and tells each cleaner asked; the customer hears who is asked
 * now ("Asking Maria G.", "Asking 3 cleaners near you"). A request withdrawn is told to its cleaner.
 */
export async function afterStep(step: Step): Promise<void> {
  if (step.kind === 'none') return;
  const booking = step.kind === 'asked' ? step.made.booking : step.booking;
  publishBookingUpdated(booking.id);
  if (step.kind === 'waiting') return;
  const service = await serviceName(booking.serviceId);
  const before = step.previous ? await previousText(step.previous) : null;
  if (step.kind === 'asked') {
    const { offers } = step.made;
    for (const offer of offers) {
      await enqueue('offer-deadline', { offerId: offer.id }, { startAfter: offer.expiresAt, singletonKey: `offer:${offer.id}` }).catch((error: unknown) =>
        logger.error({ err: error, offerId: offer.id }, 'failed to queue an offer deadline'),
      );
    }
    const expiresAt = offers[0]!.expiresAt;
    const asked = offers.length === 1 ? await shortName(offers[0]!.cleanerId) : `${offers.length} cleaners near you`;
    await notify([
      ...offers.map((offer) => ({
        userId: offer.cleanerId,
        type: 'cleaner_assigned',
        title: 'A customer is asking for you',
        message: `${service} in ${booking.city} on ${formatUtcDateTime(booking.scheduledAt)} UTC. Please accept or decline by ${formatUtcTime(offer.expiresAt)} UTC${offers.length > 1 ? ': the first cleaner to accept gets the job' : ''}.`,
        data: { bookingId: booking.id, expiresAt: offer.expiresAt.toISOString(), offerId: offer.id },
        actions: [
          { type: 'accept', label: 'Accept', data: { bookingId: booking.id } },
          { type: 'decline', label: 'Decline', data: { bookingId: booking.id } },
        ],
      })),
      {
        userId: booking.customerId,
        type: 'matching_update',
        title: `Asking ${asked}`,
        message: before ? `${before}, asking ${asked}` : `We asked ${asked} to take your ${service} booking. You will hear when ${offers.length === 1 ? 'they answer' : 'one accepts'}.`,
        data: { bookingId: booking.id, ...(offers.length === 1 ? { cleanerName: asked } : { askedCount: offers.length }), expiresAt: expiresAt.toISOString() },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
      },
    ]);
    return;
  }
  if (step.kind === 'rejected') {
    await afterStatusChange({ bookingId: booking.id, from: 'pending_cleaner_response', to: 'rejected', actor: step.previous.how === 'declined' ? { id: step.previous.cleanerIds[0]!, role: 'cleaner' } : null });
    const first = (await shortName(step.previous.cleanerIds[0]!)).split(' ')[0] ?? 'The cleaner';
    await notify([
      {
        userId: booking.customerId,
        type: 'booking_declined',
        title: 'Cleaner unavailable',
        message:
          step.previous.how === 'declined'
            ? `${first} cannot take your ${service} booking: ${step.previous.reason}`
            : `${first} did not answer in time, so your ${service} booking is not confirmed. Any payment is refunded in full. Book again: ${appUrl()}/book`,
        data: { bookingId: booking.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
      },
    ]);
    return;
  }
  // Opened to the board.
  await tellSuitedCleaners(booking.id);
  const admins = await db.user.findMany({ where: { role: 'admin', status: 'active' }, select: { id: true } });
  const when = formatUtcDateTime(booking.scheduledAt);
  await notify([
    {
      userId: booking.customerId,
      type: 'matching_update',
      title: 'Open to every cleaner nearby',
      message: `${before ? `${before}. ` : ''}Your ${service} booking is now open to every available cleaner nearby. You will hear when one accepts.`,
      data: { bookingId: booking.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    },
    ...step.withdrawn.map((cleanerId) => withdrawnNotice(booking, cleanerId, service)),
    ...admins.map((a) => ({
      userId: a.id,
      type: 'booking_unmatched',
      title: 'Booking without a cleaner',
      message: `${step.why === 'exhausted' ? 'No ranked cleaner took' : 'The start is near and no cleaner has accepted'} the ${service} booking in ${booking.city} on ${when} UTC; it is open to every eligible cleaner.`,
      data: { bookingId: booking.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    })),
  ]);
}

/** After an accept: the wave's other cleaners, whose requests accept_jobs withdrew, are told. */
export async function tellWithdrawnAfterAccept(booking: Booking, cleanerIds: string[]): Promise<void> {
  if (cleanerIds.length === 0) return;
  const service = await serviceName(booking.serviceId);
  await notify(cleanerIds.map((cleanerId) => ({ ...withdrawnNotice(booking, cleanerId, service), message: `Another cleaner accepted the ${service} job on ${formatUtcDateTime(booking.scheduledAt)} UTC first; it no longer waits for your answer.` })));
}

/** Tells the approved cleaners a booking suits that it is open (the open board's notice). */
export async function tellSuitedCleaners(bookingId: string): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) return;
  const [cleaners, declined, service] = await Promise.all([
    cleanersSuitedTo(bookingId),
    db.bookingDecline.findMany({ where: { bookingId }, select: { cleanerId: true } }),
    serviceName(booking.serviceId),
  ]);
  const skip = new Set(declined.map((d) => d.cleanerId));
  await notify(
    cleaners
      .filter((userId) => !skip.has(userId))
      .map((userId) => ({
        userId,
        type: 'booking_created',
        title: 'New job near you',
        message: `${service} in ${booking.city} on ${formatUtcDate(booking.scheduledAt)}.`,
        data: { bookingId: booking.id },
        actions: [
          { type: 'accept', label: 'Accept', data: { bookingId: booking.id } },
          { type: 'view', label: 'View', data: { bookingId: booking.id } },
        ],
      })),
  );
}

function withdrawnNotice(booking: Booking, cleanerId: string, service: string): NewNotification {
  return {
    userId: cleanerId,
    type: 'booking_cancelled',
    title: 'Request withdrawn',
    message: `The request for the ${service} job on ${formatUtcDateTime(booking.scheduledAt)} UTC no longer waits for your answer.`,
    data: { bookingId: booking.id },
  };
}

/**
 * After cancelUnfilled committed: the live update, the full refund of any payment
 * (payments/booking-money.ts, the platform as actor), the customer told with a link to book again,
 * and the cleaner whose request was withdrawn told.
 */
export async function afterUnfilled(before: Booking, cancelled: Booking, askedCleanerIds: string[]): Promise<void> {
  const bookingId = cancelled.id;
  publishBookingUpdated(bookingId);
  await afterStatusChange({ bookingId, from: before.status, to: 'cancelled', actor: null });
  const service = await serviceName(cancelled.serviceId);
  await notify([
    {
      userId: cancelled.customerId,
      type: 'booking_cancelled',
      title: 'No cleaner available',
      message: `No cleaner accepted your ${service} booking on ${formatUtcDateTime(cancelled.scheduledAt)} UTC, so we cancelled it. Any payment is refunded in full. Book another time: ${appUrl()}/book`,
      data: { bookingId, rebookUrl: '/book' },
      actions: [{ type: 'view', label: 'Book again', data: { bookingId, path: '/book' } }],
    },
    ...askedCleanerIds.map((cleanerId) => withdrawnNotice(cancelled, cleanerId, service)),
  ]);
}

async function serviceName(serviceId: number): Promise<string> {
  try {
    return (await serviceById(serviceId)).name;
  } catch {
    return 'cleaning';
  }
}

/** "Maria G." for a cleaner's id (first name and last initial). */
async function shortName(userId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true } });
  return user ? shortPersonName(user.firstName, user.lastName) : 'a cleaner';
}
