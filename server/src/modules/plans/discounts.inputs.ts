/**
 * Input rules of recurring discounts (docs/decisions/0033), attached at the GraphQL
 * boundary (discounts.graphql.ts).
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';
import { PLAN_FREQUENCIES } from './plans.inputs.js';

/** Every frequency, in the order the discounts are listed (most frequent first). */
export const FREQUENCIES = PLAN_FREQUENCIES;

/** Highest recurring discount an admin may set, in percent. */
export const MAX_DISCOUNT_PERCENT = 50;

/** `updateRecurringDiscount` / PUT /api/admin/recurring-discounts/{frequency}: a frequency and a whole percent 0..50. */
export const recurringDiscountInput = z.object({
  frequency: z.enum(FREQUENCIES, 'frequency must be weekly, biweekly or every_4_weeks'),
  percent: z
    .number('percent must be a whole number from 0 to 50')
    .int('percent must be a whole number from 0 to 50')
    .min(0, 'percent must be a whole number from 0 to 50')
    .max(MAX_DISCOUNT_PERCENT, 'percent must be a whole number from 0 to 50'),
});

/** `recurringDiscountPage` / GET /api/plans/discounts: `page` from 1, `limit` 1..50 (default 10; the 3 frequencies fit the first page). */
export const discountPageInput = pagedQuery({ defaultLimit: 10, maxLimit: 50 });
