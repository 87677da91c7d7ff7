import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { recordingBatches, recordingEvents, recordingSessions } from '@/lib/db/schema';
import type { SegmentSource } from '@/lib/storage/segment-log';
import { scanSegmentFrom } from '@/lib/storage/segment-records';
import { parseBatchBlobKey } from '@/lib/recordings/blob-keys';
import { refillPageRollups } from '@/lib/recordings/page-rollups';
import { forgetUnusedNames } from '@/lib/recordings/session-names';
import { digestStored, FrustrationCarries, type BatchIndexEntry } from './digest';
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
  /** Copies of a batch met after another copy of it was indexed (two processes each took it: a retried batch). */
  duplicates: number;
  /** Of those, the ones received before the copy indexed first: the index names them instead (see rebuildIndex). */
  earlierCopies: number;
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
 * that order, one row per `(session, page, batch)`. With one ingest process that is the live order, so the first copy
 * wins, as live. With several, a batch two processes each took (a tracker's retry that reached another one, its first
 * response lost) may sit in segments begun in the other order than the copies were taken: live indexed the copy
 * committed first, which is the copy received first unless the process that took it lagged behind the other. So once
 * every segment is read, such a batch's row is pointed at the copy received first, where the copies are the same
 * batch (same size, messages and times); a batch sent twice with different contents keeps the copy read first.
 *
 * Frustration signals are judged as the live digester judged them, each batch with the clicks its page's batch before
 * left undecided (lib/ingest/digest.ts FrustrationCarries), read in the same order. Where live could not (the two
 * batches went to two processes, or the process restarted between them) the rebuilt index has the signals those
 * clicks give that live left out.
 *
 * Every source is listed before the index is emptied, so a store that cannot be reached changes nothing.
 */
export async function rebuildIndex(db: Db, sources: readonly SegmentSource[]): Promise<RebuildReport> {
  const report: RebuildReport = {
    segments: 0,
    segmentsInTwoPlaces: 0,
    batches: 0,
    indexed: 0,
    duplicates: 0,
    earlierCopies: 0,
    orphans: 0,
    unreadable: 0,
  };
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
      nameIds: [],
      lastActivityAt: sql`${recordingSessions.startedAt}`,
    });
  });
  const sessions = new Set(
    (await db.select({ id: recordingSessions.id }).from(recordingSessions)).map((row) => row.id),
  );
  let group: BatchIndexEntry[] = [];
  // The clicks a batch leaves undecided for its page's next one, as the live digester kept them (it read the same order).
  const carries = new FrustrationCarries();
  /** Copies of batches already indexed: few (retries that reached another process), so they are kept until the end. */
  const copies: Omit<BatchIndexEntry, 'events'>[] = [];
  const flush = async () => {
    if (group.length === 0) return;
    const outcome = await commitDigest(db, 'rebuild', group, [], null);
    report.indexed += outcome.indexed;
    report.duplicates += outcome.duplicates;
    group.forEach(({ events: _events, ...entry }, i) => {
      if (!outcome.fresh[i]) copies.push(entry);
    });
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
      const digested = digestStored(record.key, bytes.subarray(record.offset, record.offset + record.length), carries);
      if (!digested.ok) {
        report.unreadable += 1;
        continue;
      }
      group.push({ ...digested.entry, blobKey: record.locator });
      if (group.length >= REBUILD_GROUP) await flush();
    }
  }
  await flush();
  for (const copy of copies) {
    const pointed = await db
      .update(recordingBatches)
      .set({ blobKey: copy.blobKey, receivedAt: copy.receivedAt })
      .where(
        and(
          eq(recordingBatches.sessionId, copy.sessionId),
          eq(recordingBatches.pageNo, copy.pageNo),
          eq(recordingBatches.batchNo, copy.batchNo),
          gt(recordingBatches.receivedAt, copy.receivedAt),
          eq(recordingBatches.bytes, copy.bytes),
          eq(recordingBatches.messageCount, copy.messageCount),
          eq(recordingBatches.firstTs, copy.firstTs),
          eq(recordingBatches.lastTs, copy.lastTs),
        ),
      )
      .returning({ sessionId: recordingBatches.sessionId });
    report.earlierCopies += pointed.length;
  }
  // The click map's rollups made again from the rebuilt events in one pass (the groups added to them in the order
  // the segments were read, and received times have just moved to earlier copies).
  await refillPageRollups(db);
  // The names the rebuilt index holds were added as before; those of batches no longer there go.
  await forgetUnusedNames(db);
  return report;
}
