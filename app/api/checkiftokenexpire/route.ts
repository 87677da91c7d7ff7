import { authenticatedRoute } from '@/lib/auth';
import { jsonResponse } from '@/lib/http/response';
import { otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST, bearer access token (or the session cookies) → 200 {success: true} | 401 {error}. */
export const POST = authenticatedRoute(async () => jsonResponse({ success: true }));

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
