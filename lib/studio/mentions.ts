import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { recordingSessions, replayNotes, studioMentions, users } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import type { Clock } from '@/lib/clock';

/**
 * Mentions of team members in replay notes (`@parley-team`): each is an item of that member's studio notifications
 * until they read it. Only the product team can be mentioned (a member of the discussion area named in a note hears
 * nothing: the studio is hidden from them), and these are not the discussion area's notifications, which are members'.
 */

/** Mentions one note may make; further names are text. */
export const MENTIONS_PER_NOTE_MAX = 20;
/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * A username after `@` (the account rule: 3 to 30 of a-z, 0-9, _ and -), not inside a word or an email address (the
 * `@` follows the start or a character that is none of those, nor `@` or `.`), and not cut from a longer name.
 */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([a-z0-9_-]{3,30})(?![a-z0-9_-])/giu;

/** The usernames a note's text mentions, lower-cased, each once, in the order written. */
export function mentionedNames(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    names.add(match[1]!.toLowerCase());
    if (names.size >= MENTIONS_PER_NOTE_MAX) break;
  }
  return [...names];
}

/**
 * Records who a new note mentions: each team member named in it but its author. Run with the note's own insert (`db`
 * its transaction), so a note never exists without its mentions.
 */
export async function recordMentions(db: Executor, noteId: number, body: string, author: string): Promise<number> {
  const names = mentionedNames(body).filter((name) => name !== author.toLowerCase());
  if (names.length === 0) return 0;
  const team = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.usernameLower, names), eq(users.role, 'admin')));
  if (team.length === 0) return 0;
  const inserted = await db
    .insert(studioMentions)
    .values(team.map((member) => ({ noteId, userId: member.id })))
    .onConflictDoNothing()
    .returning({ id: studioMentions.id });
  return inserted.length;
}

type Member = StudioViewer & { id: string };

export interface StudioNotification {
  id: number;
  noteId: number;
  sessionId: string;
  /** The note's moment (ms since the epoch). */
  at: number;
  body: string;
  author: string;
  createdAt: Date;
  readAt: Date | null;
}

const mine = (viewer: Member, projectId: string) =>
  and(eq(studioMentions.userId, viewer.id), eq(recordingSessions.projectId, projectId));

/** The viewer's notifications in the project, newest first. */
export async function listNotifications(viewer: Member, projectId: string, page = 1): Promise<StudioNotification[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: studioMentions.id,
      noteId: replayNotes.id,
      sessionId: replayNotes.sessionId,
      at: replayNotes.at,
      body: replayNotes.body,
      author: replayNotes.author,
      createdAt: studioMentions.createdAt,
      readAt: studioMentions.readAt,
    })
    .from(studioMentions)
    .innerJoin(replayNotes, eq(replayNotes.id, studioMentions.noteId))
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(mine(viewer, projectId))
    .orderBy(desc(studioMentions.createdAt), desc(studioMentions.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * NOTIFICATIONS_PAGE_SIZE);
}

/** How many of the viewer's notifications in the project are unread: the studio header's indicator. */
export async function unreadNotificationCount(viewer: Member, projectId: string): Promise<number> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(studioMentions)
    .innerJoin(replayNotes, eq(replayNotes.id, studioMentions.noteId))
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(and(mine(viewer, projectId), isNull(studioMentions.readAt)));
  return row?.n ?? 0;
}

/** Marks the viewer's notifications read: one (`id`), or all of them. Another member's are never touched. */
export async function markNotificationsRead(
  viewer: Member,
  projectId: string,
  id: number | 'all',
  clock?: Clock,
): Promise<number> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const inProject = db
    .select({ id: replayNotes.id })
    .from(replayNotes)
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(eq(recordingSessions.projectId, projectId));
  const marked = await db
    .update(studioMentions)
    .set({ readAt: clock?.now ?? new Date() })
    .where(
      and(
        eq(studioMentions.userId, viewer.id),
        isNull(studioMentions.readAt),
        inArray(studioMentions.noteId, inProject),
        id === 'all' ? undefined : eq(studioMentions.id, id),
      ),
    )
    .returning({ id: studioMentions.id });
  return marked.length;
}
