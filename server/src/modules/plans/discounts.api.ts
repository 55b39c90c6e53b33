/**
 * /api rows of recurring discounts (docs/decisions/0033) over discounts.api.graphql:
 * the public list and an admin's edit. Percentages are whole numbers; instants ISO 8601 UTC.
 * GET /plans/discounts must precede the plans rows' GET /plans/:id (rest/routes.ts).
 */
import type { ApiRoute } from '../../rest/router.js';

export const discountsApi: ApiRoute[] = [
  { method: 'GET', path: '/plans/discounts', operation: 'ListRecurringDiscounts', tag: 'Plans', summary: 'Recurring discounts per frequency', answer: 'spread' },
  {
    method: 'PUT',
    path: '/admin/recurring-discounts/:frequency',
    operation: 'UpdateRecurringDiscount',
    tag: 'Admin',
    summary: 'Set the recurring discount of a frequency',
    params: { frequency: 'string' },
    answer: 'spread',
  },
];
