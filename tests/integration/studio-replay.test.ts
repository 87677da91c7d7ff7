import { and, asc, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import { createMember, tokenFor } from './support/discussion';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import { recordingBatches, users } from '@/lib/db/schema';
import { FINAL_BATCH_FIRST } from '@parley/tracker/constants';
import { encodeBatch } from '@parley/tracker/protocol';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { replayStream } from '@/lib/studio/replay';
import {
  decodeStoredBatch,
  readReplayFrames,
  REPLAY_CONTENT_TYPE,
  type ReplayMessage,
  type ReplayMeta,
  type SeenMessages,
} from '@/lib/studio/replay-wire';
import { getBlobStore } from '@/lib/storage/blob-store';
import * as replayRoute from '@/app/api/studio/sessions/[id]/replay/route';
import * as canvasRoute from '@/app/api/studio/sessions/[id]/canvas/[name]/route';

const database = setupTestDatabase();
setupBlobStore();

/** The replay answer read as the player reads it: the meta, then each batch as sent (gzipped) and decoded. */
async function readReplay(stream: ReadableStream<Uint8Array>) {
  let meta: ReplayMeta | undefined;
  const batches: { gzipped: Uint8Array; page: number; messages: ReplayMessage[] }[] = [];
  // Read as the player reads them (components/studio/ReplayPlayer.tsx): one copy of each message per page load.
  const seen: SeenMessages = new Map();
  for await (const frame of readReplayFrames(stream)) {
    if (frame.kind === 'meta') meta = frame.meta;
    else {
      const { pageNo, messages } = await decodeStoredBatch(frame.gzipped, seen);
      batches.push({ gzipped: frame.gzipped, page: pageNo, messages });
    }
  }
  return { meta, batches };
}

/** A session recorded through the real ingest: two full page loads, the second in two batches, and a canvas snapshot. */
async function recordedSession() {
  const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
  const token = String(started.body.token);
  const sessionId = String(started.body.sessionID);
  const now = Date.now();
  const snapshot = (title: string, ts: number) => [
    frame('rrweb', { type: 4, data: { href: `${ORIGIN}/${title}`, width: 1280, height: 720 }, timestamp: ts }),
    frame('rrweb', {
      type: 2,
      data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
      timestamp: ts,
    }),
    frame('page', { ts, url: `${ORIGIN}/${title}`, referrer: '', title, navigation: 'load' }),
  ];
  const batches: [string, Uint8Array][] = [
    [
      '0_0',
      batchBytes(0, 0, [
        ...snapshot('first', now),
        frame('click', { ts: now + 500, nodeId: 5, selector: 'a.next', label: 'Next', x: 1, y: 2 }),
      ]),
    ],
    ['1_0', batchBytes(1, 0, snapshot('second', now + 2000))],
    // The page's messages count on from its first batch (3 of them): the replay keeps one copy per index.
    [
      '1_1',
      batchBytes(
        1,
        1,
        [
          frame('network', {
            ts: now + 2500,
            kind: 'fetch',
            method: 'GET',
            url: '/api/languages',
            status: 200,
            duration: 12,
            requestSize: 0,
            responseSize: 10,
          }),
        ],
        now,
        3,
      ),
    ],
  ];
  for (const [name, body] of batches)
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, name, body))).status).toBe(200);
  const form = new FormData();
  form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${now}_7_${now + 100}.webp`);
  const images = new Request(`${ORIGIN}/ingest/v1/web/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect((await send(ingestRoutes.images.POST, images)).status).toBe(200);
  return { project, sessionId, imageName: `${now}_7_${now + 100}.webp` };
}

async function admin(): Promise<string> {
  const member = await createMember(database.db());
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return tokenFor(member);
}

const get = (path: string, token?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe(`studio replay data on ${ENGINE}`, () => {
  test('streams the meta, then every batch of every page load in order, exactly as stored (gzipped), which the player decodes', async () => {
    const { project, sessionId, imageName } = await recordedSession();
    const { meta, batches } = await readReplay(await replayStream(ADMIN, project.id, sessionId));
    const stored = await database
      .db()
      .select()
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, sessionId))
      .orderBy(asc(recordingBatches.pageNo), asc(recordingBatches.batchNo));
    expect(meta).toMatchObject({
      sessionId,
      batches: 3,
      bytes: stored.reduce((sum, row) => sum + row.bytes, 0),
      images: [{ name: imageName, nodeId: 7 }],
    });
    // Sent as the blob store keeps them: the server decodes nothing.
    for (const [index, row] of stored.entries())
      expect(Buffer.from(batches[index]!.gzipped)).toEqual(Buffer.from((await getBlobStore().get(row.blobKey))!));
    expect(batches.map((batch) => batch.messages.map((m) => m.type))).toEqual([
      ['rrweb', 'rrweb', 'page', 'click'],
      ['rrweb', 'rrweb', 'page'],
      ['network'],
    ]);
    expect(batches.map((batch) => batch.page)).toEqual([0, 1, 1]);
    expect(batches[0]!.messages[3]?.data).toMatchObject({ selector: 'a.next', label: 'Next' });
    expect(batches[1]!.messages[2]?.data).toMatchObject({ title: 'second' });
  });

  test('a batch whose blob has gone missing arrives empty and the rest still plays', async () => {
    const { project, sessionId } = await recordedSession();
    const [middle] = await database
      .db()
      .select()
      .from(recordingBatches)
      .where(
        and(eq(recordingBatches.sessionId, sessionId), eq(recordingBatches.pageNo, 1), eq(recordingBatches.batchNo, 0)),
      );
    // Batches live in shared segment files (lib/storage/segment-log.ts): the row now names bytes past its segment's end.
    await database
      .db()
      .update(recordingBatches)
      .set({ blobKey: `${middle!.blobKey.split('#')[0]}#999999999+10` })
      .where(
        and(eq(recordingBatches.sessionId, sessionId), eq(recordingBatches.pageNo, 1), eq(recordingBatches.batchNo, 0)),
      );
    const { batches } = await readReplay(await replayStream(ADMIN, project.id, sessionId));
    expect(batches.map((batch) => batch.messages.length)).toEqual([4, 0, 1]);
  });

  test('an rrweb event that does not parse (the ingest checks its shape only) costs that event, not its batch', async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const now = Date.now();
    const body = batchBytes(0, 0, [
      frame('page', { ts: now, url: `${ORIGIN}/x`, referrer: '', title: 'x', navigation: 'load' }),
      { type: 1, payload: '{"type":3,"data":not-json,"timestamp":1}' },
      frame('click', { ts: now + 1, nodeId: 5, selector: 'a', label: 'A', x: 1, y: 2 }),
    ]);
    expect((await send(ingestRoutes.batch.POST, batchRequest(String(started.body.token), '0_0', body))).status).toBe(
      200,
    );
    const { batches } = await readReplay(await replayStream(ADMIN, project.id, String(started.body.sessionID)));
    expect(batches[0]!.messages.map((m) => m.type)).toEqual(['page', 'click']);
  });

  test("a page's own last batch repeating messages of its other batches is replayed once per message index", async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const token = String(started.body.token);
    const now = Date.now();
    const messages = [0, 1, 2, 3].map((n) => frame('custom', { ts: now + n, name: `event-${n}`, payload: null }));
    const worker = encodeBatch(
      { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: now, tabId: 'tab123456789' },
      messages.slice(0, 2),
    );
    // The page sent messages 1..3 itself as it was left; message 1 had reached the worker's batch too.
    const last = encodeBatch(
      { version: 1, pageNo: 0, batchNo: FINAL_BATCH_FIRST, firstIndex: 1, timestamp: now, tabId: 'tab123456789' },
      messages.slice(1),
    );
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, `0_${FINAL_BATCH_FIRST}`, last))).status).toBe(200);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', worker))).status).toBe(200);
    const { batches } = await readReplay(await replayStream(ADMIN, project.id, String(started.body.sessionID)));
    const names = batches.flatMap((batch) => batch.messages.map((m) => (m.data as { name: string }).name));
    expect(names).toEqual(['event-0', 'event-1', 'event-2', 'event-3']);
  });

  test('the replay route answers the replay stream to the product team, never cached, and 404 to members and anonymous callers', async () => {
    const { sessionId } = await recordedSession();
    const path = `/api/studio/sessions/${sessionId}/replay`;
    const response = await replayRoute.GET(get(path, await admin()), { params: Promise.resolve({ id: sessionId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(REPLAY_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // No Content-Encoding: Next.js would drop it (the stored gzip is the body's own format, not an HTTP encoding).
    expect(response.headers.get('content-encoding')).toBeNull();
    const { meta, batches } = await readReplay(response.body!);
    expect(meta?.batches).toBe(3);
    expect(batches).toHaveLength(3);
    const member = await tokenFor(await createMember(database.db()));
    for (const token of [member, undefined]) {
      const refused = await send(replayRoute.GET, get(path, token), { id: sessionId });
      expect(refused.status).toBe(404);
    }
    expect(
      (
        await send(
          replayRoute.GET,
          get(`/api/studio/sessions/00000000-0000-4000-8000-000000000000/replay`, await admin()),
          {
            id: '00000000-0000-4000-8000-000000000000',
          },
        )
      ).status,
    ).toBe(404);
  });

  test('canvas snapshots are served to the product team only', async () => {
    const { sessionId, imageName } = await recordedSession();
    const path = `/api/studio/sessions/${sessionId}/canvas/${imageName}`;
    const response = await canvasRoute.GET(get(path, await admin()), {
      params: Promise.resolve({ id: sessionId, name: imageName }),
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_WEBP);
    expect((await send(canvasRoute.GET, get(path), { id: sessionId, name: imageName })).status).toBe(404);
    expect((await send(canvasRoute.GET, get(path, await admin()), { id: sessionId, name: 'other.webp' })).status).toBe(
      404,
    );
  });

  test('members and anonymous callers cannot read a replay through the library either', async () => {
    const { project, sessionId } = await recordedSession();
    for (const viewer of [MEMBER, null])
      await expect(replayStream(viewer, project.id, sessionId)).rejects.toMatchObject({
        failure: { code: 'not_found' },
      });
  });
});
