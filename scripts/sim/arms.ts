/**
 * The two arms of the matching simulation, on the same demand and the same cleaners:
 *
 * - **open board** (today): the booking is pending; every cleaner it suits (cleanersSuitedTo: radius
 *   or zip prefixes, services, hours, days off) is told, reacts after its own delay, and takes it if
 *   it wants it; the first accept wins (the SQL function accept_jobs decides, with the simulated now).
 * - **cascade** ("Best available"): startMatching asks the best-ranked cleaner; the asked cleaner
 *   accepts (accept_jobs), declines (declineOffer) or lets the deadline pass (expireOffer at the
 *   offer's expiresAt); at start − 3 h openToBoard, at start − 1 h cancelUnfilled; once opened to the
 *   board, the board's behaviour above applies.
 *
 * The cascade arm is the one-at-a-time cascade measured before issue 31: it runs with waves of one,
 * no favourite head start and the fixed 900-second deadline (cascade.configureWaves; the
 * product's defaults since docs/decisions/0045 are waves of 3, a 5-minute head start and
 * lead-time deadlines). follow() handles any number of pending requests, so an arm with waves can
 * drive the same code.
 *
 * - **instant + waves** (issue 31): startInstant first, then the waves at the product's defaults;
 *   instant cleaners sometimes cancel (instant-arm.ts, docs/decisions/0046).
 *
 * Every call gets the simulated `now`. Deadlines fire from the simulation's own event queue, not
 * from the job queue (the simulated instants lie weeks after the wall clock, so the jobs the
 * cascade queues never come due while the simulation runs).
 */
import { database, db } from '../../server/src/db.js';
import { milesBetween } from '../../server/src/lib/geo.js';
import { totalFor } from '../../server/src/modules/services/pricing.service.js';
import { cleanersSuitedTo } from '../../server/src/modules/matching/eligibility.js';
import * as cascade from '../../server/src/modules/matching/cascade.service.js';
import { forgetCleanerStats } from '../../server/src/modules/matching/stats.js';
import { habitsOf, reactionTo, wantsJob } from './behaviour.js';
import { localDay, type Demand } from './demand.js';
import { EventQueue } from './events.js';
import type { Outcome } from './metrics.js';
import { SIM_NOTE_PREFIX, type Population, type SimCleaner } from './population.js';
import { cancelAsCleaner, cancellationAt, INSTANT_DEFAULTS, installInstantRules, SIM_CLEANER_CANCEL_REASON, tryInstant, type InstantArmOptions } from './instant-arm.js';

export type ArmName = 'open board' | 'cascade' | 'instant + waves';

const HOUR = 3_600_000;

/** One booking as the arm drives it. */
interface Live {
  demand: Demand;
  bookingId: string;
  done: boolean;
  boardOpened: boolean;
  offersSeen: Set<string>;
  /** The booking's requests pending when last read (a wave has several; docs/decisions/0045). */
  pendingOfferIds: Set<string>;
}

/** Counters of what the arm called, for the run log. */
export interface ArmCalls {
  startMatching: number;
  expireOffer: number;
  declineOffer: number;
  openToBoard: number;
  cancelUnfilled: number;
  startInstant: number;
  cleanerCancel: number;
  acceptJobs: number;
  acceptRefused: number;
  errors: number;
  /** Wall milliseconds spent in each kind of call. */
  ms: Record<string, number>;
}

/**
 * Runs one arm over `demand` and returns one outcome per booking, read back from the database
 * (what the real code decided), in demand order.
 */
export async function runArm(
  arm: ArmName,
  seed: number,
  pop: Population,
  demand: Demand[],
  onProgress?: (created: number, simNow: number) => void,
  instantOptions: InstantArmOptions = INSTANT_DEFAULTS,
): Promise<{ outcomes: Outcome[]; calls: ArmCalls }> {
  const cleaners = new Map<string, SimCleaner>(pop.cleaners.map((c) => [c.id, c]));
  const queue = new EventQueue(demand[0]?.createdAt ?? Date.now());
  const jobsPerDay = new Map<string, number>();
  const live: Live[] = [];
  const calls: ArmCalls = { startMatching: 0, expireOffer: 0, declineOffer: 0, openToBoard: 0, cancelUnfilled: 0, startInstant: 0, cleanerCancel: 0, acceptJobs: 0, acceptRefused: 0, errors: 0, ms: {} };
  const instantArm = arm === 'instant + waves';
  const note = `${SIM_NOTE_PREFIX}${arm === 'cascade' ? 'cascade' : instantArm ? 'instant' : 'open'}`;
  // The cascade arm measures the one-at-a-time cascade (see the header); the instant arm the
  // product's defaults, deadlines scaled by lead time (REQUEST_TIMEOUT_SECONDS ignored). Put back after.
  const settings =
    arm === 'cascade'
      ? cascade.configureWaves({ waveSize: 1, headStartSeconds: 0, fixedAnswerSeconds: cascade.waveSettings().fixedAnswerSeconds ?? 900 })
      : instantArm
        ? cascade.configureWaves({ fixedAnswerSeconds: null })
        : null;
  const rules = instantArm ? await installInstantRules(seed, pop, instantOptions.share) : null;

  let created = 0;

  /** A cleaner's habits and reactions are drawn from its stable key (email), not its random id. */
  const keyOf = (cleanerId: string) => cleaners.get(cleanerId)?.key ?? cleanerId;
  const dayKey = (cleanerId: string, d: Demand) => `${cleanerId}|${localDay(d.scheduledAt, d.point.longitude)}`;
  const milesTo = (cleanerId: string, d: Demand) => {
    const c = cleaners.get(cleanerId);
    return c ? milesBetween(c, d.point) : Infinity;
  };
  const wants = (cleanerId: string, d: Demand) => {
    const c = cleaners.get(cleanerId);
    if (!c) return false;
    return wantsJob(habitsOf(seed, keyOf(cleanerId)), reactionTo(seed, keyOf(cleanerId), d.index), milesTo(cleanerId, d), c.radiusMiles, jobsPerDay.get(dayKey(cleanerId, d)) ?? 0);
  };
  const confirmed = (b: Live, cleanerId: string) => {
    b.done = true;
    const key = dayKey(cleanerId, b.demand);
    jobsPerDay.set(key, (jobsPerDay.get(key) ?? 0) + 1);
  };
  const released = (b: Live, cleanerId: string) => {
    const key = dayKey(cleanerId, b.demand);
    jobsPerDay.set(key, Math.max(0, (jobsPerDay.get(key) ?? 0) - 1));
  };
  /** A call of the real code; an error is counted and logged, and the simulation goes on. */
  const guard = async (what: string, fn: () => Promise<void>) => {
    const started = performance.now();
    // The product reuses a cleaner's counts for 60 real seconds, minutes of simulated time here:
    // each call counts afresh, as the real code would after a real minute (and runs repeat).
    forgetCleanerStats();
    try {
      await fn();
    } catch (error) {
      calls.errors += 1;
      if (calls.errors <= 5) console.error(`[${arm}] ${what} failed at ${new Date(queue.now).toISOString()}: ${(error as Error).message}`);
    } finally {
      calls.ms[what] = Math.round((calls.ms[what] ?? 0) + performance.now() - started);
    }
  };

  async function acceptJob(cleanerId: string, bookingId: string): Promise<string> {
    calls.acceptJobs += 1;
    const rows = await database.raw.query<{ outcome: string }>('SELECT t.outcome FROM accept_jobs($1, $2::text[], $3) AS t', [cleanerId, [bookingId], new Date(queue.now)]);
    const outcome = rows[0]?.outcome ?? 'unmatched';
    if (outcome !== 'accepted') calls.acceptRefused += 1;
    return outcome;
  }

  /** Tells every suited cleaner the job is open from `fromMs`; each reacts after its own delay. */
  async function openBoard(b: Live, fromMs: number): Promise<void> {
    if (b.boardOpened) return;
    b.boardOpened = true;
    const started = performance.now();
    const suited = await cleanersSuitedTo(b.bookingId);
    calls.ms.cleanersSuitedTo = Math.round((calls.ms.cleanersSuitedTo ?? 0) + performance.now() - started);
    for (const cleanerId of suited) {
      const reaction = reactionTo(seed, keyOf(cleanerId), b.demand.index);
      if (!reaction.answers) continue;
      const at = fromMs + reaction.delayMs;
      if (at >= b.demand.scheduledAt) continue;
      queue.push(at, async () => {
        if (b.done || !wants(cleanerId, b.demand)) return;
        await guard('accept from the board', async () => {
          if ((await acceptJob(cleanerId, b.bookingId)) === 'accepted') confirmed(b, cleanerId);
        });
      });
    }
  }

  /** Reads what the cascade did to the booking and schedules what follows: the asked cleaner's answer, the deadline, the board. */
  async function follow(b: Live): Promise<void> {
    const row = await db.booking.findUnique({
      where: { id: b.bookingId },
      select: { status: true, cleanerId: true, openedToBoardAt: true, offers: { where: { outcome: 'pending' }, select: { id: true, cleanerId: true, askedAt: true, expiresAt: true } } },
    });
    if (!row) return;
    if (row.status === 'confirmed' && row.cleanerId) {
      if (!b.done) confirmed(b, row.cleanerId);
      return;
    }
    if (row.status !== 'pending' && row.status !== 'pending_cleaner_response') {
      b.done = true;
      return;
    }
    b.pendingOfferIds = new Set(row.offers.map((o) => o.id));
    for (const offer of row.offers) {
      if (b.offersSeen.has(offer.id)) continue;
      b.offersSeen.add(offer.id);
      const { id: offerId, cleanerId } = offer;
      const reaction = reactionTo(seed, keyOf(cleanerId), b.demand.index);
      const answerAt = offer.askedAt.getTime() + reaction.delayMs;
      if (reaction.answers && answerAt < offer.expiresAt.getTime()) {
        queue.push(answerAt, async () => {
          if (b.done || !b.pendingOfferIds.has(offerId)) return;
          await guard('answer', async () => {
            if (wants(cleanerId, b.demand)) {
              const outcome = await acceptJob(cleanerId, b.bookingId);
              if (outcome === 'accepted') {
                confirmed(b, cleanerId);
                return;
              }
              calls.declineOffer += 1;
              await cascade.declineOffer(b.bookingId, cleanerId, 'I have another job then.', new Date(queue.now));
            } else {
              calls.declineOffer += 1;
              await cascade.declineOffer(b.bookingId, cleanerId, 'Not available.', new Date(queue.now));
            }
            await follow(b);
          });
        });
      }
      queue.push(offer.expiresAt.getTime(), async () => {
        if (b.done || !b.pendingOfferIds.has(offerId)) return;
        await guard('expireOffer', async () => {
          calls.expireOffer += 1;
          await cascade.expireOffer(offerId, new Date(queue.now));
          await follow(b);
        });
      });
    }
    if (row.openedToBoardAt && !b.boardOpened) await openBoard(b, Math.max(row.openedToBoardAt.getTime(), queue.now));
  }

  for (const d of demand) {
    queue.push(d.createdAt, async () => {
      created += 1;
      if (created % 100 === 0) onProgress?.(created, queue.now);
      const booking = await db.booking.create({
        data: {
          customerId: d.customer.id,
          serviceId: d.serviceId,
          status: 'pending',
          scheduledAt: new Date(d.scheduledAt),
          durationMinutes: d.durationMinutes,
          address: `${d.index + 1} Demand Ave`,
          city: d.point.city,
          zipCode: d.point.zip,
          latitude: d.point.latitude,
          longitude: d.point.longitude,
          notes: note,
          priceTier: 'regular',
          hourlyRateCents: d.regularPriceCents,
          totalCents: totalFor(d.regularPriceCents, d.durationMinutes),
          matching: arm === 'open board' ? 'open' : 'best',
          createdAt: new Date(d.createdAt),
        },
        select: { id: true },
      });
      const b: Live = { demand: d, bookingId: booking.id, done: false, boardOpened: false, offersSeen: new Set(), pendingOfferIds: new Set() };
      live.push(b);
      if (arm === 'open board') {
        await openBoard(b, d.createdAt);
        return;
      }
      queue.push(d.scheduledAt - 3 * HOUR, async () => {
        if (b.done) return;
        await guard('openToBoard', async () => {
          calls.openToBoard += 1;
          await cascade.openToBoard(b.bookingId, new Date(queue.now), 'start_near');
          await follow(b);
        });
      });
      queue.push(d.scheduledAt - 1 * HOUR, async () => {
        if (b.done) return;
        await guard('cancelUnfilled', async () => {
          calls.cancelUnfilled += 1;
          await cascade.cancelUnfilled(b.bookingId, new Date(queue.now));
          await follow(b);
        });
      });
      if (instantArm) {
        let instantCleaner = null as string | null;
        await guard('startInstant', async () => {
          calls.startInstant += 1;
          instantCleaner = await tryInstant(b.bookingId, new Date(queue.now));
        });
        if (instantCleaner) {
          const cleanerId: string = instantCleaner;
          confirmed(b, cleanerId);
          const cancelAt = cancellationAt(seed, keyOf(cleanerId), d.index, instantOptions.cancelRate, queue.now, d.scheduledAt);
          if (cancelAt !== null) {
            queue.push(cancelAt, async () => {
              await guard('cleaner cancels', async () => {
                calls.cleanerCancel += 1;
                await cancelAsCleaner(b.bookingId, cleanerId, new Date(queue.now));
                released(b, cleanerId);
              });
            });
          }
          return;
        }
      }
      await guard('startMatching', async () => {
        calls.startMatching += 1;
        await cascade.startMatching(b.bookingId, new Date(queue.now));
        await follow(b);
      });
    });
  }
  try {
    await queue.runAll();
  } finally {
    if (settings) cascade.configureWaves(settings);
  }
  // Outcomes are read before the rules are put back (a suspension the arm caused goes with them).
  const restoreRules = rules?.restore;

  // What the real code decided, read back.
  const rows = await db.booking.findMany({
    where: { notes: note },
    select: { id: true, status: true, cleanerId: true, acceptedAt: true, scheduledAt: true, createdAt: true, openedToBoardAt: true, instantAt: true, cancellationReason: true, offers: { select: { outcome: true } } },
  });
  await restoreRules?.();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const outcomes = live
    .sort((a, b) => a.demand.index - b.demand.index)
    .map((b): Outcome => {
      const r = byId.get(b.bookingId)!;
      const filled = r.cleanerId !== null && r.acceptedAt !== null && r.acceptedAt < r.scheduledAt && ['confirmed', 'in_progress', 'completed'].includes(r.status);
      const fav = b.demand.customer.favorites;
      return {
        cleanerId: filled ? r.cleanerId : null,
        minutesToConfirm: filled ? (r.acceptedAt!.getTime() - b.demand.createdAt) / 60_000 : null,
        miles: filled ? milesTo(r.cleanerId!, b.demand) : null,
        customerHasFavorite: fav.size > 0,
        gotFavorite: filled && fav.has(r.cleanerId!),
        cancelledUnfilled: r.status === 'cancelled' && r.instantAt === null,
        instant: r.instantAt !== null,
        cancelledByCleaner: r.status === 'cancelled' && r.cancellationReason === SIM_CLEANER_CANCEL_REASON,
        openedToBoard: arm !== 'open board' && r.openedToBoardAt !== null,
        filledFromBoard: filled && r.instantAt === null && !r.offers.some((o) => o.outcome === 'accepted'),
        offers: r.offers.length,
      };
    });
  return { outcomes, calls };
}

/**
 * Deletes every booking an arm wrote, with their offers, declines, events and any payment rows,
 * and the cascade's queued jobs for them (deadlines weeks ahead that would otherwise stay queued in
 * a database passed with --database-url; their handlers would find nothing to do).
 */
export async function clearArm(): Promise<void> {
  const where = { booking: { notes: { startsWith: SIM_NOTE_PREFIX } } };
  const bookingIds = (await db.booking.findMany({ where: where.booking, select: { id: true } })).map((b) => b.id);
  const offerIds = (await db.bookingOffer.findMany({ where, select: { id: true } })).map((o) => o.id);
  if (bookingIds.length > 0) {
    await database.raw
      .query(
        `DELETE FROM pgboss.job WHERE name IN ('offer-deadline', 'matching-open-board', 'matching-unfilled', 'booking-reminder')
           AND (data->>'bookingId' = ANY($1::text[]) OR data->>'offerId' = ANY($2::text[]))`,
        [bookingIds, offerIds],
      )
      .catch(() => undefined); // no queue schema yet: nothing was queued
  }
  await db.payment.deleteMany({ where });
  await db.booking.deleteMany({ where: where.booking });
}
