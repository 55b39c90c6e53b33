/**
 * /api routes of the admin bookings console and booking edits (spec section 7 "Bookings" and
 * "Admin"; issue 10 "Bookings") over bookings-admin.service, the functions GraphQL calls.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { pageOf, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import { bookingSchema, toBookingJson } from './bookings.rest.js';
import * as admin from './bookings-admin.service.js';
import { ADMIN_BOOKING_SORTS, PAYMENT_STATUSES, assignInput, detailsInput } from './bookings-admin.inputs.js';
import { BOOKING_STATUSES } from './bookings.inputs.js';

const assignableSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    city: z.string(),
    ratingAverage: z.number(),
    ratingCount: z.int(),
    yearsExperience: z.int(),
    withinHours: z.boolean().meta({ description: 'The job also suits its weekly hours, days off and services.' }),
  })
  .meta({ id: 'AssignableCleaner' });

const assignRoute = (method: 'POST' | 'PUT') =>
  defineRoute({
    method,
    path: '/bookings/:id/assign',
    tag: 'Bookings',
    summary: method === 'POST' ? 'Assign a cleaner (admin)' : 'Reassign a cleaner (admin)',
    description:
      "Admin: `{cleanerId}` of an approved cleaner serving the booking's zip code and free at that time. The booking becomes pending_cleaner_response ('Awaiting Cleaner Response'); the cleaner gets a cleaner_assigned notification to accept or decline, and a decline opens the booking again. 409 for a started or closed booking, a cleaner who does not serve the zip code or holds an overlapping job, or the same cleaner.",
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }), body: assignInput },
    response: z.object({ booking: bookingSchema }),
    errors: [404, 409],
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await admin.assignCleaner(req.ctx, req.params.id, req.body)) }),
  });

export const bookingAdminRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/bookings',
    tag: 'Admin',
    summary: 'Every booking',
    description:
      'Admin: bookings filtered by status, paymentStatus, start between from and to (UTC), city, zipCode (prefix), customer and cleaner (an id, or words over name and email), serviceId; sorted; paged (`total` = all matches).',
    auth: 'admin',
    input: {
      query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
        status: z.enum(BOOKING_STATUSES).optional(),
        paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
        from: z.string().optional().meta({ description: 'Start at or after (date or ISO instant, UTC).' }),
        to: z.string().optional().meta({ description: 'Start at or before (date or ISO instant, UTC).' }),
        city: z.string().trim().max(80).optional(),
        zipCode: z.string().trim().max(10).optional(),
        customer: z.string().trim().max(100).optional(),
        cleaner: z.string().trim().max(100).optional(),
        serviceId: z.string().optional(),
        sort: z.enum(ADMIN_BOOKING_SORTS).optional(),
      }),
    },
    response: pagedResponse('bookings', bookingSchema),
    errors: [],
    handler: async (req) => {
      const page = await admin.listAdminBookings(req.ctx, req.query);
      return { bookings: await Promise.all(page.items.map((b) => toBookingJson(req.ctx, b))), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/bookings/:id/recommendations',
    tag: 'Bookings',
    summary: 'Cleaners who could take a booking (admin)',
    description: "Admin: approved, active cleaners serving the booking's zip code with no overlapping job, best rated first (the best 100, paged); `withinHours` tells whether it also suits their hours.",
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }), query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }) },
    response: pagedResponse('cleaners', assignableSchema),
    errors: [404],
    handler: async (req) => {
      const p = pageOf(await admin.assignableCleaners(req.ctx, req.params.id), req.query);
      return { cleaners: p.items, page: p.page, limit: p.limit, total: p.total };
    },
  }),
  assignRoute('POST'),
  assignRoute('PUT'),
  defineRoute({
    method: 'PUT',
    path: '/bookings/:id/details',
    tag: 'Bookings',
    summary: "Change a booking's details",
    description:
      'The customer while the booking is pending, or an admin until it starts: any of scheduledAt (UTC), durationHours (half-hour steps), address, city, zipCode, notes. The total is re-quoted at the booking’s own hourly rate. 422 outside the lead-time window; 409 for a paid booking whose total would change, a started booking, or an overlap for its cleaner.',
    auth: 'signedIn',
    input: { params: z.object({ id: uuidParam }), body: detailsInput },
    response: z.object({ booking: bookingSchema }),
    errors: [404, 409, 422],
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await admin.updateBookingDetails(req.ctx, req.params.id, req.body)) }),
  }),
];
