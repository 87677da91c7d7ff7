import 'server-only';
import { isUtf8 } from 'node:buffer';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingSessions, type RecordingEventKind } from '@/lib/db/schema';
import { failure, type Failure, type Result } from '@/lib/errors';
import { batchBlobKey } from '@/lib/recordings/blob-keys';
import { getBlobStore } from '@/lib/storage/blob-store';
import { encodeBatch, ProtocolError, walkBatch, type BatchHeader, type FrameSpan, MESSAGE_TYPES } from '@parley/tracker/protocol';
import { BEACON_SIZE_LIMIT } from './limits';
import { scrubJsonText, scrubSuspects } from './scrub';
import { batchIndexWriter } from './index-writer';
import { verifyIngestTokenCached } from './token';

const gunzip = promisify(gunzipCallback);
const gzip = promisify(gzipCallback);

/** `?batch={pageNo}_{batchNo}` (a suffix after a further `_` is allowed and ignored). */
const BATCH_PARAM = /^(\d{1,9})_(\d{1,9})(?:_.*)?$/;
/** Longest text kept per event column (URLs, selectors, labels, error messages). */
const EVENT_TEXT_MAX = 2048;
/** zlib's output chunk when undoing gzip: a typical batch in one or two steps (the default 16 KiB takes seven). */
const GUNZIP_CHUNK_BYTES = 256 * 1024;

export type BatchAnswer = { stored: true } | { stored: false; duplicate: true };

/** Whether the body is gzipped (true), plain (false), or in an encoding the ingest does not take. */
function isGzip(contentEncoding: string | null): boolean | Failure {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return false;
  if (encoding !== 'gzip') return failure('unsupported_media_type', `Content-Encoding ${encoding} is not supported; use gzip or none`);
  return true;
}

/** A gzipped body, uncompressed with the same size limit as the body (no zip bombs). */
async function gunzipped(body: Uint8Array): Promise<Uint8Array | Failure> {
  try {
    return new Uint8Array(await gunzip(body, { maxOutputLength: BEACON_SIZE_LIMIT, chunkSize: GUNZIP_CHUNK_BYTES }));
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      return failure('too_large', `Batch must be at most ${BEACON_SIZE_LIMIT} bytes uncompressed`, { limit: BEACON_SIZE_LIMIT });
    }
    return failure('invalid', 'body: is not valid gzip');
  }
}

interface Extracted {
  /** Every frame, with its scrubbed text when scrubbing changed it (only such frames are ever decoded). */
  frames: (FrameSpan & { scrubbed: string | null })[];
  /** Whether scrubbing changed a message: then the batch is encoded again, else its bytes are stored as they came. */
  changed: boolean;
  events: { kind: RecordingEventKind; at: Date; name: string; label: string }[];
  pages: number;
  clicks: number;
  errors: number;
  firstTs: number;
  lastTs: number;
  userId: string | null;
}

const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, EVENT_TEXT_MAX) : '');

/** The message types whose content the index copies out (lib/db recording_events, the session's counts). */
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
function extract(header: BatchHeader, bytes: Uint8Array, spans: FrameSpan[]): Extracted {
  const out: Extracted = {
    frames: [],
    changed: false,
    events: [],
    pages: 0,
    clicks: 0,
    errors: 0,
    firstTs: header.timestamp,
    lastTs: header.timestamp,
    userId: null,
  };
  const suspects = scrubSuspects(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  let next = 0;
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
      if (type === MESSAGE_TYPES.rrweb || type === MESSAGE_TYPES.compact) noteTimestamp(out, rrwebTimestamp(raw));
      return;
    }
    message ??= parseObject(text ?? utf8.decode(raw), index);
    const ts = Number(message.ts);
    noteTimestamp(out, ts);
    const at = new Date(Number.isFinite(ts) && ts > 0 ? ts : header.timestamp);
    switch (type) {
      case MESSAGE_TYPES.page:
        out.pages += 1;
        out.events.push({ kind: 'page', at, name: cut(message.url), label: cut(message.title) });
        break;
      case MESSAGE_TYPES.click:
        out.clicks += 1;
        out.events.push({ kind: 'click', at, name: cut(message.selector), label: cut(message.label) });
        break;
      case MESSAGE_TYPES.error:
        out.errors += 1;
        out.events.push({ kind: 'error', at, name: cut(message.name) || 'Error', label: cut(message.message) });
        break;
      case MESSAGE_TYPES.custom:
        out.events.push({ kind: 'custom', at, name: cut(message.name), label: cut(JSON.stringify(message.payload ?? null)) });
        break;
      case MESSAGE_TYPES.tag:
        out.events.push({ kind: 'tag', at, name: String(message.tagId ?? ''), label: '' });
        break;
      case MESSAGE_TYPES.user:
        if (typeof message.userID === 'string' && message.userID) out.userId = message.userID.slice(0, 256);
        break;
    }
  });
  return out;
}

function noteTimestamp(out: Extracted, ts: number): void {
  if (!Number.isFinite(ts) || ts <= 0) return;
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

export interface BatchInput {
  token: string | null;
  batchParam: string | null;
  body: Uint8Array;
  contentEncoding: string | null;
}

/**
 * Stores one batch: 2xx only once it is durably in the blob store and indexed; `invalid` for anything
 * malformed (never retried), `unauthorized` for a bad or expired token (the tracker restarts), `too_large` past the
 * limit. `(session, page, batch)` is stored at most once: a repeat is answered as stored without writing anything.
 * A token that expired within the grace period still gets its batch stored, then `unauthorized`.
 */
export async function ingestBatch(input: BatchInput, { now = new Date() }: Clock = {}): Promise<Result<BatchAnswer>> {
  if (!input.token) return failure('unauthorized', 'Missing session token (Authorization: Bearer <token>)');
  const check = await verifyIngestTokenCached(input.token, now);
  if (!check.ok && check.reason !== 'just_expired')
    return failure('unauthorized', check.reason === 'expired' ? 'Session token expired' : 'Invalid session token');
  const claims = check.ok ? check.claims : check.claims;
  if (claims.doNotRecord) return failure('forbidden', 'This session token may not record (doNotRecord)');

  const param = BATCH_PARAM.exec(input.batchParam ?? '');
  if (!param) return failure('invalid', 'batch: must be {pageNo}_{batchNo}', { field: 'batch' });
  const [pageNo, batchNo] = [Number(param[1]), Number(param[2])];

  const gzipped = isGzip(input.contentEncoding);
  if (gzipped instanceof Object) return gzipped;
  const bytes = gzipped ? await gunzipped(input.body) : input.body;
  if (!(bytes instanceof Uint8Array)) return bytes;
  let extracted: Extracted;
  let header: BatchHeader;
  try {
    const walked = walkBatch(bytes);
    header = walked.header;
    if (header.pageNo !== pageNo || header.batchNo !== batchNo) {
      return failure('invalid', `batch: the query says ${pageNo}_${batchNo}, the batch says ${header.pageNo}_${header.batchNo}`, { field: 'batch' });
    }
    extracted = extract(header, bytes, walked.frames);
  } catch (error) {
    if (error instanceof ProtocolError) return failure('invalid', `body: ${error.message}`, { field: 'body' });
    throw error;
  }

  const { sessionId, projectId } = claims;
  if (!(await sessionExists(sessionId))) return failure('unauthorized', 'No such session; start a new one');

  // Stored gzipped. A clean batch (nothing scrubbed: nearly all of them) keeps the bytes it came with, gzip included.
  const stored = extracted.changed
    ? await gzip(
        encodeBatch(
          header,
          extracted.frames.map((f) => ({ type: f.type, payload: f.scrubbed ?? utf8.decode(bytes.subarray(f.start, f.end)) })),
        ),
        { level: zlibConstants.Z_BEST_SPEED },
      )
    : gzipped
      ? input.body
      : await gzip(bytes, { level: zlibConstants.Z_BEST_SPEED });
  // Durable first, indexed second: a crash in between leaves bytes nothing points at (the retry stores them again),
  // never a row without its batch. A repeat of a stored batch is found to be one by its row, and answered as such.
  const blobKey = await getBlobStore().append(batchBlobKey(projectId, sessionId, pageNo, batchNo), new Uint8Array(stored));
  const inserted = await batchIndexWriter().write({
    sessionId,
    pageNo,
    batchNo,
    blobKey,
    bytes: stored.byteLength,
    messageCount: extracted.frames.length,
    firstTs: extracted.firstTs,
    lastTs: extracted.lastTs,
    receivedAt: now,
    events: extracted.events,
    pages: extracted.pages,
    clicks: extracted.clicks,
    errors: extracted.errors,
    userId: extracted.userId,
  });
  if (!check.ok) return failure('unauthorized', 'Session token expired');
  return inserted ? { ok: true, stored: true } : { ok: true, stored: false, duplicate: true };
}

/** Sessions known to exist, remembered briefly: every batch of a session would otherwise ask again. */
const KNOWN_SESSIONS = new Map<string, number>();
const KNOWN_SESSION_TTL_MS = 60_000;
const KNOWN_SESSIONS_MAX = 10_000;

async function sessionExists(sessionId: string): Promise<boolean> {
  const now = Date.now();
  const seen = KNOWN_SESSIONS.get(sessionId);
  if (seen !== undefined && now - seen < KNOWN_SESSION_TTL_MS) return true;
  const db = await getDb();
  const [session] = await db.select({ id: recordingSessions.id }).from(recordingSessions).where(eq(recordingSessions.id, sessionId));
  if (!session) return false;
  if (KNOWN_SESSIONS.size >= KNOWN_SESSIONS_MAX) KNOWN_SESSIONS.clear();
  KNOWN_SESSIONS.set(sessionId, now);
  return true;
}
