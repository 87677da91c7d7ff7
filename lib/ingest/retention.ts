import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingErasures, recordingSessions, usabilityTestUploadTickets } from '@/lib/db/schema';
import { UPLOAD_TICKET_KEEP_MS } from '@/lib/recordings/retention';
import { getBlobStore, isLocalDiskStore } from '@/lib/storage/blob-store';
import { sessionBlobPrefix } from '@/lib/recordings/blob-keys';
import { deleteRollupDaysBefore } from '@/lib/recordings/page-rollups';
import { forgetNamesRecordedBefore } from '@/lib/recordings/session-names';
import { RECORDING_RETENTION_DAYS_DEFAULT } from './limits';

/** How many days before the cutoff's the retention job deletes uploaded batch segments of, each run. */
const UPLOADED_SEGMENT_DAYS_SWEPT = 7;
/** Sessions deleted per round, so one run never holds a long transaction. */
const RETENTION_BATCH = 200;

/** RECORDING_RETENTION_DAYS, a whole number of days ≥ 1 (default RECORDING_RETENTION_DAYS_DEFAULT). */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number.parseInt(env.RECORDING_RETENTION_DAYS ?? '', 10);
  return Number.isSafeInteger(value) && value >= 1 ? value : RECORDING_RETENTION_DAYS_DEFAULT;
}

/**
 * Deletes every recording that started more than `days` ago: its blobs first (batches, snapshots, videos), then its
 * rows (events, batches, images and flags go with the session, and so do its usability-test signals, answers and
 * video); then the segments of appended batches last written before the cutoff (lib/storage/segment-log.ts): every
 * batch in one was received before the cutoff, so its session started before it and is gone. Usability-test upload
 * tickets that expired more than UPLOAD_TICKET_KEEP_MS ago go too, and so do the tombstones of sessions erased before
 * the cutoff (a session's token lives MAX_SESSION_DURATION_MS, hours, so nothing of them can arrive any more). Answers
 * how many sessions it deleted.
 */
export async function deleteExpiredRecordings({
  now = new Date(),
  days = retentionDays(),
}: Clock & { days?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const db = await getDb();
  await db
    .delete(usabilityTestUploadTickets)
    .where(lt(usabilityTestUploadTickets.expiresAt, new Date(now.getTime() - UPLOAD_TICKET_KEEP_MS)));
  await db.delete(recordingErasures).where(lt(recordingErasures.erasedAt, cutoff));
  // The click map's daily rollups keep no session: their days before the cutoff's go by day.
  await deleteRollupDaysBefore(db, cutoff.toISOString().slice(0, 10));
  // The addresses, selectors and event names last recorded before then: only sessions that go now held them.
  await forgetNamesRecordedBefore(db, cutoff.toISOString().slice(0, 10));
  const store = getBlobStore();
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: recordingSessions.id, projectId: recordingSessions.projectId })
      .from(recordingSessions)
      .where(lt(recordingSessions.startedAt, cutoff))
      .limit(RETENTION_BATCH);
    if (expired.length === 0) {
      await store.deleteAppendedBefore(cutoff);
      if (!isLocalDiskStore(store)) {
        // Uploaded batch segments (lib/storage/segment-upload.ts) are named by the day they were begun: the days just
        // before the cutoff's go whole. (A server stopped longer than that leaves older days for an operator.)
        for (let day = 1; day <= UPLOADED_SEGMENT_DAYS_SWEPT; day++)
          await store.deletePrefix(
            `segments/${new Date(cutoff.getTime() - day * 24 * 60 * 60_000).toISOString().slice(0, 10)}/`,
          );
      }
      return deleted;
    }
    for (const session of expired) await store.deletePrefix(sessionBlobPrefix(session.projectId, session.id));
    await db.delete(recordingSessions).where(
      inArray(
        recordingSessions.id,
        expired.map((session) => session.id),
      ),
    );
    deleted += expired.length;
  }
}
