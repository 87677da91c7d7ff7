/*
 * The server's response class (http.createServer's `ServerResponse` option, server/main.ts), so that the response
 * cache (server/response-cache.ts) can keep what Next.js sends without replacing methods on each response: the
 * proxy's cache tags come off every response before it is sent, and a response the cache may keep is recorded as it
 * goes out. Node sends every response's headers through `writeHead` (directly, or from its first write), and its body
 * through `write` and `end` (after Next's compression, which wraps those of each response).
 */
import http from 'node:http';
import { CACHE_TAG_HEADERS } from './http-cache-policy';

/** What a CachingResponse does with its head and body: set by the cache for one response. */
export interface Recording {
  /** Called with the headers (names lower-cased) just before they are sent; true to record the body. */
  head(headers: http.OutgoingHttpHeaders): boolean;
  /** Called once the whole response has gone out, with its body as sent (after any compression). */
  done?(status: number, headers: http.OutgoingHttpHeaders, body: Buffer): void;
  maxBytes: number;
}

export class CachingResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  private recording: Recording | undefined;
  private chunks: Buffer[] | null = null;
  private recordedBytes = 0;
  private sentHeaders: http.OutgoingHttpHeaders | undefined;

  /** Records this response for the cache. */
  record(recording: Recording): void {
    this.recording = recording;
    this.once('finish', () => {
      const chunks = this.chunks;
      if (!chunks || !recording.done) return;
      try {
        recording.done(this.statusCode, this.sentHeaders ?? {}, Buffer.concat(chunks));
      } catch (error) {
        // The response has gone out whole; failing to keep it costs only the next request its speed.
        console.error(
          `[parley] response cache could not store a response: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  /**
   * Sends a response the cache keeps, whole and straight through node:http, past this class's methods and those of
   * its subclasses: its headers are the kept ones (which carry no cache tags), and nothing of it is recorded or
   * rewritten. `head` is flat (name, value, …); no body for a HEAD or a 304.
   */
  sendKept(statusCode: number, head: string[], body: Buffer | undefined): void {
    const { writeHead, end } = http.ServerResponse.prototype;
    Reflect.apply(writeHead, this, [statusCode, head]);
    Reflect.apply(end, this, body === undefined ? [] : [body]);
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const index = rest.findIndex((arg) => typeof arg === 'object' && arg !== null);
    const given = index === -1 ? undefined : rest[index];
    let flat = false;
    let headers: http.OutgoingHttpHeaders;
    if (Array.isArray(given)) {
      // Node's other form, a flat list (name, value, name, value…): its cache tags come off, and it is not recorded.
      flat = true;
      const pairs = [];
      for (let at = 0; at + 1 < given.length; at += 2)
        if (!CACHE_TAG_HEADERS.has(String(given[at]).toLowerCase())) pairs.push(given[at], given[at + 1]);
      rest[index] = pairs;
      headers = this.getHeaders();
    } else {
      headers = { ...this.getHeaders(), ...lowerCased(given as http.OutgoingHttpHeaders | undefined) };
      if (given)
        rest[index] = Object.fromEntries(
          Object.entries(given).filter(([name]) => !CACHE_TAG_HEADERS.has(name.toLowerCase())),
        );
    }
    if (this.recording) {
      this.sentHeaders = headers;
      const wanted = this.recording.head(headers);
      this.chunks = wanted && !flat ? [] : null;
    }
    for (const name of CACHE_TAG_HEADERS) if (this.hasHeader(name)) this.removeHeader(name);
    return (super.writeHead as (...args: unknown[]) => this)(statusCode, ...rest);
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    // Node sends the head from the first write (writeHead, above), which decides whether the body is recorded.
    const written = (super.write as (...args: unknown[]) => boolean)(chunk, ...rest);
    this.take(chunk, rest[0]);
    return written;
  }

  override end(...args: unknown[]): this {
    const ended = (super.end as (...a: unknown[]) => this)(...args);
    if (typeof args[0] !== 'function') this.take(args[0], args[1]);
    return ended;
  }

  private take(chunk: unknown, encoding: unknown): void {
    const chunks = this.chunks;
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    this.recordedBytes += bytes.length;
    if (this.recordedBytes > (this.recording?.maxBytes ?? 0)) this.chunks = null;
    else chunks.push(bytes);
  }
}

function lowerCased(headers: http.OutgoingHttpHeaders | undefined): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}
