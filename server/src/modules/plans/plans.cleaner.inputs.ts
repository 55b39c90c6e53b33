/**
 * Input rules of the plan cleaner's answers (issue 17 "Changing a plan": a cleaner declines a
 * single visit or the whole series), attached at the GraphQL argument boundary
 * (plans.cleaner.graphql.ts). The reason follows the job decline's rule (bookings.inputs rejectInput).
 */
import { z } from 'zod';
import { rejectInput } from '../bookings/bookings.inputs.js';

/** A visit's local date "YYYY-MM-DD" (a real calendar date). */
export const visitDate = z
  .string({ error: 'date is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'That date does not exist');

/** `declinePlanSeries(id, reason)`. */
export const declineSeriesInput = rejectInput.extend({ id: z.string() });

/** `declinePlanVisit(id, date, reason)`. */
export const declineVisitInput = rejectInput.extend({ id: z.string(), date: visitDate });
