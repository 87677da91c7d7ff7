import {
  assertSameOrigin,
  authenticateRequest,
  clearSessionCookies,
  endSession,
  secureCookiesFor,
  setCookieHeaders,
} from '@/lib/auth';
import { errorResponse, jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST, bearer access token → 200 {} and the whole session ends (its access and refresh tokens) | 401 {error}.
 * From the browser (session cookies, same origin only) it also deletes the cookies.
 */
export const POST = jsonRoute(async (request) => {
  const viaCookies = !request.headers.has('authorization');
  if (viaCookies) assertSameOrigin(request);
  const auth = await authenticateRequest(request);
  if (!auth.ok) return errorResponse(401, auth.error);
  await endSession(auth.sessionId);
  const response = jsonResponse({});
  if (viaCookies) clearSessionCookies(setCookieHeaders(response.headers), secureCookiesFor(request));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
