/**
 * Auth operations in GraphQL, which /api/auth runs (auth.api.ts; spec sections 3, 7). Arguments are
 * validated here with the schemas of auth.inputs.ts; the services take them parsed.
 */
import { markDisclosure } from '../../lib/user-disclosure.js';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import {
  AuthenticationError,
  AuthorizationError,
  ConflictError,
  RateLimitError,
  ValidationError,
} from '../../errors.js';
import * as auth from './auth.service.js';
import { emailInput, loginInput, logoutInput, refreshInput, registerInput, resetPasswordInput, tokenInput } from './auth.inputs.js';

const meta = (ctx: { ip: string | null; userAgent: string | null }) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

/** What refreshToken resolves to: the new pair and whose it is (for the success member's `user`). */
type RefreshedTokens = auth.AuthTokens & { userId: string };

/** What logoutAll resolves to: the message and the count for the success member. */
type SignedOutEverywhere = { message: string; sessionsRevoked: number };

export const AuthTokensRef = builder.objectRef<auth.AuthTokens>('AuthTokens').implement({
  description: 'Token bundle (spec section 3). Send `Authorization: Bearer <accessToken>`.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', { description: 'JWT, valid expiresIn seconds.' }),
    refreshToken: t.exposeString('refreshToken', { description: 'Opaque, single-use; rotated by refreshToken.' }),
    expiresIn: t.exposeInt('expiresIn', { description: 'Access-token lifetime in seconds (3600).' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'UTC expiry of the access token.' }),
  }),
});

const AuthPayloadRef = builder
  .objectRef<{ userId: string; tokens: auth.AuthTokens }>('AuthPayload')
  .implement({
    fields: (t) => ({
      user: t.prismaField({
        type: 'User',
        description: 'The signed-in user, in full (this request carries no token yet, so the user is marked as seen by themselves).',
        resolve: async (query, p) => markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }), 'self'),
      }),
      tokens: t.field({ type: AuthTokensRef, resolve: (p) => p.tokens }),
    }),
  });

const RegisterPayloadRef = builder
  .objectRef<{ userId: string; requiresVerification: boolean; message: string }>('RegisterPayload')
  .implement({
    fields: (t) => ({
      user: t.prismaField({
        type: 'User',
        description: 'The new user, in full (the request carries no token, so the user is marked as seen by themselves).',
        resolve: async (query, p) => markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }), 'self'),
      }),
      requiresVerification: t.exposeBoolean('requiresVerification', {
        description: 'True: a verification mail was sent and the user is not signed in.',
      }),
      message: t.exposeString('message'),
    }),
  });

export const MessagePayloadRef = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const RegisterInputRef = builder.inputType('RegisterInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({
      required: true,
      description: 'At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.',
    }),
    phone: t.string(),
    role: t.string({ description: 'customer (default) or cleaner/freelancer (awaits background-check approval).' }),
    marketingEmails: t.boolean(),
  }),
});

const LoginInputRef = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    rememberMe: t.boolean(),
  }),
});

const inputErrors = [ValidationError, RateLimitError];

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, ctx) => (ctx.user ? db.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null),
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterPayloadRef,
    description:
      'Public: creates a customer account, or a cleaner account (role cleaner/freelancer) awaiting background-check approval, and mails a verification link valid 48 hours (POST /api/auth/register; spec sections 3 and 7 "Auth"). The new user is not signed in. The success member also carries the user, requiresVerification and the message at its top level. Errors: ValidationError (400, field by field: names, email, password rule of spec section 5, phone, role), ConflictError (409, email taken), RateLimitError (429, per client address).',
    // ValidationError (400 on /api) comes from the builder's default types; it is left out here so
    // the /api document does not list a 422, which registration never answers.
    errors: {
      types: [RateLimitError, ConflictError],
      result: {
        fields: (r) => ({
          user: r.prismaField({
            type: 'User',
            description: 'The new user, in full (the request carries no token, so the user is marked as seen by themselves); the same as data.user.',
            resolve: async (query, p) => markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }), 'self'),
          }),
          requiresVerification: r.exposeBoolean('requiresVerification', {
            description: 'True: a verification mail was sent and the user is not signed in; the same as data.requiresVerification.',
          }),
          message: r.exposeString('message', { description: 'What happens next, for the person; the same as data.message.' }),
        }),
      },
    },
    args: { input: t.arg({ type: RegisterInputRef, required: true }).validate(registerInput) },
    resolve: async (_root, { input }, ctx) => {
      const r = await auth.register(input, meta(ctx));
      return { userId: r.user.id, requiresVerification: r.requiresVerification, message: r.message };
    },
  }),
  login: t.field({
    type: AuthPayloadRef,
    description:
      'Public: signs in with email and password and answers the user and a token pair (POST /api/auth/login; spec section 7 "Auth"). The success member also carries the user and the tokens at its top level. Errors: AuthenticationError (401, wrong email or password, the same for both), AuthorizationError (403: requiresVerification true while the email is unverified, and the /api body then also carries emailError and message (spec section 7); or a suspended account), ValidationError (400, email or password missing or malformed), RateLimitError (429 after 10 attempts per 15 minutes per client address and email).',
    // ValidationError (400 on /api) comes from the builder's default types; it is left out here so
    // the /api document lists exactly 400, 401, 403, 429 (sign-in never answers 422).
    errors: {
      types: [RateLimitError, AuthenticationError, AuthorizationError],
      result: {
        fields: (r) => ({
          user: r.prismaField({
            type: 'User',
            description: 'The signed-in user, in full (this request carries no token yet, so the user is marked as seen by themselves); the same as data.user.',
            resolve: async (query, p) => markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }), 'self'),
          }),
          tokens: r.field({ type: AuthTokensRef, description: 'The new token pair; the same as data.tokens.', resolve: (p) => p.tokens }),
        }),
      },
    },
    args: { input: t.arg({ type: LoginInputRef, required: true }).validate(loginInput) },
    resolve: async (_root, { input }, ctx) => {
      const r = await auth.login(input, meta(ctx));
      return { userId: r.user.id, tokens: r.tokens };
    },
  }),
  refreshToken: t.field({
    type: AuthTokensRef,
    description:
      'Public: exchanges a refresh token for a new token pair (POST /api/auth/refresh; spec section 7 "Auth"). The presented token is spent (single use); replaying a spent one ends its whole session. The success member also carries the new pair at its top level and the signed-in user. Errors: AuthenticationError (unknown, expired, spent or revoked token; suspended account), ValidationError (refreshToken), RateLimitError (per client address).',
    errors: {
      types: [...inputErrors, AuthenticationError],
      result: {
        fields: (r) => ({
          accessToken: r.exposeString('accessToken', { description: 'The new access token (JWT, valid expiresIn seconds); the same as data.accessToken.' }),
          refreshToken: r.exposeString('refreshToken', { description: 'The new refresh token (opaque, single use); the same as data.refreshToken.' }),
          expiresIn: r.exposeInt('expiresIn', { description: 'Access-token lifetime in seconds (3600); the same as data.expiresIn.' }),
          expiresAt: r.expose('expiresAt', { type: 'DateTime', description: 'UTC expiry of the access token; the same as data.expiresAt.' }),
          user: r.prismaField({
            type: 'User',
            description: 'The user the tokens belong to, in full (this request carries no access token, so the user is marked as seen by themselves).',
            resolve: async (query, tokens) =>
              markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: (tokens as RefreshedTokens).userId } }), 'self'),
          }),
        }),
      },
    },
    args: t.validate({ refreshToken: t.arg.string({ required: true }) }, refreshInput),
    resolve: async (_root, args, ctx) => {
      const { user, ...tokens } = await auth.refresh(args, meta(ctx));
      const refreshed: RefreshedTokens = { ...tokens, userId: user.id };
      return refreshed;
    },
  }),
  logout: t.field({
    type: MessagePayloadRef,
    description:
      'Public: ends the session of the access token sent, or the session of `refreshToken` when given (POST /api/auth/logout; spec section 7 "Auth"). Idempotent: signing out twice, or with no session at all, is not an error.',
    errors: {},
    args: t.validate({ refreshToken: t.arg.string({ description: "Ends this refresh token's session instead of the access token's." }) }, logoutInput),
    resolve: (_root, args, ctx) => auth.logout(ctx, args),
  }),
  logoutAll: t.field({
    type: MessagePayloadRef,
    description:
      'Any signed-in user: ends every session of the caller, on every device (POST /api/auth/logout-all; spec section 7 "Auth"). The success member also carries the message and how many sessions were still live. Errors: AuthenticationError (signed out).',
    errors: {
      types: [AuthenticationError],
      result: {
        fields: (r) => ({
          message: r.exposeString('message', { description: 'The same as data.message.' }),
          sessionsRevoked: r.int({
            description: 'How many sessions of the user were still live and have ended (0 or more).',
            resolve: (p) => (p as SignedOutEverywhere).sessionsRevoked,
          }),
        }),
      },
    },
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx): Promise<SignedOutEverywhere> => auth.logoutAll(ctx),
  }),
  verifyEmail: t.field({
    type: MessagePayloadRef,
    description:
      "Public: spends the token of a mailed verification link (GET or POST /api/auth/verify-email; spec section 7 \"Auth\"): the account's email becomes verified, or the new address of an email change replaces the old one. The success member also carries the message. Errors: ValidationError on `token` (invalid, used or expired link), ConflictError (the new address was taken meanwhile).",
    errors: {
      types: inputErrors,
      result: { fields: (r) => ({ message: r.exposeString('message', { description: 'What happened, for the person; the same as data.message.' }) }) },
    },
    args: t.validate({ token: t.arg.string({ required: true }) }, tokenInput),
    resolve: (_root, args) => auth.verifyEmail(args),
  }),
  resendVerification: t.field({
    type: MessagePayloadRef,
    description:
      'Public: mails a new verification link (48 hours) when the address belongs to an unverified account (POST /api/auth/resend-verification; spec section 7 "Auth"). Same answer, in the same time, whether or not it does (no account enumeration). Errors: ValidationError (email), RateLimitError (5 mails per hour per email).',
    errors: { types: inputErrors },
    args: t.validate({ email: t.arg.string({ required: true }) }, emailInput),
    resolve: (_root, args) => auth.resendVerification(args),
  }),
  forgotPassword: t.field({
    type: MessagePayloadRef,
    description:
      'Public: mails a single-use reset link valid 1 hour when the address belongs to an active account (POST /api/auth/forgot-password; spec section 7 "Auth"). Same answer, in the same time, whether or not it does (no account enumeration). Errors: ValidationError (email), RateLimitError (5 mails per hour per email).',
    errors: { types: inputErrors },
    args: t.validate({ email: t.arg.string({ required: true }) }, emailInput),
    resolve: (_root, args) => auth.forgotPassword(args),
  }),
  resetPassword: t.field({
    type: MessagePayloadRef,
    description:
      'Public: spends the token of a reset mail and sets `newPassword` (at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*; spec section 5), then ends every session of the account (POST /api/auth/reset-password; spec section 7 "Auth"). Errors: ValidationError on `token` (invalid, used or expired link) or `newPassword`.',
    errors: { types: inputErrors },
    args: t.validate({ token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) }, resetPasswordInput),
    resolve: (_root, args) => auth.resetPassword(args),
  }),
}));
