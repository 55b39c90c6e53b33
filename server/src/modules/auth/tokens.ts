/**
 * Token primitives (spec sections 3 and 9): HS256 access tokens (fast-jwt) and opaque random
 * tokens (refresh, email verification, password reset) of which only SHA-256 hashes are stored.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { env } from '../../env.js';
import type { Role } from '../../generated/prisma/enums.js';

let secretKey: Uint8Array | undefined;

/**
 * The access-token signing key: JWT_SECRET, or in embedded mode a random secret generated once
 * into DATA_DIR/jwt-secret (so tokens survive restarts), or a per-process one for in-memory data.
 */
function key(): Uint8Array {
  if (secretKey) return secretKey;
  let secret = env.JWT_SECRET;
  if (!secret) {
    if (env.DATABASE_URL && env.NODE_ENV === 'production') {
      throw new Error('JWT_SECRET is required in production with DATABASE_URL');
    }
    if (env.DATA_DIR.startsWith('memory://')) {
      secret = crypto.randomBytes(48).toString('base64url');
    } else {
      const file = path.resolve(env.DATA_DIR, 'jwt-secret');
      if (!fs.existsSync(file)) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
      }
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  secretKey = new TextEncoder().encode(secret);
  return secretKey;
}

/**
 * The access tokens' HS256 key, for other short-lived tokens this server signs and checks itself
 * (message photo URLs: modules/messages/photos.ts). Those use an audience of their own, so
 * {@link verifyAccessToken} never accepts one and they never accept an access token.
 */
export function signingKey(): Uint8Array {
  return key();
}

const ISSUER = 'comfort-life';
const AUDIENCE = 'comfort-life';

/**
 * Signer and verifier over the key, made once. fast-jwt signs and verifies HMAC synchronously with
 * node:crypto; jose (used before) goes through WebCrypto, a promise and a thread-pool job per
 * token, which a CPU profile of signed-in reads showed as a tenth of the server's time
 * (docs/decisions/0012-api-read-speed.md).
 */
let jwt: { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Record<string, unknown> } | undefined;
function jwtFunctions(): NonNullable<typeof jwt> {
  if (jwt) return jwt;
  const secret = Buffer.from(key());
  jwt = {
    sign: createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE, expiresIn: env.ACCESS_TOKEN_TTL_SECONDS * 1000 }),
    verify: createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, allowedAud: AUDIENCE }),
  };
  return jwt;
}

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id. */
  sid: string;
  role: Role;
}

/** Signs an access token valid for ACCESS_TOKEN_TTL_SECONDS (default 3600 s). */
export async function signAccessToken(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date; expiresIn: number }> {
  const expiresIn = env.ACCESS_TOKEN_TTL_SECONDS;
  const iat = Math.floor(now.getTime() / 1000);
  const token = jwtFunctions().sign({ sub: claims.sub, sid: claims.sid, role: claims.role, iat });
  return { token, expiresIn, expiresAt: new Date((iat + expiresIn) * 1000) };
}

/**
 * Verifies an access token (HS256 only, our issuer and audience, not expired); returns its
 * claims, or null when invalid or expired.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const payload = jwtFunctions().verify(token);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid, role: payload.role as Role };
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
}

/** A fresh opaque token (256 bits, base64url). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 hex of an opaque token: what the database stores. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
