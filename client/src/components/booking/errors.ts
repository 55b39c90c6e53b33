import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { cleanMessage, ERROR_MESSAGES, errorMessage as transportErrorMessage, type ErrorType } from '../../lib/api';

/** Codes of the spec's error catalogue (section 8), as sent in GraphQL `extensions.code` and `Error.code`. */
export type ErrorCode = ErrorType;

function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_MESSAGES;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  402: 'PAYMENT_ERROR',
  403: 'AUTHORIZATION_ERROR',
  404: 'NOT_FOUND_ERROR',
  409: 'CONFLICT_ERROR',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMIT_ERROR',
};

/** The catalogue code of an Apollo error (GraphQL `extensions.code`, HTTP status, or network failure). */
export function errorCode(error: unknown): ErrorCode {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      if (isKnownCode(e.extensions?.code)) return e.extensions.code as ErrorCode;
    }
    return 'UNKNOWN_ERROR';
  }
  if (ServerError.is(error)) {
    return STATUS_CODES[error.statusCode] ?? (error.statusCode >= 500 ? 'SERVER_ERROR' : 'UNKNOWN_ERROR');
  }
  if (error instanceof TypeError) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/** A message fit to show for an Apollo error: the server's (cleaned) message when it sent a catalogue code. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const known = error.errors.find((e) => isKnownCode(e.extensions?.code));
    if (known) return cleanMessage(known.message, ERROR_MESSAGES[known.extensions!.code as ErrorCode]);
    return ERROR_MESSAGES.SERVER_ERROR;
  }
  return transportErrorMessage(error);
}

/** The catalogue's default message for a code. */
export function defaultMessage(code: string | null | undefined): string {
  return isKnownCode(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES.UNKNOWN_ERROR;
}

/** Shape of the error member of a mutation result union (`... on Error { code message }`). */
export interface MutationErrorLike {
  code?: string;
  message?: string;
  field?: string | null;
  issues?: ReadonlyArray<{ field: string; message: string }>;
}

/** The message to show for the error member of a mutation result union (cleaned per spec section 8). */
export function mutationErrorMessage(error: MutationErrorLike): string {
  return cleanMessage(error.message, defaultMessage(error.code));
}

/** Field errors of a ValidationError keyed by the last path segment ("input.zipCode" -> "zipCode"); falls back to `field` + message. */
export function fieldIssues(error: MutationErrorLike): Record<string, string> {
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
