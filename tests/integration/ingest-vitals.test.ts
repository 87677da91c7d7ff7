import { eq } from 'drizzle-orm';
import { recordingEvents, recordingSessions } from '@/lib/db/schema';
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
  storedBatches,
} from './support/ingest';

/*
 * Web vitals through the real ingest: a batch with vitals is stored whole, its good vitals indexed as events of kind
 * `vital` (no migration: the kind is a text column), its impossible ones left out, everything else of the batch
 * indexed as usual.
 */

const database = setupTestDatabase();
setupBlobStore();

describe(`web vitals at the ingest on ${ENGINE}`, () => {
  test('a batch with vitals: the good ones indexed as vital events, the impossible ones left out, the rest of the batch indexed and stored whole', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    // The real clock, on purpose: the ingest takes only message times near its own (MESSAGE_TIME_SKEW_MS); nothing
    // checked below depends on the date.
    const now = Date.now();
    const frames = [
      frame('page', {
        ts: now - 3_000,
        url: 'http://localhost/articles',
        referrer: '',
        title: 'Articles',
        navigation: 'load',
      }),
      frame('vital', { ts: now - 2_900, name: 'TTFB', value: 182.4 }),
      frame('vital', { ts: now - 2_000, name: 'LCP', value: -1 }),
      frame('click', { ts: now - 1_500, nodeId: 4, selector: '#go', label: 'Go', x: 1, y: 2 }),
      frame('vital', { ts: now - 1_000, name: 'INP', value: 640, at: now - 1_500 }),
      frame('vital', { ts: now - 1_000, name: 'CLS', value: 1e9 }),
    ];
    const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames)));
    expect(answer).toMatchObject({ status: 200, body: { stored: true } });
    const [stored] = await storedBatches(database.db(), sessionID);
    expect(stored!.frames).toHaveLength(frames.length);
    const events = await database
      .db()
      .select()
      .from(recordingEvents)
      .where(eq(recordingEvents.sessionId, sessionID))
      .orderBy(recordingEvents.messageIndex);
    // (The click, which nothing answers, is also a dead click: a frustration event, not what this test is about.)
    const indexed = events.filter((e) => e.kind !== 'frustration');
    expect(indexed.map((e) => [e.kind, e.name, e.label, e.messageIndex])).toEqual([
      ['page', 'http://localhost/articles', 'Articles', 0],
      ['vital', 'TTFB', '182.4', 1],
      ['click', '#go', 'Go', 3],
      ['vital', 'INP', '640', 4],
    ]);
    expect(events.find((e) => e.name === 'INP')!.at.getTime()).toBe(now - 1_500);
    // Vitals count as nothing of the session's: one page, one click.
    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionID));
    expect(session).toMatchObject({ pageCount: 1, clickCount: 1, errorCount: 0 });
  });
});
