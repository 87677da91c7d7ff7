import { otherMethods } from '@/lib/http/route';
import { acceptsGzip, gzipEachChunk } from '@/lib/studio/gzip-stream';
import { replayStream } from '@/lib/studio/replay';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200 NDJSON: a meta line, then one line per batch (lib/studio/replay.ts), streamed, gzipped line by line when
 * the browser accepts it. 404 for anyone but the product team.
 */
export const GET = studioRoute<{ id: string }>(async (request, viewer, { id }) => {
  const project = await studioProject();
  const stream = await replayStream(viewer, project.id, id);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding' };
  if (!acceptsGzip(request)) return new Response(stream, { status: 200, headers });
  return new Response(gzipEachChunk(stream), { status: 200, headers: { ...headers, 'Content-Encoding': 'gzip' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
