/**
 * The error catalogue of spec section 8, in one place for every page and for the Apollo links:
 * catalogue types and default messages, the HTTP status mapping, message cleaning, and the
 * translation of whatever Apollo Client hands back (GraphQL `extensions.code`, the `Error` member
 * of a mutation result union, an HTTP status, a network failure or a timeout) into a type and a
 * message that is safe to show.
 */
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Catalogue types (spec section 8) plus the two "no response"/429 cases the catalogue words separately. */
export type ErrorType =
  | 'NETWORK_ERROR'
  | 'TIMEOUT_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'AUTHORIZATION_ERROR'
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND_ERROR'
  | 'CONFLICT_ERROR'
  | 'PAYMENT_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'SERVER_ERROR'
  | 'UNKNOWN_ERROR';

/** Same type, under the name the booking pages use. */
export type ErrorCode = ErrorType;

/** Default messages of spec section 8 ("Error types", "Status mapping", "No response"). */
export const ERROR_MESSAGES: Readonly<Record<ErrorType, string>> = Object.freeze({
  NETWORK_ERROR: 'Unable to connect. Please try again.',
  TIMEOUT_ERROR: 'The request took too long. Please try again.',
  AUTHENTICATION_ERROR: 'Incorrect email or password. Please try again.',
  AUTHORIZATION_ERROR: "You don't have permission to do this.",
  VALIDATION_ERROR: 'Please check your information and try again.',
  NOT_FOUND_ERROR: "We couldn't find what you're looking for.",
  CONFLICT_ERROR: 'This information already exists in our system.',
  PAYMENT_ERROR: 'There was a problem processing your payment. Please try again.',
  RATE_LIMIT_ERROR: "You're doing that too often. Please wait a moment and try again.",
  SERVER_ERROR: 'Something went wrong on our end. Please try again.',
  UNKNOWN_ERROR: 'Something unexpected happened. Please try again or contact support if the problem continues.',
});

/** No response, and neither a timeout nor a refused connection (spec section 8 "No response"). */
export const NO_RESPONSE_MESSAGE = 'Unable to complete request. Please try again.';
/** Spec section 8 "Session expiry". */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
/** Spec section 8 "Login": a 403 on sign-in. */
export const VERIFY_EMAIL_MESSAGE = 'Please verify your email address before signing in.';
/** Spec section 8 "Registration": a 409. */
export const DUPLICATE_EMAIL_MESSAGE = 'This email is already registered. Please try logging in instead.';
/** Spec section 8 "Registration": any other failure without a server message. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

/** HTTP status of each type, as the /api bridge answers it (used when a GraphQL error stands in for a response). */
const STATUS_OF_TYPE: Readonly<Partial<Record<ErrorType, number>>> = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_ERROR: 401,
  PAYMENT_ERROR: 402,
  AUTHORIZATION_ERROR: 403,
  NOT_FOUND_ERROR: 404,
  CONFLICT_ERROR: 409,
  RATE_LIMIT_ERROR: 429,
  SERVER_ERROR: 500,
};

/** Whether a string is one of the catalogue types. */
export function isErrorType(code: unknown): code is ErrorType {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}

/**
 * Spec section 8 "Status mapping": 400/422 validation, 401 authentication, 402 payment,
 * 403 authorization, 404 not found, 409 conflict, 429 rate limit, 500/502/503/504 server,
 * anything else unknown.
 */
export function typeForStatus(status: number): ErrorType {
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
  return isErrorType(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES.UNKNOWN_ERROR;
}

/* ---------------------------------------------------------------- message cleaning */

const TECHNICAL_RULES: ReadonlyArray<{ pattern: RegExp; message: string }> = [
  { pattern: /\b(time[ -]?out|timed out|etimedout)\b/i, message: ERROR_MESSAGES.TIMEOUT_ERROR },
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
 * Spec section 8 "Message cleaning": a server message with technical words (sql, database,
 * stack trace, schema, json, api and similar) is replaced by a generic one chosen by keyword;
 * any other is trimmed, stripped of an "Error:" prefix, capitalised and given a final full stop.
 * Empty, non-string or overlong messages give `fallback`.
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

/* ---------------------------------------------------------------- the app's error */

/** A problem with one input field (a ValidationError's `issues`). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A failed call, with a catalogue type and a message that is safe to show. */
export class AppError extends Error {
  readonly type: ErrorType;
  /** HTTP status equivalent of the type (401, 403, 409...); 0 when no response arrived. */
  readonly status: number;
  /** Offending field of a validation error (dotted input path, e.g. "input.email"). */
  readonly field: string | undefined;
  readonly issues: readonly FieldIssue[];
  /** Login 403: the email address is not verified yet (spec section 8 "Login"). */
  readonly requiresVerification: boolean;

  constructor(
    type: ErrorType,
    message: string = ERROR_MESSAGES[type],
    init: { status?: number; field?: string | null; issues?: readonly FieldIssue[]; requiresVerification?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.status = init.status ?? STATUS_OF_TYPE[type] ?? 0;
    this.field = init.field ?? undefined;
    this.issues = init.issues ?? [];
    this.requiresVerification = init.requiresVerification ?? false;
  }

  /** Same as `type` (the catalogue code). */
  get code(): ErrorType {
    return this.type;
  }
}

/** Raised by the timeout link when a request runs past 30 s (spec section 9). */
export class RequestTimeoutError extends Error {
  constructor() {
    super(ERROR_MESSAGES.TIMEOUT_ERROR);
    this.name = 'TimeoutError';
  }
}

/* ---------------------------------------------------------------- classification */

const GRAPHQL_REQUEST_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST']);

function statusOf(error: unknown): number | undefined {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof RequestTimeoutError || (error instanceof Error && error.name === 'TimeoutError');
}

/** A request that never got an answer: refused connection, offline, DNS, CORS ("Failed to fetch"). */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError) return true;
  return /failed to fetch|networkerror|network error|load failed|network request failed|econnrefused/i.test(error.message);
}

/** The catalogue code of one GraphQL error (its `extensions.code`; masked errors are server errors). */
function typeOfGraphQLError(error: { extensions?: Record<string, unknown> | null }): ErrorType {
  const code = error.extensions?.code;
  if (isErrorType(code)) return code;
  if (typeof code === 'string' && GRAPHQL_REQUEST_CODES.has(code)) return 'VALIDATION_ERROR';
  const http = error.extensions?.http as { status?: unknown } | undefined;
  if (typeof http?.status === 'number') return typeForStatus(http.status);
  return 'SERVER_ERROR';
}

/**
 * The catalogue type of anything a call may throw: an AppError, Apollo's CombinedGraphQLErrors
 * (GraphQL `extensions.code`), ServerError/ServerParseError (HTTP status), a timeout or a
 * network failure.
 */
export function errorType(error: unknown): ErrorType {
  if (error instanceof AppError) return error.type;
  if (CombinedGraphQLErrors.is(error)) {
    const types = error.errors.map(typeOfGraphQLError);
    return types.find((t) => t !== 'SERVER_ERROR') ?? types[0] ?? 'UNKNOWN_ERROR';
  }
  if (CombinedProtocolErrors.is(error)) return 'SERVER_ERROR';
  const status = statusOf(error);
  if (status !== undefined) return typeForStatus(status);
  if (isTimeout(error)) return 'TIMEOUT_ERROR';
  if (isNetworkFailure(error)) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/** Same as errorType, under the name the booking pages use. */
export const errorCode = errorType;

/**
 * A message fit to show for anything a call may throw. GraphQL errors with a catalogue code keep
 * the server's (cleaned) message; statuses, timeouts and network failures give the catalogue's
 * words; 429 always gives the rate-limit text.
 */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.UNKNOWN_ERROR): string {
  if (error instanceof AppError) return error.message;
  const type = errorType(error);
  if (CombinedGraphQLErrors.is(error)) {
    if (type === 'RATE_LIMIT_ERROR' || type === 'SERVER_ERROR') return ERROR_MESSAGES[type];
    const first = error.errors.find((e) => typeOfGraphQLError(e) === type);
    return cleanMessage(first?.message, ERROR_MESSAGES[type]);
  }
  if (type === 'UNKNOWN_ERROR') {
    if (statusOf(error) !== undefined) return fallback;
    if (error instanceof Error && error.name === 'AbortError') return NO_RESPONSE_MESSAGE;
    return error instanceof Error ? cleanMessage(error.message, fallback) : fallback;
  }
  return ERROR_MESSAGES[type];
}

/** Any thrown value as an AppError (type, status and a safe message). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const type = errorType(error);
  return new AppError(type, errorMessage(error), { status: statusOf(error) });
}

/**
 * Whether the server said "the access token is missing, invalid or expired": HTTP 401 or a
 * GraphQL error with `extensions.code` AUTHENTICATION_ERROR.
 */
export function isAuthenticationFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'AUTHENTICATION_ERROR');
  return statusOf(error) === 401;
}

/**
 * Spec sections 8 and 9: only failures that may succeed on a second try are retried: no answer
 * at all (network failure, timeout) and 5xx answers (not 501). Never 4xx, GraphQL errors,
 * authentication, authorization, validation or not-found.
 */
export function isRetryableError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 && status <= 599 && status !== 501;
  if (error instanceof AppError) return error.type === 'NETWORK_ERROR' || error.type === 'TIMEOUT_ERROR';
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  return isTimeout(error) || isNetworkFailure(error);
}

/* ---------------------------------------------------------------- mutation result unions */

/** The `Error` member of a mutation result union (`... on Error { code message }` and friends). */
export interface MutationErrorLike {
  __typename?: string;
  code?: string;
  message?: string;
  field?: string | null;
  issues?: ReadonlyArray<FieldIssue>;
  requiresVerification?: boolean;
}

/** The type of a union error member (its `code`, or its __typename when `code` was not selected). */
function typeOfMember(error: MutationErrorLike): ErrorType {
  if (isErrorType(error.code)) return error.code;
  const byTypename: Record<string, ErrorType> = {
    AuthenticationError: 'AUTHENTICATION_ERROR',
    AuthorizationError: 'AUTHORIZATION_ERROR',
    ValidationError: 'VALIDATION_ERROR',
    NotFoundError: 'NOT_FOUND_ERROR',
    ConflictError: 'CONFLICT_ERROR',
    RateLimitError: 'RATE_LIMIT_ERROR',
  };
  return (error.__typename && byTypename[error.__typename]) || 'UNKNOWN_ERROR';
}

/** The message to show for the error member of a mutation result union (cleaned per spec section 8). */
export function mutationErrorMessage(error: MutationErrorLike): string {
  const type = typeOfMember(error);
  if (type === 'RATE_LIMIT_ERROR') return ERROR_MESSAGES.RATE_LIMIT_ERROR;
  return cleanMessage(error.message, defaultMessage(type));
}

/** The error member of a mutation result union as an AppError (status from its code). */
export function mutationError(error: MutationErrorLike): AppError {
  const type = typeOfMember(error);
  return new AppError(type, mutationErrorMessage(error), {
    field: error.field,
    issues: error.issues,
    requiresVerification: error.requiresVerification === true,
  });
}

/** Field errors of a ValidationError keyed by the last path segment ("input.zipCode" -> "zipCode"); falls back to `field` + message. */
export function fieldIssues(error: Pick<MutationErrorLike, 'field' | 'issues' | 'message'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues ?? []) {
    const key = issue.field.split('.').pop() ?? issue.field;
    if (!(key in out)) out[key] = issue.message;
  }
  if (Object.keys(out).length === 0 && error.field && error.message) {
    out[error.field.split('.').pop() ?? error.field] = error.message;
  }
  return out;
}

/**
 * Spec section 8 "Login": 401 gives the server message or the incorrect-credentials text; 403
 * with requiresVerification gives 'Please verify your email address before signing in.' and the
 * flag; 400 a validation message; 429 the rate-limit text.
 */
export function loginError(error: MutationErrorLike): AppError {
  const type = typeOfMember(error);
  if (type === 'AUTHORIZATION_ERROR' && error.requiresVerification) {
    return new AppError(type, VERIFY_EMAIL_MESSAGE, { requiresVerification: true });
  }
  if (type === 'AUTHENTICATION_ERROR') {
    return new AppError(type, cleanMessage(error.message, ERROR_MESSAGES.AUTHENTICATION_ERROR));
  }
  return mutationError(error);
}

/**
 * Spec section 8 "Registration": 409 gives 'This email is already registered. Please try logging
 * in instead.'; validation errors keep their field issues; anything else the server's cleaned
 * message or 'Registration failed. Please try again.'.
 */
export function registrationError(error: MutationErrorLike): AppError {
  const type = typeOfMember(error);
  if (type === 'CONFLICT_ERROR') return new AppError(type, DUPLICATE_EMAIL_MESSAGE);
  if (type === 'UNKNOWN_ERROR') return new AppError(type, cleanMessage(error.message, REGISTRATION_FAILED_MESSAGE));
  return mutationError(error);
}
