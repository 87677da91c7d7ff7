import 'server-only';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/lib/db/client';
import {
  ingestQuarantine,
  recordingBatches,
  recordingErasures,
  recordingImages,
  recordingSessions,
  usabilityTestVideoSegments,
} from '@/lib/db/schema';
import { sessionBlobPrefix } from '@/lib/recordings/blob-keys';
import { forgetSessionRollups } from '@/lib/recordings/page-rollups';
import { forgetUnusedNames, namesOfSessions } from '@/lib/recordings/session-names';
import { getBlobStore } from '@/lib/storage/blob-store';
import { eraseStoredBlobs } from '@/lib/storage/segment-upload';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { USER_ID_MAX_LENGTH } from '@/lib/recordings/token-claims';

/**
 * Erasure from the studio: a session, every session of one visitor (their browser), or every session of one member
 * (a request to be forgotten: every browser, verified or named by a script), loses its bytes
 * (batches, wherever the store keeps them, canvas snapshots, usability-test video, quarantined bodies) and then its
 * rows (events, notes, flags, signals go with the session).
 *
 * The ingest answers trackers from its log and indexes after (docs/ARCHITECTURE.md), so a batch of the session may be
 * in the raw log, or on its way from a tab still open, when the team erases it. A tombstone per session is therefore
 * written first (`recording_erasures`): the digester drops every batch of a tombstoned session with its bytes, and
 * uploads find no session. A digester commit that began before the tombstone and is indexing a batch of the session
 * holds a lock on the session's row; the rows are deleted after taking that lock, so such a batch is found and erased
 * here. Bytes before rows: a failure in between leaves rows that point at nothing, which the next attempt erases,
 * never bytes nothing points at.
 */
export async function eraseSessions(
  viewer: StudioViewer,
  projectId: string,
  sessionIds: readonly string[],
): Promise<number> {
  assertStudioViewer(viewer);
  const ids = sessionIds.filter((id) => z.uuid().safeParse(id).success);
  if (ids.length === 0) return 0;
  const db = await getDb();
  const sessions = await db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.projectId, projectId), inArray(recordingSessions.id, ids)));
  if (sessions.length === 0) return 0;
  const found = sessions.map((session) => session.id);
  await db
    .insert(recordingErasures)
    .values(found.map((sessionId) => ({ sessionId, projectId })))
    .onConflictDoNothing();
  const store = getBlobStore();
  const erased = new Set(await storedKeys(db, found));
  await eraseStoredBlobs([...erased], store);
  for (const id of found) await store.deletePrefix(sessionBlobPrefix(projectId, id));
  await db.transaction(async (tx) => {
    await tx
      .select({ id: recordingSessions.id })
      .from(recordingSessions)
      .where(inArray(recordingSessions.id, found))
      .for('update');
    await eraseStoredBlobs(
      (await storedKeys(tx, found)).filter((key) => !erased.has(key)),
      store,
    );
    await tx.delete(ingestQuarantine).where(inArray(ingestQuarantine.sessionId, found));
    // The click map's daily counts lose what these sessions added, read from their events before those go.
    await forgetSessionRollups(tx, found);
    // Their addresses, selectors and event names go too, where no other session holds them.
    const names = await namesOfSessions(tx, found);
    await tx.delete(recordingSessions).where(inArray(recordingSessions.id, found));
    await forgetUnusedNames(tx, names);
  });
  return found.length;
}

/** Every blob key the index holds for these sessions: batches, canvas snapshots, video segments, quarantined bodies. */
async function storedKeys(db: Executor, sessionIds: string[]): Promise<string[]> {
  const [batches, images, videos, quarantined] = await Promise.all([
    db
      .select({ key: recordingBatches.blobKey })
      .from(recordingBatches)
      .where(inArray(recordingBatches.sessionId, sessionIds)),
    db
      .select({ key: recordingImages.blobKey })
      .from(recordingImages)
      .where(inArray(recordingImages.sessionId, sessionIds)),
    db
      .select({ key: usabilityTestVideoSegments.blobKey })
      .from(usabilityTestVideoSegments)
      .where(inArray(usabilityTestVideoSegments.sessionId, sessionIds)),
    db
      .select({ key: ingestQuarantine.blobKey })
      .from(ingestQuarantine)
      .where(inArray(ingestQuarantine.sessionId, sessionIds)),
  ]);
  return [...batches, ...images, ...videos, ...quarantined].flatMap((row) => (row.key ? [row.key] : []));
}

/** Who an erasure of several sessions is for: one browser (its lasting anonymous id), or one member in every browser. */
export type ErasureSubject = { visitor: string } | { member: string };

/**
 * The sessions of the subject, as a condition: a visitor's by their browser's id; a member's wherever the site
 * verified them or a page's script named them (an erasure request covers what was recorded under their name, even if
 * a stranger's script claimed it). Null: a subject that cannot name any session (no id, an id that is none).
 */
function subjectCondition(subject: ErasureSubject): SQL | null {
  if ('visitor' in subject) {
    if (!z.uuid().safeParse(subject.visitor).success) return null;
    return eq(recordingSessions.userUuid, subject.visitor.toLowerCase());
  }
  const member = subject.member;
  if (member.trim() === '' || member.length > USER_ID_MAX_LENGTH) return null;
  return or(eq(recordingSessions.verifiedUserId, member), eq(recordingSessions.userId, member))!;
}

/**
 * How many sessions an erasure of the subject would delete, said before the team confirms it: all of them, and of a
 * member's those the site verified as theirs (the rest only carry their name).
 */
export async function erasureCount(
  viewer: StudioViewer,
  projectId: string,
  subject: ErasureSubject,
): Promise<{ sessions: number; verified: number }> {
  assertStudioViewer(viewer);
  const condition = subjectCondition(subject);
  if (!condition) return { sessions: 0, verified: 0 };
  const db = await getDb();
  const verified = 'member' in subject ? eq(recordingSessions.verifiedUserId, subject.member) : sql`false`;
  const [row] = await db
    .select({ sessions: count(), verified: sql<number>`count(*) filter (where ${verified})` })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.projectId, projectId), condition));
  return { sessions: Number(row?.sessions ?? 0), verified: Number(row?.verified ?? 0) };
}

/** Every session of the subject in the project, erased (rows and bytes, as eraseSessions); how many were. */
export async function eraseSubject(viewer: StudioViewer, projectId: string, subject: ErasureSubject): Promise<number> {
  assertStudioViewer(viewer);
  const condition = subjectCondition(subject);
  if (!condition) return 0;
  const db = await getDb();
  const sessions = await db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.projectId, projectId), condition));
  return eraseSessions(
    viewer,
    projectId,
    sessions.map((session) => session.id),
  );
}

/** Every session of one visitor (their browser's lasting id), erased. */
export function eraseVisitor(viewer: StudioViewer, projectId: string, visitor: string): Promise<number> {
  return eraseSubject(viewer, projectId, { visitor });
}
