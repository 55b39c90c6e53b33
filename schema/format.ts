/**
 * Money and date formatting (spec section 9: USD with 2 decimals, dates in en-US), in one place for
 * the web client's screens and the server's notification, mail and error texts. Amounts are
 * integer cents everywhere; instants are UTC (ISO 8601 strings, epoch milliseconds or Dates).
 *
 * - Screens show instants in the viewer's time zone ("Nov 21, 2026", "Mon, Nov 24, 2026 at 9:30 AM").
 * - Server texts cannot know the reader's zone: they write the UTC calendar date and clock time
 *   ("2026-11-24", "2026-11-24 09:30") followed by " UTC" where a time is shown.
 *
 * Only the built-in Intl API is used, so this module adds nothing else to the browser bundle.
 */

/** An instant as the app receives it: ISO 8601 text, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

// --- money ---------------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Cents to USD with 2 decimals: 1250 -> "$12.50", 123456 -> "$1,234.56"; null, undefined or NaN -> "$0.00". */
export function formatCents(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return usd.format(0);
  return usd.format(cents / 100);
}

/**
 * Integer cents as plain dollars with 2 decimals, no symbol or grouping (form fields, CSV cells):
 * 123456 -> "1234.56", -5 -> "-0.05", 1850 -> "18.50"; NaN or infinite -> "0.00".
 */
export function centsToDollars(cents: number): string {
  if (!Number.isFinite(cents)) return '0.00';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// --- distances -----------------------------------------------------------------------------------

/**
 * A cleaner's distance as anyone outside the server sees it: whole miles, at least 1. Distances are
 * measured from the centroid of the cleaner's home zip code; to 0.1 mi, a few searches from
 * different points located that zip code.
 */
export function roundMiles(miles: number): number {
  return Math.max(1, Math.round(miles));
}

/** A distance as screens and texts write it: 1.46 -> "1 mi", 0.2 -> "1 mi", 12.6 -> "13 mi". */
export function formatMiles(miles: number): string {
  return `${roundMiles(miles)} mi`;
}

/** Rates already formatted: a catalogue has few distinct prices and lists them on every request. */
const rateTexts = new Map<number, string>();

/** An hourly rate in cents: 1800 -> "$18/h", 1850 -> "$18.50/h" (decimals only when needed); '' when missing. */
export function formatRate(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  let text = rateTexts.get(cents);
  if (text === undefined) {
    const dollars = cents / 100;
    text = `${Number.isInteger(dollars) ? usdWhole.format(dollars) : usd.format(dollars)}/h`;
    if (rateTexts.size < 1000) rateTexts.set(cents, text);
  }
  return text;
}

// --- numbers and counts --------------------------------------------------------------------------

/** en-US number with grouping: 900000 -> "900,000". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

const pluralRules = new Intl.PluralRules('en-US');

/** A count with its noun, singular or plural by en-US rules: (1, 'month') -> "1 month", (3, 'month') -> "3 months". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${pluralRules.select(count) === 'one' ? singular : plural}`;
}

/** Hours of a booking: 2 -> "2 hours", 1 -> "1 hour", 2.5 -> "2.5 hours". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** First letter of each word, upper-cased, at most 2: "Jane van Doe" -> "JV". */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

/**
 * How a cleaner is named to customers (docs/decisions/0027): first name and last initial, "Maria G."; the
 * first name alone when there is no last name. `lastName` may be a whole "Maria Garcia" when only
 * a full name is at hand (then pass it as `firstName` with `lastName` omitted: it is split).
 */
export function shortPersonName(firstName: string, lastName?: string | null): string {
  let first = firstName.trim();
  let last = (lastName ?? '').trim();
  if (lastName === undefined) {
    const words = first.split(/\s+/).filter(Boolean);
    first = words[0] ?? '';
    last = words.length > 1 ? words[words.length - 1]! : '';
  }
  const initial = last.charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

// --- dates on screens (viewer's time zone, en-US) ------------------------------------------------

/** Spec section 5: what a missing and an unreadable date show. */
export const DATE_NOT_SET = 'Date not set';
export const INVALID_DATE = 'Invalid date';

/** The Date of an instant; null when empty, 'invalid' when unparsable. */
export function toDate(value: Instant | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** en-US date ("Nov 21, 2026", or per `options`); 'Date not set' when empty, 'Invalid date' when unparsable. */
export function formatDate(value: Instant | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (date === null) return DATE_NOT_SET;
  if (date === 'invalid') return INVALID_DATE;
  return options ? new Intl.DateTimeFormat('en-US', options).format(date) : dateFormat.format(date);
}

/** en-US date and time ("Nov 21, 2026, 3:30 PM"), same empty/invalid texts as formatDate. */
export function formatDateTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (date === null) return DATE_NOT_SET;
  if (date === 'invalid') return INVALID_DATE;
  return dateTimeFormat.format(date);
}

/** A booking's day with its weekday: "Mon, Nov 24, 2026"; same empty/invalid texts as formatDate. */
export function formatDay(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (date === null) return DATE_NOT_SET;
  if (date === 'invalid') return INVALID_DATE;
  return dayFormat.format(date);
}

/** Clock time: "9:30 AM"; '' when empty or unparsable. */
export function formatTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  return date instanceof Date ? timeFormat.format(date) : '';
}

/** A booking's start: "Mon, Nov 24, 2026 at 9:30 AM"; the day's empty/invalid texts otherwise. */
export function formatDayTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (!(date instanceof Date)) return formatDay(value);
  return `${formatDay(date)} at ${formatTime(date)}`;
}

const wordsDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const wordsDayYearFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A start in words, for the customer to confirm: "Tuesday, December 8 at 9:00 AM", with the year
 * when it is not `now`'s ("Friday, January 1, 2027 at 10:00 AM"); the day's empty/invalid texts otherwise.
 */
export function formatDayTimeInWords(value: Instant | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!(date instanceof Date)) return formatDay(value);
  const day = date.getFullYear() === now.getFullYear() ? wordsDayFormat : wordsDayYearFormat;
  return `${day.format(date)} at ${formatTime(date)}`;
}

/** A time range: "9:30 AM – 11:30 AM". */
export function formatTimeRange(start: Instant, end: Instant): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/** "Today" and "Tomorrow" (viewer's calendar) for near dates, else formatDay. */
export function formatRelativeDay(value: Instant | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!(date instanceof Date)) return formatDay(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diffDays = Math.round((startOf(date) - startOf(now)) / 86_400_000);
  if (diffDays === 0) return 'Today';
  if (diffDays === 1) return 'Tomorrow';
  return formatDay(date);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday"; formatDate beyond a week; same empty/invalid texts as formatDate. */
export function formatRelative(value: Instant | null | undefined, now: number = Date.now()): string {
  const date = toDate(value);
  if (date === null) return DATE_NOT_SET;
  if (date === 'invalid') return INVALID_DATE;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return dateFormat.format(date);
}

// --- dates in server texts (UTC) -----------------------------------------------------------------

function utc(value: Instant): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** UTC calendar date of an instant: "2026-11-24". @throws RangeError on an invalid instant. */
export function formatUtcDate(value: Instant): string {
  return utc(value).slice(0, 10);
}

/** UTC clock time of an instant: "09:30" (24 h). @throws RangeError on an invalid instant. */
export function formatUtcTime(value: Instant): string {
  return utc(value).slice(11, 16);
}

/** UTC date and time of an instant: "2026-11-24 09:30". @throws RangeError on an invalid instant. */
export function formatUtcDateTime(value: Instant): string {
  return utc(value).slice(0, 16).replace('T', ' ');
}
