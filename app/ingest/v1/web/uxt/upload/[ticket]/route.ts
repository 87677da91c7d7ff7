import { failureResponse, otherMethods } from '@/lib/http/route';
import { videoDiskRoom } from '@/lib/ingest';
import { receiveUpload } from '@/lib/usability-tests';
import { ingestRoute, okResponse } from '../../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * PUT the segment's webm (Content-Type video/webm), no Bearer: the ticket is the credential → 200 {} | 400 empty |
 * 404 unknown ticket | 410 used or expired, or the session's or test's video quota stored | 413 over
 * UXT_VIDEO_MAX_BYTES or what the quotas leave | 415 not video/webm | 503 the disk below the ingest's free-disk floor.
 * The body streams into the blob store.
 */
export const PUT = ingestRoute<{ ticket: string }>(async (request, { ticket }) => {
  const result = await receiveUpload(
    ticket,
    {
      contentType: request.headers.get('content-type'),
      contentLength: request.headers.get('content-length'),
      body: request.body,
    },
    { diskRoom: videoDiskRoom },
  );
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { GET, POST, PATCH, DELETE } = otherMethods('PUT');
