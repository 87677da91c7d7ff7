/**
 * What the rest of the app uses from lib/auth. Route handlers, proxy.ts, server components and server actions import
 * from here; the files behind it are free to change.
 */
export { loginWithPassword, registerAccount } from './accounts';
export { readDeviceCookie, writeDeviceCookie } from './device';
export { loginSchema, registerSchema } from './credentials';
export {
  endSessionByAccessToken,
  endSessionByRefreshToken,
  endSessionByTokens,
  rotateRefreshToken,
} from './session-store';
export type { SessionUser } from './session-store';
export {
  checkSession,
  clearSessionCookies,
  cookieReader,
  secureCookiesFor,
  readSession,
  readSessionTokens,
  SESSION_NEEDS_HTTPS,
  sessionCookiesRefused,
  setCookieHeaders,
  writeSessionCookies,
} from './session-cookies';
export type { CookieOptions } from './session-cookies';
export { applySessionCookies, assertSameOrigin, authenticateRequest, bearerToken } from './request';
export { authenticatedRoute } from './route';
export type { SignedInRequest } from './route';
