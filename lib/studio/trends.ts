import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { trendBuckets, type TrendBucket, TREND_INTERVALS } from './trend-buckets';
import type { VitalName } from '@/lib/recordings/web-vitals';
import { WEB_VITALS_PERCENTILE } from './web-vitals';

/**
 * What a trend counts per bucket, over the sessions that started in it (with at least one page recorded); a web
 * vital's is the 75th percentile of its page loads' values there (0 where none was measured).
 */
export const TREND_METRICS = [
  'sessions',
  'pageViews',
  'visitors',
  'errors',
  'rageClicks',
  'deadClicks',
  'errorClicks',
  'lcp',
  'inp',
  'cls',
  'ttfb',
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

/** The trend metrics that are web vitals, and the vital each reads (recording events of kind `vital`). */
export const TREND_VITALS = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' } as const satisfies Partial<
  Record<TrendMetric, VitalName>
>;
type VitalMetric = keyof typeof TREND_VITALS;
export const isVitalMetric = (metric: TrendMetric): metric is VitalMetric => metric in TREND_VITALS;

/** What a trend can be broken down by: a session's own facts. */
export const TREND_BREAKDOWNS = ['none', 'browser', 'os', 'device', 'language'] as const;
export type TrendBreakdown = (typeof TREND_BREAKDOWNS)[number];

/** The breakdown lists this many values, the largest in the current period first. */
export const TREND_BREAKDOWN_TOP = 5;

export const trendQuerySchema = z.object({
  metric: z.enum(TREND_METRICS).catch('sessions'),
  interval: z.enum(TREND_INTERVALS).catch('day'),
  by: z.enum(TREND_BREAKDOWNS).catch('none'),
});
export type TrendQuery = z.infer<typeof trendQuerySchema>;

/** The trend's query from a page's address: anything unknown falls back to sessions per day, not broken down. */
export function parseTrendQuery(search: Record<string, string | string[] | undefined>): TrendQuery {
  const one = (name: string) => (typeof search[name] === 'string' ? search[name] : undefined);
  return trendQuerySchema.parse({ metric: one('metric'), interval: one('interval'), by: one('by') });
}

export interface TrendPoint {
  /** The bucket of the current period, and the value there. */
  bucket: TrendBucket;
  current: number;
  /** The same place in the period before (the bucket one span earlier). */
  previous: number;
}

export interface Trend extends TrendQuery {
  points: TrendPoint[];
  totals: { current: number; previous: number };
  /** The largest values of the breakdown in the current period, each with the period before; null without one. */
  breakdown: { value: string; current: number; previous: number }[] | null;
}

/** The metric as an aggregate over `s`, the sessions joined to their bucket. */
function aggregate(metric: TrendMetric): SQL {
  if (isVitalMetric(metric)) return sql`coalesce(${percentile(metric)}, 0)`;
  if (metric === 'sessions') return sql`count(s.id)`;
  if (metric === 'visitors') return sql`count(distinct s.user_uuid)`;
  return sql`coalesce(sum(${sql.raw(columnOf(metric))}), 0)`;
}

/** A vital's 75th percentile over `v`, its events joined to the sessions (vitalJoin). */
const percentile = (metric: VitalMetric, filter?: SQL) =>
  sql`percentile_cont(${WEB_VITALS_PERCENTILE}) within group (order by v.label::float8)${filter ? sql` filter (where ${filter})` : sql``}`;

/** The events a vital metric reads, joined to the sessions `s`; nothing for the other metrics. */
function vitalJoin(metric: TrendMetric): SQL {
  return isVitalMetric(metric)
    ? sql`left join recording_events v on v.session_id = s.id and v.kind = 'vital' and v.name = ${TREND_VITALS[metric]}`
    : sql``;
}

/** The session column a breakdown groups by (fixed names, never the query's text). */
const BREAKDOWN_COLUMNS: Record<Exclude<TrendBreakdown, 'none'>, SQL> = {
  browser: sql.raw('s.browser'),
  os: sql.raw('s.os'),
  device: sql.raw('s.device'),
  language: sql.raw('s.language'),
};

type Rows<T> = { rows: T[] };

/**
 * A metric over time, in buckets of an hour, a day or a week of the team's zone (lib/studio/trend-buckets.ts), each
 * beside the same bucket of the period before, and optionally broken down by a fact of the session. Counted from the
 * sessions table (what the digester keeps per session), each session in the bucket it started in: one range read of
 * the project's sessions for both periods (its index on project and start time). A web vital joins each session's
 * vital events of that metric (their index on session) and takes the 75th percentile of their values.
 */
export async function projectTrend(
  viewer: StudioViewer,
  projectId: string,
  query: TrendQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<Trend> {
  assertStudioViewer(viewer);
  const { current, previous } = trendBuckets(query.interval, now, timeZone);
  const buckets = [...previous, ...current].map((bucket, i) => ({
    i,
    starts: bucket.starts.toISOString(),
    ends: bucket.ends.toISOString(),
  }));
  const db = await getDb();
  const value = aggregate(query.metric);
  const perBucket = (await db.execute(sql`
    select b.i, ${value}::float8 as value
    from jsonb_to_recordset(${JSON.stringify(buckets)}::jsonb) as b(i int, starts timestamptz, ends timestamptz)
    left join recording_sessions s
      on s.project_id = ${projectId} and s.page_count > 0 and s.started_at >= b.starts and s.started_at < b.ends
    ${vitalJoin(query.metric)}
    group by b.i
    order by b.i`)) as unknown as Rows<{ i: number; value: number }>;
  const values = new Map(perBucket.rows.map((row) => [Number(row.i), Number(row.value)]));
  const n = current.length;
  const points = current.map((bucket, i) => ({
    bucket,
    current: values.get(n + i) ?? 0,
    previous: values.get(i) ?? 0,
  }));

  const currentFrom = current[0]!.starts;
  const previousFrom = previous[0]!.starts;
  const to = current[n - 1]!.ends;
  const inPeriod = (from: Date, until: Date) =>
    sql`s.started_at >= ${from.toISOString()}::timestamptz and s.started_at < ${until.toISOString()}::timestamptz`;
  const filtered = (condition: SQL) => {
    // The metric again, counting only the sessions of one period: its aggregate with a FILTER.
    if (isVitalMetric(query.metric)) return sql`coalesce(${percentile(query.metric, condition)}, 0)`;
    switch (query.metric) {
      case 'sessions':
        return sql`count(*) filter (where ${condition})`;
      case 'visitors':
        return sql`count(distinct s.user_uuid) filter (where ${condition})`;
      default:
        return sql`coalesce(sum(${sql.raw(columnOf(query.metric))}) filter (where ${condition}), 0)`;
    }
  };
  const totals = (await db.execute(sql`
    select ${filtered(inPeriod(currentFrom, to))}::float8 as current,
      ${filtered(inPeriod(previousFrom, currentFrom))}::float8 as previous
    from recording_sessions s
    ${vitalJoin(query.metric)}
    where s.project_id = ${projectId} and s.page_count > 0 and ${inPeriod(previousFrom, to)}`)) as unknown as Rows<{
    current: number;
    previous: number;
  }>;
  let breakdown: Trend['breakdown'] = null;
  if (query.by !== 'none') {
    const column = BREAKDOWN_COLUMNS[query.by];
    const rows = (await db.execute(sql`
      select ${column} as value,
        ${filtered(inPeriod(currentFrom, to))}::float8 as current,
        ${filtered(inPeriod(previousFrom, currentFrom))}::float8 as previous
      from recording_sessions s
      ${vitalJoin(query.metric)}
      where s.project_id = ${projectId} and s.page_count > 0 and ${inPeriod(previousFrom, to)}
      group by ${column}
      order by 2 desc, 3 desc, 1
      limit ${TREND_BREAKDOWN_TOP}`)) as unknown as Rows<{ value: string; current: number; previous: number }>;
    breakdown = rows.rows
      .map((row) => ({ value: row.value, current: Number(row.current), previous: Number(row.previous) }))
      .filter((row) => row.current > 0 || row.previous > 0);
  }
  return {
    ...query,
    points,
    totals: { current: Number(totals.rows[0]?.current ?? 0), previous: Number(totals.rows[0]?.previous ?? 0) },
    breakdown,
  };
}

/** The session column a summed metric reads. */
function columnOf(metric: Exclude<TrendMetric, 'sessions' | 'visitors' | VitalMetric>): string {
  return {
    pageViews: 's.page_count',
    errors: 's.error_count',
    rageClicks: 's.rage_click_count',
    deadClicks: 's.dead_click_count',
    errorClicks: 's.error_click_count',
  }[metric];
}
