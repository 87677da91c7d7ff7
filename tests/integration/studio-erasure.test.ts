import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { eq, inArray, sql } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  filesUnder,
  frame,
  gatedRunner,
  indexSnapshot,
  ingestRoutes,
  setupBlobStore,
  setupOwnServices,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import {
  ingestQuarantine,
  recordingBatches,
  recordingErasures,
  recordingEvents,
  recordingImages,
  recordingSessions,
  replayNotes,
} from '@/lib/db/schema';
import { MESSAGE_TYPES } from '@parley/tracker/protocol';
import { batchBlobKey } from '@/lib/recordings/blob-keys';
import * as batchRoute from '@/app/ingest/v1/web/i/route';
import { ingestService } from '@/lib/ingest/service';
import { deleteExpiredRecordings } from '@/lib/ingest';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { segmentSourcesFor } from '@/lib/ingest/stored-batches';
import { getBlobStore, isLocalDiskStore } from '@/lib/storage/blob-store';
import { erasureCount, eraseSessions, eraseSubject, eraseVisitor } from '@/lib/studio/erasure';
import { scanSegmentFrom } from '@/lib/storage/segment-records';

const database = setupTestDatabase();
const blobs = setupBlobStore();
const ownService = setupOwnServices();
const VISITOR = '00000000-0000-4000-8000-00000000e1a5';

async function recordedSession(projectKey: string, marker: string) {
  return (await recordedVisit(projectKey, marker)).sessionID;
}

/** A recorded session (a batch, a canvas snapshot, a note) and the token its tab still holds. */
async function recordedVisit(projectKey: string, marker: string) {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, { userUUID: VISITOR })));
  const { token, sessionID } = started.body as { token: string; sessionID: string };
  const t0 = Date.now();
  const frames = [
    frame('page', { ts: t0, url: `http://x/${marker}`, referrer: '', title: marker, navigation: 'load' }),
  ];
  expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, t0)))).status).toBe(
    200,
  );
  const form = new FormData();
  form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${t0}_8_${t0 + 10}.webp`);
  const upload = new Request('http://localhost:3000/ingest/v1/web/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect((await send(ingestRoutes.images.POST, upload)).status).toBe(200);
  await database.db().insert(replayNotes).values({ sessionId: sessionID, at: t0, body: 'note', author: 'team' });
  return { sessionID, token };
}

const pageFrame = (marker: string) =>
  frame('page', { ts: Date.now(), url: `http://x/${marker}`, referrer: '', title: marker, navigation: 'load' });
/** A batch as the route answers it: once it is in the raw log, whether or not the digester has indexed it yet. */
const postBatch = (token: string, batch: string, frames: ReturnType<typeof frame>[]) => {
  const [pageNo, batchNo] = batch.split('_').map(Number) as [number, number];
  return send(batchRoute.POST, batchRequest(token, batch, batchBytes(pageNo, batchNo, frames)));
};

/**
 * Everything the blob store holds, as text: every file as it is, and every record of its segments gunzipped (stored
 * batches are gzip), so a marker sent in a batch is found wherever its bytes were kept.
 */
function storedText(root: string): string {
  const texts: string[] = [];
  for (const file of filesUnder(root)) {
    const bytes = fs.readFileSync(file);
    texts.push(bytes.toString('latin1'));
    for (const record of scanSegmentFrom(bytes, file).records) {
      try {
        texts.push(gunzipSync(bytes.subarray(record.offset, record.offset + record.length)).toString('latin1'));
      } catch {
        // Not gzip: its bytes as they are were taken above.
      }
    }
  }
  return texts.join('\n');
}

const rowsOf = async (sessionId: string) => ({
  batches: await database.db().select().from(recordingBatches).where(eq(recordingBatches.sessionId, sessionId)),
  quarantined: await database.db().select().from(ingestQuarantine).where(eq(ingestQuarantine.sessionId, sessionId)),
  images: await database.db().select().from(recordingImages).where(eq(recordingImages.sessionId, sessionId)),
});

describe(`erasing sessions from the studio on ${ENGINE}`, () => {
  test("a session's rows and bytes are gone (its batches zeroed in their shared segment), other sessions keep theirs", async () => {
    const project = await createProject(database.db());
    const erased = await recordedSession(project.publicKey, 'erase-me');
    const kept = await recordedSession(project.publicKey, 'keep-me');
    const keysOf = async (id: string) => [
      ...(await database
        .db()
        .select({ key: recordingBatches.blobKey })
        .from(recordingBatches)
        .where(eq(recordingBatches.sessionId, id))),
      ...(await database
        .db()
        .select({ key: recordingImages.blobKey })
        .from(recordingImages)
        .where(eq(recordingImages.sessionId, id))),
    ];
    const erasedKeys = await keysOf(erased);
    expect(erasedKeys).toHaveLength(2);
    const before = await Promise.all(erasedKeys.map((row) => getBlobStore().get(row.key)));
    expect(before.every((bytes) => bytes && bytes.some((b) => b !== 0))).toBe(true);

    expect(await eraseSessions(ADMIN, project.id, [erased])).toBe(1);
    for (const table of [recordingSessions, recordingEvents, recordingBatches, recordingImages, replayNotes] as const) {
      const column = 'sessionId' in table ? table.sessionId : recordingSessions.id;
      expect(
        await database
          .db()
          .select()
          .from(table)
          .where(inArray(column, [erased])),
      ).toEqual([]);
    }
    for (const row of erasedKeys) {
      const after = await getBlobStore().get(row.key);
      expect(after === null || after.every((b) => b === 0)).toBe(true);
    }
    const batch = before[0]!;
    const onDisk = filesUnder(blobs.root()).map((file) => fs.readFileSync(file));
    expect(onDisk.some((bytes) => bytes.includes(Buffer.from(batch)))).toBe(false);
    for (const row of await keysOf(kept)) expect((await getBlobStore().get(row.key))!.some((b) => b !== 0)).toBe(true);

    // The segment still reads whole past the zeroed batch: a rebuild keeps the other session's batch after it.
    const live = await indexSnapshot(database.db());
    expect(live.batches.map((row) => row.sessionId)).toEqual([kept]);
    const report = await rebuildIndex(database.db(), segmentSourcesFor(getBlobStore()));
    expect(report).toMatchObject({ batches: 2, indexed: 1, orphans: 1 });
    expect(await indexSnapshot(database.db())).toEqual(live);
  });

  test("every session of a visitor is erased at once; another project's sessions and a member's request are not", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    await recordedSession(project.publicKey, 'one');
    await recordedSession(project.publicKey, 'two');
    const elsewhere = await recordedSession(other.publicKey, 'three');
    await expect(eraseVisitor(MEMBER, project.id, VISITOR)).rejects.toThrow('No such page');
    expect(await eraseSessions(ADMIN, project.id, [elsewhere])).toBe(0);
    expect(await eraseVisitor(ADMIN, project.id, VISITOR.toUpperCase())).toBe(2);
    const left = await database
      .db()
      .select({ id: recordingSessions.id })
      .from(recordingSessions)
      .where(eq(recordingSessions.userUuid, VISITOR));
    expect(left.map((row) => row.id)).toEqual([elsewhere]);
  });

  test("every session of a member is erased in every browser, verified or named by a script, with the count said first; another member's, another project's and a name that is none are not", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const started = async (projectKey: string, userUUID: string, userID: string) => {
      const answer = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, { userUUID, userID })));
      return (answer.body as { sessionID: string }).sessionID;
    };
    const laptop = '00000000-0000-4000-8000-0000000000a1';
    const phone = '00000000-0000-4000-8000-0000000000a2';
    const verified = await started(project.publicKey, laptop, 'mina');
    await database
      .db()
      .update(recordingSessions)
      .set({ verifiedUserId: 'mina' })
      .where(eq(recordingSessions.id, verified));
    const claimed = await started(project.publicKey, phone, 'mina');
    // The site verified mina here though the page's script said something else: still hers.
    const renamed = await started(project.publicKey, phone, 'someone');
    await database
      .db()
      .update(recordingSessions)
      .set({ verifiedUserId: 'mina' })
      .where(eq(recordingSessions.id, renamed));
    const omids = await started(project.publicKey, phone, 'omid');
    const elsewhere = await started(other.publicKey, laptop, 'mina');

    expect(await erasureCount(ADMIN, project.id, { member: 'mina' })).toEqual({ sessions: 3, verified: 2 });
    expect(await erasureCount(ADMIN, project.id, { visitor: phone })).toEqual({ sessions: 3, verified: 0 });
    await expect(erasureCount(MEMBER, project.id, { member: 'mina' })).rejects.toThrow('No such page');
    await expect(eraseSubject(MEMBER, project.id, { member: 'mina' })).rejects.toThrow('No such page');
    expect(await eraseSubject(ADMIN, project.id, { member: '' })).toBe(0);
    expect(await eraseSubject(ADMIN, project.id, { member: 'm'.repeat(257) })).toBe(0);
    expect(await eraseSubject(ADMIN, project.id, { member: 'MINA' })).toBe(0);

    expect(await eraseSubject(ADMIN, project.id, { member: 'mina' })).toBe(3);
    const left = await database.db().select({ id: recordingSessions.id }).from(recordingSessions);
    const ids = left.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([omids, elsewhere]));
    expect(ids).not.toEqual(expect.arrayContaining([verified]));
    expect(ids.filter((id) => [verified, claimed, renamed].includes(id))).toEqual([]);
    expect(await erasureCount(ADMIN, project.id, { member: 'mina' })).toEqual({ sessions: 0, verified: 0 });
  });

  test('batches still in the raw log when their session is erased, and batches its open tab sends after, are dropped with their bytes: neither indexed nor quarantined; the rest of their group is indexed', async () => {
    const project = await createProject(database.db());
    const erased = await recordedVisit(project.publicKey, 'erase-me');
    const kept = await recordedVisit(project.publicKey, 'keep-me');
    const runner = gatedRunner();
    const service = ownService({ runner });
    const broken = { type: MESSAGE_TYPES.page, payload: '{"url":"http://x/brokenmarker' };
    expect((await postBatch(erased.token, '0_1', [pageFrame('inflightmarker')])).status).toBe(200);
    expect((await postBatch(erased.token, '0_2', [broken])).status).toBe(200);
    expect((await postBatch(kept.token, '0_1', [pageFrame('keptmarker')])).status).toBe(200);
    expect(service.backlog).toBe(3);

    expect(await eraseSessions(ADMIN, project.id, [erased.sessionID])).toBe(1);
    expect((await postBatch(erased.token, '0_3', [pageFrame('aftermarker')])).status).toBe(200);
    runner.open();
    await service.indexed();

    expect(await rowsOf(erased.sessionID)).toEqual({ batches: [], quarantined: [], images: [] });
    expect((await rowsOf(kept.sessionID)).batches.map((b) => `${b.pageNo}_${b.batchNo}`).sort()).toEqual([
      '0_0',
      '0_1',
    ]);
    expect(service.digester.stats).toMatchObject({ erased: 3, quarantined: 0 });
    const stored = storedText(blobs.root());
    expect(stored).toContain('keptmarker');
    for (const marker of ['erase-me', 'inflightmarker', 'brokenmarker', 'aftermarker'])
      expect(stored).not.toContain(marker);
    await runner.close();
  });

  test('the raw log keeps no byte of an erased session: batches indexed before the erasure are zeroed by the next sweep, batches dropped after it as they are dropped; the other session keeps its own', async () => {
    const project = await createProject(database.db());
    const service = ownService({ erasureSweepMs: 50 });
    const erased = await recordedVisit(project.publicKey, 'erase-me');
    const kept = await recordedVisit(project.publicKey, 'keep-me');
    expect((await postBatch(erased.token, '0_1', [pageFrame('indexedmarker')])).status).toBe(200);
    expect((await postBatch(kept.token, '0_1', [pageFrame('keptmarker')])).status).toBe(200);
    await service.indexed();
    const rawLog = () => storedText(service.logDir);
    expect(rawLog()).toContain('indexedmarker');

    expect(await eraseSessions(ADMIN, project.id, [erased.sessionID])).toBe(1);
    expect((await postBatch(erased.token, '0_2', [pageFrame('aftermarker')])).status).toBe(200);
    await service.indexed();
    const until = Date.now() + 10_000;
    while (
      ['erase-me', 'indexedmarker', 'aftermarker'].some((marker) => rawLog().includes(marker)) &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const raw = rawLog();
    for (const marker of ['erase-me', 'indexedmarker', 'aftermarker']) expect(raw).not.toContain(marker);
    for (const marker of ['keep-me', 'keptmarker']) expect(raw).toContain(marker);
    // The zeroed records still scan whole: the kept session's batches after them stay indexed.
    expect((await rowsOf(kept.sessionID)).batches.map((b) => `${b.pageNo}_${b.batchNo}`).sort()).toEqual([
      '0_0',
      '0_1',
    ]);
  });

  test("a session's quarantined batches go with it, rows and bytes", async () => {
    const project = await createProject(database.db());
    const { sessionID, token } = await recordedVisit(project.publicKey, 'quarantine-owner');
    expect(
      (await postBatch(token, '0_1', [{ type: MESSAGE_TYPES.page, payload: '{"url":"http://x/quarantinedmarker' }]))
        .status,
    ).toBe(200);
    await ingestService().indexed();
    expect((await rowsOf(sessionID)).quarantined).toHaveLength(1);
    expect(storedText(blobs.root())).toContain('quarantinedmarker');

    expect(await eraseSessions(ADMIN, project.id, [sessionID])).toBe(1);
    expect((await rowsOf(sessionID)).quarantined).toEqual([]);
    expect(storedText(blobs.root())).not.toContain('quarantinedmarker');
  });

  test('a canvas snapshot uploaded after its session was erased is refused with 410 and not kept', async () => {
    const project = await createProject(database.db());
    const { sessionID, token } = await recordedVisit(project.publicKey, 'canvas-owner');
    expect(await eraseSessions(ADMIN, project.id, [sessionID])).toBe(1);
    const form = new FormData();
    form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${Date.now()}_9_${Date.now() + 5}.webp`);
    const upload = new Request('http://localhost:3000/ingest/v1/web/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(await send(ingestRoutes.images.POST, upload)).toMatchObject({
      status: 410,
      body: { error: 'This recorded session no longer exists' },
    });
    expect(filesUnder(blobs.root()).filter((file) => file.includes(sessionID))).toEqual([]);
  });

  test('retention deletes the tombstones of sessions erased before its cutoff, and keeps the later ones', async () => {
    const project = await createProject(database.db());
    const old = await recordedSession(project.publicKey, 'old');
    const recent = await recordedSession(project.publicKey, 'recent');
    expect(await eraseSessions(ADMIN, project.id, [old, recent])).toBe(2);
    await database
      .db()
      .update(recordingErasures)
      .set({ erasedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(recordingErasures.sessionId, old));
    await deleteExpiredRecordings({ days: 30 });
    const left = await database
      .db()
      .select({ id: recordingErasures.sessionId })
      .from(recordingErasures)
      .where(inArray(recordingErasures.sessionId, [old, recent]));
    expect(left.map((row) => row.id)).toEqual([recent]);
  });

  (ENGINE === 'postgres' ? test : test.skip)(
    'on PostgreSQL, an erasure waits for a digester commit that read no tombstone yet, and erases the batch it indexed',
    async () => {
      const project = await createProject(database.db());
      const { sessionID } = await recordedVisit(project.publicKey, 'racing');
      const store = getBlobStore();
      if (!isLocalDiskStore(store)) throw new Error('this test appends to the local blob store');
      // As the digester does: the batch's bytes stored, then its index row inserted in a transaction not yet committed
      // (on another connection), which holds a key-share lock on the session row.
      const receivedAt = Date.now();
      const locator = await store.append(batchBlobKey(project.id, sessionID, 0, 7, receivedAt), gzipSync('racemarker'));
      const url = new URL(process.env.DATABASE_URL!);
      const { rows } = (await database.db().execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      url.pathname = `/${rows[0]!.name}`;
      const digester = new Client({ connectionString: url.toString() });
      await digester.connect();
      try {
        await digester.query('begin');
        await digester.query(
          `insert into recording_batches (session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at)
           values ($1, 0, 7, $2, 10, 1, $3, $3, now())`,
          [sessionID, locator, receivedAt],
        );
        let finished = false;
        const erasing = eraseSessions(ADMIN, project.id, [sessionID]).finally(() => (finished = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(finished).toBe(false);
        await digester.query('commit');
        expect(await erasing).toBe(1);
      } finally {
        await digester.end();
      }
      expect(await rowsOf(sessionID)).toEqual({ batches: [], quarantined: [], images: [] });
      expect(storedText(blobs.root())).not.toContain('racemarker');
    },
  );
});
