/** /api/auth/* routes (spec section 7 "Auth"): thin wrappers over auth.service. */
import type { Route, RouteRequest } from '../../rest/router.js';
import * as auth from './auth.service.js';

const meta = (req: RouteRequest) => ({ ip: req.ctx.ip, userAgent: req.ctx.userAgent });

/** Serialises a token bundle with an ISO expiresAt. */
function tokensJson(t: auth.AuthTokens) {
  return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresIn: t.expiresIn, expiresAt: t.expiresAt.toISOString() };
}

/** The registration payload of spec section 3 is snake_case; camelCase is accepted too. */
function registrationFromBody(body: unknown) {
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
}

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    status: 201,
    handler: async (req) => {
      const result = await auth.register(registrationFromBody(req.body), meta(req));
      return { user: auth.toUserJson(result.user), requiresVerification: result.requiresVerification, message: result.message };
    },
  },
  {
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    handler: async (req) => {
      const { user, tokens } = await auth.login(req.body, meta(req));
      return { user: auth.toUserJson(user), tokens: tokensJson(tokens) };
    },
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    auth: 'public',
    handler: async (req) => {
      const { user, ...tokens } = await auth.refresh(req.body, meta(req));
      const json = tokensJson(tokens);
      // Both shapes of spec section 7: `tokens`, and the fields at the top level.
      return { tokens: json, ...json, user: auth.toUserJson(user) };
    },
  },
  { method: 'POST', path: '/auth/logout', auth: 'public', handler: (req) => auth.logout(req.ctx, req.body) },
  { method: 'POST', path: '/auth/logout-all', auth: 'signedIn', handler: (req) => auth.logoutAll(req.ctx) },
  {
    method: 'GET',
    path: '/auth/me',
    auth: 'signedIn',
    handler: async (req) => ({ user: auth.toUserJson(await auth.me(req.ctx)) }),
  },
  {
    method: 'GET',
    path: '/auth/verify-email',
    auth: 'public',
    handler: (req) => auth.verifyEmail({ token: req.query.get('token') ?? '' }),
  },
  { method: 'POST', path: '/auth/verify-email', auth: 'public', handler: (req) => auth.verifyEmail(req.body) },
  { method: 'POST', path: '/auth/resend-verification', auth: 'public', handler: (req) => auth.resendVerification(req.body) },
  { method: 'POST', path: '/auth/forgot-password', auth: 'public', handler: (req) => auth.forgotPassword(req.body) },
  { method: 'POST', path: '/auth/reset-password', auth: 'public', handler: (req) => auth.resetPassword(req.body) },
];
