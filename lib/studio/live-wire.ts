/**
 * The live replay's wire format (`GET /api/studio/sessions/{id}/live`, text/event-stream): written on the server by
 * lib/studio/live-stream.ts, read in the browser by the player (components/studio/useReplayStream.ts). It carries the
 * replay's own frames (lib/studio/replay-wire.ts), the same meta and the same stored batches, as Server-Sent Events:
 *
 *   event: meta    data: the ReplayMeta as JSON (the session when the stream opened)
 *   event: batch   id: the stream's position: the furthest batch sent so far and the newest arrival time of the
 *                  batches sent, as `{pageNo}_{batchNo}@{receivedAt}` (LivePosition; the time in ms since the epoch)
 *                  data: one stored batch, gzipped as the blob store keeps it, in base64 (empty: its blob is gone)
 *   event: end     data: why the stream ends (LiveEndReason): after `ended` or `erased` the player stops following;
 *                  after `limit` it opens a new stream from its position
 *   : heartbeat    a comment line while nothing arrives, so proxies keep the connection open
 *
 * A stream opened with a position (the `Last-Event-ID` header, as SSE's own reconnection sends it) sends the meta,
 * then the batches after it in replay order (page loads, then batches), and those before it that arrived within
 * LIVE_LATE_BATCH_MS of its arrival time: a batch committed late, below the position, may have missed the broken
 * stream. Some of those the player has already; it drops messages it has (lib/studio/replay-wire.ts SeenMessages).
 *
 * SSE is text: the gzip travels as base64 (a third larger), which keeps the server decoding nothing and the player
 * unpacking each batch as it does for a stored replay. Not `server-only`: both sides use it.
 */
import type { ReplayFrame, ReplayMeta } from './replay-wire';

export const LIVE_CONTENT_TYPE = 'text/event-stream; charset=utf-8';

/**
 * Why a live stream ended: the visit stopped being live (no batch for LIVE_WINDOW_MS), the session was erased, or the
 * stream reached LIVE_STREAM_MAX_MS.
 */
export const LIVE_END_REASONS = ['ended', 'erased', 'limit'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

/**
 * Where a live stream is: the furthest batch sent, by its page load and its number in it (the key the ingest stores it
 * under, `?batch={pageNo}_{batchNo}`; replay order compares the page, then the batch), and the newest arrival time
 * (ms) of the batches sent, which a resumed stream looks back from for late batches (null: a position written
 * without one, from which only the batches after it are sent).
 */
export interface LivePosition {
  pageNo: number;
  batchNo: number;
  receivedAt: number | null;
}

/** The request header a resumed stream names its position in (SSE's own, which EventSource sends when it reconnects). */
export const LIVE_RESUME_HEADER = 'Last-Event-ID';

export const formatLivePosition = ({ pageNo, batchNo, receivedAt }: LivePosition): string =>
  receivedAt === null ? `${pageNo}_${batchNo}` : `${pageNo}_${batchNo}@${receivedAt}`;

/**
 * A position as `formatLivePosition` writes it (with or without its arrival time), or null for anything else (not
 * safe non-negative integers).
 */
export function parseLivePosition(text: string | null | undefined): LivePosition | null {
  const match = /^(\d{1,15})_(\d{1,15})(?:@(\d{1,15}))?$/.exec(text ?? '');
  if (!match) return null;
  const [pageNo, batchNo] = [Number(match[1]), Number(match[2])];
  const receivedAt = match[3] === undefined ? null : Number(match[3]);
  return [pageNo, batchNo, receivedAt ?? 0].every(Number.isSafeInteger) ? { pageNo, batchNo, receivedAt } : null;
}

/** Whether `position` comes after `than` in replay order (`than` null: the start, before every batch). */
export function isAfter(position: Pick<LivePosition, 'pageNo' | 'batchNo'>, than: LivePosition | null): boolean {
  if (!than) return true;
  return position.pageNo !== than.pageNo ? position.pageNo > than.pageNo : position.batchNo > than.batchNo;
}

export type LiveFrame =
  | Exclude<ReplayFrame, { kind: 'batch' }>
  | { kind: 'batch'; gzipped: Uint8Array; position: LivePosition | null }
  | { kind: 'end'; reason: LiveEndReason };

export interface SseEvent {
  event: string;
  data: string;
  /** The last event ID as the standard keeps it: set by an `id` field, kept for the events after it. */
  id: string;
}

/**
 * One event as its lines: its id when it has one, every line of `data` its own `data:` line, then the blank line that
 * ends the event.
 */
export function sseEvent(event: string, data: string, id?: string): string {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
  const idLine = id === undefined ? '' : `id: ${id.replace(/[\r\n\0]+/g, '')}\n`;
  return `event: ${event}\n${idLine}${lines.join('')}\n`;
}

/** A comment line: ignored by every reader, it keeps the connection from looking idle. */
export const sseComment = (text: string): string => `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;

const BASE64_CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += BASE64_CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + BASE64_CHUNK));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const liveMetaEvent = (meta: ReplayMeta) => sseEvent('meta', JSON.stringify(meta));
export const liveBatchEvent = (gzipped: Uint8Array | null, position?: LivePosition) =>
  sseEvent('batch', gzipped ? toBase64(gzipped) : '', position && formatLivePosition(position));
export const liveEndEvent = (reason: LiveEndReason) => sseEvent('end', reason);

/**
 * The events of an event stream as the SSE standard reads them (fields `event`, `data` and `id`; comments and `retry`
 * ignored), each as soon as its blank line has arrived, whatever the chunks' boundaries.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  // `stream: true` keeps a character cut between two chunks for the next one.
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.search(/\r\n|\r|\n/); end >= 0; end = buffer.search(/\r\n|\r|\n/)) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1);
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n'), id };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id' && !value.includes('\0')) id = value;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The replay frames of a live stream, each batch with the stream's position, then its end (unknown events are
 * skipped: a newer server may send more).
 */
export async function* readLiveFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<LiveFrame> {
  for await (const { event, data, id } of readSseEvents(body)) {
    if (event === 'meta') yield { kind: 'meta', meta: JSON.parse(data) as ReplayMeta };
    else if (event === 'batch') yield { kind: 'batch', gzipped: fromBase64(data), position: parseLivePosition(id) };
    else if (event === 'end')
      yield {
        kind: 'end',
        reason: (LIVE_END_REASONS as readonly string[]).includes(data) ? (data as LiveEndReason) : 'limit',
      };
  }
}
