import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import * as startRoute from '@/app/ingest/v1/web/start/route';
import { recordingBatches } from '@/lib/db/schema';
import { ingestBatch } from '@/lib/ingest/batches';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { IngestService } from '@/lib/ingest/service';
import { batchStoreFor, segmentSourcesFor } from '@/lib/ingest/stored-batches';
import { S3BlobStore } from '@/lib/storage/s3';
import { SegmentLog } from '@/lib/storage/segment-log';
import { readSegmentRange } from '@/lib/storage/segment-upload';
import { decodeBatch } from '@parley/tracker/protocol';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import { batchBytes, createProject, filesUnder, frame, indexSnapshot, startBody, startRequest } from './support/ingest';
import { setupS3Server } from './support/s3';

const database = setupTestDatabase();

/**
 * The S3 store the processes share, on the real S3-compatible server (s3rver), on a prefix of its own: it counts the
 * PUTs it sends, and refuses to store anything as an object of its own through `append` (one object per batch).
 */
class CountingS3Store extends S3BlobStore {
  puts = 0;
  override async put(key: string, bytes: Uint8Array): Promise<void> {
    this.puts += 1;
    await super.put(key, bytes);
  }
  override async append(): Promise<string> {
    throw new Error('the ingest must not store a batch as an object of its own');
  }
}

const s3 = setupS3Server();

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-process-'));
  dirs.push(dir);
  return dir;
};
const processes: IngestService[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) await p.close().catch(() => undefined);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Ingest processes on one database and one S3 store, each with its raw log and its not-yet-uploaded segments on a disk of its own. */
/** `uploadAfterMs`: how long a segment stays open (SEGMENT_UPLOAD_AFTER_MS unless told). */
function ingestProcesses(store: S3BlobStore, count: number, { uploadAfterMs }: { uploadAfterMs?: number } = {}) {
  return Array.from({ length: count }, () => {
    const disk = tempDir();
    const segmentsDir = path.join(disk, 'segments');
    const service = new IngestService({
      logDir: path.join(disk, 'log'),
      store: () => store,
      batches: batchStoreFor(store, { INGEST_SEGMENTS_DIR: segmentsDir }, { uploadAfterMs }),
      env: { INGEST_LOG_ID: `process-${disk}` },
    });
    processes.push(service);
    return { service, segmentsDir };
  });
}

async function startSessions(count: number) {
  const project = await createProject(database.db());
  const sessions: { token: string; id: string }[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await send(startRoute.POST, startRequest(startBody(project.publicKey)));
    sessions.push({ token: String(answer.body.token), id: String(answer.body.sessionID) });
  }
  return sessions;
}

/** Each batch's body as first sent: a retry sends the same bytes again, as the tracker does. */
const bodies = new Map<string, Uint8Array>();

/** One batch of a session sent to one process, as the tracker sends it (a page load, a click and an error in it). */
function post(service: IngestService, session: { token: string }, pageNo: number, batchNo: number) {
  const ts = Date.now();
  const id = `${session.token} ${pageNo}_${batchNo}`;
  const body =
    bodies.get(id) ??
    batchBytes(
      pageNo,
      batchNo,
      [
        frame('page', { ts, url: `/p${pageNo}/${batchNo}`, referrer: '', title: '', navigation: 'load' }),
        frame('click', { ts, nodeId: 1, selector: `#b${batchNo}`, label: 'Send', x: 1, y: 2 }),
        frame('error', { ts, name: 'TypeError', message: 'x', stack: '', source: 'error' }),
        // Three messages a batch: batch n of a page holds its messages 3n to 3n + 2.
      ],
      ts,
      batchNo * 3,
    );
  bodies.set(id, body);
  const input = {
    token: session.token,
    batchParam: `${pageNo}_${batchNo}`,
    contentEncoding: null,
    contentLength: body.byteLength,
    clientAddress: '203.0.113.9',
    body: async () => body,
  };
  return ingestBatch(input, { service }) as Promise<{ ok: boolean }>;
}

/** The stored segment files left on a process's disk. */
const segmentFiles = (dir: string) => filesUnder(dir).filter((file) => file.endsWith('.seg'));

describe(`several ingest processes on one database and one S3 store (s3rver), on ${ENGINE}`, () => {
  test('each keeps its own log, uploads each sealed segment as one object, and the index holds every batch once, read back by byte range', async () => {
    const store = new CountingS3Store(s3.freshOptions());
    const [p0, p1] = ingestProcesses(store, 2);
    const sessions = await startSessions(4);
    // A session's batches go to either process, as behind a load balancer; a retry may reach the other one.
    const sent: Promise<{ ok: boolean }>[] = [];
    for (const [s, session] of sessions.entries()) {
      for (let n = 0; n < 6; n++) {
        sent.push(post([p0, p1][(s + n) % 2]!.service, session, 0, n));
        if (n === 2) sent.push(post([p0, p1][(s + n + 1) % 2]!.service, session, 0, n));
      }
    }
    const answers = await Promise.all(sent);
    expect(answers.every((a) => a.ok)).toBe(true);
    await Promise.all([p0, p1].map((p) => p!.service.indexed()));
    for (const p of [p0, p1]) await p!.service.close();

    const rows = await database
      .db()
      .select()
      .from(recordingBatches)
      .where(
        inArray(
          recordingBatches.sessionId,
          sessions.map((s) => s.id),
        ),
      )
      .orderBy(asc(recordingBatches.sessionId), asc(recordingBatches.pageNo), asc(recordingBatches.batchNo));
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      const bytes = await readSegmentRange(store, row.blobKey);
      expect(bytes).not.toBeNull();
      expect(decodeBatch(new Uint8Array(gunzipSync(bytes!))).header).toMatchObject({
        pageNo: row.pageNo,
        batchNo: row.batchNo,
      });
    }
    // What the server holds: one object per segment (each process's one or two), never one per batch, and each object
    // is one PUT; nothing is left on the processes' disks.
    const objects = await store.list('');
    expect(objects.every((key) => /^segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg$/.test(key))).toBe(true);
    expect(objects.length).toBeGreaterThanOrEqual(2);
    expect(objects.length).toBeLessThanOrEqual(4);
    expect(store.puts).toBe(objects.length);
    for (const p of [p0, p1]) expect(segmentFiles(p!.segmentsDir)).toEqual([]);
    const [first] = await database
      .db()
      .select()
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, sessions[0]!.id));
    expect(first!.blobKey).toMatch(/^segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg#\d+\+\d+$/);
  });

  test('npm run ingest:rebuild over the S3 store (both processes’ uploaded segments, and what this machine did not upload) equals the live index', async () => {
    const store = new CountingS3Store(s3.freshOptions());
    // One segment per process, sealed when it stops, however long the test takes: which copy of a batch came first is
    // then the order of the segments' starts.
    const [p0, p1] = ingestProcesses(store, 2, { uploadAfterMs: 10 * 60_000 }).map((p) => p.service);
    const sessions = await startSessions(3);
    // Each process's segment is begun by the first batch it stores: p0's before p1's.
    for (const [i, p] of [p0!, p1!].entries()) {
      expect((await post(p, sessions[0]!, 0, i)).ok).toBe(true);
      await p.indexed();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const [s, session] of sessions.entries()) {
      for (let n = s === 0 ? 2 : 0; n < 5; n++) {
        const p = [p0!, p1!][(s + n) % 2]!;
        expect((await post(p, session, 0, n)).ok).toBe(true);
        await p.indexed();
      }
    }
    // A batch one process took and indexed, sent again to the other (a tracker's retry after a lost answer, through the
    // load balancer), both ways: the other process saw the session before that batch came, so it does not know it and
    // stores the copy too; live keeps the first. p0's copies of p1's batches sit in p0's segment, begun before p1's.
    const retries = sessions.flatMap((session, s) => [
      { to: p1!, session, batchNo: 2 - (s % 2) },
      { to: p0!, session, batchNo: 1 + (s % 2) },
    ]);
    for (const { to, session, batchNo } of retries) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      expect((await post(to, session, 0, batchNo)).ok).toBe(true);
      await to.indexed();
    }
    for (const p of [p0!, p1!]) await p.close();
    const live = await indexSnapshot(database.db());
    expect(live.batches).toHaveLength(15);
    expect(live.sessions.map((s) => s.batchCount)).toEqual([5, 5, 5]);

    // Both processes' segments are on the server; this machine kept one of them (a crash after its upload, before the
    // local file went) and is the only holder of another (never uploaded).
    const uploaded = await store.list('segments/');
    expect(uploaded.length).toBeGreaterThanOrEqual(2);
    const machineDir = tempDir();
    const machine = new SegmentLog(machineDir);
    for (const [i, key] of uploaded.slice(0, 2).entries()) {
      const file = machine.segmentFile(key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, (await store.get(key))!);
      if (i === 0) await store.erase([key]);
    }
    expect(await store.list('segments/')).toHaveLength(uploaded.length - 1);

    const sources = segmentSourcesFor(store, { INGEST_SEGMENTS_DIR: machineDir });
    const report = await rebuildIndex(database.db(), sources);
    expect(report).toMatchObject({
      segments: uploaded.length,
      segmentsInTwoPlaces: 1,
      batches: 21,
      indexed: 15,
      duplicates: 6,
      earlierCopies: 3,
      orphans: 0,
      unreadable: 0,
    });
    expect(await indexSnapshot(database.db())).toEqual(live);
  });
});
