import 'server-only';
import { randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '@/lib/config/secret';

/** At most 15 minutes (docs/decisions/0007-tokens.md): short enough that a leaked access token is worth little. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'parley';
export const ACCESS_TOKEN_AUDIENCE = 'parley-api';
/** The only algorithm accepted on verification: no `none`, no RS/HS confusion. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
/** Allowed clock difference between replicas when checking `exp`/`iat`. */
export const ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessClaims {
  /** User id (`sub`). */
  userId: string;
  /** Session id (`sid`): the refresh-token family this token was issued for. */
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export async function signAccessToken(
  { userId, sessionId }: { userId: string; sessionId: string },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(deriveKey('access-token'));
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Whether a token is one we issued, expired or not: everything verifyAccessTokenSignature checks, at a moment before
 * its `exp`. Logout takes an expired token (RFC 7009: revoking a token that no longer works is a success) but never
 * a forged one.
 */
export async function verifyIssuedAccessToken(token: string, now: Date): Promise<AccessTokenCheck> {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof exp !== 'number') return { ok: false, reason: 'invalid' };
  const beforeExpiry = new Date(Math.min(now.getTime(), exp * 1000 - 1000));
  return verifyAccessTokenSignature(token, beforeExpiry);
}

/** Checks signature, algorithm, issuer, audience and times. Whether the session still stands is session-store.ts's job. */
export async function verifyAccessTokenSignature(token: string, now: Date): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, deriveKey('access-token'), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      currentDate: now,
      clockTolerance: ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    // iat in the future beyond the tolerance: not ours, or a clock gone wrong.
    if (payload.iat * 1000 > now.getTime() + ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS * 1000) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        userId: payload.sub,
        sessionId: payload.sid,
        issuedAt: new Date(payload.iat * 1000),
        expiresAt: new Date(payload.exp * 1000),
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError || error instanceof TypeError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
