import {
  assertSameOrigin,
  bearerToken,
  clearSessionCookies,
  cookieReader,
  endSessionByAccessToken,
  endSessionByTokens,
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
 * POST, bearer access token → 200 {} and the whole session ends (its access and refresh tokens) | 401 {error} for a
 * token we never issued. Idempotent (RFC 7009): an expired token, or one whose session already ended (the client's
 * logout/refresh right after this call), still responds with 200. From the browser (session cookies, same origin only) it
 * also deletes the cookies.
 */
export const POST = jsonRoute(async (request) => {
  const bearer = bearerToken(request);
  if (bearer !== null) {
    return (await endSessionByAccessToken(bearer))
      ? jsonResponse({})
      : failureResponse(failure('unauthorized', 'Invalid access token'));
  }
  assertSameOrigin(request);
  const tokens = readSessionTokens(cookieReader(request.headers), secureCookiesFor(request));
  if (!tokens.access && !tokens.refresh) return failureResponse(failure('unauthorized', 'Not signed in'));
  const response = (await endSessionByTokens(tokens))
    ? jsonResponse({})
    : failureResponse(failure('unauthorized', 'Invalid session'));
  clearSessionCookies(setCookieHeaders(response.headers), secureCookiesFor(request));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
