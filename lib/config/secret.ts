import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataPath } from './data-dir';

// The one secret behind every token key, beside the data folder rather than in lib/auth: the ingest derives its own
// token key from it and is no part of auth.

/** AUTH_SECRET must carry at least 256 bits; 32 characters of a random base64/hex string do. */
export const AUTH_SECRET_MIN_LENGTH = 32;
/** Where development and test keep a generated secret when AUTH_SECRET is not set (in the git-ignored data folder). */
export const LOCAL_SECRET_FILE = 'auth-secret';

export const MISSING_PRODUCTION_SECRET =
  'AUTH_SECRET is not set. In production the token signing secret must come from the environment: ' +
  'set AUTH_SECRET to a random string of at least 32 characters (for example `openssl rand -base64 48`).';

let cached: string | undefined;

/**
 * The one secret behind every token key. AUTH_SECRET when set; otherwise, outside production, a random secret kept in
 * data/auth-secret (created with mode 0600 on first use, so sessions survive restarts of a local server).
 */
export function getAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (cached !== undefined) return cached;
  const fromEnv = env.AUTH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < AUTH_SECRET_MIN_LENGTH) {
      throw new Error(`AUTH_SECRET is too short: it needs at least ${AUTH_SECRET_MIN_LENGTH} characters.`);
    }
    cached = fromEnv;
  } else if (env.NODE_ENV === 'production') {
    throw new Error(MISSING_PRODUCTION_SECRET);
  } else {
    cached = readOrCreateSecretFile(path.resolve(dataPath(LOCAL_SECRET_FILE)));
  }
  return cached;
}

/**
 * Reads the secret file, creating it when missing. Concurrent first users (several test workers, dev server and a
 * script) must all end up with the same secret: the new secret is written to a private temporary file and linked into
 * place, which fails for everyone but the first; the others then read the winner's file.
 */
export function readOrCreateSecretFile(file: string): string {
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`${file} is empty; delete it to generate a new secret.`);
  return secret;
}

function readSecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A key for one purpose, derived from the secret (HMAC-SHA256 with the purpose as message), so the JWT signing key
 * and the refresh-successor key are never the same bytes.
 */
export function deriveKey(
  purpose:
    | 'access-token'
    | 'refresh-successor'
    | 'ingest-token'
    | 'member-token'
    | 'login-device'
    | 'login-proof'
    | 'shared-replay'
    | 'integration-secrets',
): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', getAuthSecret()).update(`parley/${purpose}/v1`).digest());
}

/** Tests only: forget the cached secret so a changed environment is read again. */
export function resetAuthSecretCache(): void {
  cached = undefined;
}
