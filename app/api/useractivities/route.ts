import { authenticatedRoute } from '@/lib/auth';
import { listActivities } from '@/lib/discussion';
import { jsonResponse } from '@/lib/http/response';
import { otherMethods } from '@/lib/http/route';
import { isLang } from '@/lib/i18n/languages';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET, bearer access token or the session cookies → 200 [{ id, read, actor, kind, question: {slug, title}, group?,
 * createdAt }], newest first (clients read `id` and `read`); `?lang=` picks the language of question
 * titles, `?limit=` how many (default 50, at most 100) | 401 {error}.
 */
export const GET = authenticatedRoute(async (request, auth) => {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang');
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  const items = await listActivities(auth.user.id, {
    lang: isLang(lang) ? lang : 'original',
    ...(Number.isSafeInteger(limit) ? { limit } : {}),
  });
  return jsonResponse(items);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
