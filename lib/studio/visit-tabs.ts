/**
 * One visit across tabs (docs/decisions/0123-visits-across-tabs-grouped-by-time.md): each tab records its own session,
 * and a visit is the sessions of one visitor (the same project and browser id) whose times overlap or follow each
 * other within VISIT_GAP_MS, as analytics tools cut visits at half an hour without activity. Worked out when read,
 * from the sessions' times: nothing about a visit is stored. Not `server-only`: the replay page's tab switcher maps
 * the moment shown with the same function. Every limit of it is here.
 */

/** A pause longer than this between one visitor's sessions starts a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/**
 * How far either side of a session its visit is looked for: the visitor's sessions that started within this of it.
 * A visit that runs on longer (tabs following each other for more than a day) is cut there.
 */
export const VISIT_READ_WINDOW_MS = 12 * 60 * 60_000;
/** The visitor's sessions read for one visit, at most (a script opening tabs in a loop must not make a huge page). */
export const VISIT_SESSIONS_MAX = 100;
/** Sessions read to mark the multi-tab visits of one page of the sessions list, at most. */
export const VISIT_MARK_SESSIONS_MAX = 2_000;
/** Page changes and clicks the visit's combined list shows, at most: the earliest ones. */
export const VISIT_EVENTS_MAX = 500;

/** What grouping needs of a session. */
export interface VisitSession {
  id: string;
  projectId: string;
  userUuid: string;
  startedAt: Date;
  lastActivityAt: Date;
}

const startOrder = (a: VisitSession, b: VisitSession) =>
  a.startedAt.getTime() - b.startedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The visits among `sessions`: per visitor (project and browser id), the chains of sessions each of which starts at
 * most `gapMs` after the latest end of the ones before it (an overlap is a gap of zero or less). Each visit's sessions
 * are in start order (ties by id), the tab order; the visits in the order of their first session.
 */
export function groupVisits<T extends VisitSession>(sessions: readonly T[], gapMs = VISIT_GAP_MS): T[][] {
  const byVisitor = new Map<string, T[]>();
  for (const session of sessions) {
    const key = `${session.projectId} ${session.userUuid}`;
    const list = byVisitor.get(key);
    if (list) list.push(session);
    else byVisitor.set(key, [session]);
  }
  const visits: T[][] = [];
  for (const list of byVisitor.values()) {
    let current: T[] = [];
    let end = -Infinity;
    for (const session of [...list].sort(startOrder)) {
      if (current.length > 0 && session.startedAt.getTime() - end > gapMs) {
        visits.push(current);
        current = [];
        end = -Infinity;
      }
      current.push(session);
      end = Math.max(end, session.lastActivityAt.getTime(), session.startedAt.getTime());
    }
    if (current.length > 0) visits.push(current);
  }
  return visits.sort((a, b) => startOrder(a[0]!, b[0]!));
}

/** The visit `sessionId` belongs to among `sessions` (its tabs in start order), or just it when it is not among them. */
export function visitOf<T extends VisitSession>(sessions: readonly T[], sessionId: string, gapMs = VISIT_GAP_MS): T[] {
  return groupVisits(sessions, gapMs).find((visit) => visit.some((session) => session.id === sessionId)) ?? [];
}

/**
 * Where another tab's replay opens for a moment (ms since the epoch) of the one shown: the same moment when that tab
 * was recording then, else its nearest end (its start for a moment before it, its last activity for one after).
 */
export function momentInTab(moment: number, tab: { startedAt: number; lastActivityAt: number }): number {
  return Math.min(Math.max(moment, tab.startedAt), Math.max(tab.startedAt, tab.lastActivityAt));
}

/** A recorded page address as the switcher names a tab: its path and query (the whole text when it is no URL). */
export function pagePath(address: string): string {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return address;
  }
}
