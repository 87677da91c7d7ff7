import {
  cookieReader,
  loginSchema,
  loginWithPassword,
  readDeviceCookie,
  secureCookiesFor,
  setCookieHeaders,
  writeDeviceCookie,
} from '@/lib/auth';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/request-body';
import { jsonResponse } from '@/lib/http/response';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST {email, pwd, altcha?} → 200 {token, refreshToken} | 401 {error} (same for unknown email) | 429 + Retry-After.
 * Past the account's ceiling for untrusted clients alone, the 429 carries `challenge` (ALTCHA, lib/auth/login-proof.ts):
 * the same login with the solution as `altcha` is tried now. A client that keeps cookies also gets the device cookie,
 * which keeps strangers' failures from locking it out: the cookie it sent (one signed list, lib/auth/device.ts) with
 * this account added, so it stays trusted for the others too.
 */
export const POST = jsonRoute(async (request) => {
  const input = await readJsonBody(request, loginSchema);
  const secure = secureCookiesFor(request);
  const device = readDeviceCookie(cookieReader(request.headers), secure);
  const result = await loginWithPassword(input, { clientAddress: clientAddress(request), device });
  if (!result.ok) return failureResponse(result, {}, 'challenge' in result ? { challenge: result.challenge } : {});
  const response = jsonResponse({ token: result.tokens.token, refreshToken: result.tokens.refreshToken });
  writeDeviceCookie(setCookieHeaders(response.headers), result.deviceCookie, secure);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
