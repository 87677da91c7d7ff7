import { eq, max } from 'drizzle-orm';
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
} from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import { recordingBatches, users } from '@/lib/db/schema';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { LIVE_WINDOW_MS } from '@/lib/studio/live';
import { liveSessions } from '@/lib/studio/live-sessions';
import { liveReplayStream } from '@/lib/studio/live-stream';
import { formatLivePosition, LIVE_CONTENT_TYPE, readLiveFrames, type LiveFrame } from '@/lib/studio/live-wire';
import { decodeStoredBatch, type SeenMessages } from '@/lib/studio/replay-wire';
import { eraseSessions } from '@/lib/studio/erasure';
import * as liveRoute from '@/app/api/studio/sessions/[id]/live/route';

const database = setupTestDatabase();
setupBlobStore();

/** Long enough for several polls (the route polls every LIVE_POLL_MS, a second), short enough to fail fast. */
const WAIT_MS = 8_000;

const snapshot = (title: string, ts: number) => [
  frame('rrweb', { type: 4, data: { href: `${ORIGIN}/${title}`, width: 1280, height: 720 }, timestamp: ts }),
  frame('rrweb', {
    type: 2,
    data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
    timestamp: ts,
  }),
  frame('page', { ts, url: `${ORIGIN}/${title}`, referrer: '', title, navigation: 'load' }),
];

/** A visit being recorded through the real ingest: started, with its first page's first batch stored. */
async function recording(projectKey: string = DEFAULT_PROJECT_KEY) {
  const project = await createProject(database.db(), { publicKey: projectKey });
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
  const token = String(started.body.token);
  const sessionId = String(started.body.sessionID);
  // The real clock, on purpose: the ingest stamps each batch with its arrival and refuses message times far from it
  // (MESSAGE_TIME_SKEW_MS), so a recorded visit's times are now. Every liveness check below is made at a time read
  // back from the stored batches, never at today's date.
  const t0 = Date.now();
  const ingest = async (batch: string, body: Uint8Array) =>
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, batch, body))).status).toBe(200);
  await ingest('0_0', batchBytes(0, 0, snapshot('first', t0)));
  return { project, sessionId, token, t0, ingest };
}

const click = (ts: number, selector: string) =>
  frame('click', { ts, nodeId: 5, selector, label: selector, x: 1, y: 2 });

/** Reads a live stream frame by frame, each within WAIT_MS; `seen`: the messages the player already has. */
function follow(body: ReadableStream<Uint8Array>, seen: SeenMessages = new Map()) {
  const frames = readLiveFrames(body)[Symbol.asyncIterator]();
  return {
    async next(): Promise<LiveFrame | 'closed'> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no frame within the wait')), WAIT_MS);
      });
      try {
        const read = await Promise.race([frames.next(), late]);
        return read.done ? 'closed' : read.value;
      } finally {
        clearTimeout(timer);
      }
    },
    /** The types and clicked selectors of a batch frame's messages, as the player decodes them. */
    async messages(value: LiveFrame | 'closed'): Promise<string[]> {
      if (value === 'closed' || value.kind !== 'batch') throw new Error(`not a batch: ${JSON.stringify(value)}`);
      const batch = await decodeStoredBatch(value.gzipped, seen);
      return batch.messages.map((m) => (m.type === 'click' ? `click ${String(m.data.selector)}` : m.type));
    },
  };
}

async function admin(): Promise<string> {
  const member = await createMember(database.db());
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return tokenFor(member);
}

const liveRequest = (sessionId: string, token?: string, signal?: AbortSignal, resumeFrom?: string) =>
  new Request(`${ORIGIN}/api/studio/sessions/${sessionId}/live`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(resumeFrom === undefined ? {} : { 'Last-Event-ID': resumeFrom }),
    },
    signal,
  });

async function lastBatchAt(sessionId: string): Promise<number> {
  const [row] = await database
    .db()
    .select({ at: max(recordingBatches.receivedAt) })
    .from(recordingBatches)
    .where(eq(recordingBatches.sessionId, sessionId));
  return row!.at!.getTime();
}

describe(`live sessions on ${ENGINE}`, () => {
  test('a session is live while its last batch arrived within LIVE_WINDOW_MS, the latest first; not another project, not erased, not a start without pages', async () => {
    const first = await recording();
    const other = await recording('other-project-key');
    const second = await (async () => {
      const started = await send(ingestRoutes.start.POST, startRequest(startBody(first.project.publicKey)));
      const token = String(started.body.token);
      const body = batchBytes(0, 0, snapshot('second', first.t0));
      expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', body))).status).toBe(200);
      return String(started.body.sessionID);
    })();
    // Started, nothing recorded: no page a replay could show.
    await send(ingestRoutes.start.POST, startRequest(startBody(first.project.publicKey)));
    const arrived = Math.max(await lastBatchAt(first.sessionId), await lastBatchAt(second));
    const ids = async (now: number) =>
      (await liveSessions(ADMIN, first.project.id, { now: new Date(now) })).map((row) => row.id);

    const listed = await liveSessions(ADMIN, first.project.id, { now: new Date(arrived) });
    expect(new Set(listed.map((row) => row.id))).toEqual(new Set([first.sessionId, second]));
    expect(listed.map((row) => row.lastBatchAt.getTime())).toEqual(
      [...listed.map((row) => row.lastBatchAt.getTime())].sort((a, b) => b - a),
    );
    expect(listed.find((row) => row.id === first.sessionId)?.page).toBe(`${ORIGIN}/first`);
    expect(listed.map((row) => row.id)).not.toContain(other.sessionId);

    const firstAt = await lastBatchAt(first.sessionId);
    expect(await ids(firstAt + LIVE_WINDOW_MS)).toContain(first.sessionId);
    expect(await ids(firstAt + LIVE_WINDOW_MS + 1)).not.toContain(first.sessionId);
    // A batch that arrived after `now` (another replica's clock ahead) is not counted as live yet.
    expect(await ids(firstAt - 1)).not.toContain(first.sessionId);

    await eraseSessions(ADMIN, first.project.id, [second]);
    expect(await ids(arrived)).toEqual([first.sessionId]);
    await expect(liveSessions(MEMBER, first.project.id)).rejects.toMatchObject({ failure: { code: 'not_found' } });
  });

  test('the live route streams the stored batches, then a batch ingested later arrives on the open stream; the stream ends when the player goes away', async () => {
    const visit = await recording();
    const leave = new AbortController();
    const response = await liveRoute.GET(liveRequest(visit.sessionId, await admin(), leave.signal), {
      params: Promise.resolve({ id: visit.sessionId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(LIVE_CONTENT_TYPE);
    // Never cached, and never compressed on the way (the server's gzip would hold events back).
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const stream = follow(response.body!);
    expect(await stream.next()).toMatchObject({ kind: 'meta', meta: { sessionId: visit.sessionId, batches: 1 } });
    expect(await stream.messages(await stream.next())).toEqual(['rrweb', 'rrweb', 'page']);

    await visit.ingest('0_1', batchBytes(0, 1, [click(visit.t0 + 500, 'button.vote-up')], visit.t0 + 500, 3));
    expect(await stream.messages(await stream.next())).toEqual(['click button.vote-up']);
    await visit.ingest('0_2', batchBytes(0, 2, [click(visit.t0 + 900, 'a.next')], visit.t0 + 900, 4));
    expect(await stream.messages(await stream.next())).toEqual(['click a.next']);

    leave.abort();
    expect(await stream.next()).toBe('closed');
  });

  test("a stream resumed from a position (Last-Event-ID, each batch's id) sends only the batches after it, then follows; a position that is none is a 400", async () => {
    const visit = await recording();
    await visit.ingest('0_1', batchBytes(0, 1, [click(visit.t0 + 300, 'a.one')], visit.t0 + 300, 3));
    await visit.ingest('0_2', batchBytes(0, 2, [click(visit.t0 + 600, 'a.two')], visit.t0 + 600, 4));
    const token = await admin();
    const first = new AbortController();
    const opened = await liveRoute.GET(liveRequest(visit.sessionId, token, first.signal), {
      params: Promise.resolve({ id: visit.sessionId }),
    });
    const whole = follow(opened.body!);
    expect(await whole.next()).toMatchObject({ kind: 'meta', meta: { batches: 3 } });
    const positions: unknown[] = [];
    for (let i = 0; i < 3; i += 1) positions.push(((await whole.next()) as { position: unknown }).position);
    expect(positions).toEqual([0, 1, 2].map((batchNo) => ({ pageNo: 0, batchNo, receivedAt: expect.any(Number) })));
    first.abort();

    // The player had the first two batches when its stream broke off (a position without an arrival time: only what
    // comes after it).
    const leave = new AbortController();
    const resumed = await liveRoute.GET(liveRequest(visit.sessionId, token, leave.signal, '0_1'), {
      params: Promise.resolve({ id: visit.sessionId }),
    });
    expect(resumed.status).toBe(200);
    const stream = follow(resumed.body!);
    // The meta counts what follows; the replay's own came with the first stream.
    expect(await stream.next()).toMatchObject({ kind: 'meta', meta: { sessionId: visit.sessionId, batches: 1 } });
    const third = await stream.next();
    expect(third).toMatchObject({ kind: 'batch', position: { pageNo: 0, batchNo: 2, receivedAt: expect.any(Number) } });
    expect(await stream.messages(third)).toEqual(['click a.two']);
    // Then it follows as any stream does: a batch ingested later arrives, once.
    await visit.ingest('1_0', batchBytes(1, 0, snapshot('second', visit.t0 + 900), visit.t0 + 900, 0));
    const fourth = await stream.next();
    expect(fourth).toMatchObject({ kind: 'batch', position: { pageNo: 1, batchNo: 0 } });
    expect(await stream.messages(fourth)).toEqual(['rrweb', 'rrweb', 'page']);
    leave.abort();
    expect(await stream.next()).toBe('closed');

    // Resumed from the last batch while the visit is live: nothing to send, and no end until something arrives.
    const done = new AbortController();
    const caughtUp = follow(
      await liveReplayStream(ADMIN, visit.project.id, visit.sessionId, {
        from: { pageNo: 1, batchNo: 0, receivedAt: null },
        pollMs: 20,
        signal: done.signal,
      }),
    );
    expect(await caughtUp.next()).toMatchObject({ kind: 'meta', meta: { batches: 0, bytes: 0 } });
    await visit.ingest('1_1', batchBytes(1, 1, [click(visit.t0 + 1200, 'a.three')], visit.t0 + 1200, 3));
    expect(await caughtUp.messages(await caughtUp.next())).toEqual(['click a.three']);
    done.abort();
    expect(await caughtUp.next()).toBe('closed');

    for (const bad of ['latest', '1', '-1_0', '1_0_0', '1_0@', '1_0@x']) {
      const refused = await liveRoute.GET(liveRequest(visit.sessionId, token, undefined, bad), {
        params: Promise.resolve({ id: visit.sessionId }),
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).not.toBe(LIVE_CONTENT_TYPE);
    }
  });

  test('a batch committed late, below the position, after the stream broke off comes with the resumed stream; what the player has adds nothing twice', async () => {
    const visit = await recording();
    await visit.ingest('0_1', batchBytes(0, 1, [click(visit.t0 + 300, 'a.one')], visit.t0 + 300, 3));
    await visit.ingest('1_0', batchBytes(1, 0, snapshot('second', visit.t0 + 900), visit.t0 + 900, 0));
    const token = await admin();
    // The player: one set of messages seen across its streams, as useReplayStream keeps it.
    const seen: SeenMessages = new Map();
    const first = new AbortController();
    const opened = await liveRoute.GET(liveRequest(visit.sessionId, token, first.signal), {
      params: Promise.resolve({ id: visit.sessionId }),
    });
    const whole = follow(opened.body!, seen);
    expect(await whole.next()).toMatchObject({ kind: 'meta', meta: { batches: 3 } });
    let last: LiveFrame | 'closed' = 'closed';
    for (let i = 0; i < 3; i += 1) {
      last = await whole.next();
      await whole.messages(last);
    }
    if (last === 'closed' || last.kind !== 'batch' || !last.position) throw new Error('no position');
    expect(last.position).toEqual({ pageNo: 1, batchNo: 0, receivedAt: await lastBatchAt(visit.sessionId) });
    first.abort();

    // While the player is away, the first page's last batch arrives (its tab sent it late): below the position.
    await visit.ingest('0_2', batchBytes(0, 2, [click(visit.t0 + 600, 'a.late')], visit.t0 + 600, 4));
    const leave = new AbortController();
    const resumed = await liveRoute.GET(
      liveRequest(visit.sessionId, token, leave.signal, formatLivePosition(last.position)),
      { params: Promise.resolve({ id: visit.sessionId }) },
    );
    const stream = follow(resumed.body!, seen);
    const meta = await stream.next();
    expect(meta).toMatchObject({ kind: 'meta' });
    const count = (meta as { meta: { batches: number } }).meta.batches;
    const added: string[] = [];
    for (let i = 0; i < count; i += 1) added.push(...(await stream.messages(await stream.next())));
    // The late batch's click, once; the batches the player had (sent again: they arrived within the look-back) add
    // no message.
    expect(added).toEqual(['click a.late']);
    leave.abort();
    expect(await stream.next()).toBe('closed');
  });

  test('members and anonymous callers are refused the live stream (404), by the route and by the library', async () => {
    const visit = await recording();
    const member = await tokenFor(await createMember(database.db()));
    for (const token of [member, undefined]) {
      const refused = await liveRoute.GET(liveRequest(visit.sessionId, token), {
        params: Promise.resolve({ id: visit.sessionId }),
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).not.toBe(LIVE_CONTENT_TYPE);
    }
    for (const viewer of [MEMBER, null])
      await expect(liveReplayStream(viewer, visit.project.id, visit.sessionId)).rejects.toMatchObject({
        failure: { code: 'not_found' },
      });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await liveRoute.GET(liveRequest(unknown, await admin()), { params: Promise.resolve({ id: unknown }) })).status,
    ).toBe(404);
  });

  test("erasing a session ends its live stream (an 'erased' end event, then the stream closes)", async () => {
    const visit = await recording();
    const stream = follow(await liveReplayStream(ADMIN, visit.project.id, visit.sessionId, { pollMs: 20 }));
    expect(await stream.next()).toMatchObject({ kind: 'meta' });
    expect(await stream.next()).toMatchObject({ kind: 'batch' });
    await eraseSessions(ADMIN, visit.project.id, [visit.sessionId]);
    expect(await stream.next()).toEqual({ kind: 'end', reason: 'erased' });
    expect(await stream.next()).toBe('closed');
  });

  test('a live stream of a visit that is no longer live (no batch for LIVE_WINDOW_MS) or never was (no batch) ends at once', async () => {
    const visit = await recording();
    await database
      .db()
      .update(recordingBatches)
      .set({ receivedAt: new Date((await lastBatchAt(visit.sessionId)) - LIVE_WINDOW_MS - 5_000) })
      .where(eq(recordingBatches.sessionId, visit.sessionId));
    const over = follow(await liveReplayStream(ADMIN, visit.project.id, visit.sessionId, { pollMs: 20 }));
    expect(await over.next()).toMatchObject({ kind: 'meta', meta: { batches: 1 } });
    expect(await over.messages(await over.next())).toEqual(['rrweb', 'rrweb', 'page']);
    expect(await over.next()).toEqual({ kind: 'end', reason: 'ended' });
    expect(await over.next()).toBe('closed');

    const started = await send(ingestRoutes.start.POST, startRequest(startBody(visit.project.publicKey)));
    const never = follow(await liveReplayStream(ADMIN, visit.project.id, String(started.body.sessionID)));
    expect(await never.next()).toMatchObject({ kind: 'meta', meta: { batches: 0 } });
    expect(await never.next()).toEqual({ kind: 'end', reason: 'ended' });
  });

  test('a live stream sends a heartbeat comment while nothing arrives and ends at its longest', async () => {
    const visit = await recording();
    const body = await liveReplayStream(ADMIN, visit.project.id, visit.sessionId, {
      pollMs: 20,
      heartbeatMs: 0,
      maxMs: 200,
    });
    const text = await new Response(body).text();
    expect(text).toMatch(/\n: heartbeat\n\n/);
    expect(text.endsWith('event: end\ndata: limit\n\n')).toBe(true);
  });
});
