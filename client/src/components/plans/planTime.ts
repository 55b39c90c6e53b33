/**
 * Times of recurring plans at the address (docs/decisions/0033), for /book's Repeat choice and the
 * customer's plan pages; the labels are in ./planLabels.ts.
 *
 * A plan's times are wall-clock times in the address's time zone (`Plan.timeZone`, IANA), not in
 * the viewer's: a 9:00 visit in Los Angeles shows as 9:00 AM to a viewer in New York too. The
 * instants themselves (`scheduledAt`) are UTC; these helpers read and write them in that zone with
 * the built-in Intl API only.
 */
import type { PlanVisitStatus } from '../../gql/graphql';
import { NOT_STARTED_BOOKING_STATUSES } from '../../../../schema/vocabulary';

/** Visits still to come: a skip or a move may apply to them (before their start). */
export const OPEN_VISIT_STATUSES: readonly PlanVisitStatus[] = ['planned', 'conflict', ...NOT_STARTED_BOOKING_STATUSES];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

function validDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A visit's day at the address: "Mon, Dec 7, 2026" ('Invalid date' when unreadable). */
export function formatPlanDay(instant: string | Date, timeZone: string): string {
  const date = validDate(instant);
  return date ? formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date) : 'Invalid date';
}

/** A visit's clock time at the address: "9:00 AM" ('' when unreadable). */
export function formatPlanTime(instant: string | Date, timeZone: string): string {
  const date = validDate(instant);
  return date ? formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(date) : '';
}

/** "Mon, Dec 7, 2026 at 9:00 AM", at the address. */
export function formatPlanDayTime(instant: string | Date, timeZone: string): string {
  const day = formatPlanDay(instant, timeZone);
  const time = formatPlanTime(instant, timeZone);
  return time ? `${day} at ${time}` : day;
}

/** Whether the viewer's own zone is `timeZone` (then times need no zone note). */
export function isViewerZone(timeZone: string): boolean {
  return Intl.DateTimeFormat().resolvedOptions().timeZone === timeZone;
}

/** The wall clock of an instant in a zone: `{ date: "YYYY-MM-DD", time: "HH:MM" }`. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  const date = validDate(instant) ?? new Date(0);
  const parts = formatter(timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(instantMs: number, timeZone: string): number {
  const { date, time } = zonedParts(new Date(instantMs), timeZone);
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(instantMs / 60_000) * 60_000;
}

/**
 * The UTC instant of a wall-clock date and time in a zone ("2026-03-09", "09:00",
 * "America/Los_Angeles" -> 2026-03-09T16:00:00.000Z), with the zone's offset on that date.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}
