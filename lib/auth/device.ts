import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '@/lib/config/secret';
import type { CookieOptions, CookieReader, CookieWriter } from './session-cookies';

/**
 * The login "device cookie" (OWASP's scheme against lockout by strangers): a browser that signed in to an account
 * keeps a signed token naming that account and a random nonce. A later login for the same account that presents it
 * is a trusted device: its failures count against the device alone, so failures from anywhere else, however many,
 * never keep it out, while clients without it share the per-account ceiling for untrusted devices.
 *
 * One browser often signs in to several accounts (the team's shared browser, also used for a personal account or a
 * test member), so the cookie holds one token per account, not just the last one: a login for another account must
 * not take away the trust the browser has for the team account (docs/decisions/0069-device-cookie-per-account.md).
 * It stays ONE cookie holding a signed list, rather than one cookie per account, because a single cookie is bounded
 * by construction: every login rewrites all of it, so the number of accounts (MAX_TRUSTED_ACCOUNTS_PER_BROWSER, the
 * least recently signed-in dropped first) and its size (DEVICE_COOKIE_MAX_BYTES) are enforced in one place, and the
 * request header cannot grow with cookies nobody clears; one HMAC over the whole list means a tampered list (an entry
 * changed, cut out or spliced in from another browser's cookie) gives no trust at all.
 *
 * `__Host-` over https for the same reason as the session cookies (a sibling subdomain cannot plant one); only plain
 * http on a loopback host (where secure cookies are not in use) uses the unprefixed name.
 */
export const DEVICE_COOKIE = '__Host-parley-device';
export const PLAIN_HTTP_DEVICE_COOKIE = 'parley-device';
/** How long a browser stays trusted after its last successful login: renewed at every one. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * Accounts one browser stays trusted for at most; past it, the account signed in to least recently is dropped. A
 * shared team browser signs in to a handful; ten keep the value near 650 bytes with uuid account ids.
 */
export const MAX_TRUSTED_ACCOUNTS_PER_BROWSER = 10;
/**
 * The longest device cookie value written or read (well under the 4,096 bytes browsers keep per cookie, and small
 * beside the request-header limits): the oldest accounts are dropped until the list fits, and a longer value is
 * refused unread, before its signature is computed.
 */
export const DEVICE_COOKIE_MAX_BYTES = 1024;
/** Random bytes of a device's nonce: the device's own key for counting its failures. */
const DEVICE_NONCE_BYTES = 16;
/**
 * Marks the list format, `v2!{accountId}.{nonce}~{accountId}.{nonce}…!{HMAC}`, oldest login first; the old one-account
 * format is `{accountId}.{nonce}.{HMAC}`.
 */
const LIST_VERSION = 'v2';

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

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

// The characters of the format (`.`, `~`, `!` and base64url) are cookie-octets that encodeURIComponent leaves as they
// are, so Next's cookie jar (which encodes values) and setCookieHeaders (which does not) write the same bytes. The two
// formats sign different messages: only the list's contains `!` and `~`, so no old signature passes for a list.
function mac(message: string): string {
  return createHmac('sha256', deriveKey('login-device')).update(message).digest('base64url');
}

function macMatches(message: string, given: string): boolean {
  const expected = Buffer.from(mac(message));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function entryOf(text: string): TrustedDevice | null {
  const parts = text.split('.');
  if (parts.length !== 2) return null;
  const [accountId, nonce] = parts as [string, string];
  return ACCOUNT_ID.test(accountId) && NONCE.test(nonce) ? { accountId, nonce } : null;
}

/**
 * The accounts a device cookie vouches for, oldest login first, when its signature holds; else none (absent, forged,
 * malformed or too long: such a cookie is ignored, never an error). Reads the list format and, so browsers trusted
 * before it keep their trust, the old one-account format (`{accountId}.{nonce}.{HMAC(accountId.nonce)}`).
 */
export function verifyDeviceCookie(value: string | undefined): TrustedDevice[] {
  if (!value || value.length > DEVICE_COOKIE_MAX_BYTES) return [];
  const sections = value.split('!');
  if (sections.length === 1) {
    // The old format: one account. (It can be dropped once the last such cookie has expired, a year after this one.)
    const parts = value.split('.');
    if (parts.length !== 3) return [];
    const entry = entryOf(`${parts[0]}.${parts[1]}`);
    return entry && macMatches(`${entry.accountId}.${entry.nonce}`, parts[2]!) ? [entry] : [];
  }
  if (sections.length !== 3 || sections[0] !== LIST_VERSION) return [];
  const [, list, signature] = sections as [string, string, string];
  const entries = list.split('~').map(entryOf);
  if (entries.length === 0 || entries.some((entry) => !entry)) return [];
  if (!macMatches(`${LIST_VERSION}!${list}`, signature)) return [];
  // Never written twice, but a later entry is the more recent login.
  const byAccount = new Map<string, TrustedDevice>();
  for (const entry of entries as TrustedDevice[]) {
    byAccount.delete(entry.accountId);
    byAccount.set(entry.accountId, entry);
  }
  return [...byAccount.values()];
}

/** The device entry among `devices` (verifyDeviceCookie) for `accountId`, if the browser is trusted for it. */
export function trustedDeviceFor(devices: readonly TrustedDevice[], accountId: string): TrustedDevice | null {
  return devices.find((device) => device.accountId === accountId) ?? null;
}

/**
 * The device cookie value after a successful login (or registration) for `accountId`: the accounts it already held
 * (`devices`, verified), with this one moved to the end as the most recent, keeping its nonce when it had one (its
 * failures keep counting under the same key), else a new random nonce. Past MAX_TRUSTED_ACCOUNTS_PER_BROWSER
 * accounts, or DEVICE_COOKIE_MAX_BYTES, the least recently signed-in accounts are dropped.
 */
export function issueDeviceCookie(accountId: string, devices: readonly TrustedDevice[] = []): string {
  const own = trustedDeviceFor(devices, accountId) ?? {
    accountId,
    nonce: randomBytes(DEVICE_NONCE_BYTES).toString('base64url'),
  };
  const entries = [...devices.filter((device) => device.accountId !== accountId), own].slice(
    -MAX_TRUSTED_ACCOUNTS_PER_BROWSER,
  );
  for (;;) {
    const list = entries.map((entry) => `${entry.accountId}.${entry.nonce}`).join('~');
    const value = `${LIST_VERSION}!${list}!${mac(`${LIST_VERSION}!${list}`)}`;
    if (value.length <= DEVICE_COOKIE_MAX_BYTES || entries.length === 1) return value;
    entries.shift();
  }
}

/** The device cookie's value from a request's cookies, under the name that is read where this request is served. */
export function readDeviceCookie(jar: CookieReader, secure: boolean): string | undefined {
  return jar.get(deviceCookie(secure).name)?.value || undefined;
}

export function writeDeviceCookie(jar: CookieWriter, value: string, secure: boolean): void {
  const { name, options } = deviceCookie(secure);
  jar.set(name, value, options);
}
