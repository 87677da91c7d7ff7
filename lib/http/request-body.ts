import 'server-only';
import type http from 'node:http';
import type { z } from 'zod';
import { AppError, zodFailure } from '@/lib/errors';
import { findUnreadable, jsonDepth } from './unreadable';

/** Largest JSON body any product API endpoint reads; the bodies it expects are a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

/**
 * Deepest nesting of arrays and objects a JSON body may have: far beyond any body the site expects (a few levels),
 * far below what would exhaust the stack of anything that walks it.
 */
export const MAX_JSON_DEPTH = 64;

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Reads a JSON body and validates it, or throws AppError: `unsupported_media_type` for another content type,
 * `too_large` past `maxBytes`, `invalid` for invalid UTF-8, nesting past MAX_JSON_DEPTH, malformed JSON, a NUL or a
 * lone surrogate anywhere in it (lib/http/unreadable.ts), or a schema violation (naming the first offending field). `anyContentType` reads JSON whatever the request says it is (the tracker's JSON calls, like
 * OpenReplay's, may come without a Content-Type).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = MAX_JSON_BODY_BYTES, anyContentType = false }: { maxBytes?: number; anyContentType?: boolean } = {},
): Promise<z.output<Schema>> {
  if (!anyContentType && !JSON_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('unsupported_media_type', 'Content-Type must be application/json');
  }
  return parseJsonText(decodeUtf8(await readBodyBytes(request, { maxBytes })), schema);
}

/**
 * A JSON text validated against `schema`, or AppError `invalid`: empty, nested past MAX_JSON_DEPTH, malformed, with a
 * NUL or a lone surrogate anywhere in it, or a schema violation. What every JSON body goes through, wherever it was read
 * (the product API's route handlers here, the ingest's own HTTP handler).
 */
export async function parseJsonText<Schema extends z.ZodType>(text: string, schema: Schema): Promise<z.output<Schema>> {
  if (text.trim() === '') throw new AppError('invalid', 'body: must be a JSON object', { field: 'body' });
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new AppError('invalid', `body: is nested more than ${MAX_JSON_DEPTH} levels deep`, { field: 'body' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('invalid', 'body: is not valid JSON', { field: 'body' });
  }
  const unreadable = findUnreadable(value);
  if (unreadable)
    throw new AppError('invalid', `${unreadable[0]}: ${unreadable[1]}`, { field: unreadable[0].split(/[.[]/)[0] });
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw AppError.from(zodFailure(result.error, 'body'));
  return result.data;
}

/**
 * A request as either kind of server hands it over: a Fetch API Request (Next.js's route handlers) or node:http's
 * IncomingMessage (the servers' own handlers: the ingest in front of Next.js, the standalone ingest).
 */
export type BodySource = Request | http.IncomingMessage;

/**
 * Reads a whole body as bytes, refusing more than `maxBytes` with AppError `too_large`: checked on the declared
 * Content-Length first and again while reading, so a lying or missing Content-Length cannot get more through (and the
 * rest of an oversized body is never buffered). The rest of a refused body is left unread, not the connection cut:
 * the caller still sends its 413 (and may close the connection after it).
 */
export async function readBodyBytes(request: BodySource, { maxBytes }: { maxBytes: number }): Promise<Uint8Array> {
  const tooLarge = () =>
    new AppError('too_large', `Request body must be at most ${maxBytes} bytes`, { limit: maxBytes });
  const declared = Number(
    isFetchRequest(request) ? request.headers.get('content-length') : request.headers['content-length'],
  );
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array): boolean => {
    size += chunk.byteLength;
    if (size > maxBytes) return false;
    chunks.push(chunk);
    return true;
  };
  const whole = await (isFetchRequest(request) ? readFetchBody(request, take) : readNodeBody(request, take));
  if (!whole) throw tooLarge();
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A Request has a `body` (null when empty); an IncomingMessage is the body stream itself. */
const isFetchRequest = (request: BodySource): request is Request => 'body' in request;

/** Hands each chunk to `take` until it says no (then cancels the stream: false) or the body ends (true). */
async function readFetchBody(request: Request, take: (chunk: Uint8Array) => boolean): Promise<boolean> {
  if (!request.body) return true;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    if (!take(value)) {
      await reader.cancel().catch(() => undefined);
      return false;
    }
  }
}

/**
 * As readFetchBody, for node:http. Refused, the stream is paused, not destroyed: destroying an IncomingMessage
 * destroys its socket, and with it the 413 the caller is about to send.
 */
function readNodeBody(request: http.IncomingMessage, take: (chunk: Uint8Array) => boolean): Promise<boolean> {
  if (request.readableEnded) return Promise.resolve(true);
  return new Promise<boolean>((resolve, reject) => {
    const settle = (outcome: boolean | Error) => {
      request.off('data', onData).off('end', onEnd).off('error', onError);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      if (take(chunk)) return;
      request.pause();
      settle(false);
    };
    const onEnd = () => settle(true);
    const onError = (error: Error) => settle(error);
    request.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/** UTF-8 text of a body, or AppError `invalid` when it is not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('invalid', 'body: is not valid UTF-8', { field: 'body' });
  }
}
