/** GraphQL of the admin bookings console and booking edits (issue 10 "Bookings"); same services as /api. */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { BookingRef } from './bookings.graphql.js';
import * as admin from './bookings-admin.service.js';
import { ADMIN_BOOKING_SORTS } from './bookings-admin.inputs.js';

const AdminBookingSortEnum = builder.enumType('AdminBookingSort', { values: ADMIN_BOOKING_SORTS });

const AdminBookingPageRef = builder.objectRef<Awaited<ReturnType<typeof admin.listAdminBookings>>>('AdminBookingPage').implement({
  description: 'One page of every booking for admins (pages start at 1).',
  fields: (t) => ({
    items: t.field({ type: [BookingRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const AssignableCleanerRef = builder.objectRef<admin.AssignableCleaner>('AssignableCleaner').implement({
  description: 'An approved, active cleaner who serves the booking’s zip code and has no overlapping job.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    city: t.exposeString('city'),
    ratingAverage: t.exposeFloat('ratingAverage'),
    ratingCount: t.exposeInt('ratingCount'),
    yearsExperience: t.exposeInt('yearsExperience'),
    withinHours: t.exposeBoolean('withinHours', { description: 'The job suits its weekly hours, days off and services too.' }),
  }),
});

builder.queryFields((t) => ({
  adminBookings: t.field({
    type: AdminBookingPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every booking (GET /api/admin/bookings). Filters status, paymentStatus, from/to (start, UTC, inclusive), city, zipCode (prefix), customer and cleaner (an id, or words over name and email), serviceId; sort; page from 1, limit 1..100.',
    args: {
      status: t.arg.string(),
      paymentStatus: t.arg.string(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      city: t.arg.string(),
      zipCode: t.arg.string(),
      customer: t.arg.string(),
      cleaner: t.arg.string(),
      serviceId: t.arg.int(),
      sort: t.arg({ type: AdminBookingSortEnum }),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => admin.listAdminBookings(ctx, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
  }),
  assignableCleaners: t.field({
    type: [AssignableCleanerRef],
    authScopes: { admin: true },
    description: 'Admin: who may be assigned to the booking (GET /api/bookings/{id}/recommendations), best rated first. Errors: NOT_FOUND_ERROR.',
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => admin.assignableCleaners(ctx, String(args.bookingId)),
  }),
}));

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  assignCleaner: t.field({
    type: BookingRef,
    authScopes: { admin: true },
    errors,
    description:
      "Admin: POST/PUT /api/bookings/{id}/assign. The booking becomes pending_cleaner_response ('Awaiting Cleaner Response') with that cleaner, who is notified to accept or decline; a decline opens it again. Errors: NotFoundError, ConflictError (status, zip code, same cleaner, overlapping job).",
    args: { bookingId: t.arg.id({ required: true }), cleanerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => admin.assignCleaner(ctx, String(args.bookingId), { cleanerId: String(args.cleanerId) }),
  }),
  updateBookingDetails: t.field({
    type: BookingRef,
    authScopes: { signedIn: true },
    errors,
    description:
      'PUT /api/bookings/{id}/details: the customer while pending, or an admin until it starts, changes time (UTC), hours (half-hour steps), address, city, zip code or notes; the total is re-quoted at the booking’s own hourly rate. Errors: ValidationError (422 lead time), NotFoundError, ConflictError (status, paid total, overlap).',
    args: {
      id: t.arg.id({ required: true }),
      scheduledAt: t.arg({ type: 'DateTime' }),
      durationHours: t.arg.float(),
      address: t.arg.string(),
      city: t.arg.string(),
      zipCode: t.arg.string(),
      notes: t.arg.string(),
    },
    resolve: (_root, { id, ...args }, ctx) =>
      admin.updateBookingDetails(ctx, String(id), Object.fromEntries(Object.entries(args).filter(([k, v]) => v !== undefined && (v !== null || k === 'notes')))),
  }),
}));
