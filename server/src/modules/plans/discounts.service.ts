/**
 * Recurring discounts (docs/decisions/0033): the percentage taken off every visit of a
 * plan, per frequency, as data an admin edits (seeded: weekly 10, biweekly 5, every_4_weeks 0).
 * A plan copies the percentage when it is created or its frequency changes (Plan.discountPercent),
 * so an edit here changes new plans and frequency changes, never visits already priced.
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import type { RecurringDiscount } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { recordAudit } from '../../lib/audit.js';
import type { PlanFrequency } from './recurrence.js';
import { FREQUENCIES, type recurringDiscountInput } from './discounts.inputs.js';

/** A frequency's discount (a RecurringDiscount row). */
export type Discount = RecurringDiscount;

/**
 * Every frequency's discount, weekly first. A frequency without a row (a database seeded before
 * docs/decisions/0033) is listed at 0 % with the epoch as updatedAt.
 */
export async function listRecurringDiscounts(): Promise<RecurringDiscount[]> {
  const rows = await db.recurringDiscount.findMany();
  return FREQUENCIES.map((frequency) => rows.find((r) => r.frequency === frequency) ?? { frequency, percent: 0, updatedAt: new Date(0) });
}

/** The discount in percent (0..50) a new plan of `frequency` gets; 0 when none is set. */
export async function discountPercentFor(frequency: PlanFrequency): Promise<number> {
  const row = await db.recurringDiscount.findUnique({ where: { frequency } });
  return row?.percent ?? 0;
}

/**
 * Admin: sets a frequency's discount (audit entry `recurring_discount.update`, entity
 * `recurring_discount` / the frequency, before and after percent). Plans keep the percentage they
 * were made with until their frequency changes. The caller is an admin (the field's authScopes).
 * @param input parsed at the GraphQL boundary ({@link recurringDiscountInput})
 */
export async function updateRecurringDiscount(ctx: Context, { frequency, percent }: Parsed<typeof recurringDiscountInput>): Promise<RecurringDiscount> {
  const admin = actor(ctx);
  return db.$transaction(async (tx) => {
    const before = await tx.recurringDiscount.findUnique({ where: { frequency } });
    const row = await tx.recurringDiscount.upsert({ where: { frequency }, create: { frequency, percent }, update: { percent } });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'recurring_discount.update',
      entityType: 'recurring_discount',
      entityId: frequency,
      before: before ? { percent: before.percent } : null,
      after: { percent },
    });
    return row;
  });
}
