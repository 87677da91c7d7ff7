import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';

/*
 * The daily rollups the click map reads (recording_click_days, recording_page_days): the digester adds each group's
 * clicks and page changes to them in its one statement (clickRollupStatements, lib/ingest/index-writer.ts); what is
 * here fills them from the events already indexed (a rebuild, a database filled outside the digester), takes erased
 * sessions out of them, and drops the days retention has passed. A click is on the page its session was on at that
 * moment: the latest page change at or before it. Days are UTC days.
 */

/**
 * The statement's parts that add newly inserted events to the rollups: `events` names a CTE of the group's inserted
 * events (session_id, kind, name, label, at, received_at), which the table does not show yet within the statement, so
 * a click's page is looked up in both. A session counts once per row: a click adds it unless one of its clicks already
 * indexed is on the same element, page and day.
 */
export function rollupCtes(events: SQL): SQL {
  // A click's page among the table's events goes through recording_events_page_idx (one step). Among the group's own
  // events it is looked up in their page changes alone, set apart once: a lookup in all of the group's events was a
  // scan of them per click (about 30 ms of a 32-batch group's statement of reader batches).
  return sql`
    rollup_pages as materialized (
      select session_id, name, at from ${events} where kind = 'page'
    ),
    rollup_clicks as (
      select s.project_id, page.name as address, (c.at at time zone 'UTC')::date as day, s.device, c.name as selector,
        c.session_id, c.label
      from ${events} c
      join recording_sessions s on s.id = c.session_id
      cross join lateral (
        select x.name from (
          (select p.name, p.at from recording_events p
           where p.session_id = c.session_id and p.kind = 'page' and p.at <= c.at order by p.at desc limit 1)
          union all
          (select p.name, p.at from rollup_pages p
           where p.session_id = c.session_id and p.at <= c.at order by p.at desc limit 1)
        ) x order by x.at desc limit 1
      ) page
      where c.kind = 'click'
    ),
    rollup_click_sessions as (
      select project_id, address, day, device, selector, session_id, count(*) as clicks, max(label) as label
      from rollup_clicks group by project_id, address, day, device, selector, session_id
    ),
    rollup_click_rows as (
      insert into recording_click_days as d (project_id, address, day, device, selector, label, clicks, sessions)
      select g.project_id, g.address, g.day, g.device, g.selector, max(g.label), sum(g.clicks),
        count(*) filter (where not exists (
          select 1 from recording_events e
          cross join lateral (
            select p.name from recording_events p
            where p.session_id = e.session_id and p.kind = 'page' and p.at <= e.at order by p.at desc limit 1
          ) ep
          where e.session_id = g.session_id and e.kind = 'click' and e.name = g.selector
            and (e.at at time zone 'UTC')::date = g.day and ep.name = g.address))
      from rollup_click_sessions g
      group by g.project_id, g.address, g.day, g.device, g.selector
      order by g.project_id, g.address, g.day, g.device, g.selector
      on conflict (project_id, hashtextextended(address, 0), day, device, hashtextextended(selector, 0)) do update set
        clicks = d.clicks + excluded.clicks, sessions = d.sessions + excluded.sessions,
        label = greatest(d.label, excluded.label)
    ),
    rollup_page_rows as (
      insert into recording_page_days as d (project_id, address, day, device, visits, last_session_id, last_at, last_received_at)
      select s.project_id, p.name, (p.at at time zone 'UTC')::date, s.device, count(*),
        (array_agg(p.session_id order by p.received_at desc, p.at desc))[1],
        (array_agg(p.at order by p.received_at desc, p.at desc))[1], max(p.received_at)
      from ${events} p join recording_sessions s on s.id = p.session_id
      where p.kind = 'page'
      group by s.project_id, p.name, (p.at at time zone 'UTC')::date, s.device
      order by 1, 2, 3, 4
      on conflict (project_id, hashtextextended(address, 0), day, device) do update set
        visits = d.visits + excluded.visits,
        last_session_id = case when d.last_session_id is null or excluded.last_received_at >= d.last_received_at
          then excluded.last_session_id else d.last_session_id end,
        last_at = case when d.last_session_id is null or excluded.last_received_at >= d.last_received_at
          then excluded.last_at else d.last_at end,
        last_received_at = case when d.last_session_id is null or excluded.last_received_at >= d.last_received_at
          then excluded.last_received_at else d.last_received_at end
    )`;
}

/**
 * Each click of these events' sessions (all sessions when `sessionIds` is null) with the page it was on: the events
 * in their session's order, a page change starting a run that the clicks after it belong to (a page before a click
 * at the same moment). One pass over the events in index order, where a lookup per click would be one per click.
 */
const placedClicks = (sessionIds: readonly string[] | null) => sql`
  select project_id, address, day, device, selector, session_id, label from (
    select s.project_id, s.device, r.session_id, r.kind, r.name as selector, r.label,
      (r.at at time zone 'UTC')::date as day,
      max(case when r.kind = 'page' then r.name end) over (partition by r.session_id, r.run) as address
    from (
      select e.session_id, e.kind, e.name, e.label, e.at,
        count(*) filter (where e.kind = 'page') over (
          partition by e.session_id order by e.at, (e.kind <> 'page') rows unbounded preceding) as run
      from recording_events e
      where e.kind in ('page', 'click')
        ${
          sessionIds
            ? sql`and e.session_id in (${sql.join(
                sessionIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : sql``
        }
    ) r join recording_sessions s on s.id = r.session_id
  ) placed
  where kind = 'click' and address is not null`;

/**
 * The rollups made again from the events the index holds (after a rebuild of the index, or a database filled
 * outside the digester): emptied, then filled in one pass per table. The snapshot of each row is its latest page
 * change by when its page's first batch arrived.
 */
export async function refillPageRollups(db: Executor): Promise<void> {
  await db.execute(sql`delete from recording_click_days`);
  await db.execute(sql`delete from recording_page_days`);
  await db.execute(sql`
    insert into recording_click_days (project_id, address, day, device, selector, label, clicks, sessions)
    select project_id, address, day, device, selector, max(label), count(*), count(distinct session_id)
    from (${placedClicks(null)}) c
    group by project_id, address, day, device, selector`);
  await db.execute(sql`
    insert into recording_page_days (project_id, address, day, device, visits, last_session_id, last_at, last_received_at)
    select s.project_id, p.name, (p.at at time zone 'UTC')::date, s.device, count(*),
      (array_agg(p.session_id order by b.received_at desc nulls last, p.at desc))[1],
      (array_agg(p.at order by b.received_at desc nulls last, p.at desc))[1], max(b.received_at)
    from recording_events p join recording_sessions s on s.id = p.session_id
    left join lateral (
      select min(b.received_at) as received_at from recording_batches b
      where b.session_id = p.session_id and b.page_no = p.page_no
    ) b on true
    where p.kind = 'page'
    group by s.project_id, p.name, (p.at at time zone 'UTC')::date, s.device`);
}

/**
 * Erased sessions taken out of the rollups (before their events are deleted, in the erasure's transaction): their
 * clicks, their sessions and their visits subtracted, rows left at nothing deleted. A snapshot that was one of theirs
 * goes with their session row (the key sets it to null).
 */
export async function forgetSessionRollups(db: Executor, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const ids = sql.join(
    sessionIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const clicks = sql`gone as (
      select project_id, address, day, device, selector, count(*) as clicks, count(distinct session_id) as sessions
      from (${placedClicks(sessionIds)}) c group by project_id, address, day, device, selector
    )`;
  // The rows by their key (its hashes, so the key's index finds them), then by their texts.
  const sameClickRow = sql`d.project_id = g.project_id and hashtextextended(d.address, 0) = hashtextextended(g.address, 0)
      and d.day = g.day and d.device = g.device and hashtextextended(d.selector, 0) = hashtextextended(g.selector, 0)
      and d.address = g.address and d.selector = g.selector`;
  // A row whose every click was theirs goes; the others keep what is not theirs. (Two statements: one statement may
  // not both change and delete a row.)
  await db.execute(
    sql`with ${clicks} delete from recording_click_days d using gone g where ${sameClickRow} and d.clicks <= g.clicks`,
  );
  await db.execute(sql`
    with ${clicks}
    update recording_click_days d set clicks = d.clicks - g.clicks, sessions = greatest(0, d.sessions - g.sessions)
    from gone g where ${sameClickRow}`);
  const visits = sql`gone as (
      select s.project_id, p.name as address, (p.at at time zone 'UTC')::date as day, s.device, count(*) as visits
      from recording_events p join recording_sessions s on s.id = p.session_id
      where p.kind = 'page' and p.session_id in (${ids})
      group by s.project_id, p.name, (p.at at time zone 'UTC')::date, s.device
    )`;
  const samePageRow = sql`d.project_id = g.project_id and hashtextextended(d.address, 0) = hashtextextended(g.address, 0)
      and d.day = g.day and d.device = g.device and d.address = g.address`;
  await db.execute(
    sql`with ${visits} delete from recording_page_days d using gone g where ${samePageRow} and d.visits <= g.visits`,
  );
  await db.execute(sql`
    with ${visits} update recording_page_days d set visits = d.visits - g.visits from gone g where ${samePageRow}`);
}

/** The rollups' days before `day` (YYYY-MM-DD, UTC) deleted: retention's, a day at a time by its index. */
export async function deleteRollupDaysBefore(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from recording_click_days where day < ${day}::date`);
  await db.execute(sql`delete from recording_page_days where day < ${day}::date`);
}
