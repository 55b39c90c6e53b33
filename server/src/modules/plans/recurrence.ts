/**
 * The dates and UTC instants of a recurring plan's visits (docs/decisions/0033):
 * a plan is a wall-clock time ("09:00") in the address's IANA time zone, repeated every 1, 2 or 4
 * weeks from a first date, ending after N visits, on a date, or never. The recurrence is an RFC 5545
 * rule expanded by rrule-temporal over Temporal ZonedDateTime (temporal-polyfill: Node 24 has no
 * global Temporal), so a 9:00 visit stays 9:00 local across daylight-saving changes: its UTC
 * instant moves instead. Pure functions, no I/O.
 */
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

/** How often a plan repeats (the contract's `frequency`). */
export type PlanFrequency = 'weekly' | 'biweekly' | 'every_4_weeks';

/** Weeks between two visits of each frequency. */
export const FREQUENCY_WEEKS: Record<PlanFrequency, number> = { weekly: 1, biweekly: 2, every_4_weeks: 4 };

/** How far ahead a plan's visits are checked and become bookings (docs/decisions/0033: 12 weeks). */
export const PLAN_HORIZON_WEEKS = 12;

/** How many visits a preview answers at most (docs/decisions/0033: the plan's first 12). */
export const PREVIEW_VISITS = 12;

/** A plan's recurrence: dates are local calendar dates "YYYY-MM-DD", the time local "HH:MM" in `timeZone`. */
export interface Recurrence {
  startDate: string;
  startTime: string;
  /** IANA zone of the address (from its zip code), e.g. "America/Los_Angeles". */
  timeZone: string;
  frequency: PlanFrequency;
  /** End after this many visits (counted from startDate, skipped ones included); null/undefined: no count. */
  visits?: number | null;
  /** Last possible visit date (inclusive); null/undefined: no end date. */
  endDate?: string | null;
}

/** One visit of a plan: its local date and its UTC start instant. */
export interface Occurrence {
  /** Local date at the address, "YYYY-MM-DD": the visit's identity within its plan. */
  date: string;
  /** UTC start instant of the local start time on that date. */
  scheduledAt: Date;
}

/**
 * The UTC instant of a local date and time in a time zone. A time that does not exist on that date
 * (the spring-forward gap, e.g. 02:30) moves forward by the gap ('compatible', as RFC 5545 says);
 * a time that happens twice (fall back) is the first of the two.
 */
export function toInstant(date: string, time: string, timeZone: string): Date {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  return new Date(zoned.epochMilliseconds);
}

/** The local calendar date "YYYY-MM-DD" of a UTC instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The local wall-clock time "HH:MM" of a UTC instant in a time zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}

/** A visit's start as notices give it: "YYYY-MM-DD at HH:MM", local to the plan's time zone. */
export function localWhen(instant: Date, timeZone: string): string {
  return `${localDateOf(instant, timeZone)} at ${localTimeOf(instant, timeZone)}`;
}

/** `date` plus `days` calendar days ("YYYY-MM-DD" in, out). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/**
 * The plan's visits in order, those whose local date lies in [from, until] (both inclusive, either
 * optional), at most `limit` of them. The count end (`visits`) counts from the first date, so a
 * window that starts later still ends the plan at the same visit.
 */
export function occurrences(r: Recurrence, window: { from?: string; until?: string; limit?: number } = {}): Occurrence[] {
  // The rule runs over calendar dates (noon UTC, where no zone shifts a date); each date then gets
  // the plan's wall-clock time in the address's zone, so a time inside a spring-forward gap still
  // makes a visit (RFC 5545 would drop it) and every other visit keeps its local time.
  const rule = new RRuleTemporal({
    freq: 'WEEKLY',
    interval: FREQUENCY_WEEKS[r.frequency],
    tzid: 'UTC',
    dtstart: Temporal.PlainDate.from(r.startDate).toZonedDateTime({ timeZone: 'UTC', plainTime: '12:00' }),
    ...(r.visits ? { count: r.visits } : {}),
    ...(r.endDate ? { until: Temporal.PlainDate.from(r.endDate).toZonedDateTime({ timeZone: 'UTC', plainTime: '12:00' }) } : {}),
  });
  const from = window.from ?? r.startDate;
  // An open-ended plan has no last visit: the window's end (or the horizon from `from`) bounds it.
  const until = window.until ?? addDays(from, PLAN_HORIZON_WEEKS * 7 - 1);
  const limit = window.limit ?? Number.POSITIVE_INFINITY;
  const out: Occurrence[] = [];
  rule.all((zoned: Temporal.ZonedDateTime) => {
    const date = zoned.toPlainDate().toString();
    if (date > until || out.length >= limit) return false;
    if (date >= from) out.push({ date, scheduledAt: toInstant(date, r.startTime, r.timeZone) });
    return true;
  });
  return out;
}

/** The local date the rolling window reaches from `now`: today at the address plus 12 weeks (inclusive end). */
export function horizonEnd(now: Date, timeZone: string): string {
  return addDays(localDateOf(now, timeZone), PLAN_HORIZON_WEEKS * 7);
}
