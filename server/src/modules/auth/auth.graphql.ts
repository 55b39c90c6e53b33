/** Auth operations in GraphQL (same service functions as /api/auth; spec sections 3, 7). */
import { markDisclosure } from '../users/disclosure.js';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import {
  AuthenticationError,
  AuthorizationError,
  ConflictError,
  RateLimitError,
  ValidationError,
} from '../../errors.js';
import { UserRef } from '../users/users.graphql.js';
import * as auth from './auth.service.js';

const meta = (ctx: { ip: string | null; userAgent: string | null }) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

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
        type: UserRef,
        description: 'The signed-in user, in full (this request carries no token yet, so the user is marked as seen by themselves).',
        resolve: async (query, p) => markDisclosure(await db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }), 'contact'),
      }),
      tokens: t.field({ type: AuthTokensRef, resolve: (p) => p.tokens }),
    }),
  });

const RegisterPayloadRef = builder
  .objectRef<{ userId: string; requiresVerification: boolean; message: string }>('RegisterPayload')
  .implement({
    fields: (t) => ({
      user: t.prismaField({
        type: UserRef,
        resolve: (query, p) => db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
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
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, ctx) => (ctx.user ? db.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null),
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterPayloadRef,
    description: 'Creates a customer, or a cleaner awaiting approval, and mails a verification link. Errors: ValidationError, ConflictError (email taken), RateLimitError.',
    errors: { types: [...inputErrors, ConflictError] },
    args: { input: t.arg({ type: RegisterInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const r = await auth.register(input, meta(ctx));
      return { userId: r.user.id, requiresVerification: r.requiresVerification, message: r.message };
    },
  }),
  login: t.field({
    type: AuthPayloadRef,
    description: 'Signs in. Errors: AuthenticationError (wrong credentials), AuthorizationError (requiresVerification: email not verified; or suspended), ValidationError, RateLimitError.',
    errors: { types: [...inputErrors, AuthenticationError, AuthorizationError] },
    args: { input: t.arg({ type: LoginInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const r = await auth.login(input, meta(ctx));
      return { userId: r.user.id, tokens: r.tokens };
    },
  }),
  refreshToken: t.field({
    type: AuthTokensRef,
    description: 'Rotates a refresh token (single use). Replaying a used one revokes its session. Errors: AuthenticationError.',
    errors: { types: [...inputErrors, AuthenticationError] },
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { user: _user, ...tokens } = await auth.refresh(args, meta(ctx));
      return tokens;
    },
  }),
  logout: t.field({
    type: MessagePayloadRef,
    description: 'Ends the current session (or the one of `refreshToken`).',
    errors: {},
    args: { refreshToken: t.arg.string() },
    resolve: (_root, args, ctx) => auth.logout(ctx, args),
  }),
  logoutAll: t.field({
    type: MessagePayloadRef,
    description: 'Ends every session of the signed-in user.',
    errors: { types: [AuthenticationError] },
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ message: (await auth.logoutAll(ctx)).message }),
  }),
  verifyEmail: t.field({
    type: MessagePayloadRef,
    errors: { types: inputErrors },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args) => auth.verifyEmail(args),
  }),
  resendVerification: t.field({
    type: MessagePayloadRef,
    description: 'Same answer whether or not the email exists.',
    errors: { types: inputErrors },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args) => auth.resendVerification(args),
  }),
  forgotPassword: t.field({
    type: MessagePayloadRef,
    description: 'Mails a single-use reset link valid 1 hour. Same answer whether or not the email exists.',
    errors: { types: inputErrors },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args) => auth.forgotPassword(args),
  }),
  resetPassword: t.field({
    type: MessagePayloadRef,
    description: 'Sets a new password from a reset token and signs out every session.',
    errors: { types: inputErrors },
    args: { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args) => auth.resetPassword(args),
  }),
}));
