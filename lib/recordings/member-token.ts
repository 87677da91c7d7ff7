import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { memberTokenKey } from '@/lib/config/ingest-token-secret';

/**
 * The member token (docs/decisions/0100-member-tokens.md): the site signs one for its signed-in member
 * (`GET /api/member-token`), the page hands it to the tracker with the member's name, and the tracker sends it in its
 * start body (`userToken`, tracker/PROTOCOL.md "Session"); the ingest checks it and marks the session's member as
 * verified. An HS256 JWT with a key of the ingest's secret for this purpose alone and an audience of its own, so it is
 * neither an ingest session token nor a token of /api. It names the member (`sub`) and the project (`pk`, its public
 * key) and lives MEMBER_TOKEN_TTL_MS; its id (`jti`) lets the ingest accept it once.
 */
export const MEMBER_TOKEN_AUDIENCE = 'parley-member';
const ISSUER = 'parley';
const ALGORITHM = 'HS256';

/** How long a member token is good for: a page asks for one just before its tracker starts. */
export const MEMBER_TOKEN_TTL_MS = 5 * 60_000;
/** The longest member id a token names: the session's user id column takes as much (lib/ingest/start.ts). */
export const MEMBER_ID_MAX_LENGTH = 256;

export interface MemberTokenClaims {
  /** The member's username, as the site names them to the tracker. */
  member: string;
  /** The public key of the project the page records into. */
  projectKey: string;
  /** The token's own id, spent at the start that accepts it. */
  tokenId: string;
  expiresAt: Date;
}

/** The key as WebCrypto holds it, imported once per key. */
let imported: { bytes: Uint8Array; key: Promise<CryptoKey> } | null = null;
function signingKey(): Promise<CryptoKey> {
  const { key: bytes } = memberTokenKey();
  if (imported?.bytes !== bytes)
    imported = {
      bytes,
      key: crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    };
  return imported.key;
}

/** A token naming `member` for a start of the project `projectKey`, good from `now` for MEMBER_TOKEN_TTL_MS. */
export async function signMemberToken(
  member: string,
  projectKey: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Math.floor((now.getTime() + MEMBER_TOKEN_TTL_MS) / 1000) * 1000);
  const token = await new SignJWT({ pk: projectKey })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(MEMBER_TOKEN_AUDIENCE)
    .setSubject(member)
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(expiresAt.getTime() / 1000)
    .sign(await signingKey());
  return { token, expiresAt };
}

/**
 * The claims of a member token signed with our key for our audience and unexpired at `now`; null for anything else
 * (another key or audience, a changed byte, expired, a claim missing). Whether it was used before is the ingest's to
 * know (lib/ingest/member-identity.ts).
 */
export async function verifyMemberToken(token: string, now: Date): Promise<MemberTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: MEMBER_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'jti'],
      currentDate: now,
    });
    const { sub, pk, jti, exp } = payload;
    if (!sub || sub.length > MEMBER_ID_MAX_LENGTH || typeof pk !== 'string' || !jti || typeof exp !== 'number')
      return null;
    return { member: sub, projectKey: pk, tokenId: jti, expiresAt: new Date(exp * 1000) };
  } catch (error) {
    // jose's refusals (a bad signature, a malformed token, an expired or missing claim) all have ERR_JW*/ERR_JOSE* codes.
    if (error instanceof Error && /^ERR_J(WT|WS|OSE)_/.test(String((error as { code?: unknown }).code))) return null;
    throw error;
  }
}
