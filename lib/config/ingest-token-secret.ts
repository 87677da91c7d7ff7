import 'server-only';
import { createHmac } from 'node:crypto';
import { AUTH_SECRET_MIN_LENGTH, deriveKey, getAuthSecret } from './secret';

/** INGEST_TOKEN_SECRET must carry as many bits as AUTH_SECRET: 32 characters of a random base64/hex string. */
export const INGEST_TOKEN_SECRET_MIN_LENGTH = AUTH_SECRET_MIN_LENGTH;

export const MISSING_PRODUCTION_INGEST_SECRET =
  'Neither INGEST_TOKEN_SECRET nor AUTH_SECRET is set. In production the ingest signs its session tokens with ' +
  `INGEST_TOKEN_SECRET (at least ${INGEST_TOKEN_SECRET_MIN_LENGTH} characters, for example \`openssl rand -base64 48\`; ` +
  'the same on the site and on every ingest process), or else with a key derived from AUTH_SECRET.';

/** Where a key of the ingest's secret came from, and the key. */
export interface IngestTokenKey {
  source: 'INGEST_TOKEN_SECRET' | 'AUTH_SECRET';
  key: Uint8Array<ArrayBuffer>;
}

/** What a key of the ingest's secret is for: its session tokens, or the member tokens the site signs for the tracker. */
type Purpose = 'ingest-token' | 'member-token';

const cached = new Map<Purpose, { secret: string; key: IngestTokenKey }>();

/**
 * The key of the ingest's session tokens (lib/ingest/token.ts). From INGEST_TOKEN_SECRET when it is set, so that an
 * ingest process run apart from the site (`npm run ingest`) need not hold AUTH_SECRET, which signs the site's own
 * tokens; else derived from AUTH_SECRET for this purpose alone, as before the variable existed. Either way the key is
 * an HMAC of the secret with the purpose, never the secret itself.
 */
export function ingestTokenKey(env: NodeJS.ProcessEnv = process.env): IngestTokenKey {
  return keyFor('ingest-token', env);
}

/**
 * The key of the member tokens (lib/recordings/member-token.ts): the site signs one for its signed-in member, the
 * ingest checks it at a start. From the same secret as the ingest's own key, which every ingest process holds, since
 * one may run with INGEST_TOKEN_SECRET alone; another purpose, so neither kind of token is ever the other
 * (docs/decisions/0100-member-tokens.md).
 */
export function memberTokenKey(env: NodeJS.ProcessEnv = process.env): IngestTokenKey {
  return keyFor('member-token', env);
}

function keyFor(purpose: Purpose, env: NodeJS.ProcessEnv): IngestTokenKey {
  const own = env.INGEST_TOKEN_SECRET?.trim();
  const known = cached.get(purpose);
  if (own) {
    if (own.length < INGEST_TOKEN_SECRET_MIN_LENGTH)
      throw new Error(
        `INGEST_TOKEN_SECRET is too short: it needs at least ${INGEST_TOKEN_SECRET_MIN_LENGTH} characters.`,
      );
    if (known?.secret === own && known.key.source === 'INGEST_TOKEN_SECRET') return known.key;
    const key = new Uint8Array(createHmac('sha256', own).update(`parley/${purpose}/v1`).digest());
    cached.set(purpose, { secret: own, key: { source: 'INGEST_TOKEN_SECRET', key } });
    return cached.get(purpose)!.key;
  }
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET?.trim()) throw new Error(MISSING_PRODUCTION_INGEST_SECRET);
  const secret = getAuthSecret(env);
  if (known?.secret === secret && known.key.source === 'AUTH_SECRET') return known.key;
  cached.set(purpose, { secret, key: { source: 'AUTH_SECRET', key: new Uint8Array(deriveKey(purpose)) } });
  return cached.get(purpose)!.key;
}
