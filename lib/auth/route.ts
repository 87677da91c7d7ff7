import 'server-only';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, type RouteHandler, type RouteParams } from '@/lib/http/route';
import { applySessionCookies, assertSameOrigin, authenticateRequest, type RequestAuth } from './request';

export type SignedInRequest = Extract<RequestAuth, { ok: true }>;

/**
 * A product API route for signed-in callers (bearer access token, or the browser's session cookies): answers 401
 * itself when the caller is not signed in, and sends renewed or cleared session cookies back with whatever the
 * handler answers. `sameOriginForCookies` refuses a cookie-authorised request from another site (for a GET that
 * changes state; POSTs from the browser go through server actions, which Next checks).
 */
export function authenticatedRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, auth: SignedInRequest, params: P) => Promise<Response>,
  { sameOriginForCookies = false }: { sameOriginForCookies?: boolean } = {},
): RouteHandler<P> {
  return jsonRoute<P>(async (request, params) => {
    const auth = await authenticateRequest(request);
    if (!auth.ok) return applySessionCookies(failureResponse(failure('unauthorized', auth.error)), request, auth);
    if (sameOriginForCookies && auth.via === 'cookie') assertSameOrigin(request);
    return applySessionCookies(await handler(request, auth, params), request, auth);
  });
}
