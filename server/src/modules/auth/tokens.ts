/**
 * Token primitives (spec sections 3 and 9): HS256 access tokens (jose) and opaque random tokens
 * (refresh, email verification, password reset) of which only SHA-256 hashes are stored.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
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
  const token = await new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .setIssuer('comfort-life')
    .setAudience('comfort-life')
    .sign(key());
  return { token, expiresIn, expiresAt: new Date((iat + expiresIn) * 1000) };
}

/** Verifies an access token; returns its claims, or null when invalid or expired. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: 'comfort-life',
      audience: 'comfort-life',
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid, role: payload.role as Role };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
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
