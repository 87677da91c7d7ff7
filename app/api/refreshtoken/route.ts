import { bearerToken, rotateRefreshToken } from '@/lib/auth';
import { jsonResponse } from '@/lib/http/response';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST, bearer refresh token → 200 {token, refreshToken} (the refresh token is rotated: use the new one) | 401.
 * Browsers don't call this: their refresh token stays in an httpOnly cookie and is rotated by the session check.
 */
export const POST = jsonRoute(async (request) => {
  const token = bearerToken(request);
  if (token === null)
    return failureResponse(failure('unauthorized', 'Missing refresh token (Authorization: Bearer <refresh token>)'));
  const result = await rotateRefreshToken(token);
  if (!result.ok) {
    return failureResponse(
      failure('unauthorized', result.reason === 'expired' ? 'Refresh token expired' : 'Invalid refresh token'),
    );
  }
  return jsonResponse({ token: result.tokens.token, refreshToken: result.tokens.refreshToken });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
