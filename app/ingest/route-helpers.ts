import { jsonResponse } from '@/lib/http/response';
import { jsonRoute, type RouteParams } from '@/lib/http/route';

/** An ingest route: the product API's wrapper (params, refusals → statuses, no-store), logged as `[ingest]`. */
export function ingestRoute<P extends RouteParams = RouteParams>(handler: (request: Request, params: P) => Promise<Response>) {
  return jsonRoute<P>(handler, { label: 'ingest' });
}

/** A domain result as its JSON answer, without the `ok` marker. */
export function okResponse<T extends { ok: true }>(result: T): Response {
  const { ok: _ok, ...body } = result;
  return jsonResponse(body);
}
