import 'server-only';
import type { Clock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import {
  checkSession,
  clearSessionCookies,
  cookieReader,
  secureCookiesFor,
  readSessionTokens,
  setCookieHeaders,
  writeSessionCookies,
} from './session-cookies';
import { authenticateAccessToken, type SessionUser, type TokenPair } from './session-store';

export type RequestAuth =
  | { ok: true; via: 'bearer' | 'cookie'; user: SessionUser; sessionId: string; rotated?: TokenPair }
  | { ok: false; error: string; clearCookies: boolean };

/** The token of an `Authorization: Bearer …` header; null when there is no such header; `unauthorized` on another scheme. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AppError('unauthorized', 'Authorization must be "Bearer <token>"');
  return match[1];
}

/**
 * Who is calling a route handler: an API client with `Authorization: Bearer <access token>`, otherwise the browser's
 * session cookies (backend-for-frontend), renewed through the refresh cookie when the access cookie has expired
 * (then `rotated` holds the pair to send back: see applySessionCookies).
 */
export async function authenticateRequest(request: Request, clock: Clock = {}): Promise<RequestAuth> {
  const bearer = bearerToken(request);
  if (bearer !== null) {
    const access = await authenticateAccessToken(bearer, clock);
    if (!access.ok) return { ok: false, error: accessError(access.reason), clearCookies: false };
    return { ok: true, via: 'bearer', user: access.user, sessionId: access.sessionId };
  }
  const tokens = readSessionTokens(cookieReader(request.headers), secureCookiesFor(request));
  if (!tokens.access && !tokens.refresh) return { ok: false, error: 'Not signed in', clearCookies: false };
  const session = await checkSession(tokens, clock);
  if (session.status === 'invalid')
    return { ok: false, error: 'Session expired; sign in again', clearCookies: session.clearCookies };
  return { ok: true, via: 'cookie', user: session.user, sessionId: session.sessionId, rotated: session.rotated };
}

function accessError(reason: string): string {
  if (reason === 'expired') return 'Access token expired';
  if (reason === 'revoked' || reason === 'reused') return 'Access token revoked';
  return 'Invalid access token';
}

/**
 * A state-changing request authorised by cookies must come from our own pages: the browser says so with
 * `Sec-Fetch-Site: same-origin` (or `none`, typed into the address bar), or, for browsers without Fetch Metadata,
 * with an Origin equal to ours. SameSite=Lax already keeps the cookies off cross-site POSTs; this also refuses
 * same-site (sibling subdomain) senders. Bearer-authorised requests carry no ambient credentials and need no check.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return;
  if (!site) {
    const origin = request.headers.get('origin');
    if (origin && origin === ownOrigin(request)) return;
  }
  throw new AppError('forbidden', 'Cross-origin request refused');
}

function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? request.headers.get('host');
  return `${proto ? `${proto}:` : url.protocol}//${host ?? url.host}`;
}

/** Adds the Set-Cookie headers an authentication result calls for (a rotated pair, or clearing dead cookies). */
export function applySessionCookies(response: Response, request: Request, auth: RequestAuth): Response {
  const secure = secureCookiesFor(request);
  if (auth.ok && auth.rotated) writeSessionCookies(setCookieHeaders(response.headers), auth.rotated, secure, auth.user);
  if (!auth.ok && auth.clearCookies) clearSessionCookies(setCookieHeaders(response.headers), secure);
  return response;
}
