import 'server-only';

/** API answers are per-user and per-moment: no browser or shared cache may keep them. */
export const NO_STORE = 'no-store';

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', NO_STORE);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/** `{ error }` plus optional fields (such as `field`), the one error shape of the product API. */
export function errorResponse(
  status: number,
  error: string,
  { headers, ...extra }: { headers?: HeadersInit } & Record<string, unknown> = {},
): Response {
  return jsonResponse({ error, ...extra }, { status, headers });
}

/**
 * Thrown inside a handler to answer with a 4xx at once (bad body, missing auth, cross-site request); jsonRoute()
 * turns it into the JSON answer. Anything else thrown is an internal error.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: HeadersInit = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toResponse(): Response {
    return errorResponse(this.status, this.message, { ...this.extra, headers: this.headers });
  }
}
