import 'server-only';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingEvents, recordingSessions, type RecordingSession } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import {
  groupVisits,
  VISIT_EVENTS_MAX,
  VISIT_MARK_SESSIONS_MAX,
  VISIT_READ_WINDOW_MS,
  VISIT_SESSIONS_MAX,
  visitOf,
  type VisitSession,
} from './visit-tabs';

/** A tab of a visit: one of its sessions, numbered by start (Tab 1 started first). */
export interface VisitTab {
  id: string;
  /** 1, 2, …: its place in the visit by start. */
  number: number;
  startedAt: Date;
  lastActivityAt: Date;
  /** The address of its first page change as recorded (masked like the page), or null before the first. */
  firstPage: string | null;
}

/** A page change or click of one of the visit's tabs. */
export interface VisitEvent {
  tab: number;
  sessionId: string;
  kind: 'page' | 'click';
  at: Date;
  /** The page's address, or the clicked element's selector. */
  name: string;
  /** The clicked element's text (masked like the page); empty for a page change. */
  label: string;
}

export interface Visit {
  tabs: VisitTab[];
  /** The tabs' page changes and clicks on one time axis, the earliest VISIT_EVENTS_MAX. */
  events: VisitEvent[];
  /** More than VISIT_EVENTS_MAX: the list stops there. */
  eventsCapped: boolean;
}

const s = recordingSessions;
// Qualified by hand: drizzle writes a one-table query's columns unqualified, which is ambiguous inside a subquery.
const SESSION_ID = sql.raw('"recording_sessions"."id"');
/** An erased session (its tombstone is written before its rows go) is never a tab of a visit. */
const notErased = sql`not exists (select 1 from recording_erasures x where x.session_id = ${SESSION_ID})`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The visit `session` is part of: its visitor's sessions (one read on the (project, visitor) index, within
 * VISIT_READ_WINDOW_MS of its start, the nearest VISIT_SESSIONS_MAX) grouped by time, with the tabs' page changes and
 * clicks when there are several tabs. A session alone in its visit, or erased, has no tabs to switch to: null.
 */
export async function sessionVisit(
  viewer: StudioViewer,
  projectId: string,
  session: Pick<RecordingSession, 'id' | 'userUuid' | 'startedAt'>,
): Promise<Visit | null> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const start = session.startedAt.getTime();
  const rows = await db
    .select({
      id: s.id,
      projectId: s.projectId,
      userUuid: s.userUuid,
      startedAt: s.startedAt,
      lastActivityAt: s.lastActivityAt,
      firstPage: sql<
        string | null
      >`(select e.name from recording_events e where e.session_id = ${SESSION_ID} and e.kind = 'page' order by e.at, e.id limit 1)`,
    })
    .from(s)
    .where(
      and(
        eq(s.projectId, projectId),
        eq(s.userUuid, session.userUuid),
        gt(s.pageCount, 0),
        gte(s.startedAt, new Date(start - VISIT_READ_WINDOW_MS)),
        lte(s.startedAt, new Date(start + VISIT_READ_WINDOW_MS)),
        notErased,
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${s.startedAt} - ${at(session.startedAt)}))`, asc(s.id))
    .limit(VISIT_SESSIONS_MAX);
  const visit = visitOf(rows, session.id);
  if (visit.length < 2) return null;
  const tabs = visit.map((row, index) => ({
    id: row.id,
    number: index + 1,
    startedAt: row.startedAt,
    lastActivityAt: row.lastActivityAt,
    firstPage: row.firstPage,
  }));
  const tabOf = new Map(tabs.map((tab) => [tab.id, tab.number]));
  const e = recordingEvents;
  // A message reaches the index once, but a page change repeated in the page's last batch may be indexed twice with
  // another place (tracker/PROTOCOL.md "Batch"): the list shows each once.
  const events = await db
    .selectDistinct({ sessionId: e.sessionId, kind: e.kind, at: e.at, name: e.name, label: e.label })
    .from(e)
    .where(and(inArray(e.sessionId, [...tabOf.keys()]), inArray(e.kind, ['page', 'click'])))
    .orderBy(asc(e.at), asc(e.sessionId), asc(e.kind), asc(e.name), asc(e.label))
    .limit(VISIT_EVENTS_MAX + 1);
  return {
    tabs,
    events: events.slice(0, VISIT_EVENTS_MAX).map((event) => ({
      ...event,
      kind: event.kind as 'page' | 'click',
      tab: tabOf.get(event.sessionId)!,
    })),
    eventsCapped: events.length > VISIT_EVENTS_MAX,
  };
}

/**
 * How many tabs the visit of each of these sessions (a page of the list) has, for those with more than one: one read
 * of their visitors' sessions around the page's times, grouped as a replay groups them.
 */
export async function visitTabCounts(
  viewer: StudioViewer,
  projectId: string,
  sessions: readonly Pick<VisitSession, 'id' | 'userUuid' | 'startedAt'>[],
): Promise<Map<string, number>> {
  assertStudioViewer(viewer);
  const counts = new Map<string, number>();
  if (sessions.length === 0) return counts;
  const starts = sessions.map((session) => session.startedAt.getTime());
  const db = await getDb();
  const rows = await db
    .select({
      id: s.id,
      projectId: s.projectId,
      userUuid: s.userUuid,
      startedAt: s.startedAt,
      lastActivityAt: s.lastActivityAt,
    })
    .from(s)
    .where(
      and(
        eq(s.projectId, projectId),
        inArray(s.userUuid, [...new Set(sessions.map((session) => session.userUuid))]),
        gt(s.pageCount, 0),
        gte(s.startedAt, new Date(Math.min(...starts) - VISIT_READ_WINDOW_MS)),
        lte(s.startedAt, new Date(Math.max(...starts) + VISIT_READ_WINDOW_MS)),
        notErased,
      ),
    )
    .limit(VISIT_MARK_SESSIONS_MAX);
  const wanted = new Set(sessions.map((session) => session.id));
  for (const visit of groupVisits(rows)) {
    if (visit.length < 2) continue;
    for (const session of visit) if (wanted.has(session.id)) counts.set(session.id, visit.length);
  }
  return counts;
}
