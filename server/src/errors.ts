/**
 * Domain errors, shared by GraphQL (errors-as-data unions and masked top-level errors) and the
 * /api bridge (HTTP status + `{ success: false, error, code }`). Codes and default messages are
 * the error catalogue of spec section 8 (schema/errors.ts, shared with the web client).
 */

import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '../../schema/errors.js';

export { ERROR_MESSAGES, type ErrorCode };

/** A problem with one input field. */
export interface FieldIssue {
  /** Dotted path of the field, e.g. "zipCode". */
  field: string;
  message: string;
}

/** Base class: every error a user may see. `status` is the HTTP status of the /api bridge. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string | undefined, status: number) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = new.target.name;
    this.code = code;
    this.status = status;
  }
}

/** 400/422: bad input. `field` names the first offending field (spec section 8 status mapping). */
export class ValidationError extends AppError {
  readonly field: string | null;
  readonly issues: FieldIssue[];
  constructor(message?: string, issues: FieldIssue[] = [], status: 400 | 422 = ERROR_STATUS.VALIDATION_ERROR) {
    super('VALIDATION_ERROR', message, status);
    this.issues = issues;
    this.field = issues[0]?.field ?? null;
  }
}

/** 401: not signed in, bad credentials, or an invalid/expired/replayed token. */
export class AuthenticationError extends AppError {
  constructor(message?: string) {
    super('AUTHENTICATION_ERROR', message, ERROR_STATUS.AUTHENTICATION_ERROR);
  }
}

/** 403: signed in but not allowed (role, ownership, unverified email). */
export class AuthorizationError extends AppError {
  /** Set when the 403 is "verify your email first" (login). */
  readonly requiresVerification: boolean;
  constructor(message?: string, requiresVerification = false) {
    super('AUTHORIZATION_ERROR', message, ERROR_STATUS.AUTHORIZATION_ERROR);
    this.requiresVerification = requiresVerification;
  }
}

/** 404. */
export class NotFoundError extends AppError {
  constructor(message?: string) {
    super('NOT_FOUND_ERROR', message, ERROR_STATUS.NOT_FOUND_ERROR);
  }
}

/** 409: duplicate or a state that no longer allows the action. */
export class ConflictError extends AppError {
  constructor(message?: string) {
    super('CONFLICT_ERROR', message, ERROR_STATUS.CONFLICT_ERROR);
  }
}

/** 402. */
export class PaymentError extends AppError {
  constructor(message?: string) {
    super('PAYMENT_ERROR', message, ERROR_STATUS.PAYMENT_ERROR);
  }
}

/** 429. `retryAfterSeconds` goes to the Retry-After header. */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 60, message?: string) {
    super('RATE_LIMIT_ERROR', message, ERROR_STATUS.RATE_LIMIT_ERROR);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** PostgreSQL SQLSTATEs that mean "the input cannot be stored or compared", not a server fault. */
const BAD_INPUT_SQLSTATES = new Set([
  '22001', // string_data_right_truncation (value too long for the column)
  '22003', // numeric_value_out_of_range (e.g. an id beyond integer)
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire ("invalid byte sequence", e.g. a NUL byte)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);
/** Prisma codes for the same kinds of input faults. */
const BAD_INPUT_PRISMA_CODES = new Set(['P2000', 'P2006', 'P2007', 'P2020', 'P2033']);

/**
 * Maps database-level failures that reach a service to domain errors (or undefined): unique
 * violations to 409, missing rows to 404, the cleaner-overlap exclusion constraint to 409, and,
 * as a last line behind the zod inputs, values the database cannot take (out of range, invalid
 * byte sequence, too long) to a 400 ValidationError, so hostile input never becomes a 500.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const e = error as {
    code?: string;
    meta?: { driverAdapterError?: { cause?: { originalCode?: string; code?: string; kind?: string } } };
  };
  const original = e?.meta?.driverAdapterError?.cause;
  const sqlState = original?.originalCode ?? original?.code;
  if (e?.code === 'P2002') return new ConflictError();
  if (e?.code === 'P2025') return new NotFoundError();
  if (sqlState === '23P01' || original?.kind === 'ExclusionConstraintViolation') {
    return new ConflictError('The cleaner already has a job at that time.');
  }
  if ((e?.code && BAD_INPUT_PRISMA_CODES.has(e.code)) || (sqlState && BAD_INPUT_SQLSTATES.has(sqlState)) || original?.kind === 'ValueOutOfRange') {
    return new ValidationError(undefined, [{ field: 'input', message: 'A value is out of range or contains characters that are not allowed' }]);
  }
  return undefined;
}

/**
 * Whether a database error is a deadlock PostgreSQL broke by aborting this statement or
 * transaction (SQLSTATE 40P01): it changed nothing and may be run again.
 */
export function isDeadlock(error: unknown): boolean {
  const e = error as {
    code?: string;
    meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string; code?: string } } };
    cause?: { originalCode?: string; code?: string };
  };
  const codes = [e?.meta?.code, e?.meta?.driverAdapterError?.cause?.originalCode, e?.meta?.driverAdapterError?.cause?.code, e?.cause?.originalCode, e?.cause?.code, e?.code];
  return codes.includes('40P01') || /\b40P01\b|deadlock detected/.test(String((error as Error)?.message ?? ''));
}

/**
 * Runs `fn`, turning database failures into domain errors (fromDatabaseError); `byCode` overrides
 * the error for a Prisma code where this operation knows better (e.g. which unique index).
 */
export async function withDbErrors<T>(fn: () => Promise<T>, byCode: Record<string, () => AppError> = {}): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && byCode[code]) throw byCode[code]();
    throw fromDatabaseError(error) ?? error;
  }
}
