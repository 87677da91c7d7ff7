import { jsonResponse } from '@/lib/http/response';
import { failureResponse, jsonRoute, type RouteParams } from '@/lib/http/route';
import { ingestCaller, type IngestClaims } from '@/lib/ingest';

/** An ingest route: the product API's wrapper (params, refusals → statuses, no-store), logged as `[ingest]`. */
export function ingestRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, params: P) => Promise<Response>,
) {
  return jsonRoute<P>(handler, { label: 'ingest' });
}

/**
 * An ingest route for a recording session that may record (the usability-test calls): the Bearer token's claims, or
 * the refusal (401 no or bad token, 403 a cold start's) as its response, before the handler runs.
 */
export function recordingSessionRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, caller: IngestClaims, params: P) => Promise<Response>,
) {
  return ingestRoute<P>(async (request, params) => {
    const caller = await ingestCaller(request, { mayRecord: true });
    return caller.ok ? handler(request, caller.claims, params) : failureResponse(caller);
  });
}

/** A domain result as its JSON response, without the `ok` marker. */
export function okResponse<T extends { ok: true }>(result: T): Response {
  const { ok: _ok, ...body } = result;
  return jsonResponse(body);
}
