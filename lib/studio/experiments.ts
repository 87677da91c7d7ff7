import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { featureFlags } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { funnelStepSchema, stepCondition, type FunnelStep } from './funnels';
import { trendBuckets } from './trend-buckets';
import { twoProportionZTest, wilsonInterval, type Interval, type ProportionTest } from './experiment-stats';

/** The longest flag key or variant the address may name. */
export const EXPERIMENT_NAME_MAX = 200;
/** The sessions a variant lists, the latest first, each a link to its replay. */
export const EXPERIMENT_SESSIONS_PER_VARIANT = 10;

export interface ExperimentQuery {
  flag: string | null;
  /** What counts as a conversion: a funnel step (a page, a click, a custom event), anywhere in the session. */
  goal: FunnelStep | null;
  /** The variant the others are compared with; none: the flag's first. */
  control: string | null;
}

const name = z.string().trim().min(1).max(EXPERIMENT_NAME_MAX).nullable().catch(null);

/** The experiment an address describes (`?flag=checkout&gk=custom&gv=purchased&control=a`). */
export function parseExperimentQuery(search: Record<string, string | string[] | undefined>): ExperimentQuery {
  const one = (key: string) => (typeof search[key] === 'string' ? search[key] : null);
  const goal = funnelStepSchema.safeParse({ kind: one('gk'), value: one('gv') });
  return {
    flag: name.parse(one('flag')),
    goal: goal.success ? goal.data : null,
    control: name.parse(one('control')),
  };
}

export interface VariantResult {
  value: string;
  control: boolean;
  sessions: number;
  conversions: number;
  /** Conversions / sessions (0 without sessions). */
  rate: number;
  /** The rate's 95 % Wilson interval; null without sessions. */
  interval: Interval | null;
  /** Against the control (null for the control itself, or when there is nothing to test). */
  test: ProportionTest | null;
  /** The latest sessions served this variant; `at` is the first conversion, else the session's start. */
  latest: { sessionId: string; at: Date; converted: boolean }[];
}

export interface Experiment {
  flag: string;
  goal: FunnelStep;
  control: string;
  variants: VariantResult[];
  from: Date;
  to: Date;
}

type Rows<T> = { rows: T[] };

/**
 * An experiment read from what the recordings hold: the sessions that started in the last 30 days of the team's zone
 * (the funnels' scope) and were served a variant of the multi-variant flag (recording_session_flags, written when the
 * tracker fetched its flags), and those of them with the goal anywhere in the session. Per variant: sessions,
 * conversions, the rate with its Wilson interval, and the two-proportion z-test against the control. Null: no such
 * multi-variant flag of the project, or no goal yet. Erased sessions are gone from the index, so from every figure.
 */
export async function projectExperiment(
  viewer: StudioViewer,
  projectId: string,
  query: ExperimentQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<Experiment | null> {
  assertStudioViewer(viewer);
  if (!query.flag || !query.goal) return null;
  const db = await getDb();
  const [flag] = await db
    .select()
    .from(featureFlags)
    .where(and(eq(featureFlags.projectId, projectId), eq(featureFlags.flagKey, query.flag)));
  if (!flag || flag.flagType !== 'multi' || flag.variants.length === 0) return null;
  const { current } = trendBuckets('day', now, timeZone);
  const from = current[0]!.starts;
  const to = current.at(-1)!.ends;
  const rows = (await db.execute(sql`
    with served as (
      select s.id, s.started_at, f.value,
        (select min(e.at) from recording_events e where e.session_id = s.id and ${stepCondition(query.goal)}) as converted_at
      from recording_sessions s join recording_session_flags f on f.session_id = s.id and f.flag_key = ${flag.flagKey}
      where s.project_id = ${projectId} and s.page_count > 0
        and s.started_at >= ${from.toISOString()}::timestamptz and s.started_at < ${to.toISOString()}::timestamptz
    ), counts as (
      select value, count(*)::int as sessions, count(converted_at)::int as conversions from served group by value
    ), latest as (
      select value, id, started_at, converted_at,
        row_number() over (partition by value order by started_at desc, id) as n
      from served
    )
    select c.value, c.sessions, c.conversions, l.id, l.started_at, l.converted_at
    from counts c join latest l on l.value = c.value and l.n <= ${EXPERIMENT_SESSIONS_PER_VARIANT}
    order by c.value, l.n`)) as unknown as Rows<{
    value: string;
    sessions: number;
    conversions: number;
    id: string;
    started_at: string | Date;
    converted_at: string | Date | null;
  }>;
  const byValue = new Map<string, { sessions: number; conversions: number; list: VariantResult['latest'] }>();
  for (const row of rows.rows) {
    const one = byValue.get(row.value) ?? { sessions: row.sessions, conversions: row.conversions, list: [] };
    one.list.push({
      sessionId: row.id,
      at: new Date(row.converted_at ?? row.started_at),
      converted: row.converted_at !== null,
    });
    byValue.set(row.value, one);
  }
  // The flag's variants in its order, then any the recordings hold that the flag no longer names.
  const values = [
    ...flag.variants.map((variant) => variant.value),
    ...[...byValue.keys()].filter((value) => !flag.variants.some((variant) => variant.value === value)).sort(),
  ];
  const control = query.control && values.includes(query.control) ? query.control : values[0]!;
  const base = byValue.get(control) ?? { sessions: 0, conversions: 0, list: [] };
  const variants = values.map((value): VariantResult => {
    const one = byValue.get(value) ?? { sessions: 0, conversions: 0, list: [] };
    return {
      value,
      control: value === control,
      sessions: one.sessions,
      conversions: one.conversions,
      rate: one.sessions === 0 ? 0 : one.conversions / one.sessions,
      interval: wilsonInterval(one.conversions, one.sessions),
      test:
        value === control ? null : twoProportionZTest(one.conversions, one.sessions, base.conversions, base.sessions),
      latest: one.list,
    };
  });
  return { flag: flag.flagKey, goal: query.goal, control, variants, from, to };
}
