import 'server-only';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingImages } from '@/lib/db/schema';
import { failure, type Result } from '@/lib/errors';
import { getBlobStore } from '@/lib/storage/blob-store';
import { imageBlobKey } from '@/lib/recordings/blob-keys';
import { recordUnlessErased } from '@/lib/recordings/session-parts';
import type { IngestClaims } from '@/lib/recordings/token-claims';
import { IMAGE_MAX_BYTES, TIMESTAMP_MAX_MS } from './limits';

/** `{sessionStart}_{nodeId}_{ts}.webp`, as tracker/PROTOCOL.md "Canvas snapshots" names them. */
const IMAGE_NAME = /^(\d{1,16})_(\d{1,9})_(\d{1,16})\.webp$/;

function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/**
 * Stores the canvas snapshots of one multipart upload (parts named `snapshot`). Every part is checked before any is
 * stored (a bad name, a file over IMAGE_MAX_BYTES or one that is not webp refuses the whole request); a snapshot
 * sent again is stored once.
 */
export async function storeImages(
  caller: IngestClaims,
  form: FormData,
  { now = new Date() }: Clock = {},
): Promise<Result<{ stored: number }>> {
  const parts = form.getAll('snapshot');
  if (parts.length === 0) return failure('invalid', 'snapshot: no image parts named snapshot', { field: 'snapshot' });
  const images: { name: string; nodeId: number; ts: number; bytes: Uint8Array }[] = [];
  for (const part of parts) {
    if (typeof part === 'string') return failure('invalid', 'snapshot: must be a file part', { field: 'snapshot' });
    const match = IMAGE_NAME.exec(part.name);
    if (!match)
      return failure(
        'invalid',
        `snapshot: file name ${JSON.stringify(part.name.slice(0, 80))} must be {sessionStart}_{nodeId}_{ts}.webp`,
        {
          field: 'snapshot',
        },
      );
    // A time no date can hold would fail every reader of the image later (the replay, the erasure's sweep).
    if (Number(match[1]) > TIMESTAMP_MAX_MS || Number(match[3]) > TIMESTAMP_MAX_MS)
      return failure('invalid', `snapshot: ${part.name} names a time past ${TIMESTAMP_MAX_MS} ms`, {
        field: 'snapshot',
      });
    if (part.size > IMAGE_MAX_BYTES)
      return failure('too_large', `snapshot: ${part.name} is over ${IMAGE_MAX_BYTES} bytes`, {
        limit: IMAGE_MAX_BYTES,
      });
    const bytes = new Uint8Array(await part.arrayBuffer());
    if (!isWebp(bytes)) return failure('invalid', `snapshot: ${part.name} is not a webp image`, { field: 'snapshot' });
    images.push({ name: part.name, nodeId: Number(match[2]), ts: Number(match[3]), bytes });
  }
  const store = getBlobStore();
  const db = await getDb();
  for (const image of images) {
    const blobKey = imageBlobKey(caller.projectId, caller.sessionId, image.name);
    await store.put(blobKey, image.bytes);
    const kept = await recordUnlessErased(store, blobKey, () =>
      db
        .insert(recordingImages)
        .values({
          sessionId: caller.sessionId,
          name: image.name,
          nodeId: image.nodeId,
          ts: image.ts,
          blobKey,
          bytes: image.bytes.byteLength,
          receivedAt: now,
        })
        .onConflictDoNothing(),
    );
    if (!kept.ok) return kept;
  }
  return { ok: true, stored: images.length };
}
