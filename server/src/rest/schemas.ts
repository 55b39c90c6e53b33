/**
 * Shared zod schemas of the /api bridge (docs/decisions/0010-rest-openapi.md): the envelopes,
 * the tags, the paged-list helpers and the common path parameters. Routes declare their input and
 * answer with these and their domain's `*.inputs.ts` schemas; the router validates with them and
 * the OpenAPI document (`GET /api/openapi.json`) is generated from them, so the two cannot drift.
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
 * `{ success: false, error, code, field?, message?, issues?, requiresVerification? }`.
 */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'The message to show. For VALIDATION_ERROR the catalogue message; the reason is in `message`.' }),
    code: z.enum(errorCodes).meta({ description: 'Error type of the catalogue (spec section 8).' }),
    field: z.string().nullable().optional().meta({ description: 'VALIDATION_ERROR only: the first offending field.' }),
    message: z.string().optional().meta({ description: 'VALIDATION_ERROR only: the specific reason.' }),
    issues: z.array(fieldIssueSchema).optional().meta({ description: 'VALIDATION_ERROR only: every field problem.' }),
    requiresVerification: z.boolean().optional().meta({ description: '403 on sign-in only: the email address is not verified yet.' }),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'Every failure. The HTTP status matches `code` (spec section 8 status mapping).',
    example: { success: false, error: ERROR_MESSAGES.NOT_FOUND_ERROR, code: 'NOT_FOUND_ERROR' },
  });

/** The error envelope as sent. */
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

/** `{ success: true, ...payload }`: the success envelope around a route's declared payload. */
export function successEnvelope<S extends z.ZodObject>(payload: S) {
  return z.object({ success: z.literal(true) }).extend(payload.shape);
}

// --- Paged lists -------------------------------------------------------------------------

export { pageParam, limitParam, pagedQuery, type PageLimits } from '../lib/paging.js';

/** The paging facts every list answers beside its items. */
export const pageFactsShape = {
  page: z.int().min(1).meta({ description: 'This page, from 1.' }),
  limit: z.int().min(1).meta({ description: 'Items per page asked for (the last page may hold fewer).' }),
  total: z.int().min(0).meta({ description: 'Number of all matches, over every page (not the page size).' }),
};

/**
 * The payload of a paged list: `{ [key]: Item[], page, limit, total, ...extra }`.
 * Every list route answers with this shape (docs/decisions/0010-rest-openapi.md).
 */
export function pagedResponse<K extends string, I extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  key: K,
  item: I,
  extra?: E,
) {
  const items = { [key]: z.array(item) } as { [P in K]: z.ZodArray<I> };
  return z.object({ ...items, ...pageFactsShape, ...((extra ?? {}) as E) });
}

/** Paging arguments and facts as numbers. */
export interface PageArgs {
  page: number;
  limit: number;
}

/** Slices an in-memory list into one page: `{ items, page, limit, total }`. */
export function pageOf<T>(all: readonly T[], { page, limit }: PageArgs): { items: T[]; page: number; limit: number; total: number } {
  const start = (page - 1) * limit;
  return { items: all.slice(start, start + limit), page, limit, total: all.length };
}

// --- Common path parameters and values ---------------------------------------------------

/** A uuid path parameter (bookings, notifications, users). A malformed id is a 404. */
export const uuidParam = z.uuid().meta({ description: 'The resource id (uuid).', example: '0b6f8a52-5d3c-4a5e-9b1e-7f2d1c3a4b5c' });

/** A service id path parameter: a positive 32-bit integer. Anything else is a 404. */
export const serviceIdParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: 'The service id (1, 2, ...).', example: 1 });

/** An ISO 8601 UTC instant as sent, e.g. `2026-05-01T15:00:00.000Z`. */
export const isoInstant = z.iso.datetime().meta({ description: 'ISO 8601 instant in UTC.' });

/** A plain `{ message }` answer. */
export const messagePayload = z.object({ message: z.string().meta({ description: 'What happened, to show to the user.' }) });
