/**
 * The third arm of the matching simulation, **instant + waves** (issue 31; docs/decisions/0046):
 * what this file adds to the driver in arms.ts, which runs the arm on the same demand and the same
 * cleaner behaviour (behaviour.ts) as the other two.
 *
 * - Each booking is "Best available". When it is made, the product's instant attempt runs first:
 *   matching/instant.service.ts `startInstant`, the public entry scripts call, which does what
 *   createBooking does in its transaction (instantCandidates, then confirmInstantInTx: the
 *   cleaner's accept lock, the rules re-checked, accept_jobs). When it confirms, the booking is
 *   done at once; otherwise cascade.service.ts `startMatching` asks the waves at the product's
 *   defaults (env.ts: MATCHING_HEAD_START_SECONDS, MATCHING_WAVE_SIZE, MATCHING_MAX_ANSWER_SECONDS;
 *   REQUEST_TIMEOUT_SECONDS is ignored for this arm, so deadlines scale with lead time), and the
 *   asked cleaners react exactly as to a board notice or a single request (reactionTo).
 * - `--instant-share` of the cleaners turn instant booking on; their rules are drawn per cleaner
 *   from the seed and the cleaner's email (instantRuleOf), so a cleaner instant at 25 % is instant
 *   at 50 % with the same rules.
 * - An instant cleaner cancels an instant job with probability `--instant-cancel-rate` (drawn per
 *   cleaner and booking), at a uniform instant between the confirmation and an hour before the
 *   start, through the product's own cancellation (bookings.lifecycle.service.ts
 *   updateBookingStatus as that cleaner, with the simulated now): a cancellation under 24 h before
 *   the start counts toward the late-cancellation suspension (InstantBookPolicy). The booking ends
 *   cancelled and counts as not filled; the customer does not rebook in the model.
 */
import { db } from '../../server/src/db.js';
import type { Context } from '../../server/src/context.js';
import { updateBookingStatus } from '../../server/src/modules/bookings/bookings.lifecycle.service.js';
import { startInstant } from '../../server/src/modules/matching/instant.service.js';
import { habitsOf, INSTANT_DEFAULTS } from './behaviour.js';

export { INSTANT_DEFAULTS };
import type { Population, SimCleaner } from './population.js';
import { keyed } from './random.js';

export interface InstantArmOptions {
  share: number;
  cancelRate: number;
}

/** The rules one simulated cleaner sets (InstantBookRule's five fields). */
export interface DrawnRule {
  enabled: true;
  serviceIds: number[];
  maxDistanceMiles: number;
  minNoticeHours: number;
  maxJobsPerDay: number;
}

const HOUR = 3_600_000;
/** The cleaner's cancellation happens at least this long before the start (ms). */
const CANCEL_BY_BEFORE_START = HOUR;
/** Reason of a simulated cleaner's cancellation (also how the outcome is told apart). */
export const SIM_CLEANER_CANCEL_REASON = 'Something came up (simulated instant cancellation).';

/**
 * A cleaner's instant rules for a seed, or null when it leaves instant booking off. One uniform
 * draw per cleaner below `share` turns it on (so the instant cleaners at 25 % are among those at
 * 50 %); then: every service it offers (70 %), else each of them with probability 1/2 (at least
 * one); the longest distance 3, 5, 8, 10 or 15 miles (weights 1, 3, 3, 2, 1), at most its radius;
 * the shortest notice 2, 4, 12, 24 or 48 hours (weights 1, 2, 3, 3, 1); at most 1 to its own daily
 * limit of jobs (behaviour.ts maxJobsPerDay) instant jobs a day.
 */
export function instantRuleOf(seed: number, cleaner: SimCleaner, offered: readonly number[], share: number): DrawnRule | null {
  const rng = keyed(seed, 'instant-rules', cleaner.key);
  if (!(rng.uniform() < share)) return null;
  let serviceIds: number[] = [];
  if (!rng.chance(0.7) && offered.length > 1) {
    serviceIds = offered.filter(() => rng.chance(0.5));
    if (serviceIds.length === 0) serviceIds = [rng.pick(offered)];
  }
  const miles = rng.weighted([3, 5, 8, 10, 15], (_m, i) => [1, 3, 3, 2, 1][i]!);
  return {
    enabled: true,
    serviceIds,
    maxDistanceMiles: Math.max(1, Math.min(Math.floor(cleaner.radiusMiles), miles)),
    minNoticeHours: rng.weighted([2, 4, 12, 24, 48], (_h, i) => [1, 2, 3, 3, 1][i]!),
    maxJobsPerDay: rng.int(1, habitsOf(seed, cleaner.key).maxJobsPerDay),
  };
}

/**
 * Writes the drawn rules over the population's cleaners for the arm and returns how many turned
 * instant booking on, and a function that puts back the rules that were there before (the demo's
 * instant cleaners; suspensions the arm caused are removed with its rules).
 */
export async function installInstantRules(seed: number, pop: Population, share: number): Promise<{ instantCleaners: number; restore: () => Promise<void> }> {
  const ids = pop.cleaners.map((c) => c.id);
  const before = await db.instantBookRule.findMany({ where: { cleanerId: { in: ids } } });
  const profiles = await db.cleanerProfile.findMany({ where: { userId: { in: ids } }, select: { userId: true, offeredServiceIds: true } });
  const offeredOf = new Map(profiles.map((p) => [p.userId, p.offeredServiceIds]));
  const all = pop.services.map((s) => s.id);
  const rows = pop.cleaners.flatMap((c) => {
    const own = offeredOf.get(c.id) ?? [];
    const rule = instantRuleOf(seed, c, own.length ? own.filter((id) => all.includes(id)) : all, share);
    return rule ? [{ cleanerId: c.id, ...rule }] : [];
  });
  await db.instantBookRule.deleteMany({ where: { cleanerId: { in: ids } } });
  await db.instantBookRule.createMany({ data: rows });
  return {
    instantCleaners: rows.length,
    restore: async () => {
      await db.instantBookRule.deleteMany({ where: { cleanerId: { in: ids } } });
      await db.instantBookRule.createMany({ data: before });
    },
  };
}

/**
 * The product's instant attempt for a booking the arm just wrote (startInstant, as createBooking
 * tries it), at the simulated `now`.
 * @returns the confirmed cleaner's id, or null when it goes to the waves
 */
export async function tryInstant(bookingId: string, now: Date): Promise<string | null> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  if (!(await startInstant(booking, now))) return null;
  const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { cleanerId: true } });
  return row.cleanerId;
}

/**
 * When the instant cleaner cancels this instant job (simulated ms), or null when it keeps it:
 * with probability `rate`, drawn from the seed, the cleaner's key and the booking's index, at a
 * uniform instant between the confirmation and an hour before the start.
 */
export function cancellationAt(seed: number, cleanerKey: string, demandIndex: number, rate: number, confirmedAt: number, scheduledAt: number): number | null {
  const rng = keyed(seed, 'instant-cancel', cleanerKey, demandIndex);
  if (!(rng.uniform() < rate)) return null;
  const last = scheduledAt - CANCEL_BY_BEFORE_START;
  return last <= confirmedAt ? confirmedAt : confirmedAt + rng.uniform() * (last - confirmedAt);
}

/**
 * The cleaner cancels their instant job through the product (updateBookingStatus as them, at the
 * simulated `now`): the refund rule, the notices and the late-cancellation count all run.
 */
export async function cancelAsCleaner(bookingId: string, cleanerId: string, now: Date): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: cleanerId }, select: { id: true, email: true, role: true, firstName: true, lastName: true, emailVerifiedAt: true } });
  const ctx: Context = {
    user: { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName, emailVerified: user.emailVerifiedAt !== null, backgroundCheckStatus: 'approved' },
    sessionId: null,
    ip: null,
    userAgent: null,
  };
  await updateBookingStatus(ctx, bookingId, { status: 'cancelled', reason: SIM_CLEANER_CANCEL_REASON }, now);
}
