import 'server-only';
import { and, asc, desc, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingSessions, type RecordingSession } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { parseSessionFilters, whereOf, type SessionFilters } from './sessions';
import { LIST_PARAMS } from './sessions-list';
import { studioTimeZone } from './time-zone';

/*
 * The sessions before and after one in the list it was opened from: the list's filters travel with the links from the
 * list to each replay (the same parameters as the list's address), and the replay finds its neighbours in that order
 * (newest first: started, then id, as the list sorts).
 */

const NO_FILTERS: SessionFilters = (() => {
  const none = parseSessionFilters({});
  if (!none.ok) throw new Error('an empty address must be the whole list');
  return none.filters;
})();

export interface SessionNeighbours {
  /** The list's filters as the replay's address carried them (empty ones left out): what its links carry on. */
  listParams: Record<string, string>;
  /** The session above this one in the list (started later), or null for the first. */
  previous: string | null;
  /** The session below this one (started earlier), or null for the last. */
  next: string | null;
}

/** The list's parameters of an address (a replay's or the list's own), in the list's order, empty ones left out. */
export function listParamsOf(search: Record<string, string | string[] | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of LIST_PARAMS) {
    const value = search[name];
    if (typeof value === 'string' && value) params[name] = value;
  }
  return params;
}

/**
 * Where `session` is in the list its address's filters make (filters that cannot be read make the whole list): the
 * sessions just above and below it, whether it matches the filters itself or not.
 */
export async function sessionNeighbours(
  viewer: StudioViewer,
  projectId: string,
  session: Pick<RecordingSession, 'id' | 'startedAt'>,
  search: Record<string, string | string[] | undefined>,
  timeZone = studioTimeZone(),
): Promise<SessionNeighbours> {
  assertStudioViewer(viewer);
  const parsed = parseSessionFilters(listParamsOf(search));
  const listParams = parsed.ok ? listParamsOf(search) : {};
  const db = await getDb();
  const where = await whereOf(db, projectId, parsed.ok ? parsed.filters : NO_FILTERS, timeZone);
  const s = recordingSessions;
  const at = sql`${session.startedAt.toISOString()}::timestamptz`;
  const id = sql`${session.id}::uuid`;
  const [above, below] = await Promise.all([
    db
      .select({ id: s.id })
      .from(s)
      .where(and(where, sql`(${s.startedAt}, ${s.id}) > (${at}, ${id})`))
      .orderBy(asc(s.startedAt), asc(s.id))
      .limit(1),
    db
      .select({ id: s.id })
      .from(s)
      .where(and(where, sql`(${s.startedAt}, ${s.id}) < (${at}, ${id})`))
      .orderBy(desc(s.startedAt), desc(s.id))
      .limit(1),
  ]);
  return { listParams, previous: above[0]?.id ?? null, next: below[0]?.id ?? null };
}
