/**
 * Input rules of the plan cleaner's answers (docs/decisions/0033: a cleaner declines a
 * single visit or the whole series), attached at the GraphQL argument boundary
 * (plans.cleaner.graphql.ts). The reason follows the job decline's rule (bookings.inputs rejectInput).
 */
import { z } from 'zod';
import { rejectInput } from '../bookings/bookings.inputs.js';
import { visitDate } from './plans.inputs.js';

/** `declinePlanSeries(id, reason)`. */
export const declineSeriesInput = rejectInput.extend({ id: z.string() });

/** `declinePlanVisit(id, date, reason)`. */
export const declineVisitInput = rejectInput.extend({ id: z.string(), date: visitDate });
