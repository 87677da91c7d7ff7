import { loginSchema, loginWithPassword } from '@/lib/auth';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/request-body';
import { jsonResponse } from '@/lib/http/response';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST {email, pwd} → 200 {token, refreshToken} | 401 {error} (same for unknown email) | 429 + Retry-After. */
export const POST = jsonRoute(async (request) => {
  const input = await readJsonBody(request, loginSchema);
  const result = await loginWithPassword(input, { clientAddress: clientAddress(request) });
  if (!result.ok) return failureResponse(result);
  return jsonResponse({ token: result.tokens.token, refreshToken: result.tokens.refreshToken });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
