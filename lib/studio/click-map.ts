import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

/** Addresses offered for a click map: the most visited ones. */
export const CLICK_MAP_ADDRESSES = 50;
/** Elements listed on a click map, most clicked first. */
export const CLICK_MAP_TARGETS = 200;

export interface ClickTarget {
  selector: string;
  /** The element's text as recorded (masked like the page). */
  label: string;
  clicks: number;
  /** Sessions that clicked it. */
  sessions: number;
}

export interface ClickMap {
  address: string;
  targets: ClickTarget[];
  /**
   * Where the page's snapshot is: the replay of the visit the ingest received last, at its page change (ms since the
   * epoch).
   */
  snapshot: { sessionId: string; at: number } | null;
}

type Rows<T> = { rows: T[] };

/** The project's most visited addresses, with their visits. */
export async function clickMapAddresses(
  viewer: StudioViewer,
  projectId: string,
): Promise<{ address: string; visits: number }[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const result = (await db.execute(sql`
    select e.name as address, count(*)::int as visits
    from recording_events e join recording_sessions s on s.id = e.session_id
    where s.project_id = ${projectId} and e.kind = 'page'
    group by e.name order by visits desc, e.name limit ${CLICK_MAP_ADDRESSES}`)) as unknown as Rows<{
    address: string;
    visits: number;
  }>;
  return result.rows;
}

/**
 * The clicks of every recorded visit to an address: each click belongs to the page its session was on when it
 * happened (the latest page change at or before it), grouped by the clicked element; and the snapshot of the visit
 * the ingest received last to draw them over. Chosen by when its page load's first batch arrived, not by the time its
 * messages give, which the visitor's browser writes: a session could date its page years ahead and have its own
 * snapshot chosen for every visit (the ingest clamps such times, lib/ingest/digest.ts, but only to within a skew).
 */
export async function clickMap(viewer: StudioViewer, projectId: string, address: string): Promise<ClickMap> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const targets = (await db.execute(sql`
    select c.name as selector, max(c.label) as label, count(*)::int as clicks, count(distinct c.session_id)::int as sessions
    from recording_events c
    join recording_sessions s on s.id = c.session_id
    cross join lateral (
      select p.name from recording_events p
      where p.session_id = c.session_id and p.kind = 'page' and p.at <= c.at
      order by p.at desc limit 1
    ) page
    where s.project_id = ${projectId} and c.kind = 'click' and page.name = ${address}
    group by c.name order by clicks desc, c.name limit ${CLICK_MAP_TARGETS}`)) as unknown as Rows<ClickTarget>;
  const latest = (await db.execute(sql`
    select e.session_id as "sessionId", (extract(epoch from e.at) * 1000)::bigint as at
    from recording_events e join recording_sessions s on s.id = e.session_id
    cross join lateral (
      select min(b.received_at) as received_at from recording_batches b
      where b.session_id = e.session_id and b.page_no = e.page_no
    ) arrival
    where s.project_id = ${projectId} and e.kind = 'page' and e.name = ${address}
    order by arrival.received_at desc nulls last, e.at desc limit 1`)) as unknown as Rows<{
    sessionId: string;
    at: string | number;
  }>;
  const snapshot = latest.rows[0] ? { sessionId: latest.rows[0].sessionId, at: Number(latest.rows[0].at) } : null;
  return { address, targets: targets.rows, snapshot };
}
