/**
 * Simulated demand: when customers book and for when. Bookings are made at realistic hours
 * (daytime and evening, more at weekends), mostly 1 to 14 days ahead (about 12 % the same day, at
 * least 4 h ahead), for a start between 8:00 and 16:30 local time, 2 to 4 hours long.
 */
import type { ZipPoint } from '../../server/src/lib/geo.js';
import type { Population, SimCustomer } from './population.js';
import { Rng } from './random.js';

export interface Demand {
  index: number;
  customer: SimCustomer;
  serviceId: number;
  regularPriceCents: number;
  point: ZipPoint;
  /** Simulated instants, ms. */
  createdAt: number;
  scheduledAt: number;
  durationMinutes: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Relative booking activity per local hour of the day. */
const BOOKING_HOURS = [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1, 1.6, 2, 2, 2, 2, 2, 1.8, 1.8, 1.8, 2, 2.2, 2.4, 2.2, 1.6, 1, 0.5];
/** Relative demand per local start hour (8:00 .. 16:00). */
const START_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const START_WEIGHTS = [1.5, 2.5, 2.5, 2, 1.5, 1.5, 1.2, 0.8, 0.5];

/** Local offset from UTC in hours, approximated from the longitude (standard time; good enough for hours of the day). */
export const localOffsetHours = (longitude: number) => Math.round(longitude / 15);

/**
 * `count` bookings made over `days` days from `epoch` (a local midnight), in order of creation.
 * Weekend days carry 1.4 times the weight of weekdays.
 */
export function generateDemand(rng: Rng, pop: Population, opts: { count: number; days: number; epoch: Date }): Demand[] {
  const epochMs = opts.epoch.getTime();
  const dayIndexes = Array.from({ length: opts.days }, (_, d) => d);
  const weekdayOf = (ms: number) => new Date(ms).getUTCDay();
  const demand: Demand[] = [];
  for (let index = 0; index < opts.count; index += 1) {
    const customer = rng.pick(pop.customers);
    const offset = localOffsetHours(customer.point.longitude) * HOUR;
    const day = rng.weighted(dayIndexes, (d) => ([0, 6].includes(weekdayOf(epochMs + d * DAY + 12 * HOUR)) ? 1.4 : 1));
    const hour = rng.weighted(BOOKING_HOURS.map((_, h) => h), (h) => BOOKING_HOURS[h]!);
    // epoch is a local midnight of the simulation's area; other areas' local hours shift with their offset.
    const localMidnight = epochMs + day * DAY;
    const createdAt = localMidnight + hour * HOUR + rng.int(0, 59) * 60_000 + rng.int(0, 59) * 1000;
    const r = rng.uniform();
    const leadHours = r < 0.12 ? rng.between(4, 24) : r < 0.9 ? rng.between(24, 7 * 24) : rng.between(7 * 24, 14 * 24);
    let scheduledAt = startOnLocalDay(createdAt + leadHours * HOUR, offset, rng);
    while (scheduledAt < createdAt + 4 * HOUR) scheduledAt += DAY;
    const service = rng.weighted(pop.services, (s) => s.weight);
    demand.push({
      index,
      customer,
      serviceId: service.id,
      regularPriceCents: service.regularPriceCents,
      point: customer.point,
      createdAt,
      scheduledAt,
      durationMinutes: rng.weighted([120, 180, 240], (_m, i) => [45, 35, 20][i]!),
    });
  }
  demand.sort((a, b) => a.createdAt - b.createdAt);
  demand.forEach((d, i) => (d.index = i));
  return demand;
}

/** A start on the local day of `approx` (UTC ms, local offset `offsetMs`), at a weighted hour, on the hour or half past. */
function startOnLocalDay(approx: number, offsetMs: number, rng: Rng): number {
  const localDayStart = Math.floor((approx + offsetMs) / DAY) * DAY - offsetMs;
  const hour = rng.weighted(START_HOURS, (_h, i) => START_WEIGHTS[i]!);
  return localDayStart + hour * HOUR + (rng.chance(0.5) ? 30 * 60_000 : 0);
}

/** The local date key (days since 1970, local) of a start, for jobs-per-day limits. */
export function localDay(ms: number, longitude: number): number {
  return Math.floor((ms + localOffsetHours(longitude) * HOUR) / DAY);
}
