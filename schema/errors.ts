/**
 * The error catalogue of spec section 8, in one place for the server (domain errors, the /api
 * envelope, masked GraphQL errors) and the web client (the messages it shows): the codes and
 * their default messages, the HTTP status of each code and the reverse status mapping, the texts
 * the catalogue words separately (no response, timeout, session expiry, login and registration),
 * and message cleaning.
 *
 * No imports: this module adds nothing else to the browser bundle.
 */

/** The codes the server answers and their default messages (spec section 8 "Error types"). */
export const ERROR_MESSAGES = {
  NETWORK_ERROR: 'Unable to connect. Please try again.',
  AUTHENTICATION_ERROR: 'Incorrect email or password. Please try again.',
  AUTHORIZATION_ERROR: "You don't have permission to do this.",
  VALIDATION_ERROR: 'Please check your information and try again.',
  NOT_FOUND_ERROR: "We couldn't find what you're looking for.",
  CONFLICT_ERROR: 'This information already exists in our system.',
  PAYMENT_ERROR: 'There was a problem processing your payment. Please try again.',
  SERVER_ERROR: 'Something went wrong on our end. Please try again.',
  UNKNOWN_ERROR: 'Something unexpected happened. Please try again or contact support if the problem continues.',
  RATE_LIMIT_ERROR: "You're doing that too often. Please wait a moment and try again.",
} as const;

/** A catalogue code the server answers (`extensions.code`, the union member's `code`, /api `code`). */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Spec section 8 "No response": the request ran past the 30 s timeout. */
export const TIMEOUT_MESSAGE = 'The request took too long. Please try again.';
/** Spec section 8 "No response": neither a timeout nor a refused connection. */
export const NO_RESPONSE_MESSAGE = 'Unable to complete request. Please try again.';
/** Spec section 8 "Session expiry": the refresh token was refused. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
/** Spec section 8 "Login": a 403 on sign-in before the e-mail address is verified. */
export const VERIFY_EMAIL_MESSAGE = 'Please verify your email address before signing in.';
/** Spec section 8 "Registration": a 409. */
export const DUPLICATE_EMAIL_MESSAGE = 'This email is already registered. Please try logging in instead.';
/** Spec section 8 "Registration": any other failure without a server message. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';
/** Spec section 8 "Registration": the account exists and its e-mail address must be verified first. */
export const REGISTER_VERIFY_MESSAGE = 'Please check your email to verify your account before logging in.';

/** The client's error types: the server's codes plus the timeout, which only the client sees. */
export type ErrorType = ErrorCode | 'TIMEOUT_ERROR';

/** Default message of every client error type. */
export const CLIENT_ERROR_MESSAGES: Readonly<Record<ErrorType, string>> = Object.freeze({
  ...ERROR_MESSAGES,
  TIMEOUT_ERROR: TIMEOUT_MESSAGE,
});

/** HTTP status of each code on the /api bridge (spec section 8 "Status mapping"); 400 may also be 422. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_ERROR: 401,
  PAYMENT_ERROR: 402,
  AUTHORIZATION_ERROR: 403,
  NOT_FOUND_ERROR: 404,
  CONFLICT_ERROR: 409,
  RATE_LIMIT_ERROR: 429,
  SERVER_ERROR: 500,
} as const satisfies Partial<Record<ErrorCode, number>>;

/** Whether a value is one of the client's error types (the server's codes or TIMEOUT_ERROR). */
export function isErrorType(code: unknown): code is ErrorType {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(CLIENT_ERROR_MESSAGES, code);
}

/**
 * Spec section 8 "Status mapping": 400/422 validation, 401 authentication, 402 payment,
 * 403 authorization, 404 not found, 409 conflict, 429 rate limit, 500/502/503/504 server,
 * anything else unknown.
 */
export function typeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'AUTHENTICATION_ERROR';
  if (status === 402) return 'PAYMENT_ERROR';
  if (status === 403) return 'AUTHORIZATION_ERROR';
  if (status === 404) return 'NOT_FOUND_ERROR';
  if (status === 409) return 'CONFLICT_ERROR';
  if (status === 429) return 'RATE_LIMIT_ERROR';
  if (status === 500 || status === 502 || status === 503 || status === 504) return 'SERVER_ERROR';
  return 'UNKNOWN_ERROR';
}

/** The catalogue's default message for a code (unknown codes give the UNKNOWN_ERROR text). */
export function defaultMessage(code: string | null | undefined): string {
  return isErrorType(code) ? CLIENT_ERROR_MESSAGES[code] : ERROR_MESSAGES.UNKNOWN_ERROR;
}

const TECHNICAL_RULES: ReadonlyArray<{ pattern: RegExp; message: string }> = [
  { pattern: /\b(time[ -]?out|timed out|etimedout)\b/i, message: TIMEOUT_MESSAGE },
  {
    pattern: /\b(sql|database|db|prisma|postgres(ql)?|pglite|constraint|relation|column|foreign key|duplicate key)\b/i,
    message: ERROR_MESSAGES.SERVER_ERROR,
  },
  {
    pattern: /\b(stack ?trace|exception|undefined|null ?pointer|internal server|segfault|traceback)\b|\bat \S+ \(/i,
    message: ERROR_MESSAGES.SERVER_ERROR,
  },
  {
    pattern: /\b(schema|json|parse|parsing|syntax|unexpected token|graphql|zod|variable|argument)\b/i,
    message: ERROR_MESSAGES.VALIDATION_ERROR,
  },
  {
    pattern: /\b(api|endpoint|econnrefused|econnreset|socket|cors|fetch|proxy|http)\b/i,
    message: NO_RESPONSE_MESSAGE,
  },
];

/**
 * Spec section 8 "Message cleaning": a message with technical words (sql, database, stack trace,
 * schema, json, api and similar) is replaced by a generic one chosen by keyword; any other is
 * trimmed, stripped of an "Error:" prefix, capitalised and given a final full stop. Empty,
 * non-string or overlong (over 240 characters) messages give `fallback`.
 */
export function cleanMessage(message: string | null | undefined, fallback: string): string {
  if (typeof message !== 'string') return fallback;
  let text = message.replace(/\s+/g, ' ').trim();
  text = text.replace(/^(error|[a-z]*error)\s*:\s*/i, '').trim();
  if (!text || text.length > 240) return fallback;
  for (const rule of TECHNICAL_RULES) {
    if (rule.pattern.test(text)) return rule.message;
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (!/[.!?]$/.test(text)) text += '.';
  return text;
}
