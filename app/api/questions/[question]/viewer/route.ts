import { authenticatedRoute } from '@/lib/auth';
import { questionViewerState } from '@/lib/discussion';
import { jsonResponse } from '@/lib/http/response';
import { failure } from '@/lib/errors';
import { failureResponse, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/questions/{slug}/viewer, bearer access token or the session cookies → 200 { upvoted: [post id], reported:
 * [post id], own: { question: {title, body} | null, answers: {answer id: markdown} } } | 401 | 404 {error}.
 * A question page is the same for everyone and kept (app/[lang]/question); the member's side of it comes from here,
 * never from the kept page, and no cache may keep this response (`no-store`).
 */
export const GET = authenticatedRoute<{ question: string }>(async (_request, auth, { question }) => {
  const state = await questionViewerState(question, auth.user.id);
  return state ? jsonResponse(state) : failureResponse(failure('not_found', 'No such question'));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
