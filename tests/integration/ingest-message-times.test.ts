import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
  storedBatches,
} from './support/ingest';
import { ADMIN } from './support/studio';
import { MESSAGE_TIME_SKEW_MS } from '@/lib/ingest/limits';
import { clickMap } from '@/lib/studio/click-map';
import { listSessions, parseSessionFilters } from '@/lib/studio/sessions';

const database = setupTestDatabase();
setupBlobStore();

/** The last millisecond of the year 9999: the latest time the index could hold. */
const YEAR_9999 = 253_402_300_799_000;
const ADDRESS = 'http://localhost:3000/articles';

/** Starts a session and sends one batch of a page at ADDRESS dated `ts`, with a click and an rrweb event; its id. */
async function visit(projectKey: string, ts: number): Promise<string> {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  const { token, sessionID } = started.body as { token: string; sessionID: string };
  const frames = [
    frame('page', { ts, url: ADDRESS, referrer: '', title: 'Articles', navigation: 'load' }),
    frame('rrweb', { type: 2, data: { node: { type: 0, childNodes: [], id: 1 } }, timestamp: ts }),
    frame('click', { ts: ts + 1000, nodeId: 3, selector: 'a.read', label: 'Read', x: 1, y: 1 }),
  ];
  const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, ts)));
  expect(answer.body).toEqual({ stored: true });
  return sessionID;
}

describe(`message times a session sends from the future, through the real ingest on ${ENGINE}`, () => {
  test('a session dated in the year 9999 lasts no longer than its batches took to arrive, plus the skew, in the list and in the stored replay', async () => {
    const project = await createProject(database.db());
    const before = Date.now();
    const sessionId = await visit(project.publicKey, YEAR_9999);
    const after = Date.now();
    const parsed = parseSessionFilters({});
    if (!parsed.ok) throw new Error(parsed.error);
    const [listed] = (await listSessions(ADMIN, { projectId: project.id, filters: parsed.filters }))!.sessions;
    expect(listed!.id).toBe(sessionId);
    expect(listed!.durationMs).toBeLessThanOrEqual(after - before + MESSAGE_TIME_SKEW_MS);
    // The replay reads the stored batch: its times are clamped there too.
    const [stored] = await storedBatches(database.db(), sessionId);
    for (const message of stored!.frames.map((f) => JSON.parse(f.payload) as { ts?: number; timestamp?: number }))
      expect(message.ts ?? message.timestamp).toBeLessThanOrEqual(after + MESSAGE_TIME_SKEW_MS);
  });

  test('the click map draws on the snapshot of the visit received last, not on the one that dates itself latest', async () => {
    const project = await createProject(database.db());
    // A crafted visit dated 9999 arrives first, an honest one after it.
    await visit(project.publicKey, YEAR_9999);
    const honest = await visit(project.publicKey, Date.now());
    const map = await clickMap(ADMIN, project.id, ADDRESS);
    expect(map.snapshot?.sessionId).toBe(honest);
    expect(map.targets).toEqual([{ selector: 'a.read', label: 'Read', clicks: 2, sessions: 2 }]);
  });
});
