/**
 * Refunds, the cancellation policy and admin payment tools (issue 7 "Cancellation policy as data"
 * and "Refunds (admin)"). The /api rows of payments.api.ts run these fields. Money in cents;
 * instants UTC.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { BookingRef } from '../bookings/bookings.graphql.js';
import { PaymentRef } from './payments.graphql.js';
import * as refunds from './refunds.service.js';

const CancellationPolicyRef = builder.prismaObject('CancellationPolicy', {
  description:
    "One band of the cancellation policy: a customer who cancels at least `minHoursBeforeStart` hours before the start gets `refundPercent` of what they paid back; the band with null applies after the start. A cleaner's, an admin's or the platform's cancellation refunds in full.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    minHoursBeforeStart: t.exposeInt('minHoursBeforeStart', { nullable: true, description: 'Lower bound in whole hours before the start; null = after the start.' }),
    refundPercent: t.exposeInt('refundPercent', { description: 'Percent of the paid amount refunded, 0 to 100.' }),
    description: t.exposeString('description', { description: 'Shown to customers.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'UTC instant of the last change.' }),
  }),
});

const CancellationQuoteRef = builder.objectRef<refunds.CancellationQuote>('CancellationQuote').implement({
  description: "What cancelling a booking now would refund (the dialog's 'You will be refunded $X of $Y.'). Cents.",
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    paidCents: t.expose('paidCents', { type: 'NonNegativeInt', description: 'Paid and not yet refunded, in cents ($Y).' }),
    refundCents: t.expose('refundCents', { type: 'NonNegativeInt', description: 'What the cancellation refunds, in cents ($X).' }),
    refundPercent: t.exposeInt('refundPercent', { description: "The policy's percent for this moment (0..100)." }),
    description: t.exposeString('description', { description: 'The band that applies.' }),
  }),
});

const BookingEventRef = builder.prismaObject('BookingEvent', {
  description: 'Something done to a booking outside its normal flow, with who and why: status or payment-status set by an admin, a refund, a problem report, a payout release.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'status_changed, payment_status_changed, refunded, problem_reported, payout_released.' }),
    fromValue: t.exposeString('fromValue', { nullable: true }),
    toValue: t.exposeString('toValue', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    actorName: t.string({
      nullable: true,
      description: 'Who did it (first and last name); null for the platform.',
      select: { actor: { select: { firstName: true, lastName: true } } },
      resolve: (e) => (e.actor ? `${e.actor.firstName} ${e.actor.lastName}` : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'UTC instant.' }),
  }),
});

builder.prismaObjectFields('Payment', (t) => ({
  bookingId: t.exposeID('bookingId', { description: 'The booking the money moved for.' }),
  reason: t.exposeString('reason', { nullable: true, description: 'Refunds: why the money went back.' }),
  refundableCents: t.field({
    type: 'NonNegativeInt',
    description: 'Payments: cents still refundable (succeeded payments only; 0 otherwise).',
    resolve: (payment) => refunds.refundableCents(payment),
  }),
}));

builder.prismaObjectFields('Booking', (t) => ({
  events: t.prismaField({
    type: [BookingEventRef],
    description: "What was done to the booking outside its normal flow, oldest first: for admins and the booking's customer; empty for anyone else.",
    resolve: (query, booking, _args, ctx) =>
      ctx.user && (ctx.user.role === 'admin' || ctx.user.id === booking.customerId)
        ? db.bookingEvent.findMany({ ...query, where: { bookingId: booking.id }, orderBy: { createdAt: 'asc' } })
        : [],
  }),
}));

const AdminPaymentPageRef = builder.objectRef<refunds.AdminPaymentPage>('AdminPaymentPage').implement({
  description: 'One page of every payment, refund and payout (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [PaymentRef], resolve: (p) => p.items }),
    total: t.expose('total', { type: 'NonNegativeInt', description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const PaymentCustomerRef = builder.objectRef<{ firstName: string; lastName: string; email: string }>('PaymentCustomer').implement({
  description: "The customer of a payment's booking: name and email (admins' payment list).",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'The full address.' }),
  }),
});

builder.prismaObjectFields('Payment', (t) => ({
  customer: t.field({
    type: PaymentCustomerRef,
    description: "The booking customer's first name, last name and email: for admins and that customer; AUTHORIZATION_ERROR for anyone else.",
    select: { customer: { select: { firstName: true, lastName: true, email: true } } },
    resolve: (p, _args, ctx) => {
      if (ctx.user?.role !== 'admin' && ctx.user?.id !== p.customerId) throw new AuthorizationError();
      return p.customer;
    },
  }),
}));

builder.prismaObjectFields('Payment', (t) => ({
  customerName: t.string({
    description: "The booking customer's first and last name (admins' payment list).",
    select: { customer: { select: { firstName: true, lastName: true } } },
    resolve: (p) => `${p.customer.firstName} ${p.customer.lastName}`,
  }),
}));

builder.queryFields((t) => ({
  cancellationPolicies: t.prismaField({
    type: [CancellationPolicyRef],
    description: 'The cancellation policy, band by band (public: customers see the rules before booking).',
    resolve: async () => refunds.cancellationPolicies(),
  }),
  cancellationQuote: t.field({
    type: CancellationQuoteRef,
    authScopes: { signedIn: true },
    description:
      "What cancelling the booking now would refund, in cents: the policy's band for its customer, in full for an admin. Errors: NOT_FOUND_ERROR for anyone but the booking's customer and admins.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => refunds.cancellationQuote(ctx, String(args.bookingId)),
  }),
  adminPayments: t.field({
    type: AdminPaymentPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every payment, refund and payout row, newest first, with what each payment can still refund (cents). Filters: `status` (pending, succeeded, failed, canceled), `kind` (payment, refund, payout), `from`/`to` (UTC instants on creation, `to` exclusive; `fromIso`/`toIso` take an ISO 8601 date or instant as text). Paged: `page` from 1, `limit` 1..100 (default 20); `total` counts all matches. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR (a filter, page or limit; field named). Issue 7 "Refunds (admin)".',
    args: {
      status: t.arg.string(),
      kind: t.arg.string(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      fromIso: t.arg.string({ description: 'Created at or after: an ISO 8601 date (UTC midnight) or instant, as text. Used when `from` is not given.' }),
      toIso: t.arg.string({ description: 'Created before: an ISO 8601 date (UTC midnight) or instant, as text. Used when `to` is not given.' }),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, { fromIso, toIso, ...args }, ctx) =>
      refunds.adminPayments(ctx, {
        ...args,
        from: args.from?.toISOString() ?? fromIso ?? null,
        to: args.to?.toISOString() ?? toIso ?? null,
        // A null page or limit (an /api query without it) means the default.
        page: args.page ?? undefined,
        limit: args.limit ?? undefined,
      }),
  }),
}));

const adminErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  refundPayment: t.field({
    type: PaymentRef,
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description:
      "Admin: gives `amountCents` cents of a succeeded payment back to the customer through the gateway, with a `reason` (recorded with who refunded, and shown to the customer). At most what is left to refund of that payment; the booking's paymentStatus becomes partially_refunded or refunded. A double click refunds once. Returns the refund row. Errors: NotFoundError (unknown payment, or not a customer payment; 404), ConflictError (more than is left, 409), ValidationError (amount 1..100000000 whole cents, reason 3..500 characters; 400), AuthorizationError (not an admin). Issue 7 \"Refunds (admin)\".",
    args: { paymentId: t.arg.id({ required: true }), amountCents: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refunds.refundPayment(ctx, String(args.paymentId), { amount: args.amountCents, reason: args.reason }),
  }),
  setBookingPaymentStatus: t.prismaField({
    type: BookingRef,
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description:
      "Admin reconciliation: sets a booking's paymentStatus (unpaid, pending, paid, refunded, partially_refunded, failed) by hand with a required reason (3..500 characters), recorded with who set it (a booking event). No money moves. Errors: NotFoundError (unknown booking, 404), ValidationError (status, reason; 400), AuthorizationError (not an admin). Issue 7 \"Refunds (admin)\".",
    args: { bookingId: t.arg.id({ required: true }), paymentStatus: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const booking = await refunds.setPaymentStatus(ctx, String(args.bookingId), { paymentStatus: args.paymentStatus, reason: args.reason });
      return db.booking.findUniqueOrThrow({ ...query, where: { id: booking.id } });
    },
  }),
  updateCancellationPolicy: t.prismaField({
    type: CancellationPolicyRef,
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description: 'Admin: changes one band of the cancellation policy (percent 0..100, lower bound in hours, description). New cancellations use it at once.',
    args: {
      id: t.arg.int({ required: true }),
      refundPercent: t.arg.int({ required: true }),
      minHoursBeforeStart: t.arg.int(),
      description: t.arg.string({ required: true }),
    },
    resolve: (_query, _root, args, ctx) =>
      refunds.updateCancellationPolicy(ctx, args.id, {
        refundPercent: args.refundPercent,
        description: args.description,
        ...(args.minHoursBeforeStart !== undefined ? { minHoursBeforeStart: args.minHoursBeforeStart } : {}),
      }),
  }),
}));
