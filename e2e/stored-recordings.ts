import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { scanSegment } from '@/lib/storage/segment-records';
import { decodeBatch } from '@parley/tracker/protocol';

/**
 * What the e2e server's ingest stored, read from its blob store on disk (scripts/e2e-server.mjs RECORDINGS_DIR):
 * files of their own (canvas snapshots, videos) and the records of segment files (lib/storage/segment-log.ts), where
 * recording batches are appended.
 */
export const E2E_DATA_DIR = path.join(process.cwd(), 'data', 'e2e');
export const RECORDINGS_DIR = path.join(E2E_DATA_DIR, 'recordings');

export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every blob in the blob store, by key. */
export function storedBlobs(): { key: string; bytes: Buffer }[] {
  return filesUnder(RECORDINGS_DIR).flatMap((file) => {
    const bytes = fs.readFileSync(file);
    if (!file.endsWith('.seg')) return [{ key: path.relative(RECORDINGS_DIR, file), bytes }];
    return scanSegment(bytes).map((record) => ({
      key: record.key,
      bytes: bytes.subarray(record.offset, record.offset + record.length),
    }));
  });
}

/**
 * A session's stored batches, decoded, and their messages: one copy per message index of a page, as readers keep them
 * (tracker/PROTOCOL.md "Batch"), in the visit's order (page, then message index). Not in the order they were stored:
 * a page's last batch can arrive after the next page's first, and the segment files are listed in no particular order.
 */
export function storedMessages(sessionId: string) {
  const blobs = storedBlobs().filter((blob) => blob.key.includes(sessionId));
  const batches = blobs
    .filter((blob) => blob.key.endsWith('.bin.gz'))
    .map((blob) => decodeBatch(new Uint8Array(gunzipSync(blob.bytes))))
    .sort((a, b) => a.header.pageNo - b.header.pageNo || a.header.firstIndex - b.header.firstIndex);
  const seen = new Set<string>();
  const messages = batches.flatMap((batch) =>
    batch.frames
      .map((frame, position) => ({
        type: frame.type,
        data: JSON.parse(frame.payload) as Record<string, unknown>,
        page: batch.header.pageNo,
        at: `${batch.header.pageNo}/${batch.header.firstIndex + position}`,
      }))
      .filter((m) => !seen.has(m.at) && !!seen.add(m.at)),
  );
  return {
    files: blobs.map((blob) => blob.key),
    batches,
    messages,
    of: (type: number) => messages.filter((m) => m.type === type).map((m) => m.data),
  };
}
