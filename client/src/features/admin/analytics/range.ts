/**
 * The date range of the admin analytics pages (docs/decisions/0020), kept in the URL:
 * `range` (a preset: 7d, 30d (default), 90d, year, or custom), `from` and `to` (custom only,
 * YYYY-MM-DD, both days included) and `interval` (day (default), week, month). Days are UTC
 * calendar days, as on the server; the API takes [from, to) instants, so the last day chosen
 * becomes the next day's midnight.
 */

export const RANGE_PRESETS = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'year', label: 'This year', days: null },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];
export type RangeKind = RangePreset | 'custom';
export const DEFAULT_RANGE: RangePreset = '30d';

export const INTERVALS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;
export type Interval = (typeof INTERVALS)[number]['value'];
export const DEFAULT_INTERVAL: Interval = 'day';

/** Most periods one revenue series may have (the server's MAX_BUCKETS). */
export const MAX_PERIODS = 400;
/** Longest range the server accepts. */
const MAX_RANGE_DAYS = 5 * 366;
const DAY_MS = 86_400_000;

/** A resolved range: first and last day (YYYY-MM-DD, both included) and the API's [from, to) instants. */
export interface AnalyticsRange {
  kind: RangeKind;
  /** First day, YYYY-MM-DD (UTC). */
  fromDay: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  toDay: string;
  /** ISO instant, inclusive. */
  from: string;
  /** ISO instant, exclusive. */
  to: string;
  /** Why the range cannot be asked for, or null. */
  error: string | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-03-05" for the UTC day of `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a real day. */
export function parseDay(day: string | null | undefined): Date | null {
  if (!day || !DAY_PATTERN.test(day)) return null;
  const at = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) || utcDay(at) !== day ? null : at;
}

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((p) => p.value === value);
}

/** The interval of the URL (`interval`), day by default. */
export function readInterval(params: URLSearchParams): Interval {
  const value = params.get('interval');
  return INTERVALS.some((i) => i.value === value) ? (value as Interval) : DEFAULT_INTERVAL;
}

/** The days of a preset ending today (UTC): `to` is the last day included. */
export function presetDays(preset: RangePreset, now: Date = new Date()): { fromDay: string; toDay: string } {
  const today = parseDay(utcDay(now)) as Date;
  if (preset === 'year') return { fromDay: `${today.getUTCFullYear()}-01-01`, toDay: utcDay(today) };
  const days = RANGE_PRESETS.find((p) => p.value === preset)?.days ?? 30;
  return { fromDay: utcDay(addDays(today, -(days - 1))), toDay: utcDay(today) };
}

/**
 * The range of the URL: a preset (30 days by default), or `range=custom` with `from` and `to`
 * days. A custom range with a missing or impossible day, or `from` after `to`, carries an error.
 */
export function readRange(params: URLSearchParams, now: Date = new Date()): AnalyticsRange {
  const kind = params.get('range');
  if (kind !== 'custom') {
    const preset = isPreset(kind) ? kind : DEFAULT_RANGE;
    const { fromDay, toDay } = presetDays(preset, now);
    return toRange(preset, fromDay, toDay);
  }
  const fallback = presetDays(DEFAULT_RANGE, now);
  const fromDay = params.get('from') ?? fallback.fromDay;
  const toDay = params.get('to') ?? fallback.toDay;
  return toRange('custom', fromDay, toDay);
}

function toRange(kind: RangeKind, fromDay: string, toDay: string): AnalyticsRange {
  const start = parseDay(fromDay);
  const last = parseDay(toDay);
  let error: string | null = null;
  if (!start) error = 'Enter a valid "From" date.';
  else if (!last) error = 'Enter a valid "To" date.';
  else if (start > last) error = '"From" must be on or before "To".';
  else if (rangeDays(fromDay, toDay) > MAX_RANGE_DAYS) error = 'The range is at most 5 years.';
  const from = start ?? new Date(0);
  const to = last ? addDays(last, 1) : addDays(from, 1);
  return { kind, fromDay, toDay, from: from.toISOString(), to: to.toISOString(), error };
}

/** Number of days from `fromDay` to `toDay`, both included (0 when either is invalid). */
export function rangeDays(fromDay: string, toDay: string): number {
  const start = parseDay(fromDay);
  const last = parseDay(toDay);
  if (!start || !last) return 0;
  return Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** Why `interval` is too fine for the range (the server allows at most 400 periods), or null. */
export function intervalError(range: AnalyticsRange, interval: Interval): string | null {
  const days = rangeDays(range.fromDay, range.toDay);
  const periods = interval === 'day' ? days : interval === 'week' ? days / 7 : days / 28;
  if (periods <= MAX_PERIODS) return null;
  return interval === 'day'
    ? `A chart by day shows at most ${MAX_PERIODS} days: choose Week or Month.`
    : `A chart by week shows at most ${MAX_PERIODS} weeks: choose Month.`;
}

/**
 * The URL changes for a preset (custom keeps the days shown now, so they can be edited), for a
 * new `from` or `to` day (the range becomes custom), or for an interval. Defaults are not written.
 */
export function rangeChanges(
  current: AnalyticsRange,
  change: { preset: RangeKind } | { fromDay: string } | { toDay: string },
): Record<string, string | null> {
  if ('preset' in change) {
    if (change.preset === 'custom') return { range: 'custom', from: current.fromDay, to: current.toDay };
    return { range: change.preset === DEFAULT_RANGE ? null : change.preset, from: null, to: null };
  }
  if ('fromDay' in change) return { range: 'custom', from: change.fromDay, to: current.toDay };
  return { range: 'custom', from: current.fromDay, to: change.toDay };
}

/** "Mar 5, 2026" for a YYYY-MM-DD day (UTC). */
export function formatDayLabel(day: string): string {
  const at = parseDay(day);
  return at ? at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : day;
}

/** A period's start as the chart and table show it: "Mar 5" (day), "Week of Mar 2" (week), "Mar 2026" (month). */
export function formatPeriod(periodStart: string, interval: Interval, short = false): string {
  const at = new Date(periodStart);
  if (Number.isNaN(at.getTime())) return periodStart;
  if (interval === 'month') return at.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(short ? {} : { year: 'numeric' }), timeZone: 'UTC' });
  return interval === 'week' && !short ? `Week of ${day}` : day;
}
