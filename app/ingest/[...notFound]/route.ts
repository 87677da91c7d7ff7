import { failure } from '@/lib/errors';
import { failureResponse, allMethods } from '@/lib/http/route';
import { ingestRoute } from '../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Any /ingest path without its own route: a JSON 404, never the site's HTML not-found page. */
export const { GET, POST, PUT, PATCH, DELETE } = allMethods(
  ingestRoute(async (request) =>
    failureResponse(failure('not_found', `No ingest endpoint at ${new URL(request.url).pathname}`)),
  ),
);
