/**
 * Gateway webhooks (spec section 7 "Payments"; docs/decisions/0016) as a mutation, serving
 * POST /api/payments/webhook through the bridge (payments.webhook.api.ts): the bridge hands the
 * body over exactly as sent (`rawBody`) with the Stripe-Signature header, because Stripe signs the
 * raw bytes. Public: the signature is the authentication.
 */
import { builder } from '../../builder.js';
import { ValidationError } from '../../errors.js';
import * as payments from './payments.service.js';

const WebhookReceiptRef = builder.objectRef<payments.WebhookResult>('WebhookReceipt').implement({
  description: 'What became of a webhook delivery.',
  fields: (t) => ({
    received: t.exposeBoolean('received', { description: 'Always true: the event was accepted.' }),
    duplicate: t.exposeBoolean('duplicate', { description: 'True when this event id was applied before (nothing changed).' }),
    ignored: t.exposeBoolean('ignored', { description: 'True for an event type this API does not act on.' }),
  }),
});

builder.mutationField('receivePaymentWebhook', (t) =>
  t.field({
    type: WebhookReceiptRef,
    description:
      "Public, signed: a gateway event delivery (Stripe's, or the embedded test gateway's). `payload` is the request body exactly as sent; it is verified against `signature` (the Stripe-Signature header) with STRIPE_WEBHOOK_SECRET (ValidationError, HTTP 400, when missing or wrong). Handles payment_intent.succeeded, payment_intent.payment_failed, charge.refunded (the charge's refunds are read back from the gateway and each is recorded once, ours under the key it was made with) and account.updated; other types are acknowledged and ignored. Each event id is applied once (a redelivery answers `duplicate: true` and changes nothing); events may arrive in any order (a late failure never un-pays a booking). Errors: ValidationError.",
    args: {
      payload: t.arg.string({ required: true, description: 'The event (JSON) exactly as the gateway sent it.' }),
      signature: t.arg.string({ description: 'The Stripe-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256>.' }),
    },
    errors: {
      types: [ValidationError],
      // The receipt's facts also sit on the success member, so /api answers them at the top level.
      result: {
        fields: (r) => ({
          received: r.boolean({ description: 'Always true: the event was accepted.', resolve: (d) => d.received }),
          duplicate: r.boolean({ description: 'True when this event id was applied before (nothing changed).', resolve: (d) => d.duplicate }),
          ignored: r.boolean({ description: 'True for an event type this API does not act on.', resolve: (d) => d.ignored }),
        }),
      },
    },
    resolve: (_root, args) => payments.handleWebhook(args.payload, args.signature ?? null),
  }),
);
