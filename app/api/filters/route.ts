import { filterList } from '@/lib/discussion';
import { jsonResponse } from '@/lib/http/response';
import { failure } from '@/lib/errors';
import { failureResponse, jsonRoute, otherMethods } from '@/lib/http/route';
import { LANGUAGES } from '@/lib/i18n/languages';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const CODES = LANGUAGES.flatMap((l) => [l.backend_code, l.frontend_code]);

/**
 * GET ?language_id={backend_code or frontend_code} → the filter list (sort, category, group) with labels in that
 * language (the product API's contract, docs/ARCHITECTURE.md). Without language_id: Original. An unknown id → 400 {error}. Public.
 */
export const GET = jsonRoute(async (request) => {
  const id = new URL(request.url).searchParams.get('language_id');
  const option = id === null ? LANGUAGES[0] : LANGUAGES.find((l) => l.backend_code === id || l.frontend_code === id);
  if (!option)
    return failureResponse(
      failure('invalid', `language_id: must be one of ${[...new Set(CODES)].join(', ')}`, { field: 'language_id' }),
    );
  return jsonResponse(await filterList(option.frontend_code));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
