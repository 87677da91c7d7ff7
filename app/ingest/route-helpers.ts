import { BoundedQueue } from '@/lib/ingest';
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

const QUEUE = Symbol.for('parley.ingest.batch-queue');

/** The process's one bounded queue of batch writes (kept on globalThis so dev-mode reloads share it). */
export function batchQueue(): BoundedQueue {
  const holder = globalThis as { [QUEUE]?: BoundedQueue };
  return (holder[QUEUE] ??= new BoundedQueue());
}
