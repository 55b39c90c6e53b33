/**
 * The Pothos schema builder: errors, scope-auth, prisma. The errors plugin wraps scope-auth so a
 * failed scope on a mutation comes back as its AuthenticationError/AuthorizationError union
 * member (docs/decisions/0003); on queries it stays a GraphQL error with extensions.code.
 * Auth scopes are coarse (signed in, role, approved cleaner); ownership checks live in services.
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import ErrorsPlugin from '@pothos/plugin-errors';
import ValidationPlugin from '@pothos/plugin-validation';
import AuthBeforeInputPlugin from './lib/auth-before-input.js';
import { validationFailure } from './lib/validate.js';
import { reportResolvedError } from './lib/resolved-errors.js';
import { DateTimeResolver, JSONResolver, NonNegativeIntResolver } from 'graphql-scalars';
import type PrismaTypes from './generated/pothos-prisma-types.js';
import { getDatamodel } from './generated/pothos-prisma-types.js';
import { db } from './db.js';
import type { Context } from './context.js';
import { scopesOf } from './scopes.js';
import {
  AppError,
  AuthenticationError,
  AuthorizationError,
  ConflictError,
  NotFoundError,
  PaymentError,
  RateLimitError,
  ValidationError,
} from './errors.js';

/** The scope map of a caller lives beside the builder (scopes.ts), with the one action-scope helper. */
export { scopesOf };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  AuthScopes: {
    signedIn: boolean;
    customer: boolean;
    cleaner: boolean;
    approvedCleaner: boolean;
    admin: boolean;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    NonNegativeInt: { Input: number; Output: number };
    /** An uploaded file (GraphQL multipart request spec; Yoga gives a WHATWG File). Input only. */
    File: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  // Order matters: errors outermost (a thrown error, also from input validation, becomes its union
  // member), then scope-auth, whose scopes also run before argument validation (lib/auth-before-input.ts:
  // a wrong role is refused before its input is looked at), then validation (zod on arguments and
  // input types, docs/decisions/0024), so resolvers and services receive parsed, typed input.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, AuthBeforeInputPlugin, ValidationPlugin, PrismaPlugin],
  validation: { validationError: validationFailure },
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: scopesOf,
    unauthorizedError: (_parent, ctx) =>
      ctx.user ? new AuthorizationError() : new AuthenticationError('Please sign in to continue.'),
  },
  prisma: {
    client: db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  errors: {
    // The /api bridge maps the original error to its HTTP status (lib/resolved-errors.ts).
    onResolvedError: reportResolvedError,
    // Input errors from plugin-validation become union members too; "unsafely" refers to auth
    // running after input, which lib/auth-before-input.ts reverses.
    unsafelyHandleInputErrors: true,
    // Every mutation result union carries the whole catalogue, so clients can always spread
    // `... on ValidationError` etc.; subclasses are matched before AppError (BaseError).
    defaultTypes: [
      AppError,
      ValidationError,
      AuthenticationError,
      AuthorizationError,
      NotFoundError,
      ConflictError,
      RateLimitError,
    ],
  },
});

// Custom scalars from graphql-scalars (maintained, spec-compliant parsing) instead of hand-written
// ones. DateTime: RFC 3339 strings in, Date objects to resolvers, ISO 8601 UTC strings out
// (2026-11-21T15:00:00.000Z). NonNegativeInt: money in cents and counts, never negative.
builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'A UTC instant, serialised as an ISO 8601 / RFC 3339 string (e.g. 2026-11-21T15:00:00.000Z).',
});
builder.addScalarType('JSON', JSONResolver, { description: 'Any JSON value (ECMA-404).' });
builder.addScalarType('NonNegativeInt', NonNegativeIntResolver, {
  description: 'A whole number of 0 or more (amounts in cents, counts, minutes).',
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The `Error` interface every error-as-data result implements (spec section 8 catalogue). */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure, returned as data. `code` is one of the catalogue error types (spec section 8).',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Human-readable message, safe to show.' }),
    code: t.exposeString('code', {
      description:
        'AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, VALIDATION_ERROR, NOT_FOUND_ERROR, CONFLICT_ERROR, PAYMENT_ERROR or RATE_LIMIT_ERROR.',
    }),
  }),
});

builder.objectType(AppError, {
  name: 'BaseError',
  description: 'A failure with no extra fields.',
  interfaces: [ErrorInterface],
});

const FieldIssueRef = builder.objectRef<{ field: string; message: string }>('FieldIssue').implement({
  description: 'A problem with one input field.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Dotted path of the input field.' }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Bad input (HTTP 400/422 on /api).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'The first offending field, if any.' }),
    issues: t.field({ type: [FieldIssueRef], resolve: (e) => e.issues }),
  }),
});

builder.objectType(AuthenticationError, {
  name: 'AuthenticationError',
  description: 'Not signed in, wrong credentials or an invalid token (HTTP 401).',
  interfaces: [ErrorInterface],
});

builder.objectType(AuthorizationError, {
  name: 'AuthorizationError',
  description: 'Not allowed (HTTP 403).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    requiresVerification: t.exposeBoolean('requiresVerification', {
      description: 'True when the email address must be verified first.',
    }),
  }),
});

builder.objectType(NotFoundError, { name: 'NotFoundError', description: 'HTTP 404.', interfaces: [ErrorInterface] });
builder.objectType(ConflictError, { name: 'ConflictError', description: 'HTTP 409.', interfaces: [ErrorInterface] });
builder.objectType(PaymentError, { name: 'PaymentError', description: 'HTTP 402.', interfaces: [ErrorInterface] });
builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'HTTP 429.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
