import { failureResponse, otherMethods } from '@/lib/http/route';
import { ingestCaller } from '@/lib/ingest';
import { serveTest } from '@/lib/usability-tests';
import { ingestRoute, okResponse } from '../../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET, Bearer → 200 {test} | 401 | 403 another project's test or a session that records nothing | 404 unknown or closed. */
export const GET = ingestRoute<{ id: string }>(async (request, { id }) => {
  const caller = await ingestCaller(request, { mayRecord: true });
  if ('ok' in caller) return failureResponse(caller);
  const result = await serveTest(caller, id);
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
