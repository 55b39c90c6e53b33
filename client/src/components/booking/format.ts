/**
 * Display helpers for the booking and service screens (USD, en-US; spec section 9), under the
 * names these screens use. The formatters are schema/format.ts, shared with the server.
 */
import { formatCents, formatCount, formatDayTime, formatRate } from '../../../../schema/format';

export { formatDay, formatDayTimeInWords, formatHours, formatMiles, formatRelativeDay, formatTime, formatTimeRange, initials } from '../../../../schema/format';

/** 1800 -> "$18.00" (USD, 2 decimals). */
export const formatMoney = formatCents;

/** Hourly rate: 1800 -> "$18/h", 1850 -> "$18.50/h". */
export const formatHourly = formatRate;

/** A booking's start: "Mon, Nov 24, 2026 at 9:30 AM". */
export const formatDateTime = formatDayTime;

/** Pluralise a count: (3, 'booking') -> "3 bookings". */
export const plural = formatCount;
