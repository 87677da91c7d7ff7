/**
 * What the rest of the app uses from lib/auth. Route handlers, proxy.ts, server components and server actions import
 * from here; the files behind it are free to change.
 */
export { loginWithPassword, registerAccount, LOGIN_FAILED_MESSAGE } from './accounts';
export type { LoginResult, RegisterResult, SignedIn } from './accounts';
export { loginSchema, registerSchema } from './credentials';
export type { LoginInput, RegisterInput } from './credentials';
export { getAuthSecret } from './secret';
export {
  authenticateAccessToken,
  endAllSessions,
  endSession,
  endSessionByAccessToken,
  endSessionByRefreshToken,
  endSessionByTokens,
  rotateRefreshToken,
} from './session-store';
export type { AccessCheck, RefreshResult, SessionUser, TokenPair } from './session-store';
export {
  checkSession,
  clearSessionCookies,
  cookieReader,
  secureCookiesFor,
  readSession,
  readSessionTokens,
  sessionCookies,
  setCookieHeaders,
  writeSessionCookies,
  MEMBER_NAME_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from './session-cookies';
export type { CookieOptions, CookieReader, CookieWriter, SessionCheck, SessionTokens } from './session-cookies';
export { applySessionCookies, assertSameOrigin, authenticateRequest, bearerToken } from './request';
export type { RequestAuth } from './request';
export { authenticatedRoute } from './route';
export type { SignedInRequest } from './route';
