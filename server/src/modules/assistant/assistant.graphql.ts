/**
 * The booking-request parser over GraphQL (docs/decisions/0032), also serving
 * POST /api/bookings/parse through the bridge (assistant.api.ts).
 */
import { MIN_LEAD_MINUTES } from '../../../../schema/rules.js';
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import { parseBookingRequestArgs, MAX_PARSE_TEXT } from './assistant.inputs.js';
import { parseBookingRequest, type BookingRequestParse, type ParsedBookingRequest, type ParseConfidence, type ScheduleReading } from './assistant.service.js';

const ParsedBookingRequestRef = builder.objectRef<ParsedBookingRequest>('ParsedBookingRequest').implement({
  description: 'What the parser understood of a booking request; a field it did not understand is null (and listed in `missing`).',
  fields: (t) => ({
    serviceId: t.exposeInt('serviceId', { nullable: true, description: 'The active service meant (Service.id).' }),
    serviceName: t.exposeString('serviceName', { nullable: true, description: "That service's name." }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true, description: 'Start, ISO 8601 UTC, read in the zip code\'s time zone (else the `timeZone` argument, else UTC).' }),
    durationHours: t.exposeFloat('durationHours', { nullable: true, description: 'Length in hours (e.g. 2.5).' }),
    address: t.exposeString('address', { nullable: true, description: 'Street address with its unit, e.g. "120 Valencia St Apt 4B".' }),
    city: t.exposeString('city', { nullable: true, description: 'City, as written or from the zip code.' }),
    zipCode: t.exposeString('zipCode', { nullable: true, description: '5-digit US zip code.' }),
  }),
});

const ParseConfidenceRef = builder.objectRef<ParseConfidence>('ParseConfidence').implement({
  description: "How sure the parser is of each field of `parsed`, 0..1 (0 for a missing field); the same keys as `parsed`.",
  fields: (t) => ({
    serviceId: t.exposeFloat('serviceId'),
    serviceName: t.exposeFloat('serviceName'),
    scheduledAt: t.exposeFloat('scheduledAt'),
    durationHours: t.exposeFloat('durationHours'),
    address: t.exposeFloat('address'),
    city: t.exposeFloat('city'),
    zipCode: t.exposeFloat('zipCode'),
  }),
});

const ScheduleReadingKindEnum = builder.enumType('ScheduleReadingKind', {
  description: 'How the start of a parsed booking request was read from its words.',
  values: {
    AS_WRITTEN: { description: 'The words name one start, and it was read.' },
    AMBIGUOUS: { description: 'The words allow another day too ("next Tuesday" on a Monday): `scheduledAt` is one reading, `alternativeAt` the other; the confidence is below 0.6.' },
    NEXT_OCCURRENCE: { description: `The weekday, day of the month or time written was past or sooner than the ${MIN_LEAD_MINUTES / 60}-hour lead time: its next occurrence was taken (confidence below 0.6).` },
    TOO_SOON: { description: 'A fixed day ("today at 11am") sooner than the lead time: not read, `scheduledAt` is null and the customer is asked.' },
  } as const,
});

const ScheduleReadingRef = builder.objectRef<ScheduleReading>('ScheduleReading').implement({
  description: 'How the start was read: the words it came from and, when they are ambiguous, the other reading.',
  fields: (t) => ({
    phrase: t.exposeString('phrase', { description: 'The words the start was read from (typos and abbreviations folded), e.g. "next tuesday at 10am".' }),
    kind: t.expose('kind', { type: ScheduleReadingKindEnum }),
    alternativeAt: t.expose('alternativeAt', { type: 'DateTime', nullable: true, description: 'The other reading of ambiguous words, ISO 8601 UTC; null unless kind is AMBIGUOUS.' }),
  }),
});

const BookingRequestParseRef = builder.objectRef<BookingRequestParse>('BookingRequestParse').implement({
  description: 'A booking request in plain words, parsed (docs/decisions/0032).',
  fields: (t) => ({
    parsed: t.expose('parsed', { type: ParsedBookingRequestRef }),
    missing: t.exposeStringList('missing', {
      description: 'Names of the fields of `parsed` that are null, in the order of `parsed` (serviceId, serviceName, scheduledAt, durationHours, address, city, zipCode).',
    }),
    confidence: t.expose('confidence', {
      type: ParseConfidenceRef,
      description: 'How sure the parser is of each field of `parsed`, 0..1 (0 for a missing field).',
    }),
    reading: t.expose('reading', {
      type: ScheduleReadingRef,
      nullable: true,
      description: 'How the start was read (also when it was too soon to book); null when the text names no day or time.',
    }),
  }),
});

builder.queryField('parseBookingRequest', (t) =>
  t.field({
    type: BookingRequestParseRef,
    description: `Public (anonymous callers allowed): reads a booking request written in plain English ("Deep clean my 2-bedroom at 120 Valencia St 94110 next Friday 10am for 3 hours") into the fields of a booking: the service (a search over active services' names, descriptions, features and a synonyms table), the start (relative dates from \`referenceTime\`, default now, in the zip code's time zone, else \`timeZone\`, else UTC; answered in UTC; a date without a time starts at 09:00, morning 09:00, afternoon 14:00, evening 18:00, with confidence below 0.7; a range "from 9 to 12" also gives the duration; a weekday, day or time already past or sooner than the ${MIN_LEAD_MINUTES / 60}-hour lead time is its next occurrence, a fixed day that is too soon is not read, ambiguous words give one reading and the other in \`reading\`), the duration in hours, the street address with its unit, the city and the 5-digit zip code. Offline: no model, nothing fetched. Fields not understood are null and named in \`missing\`; \`confidence\` gives 0..1 per field (POST /api/bookings/parse). \`text\` is 1 to ${MAX_PARSE_TEXT} characters. Errors: VALIDATION_ERROR naming the argument (text empty or longer than ${MAX_PARSE_TEXT} characters, timeZone unknown, referenceTime malformed); RATE_LIMIT_ERROR (429) past 60 parses a minute from one address without signing in.`,
    args: t.validate(
      {
        text: t.arg.string({ required: true, description: `The request in plain words, 1 to ${MAX_PARSE_TEXT} characters.` }),
        timeZone: t.arg.string({ description: "The caller's IANA time zone (the browser's), used when the text has no known zip code." }),
        referenceTime: t.arg({ type: 'DateTime', description: '"Now" for relative dates ("tomorrow", "next Friday"), ISO 8601; default the server\'s clock. For tests and replays.' }),
      },
      fieldArgs(parseBookingRequestArgs),
    ),
    // Anonymous callers are under the `parse` limit (lib/rate-limit.ts): /api declares its 429 from this.
    extensions: { rateLimit: 'parse' },
    resolve: (_root, args, ctx) => parseBookingRequest(args, ctx),
  }),
);
