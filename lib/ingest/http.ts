import 'server-only';
import type http from 'node:http';
import type { z } from 'zod';
import { AppError, failure, type Failure } from '@/lib/errors';
import { clientAddress, PEER_ADDRESS_HEADER, type HeaderSource } from '@/lib/http/client-address';
import { decodeUtf8, parseJsonText, readBodyBytes } from '@/lib/http/request-body';
import { failureParts } from '@/lib/http/route';
import { headerValue } from '@/lib/http/request-guard';
import { readablePath } from '@/lib/http/unreadable';
import { nodeSecurityHeaders } from '@/lib/security/headers';
import { ingestBatch } from './batches';
import { flagsFor, flagsRequestSchema } from './flags';
import { storeImages } from './images';
import {
  BEACON_SIZE_LIMIT,
  IMAGES_REQUEST_MAX_BYTES,
  INGEST_RETRY_AFTER_SECONDS,
  JSON_SIZE_LIMIT,
  MAX_IMAGES_PER_SESSION,
} from './limits';
import { ingestService } from './service';
import { BoundedQueue } from './queue';
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
  /** The body, read up to `maxBytes` (AppError `too_large` beyond, before reading when Content-Length says so). */
  body(maxBytes: number): Promise<Uint8Array>;
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

/** The bodies of batches being taken, bounded in number and bytes (memory stays bounded however fast they come). */
const BATCHES_IN_FLIGHT = new BoundedQueue();

const handleBatch: Handler = async (call) => {
  const declared = Number(call.headers.get('content-length') ?? Number.NaN);
  const size = Number.isFinite(declared) && declared > 0 ? Math.min(declared, BEACON_SIZE_LIMIT) : BEACON_SIZE_LIMIT;
  return BATCHES_IN_FLIGHT.run(size, async () =>
    replyOf(
      await ingestBatch({
        token: ingestBearer(call),
        batchParam: call.search.get('batch'),
        contentEncoding: call.headers.get('content-encoding'),
        contentLength: Number.isSafeInteger(declared) && declared >= 0 ? declared : null,
        body: (maxBytes) => call.body(maxBytes),
      }),
    ),
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

const handleImages: Handler = async (call) => {
  // Images are disk as batches are: refused alike while the disk is nearly full or the index too far behind.
  const busy = await ingestService().overloaded();
  if (busy) return failureReply(failure('unavailable', busy, { retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS }));
  const claims = await caller(call, { mayRecord: true });
  const contentType = call.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new AppError('unsupported_media_type', 'Content-Type must be multipart/form-data');
  const body = await call.body(IMAGES_REQUEST_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(body.slice(), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('invalid', 'body: is not valid multipart/form-data', { field: 'body' });
  }
  const parts = form.getAll('snapshot');
  const bytes = parts.reduce((sum, part) => sum + (typeof part === 'string' ? 0 : part.size), 0);
  const service = ingestService();
  const taken = await service.ledgers.takeImages(claims.sessionId, parts.length, bytes);
  if (taken === 'no_session') return failureReply(failure('unauthorized', 'No such session; start a new one'));
  if (taken === 'too_many')
    return failureReply(
      failure('too_large', `A session stores at most ${MAX_IMAGES_PER_SESSION} canvas snapshots`, {
        limit: MAX_IMAGES_PER_SESSION,
      }),
    );
  if (taken === 'over_quota') return failureReply(failure('forbidden', 'This session has stored its quota of bytes'));
  const stored = await storeImages(claims, form).catch((error: unknown) => {
    service.ledgers.giveBackImages(claims.sessionId, parts.length, bytes);
    throw error;
  });
  if (!stored.ok) service.ledgers.giveBackImages(claims.sessionId, parts.length, bytes);
  return replyOf(stored);
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

/**
 * A node:http request body, read up to `maxBytes`. A body refused for its size is left unread: `unread` is called so
 * the connection closes after the 413 instead of reading the rest.
 */
function nodeBody(request: http.IncomingMessage, unread: () => void): (maxBytes: number) => Promise<Uint8Array> {
  return (maxBytes) =>
    readBodyBytes(request, { maxBytes }).catch((error: unknown) => {
      if (error instanceof AppError && error.failure.code === 'too_large') unread();
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
      // A body refused for its size is not read on: the connection closes after the reply. (Node reads and drops the
      // rest of a body refused for any other reason, a few KB at most, and keeps the connection.)
      if (closeAfter) response.shouldKeepAlive = false;
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
      body: (maxBytes) => readBodyBytes(request, { maxBytes }),
    })) ?? failureReply(failure('not_found', `No ingest endpoint at ${url.pathname}`));
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: replyHeaders(reply) });
}
