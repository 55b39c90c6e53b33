/** Inputs of the admin dashboard and analytics (docs/decisions/0020). Instants are UTC. */
import { z } from 'zod';

export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

/** Most buckets one revenue series may have (e.g. 400 days). */
export const MAX_BUCKETS = 400;

const DAY_MS = 86_400_000;
const date = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.date({ error: `${label} must be a date or an ISO 8601 instant` }).optional());

/** A range [from, to) in UTC; default the last 30 days up to now. */
export const rangeInput = z
  .object({ from: date('from'), to: date('to') })
  .transform((v, ctx) => {
    const to = v.to ?? new Date();
    const from = v.from ?? new Date(to.getTime() - 30 * DAY_MS);
    if (from >= to) ctx.addIssue({ code: 'custom', message: 'from must be before to', path: ['from'] });
    if (to.getTime() - from.getTime() > 5 * 366 * DAY_MS) ctx.addIssue({ code: 'custom', message: 'The range is at most 5 years', path: ['from'] });
    return { from, to };
  });

/** GET /api/admin/analytics/revenue: a range and the bucket size (day, week from Monday, month), UTC. */
export const revenueInput = z
  .object({ from: date('from'), to: date('to'), interval: z.enum(INTERVALS, { error: 'interval is day, week or month' }).default('day') })
  .transform((v, ctx) => {
    const range = rangeInput.safeParse({ from: v.from, to: v.to });
    if (!range.success) {
      for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const days = (range.data.to.getTime() - range.data.from.getTime()) / DAY_MS;
    const buckets = v.interval === 'day' ? days : v.interval === 'week' ? days / 7 : days / 28;
    if (buckets > MAX_BUCKETS) ctx.addIssue({ code: 'custom', message: `At most ${MAX_BUCKETS} ${v.interval}s; choose a larger interval`, path: ['interval'] });
    return { ...range.data, interval: v.interval };
  });
