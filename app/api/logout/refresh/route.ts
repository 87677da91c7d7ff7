import {
  assertSameOrigin,
  bearerToken,
  clearSessionCookies,
  cookieReader,
  endSessionByRefreshToken,
  secureCookiesFor,
  readSessionTokens,
  setCookieHeaders,
} from '@/lib/auth';
import { jsonResponse } from '@/lib/http/response';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST, bearer refresh token → 200 {} and its session ends | 401 {error} for a token we never issued. Idempotent
 * (RFC 7009): a spent, expired or already revoked token of ours still responds with 200, so the client's logout/access
 * followed by this call succeeds twice. From the browser (refresh cookie, same origin only) it also deletes the
 * cookies.
 */
export const POST = jsonRoute(async (request) => {
  const bearer = bearerToken(request);
  const viaCookies = bearer === null;
  if (viaCookies) assertSameOrigin(request);
  const token = bearer ?? readSessionTokens(cookieReader(request.headers), secureCookiesFor(request)).refresh;
  if (!token)
    return failureResponse(failure('unauthorized', 'Missing refresh token (Authorization: Bearer <refresh token>)'));
  const ended = await endSessionByRefreshToken(token);
  const response = ended ? jsonResponse({}) : failureResponse(failure('unauthorized', 'Invalid refresh token'));
  if (viaCookies) clearSessionCookies(setCookieHeaders(response.headers), secureCookiesFor(request));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
