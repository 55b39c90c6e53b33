/**
 * Payment inputs (docs/decisions/0016): validated on the GraphQL arguments of
 * payments.graphql.ts (docs/decisions/0024), which the /api rows run.
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';

/** A gateway id: prefix, underscore, then letters, digits and underscores (e.g. pi_3QxY..., pm_card_visa). */
const gatewayIdOf = (prefix: string, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(255, `${label} is too long`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]+$`), `${label} must look like ${prefix}_...`);

/** POST /api/payments/create-payment-intent and GraphQL createPaymentIntent. */
export const createIntentInput = z.object({
  bookingId: z.uuid({ error: 'bookingId must be a booking id (uuid)' }).meta({ description: 'The booking to pay (uuid).' }),
});

/** POST /api/payments/confirm and GraphQL confirmPayment. */
export const confirmInput = z.object({
  paymentIntentId: gatewayIdOf('pi', 'paymentIntentId').meta({ description: 'The intent from create-payment-intent (pi_...).' }),
  paymentMethodId: gatewayIdOf('pm', 'paymentMethodId')
    .nullish()
    .meta({
      description:
        'Test mode: pm_card_visa (succeeds) or pm_card_chargeDeclined (declined). With Stripe, omit it: the browser confirms with Stripe.js and this call reads the result.',
    }),
});

/** GET /api/payments/history and GraphQL paymentHistory: `page` from 1, `limit` 1..100 (default 10). */
export const historyInput = pagedQuery({ defaultLimit: 10, maxLimit: 100 });
