import { readJsonBody } from '@/lib/http/request-body';
import { failureResponse, otherMethods } from '@/lib/http/route';
import { JSON_SIZE_LIMIT } from '@/lib/ingest';
import { storeTaskSignal, taskSignalSchema } from '@/lib/usability-tests';
import { okResponse, recordingSessionRoute } from '../../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST {testId, taskId, status, duration, timestamp, taskAnswer?}, Bearer → 200 {} (a repeat too) | 400 (an answer
 * to a task that does not allow typing, a task of another test) | 401 | 403 | 404 | 413.
 */
export const POST = recordingSessionRoute(async (request, caller) => {
  const signal = await readJsonBody(request, taskSignalSchema, { maxBytes: JSON_SIZE_LIMIT, anyContentType: true });
  const result = await storeTaskSignal(caller, signal);
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
