/**
 * Spec section 8 error catalogue, as the client maps what Apollo hands back: GraphQL
 * `extensions.code`, mutation union error members, HTTP statuses, timeouts and network failures.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  DUPLICATE_EMAIL_MESSAGE,
  ERROR_MESSAGES,
  NO_RESPONSE_MESSAGE,
  RequestTimeoutError,
  VERIFY_EMAIL_MESSAGE,
  cleanMessage,
  errorMessage,
  errorType,
  fieldIssues,
  isAuthenticationFailure,
  isRetryableError,
  loginError,
  mutationErrorMessage,
  registrationError,
  toAppError,
  typeForStatus,
} from './errors';

const serverError = (status: number, body = '<html>Bad gateway</html>') =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(body, { status }),
    bodyText: body,
  });

const graphqlErrors = (...errors: { message: string; code?: string }[]) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: errors.map((e) => ({ message: e.message, extensions: e.code ? { code: e.code } : undefined })),
  });

describe('status mapping (spec section 8)', () => {
  it.each([
    [400, 'VALIDATION_ERROR'],
    [422, 'VALIDATION_ERROR'],
    [401, 'AUTHENTICATION_ERROR'],
    [402, 'PAYMENT_ERROR'],
    [403, 'AUTHORIZATION_ERROR'],
    [404, 'NOT_FOUND_ERROR'],
    [409, 'CONFLICT_ERROR'],
    [429, 'RATE_LIMIT_ERROR'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [418, 'UNKNOWN_ERROR'],
    [501, 'UNKNOWN_ERROR'],
  ] as const)('%i -> %s', (status, type) => {
    expect(typeForStatus(status)).toBe(type);
    expect(errorType(serverError(status))).toBe(type);
  });

  it('gives the catalogue text for an HTTP error, never the transport wording', () => {
    expect(errorMessage(serverError(503))).toBe(ERROR_MESSAGES.SERVER_ERROR);
    expect(errorMessage(serverError(429))).toBe("You're doing that too often. Please wait a moment and try again.");
    expect(errorMessage(serverError(403))).toBe("You don't have permission to do this.");
    expect(errorMessage(serverError(418), 'Fallback.')).toBe('Fallback.');
  });

  it('reads the status of a malformed (non-JSON) answer too', () => {
    const parseError = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: new Response('<html/>', { status: 502 }),
      bodyText: '<html/>',
    });
    expect(errorType(parseError)).toBe('SERVER_ERROR');
    expect(isRetryableError(parseError)).toBe(true);
  });
});

describe('GraphQL errors (extensions.code)', () => {
  it('keeps the catalogue code and the cleaned server message', () => {
    const error = graphqlErrors({ message: 'booking not found', code: 'NOT_FOUND_ERROR' });
    expect(errorType(error)).toBe('NOT_FOUND_ERROR');
    expect(errorMessage(error)).toBe('Booking not found.');
  });

  it('treats a masked error without a code as a server error', () => {
    const error = graphqlErrors({ message: 'Unexpected error.' });
    expect(errorType(error)).toBe('SERVER_ERROR');
    expect(errorMessage(error)).toBe(ERROR_MESSAGES.SERVER_ERROR);
  });

  it('maps GraphQL request errors to validation with a generic message', () => {
    const error = graphqlErrors({ message: 'Variable "$id" got invalid value', code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(errorType(error)).toBe('VALIDATION_ERROR');
    expect(errorMessage(error)).toBe(ERROR_MESSAGES.VALIDATION_ERROR);
  });

  it('recognises an authentication failure by code or by 401', () => {
    expect(isAuthenticationFailure(graphqlErrors({ message: 'Please sign in to continue.', code: 'AUTHENTICATION_ERROR' }))).toBe(true);
    expect(isAuthenticationFailure(serverError(401))).toBe(true);
    expect(isAuthenticationFailure(graphqlErrors({ message: 'Nope', code: 'AUTHORIZATION_ERROR' }))).toBe(false);
    expect(isAuthenticationFailure(serverError(403))).toBe(false);
  });
});

describe('no response (spec section 8)', () => {
  it('timeout', () => {
    expect(errorType(new RequestTimeoutError())).toBe('TIMEOUT_ERROR');
    expect(errorMessage(new RequestTimeoutError())).toBe('The request took too long. Please try again.');
    expect(errorMessage(new DOMException('signal timed out', 'TimeoutError'))).toBe('The request took too long. Please try again.');
  });

  it('refused connection or offline', () => {
    expect(errorType(new TypeError('Failed to fetch'))).toBe('NETWORK_ERROR');
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('Unable to connect. Please try again.');
  });

  it('anything else without an answer', () => {
    expect(errorMessage(new DOMException('The user aborted a request.', 'AbortError'))).toBe(NO_RESPONSE_MESSAGE);
  });
});

describe('message cleaning (spec section 8)', () => {
  it.each([
    ['duplicate key value violates unique constraint "users_email_key"', ERROR_MESSAGES.SERVER_ERROR],
    ['PrismaClientKnownRequestError: database timeout', ERROR_MESSAGES.TIMEOUT_ERROR],
    ['TypeError: Cannot read properties of undefined', ERROR_MESSAGES.SERVER_ERROR],
    ['Unexpected token < in JSON at position 0', ERROR_MESSAGES.VALIDATION_ERROR],
    ['connect ECONNREFUSED 127.0.0.1:5432', NO_RESPONSE_MESSAGE],
    ['API endpoint unavailable', NO_RESPONSE_MESSAGE],
  ])('replaces %j', (raw, expected) => {
    expect(cleanMessage(raw, 'fallback')).toBe(expected);
  });

  it('capitalises, strips an Error: prefix and ends with a full stop', () => {
    expect(cleanMessage('error: the cleaner already has a job at that time', 'x')).toBe('The cleaner already has a job at that time.');
    expect(cleanMessage('  Already booked!  ', 'x')).toBe('Already booked!');
    expect(cleanMessage('', 'fallback')).toBe('fallback');
    expect(cleanMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('mutation union error members', () => {
  it('login: 401 keeps the server message, 403 asks for verification with the flag', () => {
    const wrong = loginError({ __typename: 'AuthenticationError', code: 'AUTHENTICATION_ERROR', message: 'Incorrect email or password. Please try again.' });
    expect(wrong).toBeInstanceOf(AppError);
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe(ERROR_MESSAGES.AUTHENTICATION_ERROR);

    const unverified = loginError({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR', message: 'whatever', requiresVerification: true });
    expect(unverified.status).toBe(403);
    expect(unverified.message).toBe(VERIFY_EMAIL_MESSAGE);
    expect(unverified.requiresVerification).toBe(true);

    const invalid = loginError({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', message: 'Please enter a valid email address', field: 'input.email', issues: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.message).toBe('Please enter a valid email address.');
  });

  it('registration: 409 says the email is already registered', () => {
    const conflict = registrationError({ __typename: 'ConflictError', code: 'CONFLICT_ERROR', message: 'This information already exists in our system.' });
    expect(conflict.status).toBe(409);
    expect(conflict.message).toBe(DUPLICATE_EMAIL_MESSAGE);
  });

  it('rate limits always give the catalogue text', () => {
    expect(mutationErrorMessage({ code: 'RATE_LIMIT_ERROR', message: 'Too many requests, retry in 840 s' })).toBe(ERROR_MESSAGES.RATE_LIMIT_ERROR);
  });

  it('field issues keyed by the last path segment', () => {
    expect(
      fieldIssues({ issues: [{ field: 'input.zipCode', message: 'Enter a 5-digit zip code' }, { field: 'input.zipCode', message: 'second' }] }),
    ).toEqual({ zipCode: 'Enter a 5-digit zip code' });
    expect(fieldIssues({ field: 'input.email', message: 'Bad email', issues: [] })).toEqual({ email: 'Bad email' });
  });

  it('toAppError keeps an AppError and types anything else', () => {
    const original = new AppError('CONFLICT_ERROR', 'Taken.');
    expect(toAppError(original)).toBe(original);
    const wrapped = toAppError(serverError(502));
    expect(wrapped.type).toBe('SERVER_ERROR');
    expect(wrapped.status).toBe(502);
    expect(wrapped.message).toBe(ERROR_MESSAGES.SERVER_ERROR);
  });
});
