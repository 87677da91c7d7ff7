import { authenticatedRoute } from '@/lib/auth';
import { markActivitiesRead } from '@/lib/discussion';
import { jsonResponse } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/readuseractivity/{id}, bearer access token or the session cookies → marks activity {id} and every older
 * one of the caller as read (the client sends the first item's id) → 200 {ok: true} | 401 | 404 {error}.
 * A GET that changes state: when authorised by cookies it must come from our own pages (Sec-Fetch-Site), so another
 * site cannot clear a member's notifications with an <img>.
 */
export const GET = authenticatedRoute<{ id: string }>(
  async (_request, auth, { id }) => {
    const result = await markActivitiesRead(auth.user.id, id);
    return result.ok ? jsonResponse({ ok: true }) : failureResponse(result);
  },
  { sameOriginForCookies: true },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
