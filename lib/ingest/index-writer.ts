import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { foreignKeyViolation } from '@/lib/db/constraint-violations';
import { ingestCheckpoints, ingestQuarantine, recordingBatches, recordingErasures, recordingEvents, recordingSessions } from '@/lib/db/schema';
import type { BatchIndexEntry } from './digest';

export type { BatchIndexEntry };

/** Where a digester has read its log up to: the segment and the offset after the last record taken. */
export interface Checkpoint {
  segment: string;
  offset: number;
}

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
 * Commits one digested group in one transaction: the index rows of its batches, its quarantined batches, and the log's
 * checkpoint, so the index and the checkpoint never disagree (a crash loses both or neither, and indexing resumes at
 * the checkpoint; a batch read twice lands once, by the `(session, page, batch)` key). Batches of erased sessions are
 * dropped, by their tombstone read in the same transaction or, when the erasure commits in between, by the missing
 * session the insert then finds. When the group's statement fails, each entry is tried alone inside the same
 * transaction (a savepoint each) and the one that fails is quarantined with the database's reason: one bad entry never
 * keeps the others out of the index.
 */
export async function commitDigest(
  db: Executor,
  logId: string,
  entries: BatchIndexEntry[],
  quarantined: QuarantineEntry[],
  checkpoint: Checkpoint | null,
): Promise<CommitOutcome> {
  // Nearly always: one transaction of three or four statements. Only when it fails, the slow path below, entry by entry.
  try {
    return await db.transaction(async (tx) => {
      const { kept, keptQuarantine, erased } = await withoutErased(tx, entries, quarantined);
      const inserted = kept.length > 0 ? await indexGroup(tx, kept) : [];
      const indexed = inserted.filter(Boolean).length;
      await finish(tx, logId, keptQuarantine, checkpoint);
      const fresh = new Map(kept.map((entry, i) => [entry, inserted[i] === true]));
      return {
        indexed,
        duplicates: inserted.length - indexed,
        quarantined: keptQuarantine,
        erased,
        fresh: entries.map((entry) => fresh.get(entry) ?? false),
      };
    });
  } catch (error) {
    if (entries.length === 0) throw error;
  }
  return db.transaction(async (tx) => {
    const { kept, keptQuarantine, erased } = await withoutErased(tx, entries, quarantined);
    const toIndex = new Set(kept);
    const outcome: CommitOutcome = { indexed: 0, duplicates: 0, quarantined: keptQuarantine, erased, fresh: [] };
    for (const entry of entries) {
      if (!toIndex.has(entry)) {
        outcome.fresh.push(false);
        continue;
      }
      try {
        const [fresh] = await tx.transaction((one) => indexGroup(one, [entry]));
        outcome.fresh.push(fresh === true);
        if (fresh) outcome.indexed += 1;
        else outcome.duplicates += 1;
      } catch (error) {
        outcome.fresh.push(false);
        // The session went while this entry was on its way: erased from the studio (its tombstone now committed) or
        // deleted by retention. Either way nothing of it is to be kept.
        if (foreignKeyViolation(error) !== undefined && (await erasedSessions(tx, [entry.sessionId])).size > 0) {
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
    await finish(tx, logId, outcome.quarantined, checkpoint);
    return outcome;
  });
}

/** Of these session ids, the ones erased from the studio (one statement; none for an empty list). */
async function erasedSessions(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(sessionIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.select({ sessionId: recordingErasures.sessionId }).from(recordingErasures).where(inArray(recordingErasures.sessionId, ids));
  return new Set(rows.map((row) => row.sessionId));
}

/** A group split into what is to be indexed or quarantined and the blob keys of what belongs to erased sessions. */
async function withoutErased(
  db: Executor,
  entries: BatchIndexEntry[],
  quarantined: QuarantineEntry[],
): Promise<{ kept: BatchIndexEntry[]; keptQuarantine: QuarantineEntry[]; erased: string[] }> {
  const gone = await erasedSessions(
    db,
    [...entries, ...quarantined].map((entry) => entry.sessionId),
  );
  if (gone.size === 0) return { kept: entries, keptQuarantine: quarantined, erased: [] };
  const erased = [...entries, ...quarantined].filter((entry) => gone.has(entry.sessionId)).flatMap((entry) => (entry.blobKey ? [entry.blobKey] : []));
  return {
    kept: entries.filter((entry) => !gone.has(entry.sessionId)),
    keptQuarantine: quarantined.filter((entry) => !gone.has(entry.sessionId)),
    erased,
  };
}

/** The rest of a commit: the quarantined batches and the log's checkpoint. */
async function finish(tx: Executor, logId: string, quarantined: QuarantineEntry[], checkpoint: Checkpoint | null): Promise<void> {
  if (quarantined.length > 0) await tx.insert(ingestQuarantine).values(quarantined.map((q) => ({ ...q, reason: q.reason.slice(0, 500) })));
  if (checkpoint) {
    await tx
      .insert(ingestCheckpoints)
      .values({ logId, segment: checkpoint.segment, offset: checkpoint.offset, updatedAt: new Date() })
      .onConflictDoUpdate({ target: ingestCheckpoints.logId, set: { segment: checkpoint.segment, offset: checkpoint.offset, updatedAt: new Date() } });
  }
}

/** The database's message of an error (drizzle wraps the driver's as `cause`), without the query text. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split('\n')[0]!.slice(0, 300);
}

/**
 * One statement for a whole group, whatever its size (data-modifying CTEs run atomically): the batches come in as one
 * JSON array and their events as another; a batch row is inserted unless `(session, page, batch)` is already there,
 * and only the batches inserted now add their events and their share of the session's totals. A repeat within the
 * group counts once (its first copy). Says which entries were new, in order. On PGlite every statement is a round
 * trip through its one connection, so a constant number of them per group is what lets the index keep up.
 */
async function indexGroup(db: Executor, entries: BatchIndexEntry[]): Promise<boolean[]> {
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
      pages: e.pages,
      clicks: e.clicks,
      errors: e.errors,
      rage: e.frustration?.rage ?? 0,
      dead: e.frustration?.dead ?? 0,
      error_clicks: e.frustration?.error_click ?? 0,
      user_id: e.userId,
    })),
  );
  const events = JSON.stringify(
    entries.flatMap((e, ord) => e.events.map((event) => ({ ord, kind: event.kind, at: event.at.toISOString(), name: event.name, label: event.label }))),
  );
  // Both drivers return `{ rows }` (PGlite's Results, node-postgres' QueryResult); the Db type leaves it open.
  const result = (await db.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${batches}::jsonb) as b(
        ord int, session_id uuid, page_no int, batch_no int, blob_key text, bytes int, message_count int,
        first_ts bigint, last_ts bigint, received_at timestamptz, pages int, clicks int, errors int, rage int, dead int,
        error_clicks int, user_id text)
    ),
    inserted as (
      insert into ${recordingBatches} (session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at)
      select distinct on (session_id, page_no, batch_no) session_id, page_no, batch_no, blob_key, bytes, message_count, first_ts, last_ts, received_at
      from incoming order by session_id, page_no, batch_no, ord
      on conflict do nothing
      returning session_id, page_no, batch_no
    ),
    fresh as (
      select distinct on (i.session_id, i.page_no, i.batch_no) i.*
      from incoming i join inserted n on n.session_id = i.session_id and n.page_no = i.page_no and n.batch_no = i.batch_no
      order by i.session_id, i.page_no, i.batch_no, i.ord
    ),
    new_events as (
      insert into ${recordingEvents} (session_id, kind, at, page_no, name, label)
      select f.session_id, e.kind, e.at, f.page_no, e.name, e.label
      from jsonb_to_recordset(${events}::jsonb) as e(ord int, kind text, at timestamptz, name text, label text)
      join fresh f on f.ord = e.ord
    ),
    totals as (
      select session_id, sum(pages) as pages, sum(clicks) as clicks, sum(errors) as errors, sum(rage) as rage, sum(dead) as dead,
        sum(error_clicks) as error_clicks, count(*) as batches, sum(bytes) as bytes,
        max(last_ts) as last_ts, (array_agg(user_id order by ord desc) filter (where user_id is not null))[1] as user_id
      from fresh group by session_id
    ),
    updated as (
      update ${recordingSessions} s set
        page_count = s.page_count + t.pages,
        click_count = s.click_count + t.clicks,
        error_count = s.error_count + t.errors,
        rage_click_count = s.rage_click_count + t.rage,
        dead_click_count = s.dead_click_count + t.dead,
        error_click_count = s.error_click_count + t.error_clicks,
        batch_count = s.batch_count + t.batches,
        bytes_stored = s.bytes_stored + t.bytes,
        last_activity_at = greatest(s.last_activity_at, to_timestamp(t.last_ts / 1000.0)),
        user_id = coalesce(t.user_id, s.user_id)
      from totals t where s.id = t.session_id
    )
    select ord from fresh`)) as unknown as { rows: { ord: number }[] };
  const fresh = new Set(result.rows.map((row) => Number(row.ord)));
  return entries.map((_, ord) => fresh.has(ord));
}
