import { AppError } from '@/lib/errors';
import { readBodyBytes } from '@/lib/http/request-body';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { IMAGES_REQUEST_MAX_BYTES, ingestCaller, storeImages } from '@/lib/ingest';
import { ingestRoute, okResponse } from '../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** POST multipart canvas snapshots (parts `snapshot`), Bearer → 200 {stored} | 400 | 401 | 413 | 415. */
export const POST = ingestRoute(async (request) => {
  const caller = await ingestCaller(request, { mayRecord: true });
  if ('ok' in caller) return failureResponse(caller);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError('unsupported_media_type', 'Content-Type must be multipart/form-data');
  const body = await readBodyBytes(request, { maxBytes: IMAGES_REQUEST_MAX_BYTES });
  let form: FormData;
  try {
    form = await new Response(body.slice(), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('invalid', 'body: is not valid multipart/form-data', { field: 'body' });
  }
  const result = await storeImages(caller, form);
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
