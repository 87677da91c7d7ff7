import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  filesUnder,
  frame,
  indexSnapshot,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import { recordingBatches, recordingEvents, recordingImages, recordingSessions, replayNotes } from '@/lib/db/schema';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { segmentSourcesFor } from '@/lib/ingest/stored-batches';
import { getBlobStore } from '@/lib/storage/blob-store';
import { eraseSessions, eraseVisitor } from '@/lib/studio/erasure';

const database = setupTestDatabase();
const blobs = setupBlobStore();
const VISITOR = '00000000-0000-4000-8000-00000000e1a5';

async function recordedSession(projectKey: string, marker: string) {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, { userUUID: VISITOR })));
  const { token, sessionID } = started.body as { token: string; sessionID: string };
  const t0 = Date.now();
  const frames = [frame('page', { ts: t0, url: `http://x/${marker}`, referrer: '', title: marker, navigation: 'load' })];
  expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, t0)))).status).toBe(200);
  const form = new FormData();
  form.append('snapshot', new Blob([TINY_WEBP], { type: 'image/webp' }), `${t0}_8_${t0 + 10}.webp`);
  const upload = new Request('http://localhost:3000/ingest/v1/web/images', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect((await send(ingestRoutes.images.POST, upload)).status).toBe(200);
  await database.db().insert(replayNotes).values({ sessionId: sessionID, at: t0, body: 'note', author: 'team' });
  return sessionID;
}

describe(`erasing sessions from the studio on ${ENGINE}`, () => {
  test("a session's rows and bytes are gone (its batches zeroed in their shared segment), other sessions keep theirs", async () => {
    const project = await createProject(database.db());
    const erased = await recordedSession(project.publicKey, 'erase-me');
    const kept = await recordedSession(project.publicKey, 'keep-me');
    const keysOf = async (id: string) => [
      ...(await database.db().select({ key: recordingBatches.blobKey }).from(recordingBatches).where(eq(recordingBatches.sessionId, id))),
      ...(await database.db().select({ key: recordingImages.blobKey }).from(recordingImages).where(eq(recordingImages.sessionId, id))),
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
    const left = await database.db().select({ id: recordingSessions.id }).from(recordingSessions).where(eq(recordingSessions.userUuid, VISITOR));
    expect(left.map((row) => row.id)).toEqual([elsewhere]);
  });
});
