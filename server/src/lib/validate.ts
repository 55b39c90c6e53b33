/**
 * Input validation, once, at the GraphQL argument boundary (docs/decisions/0024): zod schemas from
 * `<domain>.inputs.ts` are attached to Pothos arguments and input types with
 * @pothos/plugin-validation (`t.arg({ type, validate: schema })`, or `validate` on the field for
 * all its arguments together), so services receive parsed, typed input (`z.output<typeof schema>`).
 * /api rows run the same fields, so both get the same checks and messages.
 * The rules themselves (email, password, zip code, user text without control characters, bounded
 * integer ids, booking and contact inputs) live in schema/rules.ts, shared with the web client.
 */
import { z } from 'zod';
import type { StandardSchemaV1 } from '@pothos/plugin-validation';
import { ValidationError } from '../errors.js';
import * as shared from '../../../schema/rules.js';

/**
 * The builder's `validationError` (plugin-validation): the failed schema's issues as a
 * ValidationError whose message is the first issue's (so a schema carries the spec's wording).
 * Paths are relative to the input object: an input-object argument's name (`input.zipCode`) is
 * dropped, a scalar argument keeps its own name (`page`).
 */
export function validationFailure(failure: StandardSchemaV1.FailureResult, args: Record<string, unknown>): ValidationError {
  const issues = failure.issues.map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
    const [head, ...rest] = path;
    const relative = rest.length > 0 && head !== undefined && isPlainObject(args[head]) ? rest : path;
    return { field: relative.join('.') || 'input', message: issue.message };
  });
  return new ValidationError(issues[0]?.message, issues);
}

/**
 * What a service receives from a schema attached at the GraphQL boundary: the schema's output,
 * where an optional value may also be typed null (Pothos types optional arguments as nullable;
 * `fieldArgs` drops nulls, so at run time they are absent).
 */
export type Parsed<S extends z.ZodType> = { [K in keyof z.output<S>]: undefined extends z.output<S>[K] ? z.output<S>[K] | null : z.output<S>[K] };

/**
 * A schema over all of a field's arguments (`args: t.validate({ ... }, fieldArgs(schema))`): an
 * argument sent as null, or an empty string from an /api query, counts as absent, so the schema's
 * defaults apply.
 */
export function fieldArgs<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (isPlainObject(value) ? Object.fromEntries(Object.entries(value as object).filter(([, v]) => v !== null && v !== undefined && v !== '')) : value),
    schema,
  );
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses `input` with `schema`, for input that does not come through a GraphQL argument (job
 * payloads, webhooks, environment).
 * @returns the parsed (trimmed, coerced) value
 * @throws ValidationError (400, or `status`) naming the first offending field; its message is the
 *   first issue's message, so a schema can carry the spec's own wording.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 422 = 400): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message, issues, status);
}

/** Spec section 5 rules (schema/rules.ts), for the server's input schemas. */
export const rules = {
  /** "text, at sign, text, dot, text", trimmed and lower-cased. */
  email: shared.email,
  /** At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*. */
  password: shared.password,
  /** A password typed to sign in (no strength rule; no control characters). */
  currentPassword: shared.currentPassword,
  /** 5 digits, optionally a hyphen and 4 digits. */
  zipCode: shared.zipCode,
  /** User text: no control characters, trimmed, bounded. */
  text: shared.text,
  /** Optional user text: blank becomes null. */
  optionalText: shared.optionalText,
  /** A serial id from 1 to 2147483647 (number or numeric string). */
  intId: shared.intId,
};

/**
 * A real calendar date written "YYYY-MM-DD" (trimmed), e.g. a plan's start or a visit's local
 * date: the format first, then that the day exists (no 2026-02-30).
 * @param label the field's name in the "is required" message
 */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    }, 'That date does not exist');
