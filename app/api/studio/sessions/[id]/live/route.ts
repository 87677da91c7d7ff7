import { otherMethods } from '@/lib/http/route';
import { liveReplayStream } from '@/lib/studio/live-stream';
import { LIVE_CONTENT_TYPE } from '@/lib/studio/live-wire';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200, an event stream (lib/studio/live-wire.ts): the replay's meta and every batch stored so far, then each
 * batch as it arrives, until the session is erased, the stream reaches its longest, or the player goes away. 404 for
 * anyone but the product team.
 */
export const GET = studioRoute<{ id: string }>(async (request, viewer, { id }) => {
  const project = await studioProject();
  const stream = await liveReplayStream(viewer, project.id, id, { signal: request.signal });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': LIVE_CONTENT_TYPE,
      'X-Content-Type-Options': 'nosniff',
      // Proxies (nginx) would hold the events back to fill their buffers.
      'X-Accel-Buffering': 'no',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
