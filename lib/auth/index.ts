/**
 * What the site's routes, pages, server actions, proxy and scripts use from lib/auth: outside lib/ they import it from
 * here, and the files behind it are free to change, but for those .dependency-cruiser.cjs names
 * (lib-auth-through-index, lib-auth-for-domains): member-hint.ts, which the browser loads and this index (server code)
 * cannot be, and the few other lib/ domains import by name (studio-access, session-memory, credentials, password,
 * session-store). Those stay out of here on purpose: this index carries the session readers, which would then be in
 * everything a domain renders, cached pages included (scripts/lint/cached-page-graph.test.ts).
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
