import { failureResponse, otherMethods } from '@/lib/http/route';
import { conditionsFor, ingestCaller } from '@/lib/ingest';
import { ingestRoute, okResponse } from '../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET /ingest/v1/web/conditions/{projectID}, Bearer → 200 {conditions: [{name, capture_rate, filters}]} | 401 | 403. */
export const GET = ingestRoute<{ id: string }>(async (request, { id }) => {
  const caller = await ingestCaller(request);
  if ('ok' in caller) return failureResponse(caller);
  const result = await conditionsFor(caller, id);
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
