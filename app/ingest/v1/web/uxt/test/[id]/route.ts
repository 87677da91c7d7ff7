import { failureResponse, otherMethods } from '@/lib/http/route';
import { serveTest } from '@/lib/usability-tests';
import { okResponse, recordingSessionRoute } from '../../../../../route-helpers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET, Bearer → 200 {test} | 401 | 403 another project's test or a session that records nothing | 404 unknown or closed. */
export const GET = recordingSessionRoute<{ id: string }>(async (request, caller, { id }) => {
  const result = await serveTest(caller, id);
  return result.ok ? okResponse(result) : failureResponse(result);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
