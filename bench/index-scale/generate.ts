// Fills a migrated PostgreSQL database with recorded sessions in the proportions of a real site, through the schema
// the ingest writes (the same tables and columns lib/ingest/index-writer.ts fills), in bulk and server-side: each
// chunk of sessions is planned in a temporary table (one row a session: its time, pages, clicks, errors, visitor,
// device...), then its sessions, batches, events, flags, images, notes and usability-test signals are inserted by one
// INSERT … SELECT each, the events in time order as the ingest would have written them. Texts come from
// vocabulary.sql (a long tail of addresses, selectors and labels).
//
// Per session on average: 20 pages (one page load each), 50 clicks, 40 batches, about 1.5 custom events; 10 % with
// errors (1–3), 30 % with a tag triggered, 2 % with rage clicks, 5 % with a dead click, 1 % with an error click, 15 %
// of a signed-in member, two served flags; 1 % with canvas snapshots, 0.5 % in a usability test (signals and video),
// a few with a note. Console lines are in the batches only (the index keeps none).
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';

export const DAY_MS = 24 * 60 * 60_000;

export interface Generation {
  /** How many sessions to make. */
  sessions: number;
  /** Spread evenly over this many days, ending at `end`. */
  days: number;
  end: Date;
  /** Sessions per chunk (one plan table, one statement per table). */
  chunk?: number;
  log?: (line: string) => void;
}

/** What the generated data holds that the runner's queries name. */
export interface Generated {
  projectId: string;
  sessions: number;
  first: Date;
  end: Date;
}

const VOCABULARY = fs.readFileSync(path.join(__dirname, 'vocabulary.sql'), 'utf8');
export const TAGS = 20;
/** The vocabularies' sizes (vocabulary.sql). */
const PATH_TEXTS = 60_000;
const CLICK_TEXTS = 200_000;
const ERROR_TEXTS = 5_000;
const CUSTOM_TEXTS = 2_000;
export const FLAGS = [
  { key: 'new-editor', values: ['true'] },
  { key: 'search-v2', values: ['a', 'b'] },
  { key: 'dark-mode', values: ['true'] },
];

/** The plan of one chunk of sessions: one row each, every attribute drawn from the session's number. */
const PLAN = `
create temp table plan on commit drop as
select n, s,
  gen_random_uuid() as id,
  $3::timestamptz + (n - 1) * $4::float8 * interval '1 millisecond' + floor(bench.u(s + 1) * $4::float8) * interval '1 millisecond' as started_at,
  least(150, 1 + floor(-ln(1 - bench.u(s + 2)) * 19))::int as pages,
  (10 + floor(bench.u(s + 3) * 40))::int as dwell_s,
  case when bench.u(s + 4) < 0.10 then 1 + bench.zipf(s + 5, 3) else 0 end as errors,
  floor(bench.u(s + 6) * 4)::int as customs,
  case when bench.u(s + 7) < 0.30 then 1 + bench.zipf(s + 8, ${TAGS}) else 0 end as tag,
  case when bench.u(s + 9) < 0.02 then 1 + (bench.u(s + 10) < 0.2)::int else 0 end as rage,
  case when bench.u(s + 11) < 0.05 then 1 else 0 end as dead,
  0 as error_clicks,
  0 as clicks,
  md5('visitor' || bench.zipf(s + 12, greatest(3, $5::int / 3)))::uuid as user_uuid,
  case when bench.u(s + 13) < 0.15 then 'member_' || bench.zipf(s + 14, 20000) end as user_id,
  bench.u(s + 15) as device_u,
  bench.u(s + 16) as browser_u,
  bench.lang(s + 17) as lang
from (select n, n::bigint * 1000 as s from generate_series($1::int, $2::int) n) g;
update plan set clicks = greatest(0, floor(pages * 2.5 * (0.5 + bench.u(s + 18))))::int,
  error_clicks = case when errors > 0 and bench.u(s + 19) < 0.1 then 1 else 0 end;
update plan set rage = least(rage, clicks), dead = least(dead, greatest(0, clicks - rage)),
  error_clicks = least(error_clicks, greatest(0, clicks - rage - dead));
`;

/**
 * Every indexed event of the chunk's sessions, in time order: page changes (message 0 of each page load), clicks
 * spread over the session (message 2 + 3k of their page), errors, custom events, tag triggers and frustration signals
 * (on the session's first clicks, at their moment and message index), as lib/ingest/digest.ts copies them out of the
 * batches.
 */
const EVENTS = `
create temp table chunk_events on commit drop as
with click as materialized (
  select p.id, p.rage, p.dead, p.error_clicks, c,
    least(p.pages - 1, floor((c - 0.5) * p.pages / p.clicks))::int as page_no,
    p.started_at + (c - 0.5) * p.pages * p.dwell_s / p.clicks * interval '1 second' as at,
    v.selector, v.label
  from plan p cross join lateral generate_series(1, p.clicks) c
  join bench.clicks v on v.rank = bench.zipf(p.s * 300 + c, ${CLICK_TEXTS})
)
select p.id as session_id, 'page' as kind, p.started_at + k * p.dwell_s * interval '1 second' as at, k as page_no,
  'https://parley.example' || v.path || case when p.lang = '' then '' when strpos(v.path, '?') > 0 then '&lang=' || p.lang
    else '?lang=' || p.lang end as name,
  v.title as label, 0 as message_index
from plan p cross join lateral generate_series(0, p.pages - 1) k
join bench.paths v on v.rank = bench.zipf(p.s * 200 + k, ${PATH_TEXTS})
union all
select c.id, 'click', c.at, c.page_no, c.selector, c.label, 2 + 3 * c.c from click c
union all
select p.id, 'error', p.started_at + (e * 37 % (p.pages * p.dwell_s)) * interval '1 second',
  least(p.pages - 1, (e * 37 % (p.pages * p.dwell_s)) / p.dwell_s)::int, v.name, v.message, 1000 + e
from plan p cross join lateral generate_series(1, p.errors) e
join bench.errors v on v.rank = bench.zipf(p.s * 50 + e, ${ERROR_TEXTS})
union all
select p.id, 'custom', p.started_at + (e * 53 % (p.pages * p.dwell_s)) * interval '1 second',
  least(p.pages - 1, (e * 53 % (p.pages * p.dwell_s)) / p.dwell_s)::int, v.name, v.label, 2000 + e
from plan p cross join lateral generate_series(1, p.customs) e
join bench.customs v on v.rank = bench.zipf(p.s * 60 + e, ${CUSTOM_TEXTS})
union all
select p.id, 'tag', p.started_at + 5 * interval '1 second', 0, p.tag::text, '', 3000
from plan p where p.tag > 0
union all
select c.id, 'frustration', c.at, c.page_no, f.name, c.selector, 2 + 3 * c.c
from click c cross join lateral (
  select 'rage' where c.c <= c.rage
  union all select 'dead' where c.c = c.rage + 1 and c.dead > 0
  union all select 'error_click' where c.c = c.rage + c.dead + 1 and c.error_clicks > 0
) f(name)
where c.c <= c.rage + c.dead + c.error_clicks;
`;

/** The batches of each page load: 1–3 (a 10-second flush and the page's last), in one of the day's segments. */
const BATCHES = `
create temp table chunk_batches on commit drop as
select p.id as session_id, k as page_no, b as batch_no,
  'segments/' || to_char(p.started_at at time zone 'UTC', 'YYYY-MM-DD') || '/'
    || (extract(epoch from date_trunc('hour', p.started_at)) * 1000)::bigint || '-' || (1000 + p.n % 7) || '-'
    || substr(md5((p.n / 500)::text), 1, 8) || '.seg#' || ((p.n % 500)::bigint * 900000 + k * 3000 + b * 1000) * 20
    || '+' || (4000 + floor(bench.u(p.s * 400 + k * 4 + b) * 26000))::int as blob_key,
  (4000 + floor(bench.u(p.s * 400 + k * 4 + b) * 26000))::int as bytes,
  (30 + floor(bench.u(p.s * 500 + k * 4 + b) * 250))::int as message_count,
  (extract(epoch from p.started_at + (k * p.dwell_s + b * 10) * interval '1 second') * 1000)::bigint as first_ts,
  (extract(epoch from p.started_at + (k * p.dwell_s + least(p.dwell_s, (b + 1) * 10)) * interval '1 second') * 1000)::bigint as last_ts,
  p.started_at + (k * p.dwell_s + least(p.dwell_s, (b + 1) * 10) + 1) * interval '1 second' as received_at
from plan p cross join lateral generate_series(0, p.pages - 1) k
cross join lateral generate_series(0, p.dwell_s / 20) b;
`;

const SESSIONS = `
insert into recording_sessions (id, project_id, user_uuid, user_id, started_at, last_activity_at, page_count, click_count,
  error_count, rage_click_count, dead_click_count, error_click_count, batch_count, pages_started, bytes_stored,
  user_agent, browser, browser_version, os, os_version, device, screen_width, screen_height, timezone, language,
  referrer, condition, tracker_version)
select p.id, $1::uuid, p.user_uuid, p.user_id, p.started_at,
  p.started_at + p.pages * p.dwell_s * interval '1 second',
  p.pages, p.clicks, p.errors, p.rage, p.dead, p.error_clicks,
  b.batches, p.pages, b.bytes,
  d.browser || '/' || d.version || ' (' || d.os || ')', d.browser, d.version, d.os, d.os_version, d.device,
  d.width, d.height, (array['Asia/Tehran', 'Europe/Berlin', 'America/New_York', 'Europe/London', 'UTC'])[1 + p.n % 5],
  coalesce(nullif(p.lang, ''), 'en'),
  case when p.n % 4 = 0 then 'https://www.google.com/' else '' end, null, '1.0.0'
from plan p
join (select session_id, count(*)::int as batches, sum(bytes)::bigint as bytes from chunk_batches group by session_id) b
  on b.session_id = p.id
cross join lateral (select
  case when p.device_u < 0.55 then 'desktop' when p.device_u < 0.95 then 'mobile' else 'tablet' end as device,
  case when p.device_u < 0.55 then (array[1920, 1440, 1366, 2560])[1 + p.n % 4]
       when p.device_u < 0.95 then (array[390, 412, 375, 360])[1 + p.n % 4] else (array[820, 768])[1 + p.n % 2] end as width,
  case when p.device_u < 0.55 then (array[1080, 900, 768, 1440])[1 + p.n % 4]
       when p.device_u < 0.95 then (array[844, 915, 667, 800])[1 + p.n % 4] else (array[1180, 1024])[1 + p.n % 2] end as height,
  case when p.browser_u < 0.65 then 'Chrome' when p.browser_u < 0.85 then 'Safari' when p.browser_u < 0.95 then 'Firefox' else 'Edge' end as browser,
  (120 + p.n % 12)::text || '.0' as version,
  case when p.device_u >= 0.55 then case when p.browser_u < 0.65 then 'Android' else 'iOS' end
       else (array['Windows', 'macOS', 'Linux'])[1 + p.n % 3] end as os,
  (10 + p.n % 5)::text as os_version) d;
`;

interface Context {
  projectId: string;
  testId: string;
  firstTask: number;
}

/**
 * Sessions, then what belongs to them: the order the ingest writes them in (a session before its batches); each
 * statement with the parameters it names.
 */
const FILL: [string, (context: Context) => unknown[]][] = [
  [SESSIONS, ({ projectId }) => [projectId]],
  [
    `insert into recording_batches (session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at)
   select session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at
   from chunk_batches order by received_at`,
    () => [],
  ],
  [
    `insert into recording_events (session_id, kind, at, page_no, name, label, message_index)
   select session_id, kind, at, page_no, name, label, message_index from chunk_events order by at`,
    () => [],
  ],
  [
    `insert into recording_session_flags (session_id, flag_key, value)
   select p.id, f.key, f.value from plan p cross join lateral (values
     ('new-editor', 'true'),
     (case when p.n % 3 = 0 then 'dark-mode' else 'search-v2' end, case when p.n % 3 = 0 then 'true' when p.n % 2 = 0 then 'a' else 'b' end)
   ) f(key, value)`,
    () => [],
  ],
  [
    `insert into recording_images (session_id, name, node_id, ts, blob_key, bytes, received_at)
   select p.id, (extract(epoch from p.started_at) * 1000)::bigint || '_' || (40 + i) || '_' || i || '.webp', 40 + i,
     (extract(epoch from p.started_at) * 1000)::bigint + i * 1000,
     $1::text || '/' || p.id || '/images/' || i || '.webp', 20000, p.started_at + i * interval '1 second'
   from plan p cross join generate_series(1, 2) i where bench.u(p.s + 20) < 0.01`,
    ({ projectId }) => [projectId],
  ],
  [
    `insert into replay_notes (session_id, at, body, author, created_at)
   select p.id, (extract(epoch from p.started_at) * 1000)::bigint + 30000, 'The vote button did not answer here', 'admin', p.started_at
   from plan p where bench.u(p.s + 21) < 0.0002`,
    () => [],
  ],
  [
    `insert into uxt_signals (session_id, test_id, task_id, status, duration_ms, at, media, received_at)
   select p.id, $1::uuid, t.task_id, t.status, t.duration_ms, (extract(epoch from p.started_at) * 1000)::bigint + t.offset_ms,
     t.media, p.started_at
   from plan p cross join lateral (values
     (null::int, 'begin', null::int, 0, 'recording'),
     ($2::int, 'done', 20000, 20000, null), ($2::int + 1, 'done', 30000, 50000, null), ($2::int + 2, 'skipped', 5000, 55000, null),
     (null::int, 'done', 60000, 60000, null)
   ) t(task_id, status, duration_ms, offset_ms, media)
   where bench.u(p.s + 22) < 0.005`,
    ({ testId, firstTask }) => [testId, firstTask],
  ],
  [
    `insert into uxt_video_segments (session_id, test_id, segment, started_at, blob_key, bytes, received_at)
   select p.id, $2::uuid, k, (extract(epoch from p.started_at) * 1000)::bigint + k * 15000,
     $1::text || '/' || p.id || '/uxt/' || $2::text || '/' || k || '.webm', 2000000, p.started_at + k * interval '15 seconds'
   from plan p cross join generate_series(0, 3) k where bench.u(p.s + 22) < 0.005`,
    ({ projectId, testId }) => [projectId, testId],
  ],
];

/** The project, its tags, flags and usability test: what the sessions name. */
async function prepare(client: Client): Promise<Context> {
  await client.query(VOCABULARY);
  const project = await client.query<{ id: string }>(
    `insert into projects (public_key, name) values ('bench-scale', 'Index at scale') returning id`,
  );
  const projectId = project.rows[0]!.id;
  await client.query(
    `insert into tags (project_id, name, selector) select $1, 'tag ' || i, 'section.t' || i from generate_series(1, ${TAGS}) i`,
    [projectId],
  );
  for (const flag of FLAGS)
    await client.query(
      `insert into feature_flags (project_id, flag_key, flag_type, variants) values ($1, $2, $3, $4::jsonb)`,
      [
        projectId,
        flag.key,
        flag.values.length > 1 ? 'multi' : 'boolean',
        JSON.stringify(flag.values.length > 1 ? flag.values.map((value) => ({ value, rolloutPercentage: 50 })) : []),
      ],
    );
  const test = await client.query<{ id: string }>(
    `insert into uxt_tests (project_id, title, status, opened_at) values ($1, 'Find an article', 'in-progress', now()) returning id`,
    [projectId],
  );
  const testId = test.rows[0]!.id;
  const tasks = await client.query<{ id: number }>(
    `insert into uxt_tasks (test_id, position, title) select $1, i, 'Task ' || i from generate_series(0, 2) i returning id`,
    [testId],
  );
  return { projectId, testId, firstTask: Math.min(...tasks.rows.map((row) => row.id)) };
}

/** Fills the database `client` is connected to (migrated, empty) with `sessions` sessions. */
export async function generate(client: Client, options: Generation): Promise<Generated> {
  const { sessions, days, end, chunk = 20_000, log = () => undefined } = options;
  const first = new Date(end.getTime() - days * DAY_MS);
  const stepMs = (days * DAY_MS) / sessions;
  const context = await prepare(client);
  const started = performance.now();
  for (let lo = 1; lo <= sessions; lo += chunk) {
    const hi = Math.min(sessions, lo + chunk - 1);
    await client.query('begin');
    const [plan, ...fixes] = PLAN.replace(/\$5/g, String(sessions))
      .split(/;\s*\n/)
      .filter((statement) => statement.trim());
    await client.query(plan!, [lo, hi, first.toISOString(), stepMs]);
    for (const fix of fixes) await client.query(fix);
    const steps: string[] = [];
    const step = async (name: string, run: () => Promise<unknown>) => {
      const at = performance.now();
      await run();
      steps.push(`${name} ${((performance.now() - at) / 1000).toFixed(1)} s`);
    };
    await step('events', () => client.query(EVENTS));
    await step('batches', () => client.query(BATCHES));
    for (const [statement, params] of FILL)
      await step(/insert into (\w+)/.exec(statement)![1]!, () => client.query(statement, params(context)));
    if (process.env.BENCH_VERBOSE) log(steps.join(', '));
    await client.query('commit');
    const elapsed = (performance.now() - started) / 1000;
    log(`  ${hi.toLocaleString('en')} of ${sessions.toLocaleString('en')} sessions (${elapsed.toFixed(0)} s)`);
  }
  return { projectId: context.projectId, sessions, first, end };
}
