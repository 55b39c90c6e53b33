/** Display formatting shared by every screen: USD money, hourly rates, en-US dates, initials. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Cents to USD with 2 decimals: 1800 -> "$18.00". */
export function formatCents(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return usd.format(0);
  return usd.format(cents / 100);
}

/** Hourly rate in cents to "$18/h" (decimals only when needed: 1850 -> "$18.50/h"). */
export function formatRate(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const dollars = cents / 100;
  const formatted = Number.isInteger(dollars) ? usdWhole.format(dollars) : usd.format(dollars);
  return `${formatted}/h`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: string | number | Date | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** en-US date ("Nov 21, 2026"); 'Date not set' when empty, 'Invalid date' when unparsable. */
export function formatDate(
  value: string | number | Date | null | undefined,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (date === null) return 'Date not set';
  if (date === 'invalid') return 'Invalid date';
  return options ? new Intl.DateTimeFormat('en-US', options).format(date) : dateFormat.format(date);
}

/** en-US date and time ("Nov 21, 2026, 3:30 PM"), same empty/invalid texts as formatDate. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (date === null) return 'Date not set';
  if (date === 'invalid') return 'Invalid date';
  return dateTimeFormat.format(date);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "5 minutes ago", "yesterday"; falls back to formatDate beyond a week. */
export function formatRelative(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  const date = toDate(value);
  if (date === null) return 'Date not set';
  if (date === 'invalid') return 'Invalid date';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return dateFormat.format(date);
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

/** en-US number with grouping: 900000 -> "900,000". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

const pluralRules = new Intl.PluralRules('en-US');

/** A count with its noun, singular or plural by en-US rules: (1, 'month') -> "1 month", (3, 'month') -> "3 months". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${pluralRules.select(count) === 'one' ? singular : plural}`;
}
