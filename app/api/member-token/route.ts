import { authenticatedRoute } from '@/lib/auth';
import { jsonResponse } from '@/lib/http/response';
import { otherMethods } from '@/lib/http/route';
import { signMemberToken } from '@/lib/recordings/member-token';
import { siteProjectKey } from '@/lib/recordings/projects';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET with the session cookies (from our own origin) or a bearer access token → 200 {username, token, expiresAt} |
 * 401: a member token for the signed-in member (lib/recordings/member-token.ts), which the page hands to the tracker
 * so that the ingest records the member as verified (docs/decisions/0100-member-tokens.md). Asked by the page only
 * when a member is signed in, so reader pages stay the same for everyone.
 */
export const GET = authenticatedRoute(
  async (_request, auth) => {
    const { token, expiresAt } = await signMemberToken(auth.user.username, siteProjectKey(), new Date());
    return jsonResponse({ username: auth.user.username, token, expiresAt: expiresAt.getTime() });
  },
  { sameOriginForCookies: true },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
