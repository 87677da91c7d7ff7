import 'server-only';

/** API responses are per-user and per-moment: no browser or shared cache may keep them. */
export const NO_STORE = 'no-store';

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', NO_STORE);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/**
 * `{ error }` plus optional fields (such as `field`), the one error shape of the product API and the ingest. Only
 * lib/http/route.ts calls it (failureResponse); handlers return a Failure instead (an ESLint rule says so).
 */
export function errorResponse(
  status: number,
  error: string,
  { headers, ...extra }: { headers?: HeadersInit } & Record<string, unknown> = {},
): Response {
  return jsonResponse({ error, ...extra }, { status, headers });
}

/** A CSV file to download under `filename`: the studio's exports' response (answers, participants). */
export function csvDownloadResponse({ csv, filename }: { csv: string; filename: string }): Response {
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
