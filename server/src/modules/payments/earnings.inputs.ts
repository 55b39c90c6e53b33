/**
 * Inputs of the cleaner's earnings reads (docs/decisions/0018): validated on the GraphQL arguments of
 * earnings.graphql.ts (docs/decisions/0024), which the /api rows run. The admins' earnings inputs
 * are in payments.admin.inputs.ts.
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';

/** GET /api/payments/earnings and GraphQL myEarnings: weeks of the series (1..52, default 12). */
export const earningsInput = z.object({
  weeks: z.coerce.number().int('weeks must be a whole number').min(1, 'weeks is 1 to 52').max(52, 'weeks is 1 to 52').default(12),
});

export const PAYOUT_STATUSES = ['held', 'paused', 'waiting_for_account', 'paid', 'canceled'] as const;

/** GraphQL myPayouts: optional status, `page` from 1, `limit` 1..100 (default 10). */
export const payoutListInput = pagedQuery({ defaultLimit: 10, maxLimit: 100 }).extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});
