/** Booking inputs (issue #2 section 5), shared by GraphQL and /api. */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

/** Booking length limits: 1 to 12 hours in 0.5-hour steps. */
export const MIN_DURATION_HOURS = 1;
export const MAX_DURATION_HOURS = 12;
/** A booking starts at least 2 hours and at most 180 days from now. */
export const MIN_LEAD_MINUTES = 120;
export const MAX_LEAD_DAYS = 180;

export const createBookingInput = z.object({
  serviceId: z.coerce
    .number({ error: 'Please choose a service' })
    .int('Please choose a service')
    .positive('Please choose a service'),
  scheduledAt: z.coerce.date({ error: 'Please choose a valid date and time' }),
  durationHours: z.coerce
    .number({ error: 'Please choose how many hours' })
    .min(MIN_DURATION_HOURS, `Bookings last at least ${MIN_DURATION_HOURS} hour`)
    .max(MAX_DURATION_HOURS, `Bookings last at most ${MAX_DURATION_HOURS} hours`)
    .refine((h) => Number.isInteger(h * 2), 'Hours go in half-hour steps'),
  address: z.string({ error: 'Please enter the address' }).trim().min(5, 'Please enter the full address').max(200, 'The address is too long'),
  city: z.string({ error: 'Please enter the city' }).trim().min(2, 'Please enter the city').max(80, 'The city name is too long'),
  zipCode: rules.zipCode,
  notes: z
    .string()
    .trim()
    .max(1000, 'Notes must be at most 1000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

export const rejectInput = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(3, 'Please give a reason (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
});

export const statusInput = z.object({
  status: z.enum(['in_progress', 'completed', 'cancelled'], {
    error: 'Status must be in_progress, completed or cancelled',
  }),
  reason: z
    .string()
    .trim()
    .max(500, 'The reason must be at most 500 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
});

export const listInput = z.object({
  status: z
    .array(z.enum(['pending', 'pending_cleaner_response', 'confirmed', 'in_progress', 'completed', 'cancelled', 'rejected']))
    .optional()
    .nullable(),
  scope: z.enum(['ALL', 'MINE', 'OPEN']).optional().nullable().transform((v) => v ?? 'ALL'),
  page: z.coerce.number().int().min(1, 'page starts at 1').optional().nullable().transform((v) => v ?? 1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'pageSize is at most 100')
    .optional()
    .nullable()
    .transform((v) => v ?? 10),
});
