/**
 * What the site's routes, pages, server actions, proxy and scripts take from lib/auth, so that the files behind it are
 * free to change. Not here on purpose (.dependency-cruiser.cjs names who may import them directly): member-hint.ts,
 * which the browser loads, and the files other lib/ domains import by name, since this index carries the session
 * readers, which a domain would then put into cached pages.
 */
export { loginWithPassword, registerAccount } from './accounts';
export { readDeviceCookie, writeDeviceCookie } from './device';
export {
  EMAIL_MAX_LENGTH,
  loginSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerSchema,
  USERNAME_MAX_LENGTH,
} from './credentials';
export { PROOF_REQUIRED } from './login-proof';
export { setMemberRole } from './roles';
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
