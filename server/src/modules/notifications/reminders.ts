/**
 * Booking reminders (docs/decisions/0021): 24 hours and 2 hours before a confirmed job, to its customer and
 * its cleaner, from the database job queue, so they survive restarts. Each reminder is a job keyed
 * by booking, kind and start; when it runs it sends only if the booking is still confirmed, still
 * starts at that instant, and that reminder was not sent yet (a BookingEvent `reminder_24h` /
 * `reminder_2h` marks it), so a cancelled or moved booking sends none and a job run twice sends once.
 * A reminder whose moment has already passed when the booking is confirmed is not sent.
 */
import { db } from '../../db.js';
import { enqueue, registerJob } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import { notify } from './notifications.service.js';
import { formatUtcTime } from '../../../../schema/format.js';

/** Hours before the start, per reminder. */
export const REMINDERS = { '24h': 24, '2h': 2 } as const;
export type ReminderKind = keyof typeof REMINDERS;

/**
 * Queues the reminders of a booking that is (now) confirmed at `scheduledAt`. Call after the
 * confirmation or a change of start has committed. Failures are logged, never thrown.
 */
export async function scheduleBookingReminders(booking: { id: string; scheduledAt: Date }, now = new Date()): Promise<void> {
  for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
    const at = new Date(booking.scheduledAt.getTime() - REMINDERS[kind] * 3_600_000);
    if (at <= now) continue;
    const scheduledAt = booking.scheduledAt.toISOString();
    await enqueue('booking-reminder', { bookingId: booking.id, kind, scheduledAt }, { startAfter: at, singletonKey: `${booking.id}:${kind}:${scheduledAt}` }).catch((error: unknown) =>
      logger.error({ err: error, bookingId: booking.id, kind }, 'failed to queue a booking reminder'),
    );
  }
}

/**
 * Sends one reminder if it still applies (see the module comment).
 * @returns true when it was sent now
 */
export async function sendBookingReminder(payload: { bookingId: string; kind: ReminderKind; scheduledAt: string }): Promise<boolean> {
  const booking = await db.booking.findUnique({ where: { id: payload.bookingId }, include: { service: { select: { name: true } } } });
  if (!booking || booking.status !== 'confirmed' || !booking.cleanerId || booking.scheduledAt.toISOString() !== payload.scheduledAt) return false;
  const marker = `reminder_${payload.kind}`;
  // The marker row is written first, under a lock of the booking row: two runs of the job send once.
  const claimed = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR UPDATE`;
    const sent = await tx.bookingEvent.findFirst({ where: { bookingId: booking.id, kind: marker, toValue: payload.scheduledAt } });
    if (sent) return false;
    await tx.bookingEvent.create({ data: { bookingId: booking.id, kind: marker, toValue: payload.scheduledAt } });
    return true;
  });
  if (!claimed) return false;
  const when = payload.kind === '24h' ? 'tomorrow' : 'in 2 hours';
  const time = formatUtcTime(booking.scheduledAt);
  await notify(
    [booking.customerId, booking.cleanerId].map((userId) => ({
      userId,
      type: 'booking_reminder',
      title: `Reminder: ${booking.service.name} ${when}`,
      message: `${booking.service.name} in ${booking.city} starts ${when} (${time} UTC).`,
      data: { bookingId: booking.id, reminder: payload.kind },
      actions: [{ type: 'view', label: 'View', data: { bookingId: booking.id } }],
    })),
  );
  return true;
}

registerJob('booking-reminder', async (payload) => {
  await sendBookingReminder(payload);
});
