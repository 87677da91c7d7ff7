import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
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

/**
 * The replay answer of a session whoever asks has been allowed to see (the team's, or a public link's:
 * lib/studio/shared-replays.ts): nothing of its project beyond the session's own recording.
 */
export async function storedReplayStream(
  session: Pick<RecordingSession, 'id' | 'startedAt' | 'lastActivityAt'>,
): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const [batches, images] = await Promise.all([
    db
      .select({ blobKey: recordingBatches.blobKey, bytes: recordingBatches.bytes })
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, session.id))
      .orderBy(asc(recordingBatches.pageNo), asc(recordingBatches.batchNo)),
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
  const pending = new Map<number, Promise<Uint8Array | null>>();
  const read = (index: number) => {
    const batch = batches[index];
    if (!batch || pending.has(index)) return;
    const reading = readStoredBatch(batch.blobKey);
    // Awaited when its turn comes; until then (or if the player goes away first) a failed read is not unhandled.
    reading.catch(() => undefined);
    pending.set(index, reading);
  };
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
      for (let ahead = next; ahead < Math.min(batches.length, next + READ_AHEAD); ahead += 1) read(ahead);
      const stored = await pending.get(next)!;
      pending.delete(next);
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
