import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, getAuthSecret } from '@/lib/config/secret';
import { isUuid } from '@/lib/db/uuid';
import type { IngestClaims } from '@/lib/recordings/token-claims';
import { TOKEN_GRACE_MS } from './limits';

/**
 * The ingest's session token (tracker/PROTOCOL.md "Session"): an HS256 JWT signed with a key derived from AUTH_SECRET
 * for this purpose only, with its own audience, so it is worth nothing to /api and /api's tokens are worth nothing
 * here. It names the session and the project, whether the session may store anything (`doNotRecord`: a start-conditions
 * session in cold start), and expires with the session.
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

/** The token's key, derived once per secret: deriving it costs an HMAC of its own. */
let key: { secret: string; bytes: Buffer } | null = null;
function tokenKey(): Buffer {
  const secret = getAuthSecret();
  if (key?.secret !== secret) key = { secret, bytes: Buffer.from(deriveKey('ingest-token')) };
  return key.bytes;
}

const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');
const signature = (signed: string) => createHmac('sha256', tokenKey()).update(signed).digest();

/**
 * Signs a token (an HS256 JWT, RFC 7519). Written out here rather than through jose: every page load signs one and
 * every call verifies one, and node:crypto's synchronous HMAC costs a few microseconds where WebCrypto's asynchronous
 * one costs a job and a promise each. The format is the standard one (jose reads these tokens and writes ones these
 * functions read).
 */
export async function signIngestToken(
  claims: Omit<IngestClaims, 'expiresAt'>,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const payload = {
    pid: claims.projectId,
    ...(claims.doNotRecord ? { doNotRecord: true } : {}),
    iss: ISSUER,
    aud: INGEST_TOKEN_AUDIENCE,
    sub: claims.sessionId,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const token = `${signed}.${signature(signed).toString('base64url')}`;
  // What this process signs verifies: the page's next calls (tags, flags, conditions, batches) find it remembered.
  remember(token, {
    sessionId: claims.sessionId,
    projectId: claims.projectId,
    doNotRecord: claims.doNotRecord,
    expiresAt: new Date(payload.exp * 1000),
  });
  return token;
}

type Verified = { ok: true; claims: IngestClaims; exp: number } | { ok: false };

/** The claims of a token whose signature and claims hold (expiry aside), or not. */
function verifySignature(token: string): Verified {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false };
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as {
      alg?: unknown;
      crit?: unknown;
    };
    if (header.alg !== ALGORITHM || header.crit !== undefined) return { ok: false };
    const given = Buffer.from(parts[2]!, 'base64url');
    const expected = signature(`${parts[0]}.${parts[1]}`);
    if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) return { ok: false };
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (payload.iss !== ISSUER || !audience.includes(INGEST_TOKEN_AUDIENCE)) return { ok: false };
    if (!isUuid(payload.sub) || !isUuid(payload.pid) || typeof payload.exp !== 'number') return { ok: false };
    // `dnr` is the claim's name in tokens signed before it was spelled out; such a token lives at most a session long.
    const doNotRecord = payload.doNotRecord === true || payload.dnr === true;
    return {
      ok: true,
      exp: payload.exp,
      claims: { sessionId: payload.sub, projectId: payload.pid, doNotRecord, expiresAt: new Date(payload.exp * 1000) },
    };
  } catch {
    return { ok: false };
  }
}

/**
 * The claims of a token this ingest signed, however long ago it expired (null for anything else). Never a caller's
 * credential (every call carries a valid token of its own): only proof that the caller's browser once held that
 * session's token, which a usability test's video uploaded after its session ended shows (lib/ingest/auth.ts videoOwner).
 */
export function signedTokenClaims(token: string): IngestClaims | null {
  const verified = verifySignature(token);
  return verified.ok ? verified.claims : null;
}

/** Whether a token that expires at `exp` (seconds) has expired at `at` (as jose counts: from the second it names). */
const expiredAt = (exp: number, at: Date) => exp <= Math.floor(at.getTime() / 1000);

export async function verifyIngestToken(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const verified = verifySignature(token);
  if (!verified.ok) return { ok: false, reason: 'invalid' };
  if (!expiredAt(verified.exp, now)) return { ok: true, claims: verified.claims };
  if (!expiredAt(verified.exp, new Date(now.getTime() - TOKEN_GRACE_MS)))
    return { ok: false, reason: 'just_expired', claims: verified.claims };
  return { ok: false, reason: 'expired' };
}

/** Tokens verified (or signed) lately, with their claims: every call of a page carries the same token. */
const VERIFIED = new Map<string, IngestClaims>();
/** Tokens remembered at most; past it the memory starts over empty. */
export const VERIFIED_TOKENS_MAX = 10_000;

function remember(token: string, claims: IngestClaims): void {
  if (VERIFIED.size >= VERIFIED_TOKENS_MAX) VERIFIED.clear();
  VERIFIED.set(token, claims);
}

/**
 * verifyIngestToken for every ingest call but `start`: every call of a page carries the same token, so a token verified once is
 * remembered with its claims (bounded, forgotten wholesale when full) and only its expiry is checked again, so the
 * signature is computed once per page instead of once per batch; one this process signed is not computed at all. Only
 * tokens that verified, or that it signed, are remembered.
 */
export async function verifyIngestTokenCached(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const claims = VERIFIED.get(token);
  if (claims && claims.expiresAt.getTime() > now.getTime()) return { ok: true, claims };
  const check = await verifyIngestToken(token, now);
  if (check.ok) remember(token, check.claims);
  else VERIFIED.delete(token);
  return check;
}

/** The token of `Authorization: Bearer …`, or null. Cookies are never read here. */
export function ingestBearer(request: { headers: { get(name: string): string | null } }): string | null {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
