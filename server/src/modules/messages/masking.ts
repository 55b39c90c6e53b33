/**
 * Contact details in booking messages before the job (docs/decisions/0034: "Messages
 * are screened for contact details before the job (phone numbers, emails, "text me at"): they are
 * masked with a note and never blocked silently"). The service decides when to screen (customer
 * and cleaner messages sent before the job's start); this module only finds and replaces.
 *
 * What is masked, each replaced by {@link CONTACT_PLACEHOLDER}:
 * - phone numbers libphonenumber-js finds in the text (US by default, `+` numbers of any country);
 * - other phone-shaped digit runs: 7 to 15 digits written together or in groups separated by
 *   spaces, dots, dashes or parentheses whose last group has 4 digits (`555-0132`, `1234 5678`),
 *   or starting with `+`;
 * - email addresses, also written out (`jo at example dot com`, `jo(at)example(dot)com`);
 * - after a phrase offering contact ("text me at", "call me at", "whatsapp", "my number is",
 *   "email me at", ...): a number spelled in words or digits (7 or more) or an `@handle`.
 *
 * Left alone: prices (`$120`, `$1,250.00`), times (`10:30`), dates (`12/10/2026`, `2026-12-10`,
 * `12.10.2026`), street numbers (1 to 5 digits) and ZIP codes (`94110`, `94110-1234`).
 *
 * The text is screened, and kept, as {@link normalizeForScreening} gives it: invisible format
 * characters (zero-width joiners and spaces, soft hyphens, byte-order marks, ...) between the
 * digits of a number or the letters of an address no longer hide them.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js';

/** What replaces each contact detail. */
export const CONTACT_PLACEHOLDER = '[contact details hidden]';

type Range = [start: number, end: number];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `jo at example dot com`, `jo(at)example(dot)com`, `jo [at] example [dot] co [dot] uk`. */
const SPELLED_EMAIL =
  /[A-Za-z0-9._%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\s+at\s+)\s*[A-Za-z0-9-]+(?:\s*(?:\(dot\)|\[dot\]|\{dot\}|\s+dot\s+|\.)\s*[A-Za-z0-9-]+)*\s*(?:\(dot\)|\[dot\]|\{dot\}|\s+dot\s+|\.)\s*(?:com|net|org|edu|gov|io|co|us|uk|me|info|biz|app|dev|mail)\b/gi;
/** Digits, possibly grouped by single spaces, dots, dashes or parentheses; optional leading `+`. */
const DIGIT_RUN = /(?<![\w$€£.,:/])\+?\(?\d(?:[\s.()-]{0,2}\d)*(?![\w%:/]|[.,]\d)/g;
/** Dates and ZIP+4 codes, which have phone-like digit counts. */
const NOT_A_PHONE = [/^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/, /^\d{4}[.-]\d{1,2}[.-]\d{1,2}$/, /^\d{5}-\d{4}$/];
/** Phrases offering a way to talk outside the app. */
const OFFER =
  /\b(?:(?:text|txt|call|ring|reach|contact|message|msg|email|e-mail|mail|dm|find|add)\s+me\s+(?:at|on|@)|what'?s\s?app(?:\s+me)?(?:\s+(?:at|on))?|my\s+(?:cell(?:\s+number)?|mobile(?:\s+number)?|phone(?:\s+number)?|number|email(?:\s+address)?|e-mail|whatsapp|handle|insta(?:gram)?)(?:\s+is)?)\b[\s:,-]*/gi;
const DIGIT_WORDS = 'zero|oh|o|one|two|three|four|five|six|seven|eight|nine';
/** A number after an offer: 7+ digits or digit words, separated by spaces, dots, dashes or commas. */
const SPELLED_NUMBER = new RegExp(`^\\+?(?:(?:\\d|\\b(?:${DIGIT_WORDS})\\b)[\\s.,()-]*){7,}`, 'i');
const HANDLE = /^@[A-Za-z0-9_.]{2,}/;

function allMatches(text: string, pattern: RegExp): Range[] {
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

/** Phone-shaped: 7 to 15 digits, together, or grouped with a last group of 4, or starting with `+`. */
function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (NOT_A_PHONE.some((p) => p.test(run))) return false;
  const groups = run.split(/[^\d]+/).filter(Boolean);
  return groups.length === 1 || run.startsWith('+') || groups[groups.length - 1]!.length === 4;
}

/** Unicode format characters (general category Cf): invisible, they split what they sit in. */
const FORMAT_CHARACTER = /\p{Cf}/gu;
/** A pictograph, possibly with its presentation selector or skin-tone modifier: what a ZWJ may join. */
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;
/** Tag characters (U+E0020..U+E007F) spell subdivision flags after U+1F3F4 (🏴 + tags + cancel tag). */
const FLAG_TAGS = /\u{1F3F4}[\u{E0020}-\u{E007F}]+/gu;

/**
 * The text as it is screened for contact details: NFKC (full-width and other compatibility forms
 * become plain letters and digits), without its format characters (Cf: U+200B..U+200F, U+00AD,
 * U+2060..U+2064, U+FEFF, ...), except a zero-width joiner between two pictographs (an emoji
 * sequence such as a family) and the tags of a subdivision flag, which stay as written.
 */
export function normalizeForScreening(text: string): string {
  const normalized = text.normalize('NFKC');
  const flags: Range[] = [...normalized.matchAll(FLAG_TAGS)].map((m) => [m.index, m.index + m[0].length]);
  return normalized.replace(FORMAT_CHARACTER, (char, at: number) => {
    if (char === '\u200D' && PICTOGRAPH_BEFORE.test(normalized.slice(Math.max(0, at - 4), at)) && PICTOGRAPH_AFTER.test(normalized.slice(at + 1, at + 3))) return char;
    if (flags.some(([from, to]) => at >= from && at < to)) return char;
    return '';
  });
}

/** Ranges of the contact details in `text` (overlapping, unsorted). */
function contactRanges(text: string): Range[] {
  const ranges: Range[] = [];
  for (const found of findPhoneNumbersInText(text, 'US')) ranges.push([found.startsAt, found.endsAt]);
  for (const m of text.matchAll(DIGIT_RUN)) if (looksLikePhone(m[0])) ranges.push([m.index, m.index + m[0].length]);
  ranges.push(...allMatches(text, EMAIL), ...allMatches(text, SPELLED_EMAIL));
  for (const offer of text.matchAll(OFFER)) {
    const from = offer.index + offer[0].length;
    const rest = text.slice(from);
    const number = SPELLED_NUMBER.exec(rest) ?? HANDLE.exec(rest);
    if (number) ranges.push([from, from + number[0].replace(/[\s.,()-]+$/, '').length]);
  }
  return ranges;
}

/**
 * Masks contact details in a message (see the module comment for what counts).
 * @param written the message as written (at most MESSAGE_MAX_CHARS = 2,000 characters)
 * @returns the text, normalized ({@link normalizeForScreening}), with each contact detail replaced
 *   by {@link CONTACT_PLACEHOLDER} (adjacent or overlapping findings become one), and whether
 *   anything was replaced
 */
export function maskContactDetails(written: string): { text: string; masked: boolean } {
  const text = normalizeForScreening(written);
  const ranges = contactRanges(text).sort((a, b) => a[0] - b[0]);
  if (!ranges.length) return { text, masked: false };
  let out = '';
  let at = 0;
  let current: Range | null = null;
  const flush = (range: Range) => {
    out += text.slice(at, range[0]) + CONTACT_PLACEHOLDER;
    at = range[1];
  };
  for (const range of ranges) {
    if (current && range[0] <= current[1]) current[1] = Math.max(current[1], range[1]);
    else {
      if (current) flush(current);
      current = [range[0], range[1]];
    }
  }
  flush(current!);
  return { text: out + text.slice(at), masked: true };
}
