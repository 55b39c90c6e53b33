/**
 * The booking-request parser's rules (docs/decisions/0032), offline and pure: a sentence in plain
 * words to the fields of a booking, given the active services.
 *
 * Order of reading (each part found is blanked out of the text before the next one reads it):
 * 1. the street address with its unit ("120 Valencia St Apt 4B", "9 Oak Ave #3"): a house number,
 *    up to four words, a street suffix, an optional unit;
 * 2. the 5-digit zip code (the last one the zip dataset knows, else the last one written), which
 *    gives the time zone and the city when none is written;
 * 3. the duration ("3 hours", "2.5 hrs", "for two hours", "3h", "90 minutes", "an hour and a half");
 * 4. the date and time with chrono-node in the zip code's time zone (else the caller's, else UTC),
 *    after folding common misspellings and abbreviations ("tmrw", "tues"), with a parser of ours
 *    ("the 22nd" is the next 22nd) and refiners ("sat at 2" is 14:00; "in two weeks on Friday",
 *    "a week from Saturday", "this coming Monday"); a date without a time starts at 9:00 ("first
 *    thing" 8:00, morning 9:00, afternoon 14:00, evening 18:00) with low confidence; a range
 *    ("from 9 to 12") gives the duration when none is written. A start sooner than the lead time
 *    (MIN_LEAD_MINUTES) becomes the next occurrence of the weekday, day of the month or time
 *    written, or, for a fixed day ("today at 11am"), is not read (`reading.kind` TOO_SOON);
 *    ambiguous words ("next Tuesday" on a Monday, "Wednesday" on a Wednesday) give one reading,
 *    the other in `reading.alternativeAt`, and a confidence below 0.6;
 * 5. the service: a phrase of the synonyms table (synonyms.ts) or a service's name, the longest
 *    first; else a MiniSearch full-text search (fuzzy, prefix) over names, categories,
 *    descriptions, features and synonyms; else a place word ("apartment" → Apartment Cleaning).
 */
import * as chrono from 'chrono-node';
import MiniSearch from 'minisearch';
import { MIN_LEAD_MINUTES } from '../../../../schema/rules.js';
import { zipPoint } from '../../lib/geo.js';
import { SERVICE_SYNONYMS, TYPOS, WEAK_PHRASES } from './synonyms.js';

/** The fields of a booking the parser fills, in this order (also the order of `missing`). */
export const PARSED_FIELDS = ['serviceId', 'serviceName', 'scheduledAt', 'durationHours', 'address', 'city', 'zipCode'] as const;
export type ParsedField = (typeof PARSED_FIELDS)[number];

/** What was understood; null where nothing was. */
export interface ParsedBookingRequest {
  serviceId: number | null;
  serviceName: string | null;
  /** UTC instant. */
  scheduledAt: Date | null;
  /** Hours, e.g. 2.5. */
  durationHours: number | null;
  address: string | null;
  city: string | null;
  /** 5 digits. */
  zipCode: string | null;
}

/** 0..1 per field of ParsedBookingRequest (0 where the field is null). */
export type ParseConfidence = Record<ParsedField, number>;

/** The answer of parseBookingRequest (and of POST /api/bookings/parse). */
export interface BookingRequestParse {
  parsed: ParsedBookingRequest;
  /** The null fields of `parsed`, in PARSED_FIELDS order. */
  missing: ParsedField[];
  confidence: ParseConfidence;
  /** How the start was read, when the text names one (also when it was too soon to book); else null. */
  reading: ScheduleReading | null;
}

/** What the parser needs of a service (a `Service` row fits). */
export interface ParserService {
  id: number;
  name: string;
  category: string;
  description: string;
  features: string[];
}

/** Options of one parse. */
export interface ParseOptions {
  /** IANA time zone used when the text has no known zip code (the browser's); default UTC. */
  timeZone?: string | null;
  /** "Now" for relative dates; default the clock. */
  referenceTime?: Date | null;
}

// --- address -------------------------------------------------------------------------------------

const STREET_SUFFIX =
  'street|st|avenue|ave|av|boulevard|blvd|road|rd|drive|dr|lane|ln|way|court|ct|place|pl|terrace|ter|parkway|pkwy|highway|hwy|circle|cir|square|sq|trail|trl|loop|alley|plaza|broadway|embarcadero';
const UNIT = String.raw`(?:(?:apt|apartment|unit|suite|ste|fl|floor|rm|room)\.?\s*#?\s*|#\s*)[a-z0-9][a-z0-9-]*\b`;
const ADDRESS = new RegExp(String.raw`(?<![\w/:.$-])(\d{1,6}[a-z]?)\s+((?:[a-z0-9'.-]+\s+){0,4}?)(?:${STREET_SUFFIX})\b\.?(\s*,?\s*${UNIT})?`, 'gi');
/** Words that never belong to a street name (they end or start another part of the sentence). */
const NOT_STREET = new Set(
  ('at on in for to from by of the my our a an and or with near clean cleaning cleaner please next this tomorrow today tonight ' +
    'am pm noon hour hours hr hrs h minutes bedroom bedrooms bed beds bath baths bathroom br ba sq ft story floors ' +
    'monday tuesday wednesday thursday friday saturday sunday morning afternoon evening need want book').split(' '),
);

function readAddress(text: string): { value: string; start: number; end: number } | null {
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(text); m; m = ADDRESS.exec(text)) {
    const words = m[2]!.trim().split(/\s+/).filter(Boolean);
    const ok = words.every((w) => {
      const lower = w.toLowerCase().replace(/[.']/g, '');
      return !NOT_STREET.has(lower) && (!/^\d/.test(lower) || /^\d+(st|nd|rd|th)$/.test(lower));
    });
    if (ok) {
      const value = m[0].replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ').replace(/\.$/, '').trim();
      return { value, start: m.index, end: m.index + m[0].length };
    }
    ADDRESS.lastIndex = m.index + 1;
  }
  return null;
}

// --- zip code and city ---------------------------------------------------------------------------

const ZIP = /(?<![\w$.-])(\d{5})(?:-\d{4})?(?![\w])/g;

function readZip(text: string): { value: string; known: boolean; start: number; end: number } | null {
  const found = [...text.matchAll(ZIP)].map((m) => ({ value: m[1]!, known: zipPoint(m[1]!) !== null, start: m.index, end: m.index + m[0].length }));
  return found.filter((z) => z.known).at(-1) ?? found.at(-1) ?? null;
}

const NOT_CITY = new Set([...NOT_STREET, 'zip', 'zipcode', 'code', 'postal', 'usa', 'us', 'ca', 'ny', 'tx', 'please', 'thanks', 'around', 'about', 'starting', 'start']);
const CITY_AFTER_ADDRESS = /^\s*,?\s*(?:in\s+)?([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,2}?)\s*(?:,\s*[a-z]{2}\b|,|\s+[a-z]{2}\s+\d{5}\b|\s+\d{5}\b|\s*$|\.\s)/i;

function writtenCity(text: string, after: number): string | null {
  const m = CITY_AFTER_ADDRESS.exec(text.slice(after));
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  if (words.some((w) => NOT_CITY.has(w.toLowerCase()))) return null;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

// --- duration ------------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, couple: 2, 'a couple of': 2 };
const NUM = String.raw`(\d+(?:\.\d+)?|a couple of|couple|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const HOURS = new RegExp(
  String.raw`(?<![\w.:/-])${NUM}(\s+and\s+a\s+half|\s+1/2|½|\.5)?\s*-?\s*(?:h|hr|hrs|hour|hours|houres|hors|hrz)\b(?:\s+and\s+a\s+half|\s+and\s+(\d+)\s*(?:min|mins|minutes)\b|\s*(\d{1,2})\s*(?:m|min|mins)\b)?`,
  'gi',
);
const MINUTES = /(?<![\w.:/-])(\d+)\s*-?\s*(?:min|mins|minutes)\b/gi;
const HALF_HOUR = /\bhalf\s+(?:an\s+)?hour\b/gi;

function readDuration(text: string): { value: number; start: number; end: number } | null {
  HOURS.lastIndex = 0;
  const m = HOURS.exec(text);
  if (m) {
    const word = m[1]!.toLowerCase();
    let hours = NUMBER_WORDS[word] ?? Number(word);
    const tail = m[0].toLowerCase();
    if (m[2] || /and\s+a\s+half\s*$/.test(tail)) hours += 0.5;
    if (m[3]) hours += Number(m[3]) / 60;
    if (m[4]) hours += Number(m[4]) / 60;
    if (Number.isFinite(hours) && hours > 0 && hours <= 24) return { value: Math.round(hours * 100) / 100, start: m.index, end: m.index + m[0].length };
  }
  MINUTES.lastIndex = 0;
  const min = MINUTES.exec(text);
  if (min && Number(min[1]) >= 30 && Number(min[1]) <= 24 * 60) {
    return { value: Math.round((Number(min[1]) / 60) * 100) / 100, start: min.index, end: min.index + min[0].length };
  }
  HALF_HOUR.lastIndex = 0;
  const half = HALF_HOUR.exec(text);
  if (half) return { value: 0.5, start: half.index, end: half.index + half[0].length };
  return null;
}

// --- time zones ----------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at `instant` (e.g. -480 for Los Angeles in winter). */
function offsetMinutes(timeZone: string, instant: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The UTC instant of a wall-clock time in `timeZone` (month 1..12). */
function wallToUtc(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(timeZone, guess) * 60000;
  const second = guess - offsetMinutes(timeZone, first) * 60000;
  return new Date(second);
}

// --- dates ---------------------------------------------------------------------------------------

const TYPO_WORD = new RegExp(String.raw`\b(${Object.keys(TYPOS).join('|')})\b`, 'gi');
const DAY_MS = 86_400_000;
/** A start read with no time: "first thing" 08:00, morning 09:00, afternoon 14:00, evening 18:00. */
const PART_OF_DAY: [RegExp, number][] = [
  [/\bfirst\s+thing\b/i, 8],
  [/\bmorning\b/i, 9],
  [/\bafternoon\b/i, 14],
  [/\b(evening|tonight)\b/i, 18],
];
/** How sure a start is when its words allow another day, or when a past weekday or time was moved on. */
const UNSURE_START = 0.5;

/** Y/M/D (month 1..12) `days` after a calendar date. */
function addDays([year, month, day]: [number, number, number], days: number): [number, number, number] {
  const d = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The first month from year/month on (`skip` months later at least) that has a `day`. */
function monthWithDay(year: number, month: number, day: number, skip: number): [number, number, number] {
  let y = year;
  let m = month + skip;
  for (;;) {
    while (m > 12) [y, m] = [y + 1, m - 12];
    if (day <= daysInMonth(y, m)) return [y, m, day];
    m += 1;
  }
}
const ymdOf = (c: chrono.ParsingComponents): [number, number, number] => [c.get('year')!, c.get('month')!, c.get('day')!];
const weekdayOf = ([y, m, d]: [number, number, number]) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** "the 15th": the next 15th (this month's while it has not passed, else the next month with one). */
const NTH_DAY_PARSER: chrono.Parser = {
  pattern: () => /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/i,
  extract: (context, match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const today = context.createParsingComponents();
    const [year, month] = [today.get('year')!, today.get('month')!];
    const [y, m, d] = monthWithDay(year, month, day, day < today.get('day')! ? 1 : 0);
    return context.createParsingComponents({ year: y, month: m, day: d }).addTag('parser/nthDay');
  },
};

/** "sat at 2", "from 1 to 4", "from 10 to 2": an hour from 1 to 6 written without am/pm is in the afternoon. */
const AFTERNOON_HOURS: chrono.Refiner = {
  refine: (_context, results) => {
    const afternoon = (c: chrono.ParsingComponents | undefined) => {
      const hour = c?.get('hour');
      if (!c || hour == null || !c.isCertain('hour') || c.isCertain('meridiem') || hour < 1 || hour > 6) return false;
      c.assign('hour', hour + 12);
      c.assign('meridiem', 1);
      return true;
    };
    for (const r of results) {
      if (r.tags().has('casualReference/morning')) continue;
      afternoon(r.start);
      // chrono put an end before its start on the next day ("10 to 2" as 02:00): same day now.
      if (afternoon(r.end) && r.end!.get('hour')! > r.start.get('hour')! && ymdOf(r.end!).join() !== ymdOf(r.start).join()) {
        const [y, m, d] = ymdOf(r.start);
        r.end!.assign('year', y).assign('month', m).assign('day', d);
      }
    }
    return results;
  },
};

/** Joins result `b` into `a`'s place: b's components, the text from a's start to b's end. */
function joined(context: chrono.ParsingContext, a: chrono.ParsingResult, b: chrono.ParsingResult, ymd: [number, number, number]): chrono.ParsingResult {
  const start = b.start.clone();
  start.assign('year', ymd[0]);
  start.assign('month', ymd[1]);
  start.assign('day', ymd[2]);
  start.addTag('parser/relativeWeek');
  return context.createParsingResult(a.index, context.text.slice(a.index, b.index + b.text.length), start);
}

/**
 * Relative weeks chrono reads as two results: "in two weeks on Friday" (that weekday in the week
 * two weeks ahead, weeks from Monday), "a week from Saturday" / "a week from tomorrow" (the day
 * read, a week later); and "this coming Monday", never today.
 */
const RELATIVE_WEEKS: chrono.Refiner = {
  refine: (context, results) => {
    const out: chrono.ParsingResult[] = [];
    for (let i = 0; i < results.length; i += 1) {
      const a = results[i]!;
      const b = results[i + 1];
      const between = b ? context.text.slice(a.index + a.text.length, b.index) : '';
      const relative = a.tags().has('result/relativeDate') && /\bweeks?\b/i.test(a.text);
      if (b && relative && /^\s*,?\s*(?:on\s+)?$/i.test(between) && b.start.isCertain('weekday') && !b.start.isCertain('day')) {
        const ahead = ymdOf(a.start);
        const monday = addDays(ahead, -((weekdayOf(ahead) + 6) % 7));
        out.push(joined(context, a, b, addDays(monday, (b.start.get('weekday')! + 6) % 7)));
        i += 1;
      } else if (b && relative && /^\s*from\s+$/i.test(between)) {
        const days = Math.round((a.start.date().getTime() - context.refDate.getTime()) / DAY_MS);
        out.push(joined(context, a, b, addDays(ymdOf(b.start), days)));
        i += 1;
      } else {
        const coming = /\b(?:this\s+)?coming\s+$/i.exec(context.text.slice(0, a.index));
        if (coming && a.start.isCertain('weekday') && !a.start.isCertain('day')) {
          const today = context.createParsingComponents();
          const r = a.clone();
          if (ymdOf(r.start).join() === ymdOf(today).join()) {
            const [y, m, d] = addDays(ymdOf(today), 7);
            r.start.imply('year', y).imply('month', m).imply('day', d);
          }
          r.text = context.text.slice(coming.index, a.index + a.text.length);
          r.index = coming.index;
          out.push(r);
        } else out.push(a);
      }
    }
    return out;
  },
};

const dates = chrono.casual.clone();
dates.parsers.push(NTH_DAY_PARSER);
dates.refiners.push(AFTERNOON_HOURS, RELATIVE_WEEKS);

/** How a start was read (the answer's `reading`). */
export type ScheduleReadingKind = 'AS_WRITTEN' | 'AMBIGUOUS' | 'NEXT_OCCURRENCE' | 'TOO_SOON';
export interface ScheduleReading {
  /** The words the start was read from (after typo folding), e.g. "next tuesday at 10am". */
  phrase: string;
  /**
   * AS_WRITTEN; AMBIGUOUS: the words allow another day too (`alternativeAt`), the start is one
   * reading; NEXT_OCCURRENCE: the weekday, day or time named was past or within the lead time, so
   * its next occurrence was taken; TOO_SOON: a fixed day ("today at 11") within the lead time, not
   * read (scheduledAt null: the customer is asked).
   */
  kind: ScheduleReadingKind;
  /** UTC instant of the other reading of ambiguous words; null otherwise. */
  alternativeAt: Date | null;
}

interface WhenRead {
  at: Date | null;
  confidence: number;
  rangeHours: number | null;
  spans: [number, number][];
  reading: ScheduleReading;
}

function readWhen(text: string, timeZone: string, now: Date): WhenRead | null {
  const offset = offsetMinutes(timeZone, now.getTime());
  const results = dates.parse(text, { instant: now, timezone: offset }, { forwardDate: true }) as chrono.ParsingResult[];
  const casualDay = (r: chrono.ParsingResult) => [...r.tags()].some((t) => t.startsWith('casualReference/'));
  const dated = results.find((r) => r.start.isCertain('day') || r.start.isCertain('weekday')) ?? results.find(casualDay);
  const timed = results.find((r) => r.start.isCertain('hour'));
  const spans: [number, number][] = results.map((r) => [r.index, r.index + r.text.length]);
  const source = dated ?? timed;
  if (!source) return null;

  // How the day was named decides what a past or too-soon start becomes.
  const kind: 'weekday' | 'nth' | 'time' | 'fixed' = dated
    ? dated.tags().has('parser/nthDay')
      ? 'nth'
      : dated.start.isCertain('weekday') && !dated.start.isCertain('day')
        ? 'weekday'
        : 'fixed'
    : casualDay(timed!) || timed!.start.isCertain('day')
      ? 'fixed'
      : 'time';
  let ymd = ymdOf(source.start);
  let confidence = 0.9;
  let hour: number;
  let minute = 0;
  if (timed) {
    hour = timed.start.get('hour')!;
    minute = timed.start.get('minute') ?? 0;
  } else {
    const part = PART_OF_DAY.find(([re]) => re.test(text));
    hour = part ? part[1] : 9;
    confidence = part ? 0.6 : 0.4;
    const m = part ? part[0].exec(text) : null;
    if (m) spans.push([m.index, m.index + m[0].length]);
  }
  const phrase = [...new Set([dated, timed].filter((r): r is chrono.ParsingResult => Boolean(r)))]
    .sort((a, b) => a.index - b.index)
    .map((r) => r.text.trim())
    .join(' ');
  const earliest = now.getTime() + MIN_LEAD_MINUTES * 60_000;
  const instant = (d: [number, number, number]) => wallToUtc(timeZone, d[0], d[1], d[2], hour, minute);
  let at = instant(ymd);
  const reading: ScheduleReading = { phrase, kind: 'AS_WRITTEN', alternativeAt: null };

  if (at.getTime() < earliest) {
    if (kind === 'fixed') return { at: null, confidence: 0, rangeHours: null, spans, reading: { ...reading, kind: 'TOO_SOON' } };
    for (let step = 0; step < 3 && at.getTime() < earliest; step += 1) {
      ymd = kind === 'weekday' ? addDays(ymd, 7) : kind === 'time' ? addDays(ymd, 1) : monthWithDay(ymd[0], ymd[1], ymd[2], 1);
      at = instant(ymd);
    }
    reading.kind = 'NEXT_OCCURRENCE';
    confidence = Math.min(confidence, UNSURE_START);
  } else if (kind === 'weekday') {
    // "next Tuesday" (next week's) could be this week's; "Wednesday" on a Wednesday could be next week's.
    const local = new Date(now.getTime() + offset * 60_000);
    const today = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
    const sooner = instant(addDays(ymd, -7));
    if (/^next\b/i.test(dated!.text.trim()) && sooner.getTime() >= earliest) reading.alternativeAt = sooner;
    else if (ymd.join() === today.join()) reading.alternativeAt = instant(addDays(ymd, 7));
    if (reading.alternativeAt) {
      reading.kind = 'AMBIGUOUS';
      confidence = Math.min(confidence, UNSURE_START);
    }
  }
  const range = timed?.end ?? dated?.end;
  const rangeHours = range && range.isCertain('hour') ? Math.round(((range.date().getTime() - (timed ?? dated)!.start.date().getTime()) / 3_600_000) * 100) / 100 : null;
  return { at, confidence, rangeHours: rangeHours && rangeHours > 0 && rangeHours <= 24 ? rangeHours : null, spans, reading };
}

// --- services ------------------------------------------------------------------------------------

/** Lower case, misspellings folded, punctuation other than & / ' as spaces. */
function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(TYPO_WORD, (w) => TYPOS[w.toLowerCase()] ?? w).replace(/[^a-z0-9'&/]+/g, ' ').trim()} `;
}

const STOP_WORDS = new Set(
  ('a an the my our your me i we us you it is are be to of in on at for from by with and or please need want would like could can ' +
    'clean cleaning cleaned cleaner cleaners service services book booking get have some someone help next this that tomorrow today ' +
    'tonight am pm noon morning afternoon evening hour hours minutes monday tuesday wednesday thursday friday saturday sunday ' +
    'january february march april may june july august september october november december week weekend st ave apt unit ' +
    'bedroom bedrooms bath baths br ba sq ft do done around about').split(' '),
);

interface Phrase {
  phrase: string;
  service: ParserService;
  isName: boolean;
}

/** A parser over one catalogue: its phrase table and search index are built once. */
export class BookingRequestParser {
  private readonly phrases: Phrase[];
  private readonly weak: Phrase[];
  private readonly search: MiniSearch<{ id: number; name: string; category: string; description: string; features: string; synonyms: string }>;
  private readonly byId: Map<number, ParserService>;

  constructor(services: readonly ParserService[]) {
    const byName = new Map(services.map((s) => [s.name.toLowerCase(), s]));
    this.byId = new Map(services.map((s) => [s.id, s]));
    this.phrases = [];
    for (const s of services) this.phrases.push({ phrase: normalize(s.name), service: s, isName: true });
    for (const [name, list] of Object.entries(SERVICE_SYNONYMS)) {
      const service = byName.get(name.toLowerCase());
      if (service) for (const phrase of list) this.phrases.push({ phrase: normalize(phrase), service, isName: false });
    }
    this.phrases.sort((a, b) => b.phrase.length - a.phrase.length);
    this.weak = Object.entries(WEAK_PHRASES).flatMap(([phrase, name]) => {
      const service = byName.get(name.toLowerCase());
      return service ? [{ phrase: normalize(phrase), service, isName: false }] : [];
    });
    this.search = new MiniSearch({
      fields: ['name', 'category', 'description', 'features', 'synonyms'],
      processTerm: (term) => {
        const t = term.toLowerCase();
        return STOP_WORDS.has(t) || t.length < 3 ? null : t;
      },
      searchOptions: {
        boost: { name: 4, synonyms: 3, category: 1, features: 1, description: 0.5 },
        fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 0.2 : false),
        prefix: (term) => term.length >= 5,
      },
    });
    this.search.addAll(
      services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        description: s.description,
        features: s.features.join(' '),
        synonyms: (Object.entries(SERVICE_SYNONYMS).find(([n]) => n.toLowerCase() === s.name.toLowerCase())?.[1] ?? []).join(' '),
      })),
    );
  }

  private readService(text: string): { service: ParserService; confidence: number } | null {
    const normalized = normalize(text);
    let best: { phrase: Phrase; at: number } | null = null;
    for (const p of this.phrases) {
      if (best && p.phrase.length < best.phrase.phrase.length) break;
      const at = normalized.indexOf(p.phrase);
      if (at >= 0 && (!best || at < best.at)) best = { phrase: p, at };
    }
    if (best) return { service: best.phrase.service, confidence: best.phrase.isName ? 0.95 : 0.85 };
    const hits = this.search.search(normalized, { combineWith: 'OR' });
    const top = hits[0];
    if (top && top.score >= MIN_SEARCH_SCORE) {
      const service = this.byId.get(top.id as number)!;
      const gap = hits[1] ? 1 - hits[1].score / top.score : 1;
      return { service, confidence: Math.round((0.5 + 0.3 * gap) * 100) / 100 };
    }
    const weak = this.weak.find((p) => normalized.includes(p.phrase));
    if (weak) return { service: weak.service, confidence: 0.6 };
    if (top) return { service: this.byId.get(top.id as number)!, confidence: 0.3 };
    return null;
  }

  /** Reads one request (see the module's comment for the rules). */
  parse(input: string, options: ParseOptions = {}): BookingRequestParse {
    const now = options.referenceTime ?? new Date();
    let rest = input;
    const blank = (start: number, end: number) => {
      rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
    };
    const parsed: ParsedBookingRequest = { serviceId: null, serviceName: null, scheduledAt: null, durationHours: null, address: null, city: null, zipCode: null };
    const confidence = Object.fromEntries(PARSED_FIELDS.map((f) => [f, 0])) as ParseConfidence;

    const address = readAddress(rest);
    if (address) {
      parsed.address = address.value;
      confidence.address = 0.9;
    }
    const zip = readZip(address ? rest.slice(0, address.start) + ' '.repeat(address.end - address.start) + rest.slice(address.end) : rest);
    const point = zip?.known ? zipPoint(zip.value) : null;
    if (zip) {
      parsed.zipCode = zip.value;
      confidence.zipCode = zip.known ? 0.95 : 0.5;
    }
    const written = address ? writtenCity(input, address.end) : null;
    if (point && new RegExp(String.raw`\b${point.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(input)) {
      parsed.city = point.city;
      confidence.city = 0.95;
    } else if (written) {
      parsed.city = written;
      confidence.city = point ? 0.7 : 0.6;
    } else if (point) {
      parsed.city = point.city;
      confidence.city = 0.8;
    }
    if (address) blank(address.start, address.end);
    if (zip) blank(zip.start, zip.end);
    if (parsed.city) {
      const at = rest.toLowerCase().indexOf(parsed.city.toLowerCase());
      if (at >= 0) blank(at, at + parsed.city.length);
    }
    rest = rest.replace(/\b24\s*\/\s*7\b/g, (m) => ' '.repeat(m.length));

    const duration = readDuration(rest);
    if (duration) {
      parsed.durationHours = duration.value;
      confidence.durationHours = 0.95;
      blank(duration.start, duration.end);
    }

    const timeZone = point?.timeZone ?? options.timeZone ?? 'UTC';
    let folded = rest.replace(TYPO_WORD, (w) => TYPOS[w.toLowerCase()] ?? w);
    const when = readWhen(folded, timeZone, now);
    let reading: ScheduleReading | null = null;
    if (when) {
      reading = when.reading;
      parsed.scheduledAt = when.at;
      confidence.scheduledAt = when.confidence;
      if (parsed.durationHours === null && when.rangeHours !== null) {
        parsed.durationHours = when.rangeHours;
        confidence.durationHours = 0.8;
      }
      for (const [start, end] of when.spans) folded = folded.slice(0, start) + ' '.repeat(end - start) + folded.slice(end);
    }

    const service = this.readService(folded);
    if (service) {
      parsed.serviceId = service.service.id;
      parsed.serviceName = service.service.name;
      confidence.serviceId = service.confidence;
      confidence.serviceName = service.confidence;
    }
    return { parsed, missing: PARSED_FIELDS.filter((f) => parsed[f] === null), confidence, reading };
  }
}

/** MiniSearch score below which a full-text hit does not name the service (a place word may). */
const MIN_SEARCH_SCORE = 4;
