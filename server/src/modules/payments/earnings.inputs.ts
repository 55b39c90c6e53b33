/** Inputs of the earnings reads (issue 7), shared by GraphQL arguments and /api query strings. */
import { z } from 'zod';

const page = z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is at most 100000').default(1);
const limit = z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit is at most 100').default(10);

/** An ISO 8601 date or instant (UTC when no zone is given for a date), as a Date. */
const instant = (label: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be an ISO 8601 date or instant`)
    .transform((v) => new Date(v));

/** Weeks of the series (1..52, default 12) and an optional [from, to) range (UTC). */
export const earningsInput = z.object({
  weeks: z.coerce.number().int('weeks must be a whole number').min(1, 'weeks is 1 to 52').max(52, 'weeks is 1 to 52').default(12),
  from: instant('from').optional().nullable().transform((v) => v ?? undefined),
  to: instant('to').optional().nullable().transform((v) => v ?? undefined),
});

export const PAYOUT_STATUSES = ['held', 'paused', 'waiting_for_account', 'paid', 'canceled'] as const;

/** A cleaner's payouts: optional status, page, limit. */
export const payoutListInput = z.object({
  status: z.enum(PAYOUT_STATUSES).optional().nullable().transform((v) => v ?? undefined),
  page,
  limit,
});

/** The admin list of cleaners' earnings. */
export const cleanerListInput = z.object({
  search: z.string().trim().max(100, 'search is at most 100 characters').optional().nullable().transform((v) => v || undefined),
  sort: z.enum(['paidOut', 'pending', 'jobs', 'name']).optional().nullable().transform((v) => v ?? 'paidOut'),
  page,
  limit: limit.default(20),
});

/** Page and limit only. */
export const pageInput = z.object({ page, limit });
