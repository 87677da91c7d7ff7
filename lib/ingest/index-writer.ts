import 'server-only';
import { eq, sql } from 'drizzle-orm';
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
  userId: string | null;
}

/** Most batches one transaction indexes; more wait for the next one. */
const GROUP_MAX = 256;

interface Waiting {
  entry: BatchIndexEntry;
  resolve: (inserted: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the batch index: the batches that arrive while a transaction is running are indexed together by the
 * next one (one multi-row insert of rows, one of events, one update per session), and each request is answered only
 * when the transaction holding its row has committed. Same durability, a fraction of the statements: the database
 * (one connection on PGlite) no longer serializes the ingest batch by batch.
 */
export class BatchIndexWriter {
  private queue: Waiting[] = [];
  private running = false;

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

const keyOf = (e: { sessionId: string; pageNo: number; batchNo: number }) => `${e.sessionId}/${e.pageNo}/${e.batchNo}`;

/** One transaction for a group: which entries were new (in order). A repeat within the group counts once. */
async function commitGroup(entries: BatchIndexEntry[]): Promise<boolean[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(recordingBatches)
      .values(
        entries.map((e) => ({
          sessionId: e.sessionId,
          pageNo: e.pageNo,
          batchNo: e.batchNo,
          blobKey: e.blobKey,
          bytes: e.bytes,
          messageCount: e.messageCount,
          firstTs: e.firstTs,
          lastTs: e.lastTs,
          receivedAt: e.receivedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ sessionId: recordingBatches.sessionId, pageNo: recordingBatches.pageNo, batchNo: recordingBatches.batchNo });
    const fresh = new Set(rows.map(keyOf));
    const claimed = new Set<string>();
    const inserted = entries.map((e) => {
      const key = keyOf(e);
      if (!fresh.has(key) || claimed.has(key)) return false;
      claimed.add(key);
      return true;
    });
    const stored = entries.filter((_, index) => inserted[index]);
    const events = stored.flatMap((e) => e.events.map((event) => ({ sessionId: e.sessionId, pageNo: e.pageNo, ...event })));
    if (events.length > 0) await tx.insert(recordingEvents).values(events);
    const totals = new Map<string, { pages: number; clicks: number; errors: number; batches: number; bytes: number; lastTs: number; userId: string | null }>();
    for (const e of stored) {
      const total = totals.get(e.sessionId) ?? { pages: 0, clicks: 0, errors: 0, batches: 0, bytes: 0, lastTs: 0, userId: null };
      total.pages += e.pages;
      total.clicks += e.clicks;
      total.errors += e.errors;
      total.batches += 1;
      total.bytes += e.bytes;
      total.lastTs = Math.max(total.lastTs, e.lastTs);
      total.userId = e.userId ?? total.userId;
      totals.set(e.sessionId, total);
    }
    for (const [sessionId, total] of totals) {
      await tx
        .update(recordingSessions)
        .set({
          pageCount: sql`${recordingSessions.pageCount} + ${total.pages}`,
          clickCount: sql`${recordingSessions.clickCount} + ${total.clicks}`,
          errorCount: sql`${recordingSessions.errorCount} + ${total.errors}`,
          batchCount: sql`${recordingSessions.batchCount} + ${total.batches}`,
          bytesStored: sql`${recordingSessions.bytesStored} + ${total.bytes}`,
          lastActivityAt: sql`greatest(${recordingSessions.lastActivityAt}, ${new Date(total.lastTs).toISOString()}::timestamptz)`,
          ...(total.userId ? { userId: total.userId } : {}),
        })
        .where(eq(recordingSessions.id, sessionId));
    }
    return inserted;
  });
}

const REGISTRY = Symbol.for('parley.ingest.index-writer');

/** The process's one writer (kept on globalThis so dev-mode reloads share it). */
export function batchIndexWriter(): BatchIndexWriter {
  const holder = globalThis as { [REGISTRY]?: BatchIndexWriter };
  return (holder[REGISTRY] ??= new BatchIndexWriter());
}
