import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { recordingBatches, recordingImages, recordingSessions, usabilityTestVideoSegments } from '@/lib/db/schema';
import { sessionBlobPrefix } from '@/lib/recordings/blob-keys';
import { getBlobStore } from '@/lib/storage/blob-store';
import { eraseStoredBlobs } from '@/lib/storage/segment-upload';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

/**
 * Erasure from the studio: a session, or every session of one visitor (a request to be forgotten), loses its bytes
 * (batches, wherever the store keeps them, canvas snapshots, usability-test video) and then its rows (events, notes,
 * flags, signals go with the session). Bytes first: a failure in between leaves rows that point at nothing, which the
 * next attempt erases, never bytes nothing points at.
 */
export async function eraseSessions(viewer: StudioViewer, projectId: string, sessionIds: readonly string[]): Promise<number> {
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
  const store = getBlobStore();
  const [batches, images, videos] = await Promise.all([
    db.select({ key: recordingBatches.blobKey }).from(recordingBatches).where(inArray(recordingBatches.sessionId, found)),
    db.select({ key: recordingImages.blobKey }).from(recordingImages).where(inArray(recordingImages.sessionId, found)),
    db.select({ key: usabilityTestVideoSegments.blobKey }).from(usabilityTestVideoSegments).where(inArray(usabilityTestVideoSegments.sessionId, found)),
  ]);
  await eraseStoredBlobs([...batches, ...images, ...videos].map((row) => row.key));
  for (const id of found) await store.deletePrefix(sessionBlobPrefix(projectId, id));
  await db.delete(recordingSessions).where(inArray(recordingSessions.id, found));
  return found.length;
}

/** Every session of one visitor (their browser's lasting id), erased. */
export async function eraseVisitor(viewer: StudioViewer, projectId: string, visitor: string): Promise<number> {
  assertStudioViewer(viewer);
  if (!z.uuid().safeParse(visitor).success) return 0;
  const db = await getDb();
  const sessions = await db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.projectId, projectId), eq(recordingSessions.userUuid, visitor.toLowerCase())));
  return eraseSessions(
    viewer,
    projectId,
    sessions.map((session) => session.id),
  );
}
