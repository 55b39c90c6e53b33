/** /api/auth rows (spec section 7 "Auth") over auth.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';
import { MESSAGES } from './auth.service.js';

export const authApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    operation: 'Register',
    tag: 'Auth',
    summary: 'Create an account',
    status: 201,
    answer: 'spread',
    // Spec section 3's payload is snake_case; the camelCase names of RegisterInput are accepted too.
    body: { aliases: { first_name: 'firstName', last_name: 'lastName', marketing_emails: 'marketingEmails' } },
  },
  { method: 'POST', path: '/auth/login', operation: 'Login', tag: 'Auth', summary: 'Sign in', answer: 'spread' },
  { method: 'POST', path: '/auth/refresh', operation: 'RefreshTokens', tag: 'Auth', summary: 'Rotate the token pair', answer: 'spread' },
  { method: 'POST', path: '/auth/logout', operation: 'Logout', tag: 'Auth', summary: 'Sign out', answer: { message: MESSAGES.loggedOut } },
  { method: 'POST', path: '/auth/logout-all', operation: 'LogoutAll', tag: 'Auth', summary: 'Sign out everywhere', answer: 'spread' },
  { method: 'GET', path: '/auth/me', operation: 'Me', tag: 'Auth', summary: 'The signed-in user' },
  { method: 'GET', path: '/auth/verify-email', operation: 'VerifyEmail', tag: 'Auth', summary: 'Verify an email address (link)', answer: 'spread' },
  { method: 'POST', path: '/auth/verify-email', operation: 'VerifyEmail', tag: 'Auth', summary: 'Verify an email address', answer: 'spread' },
  {
    method: 'POST',
    path: '/auth/resend-verification',
    operation: 'ResendVerification',
    tag: 'Auth',
    summary: 'Send the verification mail again',
    answer: { message: MESSAGES.resendSent },
  },
  { method: 'POST', path: '/auth/forgot-password', operation: 'ForgotPassword', tag: 'Auth', summary: 'Ask for a password-reset mail', answer: { message: MESSAGES.forgotSent } },
  { method: 'POST', path: '/auth/reset-password', operation: 'ResetPassword', tag: 'Auth', summary: 'Set a new password', answer: { message: MESSAGES.passwordReset } },
];
