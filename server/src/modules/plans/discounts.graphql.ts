/**
 * GraphQL of recurring discounts (docs/decisions/0033), which /api runs too
 * (discounts.api.ts): the public list and an admin's edit. Percentages are whole numbers 0..50.
 */
import { builder } from '../../builder.js';
import { AuthorizationError, ValidationError } from '../../errors.js';
import { PlanFrequencyEnum } from './plans.graphql.js';
import { fieldArgs } from '../../lib/validate.js';
import { pageOf } from '../../lib/paging.js';
import { discountPageInput, recurringDiscountInput } from './discounts.inputs.js';
import * as discounts from './discounts.service.js';

export const RecurringDiscountRef = builder.prismaObject('RecurringDiscount', {
  description: 'The discount every visit of a plan of one frequency gets (docs/decisions/0033), as set by an admin.',
  fields: (t) => ({
    frequency: t.expose('frequency', { type: PlanFrequencyEnum }),
    percent: t.exposeInt('percent', { description: 'Whole percent (0..50) taken off each visit\'s price.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'UTC instant of the last change.' }),
  }),
});

const RecurringDiscountPageRef = builder.objectRef<{ items: discounts.Discount[]; page: number; limit: number; total: number }>('RecurringDiscountPage').implement({
  description: 'One page of recurring discounts, weekly first.',
  fields: (t) => ({
    items: t.field({ type: [RecurringDiscountRef], resolve: (p) => p.items }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
    total: t.exposeInt('total', { description: 'All frequencies (3).' }),
  }),
});

builder.queryFields((t) => ({
  recurringDiscounts: t.field({
    type: [RecurringDiscountRef],
    description:
      'Public (GET /api/plans/discounts; docs/decisions/0033): the recurring discount of every frequency, weekly first (seeded: weekly 10, biweekly 5, every_4_weeks 0 percent). A plan takes its frequency\'s percentage when it is created or its frequency changes.',
    resolve: () => discounts.listRecurringDiscounts(),
  }),
  recurringDiscountPage: t.field({
    type: RecurringDiscountPageRef,
    description:
      'Public (GET /api/plans/discounts; docs/decisions/0033): recurringDiscounts as one page, `page` from 1, `limit` 1..50 (default 10; the 3 frequencies fit the first page). Errors: VALIDATION_ERROR (page, limit).',
    args: t.validate({ page: t.arg.int(), limit: t.arg.int() }, fieldArgs(discountPageInput)),
    resolve: async (_root, { page, limit }) => pageOf(await discounts.listRecurringDiscounts(), page, limit),
  }),
}));

builder.mutationFields((t) => ({
  updateRecurringDiscount: t.field({
    type: RecurringDiscountRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError] },
    description:
      'Admin (PUT /api/admin/recurring-discounts/{frequency}; docs/decisions/0033): sets the whole percent (0..50) taken off every visit of new plans of `frequency` (and of plans whose frequency changes to it); plans already made keep theirs. Recorded in the audit trail (recurring_discount.update). Errors: ValidationError (percent out of range), AuthorizationError.',
    args: t.validate({ frequency: t.arg({ type: PlanFrequencyEnum, required: true }), percent: t.arg.int({ required: true }) }, recurringDiscountInput),
    resolve: (_root, args, ctx) => discounts.updateRecurringDiscount(ctx, args),
  }),
}));
