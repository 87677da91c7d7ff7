import { otherMethods } from '@/lib/http/route';
import { replayStream } from '@/lib/studio/replay';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET → 200 NDJSON: a meta line, then one line per batch (lib/studio/replay.ts), streamed. 404 for anyone but the product team. */
export const GET = studioRoute<{ id: string }>(async (_request, viewer, { id }) => {
  const project = await studioProject();
  const stream = await replayStream(viewer, project.id, id);
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
