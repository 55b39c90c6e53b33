/**
 * Request waves (docs/decisions/0045-request-waves.md; issue 31 "Request waves"): how many
 * cleaners the cascade asks at once, the favourite's head start, and how long each request waits
 * for an answer. The transitions that use them are in cascade.service.ts.
 *
 * - A favourite cleaner (FavoriteCleaner) the ranking puts first is asked alone for a head start
 *   (MATCHING_HEAD_START_SECONDS, default 300; 0 = none) when the booking's cascade begins.
 * - Then the next `k` best-ranked cleaners whose slots are free (MATCHING_WAVE_SIZE, default 3)
 *   are asked at once: k pending BookingOffer rows with one deadline. The booking waits in
 *   pending_cleaner_response with no cleaner; each pending offer holds its cleaner's slot (SQL
 *   cleaners_not_free, migration 20261212000000_request_waves).
 * - Deadline (offerDeadline): scaled by lead time, see there.
 */
import { env } from '../../env.js';
import type { Booking, BookingOffer, Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** Hours before the start when a cascade still looking opens the booking to every eligible cleaner. */
export const OPEN_BOARD_HOURS_BEFORE = 3;
/** The shortest time a cleaner is given to answer, seconds. */
export const MIN_ANSWER_SECONDS = 60;
/**
 * The share of the time left until the open-board point (start − 3 h) that a request waits, before
 * the clamp to [MIN_ANSWER_SECONDS, maxAnswerSeconds]: 1/24, so an hour of answer time per day of
 * lead time (6 h to the board point or more: the 15-minute maximum; a job starting in 5 h: 5 min).
 */
export const ANSWER_SHARE_OF_LEAD = 1 / 24;

const HOUR = 3_600_000;

/** The waves' configuration (env defaults; tests and the simulation may change it: configureWaves). */
export interface WaveSettings {
  /** Seconds a favourite is asked alone before the wave (0 = no head start). */
  headStartSeconds: number;
  /** Cleaners asked at once per wave (k, at least 1). */
  waveSize: number;
  /** The longest answer time of a request, seconds (the lead-time scaling's upper clamp). */
  maxAnswerSeconds: number;
  /** REQUEST_TIMEOUT_SECONDS when set: every request waits exactly this (tests, demos), no scaling. */
  fixedAnswerSeconds: number | null;
}

const settings: WaveSettings = {
  headStartSeconds: env.MATCHING_HEAD_START_SECONDS,
  waveSize: env.MATCHING_WAVE_SIZE,
  maxAnswerSeconds: env.MATCHING_MAX_ANSWER_SECONDS,
  fixedAnswerSeconds: env.REQUEST_TIMEOUT_SECONDS ?? null,
};

/** The configuration in force (read-only view). */
export function waveSettings(): Readonly<WaveSettings> {
  return settings;
}

/**
 * Changes the configuration for this process (integration tests, the simulation's arms) and
 * returns the previous one, so a caller can put it back.
 */
export function configureWaves(patch: Partial<WaveSettings>): WaveSettings {
  const previous = { ...settings };
  Object.assign(settings, patch);
  settings.waveSize = Math.max(1, Math.floor(settings.waveSize));
  return previous;
}

/** How many ranked cleaners a step reads: a wave plus spares whose slot may have been taken. */
export function candidatesPerStep(): number {
  return settings.waveSize + 5;
}

/**
 * The deadline (UTC) of a request made at `now` for a job starting at `scheduledAt`:
 * - REQUEST_TIMEOUT_SECONDS set: now + that many seconds (as before issue 31);
 * - otherwise now + clamp(ANSWER_SHARE_OF_LEAD × (boardAt − now), MIN_ANSWER_SECONDS,
 *   MATCHING_MAX_ANSWER_SECONDS), boardAt = start − OPEN_BOARD_HOURS_BEFORE;
 * and in both cases never later than boardAt (the board opens anyway) and never sooner than
 * MIN_ANSWER_SECONDS after `now` (a booking inside the 3-hour window still gives a minute).
 */
export function offerDeadline(scheduledAt: Date, now: Date): Date {
  const boardAt = scheduledAt.getTime() - OPEN_BOARD_HOURS_BEFORE * HOUR;
  const min = MIN_ANSWER_SECONDS * 1000;
  const span =
    settings.fixedAnswerSeconds !== null
      ? settings.fixedAnswerSeconds * 1000
      : Math.min(settings.maxAnswerSeconds * 1000, Math.max(min, (boardAt - now.getTime()) * ANSWER_SHARE_OF_LEAD));
  return new Date(Math.max(now.getTime() + min, Math.min(now.getTime() + span, boardAt)));
}

/** Why a favourite's head-start request ended when the wave went out (outcome withdrawn: it is not a refusal; asked again in the wave). */
export const HEAD_START_OVER = 'head start over: asked again with the wave';

/** The deadline of a favourite's head start: the head start, never past offerDeadline. */
export function headStartDeadline(scheduledAt: Date, now: Date): Date {
  const full = offerDeadline(scheduledAt, now);
  return new Date(Math.min(full.getTime(), Math.max(now.getTime() + MIN_ANSWER_SECONDS * 1000, now.getTime() + settings.headStartSeconds * 1000)));
}

/** A cleaner who may be asked, best first. `score` is the ranking's (0..1; null for a chosen cleaner). */
export interface OfferCandidate {
  cleanerId: string;
  score: number | null;
  /** The customer's favourite (FavoriteCleaner): may get the head start. */
  favorite?: boolean;
}

/** The requests just made, for the work after the commit. */
export interface MadeOffer {
  /** The pending offers of this step (one for a chosen cleaner or a head start, up to k for a wave). */
  offers: BookingOffer[];
  booking: Booking;
  /** A favourite asked alone for a head start. */
  headStart: boolean;
}

type SlotBooking = Pick<Booking, 'id' | 'scheduledAt' | 'durationMinutes' | 'latitude' | 'longitude'>;

/**
 * Takes the cleaner's accept lock (the one accept_jobs and assignments take) and tells whether
 * the booking's slot is free for them, travel buffer included (SQL `cleaner_slot_free`: their
 * jobs and their pending requests of other bookings).
 */
export async function lockedSlotFree(tx: Tx, cleanerId: string, booking: SlotBooking): Promise<boolean> {
  await lockCleaners(tx, [cleanerId]);
  return slotFree(tx, cleanerId, booking);
}

/**
 * Takes the accept locks of several cleaners in one order (by id), so that two transactions
 * asking overlapping waves never wait on each other's locks in a cycle (CI run B of decision 0038:
 * two deadline jobs asking the next waves deadlocked, taking the same cleaners' locks in ranking order).
 */
async function lockCleaners(tx: Tx, cleanerIds: string[]): Promise<void> {
  for (const id of [...new Set(cleanerIds)].sort()) {
    await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext(${`accept:${id}`}))`;
  }
}

/** Whether the booking's slot is free for the cleaner (their accept lock already taken). */
async function slotFree(tx: Tx, cleanerId: string, booking: SlotBooking): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ free: boolean }[]>`
    SELECT cleaner_slot_free(${cleanerId}, ${booking.scheduledAt}::timestamptz, ${booking.durationMinutes}::int,
      ${booking.latitude}::float8, ${booking.longitude}::float8, ${booking.id}) AS "free"`;
  return row?.free === true;
}

/**
 * Inside the caller's transaction (booking row locked or just created): asks a chosen cleaner
 * (the first of `candidates` whose slot is still free; in practice one): the booking becomes
 * pending_cleaner_response with that cleaner as `cleanerId` (the booking row holds the slot, as a
 * chosen cleaner's request always did) and a pending BookingOffer is written.
 * @returns the offer, or null when none of them is free
 */
export async function askFirstFree(tx: Tx, booking: Booking, candidates: OfferCandidate[], now: Date): Promise<MadeOffer | null> {
  for (const candidate of candidates) {
    if (!(await lockedSlotFree(tx, candidate.cleanerId, booking))) continue;
    const rank = (await tx.bookingOffer.count({ where: { bookingId: booking.id } })) + 1;
    const updated = await tx.booking.update({
      where: { id: booking.id },
      data: { status: 'pending_cleaner_response', cleanerId: candidate.cleanerId, acceptedAt: null },
    });
    const offer = await tx.bookingOffer.create({
      data: { bookingId: booking.id, cleanerId: candidate.cleanerId, rank, score: candidate.score, askedAt: now, expiresAt: offerDeadline(booking.scheduledAt, now) },
    });
    return { offers: [offer], booking: updated, headStart: false };
  }
  return null;
}

/**
 * Inside the caller's transaction (booking row locked or just created), for a cascade: asks the
 * next cleaners. When nobody was asked for this booking yet, the head start is on and the first
 * candidate is a favourite whose slot is free, that favourite alone (deadline headStartDeadline);
 * otherwise a wave: the first `waveSize` candidates whose slots are still free, each a pending
 * BookingOffer (consecutive ranks, one deadline offerDeadline), plus `favorite` (the favourite
 * whose head start just ended unanswered: asked again with the wave, first, when still free). The booking becomes
 * pending_cleaner_response with no cleaner: the pending offers hold the slots.
 * @returns the requests made, or null when none of the candidates is free
 */
export async function askWave(tx: Tx, booking: Booking, candidates: OfferCandidate[], now: Date, favorite: OfferCandidate | null = null): Promise<MadeOffer | null> {
  const before = await tx.bookingOffer.count({ where: { bookingId: booking.id } });
  const asked: OfferCandidate[] = [];
  let headStart = false;
  const first = candidates[0];
  // Every cleaner this step may ask is locked first, in one order (lockCleaners).
  await lockCleaners(tx, [...(favorite ? [favorite.cleanerId] : []), ...candidates.map((c) => c.cleanerId)]);
  if (before === 0 && settings.headStartSeconds > 0 && first?.favorite && (await slotFree(tx, first.cleanerId, booking))) {
    asked.push(first);
    headStart = true;
  } else {
    // The favourite whose head start ended unanswered stays asked, alongside k others.
    if (favorite && (await slotFree(tx, favorite.cleanerId, booking))) asked.push(favorite);
    const size = asked.length + settings.waveSize;
    for (const candidate of candidates) {
      if (asked.length >= size) break;
      if (await slotFree(tx, candidate.cleanerId, booking)) asked.push(candidate);
    }
  }
  if (asked.length === 0) return null;
  const expiresAt = headStart ? headStartDeadline(booking.scheduledAt, now) : offerDeadline(booking.scheduledAt, now);
  const updated = await tx.booking.update({ where: { id: booking.id }, data: { status: 'pending_cleaner_response', cleanerId: null, acceptedAt: null } });
  const offers: BookingOffer[] = [];
  for (const [i, candidate] of asked.entries()) {
    offers.push(await tx.bookingOffer.create({ data: { bookingId: booking.id, cleanerId: candidate.cleanerId, rank: before + i + 1, score: candidate.score, askedAt: now, expiresAt } }));
  }
  return { offers, booking: updated, headStart };
}

/**
 * Whether the booking's request to `cleanerId` is a favourite's head start (askWave): a `best`
 * booking's only request so far, to the customer's favourite, with a head start configured.
 */
export async function isHeadStart(tx: Tx, booking: Booking, cleanerId: string): Promise<boolean> {
  if (booking.matching !== 'best' || settings.headStartSeconds <= 0) return false;
  if ((await tx.bookingOffer.count({ where: { bookingId: booking.id } })) !== 1) return false;
  return (await tx.favoriteCleaner.count({ where: { customerId: booking.customerId, cleanerId } })) === 1;
}
