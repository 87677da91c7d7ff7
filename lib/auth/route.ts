import 'server-only';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, type RouteHandler, type RouteParams } from '@/lib/http/route';
import { applySessionCookies, assertSameOrigin, authenticateRequest, bearerToken, type RequestAuth } from './request';

export const BEARER_ONLY_ERROR = 'This request changes state only with Authorization: Bearer <access token>';

export type SignedInRequest = Extract<RequestAuth, { ok: true }>;

/**
 * A product API route for signed-in callers (bearer access token, or the browser's session cookies): responds with 401
 * itself when the caller is not signed in, and sends renewed or cleared session cookies back with whatever the
 * handler answers. `sameOriginForCookies` refuses a cookie-authorised request from another site (for a POST the site's
 * own pages send with fetch; server actions are checked by Next). `bearerOnly` ignores cookies altogether (401 without
 * a bearer token): for a GET that changes state, which any image or frame could make a browser send with its cookies.
 */
export function authenticatedRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, auth: SignedInRequest, params: P) => Promise<Response>,
  { sameOriginForCookies = false, bearerOnly = false }: { sameOriginForCookies?: boolean; bearerOnly?: boolean } = {},
): RouteHandler<P> {
  return jsonRoute<P>(async (request, params) => {
    if (bearerOnly && bearerToken(request) === null) return failureResponse(failure('unauthorized', BEARER_ONLY_ERROR));
    const auth = await authenticateRequest(request);
    if (!auth.ok) return applySessionCookies(failureResponse(failure('unauthorized', auth.error)), request, auth);
    if (sameOriginForCookies && auth.via === 'cookie') assertSameOrigin(request);
    return applySessionCookies(await handler(request, auth, params), request, auth);
  });
}
