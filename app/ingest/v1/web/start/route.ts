import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/request-body';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { JSON_SIZE_LIMIT, startSchema, startSession } from '@/lib/ingest';
import { ingestRoute, okResponse } from '../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST tracker/PROTOCOL.md "Session" → 200 {token, sessionID, …} | 400 | 403 (unknown key, capture rate miss) | 413 | 429. */
export const POST = ingestRoute(async (request) => {
  const input = await readJsonBody(request, startSchema, { maxBytes: JSON_SIZE_LIMIT, anyContentType: true });
  const result = await startSession(input, { userAgent: request.headers.get('user-agent') ?? '', clientAddress: clientAddress(request) });
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
