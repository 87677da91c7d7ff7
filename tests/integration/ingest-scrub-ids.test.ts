import { eq } from 'drizzle-orm';
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
import { ADMIN } from './support/studio';
import { recordingEvents } from '@/lib/db/schema';
import { listSessions, parseSessionFilters } from '@/lib/studio/sessions';

const database = setupTestDatabase();
setupBlobStore();

describe(`the ingest keeps ids and scrubs card and phone numbers, through the real ingest on ${ENGINE}`, () => {
  test('a session is found by a URL pasted from a bug report, its test id and answer anchor intact; the phone number beside them is not stored', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    const testId = '8e81a235-f6aa-4320-9117-230a9f99a4bb';
    const answerId = '0c4d2e71-5b3a-4f19-8e2d-91a7c6b3d004';
    const testLink = `http://localhost:3000/random?lang=fa&oruxt=${testId}`;
    const answerLink = `http://localhost:3000/question/why-we-listen?new=${answerId}`;
    const t0 = Date.now();
    const frames = [
      frame('page', { ts: t0, url: testLink, referrer: '', title: 'Random', navigation: 'load' }),
      frame('page', {
        ts: t0 + 10,
        url: answerLink,
        referrer: testLink,
        title: 'Why we listen',
        navigation: 'history',
      }),
      frame('rrweb', {
        type: 3,
        data: { source: 0, texts: [{ id: 5, value: `Call 0912 345 6789, test ${testId}` }] },
        timestamp: t0 + 20,
      }),
    ];
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, t0)))).body,
    ).toEqual({ stored: true });

    const pages = await database
      .db()
      .select({ name: recordingEvents.name })
      .from(recordingEvents)
      .where(eq(recordingEvents.sessionId, sessionID));
    expect(pages.map((event) => event.name).sort()).toEqual([answerLink, testLink].sort());
    const [stored] = await storedBatches(database.db(), sessionID);
    const text = stored!.frames.map((f) => f.payload).join('\n');
    expect(text).toContain(`Call 0000 000 0000, test ${testId}`);
    expect(text).not.toContain('0912 345 6789');

    // The team pastes the links from a bug report into the sessions list's URL filter.
    for (const pasted of [testLink, answerLink, testId]) {
      const parsed = parseSessionFilters({ url: pasted });
      if (!parsed.ok) throw new Error(parsed.error);
      const listed = await listSessions(ADMIN, { projectId: project.id, filters: parsed.filters });
      expect(listed!.sessions.map((session) => session.id)).toEqual([sessionID]);
    }
  });
});
