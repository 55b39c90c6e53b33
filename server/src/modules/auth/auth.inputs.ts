/**
 * Auth input schemas (spec sections 3 and 5), attached to the GraphQL arguments (auth.graphql.ts,
 * which the /api rows run). Email, password and text rules come from schema/rules.ts (shared with
 * the web client): every string refuses control characters (a NUL byte is a 400, not a database
 * error).
 */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

const name = (label: string) =>
  rules.text({ required: `${label} is required`, min: [1, `${label} is required`], max: [60, `${label} must be at most 60 characters`] });

/** A single-use token from a mailed link (opaque, URL-safe). */
const linkToken = rules.text({
  required: 'Token is required',
  min: [10, 'This link is invalid or has expired.'],
  max: [200, 'This link is invalid or has expired.'],
});

/** Registration. `role` accepts customer (default), cleaner or freelancer (= cleaner). */
export const registerInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: rules.email,
  password: rules.password,
  phone: rules
    .optionalText({ required: 'Please enter a valid phone number', max: [30, 'Please enter a valid phone number'] })
    .refine((v) => v === null || /^[+()\d\s.-]*$/.test(v), 'Please enter a valid phone number'),
  role: z
    .enum(['customer', 'cleaner', 'freelancer'], { error: 'Role must be customer or freelancer' })
    .optional()
    .nullable()
    .transform((v) => (v === 'cleaner' || v === 'freelancer' ? 'cleaner' : 'customer') as 'cleaner' | 'customer'),
  marketingEmails: z.boolean().optional().nullable().transform((v) => v ?? true),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: rules.email,
  password: rules.currentPassword,
  rememberMe: z.boolean().optional().nullable().transform((v) => v ?? false),
});
export type LoginInput = z.input<typeof loginInput>;

export const emailInput = z.object({ email: rules.email });

export const tokenInput = z.object({ token: linkToken });

export const resetPasswordInput = z.object({
  token: linkToken,
  newPassword: rules.password,
});

export const refreshInput = z.object({
  refreshToken: rules.text({ required: 'Refresh token is required', min: [10, 'Refresh token is required'], max: [200, 'Refresh token is required'] }),
});

/**
 * Sign-out: an optional refresh token whose session ends instead of the access token's. It never
 * fails (signing out is idempotent): anything shorter than a token is ignored.
 */
export const logoutInput = z.object({
  refreshToken: z
    .string()
    .nullish()
    .transform((v) => (v && v.length >= 10 ? v : null))
    .optional(),
});
