import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '@/lib/auth/secret';
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
  /** Expired less than TOKEN_GRACE_MS ago: a batch is still stored, then answered 401 so the tracker starts anew. */
  | { ok: false; reason: 'just_expired'; claims: IngestClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export async function signIngestToken(claims: Omit<IngestClaims, 'expiresAt'>, expiresAt: Date, now: Date): Promise<string> {
  return new SignJWT({ pid: claims.projectId, ...(claims.doNotRecord ? { dnr: true } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(INGEST_TOKEN_AUDIENCE)
    .setSubject(claims.sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(deriveKey('ingest-token'));
}

async function verifyAt(token: string, at: Date): Promise<IngestClaims> {
  const { payload } = await jwtVerify(token, deriveKey('ingest-token'), {
    issuer: ISSUER,
    audience: INGEST_TOKEN_AUDIENCE,
    algorithms: [ALGORITHM],
    currentDate: at,
  });
  if (!isUuid(payload.sub) || !isUuid(payload.pid) || typeof payload.exp !== 'number') throw new Error('malformed claims');
  return { sessionId: payload.sub, projectId: payload.pid, doNotRecord: payload.dnr === true, expiresAt: new Date(payload.exp * 1000) };
}

export async function verifyIngestToken(token: string, now: Date = new Date()): Promise<TokenCheck> {
  try {
    return { ok: true, claims: await verifyAt(token, now) };
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
  }
  try {
    return { ok: false, reason: 'just_expired', claims: await verifyAt(token, new Date(now.getTime() - TOKEN_GRACE_MS)) };
  } catch {
    return { ok: false, reason: 'expired' };
  }
}

/** Tokens verified lately, with their claims: every batch of a page carries the same token. */
const VERIFIED = new Map<string, IngestClaims>();
const VERIFIED_MAX = 10_000;

/**
 * verifyIngestToken for the batch route, where every batch of a page carries the same token: a token verified once is
 * remembered with its claims (bounded, forgotten wholesale when full) and only its expiry is checked again, so the
 * signature is computed once per page instead of once per batch. Only tokens that verified are remembered.
 */
export async function verifyIngestTokenCached(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const claims = VERIFIED.get(token);
  if (claims && claims.expiresAt.getTime() > now.getTime()) return { ok: true, claims };
  const check = await verifyIngestToken(token, now);
  if (check.ok) {
    if (VERIFIED.size >= VERIFIED_MAX) VERIFIED.clear();
    VERIFIED.set(token, check.claims);
  } else VERIFIED.delete(token);
  return check;
}

/** The token of `Authorization: Bearer …`, or null. Cookies are never read here. */
export function ingestBearer(request: Request): string | null {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
