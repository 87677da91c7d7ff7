import { clientAddress } from '@/lib/http/client-address';
import { jsonRoute, otherMethods } from '@/lib/http/route';
import { SHARED_REPLAY_HEADERS, sharedReplayStream } from '@/lib/studio/shared-replays';
import { REPLAY_CONTENT_TYPE } from '@/lib/studio/replay-wire';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET → 200, streamed: a public link's recording in the replay wire format (lib/studio/replay-wire.ts), as the studio
 * gets it. 404 for a token that is not ours or a revoked link, 410 for an expired one, 429 past the per-address limit.
 * Never indexed.
 */
const handle = jsonRoute<{ token: string }>(async (request, { token }) => {
  const stream = await sharedReplayStream(token, clientAddress(request));
  return new Response(stream, {
    status: 200,
    headers: { 'Content-Type': REPLAY_CONTENT_TYPE, 'X-Content-Type-Options': 'nosniff' },
  });
});

export const GET: typeof handle = async (request, context) => {
  const response = await handle(request, context);
  for (const [name, value] of Object.entries(SHARED_REPLAY_HEADERS)) response.headers.set(name, value);
  return response;
};

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
