import 'server-only';
import { AppError, failure, type ErrorCode, type Failure } from '@/lib/errors';
import { errorResponse, NO_STORE } from './response';
import { hasUnreadableText, queryHasUnreadable, unreadableReason } from './unreadable';

/**
 * The HTTP status of every refusal of lib/errors: the one place the domain's codes become statuses (the product API,
 * the ingest and the servers' own refusals before Next.js alike; 400 malformed, 401 bad credentials, 408 a body that
 * arrived too slowly, 413 too large, 429/503 come back later, 500 our own fault).
 */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid: 400,
  required: 400,
  too_short: 400,
  too_long: 400,
  common_password: 400,
  unauthorized: 401,
  forbidden: 403,
  own_post: 403,
  not_found: 404,
  gone: 410,
  method_not_allowed: 405,
  taken: 409,
  already_done: 409,
  too_large: 413,
  timeout: 408,
  range_not_satisfiable: 416,
  unsupported_media_type: 415,
  limited: 429,
  unavailable: 503,
  internal: 500,
};

/** What a refusal's response holds: the status of its code, the JSON body, and the headers it adds to `headers`. */
export interface FailureParts {
  status: number;
  body: { error: string; field?: string };
  headers: Record<string, string>;
}

/**
 * The one conversion of a Failure to HTTP: the status of its code, `{error, field?}`, and Retry-After when it says
 * when. failureResponse sends it as a Fetch Response; the servers' own node:http handling before Next.js writes it
 * as it is (failureNodeResponse, lib/ingest/http.ts).
 */
export function failureParts(value: Failure, headers: Record<string, string> = {}): FailureParts {
  return {
    status: HTTP_STATUS[value.code],
    body: { error: value.error, ...(value.field !== undefined ? { field: value.field } : {}) },
    headers: {
      ...headers,
      ...(value.retryAfterSeconds !== undefined ? { 'Retry-After': String(value.retryAfterSeconds) } : {}),
    },
  };
}

/**
 * A refusal as its JSON response: `{error, field?}`, the status of its code, and Retry-After when it says when.
 * `more` adds what a client needs to act on this refusal (the login's proof-of-work challenge).
 */
export function failureResponse(
  value: Failure,
  headers: HeadersInit = {},
  more: Record<string, unknown> = {},
): Response {
  const { status, body, headers: own } = failureParts(value);
  const all = new Headers(headers);
  for (const [name, one] of Object.entries(own)) all.set(name, one);
  const { error, ...extra } = body;
  return errorResponse(status, error, { ...more, ...extra, headers: all });
}

/** A response a server writes itself with node:http, before Next.js sees the request: its status, headers and body text. */
export interface NodeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function jsonNodeResponse(status: number, body: unknown, headers: Record<string, string>): NodeResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE, ...headers },
    body: JSON.stringify(body),
  };
}

/** A 200 with a JSON body for node:http (a health check), uncacheable as every API response is. */
export function okNodeResponse(body: unknown): NodeResponse {
  return jsonNodeResponse(200, body, {});
}

/** failureResponse for node:http (lib/http/request-guard.ts, server/ingest.ts): the same status, body and headers. */
export function failureNodeResponse(value: Failure, headers: Record<string, string> = {}): NodeResponse {
  const { status, body, headers: all } = failureParts(value, headers);
  return jsonNodeResponse(status, body, all);
}

/** The dynamic segments of a route, as Next passes them to a route handler. */
export type RouteParams = Record<string, string | string[] | undefined>;
export type RouteContext<P extends RouteParams = RouteParams> = { params: Promise<P> };
export type RouteHandler<P extends RouteParams = RouteParams> = (
  request: Request,
  context: RouteContext<P>,
) => Promise<Response>;

/**
 * Wraps a route handler: the route's params are awaited and passed in, an AppError becomes its JSON response
 * (failureResponse), anything unexpected is logged here and gets a bare 500 (`internal`, never a stack trace), and
 * every response carries Cache-Control: no-store.
 */
export function jsonRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, params: P) => Promise<Response>,
  { label = 'api' }: { label?: string } = {},
): RouteHandler<P> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, await readableParams<P>(request, context));
    } catch (error) {
      if (error instanceof AppError) {
        response = failureResponse(error.failure);
      } else {
        console.error(`[${label}] ${request.method} ${new URL(request.url).pathname} failed:`, error);
        response = failureResponse(failure('internal', 'Internal error'));
      }
    }
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  };
}

/**
 * A route's params and query, refused with `invalid` (400) when they cannot be read: Next could not decode the path
 * (a malformed percent-escape), or a parameter, a query name or value holds a NUL or a lone surrogate
 * (lib/http/unreadable.ts). Handlers then only ever see text the database can hold.
 */
async function readableParams<P extends RouteParams>(
  request: Request,
  context: RouteContext<P> | undefined,
): Promise<P> {
  let params: P;
  try {
    params = ((await context?.params) ?? {}) as P;
  } catch {
    throw new AppError('invalid', 'The address cannot be decoded');
  }
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) {
      if (hasUnreadableText(one)) throw new AppError('invalid', `${name}: ${unreadableReason(one)}`, { field: name });
    }
  }
  if (queryHasUnreadable(new URL(request.url).searchParams))
    throw new AppError('invalid', 'The query must not contain a NUL character or invalid Unicode');
  return params;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers responding with 405 JSON for every method a route does not implement (Next's own 405 has no JSON body):
 * `export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');`
 */
export function otherMethods(...allowed: Method[]): Record<Method, RouteHandler> {
  const allow = allowed.join(', ');
  const handler: RouteHandler = async (request) =>
    failureResponse(
      { ok: false, code: 'method_not_allowed', error: `Method ${request.method} is not allowed here; use ${allow}` },
      { Allow: allow },
    );
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, RouteHandler>;
}

/** Every method, for routes that respond the same whatever the method (the /api 404). */
export function allMethods(handler: RouteHandler): Record<Method, RouteHandler> {
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, RouteHandler>;
}
