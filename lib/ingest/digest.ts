import { isUtf8 } from 'node:buffer';
import { constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { batchBlobKey, parseBatchBlobKey } from '@/lib/recordings/blob-keys';
import { errorFingerprint } from '@/lib/recordings/error-fingerprint';
import {
  encodeBatch,
  MESSAGE_TYPES,
  ProtocolError,
  walkBatch,
  type BatchHeader,
  type FrameSpan,
} from '@parley/tracker/protocol';
import {
  BEACON_SIZE_LIMIT,
  MAX_SESSION_DURATION_MS,
  MESSAGE_TIME_SKEW_MS,
  TIMESTAMP_MAX_MS,
  TIMESTAMP_MIN_MS,
  TOKEN_GRACE_MS,
} from './limits';
import {
  carriedTo,
  frustrationSignals,
  isResponseEvent,
  type FrustrationInput,
  type LeftUndecided,
  type UndecidedClick,
} from '@/lib/recordings/frustration';
import { scrubJsonText, scrubSuspects } from './scrub';
import { parseVital } from '@/lib/recordings/web-vitals';

/*
 * What happens to a batch after it was acknowledged (lib/ingest/digester.ts): undo gzip, walk and check every
 * message, scrub, copy out what the index holds, and gzip what is stored. Pure and synchronous, without the database
 * or the server's modules, so it runs in a worker thread (lib/ingest/digest-worker.ts) as well as inline.
 */

/** Longest text kept per event column (URLs, selectors, labels, error messages). */
export const EVENT_TEXT_MAX = 2048;
/**
 * Longest name kept for the events a B-tree index holds by their whole name (custom events and tag triggers,
 * `recording_events_tag_custom_idx`): at most 1 KB in UTF-8, within the 2.7 KB an index entry may take, where a name
 * of EVENT_TEXT_MAX characters could take 8 KB and fail the batch that brought it.
 */
export const KEYED_EVENT_NAME_MAX = 256;
/** zlib's output chunk when undoing gzip: a typical batch in one or two steps (the default 16 KiB takes seven). */
const GUNZIP_CHUNK_BYTES = 256 * 1024;

export type IndexedEventKind = 'page' | 'click' | 'error' | 'custom' | 'tag' | 'frustration' | 'vital';

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
  return [
    RAW_KEY_VERSION,
    batch.sessionId,
    batch.projectId,
    batch.pageNo,
    batch.batchNo,
    batch.gzipped ? 'g' : 'p',
    batch.receivedAt,
  ].join(' ');
}

export function parseRawBatchKey(key: string): RawBatch | null {
  const parts = key.split(' ');
  if (parts.length !== 7 || parts[0] !== RAW_KEY_VERSION) return null;
  const [, sessionId, projectId, pageNo, batchNo, encoding, receivedAt] = parts;
  const numbers = [Number(pageNo), Number(batchNo), Number(receivedAt)];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  return {
    sessionId: sessionId!,
    projectId: projectId!,
    pageNo: numbers[0]!,
    batchNo: numbers[1]!,
    gzipped: encoding === 'g',
    receivedAt: numbers[2]!,
  };
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
  events: {
    kind: IndexedEventKind;
    at: Date;
    name: string;
    label: string;
    index: number | null;
    /** An error's group (lib/recordings/error-fingerprint.ts); absent for other kinds. */
    fingerprint?: string;
  }[];
  userId: string | null;
  /** Messages left out of the index, with why (a vital with an impossible value): the rest of the batch is indexed. */
  refused?: { index: number; reason: string }[];
}

export type Digested =
  | { ok: true; entry: Omit<BatchIndexEntry, 'blobKey'>; key: string; stored: Uint8Array }
  | { ok: false; batch: RawBatch | null; reason: string };

/**
 * Text the index can hold: PostgreSQL's text and jsonb refuse NUL and lone surrogates (one such value would fail the
 * whole statement that carries it), so each becomes U+FFFD; cut to EVENT_TEXT_MAX.
 */
export function indexText(value: unknown, max = EVENT_TEXT_MAX): string {
  if (typeof value !== 'string') return '';
  const cut = value.length > max ? value.slice(0, max) : value;

  return /[\u0000\uD800-\uDFFF]/.test(cut)
    ? cut.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : cut;
}

/** Whether a time (ms) is one the index takes: see TIMESTAMP_MIN_MS. */
export function storableTime(ms: number): boolean {
  return Number.isFinite(ms) && ms >= TIMESTAMP_MIN_MS && ms <= TIMESTAMP_MAX_MS;
}

/**
 * The times a message of a batch that arrived at `receivedAt` may have (MESSAGE_TIME_SKEW_MS): no later than its
 * arrival, no earlier than its session can have started, give or take the skew.
 */
export function messageTimeBounds(receivedAt: number): { min: number; max: number } {
  return {
    min: receivedAt - MAX_SESSION_DURATION_MS - TOKEN_GRACE_MS - MESSAGE_TIME_SKEW_MS,
    max: receivedAt + MESSAGE_TIME_SKEW_MS,
  };
}

const clamp = (ms: number, { min, max }: { min: number; max: number }) => Math.min(Math.max(ms, min), max);

interface Extracted {
  /** The batch's header, its time clamped (messageTimeBounds). */
  header: BatchHeader;
  frames: (FrameSpan & { scrubbed: string | null })[];
  changed: boolean;
  events: BatchIndexEntry['events'];
  refused: NonNullable<BatchIndexEntry['refused']>;
  firstTs: number;
  lastTs: number;
  userId: string | null;
  /** The clicks whose frustration signals the batch could not decide (lib/recordings/frustration.ts). */
  undecided: UndecidedClick[];
}

/** The message types whose content the index copies out (recording_events, the session's counts). */
const INDEXED: ReadonlySet<number> = new Set([
  MESSAGE_TYPES.page,
  MESSAGE_TYPES.click,
  MESSAGE_TYPES.error,
  MESSAGE_TYPES.custom,
  MESSAGE_TYPES.tag,
  MESSAGE_TYPES.user,
  MESSAGE_TYPES.vital,
]);

const utf8 = new TextDecoder('utf-8');

function parseObject(text: string, index: number): Record<string, unknown> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    throw new ProtocolError(`message ${index} is not valid JSON`);
  }
  if (!message || typeof message !== 'object' || Array.isArray(message))
    throw new ProtocolError(`message ${index} is not a JSON object`);
  return message as Record<string, unknown>;
}

/**
 * Checks every message (valid UTF-8, shaped as a JSON object; JSON.parse for the types the index reads and for any
 * message that is scrubbed), scrubs the ones that may hold an email or a digit run (lib/ingest/scrub.ts: native
 * searches over the whole batch decide, most messages are never decoded), and copies out what the studio lists and
 * filters by. rrweb frames that need no scrubbing, the bulk of every batch, are not parsed here: a reader skips a
 * frame that does not parse (lib/studio/replay.ts). Frustration signals are judged with the clicks `carried` from the
 * page's batch before (lib/recordings/frustration.ts): the signals of those are indexed with this batch, at their own
 * click's moment and message index. Every time (the header's, each message's) is clamped to `bounds`
 * (messageTimeBounds: the session's span as the ingest received the batch), in what is stored too. Throws
 * ProtocolError for a malformed message.
 */
export function extract(
  sent: BatchHeader,
  bytes: Uint8Array,
  spans: FrameSpan[],
  carried: readonly UndecidedClick[] = [],
  bounds: { min: number; max: number } = { min: TIMESTAMP_MIN_MS, max: TIMESTAMP_MAX_MS },
): Extracted {
  const header = { ...sent, timestamp: clamp(sent.timestamp, bounds) };
  const out: Extracted = {
    header,
    frames: [],
    changed: header.timestamp !== sent.timestamp,
    events: [],
    refused: [],
    firstTs: header.timestamp,
    lastTs: header.timestamp,
    userId: null,
    undecided: [],
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
    // Its time, clamped to the bounds in the message as stored: rewritten where the tracker writes it, without
    // parsing; a message that has it elsewhere (not the tracker's) is parsed for it, unless it does not parse (an
    // rrweb event is checked for its shape only: a reader skips one that does not parse).
    let time = messageTime(type, text ?? raw);
    const written = !Number.isNaN(time);
    if (!written) {
      message ??= parseObjectOrNull(text ?? utf8.decode(raw));
      const key = message && timeKey(message);
      time = key ? (message![key] as number) : Number.NaN;
    }
    if (Number.isFinite(time) && clamp(time, bounds) !== time) {
      time = clamp(time, bounds);
      if (written) {
        text = rewriteTime(type, text ?? utf8.decode(raw), time);
        message = null;
      } else {
        message![timeKey(message!)!] = time;
        text = JSON.stringify(message);
      }
      scrubbed = text;
      out.changed = true;
    }
    out.frames.push({ type, start, end, scrubbed });
    if (!INDEXED.has(type)) {
      // The page left or hidden: the navigation that answers the click before it (lib/recordings/frustration.ts).
      if (type === MESSAGE_TYPES.visibility) {
        message ??= parseObject(text ?? utf8.decode(raw), index);
        const ts = Number(message.ts);
        if (message.hidden === true && storableTime(ts)) frustration.push({ kind: 'navigation', ts });
      }
      if (type === MESSAGE_TYPES.rrweb || type === MESSAGE_TYPES.compact) {
        const ts = time;
        noteTimestamp(out, ts);
        const head = text ?? Buffer.from(raw.buffer, raw.byteOffset, Math.min(40, raw.byteLength)).toString('latin1');
        if (type === MESSAGE_TYPES.rrweb ? isResponseEvent(head) : head.startsWith('{"s":3,'))
          frustration.push({ kind: 'response', ts });
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
        frustration.push({ kind: 'navigation', ts: at.getTime() });
        out.events.push({
          kind: 'page',
          at,
          name: indexText(message.url),
          label: indexText(message.title),
          index: messageIndex,
        });
        break;
      case MESSAGE_TYPES.click:
        frustration.push({
          kind: 'click',
          ts: at.getTime(),
          selector: indexText(message.selector),
          label: indexText(message.label),
          index: messageIndex,
          field: message.field === true,
        });
        out.events.push({
          kind: 'click',
          at,
          name: indexText(message.selector),
          label: indexText(message.label),
          index: messageIndex,
        });
        break;
      case MESSAGE_TYPES.error:
        frustration.push({ kind: 'error', ts: at.getTime(), name: indexText(message.name) });
        out.events.push({
          kind: 'error',
          at,
          name: indexText(message.name) || 'Error',
          label: indexText(message.message),
          index: messageIndex,
          fingerprint: errorFingerprint(
            String(message.name ?? ''),
            String(message.message ?? ''),
            typeof message.stack === 'string' ? message.stack : '',
          ),
        });
        break;
      case MESSAGE_TYPES.custom:
        out.events.push({
          kind: 'custom',
          at,
          name: indexText(message.name, KEYED_EVENT_NAME_MAX),
          label: indexText(JSON.stringify(message.payload ?? null)),
          index: messageIndex,
        });
        break;
      case MESSAGE_TYPES.tag:
        out.events.push({
          kind: 'tag',
          at,
          name: indexText(String(message.tagId ?? ''), KEYED_EVENT_NAME_MAX),
          label: '',
          index: messageIndex,
        });
        break;
      case MESSAGE_TYPES.vital: {
        // The metric in `name`, its value in `label` (text, read back as a number by the studio); INP at the moment
        // of its interaction when the message has one the session can hold.
        const vital = parseVital(message);
        if (!vital.ok) {
          out.refused.push({ index: messageIndex, reason: vital.error });
          break;
        }
        const interaction = Number(message.at);
        out.events.push({
          kind: 'vital',
          at: storableTime(interaction) ? new Date(clamp(interaction, bounds)) : at,
          name: vital.name,
          label: String(vital.value),
          index: messageIndex,
        });
        break;
      }
      case MESSAGE_TYPES.user:
        if (typeof message.userID === 'string' && message.userID) out.userId = indexText(message.userID, 256);
        break;
    }
  });
  const judged = frustrationSignals(frustration, out.lastTs, carried);
  for (const signal of judged.signals) {
    out.events.push({
      kind: 'frustration',
      at: new Date(signal.ts),
      name: signal.kind,
      label: signal.selector,
      index: signal.index ?? null,
    });
  }
  out.undecided = judged.undecided;
  return out;
}

function noteTimestamp(out: Extracted, ts: number): void {
  if (!storableTime(ts)) return;
  out.firstTs = Math.min(out.firstTs, ts);
  out.lastTs = Math.max(out.lastTs, ts);
}

/** A JSON number as JSON writes one. */
const JSON_NUMBER = '-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?';
/**
 * An rrweb event's `timestamp` at its end (`…,"timestamp":1763900000000}`, JSON.stringify keeps rrweb's key order; a
 * compact one's `"t":…`, either maybe followed by rrweb's `delay`).
 */
const RRWEB_TIME = new RegExp(`"(?:timestamp|t)":(${JSON_NUMBER})(?:,"delay":${JSON_NUMBER})?\\}$`);
/** The tracker's own messages start with their `ts` (tracker/src: every message is written `{ts, …}`). */
const MESSAGE_TS = new RegExp(`^\\{"ts":(${JSON_NUMBER})[,}]`);
/** The keys a message's time is under: the tracker's `ts`, rrweb's `timestamp`, a compact event's `t`. */
const TIME_KEYS = ['ts', 'timestamp', 't'] as const;
/** Which of TIME_KEYS a parsed message has its time under (a number), if any. */
const timeKey = (message: Record<string, unknown>) => TIME_KEYS.find((key) => typeof message[key] === 'number');
/** How much of a message's end or start holds its time. */
const TIME_WINDOW = 64;

/** `text` (a message where messageTime found its time) with that time written as `time`. */
function rewriteTime(type: number, text: string, time: number): string {
  const rrweb = type === MESSAGE_TYPES.rrweb || type === MESSAGE_TYPES.compact;
  return text.replace(rrweb ? RRWEB_TIME : MESSAGE_TS, (found, number: string) => found.replace(number, String(time)));
}

/** A JSON object's fields, or null when the text is not one. */
function parseObjectOrNull(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A message's time, read without parsing it (`message` is its text, or its bytes): an rrweb event's `timestamp` at its
 * end, any other message's `ts` at its start. NaN when it is not there.
 */
function messageTime(type: number, message: string | Uint8Array): number {
  const rrweb = type === MESSAGE_TYPES.rrweb || type === MESSAGE_TYPES.compact;
  const part =
    typeof message === 'string'
      ? rrweb
        ? message.slice(-TIME_WINDOW)
        : message.slice(0, TIME_WINDOW)
      : Buffer.from(
          message.buffer,
          message.byteOffset + (rrweb ? Math.max(0, message.byteLength - TIME_WINDOW) : 0),
          Math.min(TIME_WINDOW, message.byteLength),
        ).toString('latin1');
  const match = (rrweb ? RRWEB_TIME : MESSAGE_TS).exec(part);
  return match ? Number(match[1]) : Number.NaN;
}

/** A batch's uncompressed bytes, with the same size limit as the body (no zip bombs); a string says why not. */
export function inflate(body: Uint8Array): Uint8Array | string {
  try {
    return new Uint8Array(gunzipSync(body, { maxOutputLength: BEACON_SIZE_LIMIT, chunkSize: GUNZIP_CHUNK_BYTES }));
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      return `over ${BEACON_SIZE_LIMIT} bytes uncompressed`;
    return 'not valid gzip';
  }
}

/**
 * Most pages whose latest batch left clicks undecided (lib/recordings/frustration.ts) that a FrustrationCarries keeps,
 * and most characters of selectors and labels it holds in all: past either, what was left longest ago goes first.
 * A page sends a batch every 10 s while it is open, so this is room for that many pages whose visitors clicked in a
 * batch's last moments.
 */
export const FRUSTRATION_CARRY_MAX_PAGES = 10_000;
export const FRUSTRATION_CARRY_MAX_CHARS = 4_000_000;
/** What one carried click weighs besides its texts' characters (its numbers and the map's own share). */
const CARRIED_CLICK_WEIGHT = 100;

/**
 * The clicks each batch left undecided, for the next batch of its page (batch number + 1 exactly), kept in memory
 * where batches are digested: one per digest runner (lib/ingest/digest-runner.ts), so in the digest worker thread
 * when there is one, which digests every batch of its ingest process in log order. It lives in memory, not in the
 * database, because it is needed for seconds (until the page's next batch, 10 s later) and by the very thread that
 * digested the batch before; writing it for every batch would add to every index commit. The consequence: when the
 * page's next batch is digested by another ingest process (the tracker's requests reached two), or after this process
 * or its worker restarted, or once it was pushed out by the bound, those clicks are never judged (not called dead; a
 * rage run cut there counts if its part is long enough), as when every batch was judged alone. A batch digested
 * again (a round retried, a batch sent twice) finds the same clicks, so what is left is not taken away when read;
 * the signals found twice are indexed once (an event per page, message index, kind and name). Batches that come
 * out of order find what their batch before left, as long as it is still here.
 */
export class FrustrationCarries {
  /** `{session} {page} {batch}` → what that batch left undecided, oldest first. */
  private readonly left = new Map<string, LeftUndecided & { weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxPages = FRUSTRATION_CARRY_MAX_PAGES,
    private readonly maxChars = FRUSTRATION_CARRY_MAX_CHARS,
  ) {}

  /** The clicks batch `batchNo` of a page is judged with: what the batch before it left, when this digester has it. */
  carriedInto(sessionId: string, pageNo: number, batchNo: number): readonly UndecidedClick[] {
    return carriedTo(batchNo, this.left.get(`${sessionId} ${pageNo} ${batchNo - 1}`));
  }

  /** Keeps what batch `batchNo` of a page left undecided (nothing kept for none). */
  leave(sessionId: string, pageNo: number, batchNo: number, undecided: readonly UndecidedClick[]): void {
    const key = `${sessionId} ${pageNo} ${batchNo}`;
    this.forget(key);
    if (undecided.length === 0) return;
    const weight = undecided.reduce(
      (sum, click) => sum + click.selector.length + click.label.length + CARRIED_CLICK_WEIGHT,
      0,
    );
    if (weight > this.maxChars) return;
    this.left.set(key, { batchNo, undecided, weight });
    this.weight += weight;
    while (this.left.size > this.maxPages || this.weight > this.maxChars) this.forget(this.left.keys().next().value!);
  }

  /** How many batches' undecided clicks are kept. */
  get size(): number {
    return this.left.size;
  }

  private forget(key: string): void {
    const entry = this.left.get(key);
    if (!entry) return;
    this.left.delete(key);
    this.weight -= entry.weight;
  }
}

/**
 * Digests one batch of the raw log: its bytes are checked in full and scrubbed, what the index holds is copied out,
 * and what is stored is gzipped (a clean gzipped batch keeps the bytes it came with). A batch that cannot be indexed
 * comes back `ok: false` with the reason (it is quarantined): it never throws, so one bad batch cannot stop the
 * others of its group. With `carries`, its frustration signals are judged with the clicks its page's batch before
 * left undecided, and the ones it leaves are kept there for the batch after; without, it is judged alone.
 */
export function digestBatch(key: string, body: Uint8Array, carries?: FrustrationCarries): Digested {
  const batch = parseRawBatchKey(key);
  if (!batch) return { ok: false, batch: null, reason: `not a batch record (${key.slice(0, 60)})` };
  try {
    const bytes = batch.gzipped ? inflate(body) : body;
    if (typeof bytes === 'string') return { ok: false, batch, reason: `body: ${bytes}` };
    const { header, frames } = walkBatch(bytes);
    if (header.pageNo !== batch.pageNo || header.batchNo !== batch.batchNo)
      return { ok: false, batch, reason: 'header: not the batch acknowledged' };
    if (!storableTime(header.timestamp)) return { ok: false, batch, reason: 'header: timestamp out of range' };
    const extracted = extract(
      header,
      bytes,
      frames,
      carries?.carriedInto(batch.sessionId, batch.pageNo, batch.batchNo),
      messageTimeBounds(batch.receivedAt),
    );
    const stored = extracted.changed
      ? gzipSync(
          encodeBatch(
            extracted.header,
            extracted.frames.map((f) => ({
              type: f.type,
              payload: f.scrubbed ?? utf8.decode(bytes.subarray(f.start, f.end)),
            })),
          ),
          { level: zlibConstants.Z_BEST_SPEED },
        )
      : batch.gzipped
        ? body
        : gzipSync(bytes, { level: zlibConstants.Z_BEST_SPEED });
    carries?.leave(batch.sessionId, batch.pageNo, batch.batchNo, extracted.undecided);
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
        refused: extracted.refused,
      },
    };
  } catch (error) {
    if (error instanceof ProtocolError) return { ok: false, batch, reason: `body: ${error.message}` };
    return { ok: false, batch, reason: `digest failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The index share of a batch that is already digested and stored (gzipped, scrubbed): what rebuilding the index
 * from the stored batches reads. Scrubbing is idempotent, so this is what the live digest indexed (`carries` as
 * digestBatch's).
 */
export function digestStored(blobKey: string, stored: Uint8Array, carries?: FrustrationCarries): Digested {
  const batch = parseBatchBlobKey(blobKey);
  if (!batch) return { ok: false, batch: null, reason: `not a stored batch (${blobKey.slice(0, 60)})` };
  return digestBatch(rawBatchKey({ ...batch, gzipped: true }), stored, carries);
}
