import 'server-only';
import { errorResponse, HttpError, NO_STORE } from './response';

export type RouteHandler = (request: Request) => Promise<Response>;

/**
 * Wraps a route handler: HttpError becomes its JSON 4xx, anything unexpected is logged here and answered with a bare
 * 500 (never a stack trace), and every answer carries Cache-Control: no-store.
 */
export function jsonRoute(handler: RouteHandler): RouteHandler {
  return async (request) => {
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      if (error instanceof HttpError) {
        response = error.toResponse();
      } else {
        console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
        response = errorResponse(500, 'Internal error');
      }
    }
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers answering 405 JSON for every method a route does not implement (Next's own 405 has no JSON body):
 * `export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');`
 */
export function otherMethods(...allowed: Method[]): Record<Method, RouteHandler> {
  const allow = allowed.join(', ');
  const handler: RouteHandler = async (request) =>
    errorResponse(405, `Method ${request.method} is not allowed here; use ${allow}`, { headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, RouteHandler>;
}

/** Every method, for routes that answer the same whatever the method (the /api 404). */
export function allMethods(handler: RouteHandler): Record<Method, RouteHandler> {
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, RouteHandler>;
}
