/** GraphQL of the admin bookings console and booking edits (docs/decisions/0020); same services as /api. */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { BookingRef, BookingStatusEnum } from './bookings.graphql.js';
import type * as adminUsers from '../users/users.admin.service.js';
import { firstPageOf, UserDetailsRef } from '../users/users.admin.graphql.js';
import * as admin from './bookings.admin.service.js';
import { ADMIN_BOOKING_SORTS, MATCH_STATES, adminBookingArgs, assignArgs, detailsArgs } from './bookings.admin.inputs.js';

const AdminBookingSortEnum = builder.enumType('AdminBookingSort', { values: ADMIN_BOOKING_SORTS });
const BookingMatchStateEnum = builder.enumType('BookingMatchState', {
  description: 'UNMATCHED: the cascade gave up: pending, no cleaner, open to every eligible cleaner (openedToBoardAt set; docs/decisions/0027).',
  values: MATCH_STATES,
});

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

const BookingDetailsInputRef = builder.inputType('BookingDetailsInput', {
  description: "Changes to a booking's details: any of these; a field left out stays as it is.",
  fields: (t) => ({
    scheduledAt: t.field({ type: 'DateTime', description: 'New start (UTC), 2 hours to 180 days ahead.' }),
    durationHours: t.float({ description: '1 to 12, in 0.5-hour steps.' }),
    address: t.string(),
    city: t.string(),
    zipCode: t.string({ description: '5 digits, optionally -4 digits.' }),
    notes: t.string({ description: 'The notes for the cleaner; null or blank clears them.' }),
  }),
});

builder.queryFields((t) => ({
  adminBookings: t.field({
    type: AdminBookingPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every booking (GET /api/admin/bookings; spec section 7 "Admin"). Filters status, paymentStatus, from/to (start, UTC, inclusive), city, zipCode (prefix), customer and cleaner (an id, or words over name and email), serviceId, matchState (UNMATCHED: the cascade gave up; docs/decisions/0027); sort; page from 1, limit 1..100 (default 20); `total` counts every match. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR (a filter, page or limit).',
    args: t.validate(
      {
        status: t.arg.string(),
        paymentStatus: t.arg.string(),
        from: t.arg({ type: 'DateTime' }),
        to: t.arg({ type: 'DateTime' }),
        fromText: t.arg.string({
          description: '`from` as text, as the /api query string takes it: a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 instant; wins over `from`. Anything else is a VALIDATION_ERROR on `from`.',
        }),
        toText: t.arg.string({ description: '`to` as text, like `fromText`; wins over `to`.' }),
        city: t.arg.string(),
        zipCode: t.arg.string(),
        customer: t.arg.string(),
        cleaner: t.arg.string(),
        serviceId: t.arg.int(),
        matchState: t.arg({ type: BookingMatchStateEnum, description: 'UNMATCHED: only bookings the cascade gave up on (pending, no cleaner, openedToBoardAt set).' }),
        matchStateText: t.arg.string({ description: '`matchState` as text, case-insensitive (unmatched), as the /api query string takes it; wins over `matchState`. Anything else is a VALIDATION_ERROR on `matchState`.' }),
        sort: t.arg({ type: AdminBookingSortEnum }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(adminBookingArgs),
    ),
    resolve: (_root, args) => admin.listAdminBookings(args),
  }),
  assignableCleaners: t.field({
    type: [AssignableCleanerRef],
    authScopes: { admin: true },
    description: "Admin: who may be assigned to the booking (the assign dialog): approved, active cleaners covering its place and free for it, travel buffers to their other jobs included, best rated first, at most 100; `withinHours` says whether it also suits their hours, days off and services. Errors: NOT_FOUND_ERROR, AUTHORIZATION_ERROR.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: (_root, args) => admin.assignableCleaners(String(args.bookingId)),
  }),
}));

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  assignCleaner: t.field({
    type: BookingRef,
    authScopes: { admin: true },
    errors,
    description:
      "Admin: POST/PUT /api/bookings/{id}/assign, `cleanerId` of an approved cleaner serving the booking's zip code and free at that time. The booking becomes pending_cleaner_response ('Awaiting Cleaner Response') with that cleaner, who is notified to accept or decline; a decline opens it again. Errors: NotFoundError, ConflictError (status, zip code, same cleaner, overlapping job).",
    args: t.validate({ bookingId: t.arg.id({ required: true }), cleanerId: t.arg.id({ required: true }) }, assignArgs),
    resolve: (_root, { bookingId, ...input }, ctx) => admin.assignCleaner(ctx, bookingId, input),
  }),
  updateBookingDetails: t.field({
    type: BookingRef,
    authScopes: { customer: true, admin: true },
    errors,
    description:
      'PUT /api/bookings/{id}/details: the customer while pending, or an admin until it starts, changes time (UTC), hours (half-hour steps), address, city, zip code or notes; the total is re-quoted at the booking’s own hourly rate. The changes are either `input` (a field left out stays as it is) or the separate arguments. Errors: ValidationError (nothing to change; 422 outside the lead-time window), AuthorizationError, NotFoundError, ConflictError (a started booking, a paid booking whose total would change, an overlap for its cleaner).',
    args: t.validate(
      {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: BookingDetailsInputRef, description: 'The changes, as one object; wins over the separate arguments.' }),
        scheduledAt: t.arg({ type: 'DateTime' }),
        durationHours: t.arg.float(),
        address: t.arg.string(),
        city: t.arg.string(),
        zipCode: t.arg.string(),
        notes: t.arg.string(),
      },
      detailsArgs,
    ),
    resolve: (_root, { id, ...changes }, ctx) => admin.updateBookingDetails(ctx, id, changes),
  }),
}));

/* The bookings of a user's details (admins): the fields of AdminUserDetails that show bookings live
   with the bookings (the users module sits below it: docs/decisions/0041-server-module-layers.md). */
/** A booking on a user's details, with that user's side of it. */
type DetailsBooking = adminUsers.UserDetails['bookings'][number] & { asRole: 'customer' | 'cleaner' };

const BookingPartyEnum = builder.enumType('BookingParty', {
  description: 'Which side of a booking a person is on.',
  values: ['customer', 'cleaner'] as const,
});

const AdminUserBookingRef = builder.objectRef<DetailsBooking>('AdminUserBooking').implement({
  description: "One booking on a user's details (admins): a summary, with the user's side of it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: BookingStatusEnum, resolve: (b) => b.status }),
    paymentStatus: t.exposeString('paymentStatus', { description: 'unpaid, pending, paid, refunded, partially_refunded or failed.' }),
    serviceName: t.string({ description: "The booked service's name.", resolve: (b) => b.service.name }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', description: 'UTC start.' }),
    totalCents: t.expose('totalCents', { type: 'NonNegativeInt', description: 'Price of the booking, in cents.' }),
    asRole: t.field({ type: BookingPartyEnum, description: 'Whether this user is the customer or the cleaner of it.', resolve: (b) => b.asRole }),
  }),
});

const DetailsBookingPageRef = firstPageOf('AdminUserBookingPage', AdminUserBookingRef, 'bookings (as customer or cleaner, newest first)');

builder.objectFields(UserDetailsRef, (t) => ({
    bookings: t.field({ type: [BookingRef], description: 'As customer or cleaner, newest first (at most 20).', resolve: (d) => d.bookings }),
    bookingPage: t.field({
      type: DetailsBookingPageRef,
      description: 'The bookings as a first page, each with asRole (this user is its customer or its cleaner); total = all of them.',
      resolve: (d) => ({ items: d.bookings.map((b) => ({ ...b, asRole: b.customerId === d.user.id ? ('customer' as const) : ('cleaner' as const) })), total: d.counts.bookings }),
    }),
}));
