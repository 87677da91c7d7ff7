/**
 * Live sessions: the visits happening now, and a replay followed as it is recorded (lib/studio/live-sessions.ts,
 * lib/studio/live-stream.ts, docs/decisions/0113-live-sessions-follow-the-database.md). Every limit of them is here.
 * Not `server-only`: the studio's pages and the player read the same numbers.
 */
import { MAX_SESSION_DURATION_MS, TOKEN_GRACE_MS } from '@/lib/ingest/limits';

/**
 * A session is live while its last batch arrived at most this long ago. The tracker sends a batch at least every few
 * seconds while a page is open and something happens, and a page being left sends its last one: a minute covers a
 * visitor reading quietly without keeping a visit that ended listed for long.
 */
export const LIVE_WINDOW_MS = 60_000;
/** How often the Live page reloads its list. */
export const LIVE_LIST_REFRESH_MS = 5_000;
/** The most sessions the Live page lists (the latest batches first). */
export const LIVE_SESSIONS_MAX = 100;
/**
 * How often a live stream asks the database for new batches: the replica serving the stream is often not the one that
 * received the batch, so it follows the table, not the ingest in its own process.
 */
export const LIVE_POLL_MS = 1_000;
/**
 * Each poll looks this far behind the latest batch it has sent (by their arrival), and skips batches already sent: a
 * batch received earlier may be committed later (the ingest indexes after answering), and replicas' clocks differ.
 */
export const LIVE_LATE_BATCH_MS = 60_000;
/** A comment line at least this often while nothing arrives, so proxies do not close an idle stream. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** A live stream ends after this long; the player opens a new one from its position (an abandoned view ends). */
export const LIVE_STREAM_MAX_MS = 30 * 60_000;
/**
 * The player opens a new stream after one ends at its longest or breaks off, as EventSource does: after
 * LIVE_RECONNECT_FIRST_MS, doubling for each attempt in a row that failed before the stream opened, at most
 * LIVE_RECONNECT_MAX_MS, and gives up (the connection is lost) after LIVE_RECONNECT_ATTEMPTS failed attempts in a
 * row: about two minutes of a server or network that does not answer.
 */
export const LIVE_RECONNECT_FIRST_MS = 1_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;
export const LIVE_RECONNECT_ATTEMPTS = 8;

/** How long the player waits before its next stream, after `failures` attempts in a row that did not open. */
export function liveReconnectDelay(failures: number): number {
  return Math.min(LIVE_RECONNECT_FIRST_MS * 2 ** Math.max(0, failures), LIVE_RECONNECT_MAX_MS);
}
/**
 * Batches reach the ingest at most until a session's token expires (MAX_SESSION_DURATION_MS after its start) and
 * TOKEN_GRACE_MS after that: a session that started earlier cannot be live, which bounds the query to the
 * (project, start) index.
 */
export const LIVE_STARTED_WITHIN_MS = MAX_SESSION_DURATION_MS + TOKEN_GRACE_MS + LIVE_WINDOW_MS;

/** The earliest arrival of a last batch that still counts as live at `now`. */
export const liveSince = (now: Date): Date => new Date(now.getTime() - LIVE_WINDOW_MS);

/** Whether a session whose last batch arrived at `lastBatchAt` is live at `now` (a time ahead of `now` is not). */
export function isLive(lastBatchAt: Date, now: Date): boolean {
  return lastBatchAt.getTime() >= liveSince(now).getTime() && lastBatchAt.getTime() <= now.getTime();
}
