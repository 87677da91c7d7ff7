import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import { createMember, tokenFor } from './support/discussion';
import { batchBytes, batchRequest, createProject, frame, ingestRoutes, setupBlobStore, startBody, startRequest, TINY_WEBP } from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import { users } from '@/lib/db/schema';
import { FINAL_BATCH_FIRST } from '@/tracker/src/constants';
import { encodeBatch } from '@/tracker/src/protocol/codec';
import { DEFAULT_PROJECT_KEY } from '@/lib/ingest';
import { replayStream, type ReplayLine } from '@/lib/studio/replay';
import * as replayRoute from '@/app/api/studio/sessions/[id]/replay/route';
import * as canvasRoute from '@/app/api/studio/sessions/[id]/canvas/[name]/route';

const database = setupTestDatabase();
setupBlobStore();

async function readLines(stream: ReadableStream<Uint8Array>): Promise<ReplayLine[]> {
  const text = await new Response(stream).text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReplayLine);
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
    frame('rrweb', { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: ts }),
    frame('page', { ts, url: `${ORIGIN}/${title}`, referrer: '', title, navigation: 'load' }),
  ];
  const batches: [string, Uint8Array][] = [
    ['0_0', batchBytes(0, 0, [...snapshot('first', now), frame('click', { ts: now + 500, nodeId: 5, selector: 'a.next', label: 'Next', x: 1, y: 2 })])],
    ['1_0', batchBytes(1, 0, snapshot('second', now + 2000))],
    ['1_1', batchBytes(1, 1, [frame('network', { ts: now + 2500, kind: 'fetch', method: 'GET', url: '/api/languages', status: 200, duration: 12, requestSize: 0, responseSize: 10 })])],
  ];
  for (const [name, body] of batches) expect((await send(ingestRoutes.batch.POST, batchRequest(token, name, body))).status).toBe(200);
  const form = new FormData();
  form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${now}_7_${now + 100}.webp`);
  const images = new Request(`${ORIGIN}/ingest/v1/web/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect((await send(ingestRoutes.images.POST, images)).status).toBe(200);
  return { project, sessionId, imageName: `${now}_7_${now + 100}.webp` };
}

async function admin(): Promise<string> {
  const member = await createMember(database.db());
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return tokenFor(member);
}

const get = (path: string, token?: string) => new Request(`${ORIGIN}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe(`studio replay data on ${ENGINE}`, () => {
  test('streams a meta line, then every batch of every page load in order, decoded', async () => {
    const { project, sessionId, imageName } = await recordedSession();
    const lines = await readLines(await replayStream(ADMIN, project.id, sessionId));
    expect(lines[0]).toMatchObject({ kind: 'meta', sessionId, batches: 3, images: [{ name: imageName, nodeId: 7 }] });
    expect(lines.slice(1).map((line) => (line.kind === 'batch' ? `${line.page}_${line.batch}` : line.kind))).toEqual(['0_0', '1_0', '1_1']);
    const first = lines[1];
    expect(first?.kind === 'batch' && first.messages.map((m) => m.type)).toEqual(['rrweb', 'rrweb', 'page', 'click']);
    expect(first?.kind === 'batch' && first.messages[3]?.data).toMatchObject({ selector: 'a.next', label: 'Next' });
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
    expect((await send(ingestRoutes.batch.POST, batchRequest(String(started.body.token), '0_0', body))).status).toBe(200);
    const lines = await readLines(await replayStream(ADMIN, project.id, String(started.body.sessionID)));
    expect(lines[1]?.kind === 'batch' && lines[1].messages.map((m) => m.type)).toEqual(['page', 'click']);
  });

  test("a page's own last batch repeating messages of its other batches is replayed once per message index", async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const token = String(started.body.token);
    const now = Date.now();
    const messages = [0, 1, 2, 3].map((n) => frame('custom', { ts: now + n, name: `event-${n}`, payload: null }));
    const worker = encodeBatch({ version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: now, tabId: 'tab123456789' }, messages.slice(0, 2));
    // The page sent messages 1..3 itself as it was left; message 1 had reached the worker's batch too.
    const last = encodeBatch({ version: 1, pageNo: 0, batchNo: FINAL_BATCH_FIRST, firstIndex: 1, timestamp: now, tabId: 'tab123456789' }, messages.slice(1));
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, `0_${FINAL_BATCH_FIRST}`, last))).status).toBe(200);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', worker))).status).toBe(200);
    const lines = await readLines(await replayStream(ADMIN, project.id, String(started.body.sessionID)));
    const names = lines.flatMap((line) => (line.kind === 'batch' ? line.messages.map((m) => (m.data as { name: string }).name) : []));
    expect(names).toEqual(['event-0', 'event-1', 'event-2', 'event-3']);
  });

  test('the replay route answers NDJSON to the product team and 404 to members and anonymous callers', async () => {
    const { sessionId } = await recordedSession();
    const path = `/api/studio/sessions/${sessionId}/replay`;
    const response = await replayRoute.GET(get(path, await admin()), { params: Promise.resolve({ id: sessionId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    expect((await response.text()).trim().split('\n')).toHaveLength(4);
    const member = await tokenFor(await createMember(database.db()));
    for (const token of [member, undefined]) {
      const refused = await send(replayRoute.GET, get(path, token), { id: sessionId });
      expect(refused.status).toBe(404);
    }
    expect((await send(replayRoute.GET, get(`/api/studio/sessions/00000000-0000-4000-8000-000000000000/replay`, await admin()), { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  test('canvas snapshots are served to the product team only', async () => {
    const { sessionId, imageName } = await recordedSession();
    const path = `/api/studio/sessions/${sessionId}/canvas/${imageName}`;
    const response = await canvasRoute.GET(get(path, await admin()), { params: Promise.resolve({ id: sessionId, name: imageName }) });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_WEBP);
    expect((await send(canvasRoute.GET, get(path), { id: sessionId, name: imageName })).status).toBe(404);
    expect((await send(canvasRoute.GET, get(path, await admin()), { id: sessionId, name: 'other.webp' })).status).toBe(404);
  });

  test('members and anonymous callers cannot read a replay through the library either', async () => {
    const { project, sessionId } = await recordedSession();
    for (const viewer of [MEMBER, null]) await expect(replayStream(viewer, project.id, sessionId)).rejects.toMatchObject({ failure: { code: 'not_found' } });
  });
});
