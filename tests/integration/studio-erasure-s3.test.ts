import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  indexSnapshot,
  ingestRoutes,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';
import { setupS3Server } from './support/s3';
import { ADMIN } from './support/studio';
import { recordingBatches, recordingImages, recordingSessions } from '@/lib/db/schema';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { installIngestService, IngestService } from '@/lib/ingest/service';
import { batchStoreFor, segmentSourcesFor } from '@/lib/ingest/stored-batches';
import { installBlobStore } from '@/lib/storage/blob-store';
import { S3BlobStore } from '@/lib/storage/s3';
import { scanSegmentFrom } from '@/lib/storage/segment-records';
import {
  readSegmentRange,
  readStoredBatch,
  SEGMENT_ERASE_TRIES,
  SEGMENT_ERASE_UPLOAD_POLL_MS,
  SEGMENT_ERASE_UPLOAD_WAIT_MS,
} from '@/lib/storage/segment-upload';
import { eraseSessions } from '@/lib/studio/erasure';

const database = setupTestDatabase();

/**
 * The S3 store of these tests, on the real S3-compatible server (s3rver), on a prefix of its own. `beforePut` and
 * `afterPut` let a test hold an upload mid-way or play another process writing the same segment object.
 */
class HookedS3Store extends S3BlobStore {
  segmentPuts = 0;
  segmentGets = 0;
  beforePut: ((key: string) => Promise<void>) | null = null;
  afterPut: ((key: string) => Promise<void>) | null = null;
  override async put(key: string, bytes: Uint8Array): Promise<void> {
    if (key.startsWith('segments/')) this.segmentPuts += 1;
    await this.beforePut?.(key);
    await super.put(key, bytes);
    await this.afterPut?.(key);
  }
  override async get(key: string): Promise<Uint8Array | null> {
    if (key.startsWith('segments/')) this.segmentGets += 1;
    return super.get(key);
  }
  /** A put of another writer, not counted and not hooked. */
  putAsAnother(key: string, bytes: Uint8Array): Promise<void> {
    return super.put(key, bytes);
  }
}

const s3 = setupS3Server();

const dirs: string[] = [];
let service: IngestService | null = null;
afterEach(async () => {
  await service?.close().catch(() => undefined);
  service = null;
  installIngestService(undefined);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The studio's blob store and one ingest process on S3, its not-yet-uploaded segments on a disk of its own. */
function s3Ingest() {
  const store = new HookedS3Store(s3.freshOptions());
  installBlobStore(store);
  const disk = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-erase-s3-'));
  dirs.push(disk);
  const env = { INGEST_SEGMENTS_DIR: path.join(disk, 'segments') };
  service = new IngestService({
    logDir: path.join(disk, 'log'),
    store: () => store,
    batches: batchStoreFor(store, env),
    env: { INGEST_LOG_ID: `erase-${disk}` },
  });
  installIngestService(service);
  return { store, env, ingest: service };
}

/** A session with two batches and a canvas snapshot; answers its id. */
async function recordedSession(projectKey: string, marker: string): Promise<string> {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  const { token, sessionID } = started.body as { token: string; sessionID: string };
  const t0 = Date.now();
  for (const batchNo of [0, 1]) {
    const frames = [
      frame('page', { ts: t0, url: `http://x/${marker}/${batchNo}`, referrer: '', title: marker, navigation: 'load' }),
    ];
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(token, `0_${batchNo}`, batchBytes(0, batchNo, frames, t0))))
        .status,
    ).toBe(200);
  }
  const form = new FormData();
  form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${t0}_8_${t0 + 10}.webp`);
  const upload = new Request('http://localhost:3000/ingest/v1/web/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect((await send(ingestRoutes.images.POST, upload)).status).toBe(200);
  return sessionID;
}

/** Two recorded sessions of one project, their batches' locators (one segment for both) and their bytes as stored. */
async function twoSessions() {
  const project = await createProject(database.db());
  const erased = await recordedSession(project.publicKey, 'erase-me');
  const kept = await recordedSession(project.publicKey, 'keep-me');
  const locatorsOf = async (id: string) =>
    (
      await database
        .db()
        .select({ key: recordingBatches.blobKey })
        .from(recordingBatches)
        .where(eq(recordingBatches.sessionId, id))
        .orderBy(asc(recordingBatches.batchNo))
    ).map((row) => row.key);
  const [erasedLocators, keptLocators] = [await locatorsOf(erased), await locatorsOf(kept)];
  expect(erasedLocators).toHaveLength(2);
  expect(keptLocators).toHaveLength(2);
  const segmentKeys = new Set([...erasedLocators, ...keptLocators].map((locator) => locator.split('#')[0]));
  expect(segmentKeys.size).toBe(1);
  const [image] = await database
    .db()
    .select({ key: recordingImages.blobKey })
    .from(recordingImages)
    .where(eq(recordingImages.sessionId, erased));
  const bytesOf = (locators: string[]) =>
    Promise.all(locators.map(async (locator) => Buffer.from((await readStoredBatch(locator))!)));
  return {
    project,
    erased,
    kept,
    erasedLocators,
    keptLocators,
    segmentKey: [...segmentKeys][0]!,
    imageKey: image!.key,
    erasedBytes: await bytesOf(erasedLocators),
    keptBytes: await bytesOf(keptLocators),
  };
}

/** What S3 holds once the erasure is over: the erased batches read as zeros by byte range, the kept ones as they were, the segment scans whole. */
async function expectErasedInS3(store: HookedS3Store, recorded: Awaited<ReturnType<typeof twoSessions>>) {
  for (const locator of recorded.erasedLocators) {
    const bytes = await readSegmentRange(store, locator);
    expect(bytes).not.toBeNull();
    expect(bytes!.every((byte) => byte === 0)).toBe(true);
  }
  for (const [i, locator] of recorded.keptLocators.entries())
    expect(Buffer.from((await readSegmentRange(store, locator))!)).toEqual(recorded.keptBytes[i]);
  const object = Buffer.from((await store.get(recorded.segmentKey))!);
  for (const bytes of recorded.erasedBytes) expect(object.includes(bytes)).toBe(false);
  const scan = scanSegmentFrom(object, recorded.segmentKey);
  expect(scan.complete).toBe(true);
  expect(scan.records.map((record) => record.locator)).toEqual(
    expect.arrayContaining([...recorded.erasedLocators, ...recorded.keptLocators]),
  );
  expect(await store.get(recorded.imageKey)).toBeNull();
  expect(await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, recorded.erased))).toEqual(
    [],
  );
}

describe(`erasing sessions from the studio with the blob store on S3 (s3rver), on ${ENGINE}`, () => {
  test("an uploaded segment is rewritten: the erased session's batches read as zeros, the other's intact, and a rebuild still indexes the other's", async () => {
    const { store, env, ingest } = s3Ingest();
    const recorded = await twoSessions();
    await ingest.close();
    expect(await store.list('segments/')).toEqual([recorded.segmentKey]);
    // Deleting an object named after a locator would delete nothing: the store refuses it rather than report success.
    await expect(store.erase([recorded.erasedLocators[0]!])).rejects.toThrow('not an object');

    expect(await eraseSessions(ADMIN, recorded.project.id, [recorded.erased])).toBe(1);
    await expectErasedInS3(store, recorded);

    const live = await indexSnapshot(database.db());
    expect(live.batches.map((row) => row.blobKey)).toEqual(recorded.keptLocators);
    const report = await rebuildIndex(database.db(), segmentSourcesFor(store, env));
    expect(report).toMatchObject({ segments: 1, batches: 4, indexed: 2, orphans: 2, unreadable: 0 });
    expect(await indexSnapshot(database.db())).toEqual(live);
  });

  test('a segment not yet uploaded is zeroed on this disk, so its upload never carries the erased bytes', async () => {
    const { store, ingest } = s3Ingest();
    const recorded = await twoSessions();
    expect(await store.list('segments/')).toEqual([]);

    expect(await eraseSessions(ADMIN, recorded.project.id, [recorded.erased])).toBe(1);
    for (const locator of recorded.erasedLocators)
      expect((await readStoredBatch(locator))!.every((byte) => byte === 0)).toBe(true);
    await ingest.close();
    expect(await store.list('segments/')).toEqual([recorded.segmentKey]);
    await expectErasedInS3(store, recorded);
  });

  test('an upload in flight while the erasure runs does not bring the erased bytes back', async () => {
    const { store, ingest } = s3Ingest();
    const recorded = await twoSessions();
    // The upload has read the segment (before the erasure) and is held before its PUT until the erasure has zeroed the local copy.
    let entered: () => void = () => {};
    const uploading = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    store.beforePut = async () => {
      store.beforePut = null;
      entered();
      await held;
    };
    const closing = ingest.close();
    await uploading;
    const erasing = eraseSessions(ADMIN, recorded.project.id, [recorded.erased]);
    try {
      const deadline = Date.now() + 3_000;
      while ((await readStoredBatch(recorded.erasedLocators[0]!))?.every((byte) => byte === 0) !== true) {
        if (Date.now() > deadline) throw new Error('the erasure did not zero the segment still on this disk');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      release();
    }
    await closing;
    expect(await erasing).toBe(1);
    await expectErasedInS3(store, recorded);
  });

  test('a segment another process has not uploaded yet is waited for (a while after it was begun) and rewritten once it arrives', async () => {
    const { store, ingest } = s3Ingest();
    const recorded = await twoSessions();
    await ingest.close();
    // As the other process would: the segment is not in the store when the erasure begins, and uploaded a moment later.
    const segment = (await store.get(recorded.segmentKey))!;
    await store.erase([recorded.segmentKey]);
    let done = false;
    const erasing = eraseSessions(ADMIN, recorded.project.id, [recorded.erased]).finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 2 * SEGMENT_ERASE_UPLOAD_POLL_MS));
    expect(done).toBe(false);
    await store.putAsAnother(recorded.segmentKey, segment);
    expect(await erasing).toBe(1);
    await expectErasedInS3(store, recorded);

    // Past SEGMENT_ERASE_UPLOAD_WAIT_MS after it was begun, a segment not in the store is taken as gone: not waited for.
    await store.erase([recorded.segmentKey]);
    const begun = Number(/\/(\d+)-[^/]*\.seg$/.exec(recorded.segmentKey)![1]);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(begun + SEGMENT_ERASE_UPLOAD_WAIT_MS);
    try {
      const gets = store.segmentGets;
      expect(await eraseSessions(ADMIN, recorded.project.id, [recorded.kept])).toBe(1);
      expect(store.segmentGets - gets).toBe(1);
    } finally {
      clock.mockRestore();
    }
  });

  test("another process's rewrite of the same segment that puts the erased bytes back is undone; one that always does fails the erasure, rows kept", async () => {
    const { store, ingest } = s3Ingest();
    const recorded = await twoSessions();
    await ingest.close();
    const original = (await store.get(recorded.segmentKey))!;
    const uploads = store.segmentPuts;

    // Once: another process read the segment before our PUT and put its copy after it.
    store.afterPut = async (key) => {
      store.afterPut = null;
      await store.putAsAnother(key, original);
    };
    expect(await eraseSessions(ADMIN, recorded.project.id, [recorded.erased])).toBe(1);
    expect(store.segmentPuts - uploads).toBe(2);
    await expectErasedInS3(store, recorded);

    // Every time: after SEGMENT_ERASE_TRIES the erasure fails, and the session's rows stay for the next attempt.
    await store.putAsAnother(recorded.segmentKey, original);
    const other = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, recorded.kept));
    store.afterPut = (key) => store.putAsAnother(key, original);
    const before = store.segmentPuts;
    await expect(eraseSessions(ADMIN, recorded.project.id, [recorded.kept])).rejects.toThrow(
      `each of ${SEGMENT_ERASE_TRIES} times`,
    );
    expect(store.segmentPuts - before).toBe(SEGMENT_ERASE_TRIES);
    expect(await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, recorded.kept))).toEqual(
      other,
    );
  });
});
