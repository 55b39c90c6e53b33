/**
 * Refunds and the cancellation policy (docs/decisions/0018 and "Refunds
 * (admin)"): the policy, the cancellation quote, and what payments and bookings show of refunds.
 * The admins' fields (refunds, reconciliation, the payment list, editing the policy) are in
 * payments.admin.graphql.ts. The /api rows of payments.api.ts run these fields. Money in cents;
 * instants UTC.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError } from '../../errors.js';
import * as refunds from './refunds.service.js';
import { shortPersonName } from '../../../../schema/format.js';

export const CancellationPolicyRef = builder.prismaObject('CancellationPolicy', {
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
      description: 'Who did it: first and last name for admins, first name and last initial ("Maria G.") for the customer (docs/decisions/0034); null for the platform.',
      select: { actor: { select: { firstName: true, lastName: true } } },
      resolve: (e, _args, ctx) =>
        e.actor ? (ctx.user?.role === 'admin' ? `${e.actor.firstName} ${e.actor.lastName}` : shortPersonName(e.actor.firstName, e.actor.lastName)) : null,
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
    // The payment's own customer may read it; anyone else needs the admin scope.
    authScopes: (p, _args, ctx) => (ctx.user !== null && ctx.user.id === p.customerId ? true : { admin: true }),
    unauthorizedError: () => new AuthorizationError(),
    resolve: (p) => p.customer,
  }),
}));

builder.prismaObjectFields('Payment', (t) => ({
  customerName: t.string({
    description: "The booking customer's first and last name for admins (their payment list) and the customer; the first name only for anyone else, e.g. the cleaner in their payout history (docs/decisions/0034).",
    select: { customer: { select: { firstName: true, lastName: true } } },
    resolve: (p, _args, ctx) =>
      ctx.user?.role === 'admin' || ctx.user?.id === p.customerId ? `${p.customer.firstName} ${p.customer.lastName}` : p.customer.firstName,
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
}));
