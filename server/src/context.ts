/**
 * Per-request context shared by GraphQL (HTTP and graphql-ws) and the /api bridge.
 * The caller is identified by a bearer access token whose session must still be live.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { db } from './db.js';
import { env, type TrustProxy } from './env.js';
import { verifyAccessToken } from './modules/auth/tokens.js';
import { cachedSession, forgetSessions } from './modules/auth/session-cache.js';
import { pubsub } from './pubsub.js';
import { logger } from './logger.js';
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
  /**
   * True when the request carried an `Authorization` header that did not sign in (forged,
   * expired, revoked). Fields that also accept another credential (a signed photo address) use it
   * in their `authScopes` to refuse such a request with 401 rather than fall back to the other one.
   */
  credentialsRefused?: boolean;
  /**
   * True when the operation runs for a row of the /api bridge (set by rest/operations.ts), false or
   * absent over /graphql and graphql-ws. Only a file row's answer carries a stored file's key
   * (file-answer.ts): the router needs it to stream the bytes, no caller does.
   */
  viaBridge?: boolean;
}

/** Reads `Authorization: Bearer <token>` (or a raw token, as graphql-ws connection params send). */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : header.includes('.') ? header.trim() : null;
}

/** Compiles TRUST_PROXY into proxy-addr's trust test: `(address, hopIndex) => trusted`. */
function compileTrust(trust: TrustProxy): (address: string, hop: number) => boolean {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'hops':
      // Hop 0 is the socket peer; with N trusted hops the client is N entries from the right.
      return (_address, hop) => hop < trust.hops;
    case 'list':
      return proxyAddr.compile(trust.addresses);
  }
}

const trustProxy = compileTrust(env.TRUST_PROXY);

/**
 * The one client address used by rate limits, sessions and logs on every transport (/api,
 * GraphQL over HTTP, graphql-ws upgrades): the socket peer address; when TRUST_PROXY trusts the
 * peer, X-Forwarded-For is walked from the right (proxy-addr, as Express does), skipping trusted
 * proxies, and the first untrusted address is the client. The leftmost entry, which any client
 * can write, is never taken unless every hop to it is trusted. Null when the socket is gone.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string | null {
  if (!req.socket?.remoteAddress) return null;
  return normalizeAddress(proxyAddr(req as IncomingMessage, trustProxy));
}

/** True when the peer is a trusted proxy (so its X-Forwarded-Proto may be believed). */
export function peerIsTrustedProxy(req: Pick<IncomingMessage, 'socket'>): boolean {
  const peer = req.socket?.remoteAddress;
  return !!peer && trustProxy(peer, 0);
}

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) becomes `127.0.0.1`, so one client has one key. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Re-reads a session and its user (the session must still be live and the account active).
 * Used per access token and again per subscription event (sessions revoked mid-stream).
 * @returns the caller, or null when the session is revoked, belongs to someone else, or the account is suspended
 */
export async function loadSession(sessionId: string, userId?: string): Promise<CurrentUser | null> {
  const session = await db.session.findUnique({
    where: { id: sessionId },
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
  if (!session || session.revokedAt || (userId !== undefined && session.userId !== userId)) return null;
  const u = session.user;
  if (u.status !== 'active') return null;
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    emailVerified: u.emailVerifiedAt !== null,
    backgroundCheckStatus: u.role === 'cleaner' ? (u.cleanerProfile?.backgroundCheckStatus ?? 'pending') : null,
  };
}

/**
 * Resolves the caller from an access token: null when the token is missing, invalid, expired,
 * its session was revoked, or the account is suspended. A live session is kept for a few seconds
 * in an in-process cache that every revocation empties at once, on every instance
 * (modules/auth/session-cache.ts; docs/decisions/0012-api-read-speed.md).
 */
export async function userFromAccessToken(token: string | null): Promise<{ user: CurrentUser; sessionId: string } | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  listenForRevocations();
  const user = await cachedSession(claims.sid, claims.sub, () => loadSession(claims.sid, claims.sub));
  return user ? { user, sessionId: claims.sid } : null;
}

let listening = false;
/**
 * Revocations announced by other instances (through Redis) empty this instance's session cache;
 * the revoking instance empties its own synchronously in publishSessionRevoked. Started on first
 * use, not at import, so importing the context opens no subscription.
 */
function listenForRevocations(): void {
  if (listening) return;
  listening = true;
  void (async () => {
    for await (const ended of pubsub.subscribe('session:revoked')) forgetSessions(ended);
  })().catch((error: unknown) => logger.error({ err: error }, 'session:revoked subscription ended'));
}

/**
 * The caller as of now, for long-lived operations (subscriptions): the context's session is read
 * again. Null when the context was anonymous or the session has since been revoked.
 */
export async function liveContext(ctx: Context): Promise<Context | null> {
  if (!ctx.sessionId || !ctx.user) return null;
  const user = await loadSession(ctx.sessionId, ctx.user.id);
  return user ? { ...ctx, user } : null;
}

/**
 * Builds the context from request headers and the client address the transport determined
 * ({@link clientAddress}; port-less tests pass it explicitly). X-Forwarded-For is never read here.
 */
export async function createContext(headers: Headers, ip: string | null = null): Promise<Context> {
  const auth = await userFromAccessToken(bearerToken(headers.get('authorization')));
  return {
    user: auth?.user ?? null,
    sessionId: auth?.sessionId ?? null,
    ip,
    userAgent: headers.get('user-agent'),
    credentialsRefused: headers.has('authorization') && !auth,
  };
}
