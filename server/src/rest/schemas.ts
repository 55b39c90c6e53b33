/**
 * What the /api bridge says the same way for every row (docs/decisions/0023-api-bridge.md): the
 * reference's tags, the error statuses and their descriptions, and the error envelope (the one
 * hand-declared schema: it is the bridge's own answer, not a domain shape).
 */
import { z } from 'zod';
import 'zod-openapi'; // types of the OpenAPI keys of `.meta()` (id, param, example, ...)
import { ERROR_MESSAGES, type ErrorCode } from '../errors.js';

/**
 * The tags of the reference (one per domain of spec section 7), in display order. A route names
 * one; a new domain adds its tag here with a one-line description.
 */
export const REST_TAGS = {
  System: 'Health and the description of this API.',
  Auth: 'Accounts, sign-in, token refresh, sign-out, email verification and password reset (spec section 7 "Auth").',
  Services: 'The service catalogue: search, categories, one service and its pricing (spec section 7 "Services").',
  Bookings: 'Booking, the cleaner job board and the booking lifecycle (spec sections 4 and 7 "Bookings").',
  Notifications: 'The signed-in user\'s in-app notifications (spec section 7 "Notifications").',
  Reviews: 'Public reviews shown on the landing page (spec section 7 "Public reviews").',
  Contact: 'The public contact form (spec section 7 "Contact").',
  Users: 'Profiles, availability and cleaner search (spec section 7 "Users").',
  Payments: 'Payments, refunds and payouts (spec section 7 "Payments").',
  Memberships: 'Membership tiers, plans and subscriptions (spec section 7 "Memberships").',
  Tickets: 'Support tickets (spec section 7 "Tickets").',
  Plans: 'Recurring cleaning plans: create, preview, change, skip or move a visit, cancel (docs/decisions/0033).',
  Calendar: 'Add-to-calendar files of bookings and each user\'s private calendar feed (docs/decisions/0033).',
  Admin: 'Administration (spec section 7 "Admin"); admins only.',
} as const;

/** A tag of {@link REST_TAGS}. */
export type RestTag = keyof typeof REST_TAGS;

/** Statuses an /api error answer can have, each with its catalogue code (spec section 8). */
export const ERROR_STATUS_CODES = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  402: 'PAYMENT_ERROR',
  403: 'AUTHORIZATION_ERROR',
  404: 'NOT_FOUND_ERROR',
  405: 'VALIDATION_ERROR',
  409: 'CONFLICT_ERROR',
  413: 'VALIDATION_ERROR',
  415: 'VALIDATION_ERROR',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMIT_ERROR',
  500: 'SERVER_ERROR',
} as const satisfies Record<number, ErrorCode>;

/** An HTTP status an /api route may answer with an error envelope. */
export type ErrorStatus = keyof typeof ERROR_STATUS_CODES;

/** What each error status means on this API, for the reference. */
export const ERROR_STATUS_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input (VALIDATION_ERROR): `field` names the first offending field, `message` the reason, `issues` every field.',
  401: 'Not signed in, or the access token is invalid, expired or revoked (AUTHENTICATION_ERROR).',
  402: 'The payment failed (PAYMENT_ERROR).',
  403: 'Signed in but not allowed: role, ownership or unverified email (AUTHORIZATION_ERROR).',
  404: 'Nothing at this path, or the resource does not exist (NOT_FOUND_ERROR).',
  405: 'The path exists but not with this method (VALIDATION_ERROR).',
  409: 'Conflicts with the current state or an existing record (CONFLICT_ERROR).',
  413: 'The request body is larger than the limit (VALIDATION_ERROR).',
  415: 'The request body is not `application/json` (VALIDATION_ERROR).',
  422: 'Well-formed input that breaks a business rule, e.g. a start time too soon (VALIDATION_ERROR).',
  429: 'Too many attempts; retry after the `Retry-After` header\'s seconds (RATE_LIMIT_ERROR).',
  500: 'Unexpected failure; details are logged, never sent (SERVER_ERROR).',
};

const errorCodes = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

/** One field problem of a validation error. */
export const fieldIssueSchema = z
  .object({
    field: z.string().meta({ description: 'Dotted path of the field, e.g. `zipCode`; `body`, `query` or `path` for the request as a whole.' }),
    message: z.string(),
  })
  .meta({ id: 'FieldIssue' });

/**
 * The error envelope of every /api failure:
 * `{ success: false, error, code, field?, message?, issues?, requiresVerification?, emailError? }`.
 */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'The message to show. For VALIDATION_ERROR the catalogue message; the reason is in `message`.' }),
    code: z.enum(errorCodes).meta({ description: 'Error type of the catalogue (spec section 8).' }),
    field: z.string().nullable().optional().meta({ description: 'VALIDATION_ERROR only: the first offending field.' }),
    message: z.string().optional().meta({ description: 'VALIDATION_ERROR: the specific reason. 403 on sign-in with requiresVerification: the same text as `error`.' }),
    issues: z.array(fieldIssueSchema).optional().meta({ description: 'VALIDATION_ERROR only: every field problem.' }),
    requiresVerification: z.boolean().optional().meta({ description: '403 on sign-in only: the email address is not verified yet.' }),
    emailError: z.string().optional().meta({ description: '403 on sign-in with requiresVerification only: the message to show at the email field (the same text as `error`).' }),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'Every failure. The HTTP status matches `code` (spec section 8 status mapping).',
    example: { success: false, error: ERROR_MESSAGES.NOT_FOUND_ERROR, code: 'NOT_FOUND_ERROR' },
  });

/** The error envelope as sent. */
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
