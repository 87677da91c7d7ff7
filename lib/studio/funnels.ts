import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { FLAG_KEY_MAX_LENGTH } from './flags';
import { escapeLike } from './sessions';
import { trendBuckets } from './trend-buckets';

/** What a funnel step matches, among the events the digester indexes for a session. */
export const FUNNEL_STEP_KINDS = ['page', 'click', 'custom'] as const;

/** The most steps a funnel has, and the fewest that make one. */
export const FUNNEL_STEPS_MAX = 6;
export const FUNNEL_STEPS_MIN = 2;
/** The longest text a step matches (an address, a selector or a label, an event's name). */
export const FUNNEL_STEP_TEXT_MAX = 300;
/** The sessions a step's "stopped here" list shows, the latest first. */
export const FUNNEL_DROPPED_MAX = 20;
/** The values a breakdown shows, the most sessions first. */
export const FUNNEL_BREAKDOWN_TOP = 5;
/** A funnel's window, when one is chosen: every step within this long of the first, counted in these units. */
export const FUNNEL_WINDOW_UNITS = { minute: 60_000, hour: 3_600_000 } as const;
export type FunnelWindowUnit = keyof typeof FUNNEL_WINDOW_UNITS;
/** The longest window (a day: past it, the steps of one session are hardly ever apart). */
export const FUNNEL_WINDOW_MAX_MS = 24 * 3_600_000;
export const FUNNEL_BREAKDOWNS = ['none', 'device', 'language', 'browser', 'flag'] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

/**
 * One step: a page whose address contains the text, a click whose selector or label contains it, or a custom event of
 * that name. Data, never SQL: each becomes a parameterized condition in one place (stepCondition).
 */
export const funnelStepSchema = z.object({
  kind: z.enum(FUNNEL_STEP_KINDS),
  value: z.string().trim().min(1).max(FUNNEL_STEP_TEXT_MAX),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export interface FunnelQuery {
  steps: FunnelStep[];
  by: FunnelBreakdown;
  /** The flag whose variants a `flag` breakdown shows (the variant each session was served); null: none chosen. */
  flag: string | null;
  /** Every step within this many ms of the session's first step, as the address gave it; null: the whole session. */
  window: { amount: number; unit: FunnelWindowUnit; ms: number } | null;
}

const flagKeySchema = z.string().trim().min(1).max(FLAG_KEY_MAX_LENGTH).nullable().catch(null);

/**
 * The funnel an address describes (`s1k=page&s1v=/articles&s2k=click&s2v=vote-up…&by=device`, or `by=flag&flag=…`):
 * its steps in order, the incomplete ones (no kind or no text) left out. Fewer than FUNNEL_STEPS_MIN steps: no funnel
 * yet. A breakdown by flag variant without a flag is no breakdown.
 */
export function parseFunnelQuery(search: Record<string, string | string[] | undefined>): FunnelQuery {
  const one = (name: string) => (typeof search[name] === 'string' ? search[name] : '');
  const steps: FunnelStep[] = [];
  for (let i = 1; i <= FUNNEL_STEPS_MAX; i++) {
    const parsed = funnelStepSchema.safeParse({ kind: one(`s${i}k`), value: one(`s${i}v`) });
    if (parsed.success) steps.push(parsed.data);
  }
  const flag = flagKeySchema.parse(one('flag') || null);
  const chosen = FUNNEL_BREAKDOWNS.find((value) => value === one('by')) ?? 'none';
  const by = chosen === 'flag' && !flag ? 'none' : chosen;
  return { steps, by, flag, window: parseWindow(one('within'), one('unit')) };
}

/** `within=30&unit=minute`: a whole number of minutes or hours, up to FUNNEL_WINDOW_MAX_MS; anything else: no window. */
function parseWindow(within: string, unitText: string): FunnelQuery['window'] {
  const unit = (Object.keys(FUNNEL_WINDOW_UNITS) as FunnelWindowUnit[]).find((one) => one === unitText) ?? 'minute';
  if (!/^[1-9][0-9]{0,6}$/.test(within)) return null;
  const amount = Number(within);
  const ms = amount * FUNNEL_WINDOW_UNITS[unit];
  return ms <= FUNNEL_WINDOW_MAX_MS ? { amount, unit, ms } : null;
}

export interface FunnelStepResult {
  step: FunnelStep;
  /** Sessions that reached this step, having reached every step before it in order. */
  sessions: number;
  /** Of the sessions at the step before, the share that reached this one (1 for the first step). */
  conversion: number;
  /** The median time from the step before (ms), null for the first step or when none went on. */
  medianMsFromPrevious: number | null;
  /** The latest sessions that reached this step and not the next, with when they reached it (the replay's moment). */
  dropped: { sessionId: string; at: Date }[];
}

export interface Funnel {
  steps: FunnelStepResult[];
  /** Per value of the breakdown: sessions at each step. */
  breakdown: { value: string; sessions: number[] }[] | null;
  from: Date;
  to: Date;
}

/** A step as a condition on an event `e` (the one place a step becomes SQL, funnels and experiments alike; its text is always a parameter). */
export function stepCondition(step: FunnelStep): SQL {
  const pattern = `%${escapeLike(step.value)}%`;
  switch (step.kind) {
    case 'page':
      return sql`e.kind = 'page' and e.name ilike ${pattern}`;
    case 'click':
      return sql`e.kind = 'click' and (e.name ilike ${pattern} or e.label ilike ${pattern})`;
    case 'custom':
      return sql`e.kind = 'custom' and e.name = ${step.value}`;
  }
}

const BREAKDOWN_COLUMNS: Record<Exclude<FunnelBreakdown, 'none' | 'flag'>, SQL> = {
  device: sql.raw('s.device'),
  language: sql.raw('s.language'),
  browser: sql.raw('s.browser'),
};

/** The breakdown's value of a session `s`: a fact of the session, or the variant of the flag it was served ('' none). */
function breakdownValue(query: FunnelQuery): SQL {
  if (query.by === 'none') return sql`''`;
  if (query.by === 'flag')
    return sql`coalesce((select f.value from recording_session_flags f where f.session_id = s.id and f.flag_key = ${query.flag ?? ''}), '')`;
  return BREAKDOWN_COLUMNS[query.by];
}

type Rows<T> = { rows: T[] };

/**
 * The funnel over the sessions that started in the last 30 days of the team's zone: each session's first event
 * matching step 1, then its first matching step 2 after that, and so on (within the session; with a window, only
 * within that long of the session's first step); how many sessions
 * reached each step, the conversion from the step before, the median time between them, who stopped where (at the
 * moment they reached their last step), and the same per device, language, browser or flag variant. Erased sessions are gone from
 * the index, so from every figure.
 */
export async function projectFunnel(
  viewer: StudioViewer,
  projectId: string,
  query: FunnelQuery,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<Funnel | null> {
  assertStudioViewer(viewer);
  if (query.steps.length < FUNNEL_STEPS_MIN) return null;
  const { current } = trendBuckets('day', now, timeZone);
  const from = current[0]!.starts;
  const to = current.at(-1)!.ends;
  const breakdown = breakdownValue(query);
  // One CTE per step: the first matching event of each session after its previous step's.
  const ctes: SQL[] = [
    sql`scope as (
      select s.id, ${breakdown} as value from recording_sessions s
      where s.project_id = ${projectId} and s.page_count > 0
        and s.started_at >= ${from.toISOString()}::timestamptz and s.started_at < ${to.toISOString()}::timestamptz
    )`,
  ];
  query.steps.forEach((step, i) => {
    const name = sql.raw(`step${i}`);
    const after =
      i === 0
        ? sql`join scope p on p.id = e.session_id`
        : sql`join ${sql.raw(`step${i - 1}`)} p on p.session_id = e.session_id and e.at >= p.at${
            query.window ? sql` and e.at <= p.first_at + ${query.window.ms}::float8 * interval '1 millisecond'` : sql``
          }`;
    // first_at: the moment of the session's first step, which a window counts from.
    ctes.push(sql`${name} as (
      select e.session_id, min(e.at) as at, min(p.value) as value, ${i === 0 ? sql`min(e.at)` : sql`min(p.first_at)`} as first_at
      from recording_events e ${after}
      where ${stepCondition(step)}
      group by e.session_id
    )`);
  });
  const db = await getDb();
  const withClause = sql.join(ctes, sql`, `);
  const counts = (await db.execute(sql`
    with ${withClause}
    select ${sql.join(
      query.steps.map((_, i) => {
        const here = sql.raw(`step${i}`);
        const before = sql.raw(`step${i - 1}`);
        return i === 0
          ? sql`(select count(*) from ${here})::int as n${sql.raw(String(i))}, null::float8 as m${sql.raw(String(i))}`
          : sql`(select count(*) from ${here})::int as n${sql.raw(String(i))},
              (select percentile_cont(0.5) within group (order by extract(epoch from (h.at - b.at)) * 1000)
                 from ${here} h join ${before} b on b.session_id = h.session_id)::float8 as m${sql.raw(String(i))}`;
      }),
      sql`, `,
    )}`)) as unknown as Rows<Record<string, number | null>>;
  const row = counts.rows[0] ?? {};
  const dropped = await Promise.all(
    query.steps.map(async (_, i) => {
      if (i === query.steps.length - 1) return [];
      const rows = (await db.execute(sql`
        with ${withClause}
        select h.session_id, h.at from ${sql.raw(`step${i}`)} h
        where not exists (select 1 from ${sql.raw(`step${i + 1}`)} n where n.session_id = h.session_id)
        order by h.at desc limit ${FUNNEL_DROPPED_MAX}`)) as unknown as Rows<{ session_id: string; at: string | Date }>;
      return rows.rows.map((one) => ({ sessionId: one.session_id, at: new Date(one.at) }));
    }),
  );
  const steps = query.steps.map((step, i): FunnelStepResult => {
    const sessions = Number(row[`n${i}`] ?? 0);
    const before = i === 0 ? sessions : Number(row[`n${i - 1}`] ?? 0);
    const median = row[`m${i}`];
    return {
      step,
      sessions,
      conversion: i === 0 ? 1 : before === 0 ? 0 : sessions / before,
      medianMsFromPrevious: median === null || median === undefined ? null : Number(median),
      dropped: dropped[i]!,
    };
  });
  let byValue: Funnel['breakdown'] = null;
  if (query.by !== 'none') {
    const rows = (await db.execute(sql`
      with ${withClause}
      select value, ${sql.join(
        query.steps.map(
          (_, i) =>
            sql`(select count(*) from ${sql.raw(`step${i}`)} x where x.value = v.value)::int as ${sql.raw(`c${i}`)}`,
        ),
        sql`, `,
      )}
      from (select distinct value from step0) v
      order by c0 desc, value
      limit ${FUNNEL_BREAKDOWN_TOP}`)) as unknown as { rows: Record<string, unknown>[] };
    byValue = rows.rows.map((one) => ({
      value: String(one.value ?? ''),
      sessions: query.steps.map((_, i) => Number(one[`c${i}`] ?? 0)),
    }));
  }
  return { steps, breakdown: byValue, from, to };
}
