import 'server-only';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { failure, type Failure, type Result } from '@/lib/errors';
import type { BodyPace } from '@/lib/http/request-body';
import { ProtocolError, readBatchHeader } from '@parley/tracker/protocol';
import { storableTime } from './digest';
import { BEACON_SIZE_LIMIT, FINAL_BATCH_FIRST, INGEST_RETRY_AFTER_SECONDS, MAX_BATCH_NO, MAX_PAGE_NO } from './limits';
import type { Visit } from './client-limits';
import { ingestService, type IngestService } from './service';
import { verifyIngestTokenCached } from './token';

/** `?batch={pageNo}_{batchNo}` (a suffix after a further `_` is allowed and ignored). */
const BATCH_PARAM = /^(\d{1,9})_(\d{1,9})(?:_.*)?$/;
/**
 * Compressed bytes undone to read a gzipped batch's header: the header is the start of the batch and a few dozen
 * bytes long, so this is plenty, and bounds the work (and the output) whatever the body holds.
 */
export const HEADER_PROBE_BYTES = 512;

export type BatchResponse = { stored: true } | { stored: false; duplicate: true };

export interface BatchInput {
  token: string | null;
  batchParam: string | null;
  contentEncoding: string | null;
  /** The declared Content-Length, when there is one: a body over a limit is refused before it is read. */
  contentLength: number | null;
  /** The client's address (lib/http/client-address.ts): what the per-address limits count. */
  clientAddress: string;
  /**
   * The body, read up to `maxBytes` (AppError `too_large` beyond) at `pace` at least (`timeout` slower), `onChunk`
   * told of each chunk's bytes as they arrive (it throws to refuse the rest).
   */
  body: (maxBytes: number, reading: BodyReadingOptions) => Promise<Uint8Array>;
}

/** How the ingest reads a body: what it holds as it arrives, and how slowly it may. */
export interface BodyReadingOptions {
  onChunk: (bytes: number) => void;
  pace: BodyPace;
}

/** Whether the body is gzipped (true), plain (false), or in an encoding the ingest does not take. */
function isGzip(contentEncoding: string | null): boolean | Failure {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return false;
  if (encoding !== 'gzip')
    return failure('unsupported_media_type', `Content-Encoding ${encoding} is not supported; use gzip or none`);
  return true;
}

/** Page and batch numbers the ingest takes: MAX_PAGE_NO pages, MAX_BATCH_NO batches and as many final ones a page. */
export function batchNumbersAllowed(pageNo: number, batchNo: number): boolean {
  return (
    pageNo < MAX_PAGE_NO &&
    (batchNo < MAX_BATCH_NO || (batchNo >= FINAL_BATCH_FIRST && batchNo < FINAL_BATCH_FIRST + MAX_BATCH_NO))
  );
}

/**
 * The first bytes of a batch, uncompressed: all of a plain one, the start of a gzipped one (HEADER_PROBE_BYTES of
 * it, undone without asking for the end of the stream). A gzipped body whose trailer declares more than
 * BEACON_SIZE_LIMIT uncompressed bytes is refused here; one that lies about it is caught by the digester, which
 * undoes all of it with the limit and quarantines it.
 */
function batchStart(body: Uint8Array, gzipped: boolean): Uint8Array | Failure {
  if (!gzipped) return body;
  if (body.byteLength < 18 || body[0] !== 0x1f || body[1] !== 0x8b)
    return failure('invalid', 'body: is not valid gzip', { field: 'body' });
  const declared = Buffer.from(body.buffer, body.byteOffset, body.byteLength).readUInt32LE(body.byteLength - 4);
  if (declared > BEACON_SIZE_LIMIT)
    return failure('too_large', `Batch must be at most ${BEACON_SIZE_LIMIT} bytes uncompressed`, {
      limit: BEACON_SIZE_LIMIT,
    });
  try {
    return gunzipSync(body.subarray(0, HEADER_PROBE_BYTES), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  } catch {
    return failure('invalid', 'body: is not valid gzip', { field: 'body' });
  }
}

/**
 * Takes one batch (tracker/PROTOCOL.md "Batch"): responded to with 200 once its bytes, as received, are durable in the raw log
 * (lib/ingest/service.ts), after the cheap checks only: the token (verified once per page, then remembered), the
 * page and batch numbers against the query and their bounds, the header's time, the size limits (the gzip trailer's
 * declared size too), the session's byte quota, and whether the batch was already taken (a repeat gets the response of a
 * stored and costs no bytes). Everything that needs the whole batch (every message, scrubbing, the index) is the
 * digester's, after the response. Fairness between clients (lib/ingest/client-limits.ts): 429 + Retry-After past the
 * requests in flight of the address or the session, or past their byte rates (checked on the declared length before
 * the body is read, and taken on the bytes received before the append); `unavailable` (503 + Retry-After) while the
 * index is too far behind and this client holds its share of the backlog (backpressure.ts), or the disk is nearly
 * full, or the ingest holds its most in flight. The body's bytes are held as they arrive, and a body slower than the
 * ingest's pace gets 408. A token that expired within the grace period still gets its batch stored, then
 * `unauthorized`.
 */
export async function ingestBatch(
  input: BatchInput,
  { now = new Date(), service = ingestService() }: { now?: Date; service?: IngestService } = {},
): Promise<Result<BatchResponse>> {
  const visit = service.clients.enter(input.clientAddress);
  if (!('leave' in visit)) return visit;
  try {
    return await takeBatch(input, visit, now, service);
  } finally {
    visit.leave();
  }
}

async function takeBatch(
  input: BatchInput,
  visit: Visit,
  now: Date,
  service: IngestService,
): Promise<Result<BatchResponse>> {
  if (!input.token) return failure('unauthorized', 'Missing session token (Authorization: Bearer <token>)');
  const check = await verifyIngestTokenCached(input.token, now);
  if (!check.ok && check.reason !== 'just_expired')
    return failure('unauthorized', check.reason === 'expired' ? 'Session token expired' : 'Invalid session token');
  const claims = check.claims;
  if (claims.doNotRecord) return failure('forbidden', 'This session token may not record (doNotRecord)');

  const param = BATCH_PARAM.exec(input.batchParam ?? '');
  if (!param) return failure('invalid', 'batch: must be {pageNo}_{batchNo}', { field: 'batch' });
  const [pageNo, batchNo] = [Number(param[1]), Number(param[2])];
  if (!batchNumbersAllowed(pageNo, batchNo))
    return failure('invalid', `batch: ${pageNo}_${batchNo} is out of range`, { field: 'batch' });
  const gzipped = isGzip(input.contentEncoding);
  if (typeof gzipped !== 'boolean') return gzipped;

  const sessionId = claims.sessionId;
  const address = input.clientAddress;
  const crowded = visit.session(sessionId);
  if (crowded) return crowded;
  const busy = await service.overloaded({ sessionId, address });
  if (busy) return failure('unavailable', busy, { retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS });
  const ledger = await service.session(sessionId);
  if (!ledger) return failure('unauthorized', 'No such session; start a new one');
  const id = `${pageNo}_${batchNo}`;
  if (!ledger.mark(id) && input.contentLength !== null) {
    if (!ledger.fits(input.contentLength))
      return failure('forbidden', `This session has stored its quota of ${ledger.quota} bytes`);
    const tooFast = service.clients.check(sessionId, address, input.contentLength);
    if (tooFast) return tooFast;
  }

  const body = await input.body(BEACON_SIZE_LIMIT, {
    onChunk: (bytes) => visit.hold(bytes, 'batch'),
    pace: service.bodyPace,
  });
  const start = batchStart(body, gzipped);
  if (!(start instanceof Uint8Array)) return start;
  try {
    const header = readBatchHeader(start);
    if (header.pageNo !== pageNo || header.batchNo !== batchNo)
      return failure(
        'invalid',
        `batch: the query says ${pageNo}_${batchNo}, the batch says ${header.pageNo}_${header.batchNo}`,
        { field: 'batch' },
      );
    if (!storableTime(header.timestamp))
      return failure('invalid', 'body: the batch header’s timestamp is out of range', { field: 'body' });
  } catch (error) {
    if (error instanceof ProtocolError) return failure('invalid', `body: ${error.message}`, { field: 'body' });
    throw error;
  }

  const expired = () => failure('unauthorized', 'Session token expired');
  // A repeat costs nothing: responded to from what this process remembers, or after the copy being appended now is durable.
  const earlier = ledger.mark(id);
  if (earlier) {
    if (earlier.kind === 'appending') await earlier.durable;
    return check.ok ? { ok: true, stored: false, duplicate: true } : expired();
  }
  if (!ledger.fits(body.byteLength))
    return failure('forbidden', `This session has stored its quota of ${ledger.quota} bytes`);
  const tooFast = service.clients.take(sessionId, address, body.byteLength);
  if (tooFast) return tooFast;
  const appending = service.append(
    { sessionId, projectId: claims.projectId, pageNo, batchNo, gzipped, receivedAt: now.getTime() },
    body,
    address,
  );
  // Counted as received until the digester indexes it (lib/ingest/session-ledger.ts).
  ledger.appending(id, appending, body.byteLength);
  try {
    await appending;
  } catch (error) {
    ledger.appendFailed(id, appending);
    throw error;
  }
  ledger.appended(id, appending);
  return check.ok ? { ok: true, stored: true } : expired();
}
