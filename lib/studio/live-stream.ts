import 'server-only';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { recordingErasures, recordingSessions } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { LIVE_HEARTBEAT_MS, LIVE_LATE_BATCH_MS, LIVE_POLL_MS, LIVE_STREAM_MAX_MS, LIVE_WINDOW_MS } from './live';
import {
  isAfter,
  liveBatchEvent,
  liveEndEvent,
  liveMetaEvent,
  sseComment,
  type LiveEndReason,
  type LivePosition,
} from './live-wire';
import { batchReader, replayStart, storedBatchRows, type StoredBatchRow } from './replay';
import { sessionById } from './sessions';

export interface LiveStreamOptions {
  /** The request's signal: the stream stops when the player goes away. */
  signal?: AbortSignal;
  /** Where a resumed stream starts: only the batches after this position are sent (null: from the start). */
  from?: LivePosition | null;
  /** The bounds, LIVE_POLL_MS, LIVE_HEARTBEAT_MS and LIVE_STREAM_MAX_MS unless a test shortens them. */
  pollMs?: number;
  heartbeatMs?: number;
  maxMs?: number;
}

const keyOf = (row: Pick<StoredBatchRow, 'pageNo' | 'batchNo'>) => `${row.pageNo}_${row.batchNo}`;

/**
 * Whether a stream resumed `from` a position sends `row`: every batch after the position, and a batch before it that
 * arrived no more than LIVE_LATE_BATCH_MS before the position's newest arrival (the same look-back an unbroken stream
 * polls with), since it may have been committed after the broken stream last looked. A stream from the start sends all.
 */
function resumedStreamSends(
  row: Pick<StoredBatchRow, 'pageNo' | 'batchNo' | 'receivedAt'>,
  from: LivePosition | null,
): boolean {
  if (isAfter(row, from)) return true;
  return from?.receivedAt != null && row.receivedAt.getTime() >= from.receivedAt - LIVE_LATE_BATCH_MS;
}

/** Whether the session is still there and not being erased (its tombstone comes before its rows go). */
async function stillRecorded(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(recordingSessions)
    .where(
      and(
        eq(recordingSessions.id, sessionId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(recordingErasures)
            .where(eq(recordingErasures.sessionId, recordingSessions.id)),
        ),
      ),
    );
  return Boolean(row);
}

/**
 * A session's replay followed as it is recorded, as Server-Sent Events (lib/studio/live-wire.ts): the replay's own
 * start (its meta and every batch stored so far, read as the stored replay reads them), then each batch that arrives,
 * found by polling the batches table every `pollMs` (whichever replica received it), a heartbeat comment when
 * nothing was sent for `heartbeatMs`. It ends with an `end` event when the visit stops being live (no batch for
 * LIVE_WINDOW_MS: at once for one that is not live when the stream opens), when the session is erased, or after
 * `maxMs`, and without one when the player goes away (`signal`) or cancels.
 *
 * Each batch carries the stream's position: the furthest batch sent so far in replay order (a batch committed late
 * can be sent after a later one) and the newest arrival time of those sent. A stream opened `from` a position (the
 * player reconnecting) sends the meta with the count and bytes of what follows, then the batches `resumedStreamSends`
 * picks: those after the position and, below it, those that arrived close enough to it to have been committed after
 * the stream broke off. The player has some of the latter already and drops the messages it has.
 */
export async function liveReplayStream(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
  {
    signal,
    from = null,
    pollMs = LIVE_POLL_MS,
    heartbeatMs = LIVE_HEARTBEAT_MS,
    maxMs = LIVE_STREAM_MAX_MS,
  }: LiveStreamOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  const start = await replayStart(session);
  const batches = start.batches.filter((row) => resumedStreamSends(row, from));
  const meta = from
    ? { ...start.meta, batches: batches.length, bytes: batches.reduce((sum, row) => sum + row.bytes, 0) }
    : start.meta;
  const encoder = new TextEncoder();
  const opened = Date.now();
  let stopped = false;
  let cancelled = false;
  let wake: (() => void) | null = null;
  const stop = () => {
    stopped = true;
    wake?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });
  if (signal?.aborted) stopped = true;
  else signal?.addEventListener('abort', stop, { once: true });

  const run = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    let lastWrite = Date.now();
    const send = (text: string) => {
      if (stopped) return;
      controller.enqueue(encoder.encode(text));
      lastWrite = Date.now();
    };
    const end = (reason: LiveEndReason) => send(liveEndEvent(reason));
    const sent = new Set<string>();
    // The batches before `from` are the player's already: the visit's liveness counts them.
    let latest = start.batches.reduce((at, row) => Math.max(at, row.receivedAt.getTime()), 0);
    let position = from;
    const sendRows = async (rows: StoredBatchRow[]) => {
      const take = batchReader(rows);
      for (const [index, row] of rows.entries()) {
        if (stopped) return;
        const gzipped = await take(index);
        const furthest = position && !isAfter(row, position) ? position : row;
        const receivedAt = Math.max(position?.receivedAt ?? 0, row.receivedAt.getTime());
        position = { pageNo: furthest.pageNo, batchNo: furthest.batchNo, receivedAt };
        send(liveBatchEvent(gzipped, position));
        sent.add(keyOf(row));
        latest = Math.max(latest, row.receivedAt.getTime());
      }
    };
    send(liveMetaEvent(meta));
    await sendRows(batches);
    for (let first = true; !stopped; first = false) {
      if (!first) await pause(pollMs);
      if (stopped) break;
      if (Date.now() - opened >= maxMs) {
        end('limit');
        break;
      }
      if (!(await stillRecorded(session.id))) {
        end('erased');
        break;
      }
      const since = latest > 0 ? new Date(latest - LIVE_LATE_BATCH_MS) : undefined;
      const rows = await storedBatchRows(session.id, since);
      await sendRows(rows.filter((row) => !sent.has(keyOf(row)) && resumedStreamSends(row, from)));
      // The visit is over when nothing has arrived for the live window (a session without a batch never was live).
      // Measured on this replica's clock against another's stamps: the window is far wider than their difference.
      if (Date.now() - latest > LIVE_WINDOW_MS) {
        end('ended');
        break;
      }
      if (Date.now() - lastWrite >= heartbeatMs) send(sseComment('heartbeat'));
    }
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      run(controller)
        .then(() => {
          signal?.removeEventListener('abort', stop);
          if (!cancelled) controller.close();
        })
        .catch((error: unknown) => {
          signal?.removeEventListener('abort', stop);
          stopped = true;
          controller.error(error);
        });
    },
    cancel() {
      cancelled = true;
      stop();
    },
  });
}
