import { isUtf8 } from 'node:buffer';
import { constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { batchBlobKey, parseBatchBlobKey } from '@/lib/recordings/blob-keys';
import { encodeBatch, MESSAGE_TYPES, ProtocolError, walkBatch, type BatchHeader, type FrameSpan } from '@parley/tracker/protocol';
import { BEACON_SIZE_LIMIT, TIMESTAMP_MAX_MS, TIMESTAMP_MIN_MS } from './limits';
import { frustrationSignals, isResponseEvent, type FrustrationInput } from '@/lib/recordings/frustration';
import { scrubJsonText, scrubSuspects } from './scrub';

/*
 * What happens to a batch after it was acknowledged (lib/ingest/digester.ts): undo gzip, walk and check every
 * message, scrub, copy out what the index holds, and gzip what is stored. Pure and synchronous, without the database
 * or the server's modules, so it runs in a worker thread (lib/ingest/digest-worker.ts) as well as inline.
 */

/** Longest text kept per event column (URLs, selectors, labels, error messages). */
export const EVENT_TEXT_MAX = 2048;
/** zlib's output chunk when undoing gzip: a typical batch in one or two steps (the default 16 KiB takes seven). */
const GUNZIP_CHUNK_BYTES = 256 * 1024;

export type IndexedEventKind = 'page' | 'click' | 'error' | 'custom' | 'tag' | 'frustration';

/** A batch as the raw log holds it: who sent it (from the token) and its bytes as received. */
export interface RawBatch {
  sessionId: string;
  projectId: string;
  pageNo: number;
  batchNo: number;
  gzipped: boolean;
  receivedAt: number;
}

const RAW_KEY_VERSION = 'b1';

/** The raw log's record key of a batch: the facts the door checked, for the digester and for nobody else. */
export function rawBatchKey(batch: RawBatch): string {
  return [RAW_KEY_VERSION, batch.sessionId, batch.projectId, batch.pageNo, batch.batchNo, batch.gzipped ? 'g' : 'p', batch.receivedAt].join(' ');
}

export function parseRawBatchKey(key: string): RawBatch | null {
  const parts = key.split(' ');
  if (parts.length !== 7 || parts[0] !== RAW_KEY_VERSION) return null;
  const [, sessionId, projectId, pageNo, batchNo, encoding, receivedAt] = parts;
  const numbers = [Number(pageNo), Number(batchNo), Number(receivedAt)];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  return { sessionId: sessionId!, projectId: projectId!, pageNo: numbers[0]!, batchNo: numbers[1]!, gzipped: encoding === 'g', receivedAt: numbers[2]! };
}

/** One batch's share of the index: its row, its events, and its share of the session's totals. */
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
  /**
   * Its indexed events, each with its message's place in the page (`index`): the session's counts (pages, clicks,
   * errors, frustration signals by kind) are counted from the events indexed, so a message two batches carry counts once.
   */
  events: { kind: IndexedEventKind; at: Date; name: string; label: string; index: number | null }[];
  userId: string | null;
}

export type Digested =
  { ok: true; entry: Omit<BatchIndexEntry, 'blobKey'>; key: string; stored: Uint8Array } | { ok: false; batch: RawBatch | null; reason: string };

/**
 * Text the index can hold: PostgreSQL's text and jsonb refuse NUL and lone surrogates (one such value would fail the
 * whole statement that carries it), so each becomes U+FFFD; cut to EVENT_TEXT_MAX.
 */
export function indexText(value: unknown, max = EVENT_TEXT_MAX): string {
  if (typeof value !== 'string') return '';
  const cut = value.length > max ? value.slice(0, max) : value;

  return /[\u0000\uD800-\uDFFF]/.test(cut) ? cut.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD') : cut;
}

/** Whether a time (ms) is one the index takes: see TIMESTAMP_MIN_MS. */
export function storableTime(ms: number): boolean {
  return Number.isFinite(ms) && ms >= TIMESTAMP_MIN_MS && ms <= TIMESTAMP_MAX_MS;
}

interface Extracted {
  frames: (FrameSpan & { scrubbed: string | null })[];
  changed: boolean;
  events: BatchIndexEntry['events'];
  firstTs: number;
  lastTs: number;
  userId: string | null;
}

/** The message types whose content the index copies out (recording_events, the session's counts). */
const INDEXED: ReadonlySet<number> = new Set([
  MESSAGE_TYPES.page,
  MESSAGE_TYPES.click,
  MESSAGE_TYPES.error,
  MESSAGE_TYPES.custom,
  MESSAGE_TYPES.tag,
  MESSAGE_TYPES.user,
]);

const utf8 = new TextDecoder('utf-8');

function parseObject(text: string, index: number): Record<string, unknown> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    throw new ProtocolError(`message ${index} is not valid JSON`);
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) throw new ProtocolError(`message ${index} is not a JSON object`);
  return message as Record<string, unknown>;
}

/**
 * Checks every message (valid UTF-8, shaped as a JSON object; JSON.parse for the types the index reads and for any
 * message that is scrubbed), scrubs the ones that may hold an email or a digit run (lib/ingest/scrub.ts: native
 * searches over the whole batch decide, most messages are never decoded), and copies out what the studio lists and
 * filters by. rrweb frames that need no scrubbing, the bulk of every batch, are not parsed here: a reader skips a
 * frame that does not parse (lib/studio/replay.ts). Throws ProtocolError for a malformed message.
 */
export function extract(header: BatchHeader, bytes: Uint8Array, spans: FrameSpan[]): Extracted {
  const out: Extracted = {
    frames: [],
    changed: false,
    events: [],
    firstTs: header.timestamp,
    lastTs: header.timestamp,
    userId: null,
  };
  const suspects = scrubSuspects(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  let next = 0;
  // What frustration detection reads: clicks, errors, and every sign that the page answered a click.
  const frustration: FrustrationInput[] = [];
  spans.forEach(({ type, start, end }, index) => {
    const raw = bytes.subarray(start, end);
    if (!isUtf8(raw)) throw new ProtocolError(`message ${index} is not valid UTF-8`);
    if (raw.byteLength < 2 || raw[0] !== 0x7b /* { */ || raw[raw.byteLength - 1] !== 0x7d /* } */)
      throw new ProtocolError(`message ${index} is not a JSON object`);
    while (next < suspects.length && suspects[next]! < start) next++;
    const suspect = next < suspects.length && suspects[next]! < end;
    let text: string | null = null;
    let message: Record<string, unknown> | null = null;
    let scrubbed: string | null = null;
    if (suspect) {
      text = utf8.decode(raw);
      message = parseObject(text, index);
      // A \u escape could spell an address or digits the scrubber would not see: such a message is re-serialised first.
      const clean = scrubJsonText(text.includes('\\u') ? JSON.stringify(message) : text);
      if (clean !== text) {
        scrubbed = text = clean;
        message = parseObject(text, index);
        out.changed = true;
      }
    }
    out.frames.push({ type, start, end, scrubbed });
    if (!INDEXED.has(type)) {
      if (type === MESSAGE_TYPES.rrweb || type === MESSAGE_TYPES.compact) {
        const ts = rrwebTimestamp(raw);
        noteTimestamp(out, ts);
        const head = Buffer.from(raw.buffer, raw.byteOffset, Math.min(40, raw.byteLength)).toString('latin1');
        if (type === MESSAGE_TYPES.rrweb ? isResponseEvent(head) : head.startsWith('{"s":3,')) frustration.push({ kind: 'response', ts });
      }
      return;
    }
    message ??= parseObject(text ?? utf8.decode(raw), index);
    const messageIndex = header.firstIndex + index;
    const ts = Number(message.ts);
    const at = new Date(storableTime(ts) ? ts : header.timestamp);
    noteTimestamp(out, ts);
    switch (type) {
      case MESSAGE_TYPES.page:
        frustration.push({ kind: 'response', ts: at.getTime() });
        out.events.push({ kind: 'page', at, name: indexText(message.url), label: indexText(message.title), index: messageIndex });
        break;
      case MESSAGE_TYPES.click:
        frustration.push({ kind: 'click', ts: at.getTime(), selector: indexText(message.selector), label: indexText(message.label), index: messageIndex });
        out.events.push({ kind: 'click', at, name: indexText(message.selector), label: indexText(message.label), index: messageIndex });
        break;
      case MESSAGE_TYPES.error:
        frustration.push({ kind: 'error', ts: at.getTime(), name: indexText(message.name) });
        out.events.push({ kind: 'error', at, name: indexText(message.name) || 'Error', label: indexText(message.message), index: messageIndex });
        break;
      case MESSAGE_TYPES.custom:
        out.events.push({ kind: 'custom', at, name: indexText(message.name), label: indexText(JSON.stringify(message.payload ?? null)), index: messageIndex });
        break;
      case MESSAGE_TYPES.tag:
        out.events.push({ kind: 'tag', at, name: indexText(String(message.tagId ?? '')), label: '', index: messageIndex });
        break;
      case MESSAGE_TYPES.user:
        if (typeof message.userID === 'string' && message.userID) out.userId = indexText(message.userID, 256);
        break;
    }
  });
  for (const signal of frustrationSignals(frustration, out.lastTs)) {
    out.events.push({ kind: 'frustration', at: new Date(signal.ts), name: signal.kind, label: signal.selector, index: signal.index ?? null });
  }
  return out;
}

function noteTimestamp(out: Extracted, ts: number): void {
  if (!storableTime(ts)) return;
  out.firstTs = Math.min(out.firstTs, ts);
  out.lastTs = Math.max(out.lastTs, ts);
}

/**
 * An rrweb event's `timestamp`, read without parsing the event: the tracker's events end with it
 * (`…,"timestamp":1763900000000}`, JSON.stringify keeps rrweb's key order; a compact one with `"t":…`). NaN when it
 * is not there.
 */
function rrwebTimestamp(raw: Uint8Array): number {
  const tail = Buffer.from(raw.buffer, raw.byteOffset + Math.max(0, raw.byteLength - 40), Math.min(40, raw.byteLength)).toString('latin1');
  const match = /"(?:timestamp|t)":(\d{1,16})(?:,"delay":-?\d+(?:\.\d+)?)?\}$/.exec(tail);
  return match ? Number(match[1]) : Number.NaN;
}

/** A batch's uncompressed bytes, with the same size limit as the body (no zip bombs); a string says why not. */
export function inflate(body: Uint8Array): Uint8Array | string {
  try {
    return new Uint8Array(gunzipSync(body, { maxOutputLength: BEACON_SIZE_LIMIT, chunkSize: GUNZIP_CHUNK_BYTES }));
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return `over ${BEACON_SIZE_LIMIT} bytes uncompressed`;
    return 'not valid gzip';
  }
}

/**
 * Digests one batch of the raw log: its bytes are checked in full and scrubbed, what the index holds is copied out,
 * and what is stored is gzipped (a clean gzipped batch keeps the bytes it came with). A batch that cannot be indexed
 * comes back `ok: false` with the reason (it is quarantined): it never throws, so one bad batch cannot stop the
 * others of its group.
 */
export function digestBatch(key: string, body: Uint8Array): Digested {
  const batch = parseRawBatchKey(key);
  if (!batch) return { ok: false, batch: null, reason: `not a batch record (${key.slice(0, 60)})` };
  try {
    const bytes = batch.gzipped ? inflate(body) : body;
    if (typeof bytes === 'string') return { ok: false, batch, reason: `body: ${bytes}` };
    const { header, frames } = walkBatch(bytes);
    if (header.pageNo !== batch.pageNo || header.batchNo !== batch.batchNo) return { ok: false, batch, reason: 'header: not the batch acknowledged' };
    if (!storableTime(header.timestamp)) return { ok: false, batch, reason: 'header: timestamp out of range' };
    const extracted = extract(header, bytes, frames);
    const stored = extracted.changed
      ? gzipSync(
          encodeBatch(
            header,
            extracted.frames.map((f) => ({ type: f.type, payload: f.scrubbed ?? utf8.decode(bytes.subarray(f.start, f.end)) })),
          ),
          { level: zlibConstants.Z_BEST_SPEED },
        )
      : batch.gzipped
        ? body
        : gzipSync(bytes, { level: zlibConstants.Z_BEST_SPEED });
    return {
      ok: true,
      key: batchBlobKey(batch.projectId, batch.sessionId, batch.pageNo, batch.batchNo, batch.receivedAt),
      stored: new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength),
      entry: {
        sessionId: batch.sessionId,
        pageNo: batch.pageNo,
        batchNo: batch.batchNo,
        bytes: stored.byteLength,
        messageCount: extracted.frames.length,
        firstTs: extracted.firstTs,
        lastTs: extracted.lastTs,
        receivedAt: new Date(batch.receivedAt),
        events: extracted.events,
        userId: extracted.userId,
      },
    };
  } catch (error) {
    if (error instanceof ProtocolError) return { ok: false, batch, reason: `body: ${error.message}` };
    return { ok: false, batch, reason: `digest failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The index share of a batch that is already digested and stored (gzipped, scrubbed): what rebuilding the index
 * from the stored batches reads. Scrubbing is idempotent, so this is what the live digest indexed.
 */
export function digestStored(blobKey: string, stored: Uint8Array): Digested {
  const batch = parseBatchBlobKey(blobKey);
  if (!batch) return { ok: false, batch: null, reason: `not a stored batch (${blobKey.slice(0, 60)})` };
  return digestBatch(rawBatchKey({ ...batch, gzipped: true }), stored);
}
