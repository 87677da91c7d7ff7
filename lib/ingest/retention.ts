import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingSessions, usabilityTestUploadTickets } from '@/lib/db/schema';
import { UPLOAD_TICKET_KEEP_MS } from '@/lib/recordings/retention';
import { getBlobStore } from '@/lib/storage/blob-store';
import { sessionBlobPrefix } from '@/lib/recordings/blob-keys';
import { RECORDING_RETENTION_DAYS_DEFAULT } from './limits';

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
 * tickets that expired more than UPLOAD_TICKET_KEEP_MS ago go too. Answers how many sessions it deleted.
 */
export async function deleteExpiredRecordings({ now = new Date(), days = retentionDays() }: Clock & { days?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const db = await getDb();
  await db.delete(usabilityTestUploadTickets).where(lt(usabilityTestUploadTickets.expiresAt, new Date(now.getTime() - UPLOAD_TICKET_KEEP_MS)));
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
