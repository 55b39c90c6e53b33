/** Auth input schemas (spec sections 3 and 5), shared by GraphQL arguments and /api bodies. */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

/** Registration. `role` accepts customer (default), cleaner or freelancer (= cleaner). */
export const registerInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: rules.email,
  password: rules.password,
  phone: z
    .string()
    .trim()
    .max(30, 'Please enter a valid phone number')
    .regex(/^[+()\d\s.-]*$/, 'Please enter a valid phone number')
    .optional()
    .nullable()
    .transform((v) => v || null),
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
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  rememberMe: z.boolean().optional().nullable().transform((v) => v ?? false),
});
export type LoginInput = z.input<typeof loginInput>;

export const emailInput = z.object({ email: rules.email });

export const tokenInput = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(10, 'This link is invalid or has expired.').max(200),
});

export const resetPasswordInput = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(10, 'This link is invalid or has expired.').max(200),
  newPassword: rules.password,
});

export const refreshInput = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).trim().min(10, 'Refresh token is required').max(200),
});
