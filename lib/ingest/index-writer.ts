import 'server-only';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db/client';
import { executePrepared } from '@/lib/db/prepared';
import { foreignKeyViolation } from '@/lib/db/constraint-violations';
import {
  ingestCheckpoints,
  ingestQuarantine,
  recordingBatches,
  recordingErasures,
  recordingEvents,
  recordingImages,
  recordingSessions,
} from '@/lib/db/schema';
import type { BatchIndexEntry } from './digest';
import { rollupCtes } from '@/lib/recordings/page-rollups';
import { sessionNameCtes, withNameIds } from '@/lib/recordings/session-names';

export type { BatchIndexEntry };

/** Where a digester has read its log up to: the segment and the offset after the last record taken. */
export interface Checkpoint {
  segment: string;
  offset: number;
}

/** Most characters of a quarantined batch's reason that are kept. */
export const QUARANTINE_REASON_MAX = 500;

/** A batch kept out of the index, and why. */
export interface QuarantineEntry {
  sessionId: string;
  pageNo: number;
  batchNo: number;
  reason: string;
  blobKey: string | null;
  bytes: number;
  receivedAt: Date;
}

/** How many entries of a group were indexed, found already there, quarantined, or dropped as erased while committing. */
export interface CommitOutcome {
  indexed: number;
  duplicates: number;
  quarantined: QuarantineEntry[];
  /**
   * The blob keys of batches (and quarantined bodies) of sessions erased from the studio (`recording_erasures`):
   * neither indexed nor quarantined; the caller erases their bytes.
   */
  erased: string[];
  /** Per entry, in order: whether it was indexed now (not already there, quarantined nor erased). */
  fresh: boolean[];
  /**
   * Per session that a batch of this group was indexed for: its disk use as the index counts it right after this
   * commit, every ingest process's batches and images, not only these.
   */
  counted: Map<string, SessionCount>;
}

/** A session's disk use as the index counts it (what every ingest process's quota check shares). */
export interface SessionCount {
  /** Its batches as stored (`bytes_stored`). */
  bytes: number;
  /** Its canvas images. */
  imageBytes: number;
  images: number;
}

/** The checkpoint of a log, or null before its first commit. */
export async function readCheckpoint(db: Executor, logId: string): Promise<Checkpoint | null> {
  const [row] = await db
    .select({ segment: ingestCheckpoints.segment, offset: ingestCheckpoints.offset })
    .from(ingestCheckpoints)
    .where(sql`${ingestCheckpoints.logId} = ${logId}`);
  return row ?? null;
}

/**
 * Commits one digested group atomically: the index rows of its batches, its quarantined batches, and the log's
 * checkpoint, so the index and the checkpoint never disagree (a crash loses both or neither, and indexing resumes at
 * the checkpoint; a batch read twice lands once, by the `(session, page, batch)` key). Batches of erased sessions are
 * dropped, by their tombstone read in the same statement or, when the erasure commits in between, by the missing
 * session the insert then finds. When the group's statement fails, each entry is tried alone inside one transaction
 * (a savepoint each) and the one that fails is quarantined with the database's reason: one bad entry never keeps the
 * others out of the index.
 */
export async function commitDigest(
  db: Db,
  logId: string,
  entries: BatchIndexEntry[],
  quarantined: QuarantineEntry[],
  checkpoint: Checkpoint | null,
): Promise<CommitOutcome> {
  // Nearly always: the whole group in one prepared statement (atomic, as any single statement is). Only when it
  // fails, the slow path below, entry by entry.
  try {
    const group = await writeGroup(db, { entries, quarantined, logId, checkpoint, prepared: true });
    const indexed = group.fresh.size;
    const aside = setAside(quarantined, group.erasedQuarantine);
    return {
      indexed,
      duplicates: entries.length - group.erasedBatches.size - indexed,
      quarantined: aside.kept,
      erased: [
        ...entries.filter((_, ord) => group.erasedBatches.has(ord)).map((entry) => entry.blobKey),
        ...aside.erased,
      ],
      fresh: entries.map((_, ord) => group.fresh.has(ord)),
      counted: group.counted,
    };
  } catch (error) {
    if (entries.length === 0) throw error;
  }
  return db.transaction(async (tx) => {
    const outcome: CommitOutcome = {
      indexed: 0,
      duplicates: 0,
      quarantined: [],
      erased: [],
      fresh: [],
      counted: new Map(),
    };
    for (const entry of entries) {
      try {
        // Alone, under a savepoint; the statement leaves an erased session's batch out as it does in a group.
        const one = await tx.transaction((savepoint) =>
          writeGroup(savepoint, { entries: [entry], quarantined: [], logId, checkpoint: null }),
        );
        outcome.fresh.push(one.fresh.size === 1);
        for (const [sessionId, count] of one.counted) outcome.counted.set(sessionId, count);
        if (one.erasedBatches.size === 1) outcome.erased.push(entry.blobKey);
        else if (one.fresh.size === 1) outcome.indexed += 1;
        else outcome.duplicates += 1;
      } catch (error) {
        outcome.fresh.push(false);
        // The session went while this entry was on its way: erased from the studio (its tombstone now committed) or
        // deleted by retention. Either way nothing of it is to be kept.
        if (foreignKeyViolation(error) !== undefined && (await isErased(tx, entry.sessionId))) {
          outcome.erased.push(entry.blobKey);
          continue;
        }
        outcome.quarantined.push({
          sessionId: entry.sessionId,
          pageNo: entry.pageNo,
          batchNo: entry.batchNo,
          reason: `index: ${databaseReason(error)}`,
          blobKey: entry.blobKey,
          bytes: entry.bytes,
          receivedAt: entry.receivedAt,
        });
      }
    }
    const all = [...quarantined, ...outcome.quarantined];
    const aside = setAside(
      all,
      (await writeGroup(tx, { entries: [], quarantined: all, logId, checkpoint })).erasedQuarantine,
    );
    outcome.quarantined = aside.kept;
    outcome.erased.push(...aside.erased);
    return outcome;
  });
}

/** Quarantined batches split by writeGroup's answer: the ones put aside, and the bytes of those of erased sessions. */
function setAside(
  quarantined: QuarantineEntry[],
  erasedOrds: Set<number>,
): { kept: QuarantineEntry[]; erased: string[] } {
  return {
    kept: quarantined.filter((_, ord) => !erasedOrds.has(ord)),
    erased: quarantined.flatMap((entry, ord) => (erasedOrds.has(ord) && entry.blobKey !== null ? [entry.blobKey] : [])),
  };
}

/** Whether the session was erased from the studio (its tombstone is there). */
async function isErased(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: recordingErasures.sessionId })
    .from(recordingErasures)
    .where(eq(recordingErasures.sessionId, sessionId));
  return rows.length > 0;
}

/** The database's message of an error (drizzle wraps the driver's as `cause`), without the query text. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split('\n')[0]!.slice(0, 300);
}

/** The statement name of writeGroup on each database connection (lib/db/prepared.ts). */
const GROUP_STATEMENT = 'ingest_index_group';

interface GroupWrite {
  entries: BatchIndexEntry[];
  quarantined: QuarantineEntry[];
  logId: string;
  /** Where the log is read up to once this group is in; null to leave the checkpoint as it is. */
  checkpoint: Checkpoint | null;
  /**
   * Run as a prepared statement (parsed and planned once per connection): on PGlite the statement's planning cost
   * more than indexing a few dozen batches, on the ingest's own thread. Not inside a transaction (a savepoint's
   * statement goes through the transaction's executor).
   */
  prepared?: boolean;
}

/**
 * One statement for a whole group, whatever its size (data-modifying CTEs run atomically, and each exactly once):
 * the batches come in as one JSON array, their events as another, the quarantined batches as a third. Batches and
 * quarantined batches of sessions erased from the studio (a tombstone in `recording_erasures`) are left out. A batch
 * row is inserted unless `(session, page, batch)` is already there, and only the batches inserted now add their events
 * and their share of the session's totals, of the click map's daily rollups (lib/recordings/page-rollups.ts) and of
 * the names its filters search (lib/recordings/session-names.ts); a repeat within the group counts once (its first
 * copy). An event is inserted once per message of its page (its message index), and the session's counts are those of
 * the events inserted: a message that a page's own last batch repeats from its worker's batch counts once, whichever
 * came first. The checkpoint is written in the same statement. Says which batches were new and which batches and
 * quarantined batches were dropped as erased, by their position in the lists. On PGlite every statement is a round
 * trip through its one connection, and each runs on the ingest's thread, so one statement per group is what lets the
 * index keep up.
 */
async function writeGroup(
  db: Executor,
  { entries, quarantined, logId, checkpoint, prepared = false }: GroupWrite,
): Promise<{
  fresh: Set<number>;
  erasedBatches: Set<number>;
  erasedQuarantine: Set<number>;
  counted: Map<string, SessionCount>;
}> {
  const batches = JSON.stringify(
    entries.map((e, ord) => ({
      ord,
      session_id: e.sessionId,
      page_no: e.pageNo,
      batch_no: e.batchNo,
      blob_key: e.blobKey,
      bytes: e.bytes,
      message_count: e.messageCount,
      first_ts: e.firstTs,
      last_ts: e.lastTs,
      received_at: e.receivedAt.toISOString(),
      user_id: e.userId,
    })),
  );
  const events = JSON.stringify(
    entries.flatMap((e, ord) =>
      e.events.map((event) => ({
        ord,
        kind: event.kind,
        at: event.at.toISOString(),
        name: event.name,
        label: event.label,
        message_index: event.index,
        fingerprint: event.fingerprint ?? null,
      })),
    ),
  );
  const aside = JSON.stringify(
    quarantined.map((q, ord) => ({
      ord,
      session_id: q.sessionId,
      page_no: q.pageNo,
      batch_no: q.batchNo,
      reason: q.reason.slice(0, QUARANTINE_REASON_MAX),
      blob_key: q.blobKey,
      bytes: q.bytes,
      received_at: q.receivedAt.toISOString(),
    })),
  );
  const statement = sql`
    with incoming as (
      select * from jsonb_to_recordset(${batches}::jsonb) as b(
        ord int, session_id uuid, page_no int, batch_no int, blob_key text, bytes int, message_count int,
        first_ts bigint, last_ts bigint, received_at timestamptz, user_id text)
    ),
    aside as (
      select * from jsonb_to_recordset(${aside}::jsonb) as q(
        ord int, session_id uuid, page_no int, batch_no int, reason text, blob_key text, bytes int, received_at timestamptz)
    ),
    erased as (
      select session_id from ${recordingErasures}
      where session_id in (select session_id from incoming union select session_id from aside)
    ),
    kept as (
      select * from incoming where session_id not in (select session_id from erased)
    ),
    inserted as (
      insert into ${recordingBatches} (session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at)
      select distinct on (session_id, page_no, batch_no) session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at
      from kept order by session_id, page_no, batch_no, ord
      on conflict do nothing
      returning session_id, page_no, batch_no
    ),
    fresh as (
      select distinct on (k.session_id, k.page_no, k.batch_no) k.*
      from kept k join inserted n on n.session_id = k.session_id and n.page_no = k.page_no and n.batch_no = k.batch_no
      order by k.session_id, k.page_no, k.batch_no, k.ord
    ),
    new_events as (
      insert into ${recordingEvents} (session_id, kind, at, page_no, name, label, message_index, fingerprint)
      select f.session_id, e.kind, e.at, f.page_no, e.name, e.label, e.message_index, e.fingerprint
      from jsonb_to_recordset(${events}::jsonb) as e(ord int, kind text, at timestamptz, name text, label text, message_index int, fingerprint text)
      join fresh f on f.ord = e.ord
      on conflict do nothing
      returning session_id, kind, name, label, at, page_no
    ),
    rollup_events as (
      select ne.session_id, ne.kind, ne.name, ne.label, ne.at, fr.received_at
      from new_events ne join (
        select session_id, page_no, min(received_at) as received_at from fresh group by session_id, page_no
      ) fr on fr.session_id = ne.session_id and fr.page_no = ne.page_no
    ),
    ${rollupCtes(sql.raw('rollup_events'))},
    ${sessionNameCtes(sql.raw('new_events'), sql.raw(`(select (max(received_at) at time zone 'UTC')::date from fresh)`))},
    counted as (
      select session_id,
        count(*) filter (where kind = 'page') as pages,
        count(*) filter (where kind = 'click') as clicks,
        count(*) filter (where kind = 'error') as errors,
        count(*) filter (where kind = 'frustration' and name = 'rage') as rage,
        count(*) filter (where kind = 'frustration' and name = 'dead') as dead,
        count(*) filter (where kind = 'frustration' and name = 'error_click') as error_clicks
      from new_events group by session_id
    ),
    totals as (
      select session_id, count(*) as batches, sum(bytes) as bytes,
        max(last_ts) as last_ts, (array_agg(user_id order by ord desc) filter (where user_id is not null))[1] as user_id
      from fresh group by session_id
    ),
    updated as (
      update ${recordingSessions} s set
        page_count = s.page_count + coalesce(c.pages, 0),
        click_count = s.click_count + coalesce(c.clicks, 0),
        error_count = s.error_count + coalesce(c.errors, 0),
        rage_click_count = s.rage_click_count + coalesce(c.rage, 0),
        dead_click_count = s.dead_click_count + coalesce(c.dead, 0),
        error_click_count = s.error_click_count + coalesce(c.error_clicks, 0),
        batch_count = s.batch_count + t.batches,
        bytes_stored = s.bytes_stored + t.bytes,
        last_activity_at = greatest(s.last_activity_at, to_timestamp(t.last_ts / 1000.0)),
        user_id = coalesce(t.user_id, s.user_id),
        name_ids = ${withNameIds(sql.raw('s.name_ids'), sql.raw('sn.ids'))}
      from totals t left join counted c on c.session_id = t.session_id
        left join session_names sn on sn.session_id = t.session_id
      where s.id = t.session_id
      returning s.id as session_id, s.bytes_stored as bytes,
        (select coalesce(sum(i.bytes), 0) from ${recordingImages} i where i.session_id = s.id) as image_bytes,
        (select count(*) from ${recordingImages} i where i.session_id = s.id) as images
    ),
    put_aside as (
      insert into ${ingestQuarantine} (session_id, page_no, batch_no, reason, blob_key, bytes, received_at)
      select session_id, page_no, batch_no, reason, blob_key, bytes, received_at
      from aside where session_id not in (select session_id from erased) order by ord
    ),
    checkpoint as (
      insert into ${ingestCheckpoints} (log_id, segment, "offset", updated_at)
      select ${logId}::text, ${checkpoint?.segment ?? null}::text, ${checkpoint?.offset ?? null}::bigint, now()
      where ${checkpoint?.segment ?? null}::text is not null
      on conflict (log_id) do update set segment = excluded.segment, "offset" = excluded."offset", updated_at = excluded.updated_at
    )
    select 'fresh' as what, ord, null::uuid as session_id, null::bigint as bytes, null::bigint as image_bytes, null::bigint as images from fresh
    union all select 'erased', ord, null, null, null, null from incoming where session_id in (select session_id from erased)
    union all select 'erased-aside', ord, null, null, null, null from aside where session_id in (select session_id from erased)
    union all select 'counted', null, session_id, bytes, image_bytes, images from updated`;
  // Both drivers return `{ rows }` from execute (PGlite's Results, node-postgres' QueryResult); the Db type leaves it
  // open. A prepared statement's columns come back as text.
  const rows: Record<string, unknown>[] = prepared
    ? await executePrepared(db as Db, GROUP_STATEMENT, statement)
    : ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const of = (what: string) => new Set(rows.filter((row) => row.what === what).map((row) => Number(row.ord)));
  const counted = new Map<string, SessionCount>(
    rows
      .filter((row) => row.what === 'counted')
      .map((row) => [
        String(row.session_id),
        { bytes: Number(row.bytes), imageBytes: Number(row.image_bytes), images: Number(row.images) },
      ]),
  );
  return { fresh: of('fresh'), erasedBatches: of('erased'), erasedQuarantine: of('erased-aside'), counted };
}

/** The sessions erased from the studio since `since` (their tombstones), oldest first. */
export async function recentErasures(db: Executor, since: Date): Promise<{ sessionId: string; erasedAt: Date }[]> {
  return db
    .select({ sessionId: recordingErasures.sessionId, erasedAt: recordingErasures.erasedAt })
    .from(recordingErasures)
    .where(gt(recordingErasures.erasedAt, since))
    .orderBy(asc(recordingErasures.erasedAt));
}
