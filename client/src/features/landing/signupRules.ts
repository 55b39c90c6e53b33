/**
 * The landing signup modal's own rules (spec section 5 "Signup modal"): first name, last name,
 * email, password and terms agreement required; passwords match; password at least 6 characters;
 * email shaped like an address; phone optional. The server's general password rule (8+ characters
 * with character classes) still applies when the account is created: its message is shown when
 * the server refuses.
 *
 * Kept here until the shared rules module (schema/rules.ts) provides the modal's rule.
 */
import { z } from 'zod';

export const SIGNUP_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  short: 'Password must be at least 6 characters',
  email: 'Please enter a valid email address',
} as const;

/** The modal's minimum password length (spec section 5; the server asks for 8 with classes). */
export const SIGNUP_MIN_PASSWORD = 6;

/** Spec section 5: text, at sign, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Step 1 form values and rules. The issues come out in the spec's order (required fields, then
 * matching passwords, then length, then email), so the first one is the message to show.
 */
export const signupSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    phone: z.string(),
    agreeToTerms: z.boolean(),
    marketingEmails: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const required: [keyof typeof v, boolean][] = [
      ['firstName', v.firstName.trim() !== ''],
      ['lastName', v.lastName.trim() !== ''],
      ['email', v.email.trim() !== ''],
      ['password', v.password !== ''],
      ['agreeToTerms', v.agreeToTerms],
    ];
    const missing = required.filter(([, ok]) => !ok).map(([field]) => field);
    if (missing.length > 0) {
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: SIGNUP_MESSAGES.required });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.mismatch });
      return;
    }
    if (v.password.length < SIGNUP_MIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SIGNUP_MESSAGES.short });
      return;
    }
    if (!EMAIL_SHAPE.test(v.email.trim())) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MESSAGES.email });
    }
  });

export type SignupValues = z.infer<typeof signupSchema>;

export const SIGNUP_DEFAULTS: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  agreeToTerms: false,
  marketingEmails: true,
};
