/**
 * Inputs of the admin bookings console and booking edits (docs/decisions/0020), shared by GraphQL
 * arguments and /api. Instants are UTC; durations hours in half-hour steps.
 */
import { z } from 'zod';
import { address, city, durationHours, instant, notesText, zipCode } from '../../../../schema/rules.js';
import { knownZipCode, UNKNOWN_ZIP_CODE } from '../../lib/geo.js';
import { BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed'] as const;
export const ADMIN_BOOKING_SORTS = ['scheduled_desc', 'scheduled_asc', 'created_desc', 'total_desc'] as const;
/** `matchState` filter values: UNMATCHED = the cascade gave up (pending, no cleaner, openedToBoardAt set; docs/decisions/0027). */
export const MATCH_STATES = ['UNMATCHED'] as const;

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.date({ error: `${label} must be a date or an ISO 8601 instant` }).optional());

/**
 * `adminBookings` / GET /api/admin/bookings. `customer` and `cleaner` are an id or text over name
 * and email; `matchState` (case-insensitive) UNMATCHED keeps the bookings the cascade gave up on.
 */
export const adminBookingListInput = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: 'Unknown booking status' }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
    from: optionalDate('from'),
    to: optionalDate('to'),
    city: z.string().trim().max(80).optional(),
    zipCode: z.string().trim().max(10).optional(),
    customer: z.string().trim().max(100).optional(),
    cleaner: z.string().trim().max(100).optional(),
    serviceId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).optional()),
    matchState: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(MATCH_STATES, { error: 'matchState must be unmatched' }).optional(),
    ),
    sort: z.enum(ADMIN_BOOKING_SORTS).default('scheduled_desc'),
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(20),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['to'] });

/**
 * The arguments of `adminBookings` as adminBookingListInput: `fromText` and `toText` (the /api
 * query string's dates) win over the DateTime arguments `from` and `to`, `matchStateText` over
 * `matchState`.
 */
export const adminBookingArgs = z.preprocess((value) => {
  const { fromText, toText, matchStateText, ...args } = value as Record<string, unknown>;
  return { ...args, from: fromText ?? args.from, to: toText ?? args.to, matchState: matchStateText ?? args.matchState };
}, adminBookingListInput);

/** `assignCleaner` / POST/PUT /api/bookings/{id}/assign. */
export const assignInput = z.object({ cleanerId: z.uuid('Please choose a cleaner') });
/** The arguments of `assignCleaner`: the booking and assignInput. */
export const assignArgs = assignInput.extend({ bookingId: z.string() });

/** The changes PUT /api/bookings/{id}/details takes: any of time, hours, address, city, zip code, notes. */
const detailsShape = {
  scheduledAt: instant.optional(),
  durationHours: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), durationHours).optional(),
  address: address.optional(),
  city: city.optional(),
  /** A US zip code the zip dataset knows; the booking's coordinates follow it. */
  zipCode: zipCode
    .superRefine((value, ctx) => {
      if (!knownZipCode.safeParse(value).success) ctx.addIssue({ code: 'custom', message: UNKNOWN_ZIP_CODE });
    })
    .optional(),
  /** Absent: unchanged; null or blank: cleared. */
  notes: notesText.nullable().optional(),
};

const NOTHING_TO_CHANGE = { message: 'Nothing to change', path: ['body'] };

/** `updateBookingDetails` / PUT /api/bookings/{id}/details: at least one change. */
export const detailsInput = z
  .object(detailsShape)
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), NOTHING_TO_CHANGE);

/**
 * The arguments of `updateBookingDetails` as detailsInput plus the booking `id`: the changes are
 * `input` when given (its nulls reach the rules, as the /api body's do), else the separate
 * arguments, where absent or null means unchanged, except `notes: null`, which clears them.
 */
export const detailsArgs = z.preprocess(
  (value) => {
    const { id, input, ...separate } = value as Record<string, unknown>;
    const changes = input ?? Object.fromEntries(Object.entries(separate).filter(([k, v]) => v !== undefined && (v !== null || k === 'notes')));
    return { ...(changes as object), id };
  },
  z
    .object({ ...detailsShape, id: z.string() })
    .strict()
    .refine((v) => Object.entries(v).some(([key, x]) => key !== 'id' && x !== undefined), NOTHING_TO_CHANGE),
);
