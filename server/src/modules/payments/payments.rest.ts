/**
 * POST /api/payments/webhook (spec section 7 "Payments"; issue 7 "Webhooks"), the one hand-written
 * payments route: Stripe signs the raw request bytes (Stripe-Signature), so the handler must see
 * the body exactly as sent, which an /api row over a GraphQL operation (a parsed JSON body checked
 * against input types) cannot give. Every other payments, refunds, payouts and earnings route is a
 * row of payments.api.ts (docs/decisions/0023-api-bridge.md).
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import * as payments from './payments.service.js';

/** What a webhook delivery carries (Stripe's Event, narrowed); signed by Stripe-Signature. */
const webhookEventSchema = z.object({
  id: z.string().meta({ description: 'evt_...; each id is applied once.' }),
  type: z.string().meta({ description: 'e.g. payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, account.updated.' }),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const paymentWebhookRoutes: Route[] = [
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
