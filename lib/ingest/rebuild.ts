import 'server-only';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { recordingBatches, recordingEvents, recordingSessions } from '@/lib/db/schema';
import type { SegmentLog } from '@/lib/storage/segment-log';
import { scanSegmentFrom } from '@/lib/storage/segment-records';
import { parseBatchBlobKey } from '@/lib/recordings/blob-keys';
import { digestStored, type BatchIndexEntry } from './digest';
import { commitDigest } from './index-writer';

/** Batches indexed per transaction while rebuilding. */
const REBUILD_GROUP = 500;

export interface RebuildReport {
  segments: number;
  batches: number;
  indexed: number;
  /** Stored batches of sessions that no longer exist (retention deleted them; their segment is not yet gone). */
  orphans: number;
  /** Records that are not a readable batch (never the case for what the digester wrote). */
  unreadable: number;
}

/**
 * Rebuilds the index (recording_batches, recording_events, and each session's counts and last activity) from the
 * stored batches alone: every record of the blob store's segments names its batch and when it was received
 * (lib/recordings/blob-keys.ts batchBlobKey), and its bytes are the digested batch, so digesting it again gives what the
 * live digester indexed. The sessions themselves (written by `start`) are not in the segments and stay as they are.
 * Batches are indexed in segment order, the first copy of a `(session, page, batch)` winning, as live.
 */
export async function rebuildIndex(db: Db, segments: SegmentLog): Promise<RebuildReport> {
  const report: RebuildReport = { segments: 0, batches: 0, indexed: 0, orphans: 0, unreadable: 0 };
  await db.transaction(async (tx) => {
    await tx.delete(recordingEvents);
    await tx.delete(recordingBatches);
    await tx.update(recordingSessions).set({
      pageCount: 0,
      clickCount: 0,
      errorCount: 0,
      rageClickCount: 0,
      deadClickCount: 0,
      errorClickCount: 0,
      batchCount: 0,
      bytesStored: 0,
      lastActivityAt: sql`${recordingSessions.startedAt}`,
    });
  });
  const sessions = new Set((await db.select({ id: recordingSessions.id }).from(recordingSessions)).map((row) => row.id));
  let group: BatchIndexEntry[] = [];
  const flush = async () => {
    if (group.length === 0) return;
    const outcome = await commitDigest(db, 'rebuild', group, [], null);
    report.indexed += outcome.indexed;
    group = [];
  };
  for (const segment of await segments.segmentKeys()) {
    report.segments += 1;
    const bytes = await fs.readFile(segments.segmentFile(segment)).catch(() => null);
    if (!bytes) continue;
    for (const record of scanSegmentFrom(bytes, segment).records) {
      const batch = parseBatchBlobKey(record.key);
      if (!batch) continue;
      report.batches += 1;
      if (!sessions.has(batch.sessionId)) {
        report.orphans += 1;
        continue;
      }
      const digested = digestStored(record.key, bytes.subarray(record.offset, record.offset + record.length));
      if (!digested.ok) {
        report.unreadable += 1;
        continue;
      }
      group.push({ ...digested.entry, blobKey: record.locator });
      if (group.length >= REBUILD_GROUP) await flush();
    }
  }
  await flush();
  return report;
}
