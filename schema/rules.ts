/**
 * The rules both sides check (spec section 5 and the booking rules of docs/decisions/0004), in one
 * place: the server's `*.inputs.ts` build their zod schemas from these, and the web client's forms
 * import the same ones, so a rule or a message changes once. See docs/decisions/0009.
 *
 * Only `zod` is imported (the same `import { z } from 'zod'` the client already uses), so this
 * module adds nothing else to the browser bundle. No server or browser APIs here.
 */
import { z } from 'zod';

// --- user text -----------------------------------------------------------------------------------

/**
 * Control characters that never belong in user text: C0 except tab, line feed and carriage return,
 * DEL, and C1. NUL in particular cannot be stored in PostgreSQL text (it would end in a 500).
 * Also the bidirectional embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069): they
 * make text display in another order than it is written ("Trojan Source"), which in a message or a
 * review can disguise a phone number or a link; right-to-left scripts display correctly without them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove invisible control characters';

/** Options of {@link text}. `max` is required: no user text is unbounded. */
export interface TextOptions {
  /** Message when the value is missing or not a string. */
  required: string;
  /** Minimum length after trimming (0 = may be empty), with its message. */
  min?: [number, string];
  /** Maximum length after trimming, with its message. */
  max: [number, string];
  /** Allow line breaks (notes, messages); single-line fields refuse them. Default false. */
  multiline?: boolean;
  /** Trim surrounding white space (default true; passwords keep theirs). */
  trim?: boolean;
}

/**
 * A string of user text: refuses control characters (NUL included; line breaks only when
 * `multiline`), then trims and checks the length. Every string input of the API is built on it.
 */
export function text(options: TextOptions) {
  // eslint-disable-next-line no-control-regex -- single-line text also refuses tab and line breaks
  const forbidden = options.multiline ? CONTROL_CHARACTERS : /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
  const [minLength, minMessage] = options.min ?? [0, options.required];
  const [maxLength, maxMessage] = options.max;
  return z
    .string({ error: options.required })
    .refine((v) => !forbidden.test(v), CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => (options.trim === false ? v : v.trim()))
    .pipe(z.string().min(minLength, minMessage).max(maxLength, maxMessage));
}

/** An optional text field: missing, null or blank becomes null. */
export function optionalText(options: Omit<TextOptions, 'min'>) {
  return text({ ...options, min: [0, options.required] })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}

// --- email and passwords (spec section 5) --------------------------------------------------------

/** Spec section 5: "text, at sign, text, dot, text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';

/** An email address, trimmed and lower-cased (accounts are keyed on it). At most 254 characters. */
export const email = z
  .string({ error: EMAIL_MESSAGE })
  .refine((v) => !CONTROL_CHARACTERS.test(v), EMAIL_MESSAGE)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().min(1, EMAIL_REQUIRED_MESSAGE).max(254, EMAIL_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE));

/** The general password rule of spec section 5, as a checklist (the UI shows each line). */
export const PASSWORD_RULES: readonly { id: 'length' | 'lower' | 'upper' | 'digit' | 'special'; label: string; message: string; pattern: RegExp }[] = [
  { id: 'length', label: 'At least 8 characters', message: 'Password must be at least 8 characters', pattern: /^[\s\S]{8,}$/ },
  { id: 'lower', label: 'A lowercase letter', message: 'Password must contain a lowercase letter', pattern: /[a-z]/ },
  { id: 'upper', label: 'An uppercase letter', message: 'Password must contain an uppercase letter', pattern: /[A-Z]/ },
  { id: 'digit', label: 'A digit', message: 'Password must contain a digit', pattern: /\d/ },
  { id: 'special', label: 'One of !@#$%^&*', message: 'Password must contain one of !@#$%^&*', pattern: /[!@#$%^&*]/ },
];
export const PASSWORD_RULE_TEXT = 'At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*';
export const PASSWORD_MAX_LENGTH = 128;

/** True when `value` meets every line of the general password rule. */
export function passwordIsStrong(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.pattern.test(value));
}

/**
 * The general password rule (8+ characters, lowercase, uppercase, digit, one of !@#$%^&*; at most
 * 128), one message per unmet line. Not trimmed: spaces are part of a password.
 */
export const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE)
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.pattern.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** A password typed to sign in: any non-empty string without control characters (no strength rule). */
export const currentPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is required')
  .refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE);

// --- zip code ------------------------------------------------------------------------------------

/** Spec section 5: 5 digits, optionally a hyphen and 4 digits. */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;
export const ZIP_CODE_MESSAGE = 'Please enter a valid zip code (5 digits, optionally -4 digits)';

export const zipCode = z
  .string({ error: ZIP_CODE_MESSAGE })
  .transform((v) => v.trim())
  .pipe(z.string().regex(ZIP_CODE_PATTERN, ZIP_CODE_MESSAGE));

// --- ids -----------------------------------------------------------------------------------------

/** Largest PostgreSQL `integer` (serial ids such as Service.id). */
export const MAX_INT_ID = 2_147_483_647;

/**
 * A serial database id given as a number or a numeric string ("7"): a whole number from 1 to
 * 2147483647, so an overflowing id is a validation error rather than a database error.
 */
export function intId(message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\s*\d{1,10}\s*$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(1, message).max(MAX_INT_ID, message));
}

// --- bookings (docs/decisions/0004) --------------------------------------------------------------

/** A booking lasts 1 to 12 hours in half-hour steps. */
export const MIN_DURATION_HOURS = 1;
export const MAX_DURATION_HOURS = 12;
/** A booking starts at least 2 hours and at most 180 days from now. */
export const MIN_LEAD_MINUTES = 120;
export const MAX_LEAD_DAYS = 180;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 80;
export const NOTES_MAX = 1000;

export const BOOKING_MESSAGES = {
  service: 'Please choose a service',
  start: 'Please choose a valid date and time',
  startInPast: 'Please choose a date in the future',
  hours: 'Please choose how many hours',
  minHours: `Bookings last at least ${MIN_DURATION_HOURS} hour`,
  maxHours: `Bookings last at most ${MAX_DURATION_HOURS} hours`,
  halfHours: 'Hours go in half-hour steps',
  address: 'Please enter the full address',
  addressLong: `Please keep the address under ${ADDRESS_MAX} characters`,
  city: 'Please enter the city',
  cityLong: `Please keep the city under ${CITY_MAX} characters`,
  notesLong: `Please keep notes under ${NOTES_MAX.toLocaleString('en-US')} characters`,
} as const;

/** Booking length in hours: 1 to 12 in half-hour steps. */
export const durationHours = z
  .number({ error: BOOKING_MESSAGES.hours })
  .min(MIN_DURATION_HOURS, BOOKING_MESSAGES.minHours)
  .max(MAX_DURATION_HOURS, BOOKING_MESSAGES.maxHours)
  .refine((h) => Number.isInteger(h * 2), BOOKING_MESSAGES.halfHours);

/** Street address: 5 to 200 characters, one line. */
export const address = text({ required: BOOKING_MESSAGES.address, min: [5, BOOKING_MESSAGES.address], max: [ADDRESS_MAX, BOOKING_MESSAGES.addressLong] });
/** City: 2 to 80 characters, one line. */
export const city = text({ required: BOOKING_MESSAGES.city, min: [2, BOOKING_MESSAGES.city], max: [CITY_MAX, BOOKING_MESSAGES.cityLong] });
/** Notes for the cleaner as typed: up to 1000 characters, line breaks allowed, may be empty. */
export const notesText = text({ required: BOOKING_MESSAGES.notesLong, max: [NOTES_MAX, BOOKING_MESSAGES.notesLong], multiline: true });
/** Notes as the API takes them: optional; missing, null or blank becomes null. */
export const notes = notesText
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * A booking as the API takes it (POST /api/bookings, GraphQL createBooking): service id,
 * start (a future instant; the server adds the lead-time window of MIN_LEAD_MINUTES..MAX_LEAD_DAYS
 * with its own 422 messages), hours, address, city, zip code and optional notes.
 */
/** A valid instant (Date, ISO 8601 string or epoch milliseconds). */
export const instant = z.coerce.date({ error: BOOKING_MESSAGES.start });

/**
 * Why `start` cannot be booked at `now`, or null: at least MIN_LEAD_MINUTES ahead and at most
 * MAX_LEAD_DAYS ahead (the server answers 422 with this message).
 */
export function leadTimeProblem(start: Date, now = new Date()): string | null {
  if (start.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) {
    return `Please choose a start time at least ${MIN_LEAD_MINUTES / 60} hours from now.`;
  }
  if (start.getTime() > now.getTime() + MAX_LEAD_DAYS * 86_400_000) return `Bookings can be made up to ${MAX_LEAD_DAYS} days ahead.`;
  return null;
}

export const bookingInput = z.object({
  serviceId: intId(BOOKING_MESSAGES.service),
  scheduledAt: instant.refine((d) => d.getTime() > Date.now(), BOOKING_MESSAGES.startInPast),
  durationHours: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), durationHours),
  address,
  city,
  zipCode,
  notes,
});

// --- contact form (spec section 7 "Contact") -----------------------------------------------------

export const contactInput = z.object({
  name: text({ required: 'Please enter your name', min: [1, 'Please enter your name'], max: [100, 'The name is too long'] }),
  email,
  subject: text({ required: 'Please enter a subject', min: [1, 'Please enter a subject'], max: [200, 'The subject is too long'] }),
  message: text({
    required: 'Please enter a message',
    min: [10, 'Please write at least 10 characters'],
    max: [5000, 'The message must be at most 5000 characters'],
    multiline: true,
  }),
});

// --- the registration page (spec sections 3 and 5, /register) ----------------------------------

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  firstNameLong: 'First name is too long',
  lastName: 'Last name is required',
  lastNameLong: 'Last name is too long',
  phone: 'Please enter a valid phone number',
  confirm: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  terms: 'Please accept the Terms & Conditions to continue',
} as const;

/** A phone number as the registration form takes it: empty, or 7 to 20 digits, spaces and + ( ) . - */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

/**
 * The registration page's form: account type, names (1 to 60 characters), email and the general
 * password rule (the server's), optional phone, matching confirmation, marketing choice and
 * terms agreement. Each field shows its own message.
 */
export const registrationFormInput = z
  .object({
    accountType: z.enum(['customer', 'freelancer']),
    firstName: z.string().trim().min(1, REGISTRATION_MESSAGES.firstName).max(60, REGISTRATION_MESSAGES.firstNameLong),
    lastName: z.string().trim().min(1, REGISTRATION_MESSAGES.lastName).max(60, REGISTRATION_MESSAGES.lastNameLong),
    email,
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE_PATTERN.test(v), REGISTRATION_MESSAGES.phone),
    password,
    confirmPassword: z.string().min(1, REGISTRATION_MESSAGES.confirm),
    marketingEmails: z.boolean(),
    agreeToTerms: z.boolean().refine((v) => v, REGISTRATION_MESSAGES.terms),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: REGISTRATION_MESSAGES.mismatch,
  });

// --- the landing page's signup modal (spec section 5 "Signup modal") -----------------------------

export const SIGNUP_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  email: 'Please enter a valid email address',
} as const;

/**
 * The signup modal's first step: first name, last name, email, password and terms agreement
 * required; passwords match; the general password rule ({@link password}, the server's: the spec's
 * 6-character modal rule let through passwords the server then refused); email shaped
 * like an address; phone optional. Issues come in the spec's order (required, match, password,
 * email): the first is shown.
 */
export const signupModalInput = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    phone: z.string(),
    agreeToTerms: z.boolean(),
    marketingEmails: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const required: [keyof typeof v, boolean][] = [
      ['firstName', v.firstName.trim() !== ''],
      ['lastName', v.lastName.trim() !== ''],
      ['email', v.email.trim() !== ''],
      ['password', v.password !== ''],
      ['agreeToTerms', v.agreeToTerms],
    ];
    const missing = required.filter(([, ok]) => !ok).map(([field]) => field);
    if (missing.length > 0) {
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: SIGNUP_MESSAGES.required });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.mismatch });
      return;
    }
    const weak = password.safeParse(v.password);
    if (!weak.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: weak.error.issues[0]!.message });
      return;
    }
    if (!EMAIL_PATTERN.test(v.email.trim())) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MESSAGES.email });
    }
  });

/** A plan's visit can be moved until this many hours before its start, to a start at least this far ahead (docs/decisions/0033). */
export const PLAN_MOVE_NOTICE_HOURS = 24;

/** The plan's cleaner can decline a visit, or the series, until this many hours before a visit (docs/decisions/0033, Handy's rule). */
export const PLAN_DECLINE_NOTICE_HOURS = 48;

// --- booking messages (docs/decisions/0034) ------------------------------------------------------

/** A message's text: at most this many characters. */
export const MESSAGE_MAX_CHARS = 2000;
/** Photos per message: at most this many. */
export const MESSAGE_MAX_PHOTOS = 5;
/** Each photo as uploaded: at most this many bytes (5 MiB). */
export const MESSAGE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photo content types accepted (sniffed from the bytes, not the declared type). */
export const MESSAGE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A thread turns read-only this many days after the job's end (scheduledAt + duration). */
export const THREAD_READ_ONLY_AFTER_DAYS = 7;
/** A message still unread this many minutes after it was sent is mailed to its recipient. */
export const MESSAGE_UNREAD_MAIL_MINUTES = 15;
/** A cleaner sees the customer's contact details from this many hours before the start to this many after the end. */
export const CONTACT_WINDOW_HOURS = 24;
/** The cleaner's quick replies and their texts. */
export const QUICK_REPLIES = { on_my_way: 'On my way', running_late: 'Running 10 minutes late', arrived: 'Arrived' } as const;
/**
 * The cleaner's quick replies open this many minutes (3 h) before the job's start (scheduledAt,
 * UTC) and close at its end (scheduledAt + duration): on the job day around the start only, so
 * the booking's live state ("On my way") they set is never days early or after the job
 * (docs/decisions/0034-booking-messages.md).
 */
export const QUICK_REPLY_OPENS_BEFORE_MINUTES = 180;
/** The answer to a quick reply sent outside that window (field `quickReply`). */
export const QUICK_REPLY_CLOSED = `Quick replies open ${QUICK_REPLY_OPENS_BEFORE_MINUTES / 60} hours before the job and close when it ends.`;

/** The wording of booking message refusals, shared by the server's inputs and the web app's thread form. */
export const MESSAGE_MESSAGES = {
  empty: 'Write a message, attach a photo or pick a quick reply.',
  long: `A message can be at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  photos: `Attach at most ${MESSAGE_MAX_PHOTOS} photos.`,
  reason: 'Please say in 3 to 1,000 characters why you report this message.',
} as const;

/** A message's text as typed: up to MESSAGE_MAX_CHARS (2,000) characters after trimming, line breaks allowed, may be empty. */
export const messageText = text({ required: MESSAGE_MESSAGES.long, max: [MESSAGE_MAX_CHARS, MESSAGE_MESSAGES.long], multiline: true });

/** Why a message is reported: 3 to 1,000 characters, line breaks allowed. */
export const messageReportReason = text({ required: MESSAGE_MESSAGES.reason, min: [3, MESSAGE_MESSAGES.reason], max: [1000, MESSAGE_MESSAGES.reason], multiline: true });

// --- instant booking (issue 31; docs/decisions/0044-instant-booking.md) -------------------------

/** Bounds of a cleaner's instant-booking rules and of the admins' late-cancellation rule (whole numbers). */
export const INSTANT_BOOK_LIMITS = {
  /** Miles; also at most the cleaner's own service radius. */
  maxDistanceMiles: { min: 1, max: 100 },
  /** Hours before the start (720 = 30 days). */
  minNoticeHours: { min: 0, max: 720 },
  maxJobsPerDay: { min: 1, max: 20 },
  /** At most this many services in the list. */
  serviceIds: { max: 100 },
  /** Late cancellations that suspend. */
  count: { min: 1, max: 20 },
  /** Days the cancellations are counted over. */
  windowDays: { min: 1, max: 365 },
  /** Days instant booking stays suspended. */
  suspensionDays: { min: 1, max: 365 },
  /** A cancellation within this many hours of the start is late. */
  lateHours: { min: 1, max: 168 },
} as const;
