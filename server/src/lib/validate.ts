/**
 * Parses input with a zod schema shared by GraphQL arguments and /api bodies.
 * The rules themselves (email, password, zip code, user text without control characters, bounded
 * integer ids, booking and contact inputs) live in schema/rules.ts, shared with the web client.
 */
import type { z } from 'zod';
import { ValidationError } from '../errors.js';
import * as shared from '../../../schema/rules.js';

/**
 * Parses `input` with `schema`.
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
