/**
 * A booking along its lifecycle (lifecycle.ts; spec section 4): a customer creates it; the
 * assigned cleaner starts and completes it; the customer or an admin cancels it; an admin may set
 * any status with a reason. Every multi-step write runs in one transaction; notifications go out
 * after commit. Roles are the fields' authScopes (bookings.graphql.ts); ownership is decided here.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError, withDbErrors } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context, CurrentUser } from '../../context.js';
import type { Booking, Prisma } from '../../generated/prisma/client.js';
import type { BookingStatus } from '../../generated/prisma/enums.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from '../../lib/audit.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { afterStatusChange } from '../payments/booking-money.js';
import { afterCreated, askFirstFree, askWave, candidatesPerStep, type OfferCandidate } from '../matching/cascade.service.js';
import { zipPoint, UNKNOWN_ZIP_CODE } from '../../lib/geo.js';
import { isEligible } from '../matching/eligibility.js';
import { rankCandidates } from '../matching/matching.service.js';
import { afterInstantConfirmed, confirmInstantInTx, instantCandidates } from '../matching/instant.service.js';
import { afterCleanerCancelled } from '../matching/instant-policy.service.js';
import { leadTimeProblem, MIN_LEAD_MINUTES, type createBookingInput, type statusInput } from './bookings.inputs.js';
import { getBookingFor } from './bookings.service.js';
import { CUSTOMER_CANCELLABLE, START_WINDOW_MINUTES, STATUS_LABELS, TRANSITIONS } from './lifecycle.js';
import { memberHourlyCap, quote } from '../services/pricing.service.js';

type Signed = CurrentUser;

/** Statuses the assigned cleaner may cancel an instant job from: confirmed (issue 31). */
const CLEANER_CANCELLABLE: readonly BookingStatus[] = ['confirmed'];

/** 409 message when the customer already holds the same live booking (docs/decisions/0004). */
export const DUPLICATE_BOOKING = 'You already have this booking.';

/** 409 message when the chosen cleaner cannot take the booking. */
export const CLEANER_NOT_AVAILABLE =
  'That cleaner cannot take this booking: they do not cover this address, offer this service or have that time free. Please choose another cleaner or best available.';

/**
 * Creates a booking for the signed-in customer, priced in cents at the member rate when their
 * membership covers the service, else the regular rate, at the zip code's centroid
 * (latitude/longitude from the zip dataset). How a cleaner is found (docs/decisions/0027;
 * matching/cascade.service.ts):
 * - `cleanerId`: that cleaner is asked (pending_cleaner_response, the slot held for them, a
 *   BookingOffer with its deadline); they must be eligible (matching.service isEligible);
 * - `matching: 'best'`: the top-ranked free cleaner is asked; with nobody free the booking is open
 *   to every eligible cleaner at once (openedToBoardAt set, admins alerted);
 * - neither: pending on the open board; the suited cleaners are told (unchanged).
 * The booking row and its first offer are written in one transaction; notifications and the
 * deadline jobs follow the commit.
 * The same customer, service, start, address (case-insensitive) and zip code can be held once
 * while not cancelled or rejected: a partial unique index (migration 20261125000000) makes a
 * double click or a retry, even two requests at once, one booking.
 * The caller is a customer (the field's authScopes).
 * @throws ValidationError (422 start too soon/far), NotFoundError (service),
 *   ConflictError (409 'You already have this booking.'; the chosen cleaner cannot take it)
 */
export async function createBooking(ctx: Context, input: Parsed<typeof createBookingInput>): Promise<Booking> {
  const user = actor(ctx);
  const now = new Date();
  const tooSoonOrFar = leadTimeProblem(input.scheduledAt, now);
  if (tooSoonOrFar) {
    const tooSoon = input.scheduledAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000;
    throw new ValidationError(tooSoonOrFar, [{ field: 'scheduledAt', message: tooSoon ? 'Too soon' : 'Too far ahead' }], 422);
  }
  const durationMinutes = Math.round(input.durationHours * 60);
  const point = zipPoint(input.zipCode);
  if (!point) throw new ValidationError(UNKNOWN_ZIP_CODE, [{ field: 'zipCode', message: UNKNOWN_ZIP_CODE }]);
  const matching = input.cleanerId ? 'chosen' : input.matching === 'best' ? 'best' : 'open';
  const request = {
    customerId: user.id,
    serviceId: input.serviceId,
    scheduledAt: input.scheduledAt,
    durationMinutes,
    point: { zip: point.zip, latitude: point.latitude, longitude: point.longitude },
  };
  let candidates: OfferCandidate[] = [];
  if (input.cleanerId) {
    if (!(await isEligible(request, input.cleanerId))) throw new ConflictError(CLEANER_NOT_AVAILABLE);
    candidates = [{ cleanerId: input.cleanerId, score: null }];
  } else if (matching === 'best') {
    candidates = (await rankCandidates(request, { limit: candidatesPerStep() })).items.map((c) => ({ cleanerId: c.cleanerId, score: c.score, favorite: c.favorite }));
  }
  // Instant booking (docs/decisions/0044): who may confirm it at once; none, or a lost race, asks as before.
  const instantIds = matching === 'open' ? [] : await instantCandidates(request, input.cleanerId ?? null, now);
  const { booking, made } = await withDbErrors(() => db.$transaction(async (tx) => {
    const service = await tx.service.findFirst({ where: { id: input.serviceId, active: true } });
    if (!service) throw new NotFoundError('We could not find that service.');
    const price = quote(service, durationMinutes, await memberHourlyCap(user.id, tx, now));
    const created = await tx.booking.create({
      data: {
        customerId: user.id,
        serviceId: service.id,
        status: 'pending',
        scheduledAt: input.scheduledAt,
        durationMinutes,
        address: input.address,
        city: input.city,
        zipCode: input.zipCode,
        latitude: point.latitude,
        longitude: point.longitude,
        matching,
        fallbackToBest: matching === 'chosen' && input.fallbackToBest,
        notes: input.notes,
        priceTier: price.appliedTier,
        hourlyRateCents: price.hourlyRateCents,
        totalCents: price.totalCents,
      },
    });
    if (matching === 'open') return { booking: created, made: null };
    const instant = await confirmInstantInTx(tx, created, instantIds, now);
    if (instant) return { booking: instant, made: null };
    // A chosen cleaner is asked alone; best available: a favourite's head start or a wave (docs/decisions/0045).
    const offered = matching === 'chosen' ? await askFirstFree(tx, created, candidates, now) : await askWave(tx, created, candidates, now);
    if (offered) return { booking: offered.booking, made: offered };
    // The chosen cleaner's slot was taken meanwhile: no booking.
    if (matching === 'chosen') throw new ConflictError(CLEANER_NOT_AVAILABLE);
    // Best available with nobody free: open to every eligible cleaner at once.
    return { booking: await tx.booking.update({ where: { id: created.id }, data: { openedToBoardAt: now } }), made: null };
  }), { P2002: () => new ConflictError(DUPLICATE_BOOKING) });
  if (booking.instantAt) await afterInstantConfirmed(booking);
  else await afterCreated(booking, made, now);
  return booking;
}

/**
 * The requests the matching waits on (pending BookingOffers, docs/decisions/0027; a wave has
 * several, 0045) end when the booking leaves the cleaners' answer behind (cancelled, or an admin's
 * status): they are withdrawn, so `currentOffer` clears and their deadline jobs find nothing to do.
 * @returns the cleaners whose requests were withdrawn (to be told)
 */
async function withdrawPendingOffer(tx: Prisma.TransactionClient, bookingId: string, status: BookingStatus, now: Date): Promise<string[]> {
  if (status === 'pending_cleaner_response') return [];
  const pending = await tx.bookingOffer.findMany({ where: { bookingId, outcome: 'pending' }, select: { cleanerId: true } });
  await tx.bookingOffer.updateMany({ where: { bookingId, outcome: 'pending' }, data: { outcome: 'withdrawn', answeredAt: now, reason: `the booking became ${status}` } });
  return pending.map((o) => o.cleanerId);
}

/**
 * Moves a booking to in_progress, completed or cancelled (lifecycle.ts):
 * - in_progress: the assigned cleaner, from confirmed, from 60 minutes before the start;
 * - completed: the assigned cleaner or an admin, from in_progress;
 * - cancelled: the customer (pending, pending_cleaner_response, confirmed) or an admin (also in_progress).
 * The caller is a customer, an approved cleaner or an admin (the field's authScopes).
 * `now` is the instant of the change (the request's; the matching simulation passes its simulated
 * clock, so a late cancellation counts toward the instant-booking suspension in simulated time).
 * @throws ValidationError (not a lifecycle status; 422 too early to start; an admin's change
 *   without a reason), AuthorizationError (not their booking to change so), NotFoundError,
 *   ConflictError (transition not allowed from the current status)
 */
export async function updateBookingStatus(ctx: Context, id: string, { status, reason }: Parsed<typeof statusInput>, now = new Date()): Promise<Booking> {
  const user = actor(ctx);
  const booking = await getBookingFor(ctx, id);
  const isAdmin = user.role === 'admin';
  const lifecycleStatus = status === 'in_progress' || status === 'completed' || status === 'cancelled';
  if (isAdmin && (!lifecycleStatus || !(TRANSITIONS[status] as readonly BookingStatus[]).includes(booking.status))) {
    return adminSetStatus(user, booking, status, reason);
  }
  if (!lifecycleStatus) {
    const message = 'Status must be in_progress, completed or cancelled';
    throw new ValidationError(message, [{ field: 'status', message }]);
  }
  const isAssignedCleaner = user.role === 'cleaner' && booking.cleanerId === user.id;
  const isOwner = user.role === 'customer' && booking.customerId === user.id;
  const cleanerMayCancel = isAssignedCleaner && booking.instantAt !== null;
  const from = TRANSITIONS[status] as readonly BookingStatus[];
  const conflict = () =>
    new ConflictError(`A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot be marked ${STATUS_LABELS[status].toLowerCase()}.`);

  let data: Prisma.BookingUpdateManyMutationInput;
  if (status === 'in_progress') {
    if (!isAssignedCleaner) throw new AuthorizationError('Only the assigned cleaner can start this job.');
    if (!from.includes(booking.status)) throw conflict();
    if (now.getTime() < booking.scheduledAt.getTime() - START_WINDOW_MINUTES * 60_000) {
      throw new ValidationError(
        `You can start this job from ${START_WINDOW_MINUTES} minutes before its scheduled time.`,
        [{ field: 'status', message: 'Too early to start' }],
        422,
      );
    }
    data = { status, startedAt: now };
  } else if (status === 'completed') {
    if (!isAssignedCleaner && !isAdmin) throw new AuthorizationError('Only the assigned cleaner can complete this job.');
    if (!from.includes(booking.status)) throw conflict();
    data = { status, completedAt: now };
  } else {
    // The assigned cleaner may cancel a confirmed instant job, which they never accepted one by one
    // (refunded in full; a late one counts toward a suspension, docs/decisions/0044); no other job.
    if (!isOwner && !isAdmin && !cleanerMayCancel) throw new AuthorizationError('Only the customer or an admin can cancel this booking.');
    const allowedFrom = isAdmin ? from : isOwner ? CUSTOMER_CANCELLABLE : CLEANER_CANCELLABLE;
    if (!allowedFrom.includes(booking.status)) throw conflict();
    data = { status, cancelledAt: now, cancellationReason: reason };
  }
  let withdrawn: string[] = [];
  const updated = await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status }, data });
    if (changed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload and try again.');
    withdrawn = await withdrawPendingOffer(tx, booking.id, status, now);
    if (isAdmin) {
      await recordAudit(tx, { actorId: user.id, action: 'booking.status', entityType: 'booking', entityId: booking.id, before: { status: booking.status }, after: { status }, reason: reason ?? null });
    }
    // In the same transaction: a cancellation names who cancelled, so the money sweep
    // (booking-money sweepOwedMoney), making a refund whose step was lost, applies that actor's
    // policy band (a customer's cancellation 5 h ahead keeps half; without the event it refunded all).
    if (status === 'cancelled' || (reason && isAdmin)) {
      await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: user.id, kind: 'status_changed', fromValue: booking.status, toValue: status, reason: reason ?? null } });
    }
    return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
  });
  publishBookingUpdated(updated.id);
  // Money after the committed change: the policy's refund on cancellation, the payout on completion.
  await afterStatusChange({ bookingId: updated.id, from: booking.status, to: status, actor: { id: user.id, role: user.role } });
  const who = `${user.firstName}`;
  if (status === 'completed') {
    await notify([
      {
        userId: updated.customerId,
        type: 'booking_completed',
        title: 'Job completed',
        message: `Your ${updated.service.name} booking is complete. How did it go?`,
        data: { bookingId: updated.id },
        actions: [{ type: 'view', label: 'Leave a review', data: { bookingId: updated.id } }],
      },
    ]);
  } else if (status === 'cancelled') {
    if (cleanerMayCancel) await afterCleanerCancelled(updated.id, user.id, now);
    // The cleaners asked (a wave's, whose booking names none of them) are told too.
    const recipients = [...new Set([updated.customerId, updated.cleanerId, ...withdrawn])].filter((u): u is string => !!u && u !== user.id);
    await notify(
      recipients.map((userId) => ({
        userId,
        type: 'booking_cancelled',
        title: 'Booking cancelled',
        message: `${who} cancelled the ${updated.service.name} booking${reason ? `: ${reason}` : '.'}`,
        data: { bookingId: updated.id },
      })),
    );
  }
  // The refund may have changed paymentStatus after the row was read.
  return db.booking.findUniqueOrThrow({ where: { id: updated.id }, include: { service: true } });
}

/**
 * An admin sets any status outside the lifecycle's transitions (docs/decisions/0016: "An admin may set any
 * booking's status with a reason, for example mark it completed"): a reason is required, the
 * change is a compare-and-set on the status read, recorded as a BookingEvent `status_changed`, and
 * its money follows (completion schedules the payout; cancellation refunds in full). Back to
 * pending it loses its cleaner and opens to the board (openedToBoardAt).
 * @throws ValidationError (no reason), ConflictError (same status, or changed meanwhile; an overlap for the cleaner)
 */
async function adminSetStatus(admin: Signed, booking: Booking, status: BookingStatus, reason: string | null): Promise<Booking> {
  if (!reason) {
    const message = 'Please give a reason';
    throw new ValidationError(message, [{ field: 'reason', message }]);
  }
  if (booking.status === status) throw new ConflictError(`This booking is already ${STATUS_LABELS[status].toLowerCase()}.`);
  const now = new Date();
  const data: Prisma.BookingUpdateManyMutationInput = { status };
  if (status === 'completed') data.completedAt = now;
  if (status === 'in_progress') data.startedAt = booking.startedAt ?? now;
  if (status === 'confirmed') data.acceptedAt = booking.acceptedAt ?? now;
  if (status === 'cancelled') Object.assign(data, { cancelledAt: now, cancellationReason: reason });
  if (status === 'rejected') data.rejectionReason = reason;
  // Back to pending: the booking holds nobody and is open to every eligible cleaner (the board),
  // as when the cascade gives up; keeping its cleaner left it on no one's board and in no one's jobs.
  if (status === 'pending') Object.assign(data, { cleanerId: null, acceptedAt: null, openedToBoardAt: now });
  let withdrawn: string[] = [];
  await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status }, data });
    if (changed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload and try again.');
    withdrawn = await withdrawPendingOffer(tx, booking.id, status, now);
    await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: admin.id, kind: 'status_changed', fromValue: booking.status, toValue: status, reason } });
    await recordAudit(tx, { actorId: admin.id, action: 'booking.status', entityType: 'booking', entityId: booking.id, before: { status: booking.status }, after: { status }, reason });
  });
  publishBookingUpdated(booking.id);
  if (status === 'confirmed') await scheduleBookingReminders(booking);
  await afterStatusChange({ bookingId: booking.id, from: booking.status, to: status, actor: { id: admin.id, role: admin.role } });
  const updated = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
  // The cleaner it had is told too when the change took the booking away from them.
  const recipients = [...new Set([updated.customerId, updated.cleanerId, booking.cleanerId, ...withdrawn])].filter((u): u is string => !!u);
  await notify(
    recipients.map((userId) => ({
      userId,
      type: status === 'completed' ? 'booking_completed' : status === 'cancelled' ? 'booking_cancelled' : 'booking_updated',
      title: `Booking ${STATUS_LABELS[status].toLowerCase()}`,
      message: `An admin marked the ${updated.service.name} booking ${STATUS_LABELS[status].toLowerCase()}: ${reason}`,
      data: { bookingId: updated.id },
    })),
  );
  return updated;
}
