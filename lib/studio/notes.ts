import 'server-only';
import { and, desc, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { recordingSessions, replayNotes } from '@/lib/db/schema';
import { AppError, failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { recordMentions } from './mentions';
import { sessionById } from './sessions';

/** Longest note, in characters. */
export const NOTE_MAX_LENGTH = 2_000;
/** Notes per page of the team's list. */
export const NOTES_PAGE_SIZE = 50;

export const noteInputSchema = z.object({
  body: z.string().trim().min(1, 'is required').max(NOTE_MAX_LENGTH),
  /** The moment, ms since the epoch. */
  at: z.coerce.number().int().min(0).max(8.64e15),
});

export interface NoteRow {
  id: number;
  sessionId: string;
  at: number;
  body: string;
  author: string;
  createdAt: Date;
}

/** A note on a moment of one of the project's sessions, or the refusal: every field's problem at once, or `not_found` for another project's session. */
export async function addNote(
  viewer: StudioViewer & { username: string },
  projectId: string,
  sessionId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = noteInputSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const session = await sessionById(viewer, projectId, sessionId).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') return null;
    throw error;
  });
  if (!session) return failure('not_found', 'No such session');
  const db = await getDb();
  // The team members it mentions (lib/studio/mentions.ts) are told with the note, never without it.
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(replayNotes)
      .values({ sessionId: session.id, at: parsed.data.at, body: parsed.data.body, author: viewer.username })
      .returning({ id: replayNotes.id });
    await recordMentions(tx, row!.id, parsed.data.body, viewer.username);
    return row!.id;
  });
  return { ok: true, id };
}

const NOTE_COLUMNS = {
  id: replayNotes.id,
  sessionId: replayNotes.sessionId,
  at: replayNotes.at,
  body: replayNotes.body,
  author: replayNotes.author,
  createdAt: replayNotes.createdAt,
};

/** One session's notes, in the order of their moments. */
export async function sessionNotes(viewer: StudioViewer, projectId: string, sessionId: string): Promise<NoteRow[]> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  const db = await getDb();
  return db
    .select(NOTE_COLUMNS)
    .from(replayNotes)
    .where(eq(replayNotes.sessionId, session.id))
    .orderBy(asc(replayNotes.at), asc(replayNotes.id));
}

/** The project's notes, newest first (the team's shared list), with the visitor each session belongs to. */
export async function listNotes(
  viewer: StudioViewer,
  projectId: string,
  page = 1,
): Promise<(NoteRow & { userId: string | null; verifiedUserId: string | null })[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({ ...NOTE_COLUMNS, userId: recordingSessions.userId, verifiedUserId: recordingSessions.verifiedUserId })
    .from(replayNotes)
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(and(eq(recordingSessions.projectId, projectId)))
    .orderBy(desc(replayNotes.createdAt), desc(replayNotes.id))
    .limit(NOTES_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * NOTES_PAGE_SIZE);
}
