import { failure } from '@/lib/errors';
import { failureResponse, allMethods, jsonRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Any /api path without its own route: a JSON 404 for every method, never the site's HTML not-found page. */
export const { GET, POST, PUT, PATCH, DELETE } = allMethods(
  jsonRoute(async (request) =>
    failureResponse(failure('not_found', `No API endpoint at ${new URL(request.url).pathname}`)),
  ),
);
