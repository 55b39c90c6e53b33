/**
 * Inputs of refunds, payment-status changes, the admin payment list and the cancellation policy
 * (issue 7), shared by GraphQL arguments and /api bodies. Amounts in cents.
 */
import { z } from 'zod';
import { text } from '../../../../schema/rules.js';

/** A reason an admin gives for a refund or a manual change: 3..500 characters, required. */
export const reasonText = text({
  required: 'Please give a reason',
  min: [3, 'Please give a reason (at least 3 characters)'],
  max: [500, 'The reason must be at most 500 characters'],
  multiline: true,
});

/** POST /api/payments/refund/{paymentId} and GraphQL refundPayment. */
export const refundInput = z.object({
  amount: z.coerce
    .number({ error: 'The amount is required (in cents)' })
    .int('The amount is a whole number of cents')
    .min(1, 'The amount must be at least 1 cent')
    .max(100_000_000, 'The amount is too large')
    .meta({ description: 'Cents to refund, e.g. 1250 for $12.50; at most what is left to refund of the payment.' }),
  reason: reasonText.meta({ description: 'Why the money goes back (recorded and shown to the customer).' }),
});

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed'] as const;

/** PUT /api/bookings/{id}/payment-status and GraphQL setBookingPaymentStatus. */
export const paymentStatusInput = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` }),
  reason: reasonText.meta({ description: 'Why the status is set by hand (recorded with who set it).' }),
});

/** An ISO 8601 instant with a zone, as a Date. */
const instant = (label: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be an ISO 8601 date or instant`)
    .transform((v) => new Date(v));

/** GET /api/admin/payments and GraphQL adminPayments. */
export const adminPaymentsInput = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'canceled']).optional().nullable().transform((v) => v ?? undefined),
  kind: z.enum(['payment', 'refund', 'payout']).optional().nullable().transform((v) => v ?? undefined),
  from: instant('from').optional().nullable().transform((v) => v ?? undefined).meta({ description: 'Created at or after this UTC instant.' }),
  to: instant('to').optional().nullable().transform((v) => v ?? undefined).meta({ description: 'Created before this UTC instant.' }),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is at most 100000').default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit is at most 100').default(20),
});

/** GraphQL updateCancellationPolicy. */
export const policyUpdateInput = z.object({
  refundPercent: z.coerce.number().int('refundPercent is a whole percent').min(0, 'refundPercent is 0 to 100').max(100, 'refundPercent is 0 to 100'),
  minHoursBeforeStart: z.coerce
    .number()
    .int('minHoursBeforeStart is a whole number of hours')
    .min(0, 'minHoursBeforeStart is 0 or more')
    .max(24 * 365, 'minHoursBeforeStart is at most a year')
    .nullable()
    .optional(),
  description: text({ required: 'Please describe the band', min: [3, 'Please describe the band'], max: [300, 'The description must be at most 300 characters'] }),
});
