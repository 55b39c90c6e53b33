import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  MAX_LEAD_DAYS,
  MIN_LEAD_MINUTES,
  ZIP_CODE_PATTERN,
  address,
  city,
  durationHours,
  notesText,
  zipCode,
} from '../../../../schema/rules';

/** Spec section 5: 5 digits, optionally a hyphen and 4 digits (schema/rules.ts). */
export const ZIP_CODE = ZIP_CODE_PATTERN;

/** 30-minute start slots from 07:00 to 20:00 ("07:00", "07:30", ... "20:00"). */
export const TIME_SLOTS: string[] = Array.from({ length: 27 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** 1 to 12 hours in half-hour steps. */
export const HOUR_OPTIONS: number[] = Array.from({ length: 23 }, (_, i) => 1 + i * 0.5);

export const DEFAULT_HOURS = 2;

/** Server rules (docs/decisions/0004, schema/rules.ts): a booking starts at least 2 hours and at most 180 days ahead. */
export { MAX_LEAD_DAYS, MIN_LEAD_MINUTES };

/** "07:30" -> "7:30 AM". */
export function slotLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 2.5 -> "2.5 hours". */
export function hoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A date in the user's time zone as YYYY-MM-DD (the native date input's format). */
export function localDate(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Today's date in the user's time zone as YYYY-MM-DD. */
export function localToday(): string {
  return localDate(new Date());
}

/** The last bookable date as YYYY-MM-DD. */
export function localMaxDate(): string {
  return localDate(new Date(Date.now() + MAX_LEAD_DAYS * 86_400_000));
}

/** The instant of a local date + time, as an ISO UTC string. */
export function toScheduledAt(date: string, time: string): string {
  return new Date(`${date}T${time}`).toISOString();
}

export const bookingFormSchema = z
  .object({
    serviceId: z.string().min(1, BOOKING_MESSAGES.service),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please pick a date'),
    time: z.string().refine((t) => TIME_SLOTS.includes(t), 'Please pick a start time'),
    // The field rules the server checks too (schema/rules.ts).
    hours: durationHours,
    address,
    city,
    zipCode,
    notes: notesText,
  })
  .superRefine((values, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return;
    if (values.date < localToday()) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Please choose a date in the future' });
      return;
    }
    if (values.date > localMaxDate()) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: `Bookings can be made up to ${MAX_LEAD_DAYS} days ahead` });
      return;
    }
    if (!TIME_SLOTS.includes(values.time)) return;
    const start = new Date(`${values.date}T${values.time}`);
    if (Number.isNaN(start.getTime())) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Please pick a valid date' });
    } else if (start.getTime() < Date.now() + MIN_LEAD_MINUTES * 60_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: `Please choose a start time at least ${MIN_LEAD_MINUTES / 60} hours from now`,
      });
    }
  });

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;
