import { authenticatedRoute, type SignedInRequest } from '@/lib/auth';
import { markActivitiesRead } from '@/lib/discussion';
import { jsonResponse } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function markRead(_request: Request, auth: SignedInRequest, { id }: { id: string }): Promise<Response> {
  const result = await markActivitiesRead(auth.user.id, id);
  return result.ok ? jsonResponse({ ok: true }) : failureResponse(result);
}

/**
 * GET /api/readuseractivity/{id} with a bearer access token → marks activity {id} and every older one of the caller as
 * read (the client sends the first item's id) → 200 {ok: true} | 401 | 404 {error}. A GET that changes state
 * is the product API's contract, so it is honoured only for a bearer token: any page, image or recorded replay can make
 * a browser send a GET with its cookies, so a cookie-only GET changes nothing (401).
 */
export const GET = authenticatedRoute(markRead, { bearerOnly: true });

/** POST, the same for the site's own pages: with the session cookies, from our own origin only (Sec-Fetch-Site). */
export const POST = authenticatedRoute(markRead, { sameOriginForCookies: true });

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
