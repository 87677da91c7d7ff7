import { otherMethods } from '@/lib/http/route';
import { replayStream } from '@/lib/studio/replay';
import { REPLAY_CONTENT_TYPE } from '@/lib/studio/replay-wire';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200, streamed: a meta frame, then each stored batch as it is (gzipped), in the replay wire format
 * (lib/studio/replay-wire.ts). 404 for anyone but the product team.
 */
export const GET = studioRoute<{ id: string }>(async (_request, viewer, { id }) => {
  const project = await studioProject();
  const stream = await replayStream(viewer, project.id, id);
  return new Response(stream, {
    status: 200,
    headers: { 'Content-Type': REPLAY_CONTENT_TYPE, 'X-Content-Type-Options': 'nosniff' },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
