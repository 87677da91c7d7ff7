import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingBatches, recordingEvents, recordingSessions, type RecordingEventKind } from '@/lib/db/schema';

/** What one stored batch adds to the database: its row, its events, and its share of the session's totals. */
export interface BatchIndexEntry {
  sessionId: string;
  pageNo: number;
  batchNo: number;
  blobKey: string;
  bytes: number;
  messageCount: number;
  firstTs: number;
  lastTs: number;
  receivedAt: Date;
  events: { kind: RecordingEventKind; at: Date; name: string; label: string }[];
  pages: number;
  clicks: number;
  errors: number;
  /** Frustration signals of the batch by kind (lib/recordings/frustration.ts), added to the session's counts. */
  frustration?: { rage: number; dead: number; error_click: number };
  userId: string | null;
}

/** Most batches one transaction indexes; more wait for the next one. */
const GROUP_MAX = 256;
/**
 * How long a group stays open for more batches before it is committed (PostgreSQL's `commit_delay`, for the same
 * reason): on PGlite a commit costs several times what a batch's rows do, and the requests a busy ingest is working
 * on reach the index a few milliseconds apart, so without the wait most groups would hold one batch.
 */
export const INDEX_COMMIT_DELAY_MS = 5;

interface Waiting {
  entry: BatchIndexEntry;
  resolve: (inserted: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the batch index: the batches that arrive while a transaction is running, or within
 * INDEX_COMMIT_DELAY_MS of the first, are indexed together by the next one (one statement, `commitGroup`), and each
 * request is answered only when the statement holding its row has committed. Same durability, a fraction of the
 * commits: the database (one connection on PGlite) no longer serializes the ingest batch by batch.
 */
export class BatchIndexWriter {
  private queue: Waiting[] = [];
  private running = false;

  constructor(private readonly commitDelayMs = INDEX_COMMIT_DELAY_MS) {}

  /** Indexes a batch whose blob is already durable; resolves false when (session, page, batch) was already there. */
  write(entry: BatchIndexEntry): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        if (this.commitDelayMs > 0 && this.queue.length < GROUP_MAX) await new Promise((resolve) => setTimeout(resolve, this.commitDelayMs));
        const group = this.queue.splice(0, GROUP_MAX);
        try {
          const inserted = await commitGroup(group.map((w) => w.entry));
          group.forEach((waiting, index) => waiting.resolve(inserted[index]!));
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

/**
 * One statement for a whole group, whatever its size (data-modifying CTEs run atomically, so no transaction is
 * needed): the batches come in as one JSON array and their events as another; a batch row is inserted unless
 * `(session, page, batch)` is already there, and only the batches inserted now add their events and their share of
 * the session's totals. A repeat within the group counts once (its first copy). Answers which entries were new, in
 * order. On PGlite every statement is a round trip through its one connection, so a constant number of them per group
 * (not three plus one per session) is what lets the index keep up with the disk.
 */
async function commitGroup(entries: BatchIndexEntry[]): Promise<boolean[]> {
  const db = await getDb();
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
  // Both drivers answer `{ rows }` (PGlite's Results, node-postgres' QueryResult); the Db type leaves it open.
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

const REGISTRY = Symbol.for('parley.ingest.index-writer');

/** The process's one writer (kept on globalThis so dev-mode reloads share it). */
export function batchIndexWriter(): BatchIndexWriter {
  const holder = globalThis as { [REGISTRY]?: BatchIndexWriter };
  return (holder[REGISTRY] ??= new BatchIndexWriter());
}
