import { failure } from '@/lib/errors';
import { NO_STORE } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { liveReplayStream } from '@/lib/studio/live-stream';
import { LIVE_CONTENT_TYPE, LIVE_RESUME_HEADER, parseLivePosition } from '@/lib/studio/live-wire';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const stream = studioRoute<{ id: string }>(async (request, viewer, { id }) => {
  const resume = request.headers.get(LIVE_RESUME_HEADER);
  const from = resume === null ? null : parseLivePosition(resume);
  if (resume !== null && !from)
    return failureResponse(failure('invalid', `${LIVE_RESUME_HEADER} is not a live stream's position`));
  const project = await studioProject();
  const body = await liveReplayStream(viewer, project.id, id, { signal: request.signal, from });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': LIVE_CONTENT_TYPE,
      'X-Content-Type-Options': 'nosniff',
      // Proxies (nginx) would hold the events back to fill their buffers.
      'X-Accel-Buffering': 'no',
    },
  });
});

/**
 * GET → 200, an event stream (lib/studio/live-wire.ts): the replay's meta and every batch stored so far, then each
 * batch as it arrives, until the visit stops being live, the session is erased, the stream reaches its longest, or the
 * player goes away. With a `Last-Event-ID` (the position of the player's last batch) only the batches after it; 400
 * for one that is no position. 404 for anyone but the product team. `no-transform`: `next start` compresses every text/* answer
 * (COMPRESS, next.config.ts), and its gzip holds events back until a buffer fills; compression skips an answer that
 * says no-transform.
 */
export const GET: typeof stream = async (request, context) => {
  const response = await stream(request, context);
  if (response.ok) response.headers.set('Cache-Control', `${NO_STORE}, no-transform`);
  return response;
};

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
