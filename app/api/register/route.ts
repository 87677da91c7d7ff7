import {
  cookieReader,
  readDeviceCookie,
  registerAccount,
  registerSchema,
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
 * POST {username, email, pwd, language} → 201 {token, refreshToken} | 400/409 {error, field} | 429 {error} with
 * Retry-After past REGISTRATIONS_PER_ADDRESS (lib/auth/accounts.ts). A client that keeps cookies gets the new
 * account's device cookie, as a login's, so strangers' failed logins never lock out the browser that registered.
 */
export const POST = jsonRoute(async (request) => {
  const input = await readJsonBody(request, registerSchema);
  const secure = secureCookiesFor(request);
  // The cookie this client sent keeps its other accounts' trust: the new account is added to it (docs/decisions/0069).
  const device = readDeviceCookie(cookieReader(request.headers), secure);
  const result = await registerAccount(input, { clientAddress: clientAddress(request), device });
  if (!result.ok) return failureResponse(result);
  const response = jsonResponse(
    { token: result.tokens.token, refreshToken: result.tokens.refreshToken },
    { status: 201 },
  );
  writeDeviceCookie(setCookieHeaders(response.headers), result.deviceCookie, secure);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
