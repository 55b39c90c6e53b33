/**
 * E-mail and password rules of spec section 5 for the sign-in, forgot-password and reset pages.
 * The rules themselves live in schema/rules.ts, the one home the server checks too.
 */
import { EMAIL_MESSAGE, EMAIL_PATTERN, email, password } from '../../../../schema/rules';

export { EMAIL_MESSAGE, EMAIL_PATTERN };

export const emailSchema = email;

export const passwordSchema = password;
