/**
 * Input rules of recurring plans (docs/decisions/0033), attached at
 * the GraphQL argument boundary (plans.graphql.ts) and so shared by /api (plans.api.ts). Dates are
 * local calendar dates "YYYY-MM-DD" at the plan's address, times local "HH:MM" (24 h). The field
 * rules of a job (service id, hours, address, city, notes) are the booking's (schema/rules.ts).
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';
import { calendarDate } from '../../lib/validate.js';
import { address, city, durationHours, intId, notes, zipCode, BOOKING_MESSAGES, instant, text } from '../../../../schema/rules.js';
import { zipPoint, UNKNOWN_ZIP_CODE } from '../../lib/geo.js';
import { CLEANER_OR_BEST, MATCHING_REQUESTS } from '../bookings/bookings.inputs.js';
import { addDays, localDateOf } from './recurrence.js';

/** The plan frequencies (GraphQL PlanFrequency). */
export const PLAN_FREQUENCIES = ['weekly', 'biweekly', 'every_4_weeks'] as const;
/** The plan statuses (GraphQL PlanStatus). */
export const PLAN_STATUSES = ['active', 'paused', 'cancelled', 'ended'] as const;
/** Most visits a plan may end after. */
export const MAX_PLAN_VISITS = 104;
/** How far ahead a plan may start, in days (1 year). */
export const MAX_PLAN_START_DAYS = 365;

/** 400 message of a plan with neither a chosen cleaner nor best available. */
export const CLEANER_REQUIRED = 'Choose a cleaner (cleanerId) or best available (matching: "best").';
/** 400 message of a plan ending both after N visits and on a date. */
export const VISITS_OR_END_DATE = 'End the plan after a number of visits or on a date, not both.';

/** A local wall-clock time "HH:MM", 24 h. */
export const localTime = z
  .string({ error: 'startTime is required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM (24 h), e.g. 09:00');

/** A visit's local date (path parameter `date`). */
export const visitDate = calendarDate('date');

const frequency = z.enum(PLAN_FREQUENCIES, { error: 'frequency must be weekly, biweekly or every_4_weeks' });

/**
 * POST /api/plans, POST /api/plans/preview, GraphQL createPlan and previewPlan. The zip code must
 * be known (its time zone makes the local dates); startDate is a real date, not before today at
 * the address and at most a year ahead; endDate not before startDate; at most one of `visits`
 * (1..104) and `endDate`; exactly one of `cleanerId` and `matching: "best"` (neither: 400 on
 * cleanerId; both: 400 on matching). The output carries `timeZone` and `point` (zip centroid).
 * `now` is read when parsing (the service re-checks each visit's lead time with its own clock).
 */
export const planInput = z
  .object({
    serviceId: intId(BOOKING_MESSAGES.service),
    address,
    city,
    zipCode,
    startDate: calendarDate('startDate'),
    startTime: localTime,
    durationHours: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), durationHours),
    frequency,
    visits: z.number({ error: 'visits must be a whole number' }).int('visits must be a whole number').min(1, 'visits must be at least 1').max(MAX_PLAN_VISITS, `visits must be at most ${MAX_PLAN_VISITS}`).optional().nullable().transform((v) => v ?? null),
    endDate: calendarDate('endDate').optional().nullable().transform((v) => v ?? null),
    cleanerId: z.uuid('Please choose a cleaner').optional().nullable().transform((v) => v ?? null),
    matching: z.enum(MATCHING_REQUESTS, { error: 'matching must be "best"' }).optional().nullable().transform((v) => v ?? null),
    notes,
  })
  .transform((value, ctx) => {
    const point = zipPoint(value.zipCode);
    if (!point) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_ZIP_CODE, path: ['zipCode'] });
      return z.NEVER;
    }
    const today = localDateOf(new Date(), point.timeZone);
    if (value.startDate < today) ctx.addIssue({ code: 'custom', message: 'The first visit cannot be in the past.', path: ['startDate'] });
    if (value.startDate > addDays(today, MAX_PLAN_START_DAYS)) ctx.addIssue({ code: 'custom', message: 'The first visit can be at most a year ahead.', path: ['startDate'] });
    if (value.endDate && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', message: 'The end date cannot be before the first visit.', path: ['endDate'] });
    if (value.endDate && value.visits) ctx.addIssue({ code: 'custom', message: VISITS_OR_END_DATE, path: ['endDate'] });
    if (value.cleanerId && value.matching) ctx.addIssue({ code: 'custom', message: CLEANER_OR_BEST, path: ['matching'] });
    if (!value.cleanerId && !value.matching) ctx.addIssue({ code: 'custom', message: CLEANER_REQUIRED, path: ['cleanerId'] });
    return { ...value, timeZone: point.timeZone, point: { zip: point.zip, latitude: point.latitude, longitude: point.longitude } };
  });

/** PUT /api/plans/{id}, GraphQL updatePlan: a new local start time, frequency, pause/resume, card. At least one. */
export const planUpdateInput = z
  .object({
    startTime: localTime.optional().nullable().transform((v) => v ?? null),
    frequency: frequency.optional().nullable().transform((v) => v ?? null),
    status: z
      .enum(PLAN_STATUSES, { error: 'status must be paused or active' })
      .refine((s) => s === 'paused' || s === 'active', 'status must be paused or active')
      .optional()
      .nullable()
      .transform((v) => (v ?? null) as 'paused' | 'active' | null),
    paymentMethodId: z
      .string()
      .trim()
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a card id (pm_...)')
      .optional()
      .nullable()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.startTime !== null || v.frequency !== null || v.status !== null || v.paymentMethodId !== null, {
    message: 'Nothing to change: give startTime, frequency, status or paymentMethodId.',
    path: ['startTime'],
  });

/** Query.plans / GET /api/plans: status, customerId and cleanerId filters (admins), page from 1, limit 1..100 (default 10). */
export const planListArgs = pagedQuery({ defaultLimit: 10, maxLimit: 100 }).extend({
  status: z.enum(PLAN_STATUSES, { error: 'status must be active, paused, cancelled or ended' }).optional(),
  customerId: z.uuid('customerId must be a user id').optional(),
  cleanerId: z.uuid('cleanerId must be a user id').optional(),
});

/** skipPlanVisit(id, date). */
export const skipVisitArgs = z.object({ id: z.string(), date: visitDate });

/** movePlanVisit(id, date, scheduledAt): the visit's local date and its new UTC start. */
export const moveVisitArgs = z.object({ id: z.string(), date: visitDate, scheduledAt: instant });

/** cancelPlan(id, reason?): an optional reason up to 500 characters (blank is none). */
export const cancelPlanArgs = z.object({
  id: z.string(),
  reason: text({ required: 'The reason must be at most 500 characters', max: [500, 'The reason must be at most 500 characters'], multiline: true })
    .optional()
    .nullable()
    .transform((v) => v || null),
});
