import 'server-only';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingBatches, recordingImages } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { imageBlobKey } from '@/lib/ingest';
import { getBlobStore } from '@/lib/storage/blob-store';
import { decodeBatch } from '@/tracker/src/protocol/codec';
import { messageName } from '@/tracker/src/protocol/messages';
import { assertStudioViewer, type StudioViewer } from './access';
import { sessionById } from './sessions';

const gunzip = promisify(gunzipCallback);

/** How many batches are read from the blob store ahead of the one being sent. */
const READ_AHEAD = 4;

/** One line of the replay stream (NDJSON). The first is `meta`; then one `batch` line per stored batch, in order. */
export type ReplayLine =
  | {
      kind: 'meta';
      sessionId: string;
      startedAt: number;
      lastActivityAt: number;
      batches: number;
      bytes: number;
      images: { name: string; nodeId: number; ts: number }[];
    }
  | { kind: 'batch'; page: number; batch: number; messages: { type: string; data: unknown }[] };

/**
 * A stored batch's messages, decoded. Unknown message types are dropped (the replay cannot use them), and so is a
 * message that does not parse: the ingest checks every message's framing and shape but parses only those it indexes
 * (lib/ingest/batches.ts), so one bad rrweb event costs that event, not the batch.
 */
async function batchMessages(blobKey: string): Promise<{ messages: { type: string; data: unknown; index: number }[] }> {
  const stored = await getBlobStore().get(blobKey);
  if (!stored) return { messages: [] };
  const { header, frames } = decodeBatch(new Uint8Array(await gunzip(stored)));
  const messages: { type: string; data: unknown; index: number }[] = [];
  for (const [position, frame] of frames.entries()) {
    const type = messageName(frame.type);
    if (!type) continue;
    try {
      messages.push({ type, data: JSON.parse(frame.payload) as unknown, index: header.firstIndex + position });
    } catch {
      // skipped, see above
    }
  }
  return { messages };
}

/**
 * A session's recording as a stream of NDJSON lines: what the player needs to start (the meta line), then every batch
 * of every page load in order, so the player paints the first page while later batches are still on their way.
 * Batches are read a few ahead of the one being written (the blob store may be S3, one round trip each).
 */
export async function replayStream(viewer: StudioViewer, projectId: string, sessionId: string): Promise<ReadableStream<Uint8Array>> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  const db = await getDb();
  const [batches, images] = await Promise.all([
    db
      .select({ pageNo: recordingBatches.pageNo, batchNo: recordingBatches.batchNo, blobKey: recordingBatches.blobKey, bytes: recordingBatches.bytes })
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, session.id))
      .orderBy(asc(recordingBatches.pageNo), asc(recordingBatches.batchNo)),
    db
      .select({ name: recordingImages.name, nodeId: recordingImages.nodeId, ts: recordingImages.ts })
      .from(recordingImages)
      .where(eq(recordingImages.sessionId, session.id))
      .orderBy(asc(recordingImages.ts)),
  ]);
  const encoder = new TextEncoder();
  const line = (value: ReplayLine) => encoder.encode(`${JSON.stringify(value)}\n`);
  const meta: ReplayLine = {
    kind: 'meta',
    sessionId: session.id,
    startedAt: session.startedAt.getTime(),
    lastActivityAt: session.lastActivityAt.getTime(),
    batches: batches.length,
    bytes: batches.reduce((sum, batch) => sum + batch.bytes, 0),
    images,
  };
  const pending = new Map<number, ReturnType<typeof batchMessages>>();
  // A page's own last batch may repeat messages of its other batches (tracker/PROTOCOL.md "Batch"): one copy per index.
  const seen = new Map<number, Set<number>>();
  const read = (index: number) => {
    const batch = batches[index];
    if (batch && !pending.has(index)) pending.set(index, batchMessages(batch.blobKey));
  };
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(line(meta));
    },
    async pull(controller) {
      if (next >= batches.length) {
        controller.close();
        return;
      }
      for (let ahead = next; ahead < Math.min(batches.length, next + READ_AHEAD); ahead += 1) read(ahead);
      const batch = batches[next]!;
      const { messages } = await pending.get(next)!;
      pending.delete(next);
      next += 1;
      const page = seen.get(batch.pageNo) ?? seen.set(batch.pageNo, new Set()).get(batch.pageNo)!;
      const fresh = messages.filter(({ index }) => !page.has(index) && page.add(index));
      controller.enqueue(line({ kind: 'batch', page: batch.pageNo, batch: batch.batchNo, messages: fresh.map(({ type, data }) => ({ type, data })) }));
    },
  });
}

/** A canvas snapshot's bytes (webp), or a `not_found` refusal. */
export async function canvasSnapshot(viewer: StudioViewer, projectId: string, sessionId: string, name: string): Promise<Uint8Array> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  const db = await getDb();
  const [image] = await db
    .select({ name: recordingImages.name })
    .from(recordingImages)
    .where(and(eq(recordingImages.sessionId, session.id), eq(recordingImages.name, name)));
  const bytes = image ? await getBlobStore().get(imageBlobKey(projectId, session.id, image.name)) : null;
  if (!bytes) throw new AppError('not_found', 'No such snapshot');
  return bytes;
}
