import 'server-only';
import { applySessionCookies, authenticateRequest } from '@/lib/auth';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, type RouteHandler, type RouteParams } from '@/lib/http/route';
import type { StudioViewer } from '@/lib/auth/studio-access';

/**
 * A studio route handler (the replay's data, canvas snapshots): whoever is not on the product team gets the same 404
 * as for a path that does not exist, signed in or not (a 401 would say there is something to sign in for). The
 * handler receives the viewer and passes it on: each studio function checks the role again.
 */
export function studioRoute<P extends RouteParams = RouteParams>(
  handler: (request: Request, viewer: NonNullable<StudioViewer>, params: P) => Promise<Response>,
): RouteHandler<P> {
  return jsonRoute<P>(async (request, params) => {
    const auth = await authenticateRequest(request);
    if (!auth.ok || auth.user.role !== 'admin')
      return applySessionCookies(failureResponse(failure('not_found', 'Not found')), request, auth);
    return applySessionCookies(await handler(request, auth.user, params), request, auth);
  });
}
