import { applySessionCookies, authenticateRequest } from '@/lib/auth';
import { errorResponse, jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST, bearer access token (or the session cookies) → 200 {success: true} | 401 {error}. */
export const POST = jsonRoute(async (request) => {
  const auth = await authenticateRequest(request);
  const response = auth.ok ? jsonResponse({ success: true }) : errorResponse(401, auth.error);
  return applySessionCookies(response, request, auth);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
