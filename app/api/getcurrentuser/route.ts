import { applySessionCookies, authenticateRequest } from '@/lib/auth';
import { errorResponse, jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET, bearer access token or the session cookies → 200 {username} | 401 {error}. */
export const GET = jsonRoute(async (request) => {
  const auth = await authenticateRequest(request);
  const response = auth.ok ? jsonResponse({ username: auth.user.username }) : errorResponse(401, auth.error);
  return applySessionCookies(response, request, auth);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
