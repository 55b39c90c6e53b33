/**
 * The booking assistant's rules on the client (/book-ai and /ai-demo): what the server's
 * `parseBookingRequest` understood, put into the fields of the booking form (bookingForm.ts), which
 * fields are still missing, the one question asked for the next one, and the request kept in
 * sessionStorage while a visitor signs in.
 *
 * The parse answers in the contract of `POST /api/bookings/parse`: `parsed` holds the
 * seven fields (null when not understood), `missing` names the null ones in that order, and
 * `confidence` gives 0..1 per field, and `reading` says how the start was read (the other
 * reading of ambiguous words, a past weekday moved on, a day too soon). `scheduledAt` is an ISO UTC
 * instant; the form keeps a local date and a start slot, as /book does.
 */
import { MIN_LEAD_MINUTES } from '../../../../../schema/rules';
import { HOUR_OPTIONS, TIME_SLOTS, ZIP_CODE, hoursLabel, localDate, slotLabel } from '../bookingForm';

/** The parsed request's fields, in the contract's order. */
export const PARSE_FIELDS = ['serviceId', 'scheduledAt', 'durationHours', 'address', 'city', 'zipCode'] as const;
export type ParseField = (typeof PARSE_FIELDS)[number];

/** What the server understood (`parsed`): null where it understood nothing. */
export interface ParsedRequest {
  serviceId: string | null;
  serviceName: string | null;
  /** ISO UTC instant. */
  scheduledAt: string | null;
  durationHours: number | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
}

/** How the server read the start (`reading`): kind AS_WRITTEN, AMBIGUOUS, NEXT_OCCURRENCE or TOO_SOON. */
export interface StartReading {
  /** The words the start was read from. */
  phrase: string;
  kind: string;
  /** ISO UTC instant of the other reading (AMBIGUOUS only). */
  alternativeAt: string | null;
}

/** One parse: the sentence, what was understood, what is missing, how sure (0..1 by field), how the start was read. */
export interface ParseResult {
  text: string;
  parsed: ParsedRequest;
  missing: string[];
  confidence: Record<string, number>;
  reading: StartReading | null;
}

/**
 * What the customer should know of how the start was read, or null: the reading chosen for
 * ambiguous words and the other one, a weekday or time moved to its next occurrence, a day too
 * soon to book. `formatWhen` words an instant ("Tuesday, December 8 at 9:00 AM").
 */
export function readingNote(result: Pick<ParseResult, 'parsed' | 'reading'>, formatWhen: (iso: string) => string): string | null {
  const { reading } = result;
  const at = result.parsed.scheduledAt;
  if (!reading) return null;
  const lead = `${MIN_LEAD_MINUTES / 60} hours`;
  switch (reading.kind) {
    case 'AMBIGUOUS':
      return at && reading.alternativeAt
        ? `I read "${reading.phrase}" as ${formatWhen(at)}. If you meant ${formatWhen(reading.alternativeAt)}, change the date.`
        : null;
    case 'NEXT_OCCURRENCE':
      return at ? `"${reading.phrase}" has passed or is less than ${lead} away, so I took the next one: ${formatWhen(at)}.` : null;
    case 'TOO_SOON':
      return `"${reading.phrase}" is less than ${lead} away, too soon to book.`;
    default:
      return null;
  }
}

/** The booking form's fields the assistant fills (bookingForm.ts); '' or NaN while unknown. */
export interface AssistantValues {
  serviceId: string;
  /** YYYY-MM-DD, local. */
  date: string;
  /** HH:MM, local, one of TIME_SLOTS, or '' while unknown. */
  time: string;
  /** Hours; NaN while unknown. */
  hours: number;
  address: string;
  city: string;
  zipCode: string;
}

export const EMPTY_VALUES: AssistantValues = {
  serviceId: '',
  date: '',
  time: '',
  hours: Number.NaN,
  address: '',
  city: '',
  zipCode: '',
};

/**
 * The fields of `values` the booking still needs, in the order they are asked for: the contract's
 * order, except that the zip code comes before the city (the server reads the city from a zip code,
 * so one answer can fill both).
 */
export function missingFields(values: AssistantValues): ParseField[] {
  const missing: ParseField[] = [];
  if (!values.serviceId) missing.push('serviceId');
  if (!values.date || !values.time) missing.push('scheduledAt');
  if (!Number.isFinite(values.hours) || values.hours <= 0) missing.push('durationHours');
  if (!values.address.trim()) missing.push('address');
  if (!values.zipCode.trim()) missing.push('zipCode');
  if (!values.city.trim()) missing.push('city');
  return missing;
}

/** The question the assistant asks for one missing field (`values` tells a missing time from a missing day). */
export function questionFor(field: ParseField, values: AssistantValues): string {
  switch (field) {
    case 'serviceId':
      return 'Which kind of cleaning do you need? For example a house cleaning, a deep clean, a move-out clean or windows.';
    case 'scheduledAt':
      return values.date && !values.time
        ? 'What time should the cleaner start? Any half hour from 7:00 AM to 8:00 PM.'
        : 'When should the cleaner come? A day and a start time, for example "next Friday at 10am".';
    case 'durationHours':
      return 'How many hours should we book? From 1 to 12.';
    case 'address':
      return "What's the street address? Add the apartment or unit if there is one.";
    case 'city':
      return 'Which city is that in?';
    case 'zipCode':
      return "What's the zip code?";
  }
}

/** The local date and start slot of an ISO instant; the time is '' when it is not one of TIME_SLOTS. */
export function localSlot(iso: string): { date: string; time: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return { date: localDate(at), time: TIME_SLOTS.includes(time) ? time : '' };
}

/** The first 5-digit zip code (optionally +4) in a text. */
const ZIP_IN_TEXT = /\b(\d{5}(?:-\d{4})?)\b/;
/** A bare number of hours: "3", "2.5", "3 hours", "2.5 hrs", "3h". */
const BARE_HOURS = /^\s*(\d{1,2}(?:\.5)?)\s*(?:h|hrs?|hours?)?\s*\.?\s*$/i;

/** A typed answer without trailing punctuation and surrounding spaces. */
function tidy(answer: string): string {
  return answer.trim().replace(/[.!]+$/, '').trim();
}

/**
 * The form fields a parse sets. Every field the parse understood is taken (the newest words win).
 * When the message answered a question (`asked`) the parse did not understand, the answer itself
 * fills that field where a plain answer can: the address and city as typed, a zip code or a number
 * of hours found in it.
 */
export function valuesFromParse(result: ParseResult, asked: ParseField | null): Partial<AssistantValues> {
  const { parsed } = result;
  const next: Partial<AssistantValues> = {};
  if (parsed.serviceId) next.serviceId = parsed.serviceId;
  if (parsed.scheduledAt) {
    const slot = localSlot(parsed.scheduledAt);
    if (slot) {
      next.date = slot.date;
      next.time = slot.time;
    }
  }
  if (parsed.durationHours != null && HOUR_OPTIONS.includes(parsed.durationHours)) next.hours = parsed.durationHours;
  if (parsed.address) next.address = parsed.address;
  if (parsed.city) next.city = parsed.city;
  if (parsed.zipCode) next.zipCode = parsed.zipCode;

  const answer = tidy(result.text);
  if (asked === 'address' && !next.address && answer.length >= 5) next.address = answer;
  if (asked === 'city' && !next.city && answer.length >= 2 && !/\d/.test(answer)) next.city = answer;
  if (asked === 'zipCode' && !next.zipCode) {
    const zip = ZIP_IN_TEXT.exec(answer)?.[1];
    if (zip && ZIP_CODE.test(zip)) next.zipCode = zip;
  }
  if (asked === 'durationHours' && next.hours === undefined) {
    const hours = Number(BARE_HOURS.exec(answer)?.[1]);
    if (HOUR_OPTIONS.includes(hours)) next.hours = hours;
  }
  return next;
}

/** Words for what a parse set, for the assistant's reply ("Deep Cleaning", "3 hours", ...). */
export function describeUnderstood(
  set: Partial<AssistantValues>,
  merged: AssistantValues,
  serviceName: (id: string) => string | null,
  formatDay: (value: string) => string,
): string[] {
  const words: string[] = [];
  if (set.serviceId) words.push(serviceName(set.serviceId) ?? 'the service');
  if (set.date) words.push(merged.time ? `${formatDay(`${merged.date}T${merged.time}`)} at ${slotLabel(merged.time)}` : formatDay(`${merged.date}T12:00`));
  else if (set.time) words.push(`at ${slotLabel(set.time)}`);
  if (set.hours !== undefined) words.push(hoursLabel(set.hours));
  const place = [set.address, set.city, set.zipCode].filter(Boolean).join(', ');
  if (place) words.push(place);
  return words;
}

/** Fields read with less certainty than this are marked "please check". */
export const LOW_CONFIDENCE = 0.6;

/** Which form field shows a parse field's value. */
export const FORM_FIELD_OF: Record<ParseField, keyof AssistantValues> = {
  serviceId: 'serviceId',
  scheduledAt: 'date',
  durationHours: 'hours',
  address: 'address',
  city: 'city',
  zipCode: 'zipCode',
};

/* ------------------------------------------------------------------ the request kept across sign-in */

const PENDING_KEY = 'assistant.pendingRequest';
/** A kept request older than this is dropped. */
const PENDING_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** Keeps a parse for /book-ai while the visitor signs in or registers (this tab's sessionStorage). */
export function savePendingRequest(result: ParseResult): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...result, savedAt: Date.now() }));
  } catch {
    // Storage unavailable: /book-ai starts empty.
  }
}

function isParseResult(value: unknown): value is ParseResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.text === 'string' &&
    Boolean(v.parsed) &&
    typeof v.parsed === 'object' &&
    Array.isArray(v.missing) &&
    Boolean(v.confidence) &&
    typeof v.confidence === 'object'
  );
}

/** The kept parse, or null (none, too old or unreadable). Does not forget it: see `forgetPendingRequest`. */
export function readPendingRequest(): ParseResult | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as ParseResult & { savedAt?: number };
    if (!value.savedAt || Date.now() - value.savedAt > PENDING_MAX_AGE_MS || !isParseResult(value)) return null;
    return { text: value.text, parsed: value.parsed, missing: value.missing, confidence: value.confidence, reading: value.reading ?? null };
  } catch {
    return null;
  }
}

/** Forgets the kept parse (once /book-ai has taken it). */
export function forgetPendingRequest(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept.
  }
}
