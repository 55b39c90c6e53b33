/**
 * Input of the booking-request parser (docs/decisions/0032; GraphQL `parseBookingRequest`,
 * POST /api/bookings/parse): the sentence, the browser's time zone and the "now" of relative dates.
 */
import { z } from 'zod';
import { text } from '../../../../schema/rules.js';

/** Longest sentence the parser reads (characters, after trimming). */
export const MAX_PARSE_TEXT = 2000;

/** An IANA time zone this runtime knows (e.g. America/Los_Angeles). */
const timeZone = z
  .string({ error: 'timeZone must be an IANA time zone, e.g. America/Los_Angeles' })
  .trim()
  .max(64, 'timeZone must be an IANA time zone, e.g. America/Los_Angeles')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'timeZone must be an IANA time zone, e.g. America/Los_Angeles');

/** `parseBookingRequest(text, timeZone, referenceTime)`. */
export const parseBookingRequestArgs = z.object({
  text: text({
    required: 'Please describe the cleaning you want',
    min: [1, 'Please describe the cleaning you want'],
    max: [MAX_PARSE_TEXT, `The text must be at most ${MAX_PARSE_TEXT} characters`],
    multiline: true,
  }),
  timeZone: timeZone.optional(),
  referenceTime: z.date({ error: 'referenceTime must be an ISO 8601 date and time' }).optional(),
});
