/**
 * Payment types, queries and mutations (docs/decisions/0016).
 * The /api rows of payments.api.ts run these fields (the webhook's mutation, which takes the raw
 * body, is payments.webhook.graphql.ts). Money in cents; instants in UTC.
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { confirmInput, createIntentInput, historyInput } from './payments.inputs.js';
import * as payments from './payments.service.js';

export const PaymentRef = builder.prismaObject('Payment', {
  description: 'Money moved for a booking through the payment gateway: a payment (pi_...), a refund (re_...) or a payout (tr_...). Amounts in cents; instants in UTC.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.string({ description: 'payment (customer to platform), refund (back to the customer) or payout (to the cleaner).', resolve: (p) => p.kind }),
    amountCents: t.expose('amountCents', { type: 'NonNegativeInt', description: 'Amount in cents, e.g. 7200 for $72.00.' }),
    currency: t.exposeString('currency', { description: "Lower-case ISO 4217 code: 'usd'." }),
    status: t.string({ description: 'pending, succeeded, failed or canceled.', resolve: (p) => p.status }),
    gatewayId: t.exposeString('gatewayId', { description: 'The gateway object: pi_... (payment), re_... (refund), tr_... (payout).' }),
    failureMessage: t.exposeString('failureMessage', {
      nullable: true,
      description: "The gateway's message for the last failure, e.g. 'Your card was declined.'; null otherwise.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'UTC instant the row was created.' }),
  }),
});

const PaymentIntentRef = builder.objectRef<payments.IntentResult['paymentIntent']>('PaymentIntent').implement({
  description: "A gateway payment intent for a booking: what the browser needs to confirm it (Stripe's PaymentIntent shape).",
  fields: (t) => ({
    id: t.exposeString('id', { description: 'pi_...' }),
    clientSecret: t.exposeString('clientSecret', { description: 'Secret for confirming in the browser (pi_..._secret_...). Do not log it.' }),
    amountCents: t.expose('amountCents', { type: 'NonNegativeInt', description: "The booking's totalCents, in cents." }),
    currency: t.exposeString('currency', { description: "'usd'." }),
    status: t.exposeString('status', { description: "Stripe's status: requires_payment_method, processing, succeeded, canceled, ..." }),
  }),
});

const CreatePaymentIntentPayloadRef = builder.objectRef<payments.IntentResult>('CreatePaymentIntentPayload').implement({
  description: 'The open payment intent of a booking and which gateway runs.',
  fields: (t) => ({
    paymentIntent: t.field({ type: PaymentIntentRef, resolve: (r) => r.paymentIntent }),
    testMode: t.exposeBoolean('testMode', { description: 'True on the embedded test gateway: no money moves; use pm_card_visa / pm_card_chargeDeclined.' }),
  }),
});

const ConfirmPaymentPayloadRef = builder.objectRef<payments.ConfirmResult>('ConfirmPaymentPayload').implement({
  description: 'The recorded payment and the booking after it (paymentStatus paid on success).',
  fields: (t) => ({
    payment: t.field({ type: PaymentRef, resolve: (r) => r.payment }),
    booking: t.prismaField({
      type: 'Booking',
      resolve: (query, r) => db.booking.findUniqueOrThrow({ ...query, where: { id: r.booking.id } }),
    }),
  }),
});

const PaymentPageRef = builder.objectRef<payments.PaymentHistoryPage>('PaymentPage').implement({
  description: 'One page of payments (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [PaymentRef], resolve: (p) => p.items }),
    total: t.expose('total', { type: 'NonNegativeInt', description: 'All matches over every page.' }),
    page: t.exposeInt('page', { description: 'This page, from 1.' }),
    limit: t.exposeInt('limit', { description: 'Items per page asked for.' }),
  }),
});

const PaymentConfigRef = builder.objectRef<ReturnType<typeof payments.paymentConfig>>('PaymentConfig').implement({
  description: 'How the web app takes payments.',
  fields: (t) => ({
    testMode: t.exposeBoolean('testMode', { description: 'True when the embedded test gateway runs (STRIPE_SECRET_KEY unset): no money moves.' }),
    publishableKey: t.exposeString('publishableKey', {
      nullable: true,
      description: "Stripe's publishable key (pk_...) for Stripe.js; null in test mode.",
    }),
  }),
});

builder.prismaObjectFields('Booking', (t) => ({
  payments: t.field({
    type: [PaymentRef],
    description: "The booking's payments and refunds, oldest first: for its customer and admins; an empty list for anyone else.",
    resolve: (booking, _args, ctx) => payments.paymentsOfBooking(ctx, booking),
  }),
}));

builder.queryFields((t) => ({
  paymentConfig: t.field({
    type: PaymentConfigRef,
    description:
      "Public: whether payments run on the embedded test gateway (`testMode`: no money moves; test payment methods pm_card_visa and pm_card_chargeDeclined) and Stripe's publishable key (null in test mode). docs/decisions/0016.",
    resolve: () => payments.paymentConfig(),
  }),
  paymentHistory: t.field({
    type: PaymentPageRef,
    authScopes: { signedIn: true },
    description:
      "Any signed-in user: the caller's payments, newest first: a customer's payments and refunds, a cleaner's payouts. Amounts in cents; instants in UTC. `page` from 1, `limit` 1..100 (default 10); `total` counts all. Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR (page, limit). docs/decisions/0016.",
    // A null page or limit (an /api query without it) means the default.
    args: t.validate({ page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) }, fieldArgs(historyInput)),
    resolve: (_root, args, ctx) => payments.paymentHistory(ctx, args),
  }),
}));

const paymentErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError, PaymentError];

builder.mutationFields((t) => ({
  createPaymentIntent: t.field({
    type: CreatePaymentIntentPayloadRef,
    authScopes: { customer: true },
    errors: {
      types: paymentErrors,
      result: {
        // The payload's fields beside `data`, so /api answers them at the top (POST /api/payments/create-payment-intent).
        fields: (r) => ({
          paymentIntent: r.field({ type: PaymentIntentRef, description: 'The open intent (same as data.paymentIntent).', resolve: (p) => p.paymentIntent }),
          testMode: r.exposeBoolean('testMode', { description: 'True on the embedded test gateway: no money moves (same as data.testMode).' }),
        }),
      },
    },
    description:
      "Customer: opens the payment intent of the caller's booking: amount = the booking's totalCents (cents), currency usd; the booking's paymentStatus becomes pending. Called again for the same unpaid booking (even at the same moment) it returns the same open intent, never a second charge. Errors: NotFoundError (another user's booking, 404), ConflictError (cancelled, rejected or already paid, 409), ValidationError (bookingId not a uuid, 400), AuthorizationError (not a customer, 403). docs/decisions/0016.",
    args: t.validate({ bookingId: t.arg.id({ required: true }) }, createIntentInput),
    resolve: (_root, args, ctx) => payments.createPaymentIntent(ctx, args),
  }),
  confirmPayment: t.field({
    type: ConfirmPaymentPayloadRef,
    authScopes: { customer: true },
    errors: {
      types: paymentErrors,
      result: {
        // The payload's fields beside `data`, so /api answers them at the top (POST /api/payments/confirm).
        fields: (r) => ({
          payment: r.field({ type: PaymentRef, description: 'The recorded payment (same as data.payment).', resolve: (p) => p.payment }),
          booking: r.prismaField({
            type: 'Booking',
            description: 'The booking after the payment (same as data.booking).',
            resolve: (query, p) => db.booking.findUniqueOrThrow({ ...query, where: { id: p.booking.id } }),
          }),
        }),
      },
    },
    description:
      "Customer: confirms a payment intent of the caller's. Test mode: paymentMethodId pm_card_visa (succeeds) or pm_card_chargeDeclined (declined). Stripe: omit it; the browser confirmed with Stripe.js and this reads the intent and records the result. Success: the payment succeeded and the booking's paymentStatus is paid; the customer (and the assigned cleaner) are notified. Confirming a succeeded intent again answers the same payment. Errors: PaymentError (402 PAYMENT_ERROR with the gateway's message, e.g. 'Your card was declined.'; paymentStatus becomes failed and the booking can be paid again), NotFoundError (another user's intent, 404), ConflictError (booking cancelled or rejected, 409), ValidationError (400). docs/decisions/0016.",
    args: t.validate({ paymentIntentId: t.arg.string({ required: true }), paymentMethodId: t.arg.string() }, confirmInput),
    resolve: (_root, args, ctx) => payments.confirmPayment(ctx, args),
  }),
}));
