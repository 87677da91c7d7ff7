import { registerAccount, registerSchema } from '@/lib/auth';
import { readJsonBody } from '@/lib/http/request-body';
import { jsonResponse } from '@/lib/http/response';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST {username, email, pwd, language} → 201 {token, refreshToken} | 400/409 {error, field}. */
export const POST = jsonRoute(async (request) => {
  const input = await readJsonBody(request, registerSchema);
  const result = await registerAccount(input);
  if (!result.ok) return failureResponse(result);
  return jsonResponse({ token: result.tokens.token, refreshToken: result.tokens.refreshToken }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
