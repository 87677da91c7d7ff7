import 'server-only';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { SEARCHED_NAME_KINDS } from '@/lib/db/tables/recordings';

/*
 * The names a session's substring filters match (its page addresses, clicked selectors and custom events' names),
 * each stored once per project in `recording_names` and referred to by id from `recording_sessions.name_ids`. A
 * filter asks the small dictionary which names contain the text (a trigram index), then which sessions hold one of
 * them (a GIN index over the arrays): neither grows with the events a session recorded, where a search over every
 * event row did (BENCHMARKS.md §16). The digester adds each group's names in its one statement (sessionNameCtes);
 * what is here also fills them from the events already indexed, matches them, and removes the names no session
 * refers to any more (an erasure, retention), so an erased visit's addresses do not stay behind.
 */

const kinds = sql.raw(SEARCHED_NAME_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The statement's parts that add newly inserted events' names to the dictionary and say, per session, the ids of its
 * names in this group: `events` names a CTE of the inserted events (session_id, kind, name), `day` the UTC day their
 * batches were received (each name's `last_recorded_on` moves up to it); the result is the CTE
 * `session_names (session_id, ids)`. A name already there is read, not written again (an insert would spend an id of
 * the sequence on every conflict), and its day is moved once a day at most; one another digester inserts meanwhile is
 * taken from its row by the conflict's update, so each process sees the id whichever wins. Names go in their order,
 * as every writer inserts them, so two digesters never wait on each other's names crosswise.
 */
export function sessionNameCtes(events: SQL, day: SQL): SQL {
  // The group's named events with their project, set apart once (materialized): joined to the names found as one
  // set, the planner (which guesses one row for any CTE) looked each event's session up by its project instead, all of
  // the project's sessions per event.
  return sql`
    names_events as materialized (
      select e.session_id, s.project_id, e.kind, e.name
      from ${events} e join recording_sessions s on s.id = e.session_id
      where e.kind in (${kinds})
    ),
    names_wanted as (
      select distinct project_id, kind, name from names_events
    ),
    names_found as (
      select n.id, n.project_id, n.kind, n.name
      from recording_names n join names_wanted w
        on n.project_id = w.project_id and n.kind = w.kind and md5(n.name) = md5(w.name) and n.name = w.name
    ),
    names_recorded as (
      update recording_names n set last_recorded_on = ${day}
      from names_found f where n.id = f.id and n.last_recorded_on < ${day}
    ),
    names_added as (
      insert into recording_names (project_id, kind, name, last_recorded_on)
      select w.project_id, w.kind, w.name, ${day} from names_wanted w
      where not exists (
        select 1 from names_found f where f.project_id = w.project_id and f.kind = w.kind and f.name = w.name)
      order by w.project_id, w.kind, w.name
      on conflict (project_id, kind, md5(name)) do update
        set last_recorded_on = greatest(recording_names.last_recorded_on, excluded.last_recorded_on)
      returning id, project_id, kind, name
    ),
    session_names as (
      select e.session_id, array_agg(distinct n.id order by n.id) as ids
      from names_events e
      join (select * from names_found union all select * from names_added) n
        on n.project_id = e.project_id and n.kind = e.kind and n.name = e.name
      group by e.session_id
    )`;
}

/**
 * A session's ids with `added` joined in (the `update` of its row): unchanged when it holds them all already, as
 * after most of a visit's batches; else the union, sorted.
 */
export function withNameIds(current: SQL, added: SQL): SQL {
  return sql`case when ${added} is null or ${current} @> ${added} then ${current}
    else array(select distinct x from unnest(${current} || ${added}) as x order by x) end`;
}

type NameKind = (typeof SEARCHED_NAME_KINDS)[number];

/**
 * The project's names of these kinds that contain `text`, case-insensitively: a subquery of their ids,
 * answered by the dictionary's trigram index.
 */
function namesContaining(projectId: string, nameKinds: readonly NameKind[], text: string): SQL {
  const wanted = sql.join(
    nameKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`select n.id from recording_names n
    where n.project_id = ${projectId} and n.kind in (${wanted}) and n.name ilike ${`%${escapeLike(text)}%`}`;
}

/**
 * The most names a substring filter hands to the sessions' GIN index as a list of ids. Both the index (once per
 * session found, over every id asked) and an array overlap (once per session read, every id against every id it holds)
 * cost in proportion to the list: past this, each session's ids are looked up in a hash of the matching ones instead.
 */
export const NAME_IDS_INDEXED_MAX = 32;
/**
 * The most matching names' ids a filter sends as a list of constants, which PostgreSQL hashes once per query; past it,
 * the database hashes the dictionary's answer itself (the same work, but planned at a cost that makes PostgreSQL
 * compile the query first where JIT is on: a few hundred milliseconds more).
 */
export const NAME_IDS_LISTED_MAX = 10_000;

/**
 * The condition that the session (`nameIds`, its `name_ids`) holds a name of one of `nameKinds` containing `text`,
 * case-insensitively. The dictionary is asked first which names match: none, and the condition is false; up to
 * NAME_IDS_INDEXED_MAX, their ids as a list the GIN index answers (a rare text finds its few sessions without reading
 * the others); more (a text most sessions hold, as "vote-up" in every answer's button), each of a session's ids looked
 * up in a hash of the matching ones, built once per query: a session read costs what its few ids cost, whatever the
 * number of names that match.
 */
export async function nameCondition(
  db: Executor,
  nameIds: SQL | Column,
  projectId: string,
  nameKinds: readonly NameKind[],
  text: string,
): Promise<SQL> {
  const found = (await db.execute(
    sql`${namesContaining(projectId, nameKinds, text)} limit ${NAME_IDS_LISTED_MAX + 1}`,
  )) as unknown as { rows: { id: number | string }[] };
  const ids = found.rows.map((row) => Number(row.id));
  const list = `{${ids.join(',')}}`;
  if (ids.length === 0) return sql`false`;
  if (ids.length <= NAME_IDS_INDEXED_MAX) return sql`${nameIds} && ${list}::integer[]`;
  if (ids.length <= NAME_IDS_LISTED_MAX)
    return sql`exists (select 1 from unnest(${nameIds}) as held(id) where held.id = any(${list}::integer[]))`;
  // Inside coalesce the IN stays a subplan of its own, which PostgreSQL hashes once, instead of a join it would run
  // again for every session.
  return sql`exists (select 1 from unnest(${nameIds}) as held(id)
    where coalesce(held.id in (${namesContaining(projectId, nameKinds, text)}), false))`;
}

/** `value` as a LIKE pattern's literal text (its `%`, `_` and `\` escaped). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The dictionary and the sessions' ids made again from the events the index holds: of every session (after a rebuild
 * of the index, or a database filled outside the digester; names no event has any more go), or of the given ones
 * (sessions written straight into the tables).
 */
export async function refillSessionNames(db: Executor, sessionIds?: readonly string[]): Promise<void> {
  const only = (column: SQL) => (sessionIds ? sql`and ${column} = any(${`{${sessionIds.join(',')}}`}::uuid[])` : sql``);
  // The day a name was last recorded, from its events' own times (the batches' arrival is not kept per event).
  await db.execute(sql`
    insert into recording_names (project_id, kind, name, last_recorded_on)
    select s.project_id, e.kind, e.name, max((e.at at time zone 'UTC')::date)
    from recording_events e join recording_sessions s on s.id = e.session_id
    where e.kind in (${kinds}) ${only(sql.raw('e.session_id'))}
    group by s.project_id, e.kind, e.name
    order by 1, 2, 3
    on conflict (project_id, kind, md5(name)) do update
      set last_recorded_on = greatest(recording_names.last_recorded_on, excluded.last_recorded_on)`);
  await db.execute(sql`
    update recording_sessions s set name_ids = coalesce(x.ids, '{}')
    from recording_sessions o
    left join (
      select e.session_id, array_agg(distinct n.id order by n.id) as ids
      from recording_events e
      join recording_sessions r on r.id = e.session_id
      join recording_names n
        on n.project_id = r.project_id and n.kind = e.kind and md5(n.name) = md5(e.name) and n.name = e.name
      where e.kind in (${kinds}) ${only(sql.raw('e.session_id'))}
      group by e.session_id
    ) x on x.session_id = o.id
    where s.id = o.id ${only(sql.raw('o.id'))} and s.name_ids is distinct from coalesce(x.ids, '{}')`);
  if (!sessionIds) await forgetUnusedNames(db);
}

/**
 * The names that no session refers to any more, removed: of the given ids (the names of sessions an erasure has just
 * deleted), or all. A name that a digester's group has just read for another session, and that commits after this
 * removal, is left dangling in that session's ids (ids are never used again): that session then no longer matches
 * that one text until it records it again. A miss in a race of milliseconds, never a wrong match.
 */
export async function forgetUnusedNames(db: Executor, nameIds?: readonly number[]): Promise<void> {
  if (nameIds && nameIds.length === 0) return;
  const among = nameIds ? sql`n.id = any(${`{${nameIds.join(',')}}`}::integer[]) and` : sql``;
  await db.execute(sql`
    delete from recording_names n
    where ${among} not exists (select 1 from recording_sessions s where s.name_ids @> array[n.id])`);
}

/**
 * Retention's share: the names last recorded before `day` (YYYY-MM-DD, UTC), removed by their day's index. Every
 * session holding one recorded it by then, so started before then, and is gone with the same cutoff; asking the
 * sessions instead would read every session holding a common name, for each one.
 */
export async function forgetNamesRecordedBefore(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from recording_names where last_recorded_on < ${day}::date`);
}

/** The ids of the names these sessions refer to (read before they are deleted, to forget the unused ones after). */
export async function namesOfSessions(db: Executor, sessionIds: readonly string[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = (await db.execute(sql`
    select distinct unnest(name_ids) as id from recording_sessions
    where id = any(${`{${sessionIds.join(',')}}`}::uuid[])`)) as unknown as { rows: { id: number | string }[] };
  return rows.rows.map((row) => Number(row.id));
}
