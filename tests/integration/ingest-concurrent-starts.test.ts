import { asc, eq } from 'drizzle-orm';
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
} from './support/ingest';
import { ADMIN } from './support/studio';
import { recordingEvents, recordingSessions } from '@/lib/db/schema';
import { listSessions, parseSessionFilters } from '@/lib/studio/sessions';

const database = setupTestDatabase();
setupBlobStore();

const VISITORS = 6;
const PAGES = 4;

/** A page of a visit: its page message and a click, as the tracker sends them. */
const pageFrames = (visitor: number, page: number, ts: number) => [
  frame('page', { ts, url: `http://x/v${visitor}/p${page}`, referrer: '', title: `Page ${page}`, navigation: 'load' }),
  frame('click', { ts: ts + 10, nodeId: 4, selector: 'a.next', label: 'Next', x: 1, y: 1 }),
];

/** A tab's start key (tracker/PROTOCOL.md "Session"): 22 random letters and digits. */
const startKey = (visitor: number) => `tab${visitor}`.padEnd(22, 'k');

describe(`many visitors starting at once, through the real ingest on ${ENGINE}`, () => {
  test(`${VISITORS} visitors consent at once and browse ${PAGES} pages, two leaving their first page before its start is answered: each visit is one listed session with its pages, none without pages`, async () => {
    const project = await createProject(database.db());
    const start = (visitor: number) =>
      send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey, { startKey: startKey(visitor) })));
    // Every visitor's first page starts at once. Visitor 1 leaves it at once: its next page's start (the same key, no
    // token) goes out beside the first. Visitor 0 leaves it before the answer comes: the tab never hears of it, and its
    // next page starts with the key alone.
    const firsts = await Promise.all([...Array.from({ length: VISITORS }, (_, visitor) => start(visitor)), start(1)]);
    expect(firsts.map((answer) => answer.status)).toEqual(Array(VISITORS + 1).fill(200));
    type Started = { token: string; sessionID: string; pageNo: number };
    const body = (answer: { body: unknown }) => answer.body as Started;
    const again = body(await start(0));
    expect(again).toMatchObject({ sessionID: body(firsts[0]!).sessionID, pageNo: 1 });
    expect(body(firsts[VISITORS]!).sessionID).toBe(body(firsts[1]!).sessionID);
    expect(new Set([body(firsts[1]!).pageNo, body(firsts[VISITORS]!).pageNo])).toEqual(new Set([0, 1]));
    const visits = [again, body(firsts[VISITORS]!), ...firsts.slice(2, VISITORS).map(body)];
    expect(new Set(visits.map((visit) => visit.sessionID)).size).toBe(VISITORS);

    const t0 = Date.now();
    for (let page = 0; page < PAGES; page++) {
      // Every visitor's next page at the same moment: its batch, then (but on the last page) the next page's start.
      await Promise.all(
        visits.map(async (visit, visitor) => {
          const body = batchBytes(visit.pageNo, 0, pageFrames(visitor, page, t0 + page * 1000), t0 + page * 1000);
          const stored = await send(ingestRoutes.batch.POST, batchRequest(visit.token, `${visit.pageNo}_0`, body));
          expect(stored.body).toEqual({ stored: true });
          if (page === PAGES - 1) return;
          const next = await send(
            ingestRoutes.start.POST,
            startRequest(startBody(project.publicKey, { token: visit.token, startKey: startKey(visitor) })),
          );
          expect(next.status).toBe(200);
          Object.assign(visits[visitor]!, next.body);
        }),
      );
    }

    for (const [visitor, visit] of visits.entries()) {
      const pages = await database
        .db()
        .select({ name: recordingEvents.name })
        .from(recordingEvents)
        .where(eq(recordingEvents.sessionId, visit.sessionID))
        .orderBy(asc(recordingEvents.at));
      expect(pages.filter((event) => event.name.startsWith('http')).map((event) => event.name)).toEqual(
        Array.from({ length: PAGES }, (_, page) => `http://x/v${visitor}/p${page}`),
      );
    }
    // A visitor who left their only page before its start was answered, and never came back: its session has no page.
    const gone = body(await start(VISITORS + 3)).sessionID;
    const parsed = parseSessionFilters({});
    if (!parsed.ok) throw new Error(parsed.error);
    const listed = (await listSessions(ADMIN, { projectId: project.id, filters: parsed.filters }))!.sessions;
    expect(listed.map((session) => session.id).sort()).toEqual(visits.map((visit) => visit.sessionID).sort());
    expect(listed.every((session) => session.pageCount === PAGES)).toBe(true);
    // Every other session made is one of the visits: none was left behind by a start whose page was left.
    const rows = await database
      .db()
      .select({ id: recordingSessions.id })
      .from(recordingSessions)
      .where(eq(recordingSessions.projectId, project.id));
    expect(rows.map((row) => row.id).sort()).toEqual([...visits.map((visit) => visit.sessionID), gone].sort());
  });
});
