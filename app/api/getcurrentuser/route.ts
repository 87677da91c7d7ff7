import { authenticatedRoute } from '@/lib/auth';
import { jsonResponse } from '@/lib/http/response';
import { otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET, bearer access token or the session cookies → 200 {username} | 401 {error}. */
export const GET = authenticatedRoute(async (_request, auth) => jsonResponse({ username: auth.user.username }));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
