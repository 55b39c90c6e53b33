/**
 * The landing signup modal's own rules (spec section 5 "Signup modal"): first name, last name,
 * email, password and terms agreement required; passwords match; password at least 6 characters;
 * email shaped like an address; phone optional. The server's general password rule (8+ characters
 * with character classes) still applies when the account is created: its message is shown when
 * the server refuses.
 *
 * The rule itself lives in schema/rules.ts (signupModalInput), the one home of the rules the
 * client and the server share.
 */
import type { z } from 'zod';
import { SIGNUP_MESSAGES, SIGNUP_MIN_PASSWORD, signupModalInput } from '../../../../schema/rules';

export { SIGNUP_MESSAGES, SIGNUP_MIN_PASSWORD };

/**
 * Step 1 form values and rules. The issues come out in the spec's order (required fields, then
 * matching passwords, then length, then email), so the first one is the message to show.
 */
export const signupSchema = signupModalInput;

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
