import 'server-only';
import busboy from 'next/dist/compiled/busboy/index.js';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingImages } from '@/lib/db/schema';
import { AppError, failure, type Result } from '@/lib/errors';
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

/** A part named `snapshot` of an images upload: a file's name and bytes (`overLimit` past IMAGE_MAX_BYTES), or a text field. */
export type SnapshotPart = { file: true; name: string; bytes: Uint8Array; overLimit: boolean } | { file: false };

/**
 * The parts named `snapshot` of a multipart body, read with Next.js's copy of busboy: each file's bytes are copied
 * once out of the body (no form, no per-file copies besides), and a file is cut at IMAGE_MAX_BYTES (`overLimit`), so
 * what one request holds in memory is about twice its body. AppError `invalid` for a body that is not multipart.
 */
export function snapshotParts(contentType: string, body: Uint8Array): Promise<SnapshotPart[]> {
  const notMultipart = () => new AppError('invalid', 'body: is not valid multipart/form-data', { field: 'body' });
  return new Promise((resolve, reject) => {
    const parts: SnapshotPart[] = [];
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fileSize: IMAGE_MAX_BYTES },
      });
    } catch {
      reject(notMultipart());
      return;
    }
    parser.on('field', (name) => {
      if (name === 'snapshot') parts.push({ file: false });
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let overLimit = false;
      stream.on('limit', () => (overLimit = true));
      stream.on('data', (chunk: Buffer) => {
        if (name === 'snapshot') chunks.push(chunk);
      });
      stream.on('end', () => {
        if (name === 'snapshot')
          parts.push({ file: true, name: info.filename ?? '', bytes: Buffer.concat(chunks), overLimit });
      });
    });
    parser.on('error', () => reject(notMultipart()));
    parser.on('close', () => resolve(parts));
    parser.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}

/**
 * Stores the canvas snapshots of one multipart upload (parts named `snapshot`, snapshotParts). Every part is checked
 * before any is stored (a bad name, a file over IMAGE_MAX_BYTES or one that is not webp refuses the whole request); a
 * snapshot sent again is stored once.
 */
export async function storeImages(
  caller: IngestClaims,
  parts: readonly SnapshotPart[],
  { now = new Date() }: Clock = {},
): Promise<Result<{ stored: number }>> {
  if (parts.length === 0) return failure('invalid', 'snapshot: no image parts named snapshot', { field: 'snapshot' });
  const images: { name: string; nodeId: number; ts: number; bytes: Uint8Array }[] = [];
  for (const part of parts) {
    if (!part.file) return failure('invalid', 'snapshot: must be a file part', { field: 'snapshot' });
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
    if (part.overLimit)
      return failure('too_large', `snapshot: ${part.name} is over ${IMAGE_MAX_BYTES} bytes`, {
        limit: IMAGE_MAX_BYTES,
      });
    const bytes = part.bytes;
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
