import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '@/lib/config/secret';

/*
 * Webhook secrets and tracker tokens are stored sealed: AES-256-GCM under a key derived from AUTH_SECRET (its own
 * purpose, so no other token key is the same bytes). A database dump alone reveals none of them; the authentication
 * tag refuses a value that was altered or sealed under another secret.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `v1.<iv>.<ciphertext>.<tag>`, each part base64url. */
export function seal(plain: string, key: Uint8Array = deriveKey('integration-secrets')): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed value's plain text; throws on anything altered, truncated, or sealed with another key. */
export function unseal(sealed: string, key: Uint8Array = deriveKey('integration-secrets')): string {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) {
    throw new Error('Not a sealed value');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
