import 'server-only';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingSessions, type RecordingEventKind } from '@/lib/db/schema';
import { failure, type Failure, type Result } from '@/lib/errors';
import { getBlobStore } from '@/lib/storage/blob-store';
import { decodeBatch, encodeBatch, ProtocolError, type BatchHeader, type Frame } from '@/tracker/src/protocol/codec';
import { MESSAGE_TYPES } from '@/tracker/src/protocol/messages';
import { BEACON_SIZE_LIMIT } from './limits';
import { scrubJsonText } from './scrub';
import { batchIndexWriter } from './index-writer';
import { verifyIngestToken } from './token';

const gunzip = promisify(gunzipCallback);
const gzip = promisify(gzipCallback);

/** `?batch={pageNo}_{batchNo}` (a suffix after a further `_` is allowed and ignored). */
const BATCH_PARAM = /^(\d{1,9})_(\d{1,9})(?:_.*)?$/;
/** Longest text kept per event column (URLs, selectors, labels, error messages). */
const EVENT_TEXT_MAX = 2048;

export type BatchAnswer = { stored: true } | { stored: false; duplicate: true };

/** Where a session's batches are in the blob store. */
export function batchBlobKey(projectId: string, sessionId: string, pageNo: number, batchNo: number): string {
  return `${projectId}/${sessionId}/batches/${pageNo}_${batchNo}.bin.gz`;
}

/** The blob folder of a session (retention deletes it whole). */
export function sessionBlobPrefix(projectId: string, sessionId: string): string {
  return `${projectId}/${sessionId}`;
}

/** A batch body as the tracker sent it, uncompressed: gzip is undone with the same size limit as the body (no zip bombs). */
async function uncompressed(body: Uint8Array, contentEncoding: string | null): Promise<Uint8Array | Failure> {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return body;
  if (encoding !== 'gzip') return failure('unsupported_media_type', `Content-Encoding ${encoding} is not supported; use gzip or none`);
  try {
    return new Uint8Array(await gunzip(body, { maxOutputLength: BEACON_SIZE_LIMIT }));
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      return failure('too_large', `Batch must be at most ${BEACON_SIZE_LIMIT} bytes uncompressed`, { limit: BEACON_SIZE_LIMIT });
    }
    return failure('invalid', 'body: is not valid gzip');
  }
}

interface Extracted {
  frames: Frame[];
  events: { kind: RecordingEventKind; at: Date; name: string; label: string }[];
  pages: number;
  clicks: number;
  errors: number;
  firstTs: number;
  lastTs: number;
  userId: string | null;
}

const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, EVENT_TEXT_MAX) : '');

/**
 * Checks every message is a JSON object, scrubs it (lib/ingest/scrub.ts) and copies out what the studio lists and
 * filters by. Throws ProtocolError for a malformed message.
 */
function extract(header: BatchHeader, frames: Frame[]): Extracted {
  const out: Extracted = { frames: [], events: [], pages: 0, clicks: 0, errors: 0, firstTs: header.timestamp, lastTs: header.timestamp, userId: null };
  frames.forEach((frame, index) => {
    const text = scrubJsonText(frame.payload);
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ProtocolError(`message ${index} is not valid JSON`);
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) throw new ProtocolError(`message ${index} is not a JSON object`);
    out.frames.push({ type: frame.type, payload: text });
    const ts = Number(frame.type === MESSAGE_TYPES.rrweb ? message.timestamp : message.ts);
    if (Number.isFinite(ts) && ts > 0) {
      out.firstTs = Math.min(out.firstTs, ts);
      out.lastTs = Math.max(out.lastTs, ts);
    }
    const at = new Date(Number.isFinite(ts) && ts > 0 ? ts : header.timestamp);
    switch (frame.type) {
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
      default:
        break;
    }
  });
  return out;
}

export interface BatchInput {
  token: string | null;
  batchParam: string | null;
  body: Uint8Array;
  contentEncoding: string | null;
}

/**
 * Stores one batch (design §5): 2xx only once it is durably in the blob store and indexed; `invalid` for anything
 * malformed (never retried), `unauthorized` for a bad or expired token (the tracker restarts), `too_large` past the
 * limit. `(session, page, batch)` is stored at most once: a repeat is answered as stored without writing anything.
 * A token that expired within the grace period still gets its batch stored, then `unauthorized`.
 */
export async function ingestBatch(input: BatchInput, { now = new Date() }: Clock = {}): Promise<Result<BatchAnswer>> {
  if (!input.token) return failure('unauthorized', 'Missing session token (Authorization: Bearer <token>)');
  const check = await verifyIngestToken(input.token, now);
  if (!check.ok && check.reason !== 'just_expired') return failure('unauthorized', check.reason === 'expired' ? 'Session token expired' : 'Invalid session token');
  const claims = check.ok ? check.claims : check.claims;
  if (claims.doNotRecord) return failure('forbidden', 'This session token may not record (doNotRecord)');

  const param = BATCH_PARAM.exec(input.batchParam ?? '');
  if (!param) return failure('invalid', 'batch: must be {pageNo}_{batchNo}', { field: 'batch' });
  const [pageNo, batchNo] = [Number(param[1]), Number(param[2])];

  const bytes = await uncompressed(input.body, input.contentEncoding);
  if (!(bytes instanceof Uint8Array)) return bytes;
  let extracted: Extracted;
  let header: BatchHeader;
  try {
    const decoded = decodeBatch(bytes);
    header = decoded.header;
    if (header.pageNo !== pageNo || header.batchNo !== batchNo) {
      return failure('invalid', `batch: the query says ${pageNo}_${batchNo}, the batch says ${header.pageNo}_${header.batchNo}`, { field: 'batch' });
    }
    extracted = extract(header, decoded.frames);
  } catch (error) {
    if (error instanceof ProtocolError) return failure('invalid', `body: ${error.message}`, { field: 'body' });
    throw error;
  }

  const { sessionId, projectId } = claims;
  if (!(await sessionExists(sessionId))) return failure('unauthorized', 'No such session; start a new one');

  // Durable first, indexed second: a crash in between leaves a blob that the retry overwrites, never a row without one.
  // A repeat of a stored batch rewrites the same bytes to the same key and is then found to be a repeat by its row.
  const key = batchBlobKey(projectId, sessionId, pageNo, batchNo);
  const stored = new Uint8Array(await gzip(encodeBatch(header, extracted.frames), { level: zlibConstants.Z_BEST_SPEED }));
  await getBlobStore().put(key, stored);
  const inserted = await batchIndexWriter().write({
    sessionId,
    pageNo,
    batchNo,
    blobKey: key,
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
