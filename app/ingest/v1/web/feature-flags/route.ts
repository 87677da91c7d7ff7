import { jsonResponse } from '@/lib/http/response';
import { readJsonBody } from '@/lib/http/request-body';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { flagsFor, flagsRequestSchema, ingestCaller, JSON_SIZE_LIMIT } from '@/lib/ingest';
import { ingestRoute } from '../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST visitor attributes + persistFlags (tracker/PROTOCOL.md), Bearer → 200 {flags: [{key, is_persist, value, payload}]}. */
export const POST = ingestRoute(async (request) => {
  const caller = await ingestCaller(request);
  if ('ok' in caller) return failureResponse(caller);
  const input = await readJsonBody(request, flagsRequestSchema, { maxBytes: JSON_SIZE_LIMIT, anyContentType: true });
  return jsonResponse({ flags: await flagsFor(caller, input, { userAgent: request.headers.get('user-agent') ?? '' }) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
