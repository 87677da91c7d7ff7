import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { VITAL_NAMES, vitalRating, type VitalName, type VitalRating } from '@/lib/recordings/web-vitals';

/** The pages the table lists at most, those with the most measured page loads first. */
export const WEB_VITALS_PAGES_TOP = 20;

/** The percentile a page's vital is judged by: Google's, the 75th of its page loads. */
export const WEB_VITALS_PERCENTILE = 0.75;

export interface PageVital {
  /** The 75th percentile of the page loads' values (percentile_cont: interpolated between two loads). */
  p75: number;
  /** How many page loads measured it. */
  samples: number;
  rating: VitalRating;
}

export interface PageVitals {
  /** The page's path: no origin, query or fragment, no trailing slash but the root's (as journeys name pages). */
  path: string;
  /** Page loads with at least one vital. */
  loads: number;
  vitals: Partial<Record<VitalName, PageVital>>;
}

/**
 * The SQL path of a page event's address (`name`): what journey-paths.ts `pagePath` gives for an absolute or
 * root-relative address, so that grouping happens in the database.
 */
const PAGE_PATH = sql.raw(
  `coalesce(nullif(regexp_replace(split_part(split_part(regexp_replace(p.name, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*', ''), '#', 1), '?', 1), '(.)/$', '\\1'), ''), '/')`,
);

/**
 * Each page's web vitals over the sessions of the project that started in [from, to): the 75th percentile of each
 * vital per page (percentile_cont in SQL), the number of page loads it is of, and Google's rating of it. A vital is the
 * page load's it was measured on: the first page message of its page number (a full load; later history changes of
 * that load are other pages the vitals do not describe).
 */
export async function projectPageVitals(
  viewer: StudioViewer,
  projectId: string,
  { from, to }: { from: Date; to: Date },
): Promise<PageVitals[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const result = (await db.execute(sql`
    with measured as (
      select v.session_id, v.page_no, v.name as vital, v.label::float8 as value, page.path
      from recording_sessions s
      join recording_events v on v.session_id = s.id and v.kind = 'vital'
      cross join lateral (
        select ${PAGE_PATH} as path from recording_events p
        where p.session_id = v.session_id and p.page_no = v.page_no and p.kind = 'page'
        order by p.message_index nulls last, p.at
        limit 1
      ) page
      where s.project_id = ${projectId} and s.page_count > 0
        and s.started_at >= ${from.toISOString()}::timestamptz and s.started_at < ${to.toISOString()}::timestamptz
    ),
    pages as (
      select path, count(distinct (session_id, page_no)) as loads from measured group by path
      order by loads desc, path limit ${WEB_VITALS_PAGES_TOP}
    )
    select m.path, pages.loads::int as loads, m.vital,
      percentile_cont(${WEB_VITALS_PERCENTILE}) within group (order by m.value) as p75,
      count(*)::int as samples
    from measured m join pages on pages.path = m.path
    group by m.path, pages.loads, m.vital
    order by pages.loads desc, m.path`)) as unknown as {
    rows: { path: string; loads: number; vital: string; p75: number; samples: number }[];
  };
  const byPath = new Map<string, PageVitals>();
  for (const row of result.rows) {
    const name = row.vital as VitalName;
    if (!VITAL_NAMES.includes(name)) continue;
    const page = byPath.get(row.path) ?? { path: row.path, loads: Number(row.loads), vitals: {} };
    byPath.set(row.path, page);
    const p75 = Number(row.p75);
    page.vitals[name] = { p75, samples: Number(row.samples), rating: vitalRating(name, p75) };
  }
  return [...byPath.values()];
}
