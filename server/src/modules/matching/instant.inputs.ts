/**
 * Inputs of instant booking (issue 31; docs/decisions/0044-instant-booking.md): a cleaner's rules
 * (PUT /api/users/instant-book, `setInstantBook`) and the admins' late-cancellation rule
 * (PUT /api/admin/instant-book-rule, `setInstantBookPolicy`). The bounds are schema/rules.ts
 * INSTANT_BOOK_LIMITS; the GraphQL descriptions and OpenAPI read them from these schemas.
 */
import { z } from 'zod';
import { INSTANT_BOOK_LIMITS as L, intId } from '../../../../schema/rules.js';

/** A whole number in [min, max], the message naming what it is. */
function bounded(what: string, { min, max }: { min: number; max: number }, unit: string) {
  const message = `${what} must be a whole number from ${min} to ${max} ${unit}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A cleaner's instant-booking rules, all five required (the PUT replaces them). */
export const instantBookInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  serviceIds: z
    .array(intId('Each service id must be a whole number'), { error: 'serviceIds must be a list of service ids' })
    .max(L.serviceIds.max, `At most ${L.serviceIds.max} services`)
    .meta({ description: 'Services booked instantly; [] = every service the cleaner offers. Each must be an active service the cleaner offers.' }),
  maxDistanceMiles: bounded('The distance', L.maxDistanceMiles, 'miles').meta({ description: "Longest distance, miles; at most the cleaner's service radius." }),
  minNoticeHours: bounded('The notice', L.minNoticeHours, 'hours').meta({ description: 'Shortest notice, hours between booking and start.' }),
  maxJobsPerDay: bounded('The daily limit', L.maxJobsPerDay, 'jobs').meta({ description: "Most instant jobs on one day, in the cleaner's time zone." }),
});

/** The late-cancellation rule: `count` late cancellations within `windowDays` suspend for `suspensionDays`; late = within `lateHours` of the start. */
export const instantBookPolicyInput = z.object({
  count: bounded('The count', L.count, 'cancellations'),
  windowDays: bounded('The window', L.windowDays, 'days'),
  suspensionDays: bounded('The suspension', L.suspensionDays, 'days'),
  lateHours: bounded('Late', L.lateHours, 'hours'),
});
