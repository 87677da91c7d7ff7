import { jsonResponse } from '@/lib/http/response';
import { jsonRoute, otherMethods } from '@/lib/http/route';
import { LANGUAGES } from '@/lib/i18n/languages';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET → the five display language options (display_name, backend_code, frontend_code). */
export const GET = jsonRoute(async () =>
  jsonResponse(
    LANGUAGES.map(({ display_name, backend_code, frontend_code }) => ({ display_name, backend_code, frontend_code })),
  ),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
