import { failure } from '@/lib/errors';
import { csvDownloadResponse } from '@/lib/http/response';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { analyticsCsv, isAnalyticsCsvCard } from '@/lib/studio/analytics-csv';
import { studioProject } from '@/lib/studio/project';
import { studioRoute } from '@/lib/studio/route';
import { studioTimeZone } from '@/lib/studio/time-zone';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200 text/csv: an analytics page's table (trends, funnels, errors, journeys, experiments) for the same address
 * parameters as the page (lib/studio/analytics-csv.ts). 404 for an unknown page and for anyone off the product team.
 */
export const GET = studioRoute<{ card: string }>(async (request, viewer, { card }) => {
  if (!isAnalyticsCsvCard(card)) return failureResponse(failure('not_found', 'Not found'));
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const download = await analyticsCsv(viewer, (await studioProject()).id, card, search, {
    now: new Date(),
    timeZone: studioTimeZone(),
  });
  return csvDownloadResponse(download);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
