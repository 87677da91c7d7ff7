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
 * How slowly a body may arrive before it is refused with AppError `timeout` (408), as Apache's mod_reqtimeout judges
 * it: `graceMs` for any body, one second more for every `minBytesPerSecond` bytes received, and never more than
 * `maxMs` in all. A client that declares a large body and then sends nothing, or trickles it, so holds a connection
 * (and whatever its bytes hold) for seconds, not for the server's request timeout.
 */
export interface BodyPace {
  graceMs: number;
  minBytesPerSecond: number;
  maxMs: number;
}

export interface ReadBodyOptions {
  maxBytes: number;
  /**
   * Told of each chunk's bytes as they arrive, before they are kept: it may throw (an AppError, such as `unavailable`
   * when a budget of bytes in flight is spent), which stops the read with that error, the rest left unread.
   */
  onChunk?: (bytes: number) => void;
  pace?: BodyPace;
}

/**
 * Reads a whole body as bytes, refusing more than `maxBytes` with AppError `too_large`: checked on the declared
 * Content-Length first and again while reading, so a lying or missing Content-Length cannot get more through (and the
 * rest of an oversized body is never buffered). With `pace`, a body slower than it allows is refused with `timeout`.
 * The rest of a refused body is left unread, not the connection cut: the caller still sends its 4xx (and may close the
 * connection after it).
 */
export async function readBodyBytes(request: BodySource, options: ReadBodyOptions): Promise<Uint8Array> {
  const { maxBytes } = options;
  const tooLarge = () =>
    new AppError('too_large', `Request body must be at most ${maxBytes} bytes`, { limit: maxBytes });
  const declared = Number(
    isFetchRequest(request) ? request.headers.get('content-length') : request.headers['content-length'],
  );
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array): void => {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    options.onChunk?.(chunk.byteLength);
    chunks.push(chunk);
  };
  const reading = new BodyReading(take, options.pace, () => size);
  await (isFetchRequest(request) ? readFetchBody(request, reading) : readNodeBody(request, reading));
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

/**
 * One read of a body: hands each chunk to `take` (which throws to refuse it), and with a pace, a timer that refuses a
 * body arriving too slowly. The timer is re-armed for what is left of the time allowed, which grows with the bytes
 * received; elapsed time is the sum of the timer's own delays, so no clock is read.
 */
class BodyReading {
  private timer: NodeJS.Timeout | undefined;
  private elapsedMs = 0;
  private stop: ((error: AppError) => void) | null = null;

  constructor(
    private readonly take: (chunk: Uint8Array) => void,
    private readonly pace: BodyPace | undefined,
    private readonly received: () => number,
  ) {}

  /** Starts the timer; `stop` ends the read with the timeout's error. */
  begin(stop: (error: AppError) => void): void {
    this.stop = stop;
    if (this.pace) this.arm(this.allowedMs());
  }

  /** A chunk arrived: taken, or refused by throwing (the timer stops either way). */
  chunk(chunk: Uint8Array): void {
    try {
      this.take(chunk);
    } catch (error) {
      this.end();
      throw error;
    }
  }

  end(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stop = null;
  }

  private allowedMs(): number {
    const pace = this.pace!;
    return Math.min(pace.maxMs, pace.graceMs + (this.received() / pace.minBytesPerSecond) * 1000);
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.elapsedMs += delayMs;
      const left = this.allowedMs() - this.elapsedMs;
      if (left > 0) return this.arm(left);
      const stop = this.stop;
      this.end();
      stop?.(
        new AppError(
          'timeout',
          `The request body did not arrive in time (at least ${this.pace!.minBytesPerSecond} bytes a second)`,
        ),
      );
    }, delayMs);
    this.timer.unref?.();
  }
}

/** Hands each chunk to the reading until it refuses one (then cancels the stream, throwing its error) or the body ends. */
async function readFetchBody(request: Request, reading: BodyReading): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let stopped: AppError | null = null;
  const timedOut = new Promise<never>((_, reject) =>
    reading.begin((error) => {
      stopped = error;
      reject(error);
    }),
  );
  timedOut.catch(() => undefined);
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timedOut]);
      if (done) return;
      reading.chunk(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw stopped ?? error;
  } finally {
    reading.end();
  }
}

/**
 * As readFetchBody, for node:http. Refused, the stream is paused, not destroyed: destroying an IncomingMessage
 * destroys its socket, and with it the 4xx the caller is about to send.
 */
function readNodeBody(request: http.IncomingMessage, reading: BodyReading): Promise<void> {
  if (request.readableEnded) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown) => {
      reading.end();
      request.off('data', onData).off('end', onEnd).off('error', onError);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const refuse = (error: unknown) => {
      request.pause();
      settle(error);
    };
    const onData = (chunk: Buffer) => {
      try {
        reading.chunk(chunk);
      } catch (error) {
        refuse(error);
      }
    };
    const onEnd = () => settle();
    // A client that goes away in the middle of its body is no fault of ours: a 4xx nobody reads, not a 500.
    const onError = (error: Error) =>
      settle(
        request.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET'
          ? new AppError('invalid', 'body: the request was aborted before its end', { field: 'body' })
          : error,
      );
    request.on('data', onData).once('end', onEnd).once('error', onError);
    reading.begin(refuse);
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
