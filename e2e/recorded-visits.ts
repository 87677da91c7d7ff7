import { expect, type APIRequestContext } from '@playwright/test';
import { type Frame, MESSAGE_TYPES, type MessageName } from '@parley/tracker/protocol';

// What the specs that record a visit through the real ingest share: the tracker's `start` call, its messages, and
// the rrweb nodes a recorded page is made of (tracker/PROTOCOL.md).

/** One tracker message of the batch wire format. */
export const frame = (name: MessageName, data: unknown): Frame => ({
  type: MESSAGE_TYPES[name],
  payload: JSON.stringify(data),
});

/** An rrweb text node. */
export const rrwebText = (id: number, textContent: string) => ({ type: 3, textContent, id });

/** An rrweb element node (ids fixed by the caller, so a click can name its target). */
export const rrwebElement = (
  id: number,
  tagName: string,
  childNodes: unknown[],
  attributes: Record<string, string> = {},
) => ({
  type: 2,
  tagName,
  attributes,
  childNodes,
  id,
});

/** Starts a recorded session of the demo project as a 1280×720 English browser would; `extra` adds fields (userID). */
export async function startRecordedSession(
  request: APIRequestContext,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; sessionID: string }> {
  const start = await request.post('/ingest/v1/web/start', {
    data: {
      projectKey: 'parley-demo',
      trackerVersion: '16.2.1',
      timestamp: Date.now(),
      width: 1280,
      height: 720,
      timezone: 'UTC+00:00',
      language: 'en',
      ...extra,
    },
  });
  expect(start.status()).toBe(200);
  return (await start.json()) as { token: string; sessionID: string };
}
