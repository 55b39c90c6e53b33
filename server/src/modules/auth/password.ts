/** Password hashing with Argon2id (@node-rs/argon2; OWASP-recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum (not importable under isolatedModules): its value is 2.
const ARGON2ID = 2 as const;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
