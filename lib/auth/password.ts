import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id parameters of OWASP ASVS 5 / the OWASP cheat sheet's first recommendation. */
export const ARGON2_MEMORY_KIB = 19_456;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;
const ARGON2ID = 2 as Algorithm.Argon2id;

const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
};

/**
 * Passwords are compared as NFC, so the same password typed on two keyboards that compose accents differently is
 * still the same password.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch (error) {
    // A malformed stored hash is a data problem worth a log line, and never a successful login.
    console.error('[auth] password hash could not be verified:', (error as Error).message);
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as verifying a real password, for logins with an unknown email: without it, "no such
 * account" answers measurably faster than "wrong password" and the timing reveals which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('base64url'), OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
