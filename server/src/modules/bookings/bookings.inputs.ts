/**
 * Booking inputs, shared by GraphQL and /api. The field rules (bounded
 * service id, hours, address, city, zip code, notes; no control characters) are schema/rules.ts,
 * which the web client's booking form uses too.
 */
import { z } from 'zod';
import { limitParam, pageParam } from '../../lib/paging.js';
import {
  MAX_DURATION_HOURS,
  MAX_LEAD_DAYS,
  MIN_DURATION_HOURS,
  MIN_LEAD_MINUTES,
  bookingInput,
  instant,
  leadTimeProblem,
  text,
  zipCode,
} from '../../../../schema/rules.js';
import { knownZipCode, UNKNOWN_ZIP_CODE } from '../../lib/geo.js';
import { BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

export { MAX_DURATION_HOURS, MAX_LEAD_DAYS, MIN_DURATION_HOURS, MIN_LEAD_MINUTES, leadTimeProblem };

/** How the customer asks for a cleaner when booking: `best` runs the ranked cascade (docs/decisions/0027). */
export const MATCHING_REQUESTS = ['best'] as const;

/** Message when both `cleanerId` and `matching` are given. */
export const CLEANER_OR_BEST = 'Choose a cleaner (cleanerId) or best available (matching), not both.';

/**
 * POST /api/bookings and GraphQL createBooking. The start only has to be a valid instant here:
 * the service then applies the lead-time window (leadTimeProblem) with a 422, which also covers a
 * start in the past. The zip code must be one the zip dataset knows (lib/geo.ts knownZipCode;
 * the web form's rule stays the format only). Optional, one of: `cleanerId` (ask this cleaner;
 * `fallbackToBest` lets the cascade take over on a decline or timeout) or `matching: 'best'`.
 */
export const createBookingInput = bookingInput
  .extend({
    scheduledAt: instant,
    zipCode: zipCode.superRefine((value, ctx) => {
      if (!knownZipCode.safeParse(value).success) ctx.addIssue({ code: 'custom', message: UNKNOWN_ZIP_CODE });
    }),
    cleanerId: z.uuid('Please choose a cleaner').optional().nullable().transform((v) => v ?? null),
    matching: z.enum(MATCHING_REQUESTS, { error: 'matching must be "best"' }).optional().nullable().transform((v) => v ?? null),
    fallbackToBest: z.boolean({ error: 'fallbackToBest must be true or false' }).optional().nullable().transform((v) => v ?? false),
  })
  .superRefine((value, ctx) => {
    if (value.cleanerId && value.matching) ctx.addIssue({ code: 'custom', message: CLEANER_OR_BEST, path: ['matching'] });
  });
export type CreateBookingInput = z.input<typeof createBookingInput>;

/** `rejectBooking` / POST /api/bookings/{id}/reject: why the cleaner declines, 3 to 500 characters. */
export const rejectInput = z.object({
  reason: text({
    required: 'Please give a reason',
    min: [3, 'Please give a reason (at least 3 characters)'],
    max: [500, 'The reason must be at most 500 characters'],
    multiline: true,
  }),
});

/** `updateBookingStatus` / PUT /api/bookings/{id}/status: the new status and an optional reason (up to 500 characters; blank is none). */
export const statusInput = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: 'Status must be in_progress, completed or cancelled',
  }),
  reason: text({ required: 'The reason must be at most 500 characters', max: [500, 'The reason must be at most 500 characters'], multiline: true })
    .optional()
    .nullable()
    .transform((v) => v || null),
});

/** Page number and size: whole numbers, 1.. and 1..100 (bounded, so no overflow reaches the database). */
const pageNumber = z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(1_000_000, 'page is too large');

/** Which bookings a cleaner lists: OPEN = open to them, MINE = assigned to them, ALL = both. */
export const BOOKING_SCOPES = ['ALL', 'MINE', 'OPEN'] as const;

/** A bookings list's filter and page: status, scope (default ALL), page from 1, pageSize 1..100 (default 10). */
export const listInput = z.object({
  status: z.array(z.enum(BOOKING_STATUSES)).optional().nullable(),
  scope: z.enum(BOOKING_SCOPES).optional().nullable().transform((v) => v ?? 'ALL'),
  page: pageNumber.optional().nullable().transform((v) => v ?? 1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'pageSize is at most 100')
    .optional()
    .nullable()
    .transform((v) => v ?? 10),
});

/**
 * The arguments of `bookings` (GET /api/bookings) as listInput: `page` and `limit` are checked
 * first with the paging rules of every list (page from 1, limit 1..100); `limit` wins over
 * `pageSize` (its older name), and `scopeText` (the query string's case-insensitive all, mine or
 * open) over `scope`.
 */
export const bookingListArgs = z
  .looseObject({ page: pageParam, limit: limitParam({ maxLimit: 100 }) })
  .transform(
    ({ limit, pageSize, scope, scopeText, ...rest }) =>
      ({ ...rest, scope: typeof scopeText === 'string' ? scopeText.trim().toUpperCase() : scope, pageSize: limit ?? pageSize }) as z.input<typeof listInput>,
  )
  .pipe(listInput);
