import { jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';
import { testLinkStatus } from '@/lib/usability-tests';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET ?projectKey={key} → 200 {status: 'open' | 'ended'}: whether a participant link (`?oruxt={id}`) still leads to a
 * test of that project; the consent banner asks before it asks the visitor to take part.
 */
export const GET = jsonRoute<{ id: string }>(async (request, { id }) => {
  const projectKey = new URL(request.url).searchParams.get('projectKey') ?? '';
  return jsonResponse({ status: await testLinkStatus(projectKey.slice(0, 200), id) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
