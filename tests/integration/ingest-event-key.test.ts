import { and, eq, sql } from 'drizzle-orm';
import { recordingEvents } from '@/lib/db/schema';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startSession,
} from './support/ingest';

/*
 * The events' unique key per message (recording_events_message_idx: session, page, message index, kind and a 64-bit
 * hash of the name, decision 0125): a message that reaches the ingest in two batches of its page is indexed once,
 * the events one message makes under different names are all kept, and a name longer than a B-tree entry can hold
 * is no problem.
 */

const database = setupTestDatabase();
setupBlobStore();

async function startedSession() {
  const project = await createProject(database.db());
  return startSession(project.publicKey);
}

describe(`the events' key per message on ${ENGINE}`, () => {
  test("a message repeated by its page's last batch is indexed once; the batch's new messages are indexed", async () => {
    const { token, sessionID } = await startedSession();
    // The real clock, on purpose: the ingest takes only message times near its own (MESSAGE_TIME_SKEW_MS); nothing
    // checked below depends on the date.
    const now = Date.now();
    const page = frame('page', {
      ts: now - 3_000,
      url: 'http://localhost/a',
      referrer: '',
      title: 'A',
      navigation: 'load',
    });
    const first = frame('click', { ts: now - 2_000, nodeId: 4, selector: '#one', label: 'One', x: 1, y: 2 });
    const second = frame('click', { ts: now - 1_000, nodeId: 5, selector: '#two', label: 'Two', x: 3, y: 4 });
    const post = (batch: string, body: Uint8Array) => send(ingestRoutes.batch.POST, batchRequest(token, batch, body));
    expect((await post('0_0', batchBytes(0, 0, [page, first], now - 1_500, 0))).status).toBe(200);
    // The page's last batch starts again at the first click (message 1), which the worker had not confirmed.
    expect((await post('0_1', batchBytes(0, 1, [first, second], now - 500, 1))).status).toBe(200);
    const clicks = await database
      .db()
      .select({ name: recordingEvents.name, messageIndex: recordingEvents.messageIndex })
      .from(recordingEvents)
      .where(and(eq(recordingEvents.sessionId, sessionID), eq(recordingEvents.kind, 'click')))
      .orderBy(recordingEvents.messageIndex);
    expect(clicks).toEqual([
      { name: '#one', messageIndex: 1 },
      { name: '#two', messageIndex: 2 },
    ]);
  });

  test('one message keeps its events of different names (the signals of one click); the same name twice is one row, however long', async () => {
    const { sessionID } = await startedSession();
    const at = new Date('2026-03-01T12:00:00Z');
    const insert = (kind: 'frustration' | 'page', name: string) =>
      database
        .db()
        .insert(recordingEvents)
        .values({ sessionId: sessionID, kind, at, pageNo: 0, name, messageIndex: 7 })
        .onConflictDoNothing()
        .returning({ id: recordingEvents.id });
    for (const name of ['rage', 'dead', 'error_click']) expect(await insert('frustration', name)).toHaveLength(1);
    expect(await insert('frustration', 'rage')).toHaveLength(0);
    // An address far longer than a B-tree entry (about 2.7 KB), and one that differs from it in its last character.
    const long = `http://localhost/${'a'.repeat(100_000)}`;
    expect(await insert('page', long)).toHaveLength(1);
    expect(await insert('page', `${long.slice(0, -1)}b`)).toHaveLength(1);
    expect(await insert('page', long)).toHaveLength(0);
    const [counted] = await database
      .db()
      .select({ rows: sql<number>`count(*)::int` })
      .from(recordingEvents)
      .where(eq(recordingEvents.sessionId, sessionID));
    expect(counted!.rows).toBe(5);
  });
});
