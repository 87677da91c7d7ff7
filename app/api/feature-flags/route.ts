import { applySessionCookies, authenticateRequest } from '@/lib/auth';
import { siteFlagsAtRender } from '@/lib/ingest/flags';
import { jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200 {flags: [{key, value, payload}]}: the site's feature flags evaluated by the server for a visitor without a
 * tracker, who did not agree to recording (docs/decisions/0110-flags-at-render.md). A signed-in member (session
 * cookies or bearer token) gets their own, bucketed by name as their tracker would; anyone else the flags rolled out
 * to everyone. Needs no recording and stores nothing, sets no cookie of its own; never cached.
 */
export const GET = jsonRoute(async (request) => {
  const auth = await authenticateRequest(request);
  const flags = await siteFlagsAtRender({
    member: auth.ok ? auth.user.username : null,
    userAgent: request.headers.get('user-agent') ?? '',
  });
  return applySessionCookies(
    jsonResponse({ flags: flags.map(({ key, value, payload }) => ({ key, value, payload })) }),
    request,
    auth,
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
