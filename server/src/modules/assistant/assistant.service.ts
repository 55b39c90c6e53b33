/**
 * The booking-request parser as a service (docs/decisions/0032): the rules of parse.ts over the
 * active catalogue, read through the catalogue's cache (services.service.ts `activeServices`).
 */
import type { Context } from '../../context.js';
import { consume } from '../../lib/rate-limit.js';
import type { Parsed } from '../../lib/validate.js';
import { activeServices } from '../services/services.service.js';
import type { parseBookingRequestArgs } from './assistant.inputs.js';
import { BookingRequestParser, type BookingRequestParse } from './parse.js';

export { PARSED_FIELDS, type BookingRequestParse, type ParsedBookingRequest, type ParseConfidence, type ParsedField, type ScheduleReading } from './parse.js';

/** One parser per catalogue array (the catalogue's cache hands out the same array until it reloads). */
const parsers = new WeakMap<object, BookingRequestParser>();

/**
 * Parses a booking request (GraphQL `parseBookingRequest`, POST /api/bookings/parse): the service
 * among the active ones, the start in UTC (read in the zip code's time zone, else `timeZone`, else
 * UTC; relative to `referenceTime`, default now), the duration in hours, the address with its
 * unit, the city and the zip code; null and listed in `missing` where nothing was understood;
 * `confidence` 0..1 per field. Never throws for what the text says. Anonymous callers spend the
 * `parse` rate limit of their address (60 a minute).
 * @throws RateLimitError
 */
export async function parseBookingRequest(args: Parsed<typeof parseBookingRequestArgs>, ctx: Pick<Context, 'user' | 'ip'>): Promise<BookingRequestParse> {
  if (!ctx.user) await consume('parse', ctx.ip ?? 'unknown');
  const services = await activeServices();
  let parser = parsers.get(services);
  if (!parser) {
    parser = new BookingRequestParser(services);
    parsers.set(services, parser);
  }
  return parser.parse(args.text, { timeZone: args.timeZone, referenceTime: args.referenceTime });
}
