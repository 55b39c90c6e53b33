/** /api/payments routes (spec section 7 "Payments"; issue 7) over payments.service, the same functions as GraphQL. */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse } from '../../rest/schemas.js';
import type { Payment } from '../../generated/prisma/client.js';
import * as payments from './payments.service.js';
import { confirmInput, createIntentInput } from './payments.inputs.js';

/** A payment row as /api returns it: cents, lower-case currency, ISO UTC instants. */
export const paymentSchema = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    kind: z.enum(['payment', 'refund', 'payout']).meta({ description: 'payment (customer to platform), refund (back to the customer) or payout (to the cleaner).' }),
    amountCents: z.int().min(0).meta({ description: 'Amount in cents, e.g. 7200 for $72.00.' }),
    currency: z.string().meta({ description: "Lower-case ISO 4217: 'usd'.", example: 'usd' }),
    status: z.enum(['pending', 'succeeded', 'failed', 'canceled']),
    gatewayId: z.string().meta({ description: 'The gateway object: pi_... (payment), re_... (refund), tr_... (payout).' }),
    failureMessage: z.string().nullable().meta({ description: "The gateway's message for the last failure, e.g. 'Your card was declined.'." }),
    createdAt: isoInstant,
  })
  .meta({ id: 'Payment' });

/** The /api shape of a payment row. */
export function toPaymentJson(p: Payment): z.input<typeof paymentSchema> {
  return {
    id: p.id,
    bookingId: p.bookingId,
    kind: p.kind,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status,
    gatewayId: p.gatewayId,
    failureMessage: p.failureMessage,
    createdAt: p.createdAt.toISOString(),
  };
}

const paymentIntentSchema = z
  .object({
    id: z.string().meta({ description: 'pi_...' }),
    clientSecret: z.string().meta({ description: 'Secret the browser confirms with (pi_..._secret_...).' }),
    amountCents: z.int().min(0).meta({ description: "The booking's totalCents, in cents." }),
    currency: z.string().meta({ example: 'usd' }),
    status: z.string().meta({ description: "Stripe's status: requires_payment_method, processing, succeeded, canceled, ..." }),
  })
  .meta({ id: 'PaymentIntent' });

/** What a webhook delivery carries (Stripe's Event, narrowed); signed by Stripe-Signature. */
const webhookEventSchema = z.object({
  id: z.string().meta({ description: 'evt_...; each id is applied once.' }),
  type: z.string().meta({ description: 'e.g. payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, account.updated.' }),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const paymentRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/payments/config',
    tag: 'Payments',
    summary: 'Payment settings',
    description:
      "Whether payments run on the embedded test gateway (`testMode`: no money moves; test payment methods pm_card_visa and pm_card_chargeDeclined) and Stripe's publishable key (null in test mode).",
    auth: 'public',
    response: z.object({ testMode: z.boolean(), publishableKey: z.string().nullable() }),
    errors: [],
    handler: () => payments.paymentConfig(),
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/create-payment-intent',
    tag: 'Payments',
    summary: 'Open the payment intent of a booking',
    description:
      "Opens the payment intent of the caller's booking: amount = the booking's totalCents (cents), currency usd; the booking's paymentStatus becomes pending. Calling it again for the same unpaid booking (even at the same moment) returns the same open intent, never a second charge. 404 for another user's booking; 409 when it is cancelled, rejected or already paid. Issue 7 'Payments (customer)'.",
    auth: 'customer',
    input: { body: createIntentInput },
    response: z.object({ paymentIntent: paymentIntentSchema, testMode: z.boolean().meta({ description: 'True on the embedded test gateway (no money moves).' }) }),
    errors: [404, 409],
    handler: (req) => payments.createPaymentIntent(req.ctx, req.body),
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/confirm',
    tag: 'Payments',
    summary: 'Confirm a payment',
    description:
      "Test mode: confirms the intent with `paymentMethodId` pm_card_visa (succeeds) or pm_card_chargeDeclined (declined). Stripe: the browser confirmed with Stripe.js; this reads the intent and records the result. Success: the payment succeeded and the booking's paymentStatus is paid; the customer (and the assigned cleaner) are notified. Confirming a succeeded intent again answers the same payment. A decline answers 402 PAYMENT_ERROR with the gateway's message ('Your card was declined.'), paymentStatus failed; the booking can be paid again. 404 for another user's intent; 409 when the booking is cancelled or rejected.",
    auth: 'customer',
    input: { body: confirmInput },
    response: z.object({
      payment: paymentSchema,
      booking: z.object({ id: z.uuid(), paymentStatus: z.enum(['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed']) }),
    }),
    errors: [402, 404, 409],
    handler: async (req) => {
      const { payment, booking } = await payments.confirmPayment(req.ctx, req.body);
      return { payment: toPaymentJson(payment), booking: { id: booking.id, paymentStatus: booking.paymentStatus } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/history',
    tag: 'Payments',
    summary: 'Payment history',
    description: "The caller's payments, newest first: a customer's payments and refunds, a cleaner's payouts. Amounts in cents; instants in UTC.",
    auth: 'signedIn',
    input: { query: pagedQuery({ defaultLimit: 10, maxLimit: 100 }) },
    response: pagedResponse('payments', paymentSchema),
    errors: [],
    handler: async (req) => {
      const page = await payments.paymentHistory(req.ctx, req.query);
      return { payments: page.items.map(toPaymentJson), total: page.total, page: page.page, limit: page.limit };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/webhook',
    tag: 'Payments',
    summary: 'Receive a gateway webhook event',
    description:
      "Stripe's (and the embedded test gateway's) event deliveries. The raw body is verified against the `Stripe-Signature` header with STRIPE_WEBHOOK_SECRET (400 when missing or wrong). Handles payment_intent.succeeded and payment_intent.payment_failed; charge.refunded and account.updated are accepted; other types answer 200 and are ignored. Each event id is applied once (a redelivery answers 200 with `duplicate: true` and changes nothing); events may arrive in any order (a late failure never un-pays a booking).",
    auth: 'public',
    input: { rawBody: webhookEventSchema },
    response: z.object({
      received: z.literal(true),
      duplicate: z.boolean().meta({ description: 'True when this event id was applied before (nothing changed).' }),
      ignored: z.boolean().meta({ description: 'True for an event type this API does not act on.' }),
    }),
    errors: [400],
    handler: (req) => payments.handleWebhook(req.rawBody ?? '', req.request.headers.get('stripe-signature')),
  }),
];
