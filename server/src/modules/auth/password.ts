/** Password hashing with Argon2id (@node-rs/argon2; OWASP-recommended parameters). */
import { hash, verify } from '@node-rs/argon2';
import { env } from '../../env.js';

// Algorithm.Argon2id is a const enum (not importable under isolatedModules): its value is 2.
const ARGON2ID = 2 as const;
/** OWASP's Argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const PRODUCTION_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * NODE_ENV=test only (the integration tests, thousands of hashes): the cheapest Argon2id, 64 KiB
 * and 1 pass, so a test pays microseconds, not 20 ms, per hash. The e2e server and every real
 * start run with NODE_ENV=production or development and keep the OWASP parameters; a hash
 * carries its own parameters, so either kind verifies anywhere. docs/decisions/0038-fast-ci.md.
 */
const TEST_OPTIONS = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
const OPTIONS = env.NODE_ENV === 'test' ? TEST_OPTIONS : PRODUCTION_OPTIONS;

/** Hashes a password into a PHC string ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as never);
}

/** True when `password` matches the stored PHC hash (false on a malformed hash). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  return dummy;
}
