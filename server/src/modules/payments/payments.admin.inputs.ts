/**
 * Inputs of the admins' payment tools (docs/decisions/0018): refunds, payment-status reconciliation, the payment list, the cancellation policy
 * and the earnings reads. Validated on the GraphQL arguments of payments.admin.graphql.ts
 * (docs/decisions/0024), which the /api rows run. Amounts in cents; instants UTC.
 */
import { z } from 'zod';
import { text } from '../../../../schema/rules.js';
import { pagedQuery } from '../../lib/paging.js';

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

/**
 * The arguments of GraphQL refundPayment (`paymentId`, `amountCents`, `reason`) checked as
 * refundInput: `amountCents` is validated as `amount`, the /api body's key, so errors name `amount`.
 */
export const refundArgs = z.preprocess((args) => {
  if (typeof args !== 'object' || args === null) return args;
  const { amountCents, ...rest } = args as Record<string, unknown>;
  return { ...rest, amount: amountCents };
}, refundInput.extend({ paymentId: z.string() }));

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded', 'failed'] as const;

/** PUT /api/bookings/{id}/payment-status and GraphQL setBookingPaymentStatus. */
export const paymentStatusInput = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` }),
  reason: reasonText.meta({ description: 'Why the status is set by hand (recorded with who set it).' }),
});

/** An ISO 8601 date (UTC midnight) or instant with a zone, as a Date. */
const instant = (label: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be an ISO 8601 date or instant`)
    .transform((v) => new Date(v));

/** An optional [from, to) range on creation (UTC; `to` exclusive). */
const range = {
  from: instant('from').optional().meta({ description: 'Created at or after this UTC instant.' }),
  to: instant('to').optional().meta({ description: 'Created before this UTC instant.' }),
};

/**
 * A field's range arguments as one `from` and `to`: the DateTime arguments `from`/`to`, else the
 * text arguments `fromIso`/`toIso` (what the /api query carries), so errors name `from` and `to`.
 */
export function withIsoRange<S extends z.ZodType>(schema: S) {
  return z.preprocess((args) => {
    if (typeof args !== 'object' || args === null) return args;
    const { from, to, fromIso, toIso, ...rest } = args as Record<string, unknown>;
    const asText = (date: unknown, iso: unknown) => (date instanceof Date ? date.toISOString() : iso);
    return { ...rest, from: asText(from, fromIso), to: asText(to, toIso) };
  }, schema);
}

/** GET /api/admin/payments and GraphQL adminPayments: filters, then `page` from 1 and `limit` 1..100 (default 20). */
export const adminPaymentsInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  status: z.enum(['pending', 'succeeded', 'failed', 'canceled']).optional(),
  kind: z.enum(['payment', 'refund', 'payout']).optional(),
  ...range,
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

/** GET /api/admin/analytics/earnings and GraphQL adminEarningsAnalytics: an optional [from, to) range (UTC). */
export const earningsRangeInput = z.object(range);

/** GET /api/admin/cleaners/earnings and GraphQL adminCleanersEarnings: search, sort, `page` from 1, `limit` 1..100 (default 20). */
export const cleanerListInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
  sort: z.enum(['paidOut', 'pending', 'jobs', 'name']).default('paidOut'),
});

/** GET /api/admin/cleaners/{id}/transactions and GraphQL adminCleanerTransactions: `page` from 1, `limit` 1..100 (default 10). */
export const cleanerTransactionsInput = pagedQuery({ defaultLimit: 10, maxLimit: 100 });
