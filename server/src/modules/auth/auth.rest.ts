/** /api/auth/* routes (spec section 7 "Auth"): thin wrappers over auth.service, validated by auth.inputs. */
import { z } from 'zod';
import { defineRoute, type Route, type RouteRequest } from '../../rest/router.js';
import { isoInstant, messagePayload } from '../../rest/schemas.js';
import * as auth from './auth.service.js';
import { emailInput, loginInput, refreshInput, registerInput, resetPasswordInput, tokenInput } from './auth.inputs.js';

const meta = (req: Pick<RouteRequest, 'ctx'>) => ({ ip: req.ctx.ip, userAgent: req.ctx.userAgent });

/** The user as /api returns it (auth.service toUserJson; spec section 3 User). */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    role: z.enum(['customer', 'cleaner', 'admin']),
    roleLabel: z.enum(['Customer', 'Freelancer', 'Admin']).meta({ description: 'Display name of the role (cleaners are "Freelancer").' }),
    emailVerified: z.boolean(),
    requiresVerification: z.boolean().meta({ description: 'True while the email address still needs verifying before sign-in.' }),
    isPendingVerification: z.boolean().meta({ description: 'True for a cleaner whose background check is not approved yet.' }),
    backgroundCheckStatus: z.enum(['pending', 'approved', 'rejected']).nullable().meta({ description: 'Cleaners only; null for other roles.' }),
    createdAt: isoInstant,
  })
  .meta({ id: 'User' });

const tokensShape = {
  accessToken: z.string().meta({ description: 'JWT (HS256) for `Authorization: Bearer`.' }),
  refreshToken: z.string().meta({ description: 'Opaque, single use: POST /api/auth/refresh rotates it.' }),
  expiresIn: z.int().meta({ description: 'Seconds until the access token expires.' }),
  expiresAt: isoInstant.meta({ description: 'When the access token expires (UTC).' }),
};

/** An access + refresh token pair. */
export const tokensSchema = z.object(tokensShape).meta({ id: 'Tokens' });

/** Serialises a token bundle with an ISO expiresAt. */
function tokensJson(t: auth.AuthTokens): z.input<typeof tokensSchema> {
  return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresIn: t.expiresIn, expiresAt: t.expiresAt.toISOString() };
}

/**
 * The registration payload of spec section 3 is snake_case (first_name, last_name,
 * marketing_emails); camelCase is accepted too. Validated by auth.inputs' registerInput.
 */
const registerBody = z
  .preprocess((body) => {
    const b = (body ?? {}) as Record<string, unknown>;
    return {
      firstName: b.first_name ?? b.firstName,
      lastName: b.last_name ?? b.lastName,
      email: b.email,
      password: b.password,
      phone: b.phone,
      role: b.role,
      marketingEmails: b.marketing_emails ?? b.marketingEmails,
    };
  }, registerInput)
  .meta({
    description:
      'Spec section 3 payload. The snake_case names of the spec (`first_name`, `last_name`, `marketing_emails`) are accepted as well as the camelCase ones shown. `role`: customer (default), or freelancer/cleaner.',
  });

const logoutBody = z.object({
  refreshToken: z.string().optional().meta({ description: "Ends this refresh token's session instead of the access token's." }),
});

export const authRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/auth/register',
    tag: 'Auth',
    summary: 'Create an account',
    description:
      'Creates a customer account, or a cleaner account awaiting background-check approval, and mails a verification link (48 h). The new user is not signed in. 409 when the email is taken; rate-limited per client address.',
    auth: 'public',
    status: 201,
    input: { body: registerBody },
    response: z.object({ user: userSchema, requiresVerification: z.boolean(), message: z.string() }),
    errors: [409, 429],
    handler: async (req) => {
      const result = await auth.register(req.body, meta(req));
      return { user: auth.toUserJson(result.user), requiresVerification: result.requiresVerification, message: result.message };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Signs in with email and password and answers the user and a token pair. 401 for a wrong email or password; 403 with `requiresVerification: true` while the email is unverified, or for a suspended account; 429 after 10 attempts per 15 minutes per client address and email.',
    auth: 'public',
    input: { body: loginInput },
    response: z.object({ user: userSchema, tokens: tokensSchema }),
    errors: [401, 403, 429],
    handler: async (req) => {
      const { user, tokens } = await auth.login(req.body, meta(req));
      return { user: auth.toUserJson(user), tokens: tokensJson(tokens) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    tag: 'Auth',
    summary: 'Rotate the token pair',
    description:
      'Exchanges a refresh token for a new pair (the old refresh token is spent; replaying it ends the session). Answers both shapes of spec section 7: `tokens`, and the same fields at the top level. 401 when the token is unknown, expired, spent or its session ended.',
    auth: 'public',
    input: { body: refreshInput },
    response: z.object({ tokens: tokensSchema, ...tokensShape, user: userSchema }),
    errors: [401],
    handler: async (req) => {
      const { user, ...tokens } = await auth.refresh(req.body, meta(req));
      const json = tokensJson(tokens);
      return { tokens: json, ...json, user: auth.toUserJson(user) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Sign out',
    description: "Ends the access token's session, or the session of `refreshToken` when given. Idempotent: signing out twice is not an error.",
    auth: 'public',
    input: { body: logoutBody },
    response: messagePayload,
    errors: [],
    handler: (req) => auth.logout(req.ctx, req.body),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout-all',
    tag: 'Auth',
    summary: 'Sign out everywhere',
    description: 'Ends every session of the signed-in user and answers how many were still live.',
    auth: 'signedIn',
    response: messagePayload.extend({ sessionsRevoked: z.int().min(0) }),
    errors: [],
    handler: (req) => auth.logoutAll(req.ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    description: 'Answers the user of the access token.',
    auth: 'signedIn',
    response: z.object({ user: userSchema }),
    errors: [],
    handler: async (req) => ({ user: auth.toUserJson(await auth.me(req.ctx)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/verify-email',
    tag: 'Auth',
    summary: 'Verify an email address (link)',
    description: 'Spends the token of a verification mail. 400 with field `token` when the link is invalid, used or expired.',
    auth: 'public',
    input: { query: tokenInput },
    response: messagePayload,
    errors: [],
    handler: (req) => auth.verifyEmail(req.query),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/verify-email',
    tag: 'Auth',
    summary: 'Verify an email address',
    description: 'Spends the token of a verification mail. 400 with field `token` when the link is invalid, used or expired.',
    auth: 'public',
    input: { body: tokenInput },
    response: messagePayload,
    errors: [],
    handler: (req) => auth.verifyEmail(req.body),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/resend-verification',
    tag: 'Auth',
    summary: 'Send the verification mail again',
    description:
      'Mails a new verification link when the address belongs to an unverified account. Answers the same message whether or not it does (no account enumeration). 429 after 5 mails per hour per email.',
    auth: 'public',
    input: { body: emailInput },
    response: messagePayload,
    errors: [429],
    handler: (req) => auth.resendVerification(req.body),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'Auth',
    summary: 'Ask for a password-reset mail',
    description:
      'Mails a reset link (1 h) when the address belongs to an account. Answers the same message whether or not it does (no account enumeration). 429 after 5 mails per hour per email.',
    auth: 'public',
    input: { body: emailInput },
    response: messagePayload,
    errors: [429],
    handler: (req) => auth.forgotPassword(req.body),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'Auth',
    summary: 'Set a new password',
    description:
      'Spends the token of a reset mail and sets `newPassword` (spec section 5 password rule). Every session of the account ends. 400 with field `token` when the link is invalid, used or expired.',
    auth: 'public',
    input: { body: resetPasswordInput },
    response: messagePayload,
    errors: [],
    handler: (req) => auth.resetPassword(req.body),
  }),
];
