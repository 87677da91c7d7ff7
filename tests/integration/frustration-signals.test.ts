import { and, eq } from 'drizzle-orm';
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
  startSession,
} from './support/ingest';
import { ADMIN } from './support/studio';
import { recordingEvents, recordingSessions } from '@/lib/db/schema';
import { DEAD_CLICK_WINDOW_MS } from '@/lib/recordings/frustration';
import { FINAL_BATCH_FIRST } from '@parley/tracker/constants';
import { ingestService } from '@/lib/ingest/service';
import { listSessions, parseSessionFilters } from '@/lib/studio/sessions';

const database = setupTestDatabase();
setupBlobStore();

const rrweb = (ts: number, data: Record<string, unknown>, type = 3) => frame('rrweb', { type, data, timestamp: ts });
const click = (ts: number, selector: string) =>
  frame('click', { ts, nodeId: 8, selector, label: selector, x: 1, y: 1 });
const filters = (search: Record<string, string>) => {
  const parsed = parseSessionFilters(search);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
};

describe(`frustration signals at indexing on ${ENGINE}`, () => {
  test('rage, dead and error clicks of a batch are counted with its session, stored as events, and the list shows and filters them', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    const t0 = Date.now();
    const frames = [
      frame('page', { ts: t0, url: 'http://x/checkout', referrer: '', title: 'Checkout', navigation: 'load' }),
      // Three clicks on the pay button in a second, nothing answers: one rage click.
      click(t0 + 1000, '#pay'),
      click(t0 + 1400, '#pay'),
      click(t0 + 1800, '#pay'),
      // A click the page answers with a DOM change: nothing to report.
      click(t0 + 5000, 'nav > a.help'),
      rrweb(t0 + 5200, { source: 0, adds: [], removes: [], texts: [], attributes: [] }),
      // A click followed by an error: an error click (answered, so not dead).
      click(t0 + 8000, 'button.vote'),
      rrweb(t0 + 8100, { source: 0, adds: [], removes: [], texts: [], attributes: [] }),
      frame('error', { ts: t0 + 8300, name: 'TypeError', message: 'vote is undefined', stack: '', source: 'error' }),
      // A click nothing answers: dead.
      click(t0 + 12_000, '#coupon-apply'),
      rrweb(t0 + 12_000 + DEAD_CLICK_WINDOW_MS + 500, { source: 1, positions: [] }),
    ];
    const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, t0)));
    expect(answer.body).toEqual({ stored: true });

    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionID));
    expect(session).toMatchObject({ rageClickCount: 1, deadClickCount: 1, errorClickCount: 1, clickCount: 6 });
    const events = await database
      .db()
      .select({ name: recordingEvents.name, label: recordingEvents.label, at: recordingEvents.at })
      .from(recordingEvents)
      .where(and(eq(recordingEvents.sessionId, sessionID), eq(recordingEvents.kind, 'frustration')))
      .orderBy(recordingEvents.at);
    expect(events.map((e) => [e.name, e.label, e.at.getTime() - t0])).toEqual([
      ['rage', '#pay', 1000],
      ['error_click', 'button.vote', 8000],
      ['dead', '#coupon-apply', 12_000],
    ]);

    const list = async (search: Record<string, string>) =>
      (await listSessions(ADMIN, { projectId: project.id, filters: filters(search) }))!.sessions.map((row) => row.id);
    expect((await listSessions(ADMIN, { projectId: project.id, filters: filters({}) }))!.sessions[0]).toMatchObject({
      rageClickCount: 1,
      deadClickCount: 1,
      errorClickCount: 1,
    });
    for (const kind of ['any', 'rage', 'dead', 'error_click'])
      expect(await list({ frustration: kind })).toEqual([sessionID]);
    expect(parseSessionFilters({ frustration: 'angry' })).toMatchObject({ ok: false, field: 'frustration' });
    // A calm session is not among them.
    const calm = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const calmToken = (calm.body as { token: string }).token;
    await send(
      ingestRoutes.batch.POST,
      batchRequest(
        calmToken,
        '0_0',
        batchBytes(
          0,
          0,
          [
            frame('page', { ts: t0, url: 'http://x/', referrer: '', title: 'Home', navigation: 'load' }),
            click(t0, '#ok'),
            rrweb(t0 + 10, { source: 0, adds: [] }),
          ],
          t0,
        ),
      ),
    );
    expect(await list({ frustration: 'any' })).toEqual([sessionID]);
    expect(await list({})).toHaveLength(2);
  });

  test.each([
    ['nothing answers it in batch 2: a dead click', [], 1],
    ['batch 2 starts with a DOM change inside its window: not dead', [0], 0],
  ])(
    'a click in the tail of batch 1 is judged with batch 2 of its page (%s)',
    async (_case, mutationsAt: number[], dead: number) => {
      const project = await createProject(database.db());
      const { token, sessionID } = await startSession(project.publicKey);
      const t0 = Date.now();
      const clickAt = t0 + 9000;
      // Batch 1 (0_0) ends 500 ms after the click (message 1): its window reaches past the batch.
      const first = [
        frame('page', { ts: t0, url: 'http://x/cart', referrer: '', title: 'Cart', navigation: 'load' }),
        click(clickAt, '#checkout'),
        rrweb(clickAt + 500, { source: 1, positions: [] }),
      ];
      expect(
        (await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, first, t0, 0)))).body,
      ).toEqual({ stored: true });
      const counts = async () => {
        const [session] = await database
          .db()
          .select()
          .from(recordingSessions)
          .where(eq(recordingSessions.id, sessionID));
        return {
          deadClickCount: session!.deadClickCount,
          rageClickCount: session!.rageClickCount,
          clickCount: session!.clickCount,
        };
      };
      // Alone, batch 1 cannot tell.
      expect(await counts()).toEqual({ deadClickCount: 0, rageClickCount: 0, clickCount: 1 });

      // Batch 2 (0_1, messages from 3): mouse moves to well past the window, and maybe a DOM change 1 s after the click.
      const second = [
        ...mutationsAt.map((ms) =>
          rrweb(clickAt + 1000 + ms, { source: 0, adds: [], removes: [], texts: [], attributes: [] }),
        ),
        rrweb(clickAt + 1200, { source: 1, positions: [] }),
        rrweb(clickAt + 4000, { source: 1, positions: [] }),
      ];
      expect(
        (await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', batchBytes(0, 1, second, t0 + 10_000, 3))))
          .body,
      ).toEqual({ stored: true });
      expect(await counts()).toEqual({ deadClickCount: dead, rageClickCount: 0, clickCount: 1 });
      const events = await database
        .db()
        .select({
          name: recordingEvents.name,
          label: recordingEvents.label,
          at: recordingEvents.at,
          index: recordingEvents.messageIndex,
        })
        .from(recordingEvents)
        .where(and(eq(recordingEvents.sessionId, sessionID), eq(recordingEvents.kind, 'frustration')));
      // At the click's own moment and message index.
      expect(events.map((e) => [e.name, e.label, e.at.getTime(), e.index])).toEqual(
        dead ? [['dead', '#checkout', clickAt, 1]] : [],
      );
    },
  );

  test('no dead click where nothing was dead: the usability-test panel (an older tracker sent its clicks), a form field, a link to a slow page', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    const t0 = Date.now();
    const mouse = (ts: number) => rrweb(ts, { source: 1, positions: [] });
    // Batch 1: the panel's Begin and Done (nothing the recording sees answers them), a field the visitor thinks over
    // for 3 s, then a link whose next page the server takes 4 s to send: the click ends the batch (the tracker sends
    // its batch when a navigation begins).
    const first = [
      frame('page', { ts: t0, url: 'http://x/lab', referrer: '', title: 'Lab', navigation: 'load' }),
      click(t0 + 1000, '#parley-uxt-host'),
      click(t0 + 4000, '#parley-uxt-host'),
      frame('click', { ts: t0 + 7000, nodeId: 9, selector: '#email', label: 'email', x: 1, y: 1, field: true }),
      mouse(t0 + 10_000),
      click(t0 + 11_000, '#next'),
    ];
    // Batch 2: the page is left 4 s later.
    const second = [mouse(t0 + 12_000), frame('visibility', { ts: t0 + 15_000, hidden: true })];
    await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, first, t0, 0)));
    await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', batchBytes(0, 1, second, t0 + 12_000, 6)));
    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionID));
    expect(session).toMatchObject({ clickCount: 4, deadClickCount: 0, rageClickCount: 0, errorClickCount: 0 });
  });

  test('a rage run of two clicks at the end of batch 1 and two at the start of batch 2 is one rage click, none of them dead', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    const t0 = Date.now();
    const first = [
      frame('page', { ts: t0, url: 'http://x/pay', referrer: '', title: 'Pay', navigation: 'load' }),
      click(t0 + 9000, '#pay'),
      click(t0 + 9600, '#pay'),
    ];
    const second = [
      click(t0 + 10_200, '#pay'),
      click(t0 + 10_800, '#pay'),
      rrweb(t0 + 15_000, { source: 1, positions: [] }),
    ];
    await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, first, t0, 0)));
    await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', batchBytes(0, 1, second, t0 + 10_000, 3)));
    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionID));
    expect(session).toMatchObject({ rageClickCount: 1, deadClickCount: 0, clickCount: 4 });
  });

  test.each([
    ['the worker’s batch first', ['0_0', `0_${FINAL_BATCH_FIRST}`]],
    ['the page’s own last batch first', [`0_${FINAL_BATCH_FIRST}`, '0_0']],
  ])(
    'a message the page’s own last batch repeats from its worker’s batch is indexed and counted once (%s)',
    async (_order, order) => {
      const project = await createProject(database.db());
      const { token, sessionID } = await startSession(project.publicKey);
      const t0 = Date.now();
      const page = frame('page', { ts: t0, url: 'http://x/ask', referrer: '', title: 'Ask', navigation: 'load' });
      // Three quick clicks on one button, then one on another that throws, the last moments before the tab was
      // closed: the worker's batch holds the page's messages 0–5, the page's own last batch repeats 1–5 (it had not
      // heard that the worker batched them) and adds the page being hidden (6).
      const tail = [
        click(t0 + 100, '#send'),
        click(t0 + 300, '#send'),
        click(t0 + 500, '#send'),
        click(t0 + 550, '#retry'),
      ];
      const error = frame('error', {
        ts: t0 + 600,
        name: 'TypeError',
        message: 'x is undefined',
        stack: '',
        source: 'error',
      });
      const hidden = frame('visibility', { ts: t0 + 650, hidden: true });
      const bodies: Record<string, Uint8Array> = {
        '0_0': batchBytes(0, 0, [page, ...tail, error], t0, 0),
        [`0_${FINAL_BATCH_FIRST}`]: batchBytes(0, FINAL_BATCH_FIRST, [...tail, error, hidden], t0, 1),
      };
      for (const id of order)
        expect((await send(ingestRoutes.batch.POST, batchRequest(token, id, bodies[id]!))).status).toBe(200);
      await ingestService().indexed();

      const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionID));
      expect(session).toMatchObject({
        batchCount: 2,
        pageCount: 1,
        clickCount: 4,
        errorCount: 1,
        rageClickCount: 1,
        errorClickCount: 1,
        deadClickCount: 0,
      });
      const events = await database
        .db()
        .select({ kind: recordingEvents.kind })
        .from(recordingEvents)
        .where(eq(recordingEvents.sessionId, sessionID));
      const count = (kind: string) => events.filter((event) => event.kind === kind).length;
      expect([count('page'), count('click'), count('error'), count('frustration')]).toEqual([1, 4, 1, 2]);
    },
  );
});
