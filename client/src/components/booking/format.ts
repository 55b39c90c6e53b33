/**
 * Display helpers for the booking and service screens (USD, en-US; spec section 9): the shared
 * money/rate/initials formatters of lib/format plus schedule-specific ones (day, time range, hours).
 */
import { formatCents, formatRate, initials } from '../../lib/format';

/** 1800 -> "$18.00" (USD, 2 decimals). */
export const formatMoney = formatCents;

/** Hourly rate: 1800 -> "$18/h", 1850 -> "$18.50/h". */
export const formatHourly = formatRate;

export { initials };

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mon, Nov 24, 2026" ('Date not set' / 'Invalid date' per spec section 5). */
export function formatDay(value: string | Date | null | undefined): string {
  if (value == null || value === '') return 'Date not set';
  const date = toDate(value);
  if (!date) return 'Invalid date';
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "9:30 AM". */
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "Mon, Nov 24, 2026 at 9:30 AM". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return formatDay(value);
  return `${formatDay(date)} at ${formatTime(date)}`;
}

/** "9:30 AM – 11:30 AM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/** 2 -> "2 hours", 1 -> "1 hour", 2.5 -> "2.5 hours". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Relative day label for near dates ("Today", "Tomorrow"), else the day. */
export function formatRelativeDay(value: string): string {
  const date = toDate(value);
  if (!date) return formatDay(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diffDays = Math.round((startOf(date) - startOf(new Date())) / 86_400_000);
  if (diffDays === 0) return 'Today';
  if (diffDays === 1) return 'Tomorrow';
  return formatDay(date);
}

/** Pluralise a count: (3, 'booking') -> "3 bookings". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : pluralNoun}`;
}
