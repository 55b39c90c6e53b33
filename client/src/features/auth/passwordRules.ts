/** Password and e-mail rules of spec section 5, shared by registration and password reset. */
import { z } from 'zod';

export const PASSWORD_RULE_TEXT =
  'At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*';

export const PASSWORD_RULES: { id: string; label: string; test: (value: string) => boolean }[] = [
  { id: 'length', label: 'At least 8 characters', test: (v) => v.length >= 8 },
  { id: 'lower', label: 'A lowercase letter', test: (v) => /[a-z]/.test(v) },
  { id: 'upper', label: 'An uppercase letter', test: (v) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'A digit', test: (v) => /\d/.test(v) },
  { id: 'special', label: 'One of !@#$%^&*', test: (v) => /[!@#$%^&*]/.test(v) },
];

/** True when the password meets every rule. */
export function passwordIsStrong(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}

/** Spec section 5 e-mail shape: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailSchema = z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, EMAIL_MESSAGE);

export const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .refine(passwordIsStrong, {
    message: 'Password must be at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*',
  });
