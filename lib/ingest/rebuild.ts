import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { recordingBatches, recordingEvents, recordingSessions } from '@/lib/db/schema';
import type { SegmentSource } from '@/lib/storage/segment-log';
import { scanSegmentFrom } from '@/lib/storage/segment-records';
import { parseBatchBlobKey } from '@/lib/recordings/blob-keys';
import { digestStored, type BatchIndexEntry } from './digest';
import { commitDigest } from './index-writer';

/** Batches indexed per transaction while rebuilding. */
const REBUILD_GROUP = 500;

export interface RebuildReport {
  /** Distinct segments read (a segment found in two sources counts once). */
  segments: number;
  /** Segments found in more than one source (uploaded, and still on this disk): read once, from the first. */
  segmentsInTwoPlaces: number;
  batches: number;
  indexed: number;
  /** Later copies of a batch already indexed (two processes took the same retried batch; the first copy wins). */
  duplicates: number;
  /** Stored batches of sessions that no longer exist (retention deleted them; their segment is not yet gone). */
  orphans: number;
  /** Records that are not a readable batch (never the case for what the digester wrote). */
  unreadable: number;
}

/**
 * Rebuilds the index (recording_batches, recording_events, and each session's counts and last activity) from the
 * stored batches alone: every record of the segments names its batch and when it was received
 * (lib/recordings/blob-keys.ts batchBlobKey), and its bytes are the digested batch, so digesting it again gives what the
 * live digester indexed, and its locator (`{segment}#{offset}+{length}`) is the blob key the live digester wrote, the
 * same whether the segment is read on this disk or uploaded (it keeps its key). The sessions themselves (written by
 * `start`) are not in the segments and stay as they are.
 *
 * `sources` are read together: every segment of every source, oldest first by key (their names begin with their
 * creation time), a segment found in several sources read once, from the first that has it. Batches are indexed in
 * that order, the first copy of a `(session, page, batch)` winning, as live. With one ingest process that is exactly
 * the live index. With several, a batch two processes each took (a tracker's retry that reached another one) is
 * indexed from the copy in the older segment, which is the one live indexed unless the two copies were taken within
 * the same seconds; the other copy holds the same batch, received a little earlier or later.
 *
 * Every source is listed before the index is emptied, so a store that cannot be reached changes nothing.
 */
export async function rebuildIndex(db: Db, sources: readonly SegmentSource[]): Promise<RebuildReport> {
  const report: RebuildReport = { segments: 0, segmentsInTwoPlaces: 0, batches: 0, indexed: 0, duplicates: 0, orphans: 0, unreadable: 0 };
  const where = new Map<string, SegmentSource[]>();
  for (const source of sources) {
    for (const key of await source.segmentKeys()) {
      const found = where.get(key);
      if (found) found.push(source);
      else where.set(key, [source]);
    }
  }
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
    report.duplicates += outcome.duplicates;
    group = [];
  };
  for (const segment of [...where.keys()].sort()) {
    report.segments += 1;
    const holders = where.get(segment)!;
    if (holders.length > 1) report.segmentsInTwoPlaces += 1;
    let bytes: Buffer | null = null;
    // A copy gone since it was listed (an upload finished and its local file was deleted) is read from the next.
    for (const source of holders) if ((bytes = await source.readSegment(segment))) break;
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
