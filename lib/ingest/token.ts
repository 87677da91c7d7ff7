import 'server-only';
import { jwtVerify, SignJWT, type errors, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { ingestTokenKey } from '@/lib/config/ingest-token-secret';
import { isUuid } from '@/lib/db/uuid';
import type { IngestClaims } from '@/lib/recordings/token-claims';
import { TOKEN_GRACE_MS } from './limits';

/**
 * The ingest's session token (tracker/PROTOCOL.md "Session"): an HS256 JWT signed with a key of its own
 * (INGEST_TOKEN_SECRET, or one derived from AUTH_SECRET for this purpose only: lib/config/ingest-token-secret.ts) and
 * its own audience, so it is worth nothing to /api and /api's tokens are worth nothing here. It names the session and
 * the project, whether the session may store anything (`doNotRecord`: a start-conditions session in cold start), and
 * expires with the session. Signed and verified by jose; a page's calls verify it once (verifyIngestTokenCached).
 */
export const INGEST_TOKEN_AUDIENCE = 'parley-ingest';
const ISSUER = 'parley';
const ALGORITHM = 'HS256';

export type { IngestClaims };

export type TokenCheck =
  | { ok: true; claims: IngestClaims }
  /** Expired less than TOKEN_GRACE_MS ago: a batch is still stored, then refused with 401 so the tracker starts anew. */
  | { ok: false; reason: 'just_expired'; claims: IngestClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/** The key as WebCrypto holds it, imported once per key (imported per call, it would cost about as much again). */
let imported: { bytes: Uint8Array; key: Promise<CryptoKey> } | null = null;
function tokenKey(): Promise<CryptoKey> {
  const { key: bytes } = ingestTokenKey();
  if (imported?.bytes !== bytes)
    imported = {
      bytes,
      key: crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    };
  return imported.key;
}

/** Signs a token (an HS256 JWT, RFC 7519); what this process signs is remembered as verified. */
export async function signIngestToken(
  claims: Omit<IngestClaims, 'expiresAt'>,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = await new SignJWT({ pid: claims.projectId, ...(claims.doNotRecord ? { doNotRecord: true } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(INGEST_TOKEN_AUDIENCE)
    .setSubject(claims.sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(await tokenKey());
  // What this process signs verifies: the page's next calls (tags, flags, conditions, batches) find it remembered.
  VERIFIED.set(token, {
    sessionId: claims.sessionId,
    projectId: claims.projectId,
    doNotRecord: claims.doNotRecord,
    expiresAt: new Date(exp * 1000),
  });
  return token;
}

/** The claims of a verified payload, or null when they are not what this ingest signs. */
function claimsOf(payload: JWTPayload): IngestClaims | null {
  if (!isUuid(payload.sub) || !isUuid(payload.pid) || typeof payload.exp !== 'number') return null;
  // `dnr` is the claim's name in tokens signed before it was spelled out; such a token lives at most a session long.
  const doNotRecord = payload.doNotRecord === true || payload.dnr === true;
  return { sessionId: payload.sub, projectId: payload.pid, doNotRecord, expiresAt: new Date(payload.exp * 1000) };
}

type Verified = { ok: true; claims: IngestClaims } | { ok: false; expired: IngestClaims | null };

/**
 * Verifies a token at `now`: signature, algorithm, issuer, audience, then expiry (jose checks the claims only once the
 * signature holds, so the claims of an expired token are ones this ingest signed).
 */
async function verify(token: string, now: Date): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, await tokenKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: INGEST_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    return claims ? { ok: true, claims } : { ok: false, expired: null };
  } catch (error) {
    if (error instanceof Error && (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED')
      return { ok: false, expired: claimsOf((error as errors.JWTExpired).payload) };
    return { ok: false, expired: null };
  }
}

/**
 * The claims of a token this ingest signed, however long ago it expired (null for anything else). Never a caller's
 * credential (every call carries a valid token of its own): only proof that the caller's browser once held that
 * session's token, which a usability test's video uploaded after its session ended shows (lib/ingest/auth.ts videoOwner).
 */
export async function signedTokenClaims(token: string, now: Date = new Date()): Promise<IngestClaims | null> {
  const verified = await verify(token, now);
  return verified.ok ? verified.claims : verified.expired;
}

export async function verifyIngestToken(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const verified = await verify(token, now);
  if (verified.ok) return { ok: true, claims: verified.claims };
  if (!verified.expired) return { ok: false, reason: 'invalid' };
  // Expired as jose counts (from the second `exp` names): just expired while that second is within the grace.
  const exp = verified.expired.expiresAt.getTime() / 1000;
  if (exp > Math.floor((now.getTime() - TOKEN_GRACE_MS) / 1000))
    return { ok: false, reason: 'just_expired', claims: verified.expired };
  return { ok: false, reason: 'expired' };
}

/** Tokens remembered at most; past it the least recently used is forgotten. */
export const VERIFIED_TOKENS_MAX = 10_000;
/**
 * Tokens verified (or signed) lately, with their claims: every call of a page carries the same token. No TTL of the
 * cache's own: a remembered token's expiry is its claim, checked against the caller's `now` on every read.
 */
const VERIFIED = new LRUCache<string, IngestClaims>({ max: VERIFIED_TOKENS_MAX });

/**
 * verifyIngestToken for every ingest call but `start`: every call of a page carries the same token, so a token verified once is
 * remembered with its claims (the VERIFIED_TOKENS_MAX most recently used) and only its expiry is checked again, so the
 * signature is computed once per page instead of once per batch; one this process signed is not computed at all. Only
 * tokens that verified, or that it signed, are remembered.
 */
export async function verifyIngestTokenCached(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const claims = VERIFIED.get(token);
  if (claims && claims.expiresAt.getTime() > now.getTime()) return { ok: true, claims };
  const check = await verifyIngestToken(token, now);
  if (check.ok) VERIFIED.set(token, check.claims);
  else VERIFIED.delete(token);
  return check;
}

/** The token of `Authorization: Bearer …`, or null. Cookies are never read here. */
export function ingestBearer(request: { headers: { get(name: string): string | null } }): string | null {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
