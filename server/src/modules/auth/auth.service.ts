/**
 * Authentication and account lifecycle (spec sections 3, 4, 7, 8).
 * Business rules only: GraphQL (auth.graphql.ts, which /api runs through auth.api.ts) is the thin
 * caller; it validates the input with the schemas of auth.inputs.ts, so these functions take it parsed.
 *
 * Sessions: a sign-in creates a Session (= refresh-token family). Access tokens (JWT, 3600 s)
 * carry its id; refresh tokens are opaque, single-use and rotated. Replaying a used refresh
 * token revokes its whole family (OWASP refresh-token rotation with reuse detection).
 */
import { db } from '../../db.js';
import { appUrl, env } from '../../env.js';
import { AuthenticationError, AuthorizationError, ConflictError, ValidationError } from '../../errors.js';
import { afterResponse } from '../../lib/after-response.js';
import { actor } from '../../lib/guards.js';
import { escapeHtml, sendMail } from '../../lib/mail.js';
import { publishSessionRevoked } from '../../pubsub.js';
import { consume, reset } from '../../lib/rate-limit.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Prisma, User, CleanerProfile } from '../../generated/prisma/client.js';
import type {
  emailInput,
  loginInput,
  logoutInput,
  refreshInput,
  registerInput,
  resetPasswordInput,
  tokenInput,
} from './auth.inputs.js';
import { dummyHash, hashPassword, verifyPassword } from './password.js';
import { hashToken, randomToken, signAccessToken } from './tokens.js';
import { DUPLICATE_EMAIL_MESSAGE, REGISTER_VERIFY_MESSAGE, SESSION_EXPIRED_MESSAGE, VERIFY_EMAIL_MESSAGE } from '../../../../schema/errors.js';
import { ROLE_LABELS } from '../../../../schema/vocabulary.js';

/** Verification links live 48 hours; reset links 1 hour. */
const VERIFY_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;

export const MESSAGES = {
  registered: REGISTER_VERIFY_MESSAGE,
  duplicateEmail: DUPLICATE_EMAIL_MESSAGE,
  verifyFirst: VERIFY_EMAIL_MESSAGE,
  suspended: 'Your account is suspended.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  verified: 'Your email address is verified. You can now sign in.',
  invalidLink: 'This link is invalid or has expired.',
  resendSent: 'If an account needs verification, a new verification email is on its way.',
  forgotSent: 'If an account exists for that email, a password reset link is on its way.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  loggedOut: 'You have been signed out.',
  loggedOutAll: 'You have been signed out on all devices.',
} as const;

/** Request facts used for rate limits and session records. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Token bundle of spec section 3: expiresIn in seconds, expiresAt a UTC instant. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: Date;
}

type UserWithProfile = User & { cleanerProfile: CleanerProfile | null };

/** The facts the verification flags are derived from. */
type VerificationFacts = Pick<User, 'role'> & { cleanerProfile: Pick<CleanerProfile, 'backgroundCheckStatus'> | null };

/** Cleaner whose background check is not approved: the route guard sends them to /verification-pending. */
export function requiresVerification(user: VerificationFacts): boolean {
  return user.role === 'cleaner' && user.cleanerProfile?.backgroundCheckStatus !== 'approved';
}

/** Cleaner whose background check is still pending (not yet approved or rejected). */
export function isPendingVerification(user: VerificationFacts): boolean {
  return user.role === 'cleaner' && (user.cleanerProfile?.backgroundCheckStatus ?? 'pending') === 'pending';
}

/** Role names shown to people (schema/vocabulary.ts). */
export { ROLE_LABELS };

/** Creates a single-use mailed token (only its hash is stored). @returns the token for the link */
export async function issueEmailToken(
  tx: Prisma.TransactionClient,
  userId: string,
  purpose: 'verify_email' | 'reset_password' | 'change_email',
): Promise<string> {
  const token = randomToken();
  await tx.emailToken.create({
    data: {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + (purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS)),
    },
  });
  return token;
}

function verificationMail(to: string, firstName: string, token: string) {
  const link = `${appUrl()}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Verify your email address',
    text: `Hi ${firstName},\n\nPlease confirm your email address to finish creating your account:\n${link}\n\nThe link works once and expires in 48 hours.`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Please confirm your email address to finish creating your account:</p><p><a href="${link}">Verify my email</a></p><p>The link works once and expires in 48 hours.</p>`,
  };
}

/**
 * Creates an account (customer, or cleaner awaiting background-check approval) and mails a
 * verification link. The new user is not signed in.
 * @param input parsed by `registerInput` at the GraphQL boundary
 * @throws ConflictError (email taken; spec message), RateLimitError
 */
export async function register(input: Parsed<typeof registerInput>, meta: RequestMeta) {
  await consume('register', meta.ip ?? 'unknown');
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new ConflictError(MESSAGES.duplicateEmail);
  let token = '';
  let user: UserWithProfile;
  try {
    user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
          marketingEmails: input.marketingEmails,
          ...(input.role === 'cleaner' ? { cleanerProfile: { create: {} } } : {}),
        },
        include: { cleanerProfile: true },
      });
      token = await issueEmailToken(tx, created.id, 'verify_email');
      return created;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError(MESSAGES.duplicateEmail);
    throw error;
  }
  await sendMail(verificationMail(user.email, user.firstName, token));
  return { user, requiresVerification: true, message: MESSAGES.registered };
}

async function createSession(user: User, rememberMe: boolean, meta: RequestMeta): Promise<AuthTokens> {
  const refreshToken = randomToken();
  const session = await db.session.create({
    data: {
      userId: user.id,
      rememberMe,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      refreshTokens: {
        create: {
          userId: user.id,
          tokenHash: hashToken(refreshToken),
          expiresAt: new Date(Date.now() + env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
        },
      },
    },
  });
  const access = await signAccessToken({ sub: user.id, sid: session.id, role: user.role });
  return { accessToken: access.token, refreshToken, expiresIn: access.expiresIn, expiresAt: access.expiresAt };
}

/**
 * Signs in with email and password.
 * @returns the user and a fresh token bundle
 * @throws AuthenticationError (401, catalogue message) on unknown email or wrong password;
 *   AuthorizationError (403, requiresVerification) when the email is not verified, or for a
 *   suspended account; RateLimitError after 10 attempts per 15 minutes per IP and email.
 */
export async function login(input: Parsed<typeof loginInput>, meta: RequestMeta) {
  const limitKey = `${meta.ip ?? 'unknown'}|${input.email}`;
  await consume('login', limitKey);
  const user = await db.user.findUnique({ where: { email: input.email }, include: { cleanerProfile: true } });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw new AuthenticationError();
  if (user.status !== 'active') throw new AuthorizationError(MESSAGES.suspended);
  if (!user.emailVerifiedAt) throw new AuthorizationError(MESSAGES.verifyFirst, true);
  await reset('login', limitKey);
  const tokens = await createSession(user, input.rememberMe, meta);
  return { user, tokens };
}

/**
 * Rotates a refresh token: the presented token becomes used and a new one of the same family is
 * returned with a new access token.
 * @throws AuthenticationError (401) when the token is unknown, expired, revoked, or already used;
 *   in the last case the whole family (session) is revoked.
 */
export async function refresh({ refreshToken }: Parsed<typeof refreshInput>, meta: RequestMeta): Promise<AuthTokens & { user: UserWithProfile }> {
  await consume('refresh', meta.ip ?? 'unknown');
  const now = new Date();
  const existing = await db.refreshToken.findUnique({
    where: { tokenHash: hashToken(refreshToken) },
    include: { session: true },
  });
  if (!existing) throw new AuthenticationError(MESSAGES.sessionExpired);
  const revokeFamily = async () => {
    await db.session.updateMany({
      where: { id: existing.familyId, revokedAt: null },
      data: { revokedAt: now, revokedReason: 'refresh_token_reuse' },
    });
    publishSessionRevoked({ userId: existing.userId, sessionIds: [existing.familyId] });
  };
  if (existing.session.revokedAt || existing.revokedAt) throw new AuthenticationError(MESSAGES.sessionExpired);
  if (existing.usedAt) {
    await revokeFamily();
    throw new AuthenticationError(MESSAGES.sessionExpired);
  }
  if (existing.expiresAt <= now) throw new AuthenticationError(MESSAGES.sessionExpired);

  const next = randomToken();
  const rotated = await db.$transaction(async (tx) => {
    // Compare-and-set: of two concurrent refreshes with one token, exactly one wins.
    const claimed = await tx.refreshToken.updateMany({ where: { id: existing.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count !== 1) return false;
    await tx.refreshToken.create({
      data: {
        userId: existing.userId,
        familyId: existing.familyId,
        tokenHash: hashToken(next),
        expiresAt: new Date(now.getTime() + env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      },
    });
    await tx.session.update({ where: { id: existing.familyId }, data: { lastUsedAt: now } });
    return true;
  });
  if (!rotated) {
    await revokeFamily();
    throw new AuthenticationError(MESSAGES.sessionExpired);
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: existing.userId }, include: { cleanerProfile: true } });
  if (user.status !== 'active') {
    await revokeFamily();
    throw new AuthenticationError(MESSAGES.sessionExpired);
  }
  const access = await signAccessToken({ sub: user.id, sid: existing.familyId, role: user.role });
  return { accessToken: access.token, refreshToken: next, expiresIn: access.expiresIn, expiresAt: access.expiresAt, user };
}

/**
 * Ends the current session (from the access token), or the session of `refreshToken` when given
 * (of the caller's own sessions, when signed in). Idempotent: signing out twice is not an error.
 */
export async function logout(ctx: Context, { refreshToken: token }: Parsed<typeof logoutInput>): Promise<{ message: string }> {
  let sessionId = ctx.sessionId;
  if (token) {
    const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { familyId: true, userId: true } });
    if (row && (!ctx.user || ctx.user.id === row.userId)) sessionId = row.familyId;
  }
  if (sessionId) {
    const ended = await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: 'logout' } });
    const owner = ctx.user?.id ?? (await db.session.findUnique({ where: { id: sessionId }, select: { userId: true } }))?.userId;
    if (ended.count && owner) publishSessionRevoked({ userId: owner, sessionIds: [sessionId] });
  }
  return { message: MESSAGES.loggedOut };
}

/** Ends every session of the signed-in caller (the field requires `signedIn`). @returns how many were still live */
export async function logoutAll(ctx: Context): Promise<{ message: string; sessionsRevoked: number }> {
  const user = actor(ctx);
  const result = await db.session.updateMany({
    where: { userId: user.id, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: 'logout_all' },
  });
  publishSessionRevoked({ userId: user.id, sessionIds: null });
  return { message: MESSAGES.loggedOutAll, sessionsRevoked: result.count };
}

async function consumeEmailToken(token: string, purpose: 'verify_email' | 'reset_password' | ('verify_email' | 'change_email')[], tx: Prisma.TransactionClient) {
  const now = new Date();
  const row = await tx.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  const purposes: string[] = Array.isArray(purpose) ? purpose : [purpose];
  if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt <= now) {
    throw new ValidationError(MESSAGES.invalidLink, [{ field: 'token', message: MESSAGES.invalidLink }]);
  }
  const claimed = await tx.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw new ValidationError(MESSAGES.invalidLink, [{ field: 'token', message: MESSAGES.invalidLink }]);
  return row;
}

/**
 * Confirms an email address from a mailed link: the account's address, or (docs/decisions/0019) the new
 * address a user asked to change to, which then replaces the old one.
 * @throws ValidationError on a bad/used/expired token; ConflictError when the new address was taken meanwhile
 */
export async function verifyEmail({ token }: Parsed<typeof tokenInput>): Promise<{ message: string }> {
  let changed = false;
  await db.$transaction(async (tx) => {
    const row = await consumeEmailToken(token, ['verify_email', 'change_email'], tx);
    if (row.purpose === 'change_email') {
      const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
      if (!user.pendingEmail) throw new ValidationError(MESSAGES.invalidLink, [{ field: 'token', message: MESSAGES.invalidLink }]);
      if (await tx.user.findUnique({ where: { email: user.pendingEmail }, select: { id: true } })) {
        throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
      }
      await tx.user.update({ where: { id: row.userId }, data: { email: user.pendingEmail, pendingEmail: null, emailVerifiedAt: new Date() } });
      changed = true;
      return;
    }
    await tx.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date() } });
  });
  return { message: changed ? 'Your new email address is confirmed.' : MESSAGES.verified };
}

/**
 * Mails a new verification link if the account exists and is unverified. Same answer, in the
 * same time, either way: the lookup, the token and the mail happen after the answer
 * (afterResponse), so neither the text nor the timing tells whether the account exists.
 * @throws RateLimitError (5 mails per hour per email)
 */
export async function resendVerification({ email }: Parsed<typeof emailInput>): Promise<{ message: string }> {
  await consume('mail', email);
  afterResponse('resend-verification', async () => {
    const user = await db.user.findUnique({ where: { email } });
    if (!user || user.emailVerifiedAt) return;
    const token = await db.$transaction((tx) => issueEmailToken(tx, user.id, 'verify_email'));
    await sendMail(verificationMail(user.email, user.firstName, token));
  });
  return { message: MESSAGES.resendSent };
}

/**
 * Mails a single-use reset link (1 hour) if an active account has this email. Same answer, in
 * the same time, either way: the lookup, the token and the mail happen after the answer
 * (afterResponse, enumeration by timing).
 * @throws RateLimitError (5 mails per hour per email)
 */
export async function forgotPassword({ email }: Parsed<typeof emailInput>): Promise<{ message: string }> {
  await consume('mail', email);
  afterResponse('forgot-password', async () => {
    const user = await db.user.findUnique({ where: { email } });
    if (!user || user.status !== 'active') return;
    const token = await db.$transaction((tx) => issueEmailToken(tx, user.id, 'reset_password'));
    const link = `${appUrl()}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail({
      to: user.email,
      subject: 'Reset your password',
      text: `Hi ${user.firstName},\n\nUse this link to choose a new password:\n${link}\n\nIt works once and expires in 1 hour. If you did not ask for it, ignore this mail.`,
      html: `<p>Hi ${escapeHtml(user.firstName)},</p><p><a href="${link}">Choose a new password</a></p><p>It works once and expires in 1 hour. If you did not ask for it, ignore this mail.</p>`,
    });
  });
  return { message: MESSAGES.forgotSent };
}

/**
 * Sets a new password from a reset link, marks the email verified (the link proves ownership) and
 * signs out every session. The password rule is checked at the GraphQL boundary (`resetPasswordInput`).
 * @throws ValidationError (invalid, used or expired token)
 */
export async function resetPassword({ token, newPassword }: Parsed<typeof resetPasswordInput>): Promise<{ message: string }> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.$transaction(async (tx) => {
    const row = await consumeEmailToken(token, 'reset_password', tx);
    const now = new Date();
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now },
    });
    await tx.emailToken.updateMany({ where: { userId: row.userId, purpose: 'reset_password', usedAt: null }, data: { usedAt: now } });
    await tx.session.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: now, revokedReason: 'password_reset' } });
    return row.userId;
  });
  publishSessionRevoked({ userId, sessionIds: null });
  return { message: MESSAGES.passwordReset };
}
