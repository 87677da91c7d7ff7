import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { nameCondition } from '@/lib/recordings/session-names';
import { trendBuckets } from './trend-buckets';
import {
  foldJourneys,
  JOURNEY_DEPTH_MAX,
  JOURNEY_DEPTH_MIN,
  pagePath,
  type FoldedJourneys,
  type JourneyDirection,
  type PageView,
} from './journey-paths';

export const JOURNEY_DIRECTIONS = ['from', 'to'] as const satisfies readonly JourneyDirection[];
/** The longest page path the address may name. */
export const JOURNEY_PAGE_MAX = 300;
/**
 * The sessions through the page a journey reads at most, the latest first: their page views are folded in memory, so
 * this bounds the work of one answer. Past it the page says the figures are of the latest ones.
 */
export const JOURNEY_SESSIONS_READ_MAX = 5_000;

export interface JourneyQuery {
  direction: JourneyDirection;
  /** The start (from) or end (to) page's path; none yet: no journey. */
  page: string | null;
  depth: number;
}

const querySchema = z.object({
  dir: z.enum(JOURNEY_DIRECTIONS).catch('from'),
  page: z.string().trim().min(1).max(JOURNEY_PAGE_MAX).nullable().catch(null),
  depth: z.coerce.number().int().min(JOURNEY_DEPTH_MIN).max(JOURNEY_DEPTH_MAX).catch(JOURNEY_DEPTH_MAX),
});

/**
 * The journey an address describes (`?dir=from&page=/articles&depth=4`): anything unknown falls back (forward, the
 * deepest); the page is a path (an address's origin, query and trailing slash are dropped).
 */
export function parseJourneyQuery(search: Record<string, string | string[] | undefined>): JourneyQuery {
  const one = (name: string) => (typeof search[name] === 'string' ? search[name] : undefined);
  const parsed = querySchema.parse({ dir: one('dir'), page: one('page') ?? null, depth: one('depth') });
  return { direction: parsed.dir, page: parsed.page === null ? null : pagePath(parsed.page), depth: parsed.depth };
}

export interface Journeys extends FoldedJourneys {
  /** More sessions went through the page than JOURNEY_SESSIONS_READ_MAX: the figures are of the latest ones. */
  capped: boolean;
  from: Date;
  to: Date;
}

type Rows<T> = { rows: T[] };

/**
 * The journeys through a page over the sessions that started in the last 30 days of the team's zone (the funnels'
 * scope): the most common paths from its first view or to it, and the flow per step with where sessions left. Read
 * from the recording index's page events; erased sessions are gone from the index, so from every figure.
 */
export async function projectJourneys(
  viewer: StudioViewer,
  projectId: string,
  query: JourneyQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<Journeys | null> {
  assertStudioViewer(viewer);
  if (!query.page) return null;
  const { current } = trendBuckets('day', now, timeZone);
  const from = current[0]!.starts;
  const to = current.at(-1)!.ends;
  // The index matches an address by its text: the path's text narrows the sessions (their names, not every event of
  // theirs), the fold then wants the path.
  const db = await getDb();
  const holdsPage = await nameCondition(db, sql.raw('s.name_ids'), projectId, ['page'], query.page);
  const rows = (await db.execute(sql`
    with scope as (
      select s.id from recording_sessions s
      where s.project_id = ${projectId} and s.page_count > 0
        and s.started_at >= ${from.toISOString()}::timestamptz and s.started_at < ${to.toISOString()}::timestamptz
        and ${holdsPage}
      order by s.started_at desc, s.id
      limit ${JOURNEY_SESSIONS_READ_MAX + 1}
    )
    select e.session_id, e.name, e.at from recording_events e join scope on scope.id = e.session_id
    where e.kind = 'page'
    order by e.session_id, e.at`)) as unknown as Rows<{ session_id: string; name: string; at: string | Date }>;
  const bySession = new Map<string, PageView[]>();
  for (const row of rows.rows) {
    const views = bySession.get(row.session_id) ?? [];
    views.push({ name: row.name, at: new Date(row.at) });
    bySession.set(row.session_id, views);
  }
  const capped = bySession.size > JOURNEY_SESSIONS_READ_MAX;
  // Past the bound: the one extra session read only to know there are more is not folded.
  const sessions = [...bySession.entries()]
    .map(([sessionId, views]) => ({ sessionId, views }))
    .sort((a, b) => Math.max(...b.views.map((v) => v.at.getTime())) - Math.max(...a.views.map((v) => v.at.getTime())))
    .slice(0, JOURNEY_SESSIONS_READ_MAX);
  return { ...foldJourneys(sessions, { ...query, page: query.page }), capped, from, to };
}
