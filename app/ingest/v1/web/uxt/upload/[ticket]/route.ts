import { failureResponse, otherMethods } from '@/lib/http/route';
import { receiveUpload } from '@/lib/usability-tests';
import { ingestRoute, okResponse } from '../../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * PUT the segment's webm (Content-Type video/webm), no Bearer: the ticket is the credential → 200 {} | 400 empty |
 * 404 unknown ticket | 410 used or expired | 413 over UXT_VIDEO_MAX_BYTES | 415 not video/webm. The body streams into
 * the blob store.
 */
export const PUT = ingestRoute<{ ticket: string }>(async (request, { ticket }) => {
  const result = await receiveUpload(ticket, {
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    body: request.body,
  });
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { GET, POST, PATCH, DELETE } = otherMethods('PUT');
