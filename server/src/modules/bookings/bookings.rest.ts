/** /api/bookings routes (spec section 7 "Bookings"; issue #2 section 5) over bookings.service. */
import { z } from 'zod';
import type { Context } from '../../context.js';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, limitParam, pageParam, pagedResponse, uuidParam } from '../../rest/schemas.js';
import type { Booking, Service } from '../../generated/prisma/client.js';
import { db } from '../../db.js';
import { toServiceJson } from '../services/services.service.js';
import { serviceSchema } from '../services/services.rest.js';
import * as bookings from './bookings.service.js';
import { availabilityWarning } from '../users/users.service.js';
import { createBookingInput, listInput, rejectInput, statusInput } from './bookings.inputs.js';
import { STATUS_LABELS } from './lifecycle.js';

const BOOKING_STATUSES = ['pending', 'pending_cleaner_response', 'confirmed', 'in_progress', 'completed', 'cancelled', 'rejected'] as const;
const nullableInstant = isoInstant.nullable();

/** A booking as /api returns it: cents, ISO UTC instants, the viewer's allowed actions. */
export const bookingSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    statusLabel: z.string().meta({ description: 'Display label of the status (spec section 4), e.g. "Awaiting Cleaner Response".' }),
    serviceId: z.int(),
    service: serviceSchema,
    customerId: z.uuid(),
    cleanerId: z.uuid().nullable().meta({ description: 'The cleaner holding the job; null while open.' }),
    scheduledAt: isoInstant.meta({ description: 'Start (UTC).' }),
    endsAt: isoInstant.meta({ description: 'Start plus duration (UTC).' }),
    durationMinutes: z.int(),
    durationHours: z.number(),
    address: z.string().nullable().meta({ description: 'Street address; null for a cleaner who does not hold the job yet.' }),
    city: z.string(),
    zipCode: z.string(),
    notes: z.string().nullable().meta({ description: "The customer's notes; null when none, or for a cleaner who does not hold the job yet." }),
    priceTier: z.enum(['member', 'regular']),
    hourlyRateCents: z.int(),
    totalCents: z.int().meta({ description: 'Total price in cents (hourly rate x duration, rounded half up).' }),
    currency: z.literal('USD'),
    paymentStatus: z.enum(['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed']),
    cancellationReason: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    createdAt: isoInstant,
    acceptedAt: nullableInstant,
    startedAt: nullableInstant,
    completedAt: nullableInstant,
    cancelledAt: nullableInstant,
    allowedActions: z
      .array(z.enum(['ACCEPT', 'REJECT', 'START', 'COMPLETE', 'CANCEL']))
      .meta({ description: 'What the caller may do now (drives the buttons).' }),
  })
  .meta({ id: 'Booking' });

/** The /api shape of a booking: cents, ISO UTC instants, the viewer's allowed actions. */
export async function toBookingJson(ctx: Context, b: Booking & { service?: Service }): Promise<z.input<typeof bookingSchema>> {
  const seen = bookings.bookingAsSeenBy(ctx.user, b); // address and notes: null until a cleaner holds the job
  const service = b.service ?? (await db.service.findUniqueOrThrow({ where: { id: b.serviceId } }));
  return {
    id: b.id,
    status: b.status,
    statusLabel: STATUS_LABELS[b.status],
    serviceId: b.serviceId,
    service: toServiceJson(service),
    customerId: b.customerId,
    cleanerId: b.cleanerId,
    scheduledAt: b.scheduledAt.toISOString(),
    endsAt: new Date(b.scheduledAt.getTime() + b.durationMinutes * 60_000).toISOString(),
    durationMinutes: b.durationMinutes,
    durationHours: b.durationMinutes / 60,
    address: seen.address,
    city: b.city,
    zipCode: b.zipCode,
    notes: seen.notes,
    priceTier: b.priceTier,
    hourlyRateCents: b.hourlyRateCents,
    totalCents: b.totalCents,
    currency: 'USD',
    paymentStatus: b.paymentStatus,
    cancellationReason: b.cancellationReason,
    rejectionReason: b.rejectionReason,
    createdAt: b.createdAt.toISOString(),
    acceptedAt: b.acceptedAt?.toISOString() ?? null,
    startedAt: b.startedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    allowedActions: await bookings.actionsFor(ctx, b),
  };
}

const bookingPayload = z.object({ booking: bookingSchema });
const idParams = z.object({ id: uuidParam });

/** `a,b` to `['a', 'b']` (lists take one comma-separated value). */
const commaList = (v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v);

/**
 * GET /api/bookings query: the list filters of bookings.inputs' listInput, as query strings, and
 * the shared `page`/`limit` (`pageSize` is the older name of `limit`).
 */
const listQuery = z.object({
  status: z
    .preprocess(commaList, listInput.shape.status)
    .meta({ description: 'Only these statuses, comma-separated, e.g. `pending,confirmed`.', param: { style: 'form', explode: false } }),
  scope: z
    .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), listInput.shape.scope)
    .meta({ description: 'Cleaners: ALL (default; own jobs and open jobs in their area), MINE or OPEN (case-insensitive). Others see their own bookings (admins all).' }),
  page: pageParam,
  limit: limitParam({ maxLimit: 100 }).meta({ description: 'Items per page, 1..100, default 10.' }),
  pageSize: limitParam({ maxLimit: 100 }).meta({ description: 'Older name of `limit`.', deprecated: true }),
});

export const bookingRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'Book a service',
    description:
      'Creates a pending booking for the signed-in customer, priced in cents at the member rate when their membership covers the service, else the regular rate. 1 to 12 hours in half-hour steps; the start must be 2 hours to 180 days ahead (422 otherwise). 404 for an unknown service; 409 for the same booking twice.',
    auth: 'customer',
    status: 201,
    input: { body: createBookingInput },
    response: bookingPayload,
    errors: [404, 409, 422],
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await bookings.createBooking(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'List bookings',
    description:
      "The caller's bookings: a customer's own, a cleaner's jobs and the open jobs in their area (see `scope`), every booking for an admin. Newest start first (open jobs: soonest first). `total` counts every match.",
    auth: 'signedIn',
    input: { query: listQuery },
    response: pagedResponse('bookings', bookingSchema, {
      pageSize: z.int().meta({ description: 'Same as `limit` (older name).' }),
      hasMore: z.boolean().meta({ description: 'True when a later page has items.' }),
    }),
    errors: [],
    handler: async (req) => {
      const { status, scope, page, limit, pageSize } = req.query;
      const result = await bookings.listBookings(req.ctx, { status, scope, page, pageSize: limit ?? pageSize });
      return {
        bookings: await Promise.all(result.items.map((b) => toBookingJson(req.ctx, b))),
        total: result.total,
        page: result.page,
        limit: result.pageSize,
        pageSize: result.pageSize,
        hasMore: result.hasMore,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/bookings/:id',
    tag: 'Bookings',
    summary: 'One booking',
    description:
      "A booking the caller may see: a customer's own, a cleaner's job or an open job in their area, any for an admin. 403 for anyone else; 404 when it does not exist.",
    auth: 'signedIn',
    input: { params: idParams },
    response: bookingPayload,
    errors: [403, 404],
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await bookings.getBookingFor(req.ctx, req.params.id)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/bookings/:id/accept',
    tag: 'Bookings',
    summary: 'Accept a job',
    description:
      'An approved cleaner takes an open job in their area (or one that asked for them): it becomes confirmed. 409 when another cleaner took it first or it overlaps a job the cleaner holds; 403 outside their area. A job outside the cleaner\'s working hours, days off or services is taken too, with a `warning` saying so (null otherwise).',
    auth: 'cleaner',
    input: { params: idParams },
    response: bookingPayload.extend({ warning: z.string().nullable().meta({ description: "Set when the job lies outside the cleaner's hours, days off or services." }) }),
    errors: [404, 409],
    handler: async (req) => {
      const booking = await bookings.acceptBooking(req.ctx, req.params.id);
      return { booking: await toBookingJson(req.ctx, booking), warning: await availabilityWarning(req.ctx.user!.id, booking.id) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/bookings/:id/reject',
    tag: 'Bookings',
    summary: 'Decline a job',
    description:
      'An approved cleaner declines with a reason: an open job stays open for others (and is hidden from this cleaner); a job that asked for this cleaner becomes rejected. 409 when the booking can no longer be rejected.',
    auth: 'cleaner',
    input: { params: idParams, body: rejectInput },
    response: bookingPayload,
    errors: [404, 409],
    handler: async (req) => ({
      booking: await toBookingJson(req.ctx, await bookings.rejectBooking(req.ctx, req.params.id, req.body)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/bookings/:id/status',
    tag: 'Bookings',
    summary: 'Start, complete or cancel a booking',
    description:
      'in_progress: the assigned cleaner, from confirmed, from 60 minutes before the start (422 earlier). completed: the assigned cleaner or an admin, from in_progress. cancelled (with an optional reason): the customer while pending, awaiting the cleaner or confirmed; an admin also in progress. 409 when the current status does not allow it (spec section 4).',
    auth: 'signedIn',
    input: { params: idParams, body: statusInput },
    response: bookingPayload,
    errors: [403, 404, 409, 422],
    handler: async (req) => ({
      booking: await toBookingJson(req.ctx, await bookings.updateBookingStatus(req.ctx, req.params.id, req.body)),
    }),
  }),
];
