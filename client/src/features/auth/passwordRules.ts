/**
 * Password and e-mail rules of spec section 5, shared by registration and password reset. The
 * rules themselves live in schema/rules.ts, the one home the server checks too.
 */
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PASSWORD_RULE_TEXT,
  PASSWORD_RULES as SHARED_PASSWORD_RULES,
  email,
  password,
  passwordIsStrong,
} from '../../../../schema/rules';

export { EMAIL_MESSAGE, EMAIL_PATTERN, PASSWORD_RULE_TEXT, passwordIsStrong };

/** The checklist the password field shows, one line per rule. */
export const PASSWORD_RULES: { id: string; label: string; test: (value: string) => boolean }[] = SHARED_PASSWORD_RULES.map((rule) => ({
  id: rule.id,
  label: rule.label,
  test: (value: string) => rule.pattern.test(value),
}));

export const emailSchema = email;

export const passwordSchema = password;
