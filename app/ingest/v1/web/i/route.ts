import { readBodyBytes } from '@/lib/http/request-body';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { BEACON_SIZE_LIMIT, ingestBatch } from '@/lib/ingest';
import { ingestBearer } from '@/lib/ingest/token';
import { batchQueue, ingestRoute, okResponse } from '../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST ?batch={page}_{n}, a binary batch (gzip allowed), Bearer → 200 once durably stored (also for a repeat) | 400 |
 * 401 | 413 | 503 + Retry-After when the bounded queue is full (tracker/PROTOCOL.md "Batch").
 */
export const POST = ingestRoute(async (request) => {
  const declared = Number(request.headers.get('content-length'));
  const size = Number.isFinite(declared) && declared > 0 ? Math.min(declared, BEACON_SIZE_LIMIT) : BEACON_SIZE_LIMIT;
  return batchQueue().run(size, async () => {
    const body = await readBodyBytes(request, { maxBytes: BEACON_SIZE_LIMIT });
    const result = await ingestBatch({
      token: ingestBearer(request),
      batchParam: new URL(request.url).searchParams.get('batch'),
      body,
      contentEncoding: request.headers.get('content-encoding'),
    });
    return result.ok ? okResponse(result) : failureResponse(result);
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
