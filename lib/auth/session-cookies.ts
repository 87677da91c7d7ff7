import 'server-only';
import type { Clock } from '@/lib/clock';
import { failure, type Failure } from '@/lib/errors';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-token';
import {
  authenticateAccessToken,
  rotateRefreshToken,
  type AlsoSelect,
  type SessionUser,
  type TokenPair,
} from './session-store';
import { MEMBER_NAME_COOKIE, SIGNED_IN_HINT_COOKIE } from './member-hint';

/**
 * The web UI's session lives in two httpOnly cookies set by the server (docs/decisions/0008-browser-session-cookies.md); page scripts
 * never see a token. Over https the names carry the `__Host-` prefix, which makes the browser insist on Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite them. That prefix requires Secure, which a
 * browser refuses over plain http, so plain-http development (http://localhost) uses the same names without it.
 */
export const ACCESS_COOKIE = '__Host-parley-access';
export const REFRESH_COOKIE = '__Host-parley-refresh';
export const PLAIN_HTTP_ACCESS_COOKIE = 'parley-access';
export const PLAIN_HTTP_REFRESH_COOKIE = 'parley-refresh';
// Beside the httpOnly session cookies, two script-readable ones that are not credentials: the session hint and the
// member's name, which the navigation bar reads before its first paint (lib/auth/member-hint.ts says why).
export { MEMBER_NAME_COOKIE, SIGNED_IN_HINT_COOKIE } from './member-hint';

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export interface SessionCookie {
  name: string;
  options: CookieOptions;
}

/** Names and options of the two cookies; `secure` = see secureCookiesFor. */
export function sessionCookies(secure: boolean): { access: SessionCookie; refresh: SessionCookie } {
  const options = (maxAge: number): CookieOptions => ({ httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge });
  return {
    // The access cookie lives as long as the token: once it is gone, the refresh cookie renews the pair.
    access: { name: secure ? ACCESS_COOKIE : PLAIN_HTTP_ACCESS_COOKIE, options: options(ACCESS_TOKEN_TTL_SECONDS) },
    refresh: { name: secure ? REFRESH_COOKIE : PLAIN_HTTP_REFRESH_COOKIE, options: options(REFRESH_TOKEN_TTL_SECONDS) },
  };
}

/** Hosts for which a plain-http session is allowed (a developer's own machine): localhost, *.localhost, 127/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/**
 * Whether the session cookies must be `Secure` with the `__Host-` prefix: always, except for plain http on a loopback
 * host (`npm start` on a developer's machine), where a browser would drop a Secure cookie. The scheme is the one the
 * browser used: X-Forwarded-Proto (from a TLS-terminating proxy, and always set by Next's server, so Next's
 * `await headers()` alone suffices in a server action), else the URL's. A deployment reached over plain http on any
 * other host therefore gets Secure cookies the browser would refuse: the sign-in forms refuse first, saying so
 * (sessionCookiesRefused), instead of sending the session in clear text.
 */
export function secureCookiesFor(request: RequestLike): boolean {
  if (schemeOf(request) === 'https') return true;
  const url = request.url ? new URL(request.url) : null;
  const host = request.headers.get('x-forwarded-host')?.split(',')[0] || request.headers.get('host') || url?.host || '';
  return !isLoopbackHost(host);
}

/**
 * Whether a browser would drop the session cookies set in answer to this request: they must be Secure
 * (secureCookiesFor) and the browser came over plain http. Signing in would then seem to work and leave the visitor
 * signed out, so the sign-in and registration forms refuse with SESSION_NEEDS_HTTPS before anything happens.
 */
export function sessionCookiesRefused(request: RequestLike): boolean {
  return secureCookiesFor(request) && schemeOf(request) !== 'https';
}

/** The refusal of a sign-in that a browser could not keep (sessionCookiesRefused); the forms say it in the page's language. */
export const SESSION_NEEDS_HTTPS: Failure = failure(
  'forbidden',
  'Signing in needs https on this host: the session cookies are Secure, and a browser drops them over plain http',
  { reason: 'needsHttps' },
);

type RequestLike = { url?: string; headers: { get(name: string): string | null } };

/** The scheme the browser used: X-Forwarded-Proto (a TLS-terminating proxy's, or Next's own), else the URL's. */
function schemeOf(request: RequestLike): string {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwardedProto || (request.url ? new URL(request.url).protocol.replace(/:$/, '') : '') || 'http';
}

/** Next's `await cookies()`, `request.cookies`, or cookieReader(headers) for a plain Request. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** Next's `(await cookies())` in a server action / route handler, `response.cookies` of a NextResponse. */
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export interface SessionTokens {
  access?: string;
  refresh?: string;
}

/**
 * The two tokens from the cookies, under the names in use where the request is served (`secure`: secureCookiesFor).
 * Where secure cookies are in use only the `__Host-` names are read: an unprefixed `parley-access` can be planted by a
 * sibling subdomain or an http man-in-the-middle, and reading it would turn a stranger's token into this browser's
 * session (login CSRF, session fixation). The unprefixed names are read only on plain http at a loopback host.
 */
export function readSessionTokens(jar: CookieReader, secure: boolean): SessionTokens {
  const { access, refresh } = sessionCookies(secure);
  const value = (name: string) => jar.get(name)?.value || undefined;
  return { access: value(access.name), refresh: value(refresh.name) };
}

/** The session's cookies for `member`: the two tokens (httpOnly) and the two hints the bar reads before painting. */
export function writeSessionCookies(
  jar: CookieWriter,
  tokens: TokenPair,
  secure: boolean,
  member: Pick<SessionUser, 'username'>,
): void {
  const { access, refresh } = sessionCookies(secure);
  jar.set(access.name, tokens.token, access.options);
  jar.set(refresh.name, tokens.refreshToken, refresh.options);
  jar.set(SIGNED_IN_HINT_COOKIE, '1', { ...refresh.options, httpOnly: false });
  jar.set(MEMBER_NAME_COOKIE, member.username, { ...refresh.options, httpOnly: false });
}

export function clearSessionCookies(jar: CookieWriter, secure: boolean): void {
  const { access, refresh } = sessionCookies(secure);
  jar.set(access.name, '', { ...access.options, maxAge: 0 });
  jar.set(refresh.name, '', { ...refresh.options, maxAge: 0 });
  jar.set(SIGNED_IN_HINT_COOKIE, '', { ...refresh.options, httpOnly: false, maxAge: 0 });
  jar.set(MEMBER_NAME_COOKIE, '', { ...refresh.options, httpOnly: false, maxAge: 0 });
}

/** A CookieReader over a plain Request's Cookie header (route handlers receive a Request). */
export function cookieReader(headers: Headers): CookieReader {
  const cookies = new Map<string, string>();
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return { get: (name) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined) };
}

/** A CookieWriter appending Set-Cookie headers to a plain Response's headers. */
export function setCookieHeaders(headers: Headers): CookieWriter {
  return {
    set(name, value, options) {
      const attributes = [
        `${name}=${value}`,
        `Path=${options.path}`,
        `Max-Age=${options.maxAge}`,
        ...(options.httpOnly ? ['HttpOnly'] : []),
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ];
      headers.append('Set-Cookie', attributes.join('; '));
    },
  };
}

export type SessionCheck<T = undefined> =
  | {
      status: 'valid';
      user: SessionUser;
      sessionId: string;
      rotated?: TokenPair;
      /** What `alsoSelect` read, in the same statement; absent when the session was renewed instead (ask separately). */
      also?: T;
    }
  | { status: 'invalid'; clearCookies: boolean };

/**
 * The session check (docs/decisions/0019-session-check-in-proxy.md), for the web UI (proxy.ts, server components, server actions) with the two cookie
 * values: a good access token means a valid session; otherwise, when a refresh token exists, it is rotated and the
 * session counts as valid with the new pair in `rotated` (write it back with writeSessionCookies); without a refresh
 * token, or when rotation fails, the session is invalid and `clearCookies` says whether there is anything to remove.
 * `alsoSelect` reads one more fact about the member with a good access token, in the same statement (AlsoSelect).
 */
export async function checkSession<T = undefined>(
  tokens: SessionTokens,
  clock: Clock = {},
  alsoSelect?: AlsoSelect<T>,
): Promise<SessionCheck<T>> {
  if (tokens.access) {
    const access = await authenticateAccessToken(tokens.access, clock, alsoSelect);
    if (access.ok)
      return {
        status: 'valid',
        user: access.user,
        sessionId: access.sessionId,
        ...(alsoSelect ? { also: access.also as T } : {}),
      };
  }
  if (!tokens.refresh) return { status: 'invalid', clearCookies: Boolean(tokens.access) };
  const rotated = await rotateRefreshToken(tokens.refresh, clock);
  if (!rotated.ok) return { status: 'invalid', clearCookies: true };
  return { status: 'valid', user: rotated.user, sessionId: rotated.sessionId, rotated: rotated.tokens };
}

/**
 * Read-only session lookup for server components, which cannot set cookies: the access cookie alone decides, and
 * nothing is rotated. (Rotating there would spend the browser's refresh token without handing it the successor;
 * after the reuse grace its next refresh would then revoke the whole session.) An expired access cookie is renewed by
 * checkSession() where cookies can be written: proxy.ts, route handlers, server actions.
 */
export async function readSession(
  tokens: SessionTokens,
  clock: Clock = {},
): Promise<{ user: SessionUser; sessionId: string } | null> {
  if (!tokens.access) return null;
  const access = await authenticateAccessToken(tokens.access, clock);
  return access.ok ? { user: access.user, sessionId: access.sessionId } : null;
}
