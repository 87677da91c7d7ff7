import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingBatches, recordingImages, type RecordingSession } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { imageBlobKey } from '@/lib/recordings/blob-keys';
import { readStoredBatch } from '@/lib/storage/segment-upload';
import { getBlobStore } from '@/lib/storage/blob-store';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { batchFrame, metaFrame, type ReplayMeta } from './replay-wire';
import { sessionById } from './sessions';

/** How many batches are read from the blob store ahead of the one being sent. */
const READ_AHEAD = 4;

/**
 * A session's recording as the replay answer (lib/studio/replay-wire.ts): what the player needs to start (the meta
 * frame), then every batch of every page load in order, each exactly as stored (gzipped), so the player paints the
 * first page while later batches are still on their way and the server decodes nothing. Batches are read a few ahead
 * of the one being written (the blob store may be S3, one round trip each).
 */
export async function replayStream(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
): Promise<ReadableStream<Uint8Array>> {
  assertStudioViewer(viewer);
  return storedReplayStream(await sessionById(viewer, projectId, sessionId));
}

/** A stored batch's row: where its bytes are, and when it arrived (a live stream follows arrivals). */
export interface StoredBatchRow {
  pageNo: number;
  batchNo: number;
  blobKey: string;
  bytes: number;
  receivedAt: Date;
}

/** A session's batches in replay order (page loads, then batches), or only those received since `receivedSince`. */
export async function storedBatchRows(sessionId: string, receivedSince?: Date): Promise<StoredBatchRow[]> {
  const db = await getDb();
  return db
    .select({
      pageNo: recordingBatches.pageNo,
      batchNo: recordingBatches.batchNo,
      blobKey: recordingBatches.blobKey,
      bytes: recordingBatches.bytes,
      receivedAt: recordingBatches.receivedAt,
    })
    .from(recordingBatches)
    .where(
      and(
        eq(recordingBatches.sessionId, sessionId),
        receivedSince ? gte(recordingBatches.receivedAt, receivedSince) : undefined,
      ),
    )
    .orderBy(asc(recordingBatches.pageNo), asc(recordingBatches.batchNo));
}

/**
 * What a replay starts from: its meta frame and the batches to send after it. The stored replay sends them and ends;
 * the live one (lib/studio/live-stream.ts) sends them and then follows the batches that arrive.
 */
export async function replayStart(
  session: Pick<RecordingSession, 'id' | 'startedAt' | 'lastActivityAt'>,
): Promise<{ meta: ReplayMeta; batches: StoredBatchRow[] }> {
  const db = await getDb();
  const [batches, images] = await Promise.all([
    storedBatchRows(session.id),
    db
      .select({ name: recordingImages.name, nodeId: recordingImages.nodeId, ts: recordingImages.ts })
      .from(recordingImages)
      .where(eq(recordingImages.sessionId, session.id))
      .orderBy(asc(recordingImages.ts)),
  ]);
  const meta: ReplayMeta = {
    sessionId: session.id,
    startedAt: session.startedAt.getTime(),
    lastActivityAt: session.lastActivityAt.getTime(),
    batches: batches.length,
    bytes: batches.reduce((sum, batch) => sum + batch.bytes, 0),
    images,
  };
  return { meta, batches };
}

/**
 * Reads `batches`' bytes in order, a few ahead of the one asked for (the blob store may be S3, one round trip each):
 * `take(index)` is the stored gzip of batch `index` (null when its blob has gone missing).
 */
export function batchReader(batches: readonly Pick<StoredBatchRow, 'blobKey'>[]) {
  const pending = new Map<number, Promise<Uint8Array | null>>();
  const read = (index: number) => {
    const batch = batches[index];
    if (!batch || pending.has(index)) return;
    const reading = readStoredBatch(batch.blobKey);
    // Awaited when its turn comes; until then (or if the player goes away first) a failed read is not unhandled.
    reading.catch(() => undefined);
    pending.set(index, reading);
  };
  return async (index: number): Promise<Uint8Array | null> => {
    for (let ahead = index; ahead < Math.min(batches.length, index + READ_AHEAD); ahead += 1) read(ahead);
    const stored = await pending.get(index)!;
    pending.delete(index);
    return stored;
  };
}

/**
 * The replay answer of a session whoever asks has been allowed to see (the team's, or a public link's:
 * lib/studio/shared-replays.ts): nothing of its project beyond the session's own recording.
 */
export async function storedReplayStream(
  session: Pick<RecordingSession, 'id' | 'startedAt' | 'lastActivityAt'>,
): Promise<ReadableStream<Uint8Array>> {
  const { meta, batches } = await replayStart(session);
  const take = batchReader(batches);
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of metaFrame(meta)) controller.enqueue(chunk);
    },
    async pull(controller) {
      if (next >= batches.length) {
        controller.close();
        return;
      }
      const stored = await take(next);
      next += 1;
      for (const chunk of batchFrame(stored)) controller.enqueue(chunk);
    },
  });
}

/** A canvas snapshot's bytes (webp), or a `not_found` failure. */
export async function canvasSnapshot(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
  name: string,
): Promise<Uint8Array> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  return storedCanvasSnapshot(projectId, session.id, name);
}

/** A canvas snapshot of a session whoever asks has been allowed to see, or a `not_found` failure. */
export async function storedCanvasSnapshot(projectId: string, sessionId: string, name: string): Promise<Uint8Array> {
  const db = await getDb();
  const [image] = await db
    .select({ name: recordingImages.name })
    .from(recordingImages)
    .where(and(eq(recordingImages.sessionId, sessionId), eq(recordingImages.name, name)));
  const bytes = image ? await getBlobStore().get(imageBlobKey(projectId, sessionId, image.name)) : null;
  if (!bytes) throw new AppError('not_found', 'No such snapshot');
  return bytes;
}
