import { otherMethods } from '@/lib/http/route';
import { canvasSnapshot } from '@/lib/studio/replay';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET → 200 image/webp: a canvas snapshot of the session. 404 for anyone but the product team. */
export const GET = studioRoute<{ id: string; name: string }>(async (_request, viewer, { id, name }) => {
  const project = await studioProject();
  const bytes = await canvasSnapshot(viewer, project.id, id, name);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: { 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
