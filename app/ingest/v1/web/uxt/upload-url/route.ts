import { AppError, zodFailure } from '@/lib/errors';
import { requestOrigin } from '@/lib/http/request-origin';
import { videoDiskRoom, videoOwner } from '@/lib/ingest';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { issueUploadUrl, uploadUrlQuerySchema } from '@/lib/usability-tests';
import { okResponse, recordingSessionRoute } from '../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET ?testId={id}&segment={n}&startedAt={ms}, Bearer, and the token of an earlier session whose video it is in
 * X-Parley-Video-Token (UXT_VIDEO_TOKEN_HEADER) → 200 {url, expiresAt} | 400 | 401 | 403 | 410 never storable (the
 * session's or test's video quota stored too) | 503 the disk below the ingest's free-disk floor. The URL
 * is on the origin the participant's browser reached the ingest at (the Host it asked for, or a trusted proxy's
 * forwarded host), so the PUT is never cross-origin.
 */
export const GET = recordingSessionRoute(async (request, caller) => {
  const url = new URL(request.url);
  const query = uploadUrlQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw AppError.from(zodFailure(query.error, 'query'));
  const owner = await videoOwner(request, caller);
  if (!owner.ok) return failureResponse(owner);
  const result = await issueUploadUrl(owner.claims, query.data, {
    origin: requestOrigin(request),
    diskRoom: videoDiskRoom,
  });
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
