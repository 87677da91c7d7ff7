import { jsonResponse } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { ingestCaller, tagsFor } from '@/lib/ingest';
import { ingestRoute } from '../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET, Bearer → 200 {tags: [{id, selector}]} (tracker/PROTOCOL.md "Start conditions, feature flags, tags"). */
export const GET = ingestRoute(async (request) => {
  const caller = await ingestCaller(request);
  if ('ok' in caller) return failureResponse(caller);
  return jsonResponse({ tags: await tagsFor(caller) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
