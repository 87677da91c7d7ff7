import { clientAddress } from '@/lib/http/client-address';
import { jsonRoute, otherMethods } from '@/lib/http/route';
import { SHARED_REPLAY_HEADERS, sharedCanvasSnapshot } from '@/lib/studio/shared-replays';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET → 200 image/webp: a canvas snapshot of a public link's session; refused as the link's recording is. */
const handle = jsonRoute<{ token: string; name: string }>(async (request, { token, name }) => {
  const bytes = await sharedCanvasSnapshot(token, name, clientAddress(request));
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: { 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' },
  });
});

export const GET: typeof handle = async (request, context) => {
  const response = await handle(request, context);
  for (const [name, value] of Object.entries(SHARED_REPLAY_HEADERS)) response.headers.set(name, value);
  return response;
};

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
