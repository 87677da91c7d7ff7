import 'server-only';
import type http from 'node:http';
import type { z } from 'zod';
import { AppError, failure, type Failure } from '@/lib/errors';
import { clientAddress, PEER_ADDRESS_HEADER, type HeaderSource } from '@/lib/http/client-address';
import { decodeUtf8, parseJsonText, readBodyBytes, type ReadBodyOptions } from '@/lib/http/request-body';
import { failureParts } from '@/lib/http/route';
import { headerValue } from '@/lib/http/request-guard';
import { readablePath } from '@/lib/http/unreadable';
import { nodeSecurityHeaders } from '@/lib/security/headers';
import { ingestBatch, type BodyReadingOptions } from './batches';
import { flagsFor, flagsRequestSchema } from './flags';
import { snapshotParts, storeImages } from './images';
import {
  IMAGES_REQUEST_MAX_BYTES,
  INGEST_RETRY_AFTER_SECONDS,
  JSON_SIZE_LIMIT,
  MAX_IMAGES_PER_SESSION,
} from './limits';
import { ingestService } from './service';
import { startSchema, startSession } from './start';
import { ingestBearer, verifyIngestTokenCached, type IngestClaims } from './token';
import { conditionsFor, tagsFor } from './watch';

/*
 * The ingest's calls (tracker/PROTOCOL.md) as one framework-free handler: what the servers (server/main.ts in front of
 * Next.js, server/ingest.ts alone) serve straight from node:http, and what the Next.js route handlers under
 * app/ingest/ (`next dev`, `next start`) adapt a Request to. Batches, `start`, tags, feature flags, conditions and
 * canvas images are here; the usability-test calls (`/ingest/v1/web/uxt/…`) stay with Next.js
 * (docs/decisions/0067-usability-test-calls-in-nextjs.md).
 */

/** One ingest request, whatever served it. */
export interface IngestCall {
  method: string;
  pathname: string;
  search: URLSearchParams;
  headers: { get(name: string): string | null };
  clientAddress: string;
  /**
   * The body, read up to `maxBytes` (AppError `too_large` beyond, before reading when Content-Length says so); with
   * `reading`, each chunk's bytes held as they arrive, and a body slower than its pace refused (`timeout`).
   */
  body(maxBytes: number, reading?: BodyReadingOptions): Promise<Uint8Array>;
}

export interface IngestReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: IngestCall, match: RegExpExecArray) => Promise<IngestReply>;

const ok = (body: unknown): IngestReply => ({ status: 200, body });

/** A refusal as its reply: `{error, field?}`, the status of its code, Retry-After when it says when (lib/http/route.ts). */
const failureReply: (value: Failure, headers?: Record<string, string>) => IngestReply = failureParts;

/** A result without its `ok` marker, or its refusal. */
function replyOf<T extends object>(result: ({ ok: true } & T) | Failure): IngestReply {
  if (!result.ok) return failureReply(result);
  const { ok: _ok, ...body } = result;
  return ok(body);
}

/**
 * A JSON body checked against `schema`, or AppError: `too_large` past JSON_SIZE_LIMIT, `invalid` for invalid UTF-8,
 * bad JSON, a string with NUL or a lone surrogate anywhere (nothing could store it), or a schema violation.
 */
async function jsonBody<Schema extends z.ZodType>(call: IngestCall, schema: Schema): Promise<z.output<Schema>> {
  return parseJsonText(decodeUtf8(await call.body(JSON_SIZE_LIMIT)), schema);
}

/** The caller of a call that needs a session token: verified once per token, then remembered until it expires. */
async function caller(call: IngestCall, { mayRecord = false } = {}): Promise<IngestClaims> {
  const token = ingestBearer(call);
  if (!token) throw new AppError('unauthorized', 'Missing session token (Authorization: Bearer <token>)');
  const check = await verifyIngestTokenCached(token);
  if (!check.ok)
    throw new AppError('unauthorized', check.reason === 'invalid' ? 'Invalid session token' : 'Session token expired');
  if (mayRecord && check.claims.doNotRecord)
    throw new AppError('forbidden', 'This session token may not record (doNotRecord)');
  return check.claims;
}

const handleBatch: Handler = async (call) => {
  const declared = Number(call.headers.get('content-length') ?? Number.NaN);
  return replyOf(
    await ingestBatch({
      token: ingestBearer(call),
      batchParam: call.search.get('batch'),
      contentEncoding: call.headers.get('content-encoding'),
      contentLength: Number.isSafeInteger(declared) && declared >= 0 ? declared : null,
      clientAddress: call.clientAddress,
      body: (maxBytes, reading) => call.body(maxBytes, reading),
    }),
  );
};

const handleStart: Handler = async (call) => {
  const input = await jsonBody(call, startSchema);
  return replyOf(
    await startSession(input, { userAgent: call.headers.get('user-agent') ?? '', clientAddress: call.clientAddress }),
  );
};

const handleTags: Handler = async (call) => ok({ tags: await tagsFor(await caller(call)) });

const handleFlags: Handler = async (call) => {
  const claims = await caller(call);
  const input = await jsonBody(call, flagsRequestSchema);
  return ok({ flags: await flagsFor(claims, input, { userAgent: call.headers.get('user-agent') ?? '' }) });
};

const handleConditions: Handler = async (call, match) => {
  // A malformed escape (`%ff`) or a NUL in the project id is the caller's mistake, not the ingest's.
  const projectId = readablePath(match[1]!);
  if (projectId === null)
    throw new AppError('invalid', 'The project id in the address cannot be decoded', { field: 'projectId' });
  return replyOf(await conditionsFor(await caller(call), projectId));
};

/**
 * Canvas images, within the same limits as batches (lib/ingest/client-limits.ts): the address's and the session's
 * requests in flight and byte rates (429), their share of the backlog and the disk (503), and the body's bytes held
 * as they arrive, of which images may hold at most INGEST_IMAGES_MAX_BYTES_IN_FLIGHT, so batches always have room.
 */
const handleImages: Handler = async (call) => {
  const service = ingestService();
  const visit = service.clients.enter(call.clientAddress);
  if (!('leave' in visit)) return failureReply(visit);
  try {
    const claims = await caller(call, { mayRecord: true });
    const asker = { sessionId: claims.sessionId, address: call.clientAddress };
    const crowded = visit.session(asker.sessionId);
    if (crowded) return failureReply(crowded);
    // Images are disk as batches are: refused alike while the disk is nearly full or the index too far behind.
    const busy = await service.overloaded(asker);
    if (busy) return failureReply(failure('unavailable', busy, { retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS }));
    const contentType = call.headers.get('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType))
      throw new AppError('unsupported_media_type', 'Content-Type must be multipart/form-data');
    const declared = Number(call.headers.get('content-length') ?? Number.NaN);
    if (Number.isSafeInteger(declared) && declared > 0 && declared <= IMAGES_REQUEST_MAX_BYTES) {
      const tooFast = service.clients.check(asker.sessionId, asker.address, declared);
      if (tooFast) return failureReply(tooFast);
    }
    const body = await call.body(IMAGES_REQUEST_MAX_BYTES, {
      onChunk: (bytes) => visit.hold(bytes, 'images'),
      pace: service.bodyPace,
    });
    const parts = await snapshotParts(contentType, body);
    const tooFast = service.clients.take(asker.sessionId, asker.address, body.byteLength);
    if (tooFast) return failureReply(tooFast);
    const bytes = parts.reduce((sum, part) => sum + (part.file ? part.bytes.byteLength : 0), 0);
    const taken = await service.ledgers.takeImages(claims.sessionId, parts.length, bytes);
    if (taken === 'no_session') return failureReply(failure('unauthorized', 'No such session; start a new one'));
    if (taken === 'too_many')
      return failureReply(
        failure('too_large', `A session stores at most ${MAX_IMAGES_PER_SESSION} canvas snapshots`, {
          limit: MAX_IMAGES_PER_SESSION,
        }),
      );
    if (taken === 'over_quota') return failureReply(failure('forbidden', 'This session has stored its quota of bytes'));
    const stored = await storeImages(claims, parts).catch((error: unknown) => {
      service.ledgers.giveBackImages(claims.sessionId, parts.length, bytes);
      throw error;
    });
    if (!stored.ok) service.ledgers.giveBackImages(claims.sessionId, parts.length, bytes);
    return replyOf(stored);
  } finally {
    visit.leave();
  }
};

const ROUTES: { path: RegExp; method: 'GET' | 'POST'; handle: Handler }[] = [
  { path: /^\/ingest\/v1\/web\/i$/, method: 'POST', handle: handleBatch },
  { path: /^\/ingest\/v1\/web\/start$/, method: 'POST', handle: handleStart },
  { path: /^\/ingest\/v1\/web\/tags$/, method: 'GET', handle: handleTags },
  { path: /^\/ingest\/v1\/web\/feature-flags$/, method: 'POST', handle: handleFlags },
  { path: /^\/ingest\/v1\/web\/conditions\/([^/]+)$/, method: 'GET', handle: handleConditions },
  { path: /^\/ingest\/v1\/web\/images$/, method: 'POST', handle: handleImages },
];

/** Whether this handler serves the path (the usability-test calls and unknown paths are not its own). */
export function isIngestPath(pathname: string): boolean {
  return ROUTES.some((route) => route.path.test(pathname));
}

/**
 * Serves one call, or returns null for a path that is not its own. Refusals are `{error}` with their status; anything
 * unexpected is logged and gets a bare 500 (never a stack trace).
 */
export async function serveIngestCall(call: IngestCall): Promise<IngestReply | null> {
  const routes = ROUTES.filter((route) => route.path.test(call.pathname));
  if (routes.length === 0) return null;
  const route = routes.find((r) => r.method === call.method);
  if (!route) {
    const allow = routes.map((r) => r.method).join(', ');
    return failureReply(failure('method_not_allowed', `Method ${call.method} is not allowed here; use ${allow}`), {
      Allow: allow,
    });
  }
  try {
    return await route.handle(call, route.path.exec(call.pathname)!);
  } catch (error) {
    if (error instanceof AppError) return failureReply(error.failure);
    console.error(`[ingest] ${call.method} ${call.pathname} failed:`, error);
    return failureReply(failure('internal', 'Internal error'));
  }
}

/** What every ingest reply carries. */
function replyHeaders(reply: IngestReply): Record<string, string> {
  return { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...reply.headers };
}

/** Refusals of a body that leave the rest of it unread: the connection closes after the reply. */
const UNREAD_REFUSALS = new Set(['too_large', 'timeout', 'unavailable']);

/** ReadBodyOptions of a call's body, from what the handler asked for. */
const readOptions = (maxBytes: number, reading?: BodyReadingOptions): ReadBodyOptions => ({ maxBytes, ...reading });

/**
 * A node:http request body, read up to `maxBytes`. A body refused while it arrives (too large, too slow, no room in
 * flight) is left unread: `unread` is called so the connection closes after the reply instead of reading the rest.
 */
function nodeBody(
  request: http.IncomingMessage,
  unread: () => void,
): (maxBytes: number, reading?: BodyReadingOptions) => Promise<Uint8Array> {
  return (maxBytes, reading) =>
    readBodyBytes(request, readOptions(maxBytes, reading)).catch((error: unknown) => {
      if (error instanceof AppError && UNREAD_REFUSALS.has(error.failure.code)) unread();
      throw error;
    });
}

/**
 * Serves an ingest call straight from node:http when the path is the ingest's own (returns true), else leaves the
 * request alone (false) for whatever is behind (Next.js).
 */
export function ingestInFront(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const url = request.url ?? '/';
  if (!url.startsWith('/ingest/')) return false;
  const parsed = new URL(url, 'http://ingest.invalid');
  if (!isIngestPath(parsed.pathname)) return false;
  let closeAfter = false;
  const headers: HeaderSource = {
    headers: {
      get: (name) => {
        const lower = name.toLowerCase();
        // The TCP peer, as lib/http/peer-address.ts stamps it for Next.js: never what a client wrote under that name.
        if (lower === PEER_ADDRESS_HEADER) return request.socket.remoteAddress ?? null;
        return headerValue(request.headers, lower);
      },
    },
  };
  const call: IngestCall = {
    method: request.method ?? 'GET',
    pathname: parsed.pathname,
    search: parsed.searchParams,
    headers: headers.headers,
    clientAddress: clientAddress(headers),
    body: nodeBody(request, () => (closeAfter = true)),
  };
  void serveIngestCall(call).then(
    (reply) => {
      const body = JSON.stringify(reply!.body);
      // A body refused while it arrives (too large, too slow, no room) is not read on, and neither is one refused
      // before it was read whose bytes have not all arrived (a client sending slowly would otherwise hold the
      // connection while Node reads and drops the rest): the connection closes after the reply. A body refused once it
      // had arrived whole (a few KB, read and dropped) keeps the connection.
      if (closeAfter || !request.complete) response.shouldKeepAlive = false;
      response.writeHead(reply!.status, {
        ...nodeSecurityHeaders(),
        ...replyHeaders(reply!),
        'Content-Length': String(Buffer.byteLength(body)),
      });
      response.end(body);
    },
    (error: unknown) => {
      console.error('[ingest] reply failed:', error);
      response.destroy();
    },
  );
  return true;
}

/** The Next.js route handler of every ingest path this handler serves (app/ingest/…): the same calls from a Request. */
export async function ingestRouteHandler(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const reply =
    (await serveIngestCall({
      method: request.method,
      pathname: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      clientAddress: clientAddress(request),
      body: (maxBytes, reading) => readBodyBytes(request, readOptions(maxBytes, reading)),
    })) ?? failureReply(failure('not_found', `No ingest endpoint at ${url.pathname}`));
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: replyHeaders(reply) });
}
