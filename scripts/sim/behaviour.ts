/**
 * How simulated cleaners behave (identical in both arms for a seed): each has its own habits —
 * whether it ever answers, how often it reacts to a request or a new job, how long it takes (a
 * log-normal delay around its own median), how keen it is, how many jobs a day it wants — and its
 * reaction to one booking is drawn from the seed, its id and the booking's index in the demand.
 */
import { keyed } from './random.js';

export interface Habits {
  /** Never reacts to anything (about 10 % of cleaners). */
  neverAnswers: boolean;
  /** Probability it reacts to one request or new job at all. */
  pAnswer: number;
  /** Its median reaction delay, minutes. */
  medianDelayMinutes: number;
  /** Probability it wants a job next door, given it reacted (falls to half at the edge of its radius). */
  acceptBase: number;
  /** Jobs a day (local date of the start) it takes at most. */
  maxJobsPerDay: number;
}

export interface Reaction {
  /** It reacts to this booking (a request or the board notice). */
  answers: boolean;
  /** After how long, ms. */
  delayMs: number;
  /** Uniform draw compared with its keenness for this job. */
  roll: number;
}

/**
 * Defaults of the instant + waves arm's two parameters (instant-arm.ts; docs/decisions/0046 says
 * why): the share of cleaners who turn instant booking on, and the probability that an instant
 * cleaner cancels one instant job.
 */
export const INSTANT_DEFAULTS = { share: 0.25, cancelRate: 0.02 } as const;

const habitsCache = new Map<string, Habits>();

/** A cleaner's habits for a seed. */
export function habitsOf(seed: number, cleanerKey: string): Habits {
  const key = `${seed}|${cleanerKey}`;
  let h = habitsCache.get(key);
  if (!h) {
    const rng = keyed(seed, 'habits', cleanerKey);
    h = {
      neverAnswers: rng.chance(0.1),
      pAnswer: rng.between(0.55, 0.95),
      medianDelayMinutes: Math.min(240, Math.max(1, rng.logNormal(10, 0.9))),
      acceptBase: rng.between(0.45, 0.95),
      maxJobsPerDay: rng.weighted([1, 2, 3], (_n, i) => [3, 5, 2][i]!),
    };
    habitsCache.set(key, h);
  }
  return h;
}

/** The cleaner's reaction to the demand's booking number `demandIndex` (the same in both arms). */
export function reactionTo(seed: number, cleanerKey: string, demandIndex: number): Reaction {
  const habits = habitsOf(seed, cleanerKey);
  const rng = keyed(seed, 'reaction', cleanerKey, demandIndex);
  const answers = !habits.neverAnswers && rng.chance(habits.pAnswer);
  const delayMinutes = Math.min(24 * 60, Math.max(0.5, rng.logNormal(habits.medianDelayMinutes, 0.8)));
  return { answers, delayMs: Math.round(delayMinutes * 60_000), roll: rng.uniform() };
}

/**
 * Whether the cleaner takes the job once it has reacted: keen enough for a job `miles` from home
 * (of a radius `radiusMiles`), and under its jobs for that day.
 */
export function wantsJob(habits: Habits, reaction: Reaction, miles: number, radiusMiles: number, jobsThatDay: number): boolean {
  const keenness = habits.acceptBase * (1 - 0.5 * Math.min(1, miles / Math.max(1, radiusMiles)));
  return reaction.answers && reaction.roll < keenness && jobsThatDay < habits.maxJobsPerDay;
}
