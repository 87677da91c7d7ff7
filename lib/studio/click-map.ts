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

/*
 * Both read the daily rollups the digester keeps (lib/recordings/page-rollups.ts), never the events: a click map's
 * cost is its page's rows (elements × days × device classes), whatever the number of sessions kept.
 */

/** A roll-up row of `address`: by its key's hash (the index), then by its text. */
const sameAddress = (address: string) =>
  sql`hashtextextended(address, 0) = hashtextextended(${address}, 0) and address = ${address}`;

/** The project's most visited addresses, with their visits. */
export async function clickMapAddresses(
  viewer: StudioViewer,
  projectId: string,
): Promise<{ address: string; visits: number }[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const result = (await db.execute(sql`
    select address, sum(visits)::int as visits from recording_page_days
    where project_id = ${projectId}
    group by address order by visits desc, address limit ${CLICK_MAP_ADDRESSES}`)) as unknown as Rows<{
    address: string;
    visits: number;
  }>;
  return result.rows;
}

/**
 * The clicks of every recorded visit to an address: each click belongs to the page its session was on when it
 * happened (the latest page change at or before it), grouped by the clicked element (its sessions summed over the
 * days: a visit across midnight counts on both); and the snapshot of the visit the ingest received last to draw them
 * over. Chosen by when its page load's batch arrived, not by the time its messages give, which the visitor's browser
 * writes: a session could date its page years ahead and have its own snapshot chosen for every visit (the ingest
 * clamps such times, lib/ingest/digest.ts, but only to within a skew).
 */
export async function clickMap(viewer: StudioViewer, projectId: string, address: string): Promise<ClickMap> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const targets = (await db.execute(sql`
    select selector, max(label) as label, sum(clicks)::int as clicks, sum(sessions)::int as sessions
    from recording_click_days
    where project_id = ${projectId} and ${sameAddress(address)}
    group by selector order by clicks desc, selector limit ${CLICK_MAP_TARGETS}`)) as unknown as Rows<ClickTarget>;
  const latest = (await db.execute(sql`
    select last_session_id as "sessionId", (extract(epoch from last_at) * 1000)::bigint as at
    from recording_page_days
    where project_id = ${projectId} and ${sameAddress(address)} and last_session_id is not null
    order by last_received_at desc, last_at desc limit 1`)) as unknown as Rows<{
    sessionId: string;
    at: string | number;
  }>;
  const snapshot = latest.rows[0] ? { sessionId: latest.rows[0].sessionId, at: Number(latest.rows[0].at) } : null;
  return { address, targets: targets.rows, snapshot };
}
