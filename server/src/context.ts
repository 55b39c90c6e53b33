/**
 * Per-request context shared by GraphQL (HTTP and graphql-ws) and the /api bridge.
 * The caller is identified by a bearer access token whose session must still be live.
 */
import { db } from './db.js';
import { verifyAccessToken } from './modules/auth/tokens.js';
import type { Role, BackgroundCheckStatus } from './generated/prisma/enums.js';

/** The signed-in caller, as loaded for this request. */
export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** Cleaners only: background-check state; null for other roles. */
  backgroundCheckStatus: BackgroundCheckStatus | null;
}

export interface Context {
  user: CurrentUser | null;
  /** Session (refresh-token family) of the access token, when signed in. */
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Reads `Authorization: Bearer <token>` (or a raw token, as graphql-ws connection params send). */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : header.includes('.') ? header.trim() : null;
}

/**
 * Resolves the caller from an access token: null when the token is missing, invalid, expired,
 * its session was revoked, or the account is suspended.
 */
export async function userFromAccessToken(token: string | null): Promise<{ user: CurrentUser; sessionId: string } | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const session = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      revokedAt: true,
      userId: true,
      user: {
        select: {
          id: true,
          email: true,
          role: true,
          status: true,
          firstName: true,
          lastName: true,
          emailVerifiedAt: true,
          cleanerProfile: { select: { backgroundCheckStatus: true } },
        },
      },
    },
  });
  if (!session || session.revokedAt || session.userId !== claims.sub) return null;
  const u = session.user;
  if (u.status !== 'active') return null;
  return {
    sessionId: claims.sid,
    user: {
      id: u.id,
      email: u.email,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      emailVerified: u.emailVerifiedAt !== null,
      backgroundCheckStatus: u.role === 'cleaner' ? (u.cleanerProfile?.backgroundCheckStatus ?? 'pending') : null,
    },
  };
}

/**
 * Builds the context from request headers. `ip` comes from the HTTP server (socket peer, or
 * X-Forwarded-For with TRUST_PROXY); X-Forwarded-For is read here only when no server gave one
 * (port-less calls in tests).
 */
export async function createContext(headers: Headers, ip: string | null = null): Promise<Context> {
  const auth = await userFromAccessToken(bearerToken(headers.get('authorization')));
  return {
    user: auth?.user ?? null,
    sessionId: auth?.sessionId ?? null,
    ip: ip ?? headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null,
    userAgent: headers.get('user-agent'),
  };
}
