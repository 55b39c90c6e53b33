/**
 * Parses input with a zod schema shared by GraphQL arguments and /api bodies.
 * @throws ValidationError (400, or `status`) naming the first offending field; its message is the
 *   first issue's message, so a schema can carry the spec's own wording.
 */
import { z } from 'zod';
import { ValidationError } from '../errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 422 = 400): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message, issues, status);
}

/** Spec section 5 rules, shared by every schema that needs them. */
export const rules = {
  /** "text, at sign, text, dot, text". */
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Please enter a valid email address')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  /** At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*. */
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters')
    .regex(/[a-z]/, 'Password must contain a lowercase letter')
    .regex(/[A-Z]/, 'Password must contain an uppercase letter')
    .regex(/\d/, 'Password must contain a digit')
    .regex(/[!@#$%^&*]/, 'Password must contain one of !@#$%^&*'),
  /** 5 digits, optionally a hyphen and 4 digits. */
  zipCode: z
    .string({ error: 'Please enter a valid zip code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid zip code (5 digits, optionally -4 digits)'),
};
