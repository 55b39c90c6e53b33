/**
 * What a cleaner does to a job (spec sections 4, 7 "Bookings"; docs/decisions/0004): accept it
 * (one statement decides, batched per cleaner) or decline it. The caller is an approved cleaner
 * (the fields' authScopes, bookings.graphql.ts); whether the job is open to them or theirs is
 * decided here.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { database, db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, fromDatabaseError, isDeadlock } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import { createKeyedBatch } from '../../lib/keyed-batch.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Booking, Service } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { afterStatusChange } from '../payments/booking-money.js';
import { serviceById } from '../services/services.service.js';
import type { rejectInput } from './bookings.inputs.js';
import { forgetCleanerFacts, getBookingFor } from './bookings.service.js';
import { coversBooking } from '../matching/eligibility.js';
import { STATUS_LABELS } from './lifecycle.js';
import { declineOffer, tellWithdrawn } from '../matching/cascade.service.js';
import { emitDomainEvent } from '../../lib/domain-events.js';

/**
 * What accept_jobs (migrations 20261201000000_accept_batch, 20261203000000_matching) decided for
 * one booking: taken, an overlap (exclusion constraint), too close to another of their jobs to
 * travel between them (the travel buffer), or not theirs to take.
 */
type AcceptOutcome = 'accepted' | 'overlap' | 'travel' | 'unmatched';

/** 409 message when a job breaks the travel buffer with one of the cleaner's jobs (docs/decisions/0027). */
export const TOO_CLOSE_TO_TRAVEL = 'That job is too close to another of your jobs to travel between them.';

/**
 * Runs one cleaner's accepts of `ids` as one statement, in order (the SQL function accept_jobs);
 * a statement PostgreSQL aborts as a deadlock victim changed nothing and is run again.
 * @throws ConflictError when it keeps being chosen as a deadlock victim
 */
async function acceptJobs(cleanerId: string, ids: string[]): Promise<AcceptOutcome[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const rows = await database.raw.query<{ outcome: AcceptOutcome }>(
        'SELECT t.outcome FROM accept_jobs($1, $2::text[], $3) WITH ORDINALITY AS t(booking_id, outcome, n) ORDER BY t.n',
        [cleanerId, ids, new Date()],
      );
      return rows.map((row) => row.outcome);
    } catch (error) {
      if (isDeadlock(error) && attempt < ACCEPT_DEADLOCK_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      if (isDeadlock(error)) throw new ConflictError('Several jobs were being accepted at the same moment. Please try again.');
      throw fromDatabaseError(error) ?? error;
    }
  }
}

/**
 * One accept, batched with the same cleaner's accepts that arrive while one of theirs is in
 * flight in this process (lib/keyed-batch.ts): a burst of 50 is two statements, not 50 that
 * wait on each other's rows and deadlock.
 */
const acceptInBatch = createKeyedBatch<string, AcceptOutcome>(acceptJobs);

/** How many times an accept runs when PostgreSQL picks it as a deadlock victim (40P01). */
const ACCEPT_DEADLOCK_RETRIES = 5;

/**
 * The cleaner takes the job: an open pending booking, or one that asked for them
 * (pending_cleaner_response). It becomes confirmed and theirs.
 *
 * One statement decides (docs/decisions/0012-api-read-speed.md): the SQL function accept_jobs
 * runs an UPDATE whose WHERE is the compare-and-set (still pending and unassigned, or still asking
 * this cleaner) plus the open-to-this-cleaner rule of openToCleanerWhere (their zip prefixes, not
 * declined by them, not started), while the Booking_cleaner_no_overlap exclusion constraint
 * refuses a job that overlaps one they hold. The same cleaner's accepts arriving meanwhile in this
 * process run together in the next call (acceptInBatch); across instances the constraint decides
 * and a deadlock victim is run again. Of many accepts at once exactly one wins. Only a refusal
 * that is not an overlap costs more reads, to say why. The caller is an approved cleaner (the
 * field's authScopes).
 * @throws AuthorizationError (not theirs to take), NotFoundError,
 *   ConflictError (already taken / no longer pending, their request expired, it overlaps one of
 *   their jobs, or it is too close to one to travel between them: TOO_CLOSE_TO_TRAVEL)
 */
export async function acceptBooking(ctx: Context, id: string): Promise<Booking & { service: Service }> {
  const user = actor(ctx);
  const outcome = await acceptInBatch(user.id, id);
  if (outcome === 'overlap') throw new ConflictError('You already have a job at that time.');
  if (outcome === 'travel') throw new ConflictError(TOO_CLOSE_TO_TRAVEL);
  const booking = outcome === 'accepted' ? await db.booking.findUnique({ where: { id } }) : null;
  if (!booking) {
    // Why not: gone (404); theirs already, or taken in their area (409, said plainly rather than
    // "forbidden"); anything else, e.g. outside their area or declined by them, stays a 403.
    const row = await db.booking.findUnique({ where: { id } });
    if (!row) throw new NotFoundError('We could not find that booking.');
    if (row.cleanerId === user.id) throw new ConflictError('This job is no longer available.');
    // A request to them that expired, was withdrawn or went to the next cleaner.
    if (await db.bookingOffer.findFirst({ where: { bookingId: id, cleanerId: user.id }, select: { id: true } })) {
      throw new ConflictError('This job is no longer available.');
    }
    if (row.status !== 'pending' && (await coversBooking(user.id, row.id))) {
      throw new ConflictError('This job is no longer available.');
    }
    throw new AuthorizationError();
  }
  forgetCleanerFacts(ctx); // the job is no longer open to anyone
  // A wave's other cleaners, whose requests accept_jobs withdrew (docs/decisions/0045), are told.
  await tellWithdrawn(booking.id);
  const service = await serviceById(booking.serviceId);
  publishBookingUpdated(booking.id);
  await scheduleBookingReminders(booking);
  await notify([
    {
      userId: booking.customerId,
      type: 'booking_accepted',
      title: 'Booking confirmed',
      message: `${user.firstName} accepted your ${service.name} booking.`,
      data: { bookingId: booking.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    },
  ]);
  // A plan visit: the plan's cleaner accepting one visit accepts the series (issue 17).
  if (booking.planId) await emitDomainEvent('booking.planVisitAccepted', { booking, cleanerId: user.id, at: new Date() });
  return { ...booking, service };
}

/**
 * The cleaner says no. An open booking stays pending for other cleaners (the decline is recorded
 * and hides it from this cleaner); a booking an admin assigned to this cleaner is open again
 * (pending, no cleaner; docs/decisions/0020); a request to them from the matching (docs/decisions/0027, a pending
 * BookingOffer) is declined through the cascade (matching/cascade.service.ts declineOffer: the
 * next-best cleaner is asked, or, for a chosen cleaner without fallback, the booking becomes
 * rejected and is refunded); any other booking that asked for this cleaner becomes rejected.
 * The caller is an approved cleaner (the field's authScopes).
 * @throws AuthorizationError (not open to them nor theirs), NotFoundError, ConflictError
 */
export async function rejectBooking(ctx: Context, id: string, { reason }: Parsed<typeof rejectInput>): Promise<Booking> {
  const user = actor(ctx);
  const booking = await getBookingFor(ctx, id);
  if (booking.status === 'pending' && !booking.cleanerId) {
    await db.bookingDecline.upsert({
      where: { bookingId_cleanerId: { bookingId: booking.id, cleanerId: user.id } },
      create: { bookingId: booking.id, cleanerId: user.id, reason },
      update: { reason },
    });
    forgetCleanerFacts(ctx); // the job is no longer open to this cleaner
    return booking;
  }
  // A request to them: the chosen cleaner's (the booking holds them) or a wave's (no cleaner on it; docs/decisions/0045).
  if (booking.status === 'pending_cleaner_response' && (booking.cleanerId === user.id || booking.cleanerId === null)) {
    const offer = await db.bookingOffer.findFirst({ where: { bookingId: booking.id, cleanerId: user.id, outcome: 'pending' }, select: { id: true } });
    if (offer) {
      await declineOffer(booking.id, user.id, reason, new Date());
      forgetCleanerFacts(ctx);
      return db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    }
  }
  if (booking.status === 'pending_cleaner_response' && booking.cleanerId === user.id && (await assignedByAdmin(booking.id, user.id))) {
    // An admin's assignment declined: the booking is open again for other cleaners (docs/decisions/0020).
    const reopened = await db.$transaction(async (tx) => {
      const claimed = await tx.booking.updateMany({
        where: { id: booking.id, status: 'pending_cleaner_response', cleanerId: user.id },
        data: { status: 'pending', cleanerId: null },
      });
      if (claimed.count !== 1) throw new ConflictError('This job can no longer be rejected.');
      await tx.bookingDecline.upsert({
        where: { bookingId_cleanerId: { bookingId: booking.id, cleanerId: user.id } },
        create: { bookingId: booking.id, cleanerId: user.id, reason },
        update: { reason },
      });
      await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: user.id, kind: 'assignment_declined', fromValue: 'pending_cleaner_response', toValue: 'pending', reason } });
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
    });
    forgetCleanerFacts(ctx);
    publishBookingUpdated(reopened.id);
    await notify([
      {
        userId: reopened.customerId,
        type: 'booking_declined',
        title: 'Looking for another cleaner',
        message: `${user.firstName} cannot take your ${reopened.service.name} booking; it is open to other cleaners again.`,
        data: { bookingId: reopened.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: reopened.id } }],
      },
    ]);
    return reopened;
  }
  if (booking.status === 'pending_cleaner_response' && booking.cleanerId === user.id) {
    const updated = await db.$transaction(async (tx) => {
      const claimed = await tx.booking.updateMany({
        where: { id: booking.id, status: 'pending_cleaner_response', cleanerId: user.id },
        data: { status: 'rejected', rejectionReason: reason },
      });
      if (claimed.count !== 1) throw new ConflictError('This job can no longer be rejected.');
      // Recorded as every status change is (docs/decisions/0039 finding 5).
      await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: user.id, kind: 'status_changed', fromValue: booking.status, toValue: 'rejected', reason } });
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
    });
    publishBookingUpdated(updated.id);
    // The cleaner turned the job down: a paid booking is refunded in full.
    await afterStatusChange({ bookingId: updated.id, from: booking.status, to: 'rejected', actor: { id: user.id, role: user.role } });
    await notify([
      {
        userId: updated.customerId,
        type: 'booking_declined',
        title: 'Cleaner unavailable',
        message: `${user.firstName} cannot take your ${updated.service.name} booking: ${reason}`,
        data: { bookingId: updated.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: updated.id } }],
      },
    ]);
    return updated;
  }
  throw new ConflictError(`A ${STATUS_LABELS[booking.status].toLowerCase()} booking can no longer be rejected.`);
}

/** Whether the booking's latest assignment, to `cleanerId`, was made by an admin (bookings.admin.service.ts). */
async function assignedByAdmin(bookingId: string, cleanerId: string): Promise<boolean> {
  const last = await db.bookingEvent.findFirst({ where: { bookingId, kind: 'assigned' }, orderBy: { createdAt: 'desc' } });
  return last?.toValue === cleanerId;
}
