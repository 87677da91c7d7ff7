import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from '@/lib/config/secret';

/** 256 bits of randomness, base64url: 43 characters. */
export const REFRESH_TOKEN_BYTES = 32;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A spent refresh token presented again within this window gets the same successor instead of revoking its family:
 * two tabs (or a retried request) refreshing at once is not theft.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/** Only this hash is stored: a copy of the table hands out no usable token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function looksLikeRefreshToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * The successor of a refresh token is HMAC-SHA256(successor key, parent token), not a fresh random value, so a
 * request that presents the parent again within the grace window can be answered with the very same successor while
 * the database still holds hashes only.
 *
 * Why this is safe:
 * - Whoever can compute a successor already holds the parent token, and the parent alone lets them ask this server
 *   for that successor (the grace rule does exactly that), so the derivation grants nothing new.
 * - The key is derived from AUTH_SECRET and never stored; the database has SHA-256 hashes of tokens only. A leaked
 *   table therefore yields neither parents nor successors: reversing SHA-256 of a 256-bit value is not feasible, and
 *   HMAC output cannot be predicted without the key.
 * - HMAC-SHA256 is a PRF, so successors are as unpredictable as random 256-bit tokens, and every token is spent at
 *   most once, so each parent derives one successor and a chain never repeats.
 * - After the grace window the parent revokes the family instead, so replaying an old token never yields anything.
 * - If AUTH_SECRET changes, the re-derived successor no longer matches the stored hash; the refresh is refused rather
 *   than handing out a wrong token (session-store.ts checks the hash).
 */
export function deriveSuccessorToken(parentToken: string): string {
  return createHmac('sha256', deriveKey('refresh-successor')).update(parentToken).digest('base64url');
}
