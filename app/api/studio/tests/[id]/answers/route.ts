import { failure } from '@/lib/errors';
import { csvDownloadResponse } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';
import { answersCsv } from '@/lib/usability-tests';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET → 200 text/csv: every typed answer of a test (lib/csv.ts: quoted, formula-safe). 404 for anyone else. */
export const GET = studioRoute<{ id: string }>(async (_request, viewer, { id }) => {
  const project = await studioProject();
  const download = await answersCsv(viewer, project.id, id);
  if (!download) return failureResponse(failure('not_found', 'Not found'));
  return csvDownloadResponse(download);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
