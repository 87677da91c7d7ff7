import { AppError, zodFailure } from '@/lib/errors';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { ingestCaller } from '@/lib/ingest';
import { issueUploadUrl, uploadUrlQuerySchema } from '@/lib/usability-tests';
import { ingestRoute, okResponse } from '../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET ?testId={id}&segment={n}&startedAt={ms}, Bearer → 200 {url, expiresAt} | 400 | 401 | 403 | 404. The URL is on
 * the origin the tracker reached the ingest at.
 */
export const GET = ingestRoute(async (request) => {
  const caller = await ingestCaller(request, { mayRecord: true });
  if ('ok' in caller) return failureResponse(caller);
  const url = new URL(request.url);
  const query = uploadUrlQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw AppError.from(zodFailure(query.error, 'query'));
  const result = await issueUploadUrl(caller, query.data, { origin: url.origin });
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
