/**
 * The error catalogue of spec section 8 for every page and for the Apollo links: the catalogue
 * (types, default messages, the HTTP status mapping and message cleaning) comes from
 * schema/errors.ts, shared with the server; this module adds the translation of whatever Apollo
 * Client hands back (GraphQL `extensions.code`, the `Error` member of a mutation result union, an
 * HTTP status, a network failure or a timeout) into a type and a message that is safe to show.
 */
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  CLIENT_ERROR_MESSAGES,
  DUPLICATE_EMAIL_MESSAGE,
  ERROR_STATUS,
  NO_RESPONSE_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  VERIFY_EMAIL_MESSAGE,
  cleanMessage,
  defaultMessage,
  isErrorType,
  typeForStatus,
  type ErrorType,
} from '../../../schema/errors';

export {
  DUPLICATE_EMAIL_MESSAGE,
  NO_RESPONSE_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  VERIFY_EMAIL_MESSAGE,
  cleanMessage,
  defaultMessage,
  isErrorType,
  typeForStatus,
  type ErrorType,
};

/** Same type, under the name the booking pages use. */
export type ErrorCode = ErrorType;

/** Default messages of spec section 8 ("Error types", "Status mapping", "No response"), timeout included. */
export const ERROR_MESSAGES: Readonly<Record<ErrorType, string>> = CLIENT_ERROR_MESSAGES;

/** HTTP status of each type, as the /api bridge answers it (used when a GraphQL error stands in for a response). */
const STATUS_OF_TYPE: Readonly<Partial<Record<ErrorType, number>>> = ERROR_STATUS;

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
