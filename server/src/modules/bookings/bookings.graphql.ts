/** Booking types, queries, mutations and the bookingUpdated subscription. */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import { liveEvents, startingWith } from '../../live-events.js';
import { UserRef } from '../users/users.graphql.js';
import { ServiceRef } from '../services/services.graphql.js';
import { serviceById } from '../services/services.service.js';
import type { Service } from '../../generated/prisma/client.js';
import { availabilityWarning } from '../matching/eligibility.js';
import * as bookings from './bookings.service.js';
import { acceptBooking, rejectBooking } from './bookings.jobs.service.js';
import { createBooking, updateBookingStatus } from './bookings.lifecycle.service.js';
import { bookingListArgs, createBookingInput, rejectInput, statusInput } from './bookings.inputs.js';
import { STATUS_LABELS } from './lifecycle.js';
import { quoteForViewer, type BookingQuote } from '../services/pricing.service.js';
import { BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

export const BookingStatusEnum = builder.enumType('BookingStatus', {
  description: 'Spec section 4 booking statuses.',
  values: BOOKING_STATUSES,
});
const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  values: ['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed'] as const,
});
const PriceTierEnum = builder.enumType('PriceTier', { values: ['member', 'regular'] as const });
const BookingScopeEnum = builder.enumType('BookingScope', {
  description: 'Which bookings a cleaner lists: OPEN = open to me, MINE = assigned to me, ALL = both. Ignored for other roles.',
  values: ['ALL', 'MINE', 'OPEN'] as const,
});
const BookingActionEnum = builder.enumType('BookingAction', {
  description:
    'What the viewer may do to a booking now (lifecycle.ts `allowedActions`). ACCEPT, REJECT, START, COMPLETE: the cleaner asked or assigned (COMPLETE also admins); CANCEL: its customer or an admin (and the cleaner of a confirmed instant job, issue 31); ASSIGN (a cleaner, or another one) and EDIT_DETAILS: admins, until the job starts.',
  values: ['ACCEPT', 'REJECT', 'START', 'COMPLETE', 'CANCEL', 'ASSIGN', 'EDIT_DETAILS'] as const,
});

export const BookingRef = builder.prismaObject('Booking', {
  description: 'A booked job. Money in cents; instants in UTC.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Same id as /api/bookings/{id}.' }),
    status: t.expose('status', { type: BookingStatusEnum }),
    statusLabel: t.string({ description: 'Spec section 4 label, e.g. "Awaiting Cleaner Response".', resolve: (b) => STATUS_LABELS[b.status] }),
    serviceId: t.exposeInt('serviceId', { description: 'Id of the booked service (an integer, 1 to 50; the same as `service`).' }),
    customerId: t.exposeID('customerId', { description: "The customer's user id (uuid)." }),
    cleanerId: t.exposeID('cleanerId', { nullable: true, description: 'User id (uuid) of the cleaner holding or asked for the job; null while it is open.' }),
    service: t.field({
      type: ServiceRef,
      description: 'The booked service (from the in-memory catalogue when active; no join).',
      resolve: (b) => {
        const loaded = (b as { service?: Service }).service;
        return loaded ?? serviceById(b.serviceId);
      },
    }),
    customer: t.field({
      type: UserRef,
      description:
        "The customer. The cleaner holding this job sees the full name and phone only inside its contact window (24 hours before the start to 24 hours after the end; docs/decisions/0034); any other cleaner, or outside that window, the first name only (lastName, fullName and phone are null). A cleaner never sees the email (docs/decisions/0009).",
      select: (_args, _ctx, nestedSelection) => ({ customer: nestedSelection(true) }),
      resolve: (b, _args, ctx) => bookings.customerAsSeenBy(ctx.user, b, b.customer),
    }),
    cleaner: t.relation('cleaner', { nullable: true, description: 'The cleaner holding or asked for the job: the customer sees the first name, last initial ("Maria G.") and profile, never the phone or email (docs/decisions/0034).' }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', description: 'UTC start.' }),
    endsAt: t.field({
      type: 'DateTime',
      description: 'UTC end (scheduledAt + duration).',
      resolve: (b) => new Date(b.scheduledAt.getTime() + b.durationMinutes * 60_000),
    }),
    durationMinutes: t.expose('durationMinutes', { type: 'NonNegativeInt' }),
    durationHours: t.float({ resolve: (b) => b.durationMinutes / 60 }),
    address: t.string({
      nullable: true,
      description: 'Street address; for a cleaner only while they hold the job and inside its contact window (24 hours before the start to 24 hours after the end; docs/decisions/0034), otherwise null (city and zip code show the area).',
      resolve: (b, _args, ctx) => bookings.bookingAsSeenBy(ctx.user, b).address,
    }),
    city: t.exposeString('city'),
    zipCode: t.exposeString('zipCode'),
    notes: t.string({
      nullable: true,
      description: "The customer's notes for the cleaner (they may carry a gate code); null when none, and for a cleaner outside the contact window, like address.",
      resolve: (b, _args, ctx) => bookings.bookingAsSeenBy(ctx.user, b).notes,
    }),
    priceTier: t.expose('priceTier', { type: PriceTierEnum, description: 'Which hourly rate was applied.' }),
    hourlyRateCents: t.expose('hourlyRateCents', { type: 'NonNegativeInt', description: 'Applied hourly rate, cents.' }),
    totalCents: t.expose('totalCents', { type: 'NonNegativeInt', description: 'hourlyRateCents x hours, cents.' }),
    currency: t.string({ description: 'ISO 4217 currency of every amount of the booking: always "USD".', resolve: () => 'USD' }),
    paymentStatus: t.expose('paymentStatus', { type: PaymentStatusEnum }),
    cancellationReason: t.exposeString('cancellationReason', { nullable: true }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    allowedActions: t.field({
      type: [BookingActionEnum],
      description: 'Actions the viewer may take now.',
      resolve: (b, _args, ctx) => bookings.actionsFor(ctx, b),
    }),
  }),
});

/** True when plugin-prisma's query for a list loads no relation (only the row's own columns). */
function selectsScalarsOnly(query: { include?: unknown; select?: unknown }): boolean {
  const include = query.include as Record<string, unknown> | undefined;
  const select = query.select as Record<string, unknown> | undefined;
  if (include && Object.keys(include).length > 0) return false;
  return !select || Object.values(select).every((value) => value === true || value === false);
}

const BookingPageRef = builder.objectRef<bookings.BookingPage>('BookingPage').implement({
  description: 'One page of bookings (pages start at 1).',
  fields: (t) => ({
    // The page's rows in one statement with the client's selection, read while `total` counts.
    // A customer's own page is read in plain SQL when the selection needs no relation from the
    // database (docs/decisions/0012, third pass); every other list goes through Prisma.
    items: t.prismaField({
      type: [BookingRef],
      resolve: (query, p) => (p.own && selectsScalarsOnly(query) ? bookings.ownBookingRows(p.own) : db.booking.findMany({ ...query, ...p.rows })),
    }),
    total: t.field({ type: 'NonNegativeInt', resolve: (p) => p.total() }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    hasMore: t.boolean({ resolve: (p) => p.hasMore() }),
  }),
});

const BookingQuoteRef = builder.objectRef<BookingQuote>('BookingQuote').implement({
  description: 'Price of a prospective booking for the viewer, in cents.',
  fields: (t) => ({
    serviceId: t.id({ resolve: (q) => String(q.serviceId) }),
    durationMinutes: t.expose('durationMinutes', { type: 'NonNegativeInt' }),
    memberRateCents: t.expose('memberRateCents', { type: 'NonNegativeInt' }),
    regularRateCents: t.expose('regularRateCents', { type: 'NonNegativeInt' }),
    appliedTier: t.field({ type: PriceTierEnum, resolve: (q) => q.appliedTier }),
    hourlyRateCents: t.expose('hourlyRateCents', { type: 'NonNegativeInt' }),
    totalCents: t.expose('totalCents', { type: 'NonNegativeInt' }),
    regularTotalCents: t.expose('regularTotalCents', { type: 'NonNegativeInt' }),
    savingsCents: t.expose('savingsCents', { type: 'NonNegativeInt' }),
    isMember: t.exposeBoolean('isMember', { description: "True when the viewer's membership covers this service." }),
    serviceNumericId: t.int({ description: 'The same id as `serviceId`, as an integer (1, 2, ...), as /api answers it.', resolve: (q) => q.serviceId }),
  }),
});

export const MatchingRequestEnum = builder.enumType('MatchingRequest', {
  description: 'How createBooking finds a cleaner instead of the open board (docs/decisions/0027): `best` asks the top-ranked cleaner first, then the next, one at a time.',
  values: ['best'] as const,
});

const CreateBookingInputRef = builder.inputType('CreateBookingInput', {
  description:
    'A new booking. Besides the job, at most one of `cleanerId` (ask this cleaner) and `matching: best` (the ranked cascade); with neither the booking goes to the open board.',
  fields: (t) => ({
    serviceId: t.id({ required: true }),
    scheduledAt: t.field({ type: 'DateTime', required: true, description: 'UTC start, at least 2 hours ahead.' }),
    durationHours: t.float({ required: true, description: '1 to 12, in 0.5-hour steps.' }),
    address: t.string({ required: true }),
    city: t.string({ required: true }),
    zipCode: t.string({ required: true, description: '5 digits, optionally -4 digits; a US zip code the zip dataset knows (else VALIDATION_ERROR on zipCode).' }),
    notes: t.string(),
    cleanerId: t.id({
      description:
        "Ask this cleaner (user id, uuid): the booking awaits their answer and holds the slot for them until the request's deadline (scaled by lead time, at most MATCHING_MAX_ANSWER_SECONDS; REQUEST_TIMEOUT_SECONDS when set; docs/decisions/0045). They must be eligible (approved, covering the zip code, offering the service, free then with the travel buffer, within their hours), else ConflictError. Not together with `matching`.",
    }),
    matching: t.field({ type: MatchingRequestEnum, description: '`best`: ask the top-ranked cleaner first, then the next on a decline or timeout. Not together with `cleanerId`.' }),
    fallbackToBest: t.boolean({ description: 'With `cleanerId`: if that cleaner declines or does not answer in time, ask the next-best cleaner instead of ending the booking. Default false.' }),
  }),
});

builder.queryFields((t) => ({
  bookingQuote: t.field({
    type: BookingQuoteRef,
    description: 'Member vs regular price of a prospective booking for the viewer.',
    args: { serviceId: t.arg.id({ required: true }), durationHours: t.arg.float({ required: true }) },
    resolve: (_root, args, ctx) => quoteForViewer(ctx, String(args.serviceId), args.durationHours),
  }),
  bookings: t.field({
    type: BookingPageRef,
    authScopes: { customer: true, approvedCleaner: true, admin: true },
    unauthorizedError: (_root, _args, ctx) => bookings.approvedCleanerRefusal(ctx),
    description:
      "Bookings visible to the caller (GET /api/bookings; spec section 7 \"Bookings\"): a customer's own, an approved cleaner's jobs and the open jobs in their area (`scope`), every booking for an admin. Newest start first (open jobs: soonest first); `page` from 1, `limit` (or `pageSize`) 1..100, default 10; `total` counts every match. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR (cleaner awaiting approval), VALIDATION_ERROR (page, limit, scope, status).",
    args: t.validate(
      {
        status: t.arg({ type: [BookingStatusEnum] }),
        scope: t.arg({ type: BookingScopeEnum, defaultValue: 'ALL' }),
        scopeText: t.arg.string({
          description: '`scope` as text, case-insensitive (all, mine or open), as the /api query string takes it; wins over `scope`. Anything else is a VALIDATION_ERROR on `scope`.',
        }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 10 }),
        limit: t.arg.int({ description: 'Items per page, 1..100; wins over `pageSize` (its older name).' }),
      },
      fieldArgs(bookingListArgs),
    ),
    resolve: (_root, args, ctx) => bookings.bookingPage(ctx, args),
  }),
  booking: t.prismaField({
    type: BookingRef,
    authScopes: { signedIn: true },
    description:
      "One booking (GET /api/bookings/{id}): a customer's own, a cleaner's job or an open job in their area, any for an admin. Errors (GraphQL error extensions.code): NOT_FOUND_ERROR, AUTHORIZATION_ERROR for anyone but its customer, its cleaner, a cleaner it is open to, or an admin.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const booking = await bookings.getBookingFor(ctx, String(id));
      return db.booking.findUniqueOrThrow({ ...query, where: { id: booking.id } });
    },
  }),
}));

/** Loads a mutation's result with the client's selection (plugin-prisma `query`). */
const reload = (query: object, id: string) => db.booking.findUniqueOrThrow({ ...query, where: { id } });
const bookingErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  createBooking: t.prismaField({
    type: BookingRef,
    authScopes: { customer: true },
    errors: { types: bookingErrors },
    description:
      'A customer books a service (POST /api/bookings; spec section 7 "Bookings"): a booking priced in cents at the member rate when their membership covers the service, else the regular rate. 1 to 12 hours in half-hour steps; the start (UTC) 2 hours to 180 days ahead. With `cleanerId` it awaits that cleaner (pending_cleaner_response); with `matching: best` it asks a favourite alone for a head start or a wave of the k best-ranked free cleaners at once (pending_cleaner_response with no cleaner; `pendingOffers`; docs/decisions/0045), or, with nobody free, is open to every eligible cleaner; with neither it is pending on the open board (docs/decisions/0027). Errors: ValidationError (400, e.g. unknown zip code, or `cleanerId` and `matching` together, on `matching`; 422 outside the lead-time window), NotFoundError (unknown service), ConflictError (the same booking twice; the chosen cleaner cannot take it).',
    args: { input: t.arg({ type: CreateBookingInputRef, required: true }).validate(createBookingInput) },
    resolve: async (query, _root, { input }, ctx) => reload(query, (await createBooking(ctx, input)).id),
  }),
  acceptBooking: t.prismaField({
    type: BookingRef,
    authScopes: { approvedCleaner: true },
    unauthorizedError: (_root, _args, ctx) => bookings.approvedCleanerRefusal(ctx),
    errors: {
      types: bookingErrors,
      result: {
        fields: (r) => ({
          warning: r.string({
            nullable: true,
            description: "Set when the job lies outside the cleaner's working hours, days off or services (it is taken all the same); null otherwise.",
            resolve: (b, _args, ctx) => availabilityWarning(ctx.user!.id, b.id),
          }),
        }),
      },
    },
    description:
      "An approved cleaner takes an open job in their area, or one that asked for them (POST /api/bookings/{id}/accept): it becomes confirmed. A job outside the cleaner's working hours, days off or services is taken too, with `warning` saying so. Errors: ConflictError (taken by another cleaner first, a request to them that expired, it overlaps a job the cleaner holds, or it is too close to one to travel between them: the travel buffer, docs/decisions/0027), AuthorizationError (outside their area, or not an approved cleaner), NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => reload(query, (await acceptBooking(ctx, String(id))).id),
  }),
  rejectBooking: t.prismaField({
    type: BookingRef,
    authScopes: { approvedCleaner: true },
    unauthorizedError: (_root, _args, ctx) => bookings.approvedCleanerRefusal(ctx),
    errors: { types: bookingErrors },
    description:
      'An approved cleaner declines a job with a reason (POST /api/bookings/{id}/reject; docs/decisions/0004-booking-lifecycle.md): an open job stays open for others (and is hidden from this cleaner); a job an admin assigned to them opens again; a request from the matching (docs/decisions/0027) asks the next-best cleaner (or, for a chosen cleaner without fallback, ends rejected); any other job that asked for them becomes rejected. Errors: ValidationError (reason, 3 to 500 characters), AuthorizationError, NotFoundError, ConflictError (no longer rejectable).',
    args: t.validate({ id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) }, rejectInput.extend({ id: z.string() })),
    resolve: async (query, _root, { id, ...input }, ctx) => reload(query, (await rejectBooking(ctx, id, input)).id),
  }),
  updateBookingStatus: t.prismaField({
    type: BookingRef,
    authScopes: { customer: true, approvedCleaner: true, admin: true },
    errors: { types: bookingErrors },
    description:
      'Starts, completes or cancels a booking (PUT /api/bookings/{id}/status; spec section 4). in_progress: the assigned cleaner, from confirmed, from 60 minutes before the start (ValidationError 422 earlier). completed: the assigned cleaner or an admin, from in_progress. cancelled (optional reason): the customer while pending, awaiting the cleaner or confirmed; an admin also in progress. An admin may set any other status with a reason. Errors: ValidationError, AuthorizationError, NotFoundError, ConflictError (not allowed from the current status).',
    args: t.validate(
      { id: t.arg.id({ required: true }), status: t.arg({ type: BookingStatusEnum, required: true }), reason: t.arg.string() },
      statusInput.extend({ id: z.string() }),
    ),
    resolve: async (query, _root, { id, status, reason }, ctx) => reload(query, (await updateBookingStatus(ctx, id, { status, reason: reason ?? null })).id),
  }),
}));

builder.subscriptionField('bookingUpdated', (t) =>
  t.field({
    type: BookingRef,
    authScopes: { signedIn: true },
    description: 'Emits the booking as it is now, then again whenever it changes (so a client that subscribes after its query, or again after a lost websocket, misses nothing). Same visibility rules as `booking`, checked again for every event.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, ctx) => {
      await bookings.getBookingFor(ctx, String(id));
      // Re-checked per event against the current session (e.g. a cleaner who declined stops receiving).
      const changes = liveEvents(ctx, pubsub.subscribe('booking:updated', String(id)), (live) => bookings.getBookingFor(live, String(id)));
      return startingWith({ bookingId: String(id) }, changes);
    },
    resolve: (event) => db.booking.findUniqueOrThrow({ where: { id: event.bookingId } }),
  }),
);

builder.prismaObjectFields('Booking', (t) => ({
  availabilityWarning: t.string({
    nullable: true,
    description: "For the cleaner viewing it: a warning when the job lies outside their working hours, days off or services (they may still take it); null otherwise.",
    resolve: (b, _args, ctx) => (ctx.user?.role === 'cleaner' && (b.cleanerId === null || b.cleanerId === ctx.user.id) ? availabilityWarning(ctx.user.id, b.id) : null),
  }),
}));
