/**
 * Payment inputs (issue 7 "Payments (customer)"), shared by GraphQL arguments and /api bodies.
 */
import { z } from 'zod';

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
export type CreateIntentInputValue = z.output<typeof createIntentInput>;

/** POST /api/payments/confirm and GraphQL confirmPayment. */
export const confirmInput = z.object({
  paymentIntentId: gatewayIdOf('pi', 'paymentIntentId').meta({ description: 'The intent from create-payment-intent (pi_...).' }),
  paymentMethodId: gatewayIdOf('pm', 'paymentMethodId')
    .optional()
    .nullable()
    .transform((v) => v ?? null)
    .meta({
      description:
        'Test mode: pm_card_visa (succeeds) or pm_card_chargeDeclined (declined). With Stripe, omit it: the browser confirms with Stripe.js and this call reads the result.',
    }),
});
export type ConfirmInputValue = z.output<typeof confirmInput>;

/** Page of the payment history: `page` from 1, `limit` 1..100 (default 10). */
export const historyInput = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is at most 100000').default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit is at most 100').default(10),
});
