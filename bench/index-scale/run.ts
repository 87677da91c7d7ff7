// The recordings index at a real site's size: for each size, a fresh PostgreSQL database filled by generate.ts (30
// days of sessions, ending at a fixed day), then every studio page and query timed through the lib functions the
// pages call (median and p95 of up to --runs runs after a discarded one; a query slower than the time budget runs
// fewer times, and the count of runs is printed), then the tables' and indexes' sizes per million sessions. Growth
// between sizes is printed beside the figures, and the load average at each measurement.
//
//   npx tsx bench/index-scale/run.ts [--sizes 100000,1000000,5000000] [--runs 20] [--budget-s 30] [--days 30]
//                                    [--url postgres://…] [--keep]
//
// Without --url it starts a throwaway cluster of its own (scripts/db/pg-cluster.mjs, under /tmp, its settings below)
// and removes it at the end; each size's database is dropped once measured, unless --keep (the last one stays, with
// its URL printed, and the cluster with it).
import '../../scripts/db/server-condition';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { installDatabase, openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { refillPageRollups } from '@/lib/recordings/page-rollups';
import { escapeLike, nameCondition, refillSessionNames } from '@/lib/recordings/session-names';
import { clickMap, clickMapAddresses } from '@/lib/studio/click-map';
import { replayStream } from '@/lib/studio/replay';
import { SESSIONS_PAGE_SIZE, sessionById } from '@/lib/studio/sessions';
import { loadSessionsList } from '@/lib/studio/sessions-list';
import { sessionNotes } from '@/lib/studio/notes';
import { sessionTestSteps } from '@/lib/studio/replay-steps';
import { listTags } from '@/lib/studio/tags';
import { sessionParticipation } from '@/lib/usability-tests';
// @ts-expect-error -- a plain .mjs helper without types
import { describeRun, option, intOption, printRunHeader, printTable, writeResult } from '../lib/report.mjs';
import { DAY_MS, generate, type Generated } from './generate';

const SIZES = String(option('sizes', '100000,1000000,5000000'))
  .split(',')
  .map((size) => Number(size.replace(/_/g, '')))
  .filter((size) => Number.isSafeInteger(size) && size > 0);
const RUNS = intOption('runs', 20, { min: 1, max: 1000 }) as number;
const BUDGET_MS = (intOption('budget-s', 30, { min: 1, max: 3600 }) as number) * 1000;
const DAYS = intOption('days', 30, { min: 1, max: 365 }) as number;
const GIVEN_URL = option('url', '') as string;
const KEEP = process.argv.includes('--keep');
/** The day the generated month ends (the benchmark never reads the clock for its data). */
const END = new Date('2026-11-28T00:00:00Z');
/** Longest a single statement may run: what is slower is reported as over it. */
const STATEMENT_TIMEOUT_MS = 600_000;
/** The benchmark's own cluster: a production-like memory and planner setting on this 24 GiB machine. */
const CLUSTER_SETTINGS = {
  shared_buffers: '2GB',
  effective_cache_size: '8GB',
  work_mem: '32MB',
  maintenance_work_mem: '1GB',
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '1',
};
const ADMIN = { role: 'admin' as const };

interface Context extends Generated {
  /** A visitor with many sessions, a session in the middle of the month, the most visited article. */
  visitor: string;
  sessionId: string;
  address: string;
  /** A question page and a clicked answer's id far down the long tail (vocabulary.sql). */
  rarePage: string;
  rareAnswer: string;
  /** The cursor (lib/studio/sessions.ts) below which page 1000 of the unfiltered list starts. */
  page1000: string;
}

type Scenario = [name: string, run: (context: Context) => Promise<unknown>];

const list =
  (search: Record<string, string>): Scenario[1] =>
  async (context) => {
    const result = await loadSessionsList(ADMIN, search, { projectId: context.projectId });
    return result?.result?.total;
  };
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A substring filter alone, as the list asks it (its capped count, then its first page of ids), with `condition` on the
 * session `s`: the baseline in the same run for the names the filters search (lib/recordings/session-names.ts), the
 * former way (an event of the kind whose name contains the text) beside the current one, everything else the same.
 * Since migration 0024 the former query runs without the two indexes over every event's name it had (BENCHMARKS.md
 * §16 has a run with them).
 */
const filterAlone =
  (condition: (context: Context) => SQL | Promise<SQL>): Scenario[1] =>
  async (context) => {
    const db = await getDb();
    const where = sql`s.project_id = ${context.projectId} and s.page_count > 0 and ${await condition(context)}`;
    const [counted] = (
      (await db.execute(
        sql`select count(*)::int as n from (select 1 from recording_sessions s where ${where} limit ${10_001}) m`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    await db.execute(
      sql`select s.id from recording_sessions s where ${where} order by s.started_at desc, s.id desc limit ${SESSIONS_PAGE_SIZE + 1}`,
    );
    return counted?.n;
  };
/** The former condition: an event of these kinds whose name contains `text` (read from recording_events). */
const eventNamed = (kinds: string[], text: string) =>
  sql`exists (select 1 from recording_events e where e.session_id = s.id and e.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) and e.name ilike ${`%${escapeLike(text)}%`})`;
type NameKind = Parameters<typeof nameCondition>[3][number];
/** The two ways side by side, for one search. */
const beforeAndAfter = (label: string, kinds: NameKind[], text: (context: Context) => string): Scenario[] => [
  [`filter alone, ${label}: events (the former query)`, filterAlone((c) => eventNamed(kinds, text(c)))],
  [
    `filter alone, ${label}: names`,
    filterAlone(async (c) => nameCondition(await getDb(), sql.raw('s.name_ids'), c.projectId, kinds, text(c))),
  ],
];

const SCENARIOS: Scenario[] = [
  ['sessions list, first page', list({})],
  // The page the list's older links reach after 999 pages: the 24,975th session's cursor.
  ['list, page 1000', (c) => list({ after: c.page1000 })(c)],
  [
    'list, 3 days (from, to)',
    (c) =>
      list({ from: day(new Date(c.end.getTime() - 10 * DAY_MS)), to: day(new Date(c.end.getTime() - 8 * DAY_MS)) })(c),
  ],
  ['list, username contains', list({ user: 'member_12' })],
  ['list, one visitor', (c) => list({ visitor: c.visitor })(c)],
  ['list, any frustration', list({ frustration: 'any' })],
  ['list, rage clicks', list({ frustration: 'rage' })],
  ['list, dead clicks', list({ frustration: 'dead' })],
  ['list, error clicks', list({ frustration: 'error_click' })],
  ['list, with errors', list({ error: '1' })],
  ['list, address contains a common page', list({ url: '/articles/how' })],
  ['list, address contains a rare page', (c) => list({ url: c.rarePage })(c)],
  ['list, selector contains vote-up', list({ selector: 'vote-up' })],
  ['list, selector contains a rare id', (c) => list({ selector: c.rareAnswer })(c)],
  ['list, at least 10 minutes', list({ minDuration: '600' })],
  ['list, at most 1 minute', list({ maxDuration: '60' })],
  ['list, a tag', list({ tag: '3' })],
  ['list, a flag', list({ flag: 'search-v2' })],
  ['list, free text signup', list({ q: 'signup' })],
  ['list, free text, rare', (c) => list({ q: c.rarePage.split('/').at(-1)! })(c)],
  ['list, errors + 1 min + rage', list({ error: '1', minDuration: '60', frustration: 'rage' })],
  ...beforeAndAfter('address contains a common page', ['page'], () => '/articles/how'),
  ...beforeAndAfter('address contains a rare page', ['page'], (c) => c.rarePage),
  ...beforeAndAfter('selector contains vote-up', ['click'], () => 'vote-up'),
  ...beforeAndAfter('selector contains a rare id', ['click'], (c) => c.rareAnswer),
  ...beforeAndAfter('free text signup', ['page', 'custom'], () => 'signup'),
  ...beforeAndAfter('free text, rare', ['page', 'custom'], (c) => c.rarePage.split('/').at(-1)!),
  ['click map: the list of addresses', (c) => clickMapAddresses(ADMIN, c.projectId)],
  ['click map of one page', (c) => clickMap(ADMIN, c.projectId, c.address)],
  [
    'session page',
    async (c) => {
      const session = await sessionById(ADMIN, c.projectId, c.sessionId);
      const [tags, participation, steps, notes, replay] = await Promise.all([
        listTags(ADMIN, c.projectId),
        sessionParticipation(ADMIN, c.projectId, session.id),
        sessionTestSteps(ADMIN, c.projectId, session.id),
        sessionNotes(ADMIN, c.projectId, session.id),
        replayStream(ADMIN, c.projectId, session.id),
      ]);
      await replay.cancel();
      return [tags, participation, steps, notes];
    },
  ],
];

interface Timing {
  name: string;
  median: number | null;
  p95: number | null;
  runs: number;
  load: number;
  answer: unknown;
  error?: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** One scenario: a discarded run, then runs until RUNS or the time budget is spent (at least one). */
async function time([name, run]: Scenario, context: Context): Promise<Timing> {
  const load = os.loadavg()[0]!;
  const times: number[] = [];
  let answer: unknown;
  try {
    let started = performance.now();
    answer = await run(context);
    const first = performance.now() - started;
    // A query slower than a tenth of the budget is not run again just to warm it: its first run counts.
    if (first > BUDGET_MS / 10) times.push(first);
    let spent = first;
    while (times.length < RUNS && (times.length === 0 || spent + spent / Math.max(1, times.length) <= BUDGET_MS)) {
      started = performance.now();
      answer = await run(context);
      const elapsed = performance.now() - started;
      times.push(elapsed);
      spent += elapsed;
    }
  } catch (error) {
    return {
      name,
      median: null,
      p95: null,
      runs: times.length,
      load,
      answer,
      error: (error as Error).message.split('\n')[0],
    };
  }
  times.sort((a, b) => a - b);
  return { name, median: quantile(times, 0.5), p95: quantile(times, 0.95), runs: times.length, load, answer };
}

interface TableSize {
  table: string;
  rows: number;
  heap: number;
  indexes: number;
  total: number;
}

/** Every table's heap (with TOAST) and indexes, partitions counted with their parent. */
async function sizes(client: Client): Promise<TableSize[]> {
  const { rows } = await client.query<{ table: string; rows: string; heap: string; indexes: string }>(`
    with tables as (
      select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    )
    select t.relname as table,
      sum(coalesce(p.reltuples, 0)::bigint) as rows,
      sum(pg_table_size(p.oid)) as heap,
      sum(pg_indexes_size(p.oid)) as indexes
    from tables t cross join lateral (
      select c.oid, greatest(c.reltuples, 0) as reltuples from pg_partition_tree(t.oid) pt join pg_class c on c.oid = pt.relid
      where pt.isleaf
      union all select t.oid, greatest(c.reltuples, 0) from pg_class c where c.oid = t.oid and c.relkind = 'r'
    ) p
    group by t.relname order by sum(pg_table_size(p.oid)) + sum(pg_indexes_size(p.oid)) desc`);
  return rows.map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    heap: Number(row.heap),
    indexes: Number(row.indexes),
    total: Number(row.heap) + Number(row.indexes),
  }));
}

/** Each index of the recordings index's tables over 1 MB, largest first. */
async function indexSizes(client: Client): Promise<{ index: string; table: string; bytes: number }[]> {
  const { rows } = await client.query<{ index: string; table: string; bytes: string }>(`
    select i.relname as index, t.relname as table, pg_relation_size(i.oid) as bytes
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and t.relname like 'recording_%' and pg_relation_size(i.oid) > 1048576
    order by pg_relation_size(i.oid) desc`);
  return rows.map((row) => ({ index: row.index, table: row.table, bytes: Number(row.bytes) }));
}

const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
const msText = (value: number | null) =>
  value === null
    ? '–'
    : value >= 10_000
      ? `${(value / 1000).toFixed(1)} s`
      : value >= 100
        ? `${Math.round(value)} ms`
        : `${value.toFixed(1)} ms`;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function measureSize(adminUrl: string, size: number, last: boolean) {
  const name = `parley_scale_${size}`;
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.searchParams.set('options', `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`);
  const handle: DatabaseHandle = await openDatabase({ engine: 'postgres', url: url.toString() });
  installDatabase(handle);
  try {
    console.log(`\n${size.toLocaleString('en')} sessions: generating…`);
    const started = performance.now();
    const generated = await withClient(url.toString(), async (client) => {
      const made = await generate(client, {
        sessions: size,
        days: DAYS,
        end: END,
        log: (line) => process.stdout.write(`${line}\r`),
      });
      process.stdout.write('\n');
      return made;
    });
    // The generator writes the index's tables directly, not through the digester: the click map's daily rollups are
    // made from its events in one pass, as a rebuild of the index makes them.
    const rollupStarted = performance.now();
    await refillPageRollups(handle.db);
    const rollupS = (performance.now() - rollupStarted) / 1000;
    // And the names the list's substring filters search, as the digester adds them.
    const namesStarted = performance.now();
    await refillSessionNames(handle.db);
    const namesS = (performance.now() - namesStarted) / 1000;
    await withClient(url.toString(), (client) => client.query('vacuum analyze'));
    const generationS = (performance.now() - started) / 1000;
    console.log(
      `  generated and vacuumed in ${generationS.toFixed(0)} s (the rollups filled in ${rollupS.toFixed(0)} s, the searched names in ${namesS.toFixed(0)} s)`,
    );
    const context = await withClient(url.toString(), async (client) => {
      const visitor = await client.query<{ id: string }>(`select md5('visitor0')::uuid::text as id`);
      const session = await client.query<{ id: string }>(
        `select id from recording_sessions where started_at >= $1 order by started_at limit 1`,
        [new Date(END.getTime() - (DAYS / 2) * DAY_MS)],
      );
      const address = await client.query<{ name: string }>(
        `select name from recording_events where kind = 'page' and name like 'https://parley.example/articles/%' group by name order by count(*) desc limit 1`,
      );
      const rare = await client.query<{ page: string; answer: string }>(`
        select (select path from bench.paths where rank >= 40000 and path like '/questions/%' order by rank limit 1) as page,
          (select substring(selector from '^#answer-[0-9]+') from bench.clicks
           where rank >= 150000 and selector like '#answer-%' order by rank limit 1) as answer`);
      const deep = await client.query<{ cursor: string }>(
        `select (extract(epoch from started_at) * 1000000)::bigint || '_' || id as cursor from recording_sessions
         where page_count > 0 order by started_at desc, id desc
         offset least(${999 * SESSIONS_PAGE_SIZE - 1}, (select count(*) from recording_sessions where page_count > 0) - 1) limit 1`,
      );
      return {
        ...generated,
        page1000: deep.rows[0]!.cursor,
        visitor: visitor.rows[0]!.id,
        sessionId: session.rows[0]!.id,
        address: address.rows[0]!.name,
        rarePage: rare.rows[0]!.page,
        rareAnswer: `${rare.rows[0]!.answer} >`,
      };
    });
    const timings: Timing[] = [];
    for (const scenario of SCENARIOS) {
      const timing = await time(scenario, context);
      timings.push(timing);
      console.log(
        `  ${timing.name}: median ${msText(timing.median)}, p95 ${msText(timing.p95)} (${timing.runs} runs, load ${timing.load.toFixed(1)})${timing.error ? ` FAILED: ${timing.error}` : ''}`,
      );
    }
    const tables = await withClient(url.toString(), sizes);
    const indexes = await withClient(url.toString(), indexSizes);
    const database = await withClient(url.toString(), async (client) =>
      Number(
        (await client.query<{ bytes: string }>(`select pg_database_size(current_database()) as bytes`)).rows[0]!.bytes,
      ),
    );
    return { size, generationS, timings, tables, indexes, database, url: url.toString() };
  } finally {
    await handle.close();
    if (!(KEEP && last))
      await withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}

async function main() {
  printRunHeader(
    'index-scale',
    `the recordings index at ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} sessions`,
  );
  let cluster: { state: unknown; url: string } | null = null;
  let adminUrl = GIVEN_URL;
  if (!adminUrl) {
    // An ES module with a top-level await: loaded on demand (this script runs as CommonJS under tsx).
    // @ts-expect-error -- a plain .mjs helper without types
    const { removeCluster, startCluster, urlOf } = await import('../../scripts/db/pg-cluster.mjs');
    const state = await startCluster({
      stateDir: path.join(os.tmpdir(), `parley-index-scale-${process.pid}`),
      preferredPort: null,
      settings: CLUSTER_SETTINGS,
    });
    cluster = { state, url: urlOf(state) };
    adminUrl = cluster.url;
    if (!KEEP) process.on('exit', () => removeCluster(state));
  }
  const results: Awaited<ReturnType<typeof measureSize>>[] = [];
  for (const [index, size] of SIZES.entries())
    results.push(await measureSize(adminUrl, size, index === SIZES.length - 1));

  const header = ['page or query', ...SIZES.flatMap((size) => [`${size.toLocaleString('en')}: median`, 'p95', 'runs'])];
  for (let i = 1; i < SIZES.length; i += 1) header.push(`growth ${SIZES[i - 1]! / 1000}k→${SIZES[i]! / 1000}k`);
  printTable(
    'Time per page or query (ms; growth = median at the larger size / at the smaller)',
    header,
    SCENARIOS.map(([name], row) => {
      const cells: (string | number)[] = [name];
      for (const result of results) {
        const timing = result.timings[row]!;
        cells.push(
          timing.error ? `failed: ${timing.error.slice(0, 40)}` : msText(timing.median),
          msText(timing.p95),
          timing.runs,
        );
      }
      for (let i = 1; i < results.length; i += 1) {
        const before = results[i - 1]!.timings[row]!.median;
        const after = results[i]!.timings[row]!.median;
        cells.push(before && after ? `${(after / before).toFixed(2)}×` : '–');
      }
      return cells;
    }),
  );
  for (const result of results) {
    const perMillion = 1_000_000 / result.size;
    printTable(
      `Sizes at ${result.size.toLocaleString('en')} sessions (database ${gb(result.database)}, ${gb(result.database * perMillion)} per million sessions; generated in ${result.generationS.toFixed(0)} s)`,
      ['table', 'rows', 'rows per session', 'heap', 'indexes', 'total', 'total per million sessions'],
      result.tables
        .filter((table) => table.total > 1024 * 1024)
        .map((table) => [
          table.table,
          table.rows.toLocaleString('en'),
          (table.rows / result.size).toFixed(1),
          gb(table.heap),
          gb(table.indexes),
          gb(table.total),
          gb(table.total * perMillion),
        ]),
    );
  }
  for (const result of results) {
    const perMillion = 1_000_000 / result.size;
    printTable(
      `Indexes of the recordings index at ${result.size.toLocaleString('en')} sessions`,
      ['index', 'table', 'size', 'per million sessions'],
      result.indexes.map((index) => [index.index, index.table, gb(index.bytes), gb(index.bytes * perMillion)]),
    );
  }
  writeResult('index-scale', {
    run: describeRun(),
    sizes: SIZES,
    runs: RUNS,
    budgetMs: BUDGET_MS,
    results: results.map(({ url: _url, ...result }) => result),
  });
  if (KEEP)
    console.log(
      `Kept: ${results.at(-1)!.url}${cluster ? ' (the cluster stays: scripts/db/pg-cluster.mjs removeCluster, or kill it)' : ''}`,
    );
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
