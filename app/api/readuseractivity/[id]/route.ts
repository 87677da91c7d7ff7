import { applySessionCookies, assertSameOrigin, authenticateRequest } from '@/lib/auth';
import { markActivitiesRead } from '@/lib/discussion';
import { errorResponse, jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/readuseractivity/{id}, bearer access token or the session cookies → marks activity {id} and every older
 * one of the caller as read (spec §7: the client sends the first item's id) → 200 {ok: true} | 401 | 404 {error}.
 * A GET that changes state: when authorised by cookies it must come from our own pages (Sec-Fetch-Site), so another
 * site cannot clear a member's notifications with an <img>.
 */
export const GET = jsonRoute(async (request) => {
  const auth = await authenticateRequest(request);
  if (!auth.ok) return applySessionCookies(errorResponse(401, auth.error), request, auth);
  if (auth.via === 'cookie') assertSameOrigin(request);
  const id = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  const result = await markActivitiesRead(auth.user.id, id);
  const response = result.ok ? jsonResponse({ ok: true }) : errorResponse(result.status, result.error);
  return applySessionCookies(response, request, auth);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
