import { parseByteRange } from '@/lib/http/byte-range';
import { failure } from '@/lib/errors';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { getBlobStore } from '@/lib/storage/blob-store';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';
import { videoSegment } from '@/lib/usability-tests';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200 or 206 video/webm: one webcam segment of a participant, streamed from the blob store, with byte ranges so
 * the studio's video element can seek. 404 for anyone but the product team, and for an unknown segment.
 */
export const GET = studioRoute<{ id: string; session: string; segment: string }>(
  async (request, viewer, { id, session, segment }) => {
    const project = await studioProject();
    const found = /^\d{1,4}$/.test(segment)
      ? await videoSegment(viewer, project.id, id, session, Number(segment))
      : null;
    if (!found) return failureResponse(failure('not_found', 'Not found'));
    const headers = new Headers({
      'Content-Type': 'video/webm',
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    });
    const range = parseByteRange(request.headers.get('range'), found.bytes);
    if (range === 'unsatisfiable') {
      return failureResponse(
        failure('range_not_satisfiable', `Range: past the end of this segment's ${found.bytes} bytes`),
        {
          'Content-Range': `bytes */${found.bytes}`,
        },
      );
    }
    const { start, end } = range ?? { start: 0, end: found.bytes - 1 };
    const body = found.bytes === 0 ? null : await getBlobStore().getStream(found.blobKey, { start, end });
    if (found.bytes > 0 && !body) return failureResponse(failure('not_found', 'Not found'));
    headers.set('Content-Length', String(found.bytes === 0 ? 0 : end - start + 1));
    if (range) headers.set('Content-Range', `bytes ${start}-${end}/${found.bytes}`);
    return new Response(body, { status: range ? 206 : 200, headers });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
