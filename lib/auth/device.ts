import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './secret';
import type { CookieOptions, CookieReader, CookieWriter } from './session-cookies';

/**
 * The login "device cookie" (OWASP's scheme against lockout by strangers): a browser that signed in to an account
 * gets a signed cookie naming that account and a random nonce. A later login for the same account that presents it
 * is a trusted device: its failures count against the device alone, so failures from anywhere else, however many,
 * never keep it out, while clients without it share the per-account ceiling for untrusted devices.
 *
 * `__Host-` over https for the same reason as the session cookies (a sibling subdomain cannot plant one); only plain
 * http on a loopback host (where secure cookies are not in use) uses the unprefixed name.
 */
export const DEVICE_COOKIE = '__Host-parley-device';
export const PLAIN_HTTP_DEVICE_COOKIE = 'parley-device';
/** How long a browser stays trusted after its last successful login: renewed at every one. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Random bytes of a device's nonce: the device's own key for counting its failures. */
const DEVICE_NONCE_BYTES = 16;

export interface TrustedDevice {
  accountId: string;
  nonce: string;
}

export function deviceCookie(secure: boolean): { name: string; options: CookieOptions } {
  return {
    name: secure ? DEVICE_COOKIE : PLAIN_HTTP_DEVICE_COOKIE,
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: DEVICE_COOKIE_MAX_AGE_S },
  };
}

function signature(accountId: string, nonce: string): string {
  return createHmac('sha256', deriveKey('login-device')).update(`${accountId}.${nonce}`).digest('base64url');
}

/** A new device cookie value for `accountId`: `{accountId}.{nonce}.{HMAC(accountId.nonce)}`. */
export function issueDeviceCookie(accountId: string, nonce = randomBytes(DEVICE_NONCE_BYTES).toString('base64url')): string {
  return `${accountId}.${nonce}.${signature(accountId, nonce)}`;
}

/** The account and nonce of a device cookie whose signature holds, else null (absent, forged or malformed). */
export function verifyDeviceCookie(value: string | undefined): TrustedDevice | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [accountId, nonce, mac] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(accountId) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(signature(accountId, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { accountId, nonce } : null;
}

/** The device cookie's value from a request's cookies, under the name that is read where this request is served. */
export function readDeviceCookie(jar: CookieReader, secure: boolean): string | undefined {
  return jar.get(deviceCookie(secure).name)?.value || undefined;
}

export function writeDeviceCookie(jar: CookieWriter, value: string, secure: boolean): void {
  const { name, options } = deviceCookie(secure);
  jar.set(name, value, options);
}
