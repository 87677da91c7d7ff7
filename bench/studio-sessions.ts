// The studio's sessions list (lib/studio/sessions.ts) on 10,000 seeded sessions: server time of one list page (the
// count and the page's rows, as /studio runs them), p50 and p99, with no filter and with each filter.
// Baseline, same run: a second database seeded alike without the studio's indexes (migrations 0003, 0006, 0023, 0024), queried
// in turn with the first (alternating which goes first), so the ratio shows what the index per filter buys.
// In-process on in-memory PGlite; the page render around the query is not included (the same for every filter).
// Plans: the two statements of each filter (count, page) are run with EXPLAIN; the table names the index each one
// uses and any table it reads whole (a sequential scan), so each filter is shown to have its index or not to need one.
//
//   npx tsx bench/studio-sessions.ts [--sessions 10000] [--runs 40]
import '../scripts/db/server-condition';
import { sql } from 'drizzle-orm';
import { installDatabase, MEMORY_DATA_DIR, openDatabase } from '@/lib/db/client';
import { projects } from '@/lib/db/schema';
import { listSessions, type SessionCursor, type SessionFilters } from '@/lib/studio/sessions';
import { countQueries } from '@/lib/db/query-count';
import { refillSessionNames } from '@/lib/recordings/session-names';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, printRunHeader, printTable, writeResult } from './lib/report.mjs';

const SESSIONS = intOption('sessions', 10_000, { min: 100, max: 200_000 }) as number;
const RUNS = intOption('runs', 40, { min: 5, max: 1000 }) as number;
const ADMIN = { role: 'admin' as const };

const none: SessionFilters = { error: false } as SessionFilters;
/** The page below the sessions started before 2026-11-16: about page 200 of the list (sessions 259 s apart). */
const DEEP: SessionCursor = {
  startedAtUs: BigInt(Date.parse('2026-11-16T00:00:00Z')) * 1000n,
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};
const SCENARIOS: [string, Partial<SessionFilters>, SessionCursor?][] = [
  ['no filter, page 1', {}],
  ['no filter, page 200', {}, DEEP],
  ['date range (3 days)', { from: '2026-11-10', to: '2026-11-12' }],
  ['user', { user: 'member_17' }],
  ['visited URL contains', { url: '/question/q-12' }],
  ['has error', { error: true }],
  ['clicked selector', { selector: 'button.vote-7' }],
  ['duration ≥ 10 min', { minDuration: 600 }],
  ['tag', { tag: '3' }],
  ['flag', { flag: 'flag-2' }],
  ['free text', { q: 'signup' }],
  ['user + error + duration', { user: 'member_3', error: true, minDuration: 60 }],
];

const STUDIO_INDEXES = [
  'recording_events_tag_custom_idx',
  'recording_sessions_project_errors_idx',
  'recording_sessions_project_duration_idx',
  'recording_names_name_trgm_idx',
  'recording_sessions_name_ids_idx',
];

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string> {
  const [project] = await db.insert(projects).values({ publicKey: 'bench', name: 'bench' }).returning();
  const projectId = project!.id;
  // Deterministic pseudo-random attributes from the row number (hashtext), spread over 30 days.
  await db.execute(sql`
    insert into recording_sessions (project_id, user_uuid, user_id, started_at, last_activity_at, page_count, click_count, error_count,
      browser, os, device, screen_width, screen_height, language)
    select ${projectId}::uuid, gen_random_uuid(),
      case when i % 3 = 0 then 'member_' || (i % 50) else null end,
      timestamptz '2026-11-01' + (i * interval '259 seconds'),
      timestamptz '2026-11-01' + (i * interval '259 seconds') + ((abs(hashtext(i::text)) % 1800) * interval '1 second'),
      1 + i % 5, i % 7, case when i % 10 = 0 then 1 + i % 3 else 0 end,
      (array['Chrome','Firefox','Safari'])[1 + i % 3], (array['Linux','Windows','macOS','Android'])[1 + i % 4], 'desktop', 1280, 720, 'en'
    from generate_series(1, ${SESSIONS}) as i`);
  await db.execute(sql`
    insert into recording_events (session_id, kind, at, page_no, name, label)
    select s.id, e.kind, s.started_at + (e.n * interval '5 seconds'), 0, e.name, ''
    from (select id, started_at, row_number() over (order by started_at) as i from recording_sessions) s
    cross join lateral (values
      ('page', 1, '/question/q-' || (s.i % 300)),
      ('page', 2, '/articles/a-' || (s.i % 500)),
      ('click', 3, 'button.vote-' || (s.i % 40)),
      ('click', 4, 'a.next'),
      ('custom', 5, case when s.i % 5 = 0 then 'signup' else 'settings/language' end),
      ('tag', 6, (1 + s.i % 20)::text)
    ) as e(kind, n, name)`);
  await db.execute(sql`
    insert into recording_session_flags (session_id, flag_key, value)
    select id, 'flag-' || (abs(hashtext(started_at::text)) % 10), 'true' from recording_sessions`);
  // What the digester writes beside the events: the names the substring filters search.
  await refillSessionNames(db);
  await db.execute(sql`analyze`);
  return projectId;
}

type Handle = Awaited<ReturnType<typeof openDatabase>>;
type Figures = { name: string; p50: number; p99: number; rows: number };

/**
 * Each filter's list page timed on both databases, alternating which goes first from one run to the next, so that
 * neither variant is favoured by the machine's load of the moment or by running second (warm caches, JIT).
 */
async function measure(variants: { handle: Handle; projectId: string }[], runs = RUNS): Promise<Figures[][]> {
  const out: Figures[][] = variants.map(() => []);
  for (const [name, filters, after] of SCENARIOS) {
    const times: number[][] = variants.map(() => []);
    const rows: number[] = variants.map(() => 0);
    for (let run = 0; run < runs + 3; run += 1) {
      const order = run % 2 === 0 ? variants.map((_, i) => i) : variants.map((_, i) => variants.length - 1 - i);
      for (const i of order) {
        installDatabase(variants[i]!.handle);
        const started = performance.now();
        const result = await listSessions(ADMIN, {
          projectId: variants[i]!.projectId,
          filters: { ...none, ...filters },
          after,
        });
        const elapsed = performance.now() - started;
        if (run >= 3) times[i]!.push(elapsed);
        rows[i] = result?.total ?? 0;
      }
    }
    for (const [i, list] of times.entries()) {
      list.sort((a, b) => a - b);
      const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
      out[i]!.push({ name, p50: at(0.5), p99: at(0.99), rows: rows[i]! });
    }
  }
  return out;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};
type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** What a plan reads: each index it scans, and each table it reads whole (with the rows that came out). */
function planReads(node: PlanNode, out: Set<string> = new Set()): Set<string> {
  if (node['Index Name']) out.add(`${node['Index Name']}`);
  else if (node['Node Type'] === 'Seq Scan') out.add(`SEQ SCAN ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) planReads(child, out);
  return out;
}

/** The plans of the statements listSessions sends for each filter (EXPLAIN ANALYZE, the same database). */
async function explain(client: RawClient, projectId: string): Promise<{ name: string; reads: string[] }[]> {
  const out = [];
  for (const [name, filters, after] of SCENARIOS) {
    const { statements, params } = await countQueries(() =>
      listSessions(ADMIN, { projectId, filters: { ...none, ...filters }, after }),
    );
    const reads = new Set<string>();
    for (const [index, statement] of statements.entries()) {
      const { rows } = await client.query(`explain (analyze, format json) ${statement}`, params[index] ?? []);
      const plan = rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }] | string;
      for (const read of planReads(
        (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan,
        new Set(),
      ))
        reads.add(read);
    }
    out.push({ name, reads: [...reads].sort() });
  }
  return out;
}

async function main() {
  printRunHeader(
    'studio-sessions',
    `the studio's sessions list on ${SESSIONS.toLocaleString('en')} sessions, ${RUNS} runs per filter`,
  );
  // Two in-memory databases seeded alike: the schema as it is, and the baseline without the studio's indexes.
  const studio = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
  const baseline = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
  const seededAt = performance.now();
  const [studioProject, baselineProject] = [await seed(studio.db), await seed(baseline.db)];
  for (const name of STUDIO_INDEXES) await baseline.db.execute(sql.raw(`drop index ${name}`));
  // The index the studio's migration 0003 replaced, so the baseline is the schema before the studio.
  await baseline.db.execute(sql`create index recording_events_kind_name_idx on recording_events (kind, name)`);
  await baseline.db.execute(sql`analyze`);
  console.log(`   seeded in ${Math.round(performance.now() - seededAt)} ms`);
  const variants = [
    { handle: studio, projectId: studioProject },
    { handle: baseline, projectId: baselineProject },
  ];
  // One short pass first, discarded: the first queries of a process also pay for JIT and PGlite's own warm-up.
  await measure(variants, 3);
  const [indexed, without] = (await measure(variants)) as [Figures[], Figures[]];
  installDatabase(studio);
  const plans = await explain((studio.db as unknown as { $client: RawClient }).$client, studioProject);
  printTable(
    'What each filter reads (EXPLAIN ANALYZE of the count and the page, studio indexes in place)',
    ['filter', 'indexes scanned, and tables read whole'],
    plans.map((row) => [row.name, row.reads.join(', ')]),
  );
  const f = (v: number) => `${v.toFixed(1)} ms`;
  printTable(
    `Sessions list, one page (${SESSIONS.toLocaleString('en')} sessions; p50 / p99 of ${RUNS} runs, the two databases alternating)`,
    ['filter', 'matching', 'p50', 'p99', 'baseline p50 (no studio indexes)', 'baseline p99', 'p50 ratio'],
    indexed.map((row, i) => [
      row.name,
      row.rows.toLocaleString('en'),
      f(row.p50),
      f(row.p99),
      f(without[i]!.p50),
      f(without[i]!.p99),
      `${(row.p50 / without[i]!.p50).toFixed(2)}×`,
    ]),
  );
  writeResult('studio-sessions', { sessions: SESSIONS, runs: RUNS, indexed, baseline: without, plans });
  await studio.close();
  await baseline.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
