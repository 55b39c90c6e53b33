/**
 * The live request cascade (docs/decisions/0027-matching.md "Cascade", docs/decisions/0045-request-waves.md):
 * a booking asks a chosen cleaner, or a favourite alone for a head start, then waves of the next
 * `k` best-ranked cleaners at once (waves.ts), each request with a deadline; the first accept wins.
 *
 * - A chosen cleaner's request is a BookingOffer plus the booking in pending_cleaner_response with
 *   `cleanerId` = that cleaner (the booking row holds the slot, as before). A cascade's requests
 *   (head start, waves) leave `cleanerId` null: each pending BookingOffer holds its cleaner's slot
 *   (SQL cleaners_not_free / cleaner_slot_free, with the travel buffer). Asking checks the slot
 *   under the per-cleaner advisory lock accept_jobs takes.
 * - accept_jobs confirms the first accept (booking row lock; the request claimed by
 *   compare-and-set) and withdraws the wave's other requests in the same transaction; their
 *   cleaners are told after the commit (tellWithdrawn).
 * - A decline ends that cleaner's request only; the wave goes on while others are pending. When no
 *   request of the booking is pending any more (all declined, the deadline passed), the next wave
 *   is asked (rankCandidates excludes everyone already asked). A chosen cleaner without
 *   `fallbackToBest` who declines or does not answer ends the booking as rejected (full refund).
 * - When the candidates run out, or from 3 h before the start, the booking opens to every eligible
 *   cleaner (pending, no cleaner, `openedToBoardAt` set), pending requests are withdrawn and admins
 *   are alerted.
 * - 1 h before the start a matched booking (chosen or best) nobody accepted is cancelled, refunded
 *   in full and its customer told, with a link to book again.
 *
 * Every transition runs in one transaction under the booking row's lock (SELECT ... FOR UPDATE)
 * and is a compare-and-set on the state it read, so the queue's jobs (`offer-deadline`,
 * `matching-open-board`, `matching-unfilled`; each sent once per key) may run late, twice, or
 * race an accept and still give exactly one outcome. Rankings are read before the transaction
 * (they use other connections); the transaction re-checks each candidate's slot. Notifications,
 * jobs and `publishBookingUpdated` follow the commit. Every function takes `now` (UTC) so tests and the
 * simulation drive their own clock.
 */
import { AWAITING_CLEANER_BOOKING_STATUSES, isBookingStatusIn, UNFILLED_CANCELLATION_REASON } from '../../../../schema/vocabulary.js';
import { db } from '../../db.js';
import { ConflictError } from '../../errors.js';
import { enqueue, registerJob, registerSweep } from '../../jobs/queue.js';
import { logger } from '../../logger.js';
import type { Booking, Prisma } from '../../generated/prisma/client.js';
import { zipPoint } from '../../lib/geo.js';
import type { MatchRequest } from './eligibility.js';
import { rankCandidates } from './matching.service.js';
import { afterStep, afterUnfilled, tellSuitedCleaners, tellWithdrawnAfterAccept } from './cascade.notices.js';
import { askFirstFree, askWave, candidatesPerStep, HEAD_START_OVER, isHeadStart, OPEN_BOARD_HOURS_BEFORE, type MadeOffer, type OfferCandidate } from './waves.js';

export { askFirstFree, askWave, candidatesPerStep, configureWaves, HEAD_START_OVER, lockedSlotFree, MIN_ANSWER_SECONDS, OPEN_BOARD_HOURS_BEFORE, offerDeadline, waveSettings } from './waves.js';
export type { MadeOffer, OfferCandidate, WaveSettings } from './waves.js';

type Tx = Prisma.TransactionClient;

/** Hours before the start when a matched booking nobody accepted is cancelled and refunded. */
export const UNFILLED_HOURS_BEFORE = 1;

const HOUR = 3_600_000;

/** The customer-facing reason of a timeout (also the offer's `reason`). */
export const NO_ANSWER_REASON = 'did not answer in time';
/** Why an unfilled booking was cancelled (Booking.cancellationReason; shared with the web app). */
export const UNFILLED_REASON = UNFILLED_CANCELLATION_REASON;
/** The `reason` of a wave's request withdrawn because another cleaner accepted (written by SQL accept_jobs). */
export const ANOTHER_CLEANER_ACCEPTED = 'another cleaner accepted';

/** True from OPEN_BOARD_HOURS_BEFORE before the start: no more cleaners are asked. */
function nearStart(booking: Pick<Booking, 'scheduledAt'>, now: Date): boolean {
  return now.getTime() >= booking.scheduledAt.getTime() - OPEN_BOARD_HOURS_BEFORE * HOUR;
}

/** Whether a decline or a timeout of this booking's request asks the next cleaners (else it ends rejected). */
function cascades(booking: Pick<Booking, 'matching' | 'fallbackToBest'>): boolean {
  return booking.matching === 'best' || (booking.matching === 'chosen' && booking.fallbackToBest);
}

/** The matching request of a booking (its own slot and everyone asked are excluded by `bookingId`). */
export function matchRequestOf(booking: Booking): MatchRequest | null {
  const point =
    booking.latitude != null && booking.longitude != null
      ? { zip: booking.zipCode, latitude: booking.latitude, longitude: booking.longitude }
      : zipPoint(booking.zipCode);
  if (!point) return null;
  return {
    customerId: booking.customerId,
    serviceId: booking.serviceId,
    scheduledAt: booking.scheduledAt,
    durationMinutes: booking.durationMinutes,
    point: { zip: point.zip, latitude: point.latitude, longitude: point.longitude },
    bookingId: booking.id,
  };
}

/** The next cleaners to ask for a booking, best first (favourites first; read outside any transaction). */
export async function nextCandidates(booking: Booking): Promise<OfferCandidate[]> {
  const request = matchRequestOf(booking);
  if (!request) return [];
  const { items } = await rankCandidates(request, { limit: candidatesPerStep() });
  return items.map((c) => ({ cleanerId: c.cleanerId, score: c.score, favorite: c.favorite }));
}

/**
 * Ends `booking` as rejected inside `tx` (a chosen cleaner who declined, did not answer or is not
 * free, without fallback) and records the change as a `status_changed` event, as every other status
 * change is: the sweep and the money step read the events to tell who ended a booking, and a
 * booking moved back by an admin and then cancelled by its customer keeps the cancellation policy
 * (docs/decisions/0039 finding 5). `actorId`: the declining cleaner, or null for the system.
 */
async function rejectInTx(tx: Tx, booking: Booking, reason: string, actorId: string | null): Promise<Booking> {
  const rejected = await tx.booking.update({ where: { id: booking.id }, data: { status: 'rejected', rejectionReason: reason } });
  await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId, kind: 'status_changed', fromValue: booking.status, toValue: 'rejected', reason } });
  return rejected;
}

/** Locks the booking row for the rest of the transaction and reads it. */
async function lockBooking(tx: Tx, bookingId: string): Promise<Booking | null> {
  await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${bookingId} FOR UPDATE`;
  return tx.booking.findUnique({ where: { id: bookingId } });
}

/** Whether `booking` is waiting on the cascade's or a chosen cleaner's requests (pending_cleaner_response, no one else holding it). */
function waitingOnRequests(booking: Booking, pendingCleanerIds: string[]): boolean {
  if (booking.status !== 'pending_cleaner_response') return false;
  return booking.cleanerId === null || pendingCleanerIds.includes(booking.cleanerId);
}

/** The cleaners whose requests on the booking are pending (inside the transaction). */
async function pendingCleaners(tx: Tx, bookingId: string): Promise<string[]> {
  const rows = await tx.bookingOffer.findMany({ where: { bookingId, outcome: 'pending' }, select: { cleanerId: true } });
  return rows.map((r) => r.cleanerId);
}

/**
 * Inside the caller's transaction: the booking opens to every eligible cleaner; pending requests
 * are withdrawn. Returns the booking and the cleaners whose requests were withdrawn.
 */
async function openInTx(tx: Tx, booking: Booking, now: Date, why: 'exhausted' | 'start_near'): Promise<{ booking: Booking; withdrawn: string[] }> {
  const withdrawn = await pendingCleaners(tx, booking.id);
  await tx.bookingOffer.updateMany({
    where: { bookingId: booking.id, outcome: 'pending' },
    data: { outcome: 'withdrawn', answeredAt: now, reason: why === 'exhausted' ? 'no other cleaner to ask' : 'the start is near: open to every cleaner' },
  });
  const opened = await tx.booking.update({ where: { id: booking.id }, data: { status: 'pending', cleanerId: null, acceptedAt: null, openedToBoardAt: now } });
  return { booking: opened, withdrawn };
}

/** What a transition did, for the work after the commit (cascade.notices.ts afterStep). */
export type Step =
  | { kind: 'asked'; made: MadeOffer; previous: Previous | null }
  | { kind: 'opened'; booking: Booking; withdrawn: string[]; why: 'exhausted' | 'start_near'; previous: Previous | null }
  | { kind: 'rejected'; booking: Booking; previous: Previous }
  /** Some requests ended (a decline, a deadline) while others of the wave are still pending. */
  | { kind: 'waiting'; booking: Booking; previous: Previous }
  | { kind: 'none' };

/** The cleaners whose requests just ended without an accept, and how. */
export interface Previous {
  cleanerIds: string[];
  how: 'declined' | 'expired';
  reason: string;
}

/** Inside the transaction, after the booking's last pending request ended: ask the next wave, or open the board. */
async function continueInTx(tx: Tx, booking: Booking, candidates: OfferCandidate[], now: Date, previous: Previous | null, favorite: OfferCandidate | null = null): Promise<Step> {
  if (nearStart(booking, now)) return { kind: 'opened', ...(await openInTx(tx, booking, now, 'start_near')), why: 'start_near', previous };
  const made = await askWave(tx, booking, candidates, now, favorite);
  if (made) return { kind: 'asked', made, previous };
  return { kind: 'opened', ...(await openInTx(tx, booking, now, 'exhausted')), why: 'exhausted', previous };
}

// --- the contract's entry points -------------------------------------------------------------

/**
 * Starts finding a cleaner for a booking nobody was asked for yet (no BookingOffer; idempotent: a
 * booking with an offer, or not pending / awaiting its chosen cleaner, is left alone):
 * - `chosen` (cleanerId set): that cleaner is asked; when their slot is no longer free, the
 *   cascade takes over with `fallbackToBest`, else the booking ends rejected;
 * - `best`: a favourite for the head start, or the first wave of the top-ranked free cleaners;
 *   nobody free: the board opens, admins are alerted;
 * - `open`: the suited cleaners are told (today's open board).
 * Also queues the booking's open-board and unfilled jobs. For scripts and the simulation that
 * write bookings themselves: createBooking writes its first requests in the booking's
 * transaction, then calls afterCreated.
 */
export async function startMatching(bookingId: string, now: Date): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || booking.openedToBoardAt) return;
  if (booking.matching === 'open') {
    if (booking.status === 'pending' && !booking.cleanerId) await tellSuitedCleaners(booking.id);
    return;
  }
  const chosen = booking.matching === 'chosen' ? booking.cleanerId : null;
  const startable = (b: Booking) => (chosen ? isBookingStatusIn(AWAITING_CLEANER_BOOKING_STATUSES, b.status) && b.cleanerId === chosen : b.status === 'pending' && !b.cleanerId);
  if (!startable(booking) || (await db.bookingOffer.count({ where: { bookingId } })) > 0) return;
  const ranked = nearStart(booking, now) || (chosen && !booking.fallbackToBest) ? [] : (await nextCandidates(booking)).filter((c) => c.cleanerId !== chosen);
  const step = await db.$transaction(async (tx): Promise<Step> => {
    const current = await lockBooking(tx, bookingId);
    if (!current || current.openedToBoardAt || !startable(current) || (await tx.bookingOffer.count({ where: { bookingId } })) > 0) return { kind: 'none' };
    if (chosen) {
      const made = await askFirstFree(tx, current, [{ cleanerId: chosen, score: null }], now);
      if (made) return { kind: 'asked', made, previous: null };
      const previous: Previous = { cleanerIds: [chosen], how: 'declined', reason: 'not free at that time' };
      if (!cascades(current)) {
        const rejected = await rejectInTx(tx, current, previous.reason, null);
        return { kind: 'rejected', booking: rejected, previous };
      }
      const open = await tx.booking.update({ where: { id: bookingId }, data: { status: 'pending', cleanerId: null } });
      return continueInTx(tx, open, ranked, now, null);
    }
    return continueInTx(tx, current, ranked, now, null);
  });
  await afterStep(step);
  await scheduleMatchingJobs(booking, now);
}

/**
 * The work after createBooking committed a booking with its first requests (`made`) or, for a
 * cascade that found nobody, opened to the board: jobs, notifications, the live update.
 */
export async function afterCreated(booking: Booking, made: MadeOffer | null, now: Date): Promise<void> {
  if (booking.matching === 'open') {
    await tellSuitedCleaners(booking.id);
    return;
  }
  await afterStep(made ? { kind: 'asked', made, previous: null } : { kind: 'opened', booking, withdrawn: [], why: nearStart(booking, now) ? 'start_near' : 'exhausted', previous: null });
  await scheduleMatchingJobs(booking, now);
}

/**
 * The deadline of a request (job `offer-deadline`): when it is still pending and due at `now`, it
 * and every other request of the booking due by then become expired (a favourite's head start
 * becomes withdrawn, HEAD_START_OVER, and the favourite is asked again within the wave) (compare-and-set under the
 * booking row lock, so an accept racing it gives one outcome: accept_jobs claims the request in
 * its own compare-and-set). When no request of the booking is pending any more, the next wave is
 * asked, or the board opens; a chosen cleaner without fallback ends the booking as rejected ("did
 * not answer in time"). Otherwise (not due, already ended, a late or repeated run) nothing happens.
 */
export async function expireOffer(offerId: string, now: Date): Promise<void> {
  const offer = await db.bookingOffer.findUnique({ where: { id: offerId }, include: { booking: true } });
  if (!offer || offer.outcome !== 'pending' || offer.expiresAt > now) return;
  const candidates = cascades(offer.booking) && !nearStart(offer.booking, now) ? await nextCandidates(offer.booking) : [];
  const step = await db.$transaction(async (tx): Promise<Step> => {
    const booking = await lockBooking(tx, offer.bookingId);
    if (!booking) return { kind: 'none' };
    const due = await tx.bookingOffer.findMany({ where: { bookingId: booking.id, outcome: 'pending', expiresAt: { lte: now } }, select: { id: true, cleanerId: true } });
    if (!due.some((o) => o.id === offerId)) return { kind: 'none' };
    const waiting = waitingOnRequests(booking, await pendingCleaners(tx, booking.id));
    const headStart = waiting && due.length === 1 && (await isHeadStart(tx, booking, due[0]!.cleanerId));
    await tx.bookingOffer.updateMany({
      where: { id: { in: due.map((o) => o.id) }, outcome: 'pending' },
      data: headStart ? { outcome: 'withdrawn', answeredAt: now, reason: HEAD_START_OVER } : { outcome: 'expired', answeredAt: now, reason: NO_ANSWER_REASON },
    });
    if (!waiting) return { kind: 'none' };
    // The favourite's head start is over: the wave goes out and the favourite stays asked in it.
    if (headStart) return continueInTx(tx, booking, candidates.filter((c) => c.cleanerId !== due[0]!.cleanerId), now, null, { cleanerId: due[0]!.cleanerId, score: null, favorite: true });
    const previous: Previous = { cleanerIds: due.map((o) => o.cleanerId), how: 'expired', reason: NO_ANSWER_REASON };
    if ((await tx.bookingOffer.count({ where: { bookingId: booking.id, outcome: 'pending' } })) > 0) return { kind: 'waiting', booking, previous };
    if (!cascades(booking)) {
      const rejected = await rejectInTx(tx, booking, NO_ANSWER_REASON, null);
      return { kind: 'rejected', booking: rejected, previous };
    }
    const asked = new Set(due.map((o) => o.cleanerId));
    return continueInTx(tx, booking, candidates.filter((c) => !asked.has(c.cleanerId)), now, previous);
  });
  await afterStep(step);
}

/**
 * An asked cleaner declines (rejectBooking, when the booking has their pending request): that
 * request becomes declined and the decline is recorded (the open board hides the job from them).
 * While other requests of the wave are pending, nothing else changes; after the last one, the next
 * wave is asked or the board opens; a chosen cleaner without fallback ends the booking as
 * rejected with a full refund.
 * @throws ConflictError when they have no pending request on this booking any more
 */
export async function declineOffer(bookingId: string, cleanerId: string, reason: string, now: Date): Promise<void> {
  const before = await db.booking.findUnique({ where: { id: bookingId } });
  if (!before) throw new ConflictError('This job can no longer be rejected.');
  const candidates = cascades(before) && !nearStart(before, now) ? await nextCandidates(before) : [];
  const step = await db.$transaction(async (tx): Promise<Step> => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !waitingOnRequests(booking, await pendingCleaners(tx, bookingId))) throw new ConflictError('This job can no longer be rejected.');
    const declined = await tx.bookingOffer.updateMany({
      where: { bookingId, cleanerId, outcome: 'pending' },
      data: { outcome: 'declined', answeredAt: now, reason },
    });
    if (declined.count !== 1) throw new ConflictError('This job can no longer be rejected.');
    await tx.bookingDecline.upsert({
      where: { bookingId_cleanerId: { bookingId, cleanerId } },
      create: { bookingId, cleanerId, reason },
      update: { reason },
    });
    const previous: Previous = { cleanerIds: [cleanerId], how: 'declined', reason };
    if ((await tx.bookingOffer.count({ where: { bookingId, outcome: 'pending' } })) > 0) return { kind: 'waiting', booking, previous };
    if (!cascades(booking)) {
      const rejected = await rejectInTx(tx, booking, reason, cleanerId);
      return { kind: 'rejected', booking: rejected, previous };
    }
    // The candidates were ranked before this decline was written: leave the decliner out.
    return continueInTx(tx, booking, candidates.filter((c) => c.cleanerId !== cleanerId), now, previous);
  });
  await afterStep(step);
}

/**
 * After an accept committed (bookings' acceptBooking): the cleaners whose requests on the booking
 * accept_jobs withdrew in the same transaction (reason ANOTHER_CLEANER_ACCEPTED, answeredAt = the
 * booking's acceptedAt) are told. Not idempotent: call it once per successful accept.
 */
export async function tellWithdrawn(bookingId: string): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking?.acceptedAt) return;
  const rows = await db.bookingOffer.findMany({
    where: { bookingId, outcome: 'withdrawn', reason: ANOTHER_CLEANER_ACCEPTED, answeredAt: booking.acceptedAt },
    select: { cleanerId: true },
  });
  await tellWithdrawnAfterAccept(booking, rows.map((r) => r.cleanerId));
}

/**
 * Opens a cascade booking to every eligible cleaner (job `matching-open-board` at start − 3 h,
 * or when the candidates run out): pending, no cleaner, `openedToBoardAt` = now, the pending
 * requests withdrawn; every suited cleaner and every admin is told. Nothing happens to a booking
 * that is not a cascade still looking (open board, chosen without fallback, accepted, ended,
 * already open), nor before start − 3 h for `start_near`.
 */
export async function openToBoard(bookingId: string, now: Date, why: 'exhausted' | 'start_near'): Promise<void> {
  const step = await db.$transaction(async (tx): Promise<Step> => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !cascades(booking) || booking.openedToBoardAt) return { kind: 'none' };
    if (why === 'start_near' && !nearStart(booking, now)) return { kind: 'none' };
    const pending = await pendingCleaners(tx, bookingId);
    const looking = (booking.status === 'pending' && !booking.cleanerId) || (pending.length > 0 && waitingOnRequests(booking, pending));
    if (!looking) return { kind: 'none' };
    return { kind: 'opened', ...(await openInTx(tx, booking, now, why)), why, previous: null };
  });
  await afterStep(step);
}

/**
 * 1 h before the start (job `matching-unfilled`): a matched booking (chosen or best) still pending
 * or awaiting a cleaner is cancelled ("No cleaner accepted this booking in time."), any pending
 * request withdrawn, any payment refunded in full (payments/booking-money.ts, the platform as actor),
 * and the customer told with a link to book again. Idempotent; nothing happens before start − 1 h.
 */
export async function cancelUnfilled(bookingId: string, now: Date): Promise<void> {
  const result = await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.matching === 'open') return null;
    if (!isBookingStatusIn(AWAITING_CLEANER_BOOKING_STATUSES, booking.status)) return null;
    if (now.getTime() < booking.scheduledAt.getTime() - UNFILLED_HOURS_BEFORE * HOUR) return null;
    const asked = await pendingCleaners(tx, bookingId);
    await tx.bookingOffer.updateMany({ where: { bookingId, outcome: 'pending' }, data: { outcome: 'withdrawn', answeredAt: now, reason: 'nobody accepted before the start' } });
    const cancelled = await tx.booking.update({ where: { id: bookingId }, data: { status: 'cancelled', cancelledAt: now, cancellationReason: UNFILLED_REASON } });
    await tx.bookingEvent.create({ data: { bookingId, kind: 'status_changed', fromValue: booking.status, toValue: 'cancelled', reason: UNFILLED_REASON } });
    return { before: booking, cancelled, asked };
  });
  if (!result) return;
  await afterUnfilled(result.before, result.cancelled, result.asked);
}

/**
 * Queues a matched booking's open-board (start − 3 h; cascades only) and unfilled (start − 1 h)
 * jobs, keyed by booking and start, so each is sent once per start; a start already inside the
 * window runs at once. Call after a matched booking is created or its start changes.
 */
export async function scheduleMatchingJobs(booking: Pick<Booking, 'id' | 'scheduledAt' | 'matching' | 'fallbackToBest'>, now: Date): Promise<void> {
  if (booking.matching === 'open') return;
  const start = booking.scheduledAt.getTime();
  const key = `${booking.id}:${booking.scheduledAt.toISOString()}`;
  const later = (at: number) => (at > now.getTime() ? { startAfter: new Date(at) } : {});
  try {
    if (cascades(booking)) {
      await enqueue('matching-open-board', { bookingId: booking.id }, { ...later(start - OPEN_BOARD_HOURS_BEFORE * HOUR), singletonKey: `open-board:${key}` });
    }
    await enqueue('matching-unfilled', { bookingId: booking.id }, { ...later(start - UNFILLED_HOURS_BEFORE * HOUR), singletonKey: `unfilled:${key}` });
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, 'failed to queue the matching jobs');
  }
}

// --- jobs: each decides by compare-and-set, so a late, repeated or racing run changes nothing twice ---

registerJob('offer-deadline', async ({ offerId }) => {
  const offer = await db.bookingOffer.findUnique({ where: { id: offerId }, select: { expiresAt: true } });
  if (!offer) return;
  // The queue runs it at expiresAt or later; never judge it earlier than its own deadline.
  await expireOffer(offerId, new Date(Math.max(Date.now(), offer.expiresAt.getTime())));
});

registerJob('matching-open-board', async ({ bookingId }) => {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { scheduledAt: true, matching: true, fallbackToBest: true, id: true } });
  if (!booking) return;
  const now = new Date();
  // A start moved later: the job for the new start was queued by scheduleMatchingJobs.
  if (!nearStart(booking, now)) return;
  await openToBoard(bookingId, now, 'start_near');
});

registerJob('matching-unfilled', async ({ bookingId }) => {
  await cancelUnfilled(bookingId, new Date());
});

/** How many rows of each kind one sweep takes (the next minute takes the rest). */
const SWEEP_BATCH = 100;

/**
 * The cascade's due work found by the rows themselves, for jobs lost between a commit and their
 * enqueue (jobs/queue.ts registerSweep, every minute): pending offers past their deadline
 * (`outcome = 'pending' AND expiresAt < now`) expire; cascades still looking within 3 h of the
 * start open to the board; matched bookings nobody took within 1 h of the start are cancelled. The
 * same compare-and-set functions as the jobs, so a sweep racing a job changes nothing twice.
 */
export async function sweepDueMatching(now: Date): Promise<void> {
  const expired = await db.bookingOffer.findMany({ where: { outcome: 'pending', expiresAt: { lt: now } }, select: { id: true }, orderBy: { expiresAt: 'asc' }, take: SWEEP_BATCH });
  for (const offer of expired) await expireOffer(offer.id, now);
  const looking = { matching: { not: 'open' as const }, status: { in: [...AWAITING_CLEANER_BOOKING_STATUSES] } };
  const near = await db.booking.findMany({
    where: { ...looking, openedToBoardAt: null, scheduledAt: { gt: now, lte: new Date(now.getTime() + OPEN_BOARD_HOURS_BEFORE * HOUR) } },
    select: { id: true },
    orderBy: { scheduledAt: 'asc' },
    take: SWEEP_BATCH,
  });
  for (const booking of near) await openToBoard(booking.id, now, 'start_near');
  const unfilled = await db.booking.findMany({
    where: { ...looking, scheduledAt: { gt: new Date(now.getTime() - 24 * HOUR), lte: new Date(now.getTime() + UNFILLED_HOURS_BEFORE * HOUR) } },
    select: { id: true },
    orderBy: { scheduledAt: 'asc' },
    take: SWEEP_BATCH,
  });
  for (const booking of unfilled) await cancelUnfilled(booking.id, now);
}

registerSweep('matching', sweepDueMatching);
