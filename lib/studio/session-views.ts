import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sessionViews } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

/** A team member as the studio knows them: their role (checked) and their id (whose marks these are). */
type ViewingMember = NonNullable<StudioViewer> & { id: string };

/**
 * Marks a session as viewed by the member who opened its replay (again: the time moves on). Called by the replay page
 * itself, so a session counts as viewed once its replay was shown, not when a link to it was seen.
 */
export async function markSessionViewed(member: ViewingMember, sessionId: string, clock?: Clock): Promise<void> {
  assertStudioViewer(member);
  const viewedAt = clock?.now ?? new Date();
  const db = await getDb();
  await db
    .insert(sessionViews)
    .values({ userId: member.id, sessionId, viewedAt })
    .onConflictDoUpdate({ target: [sessionViews.userId, sessionViews.sessionId], set: { viewedAt } });
}

/** Which of these sessions the member has opened: the sessions list marks them (each member sees their own marks). */
export async function viewedSessions(member: ViewingMember, sessionIds: readonly string[]): Promise<Set<string>> {
  assertStudioViewer(member);
  if (sessionIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ sessionId: sessionViews.sessionId })
    .from(sessionViews)
    .where(and(eq(sessionViews.userId, member.id), inArray(sessionViews.sessionId, [...sessionIds])));
  return new Set(rows.map((row) => row.sessionId));
}
