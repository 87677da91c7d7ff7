import 'server-only';
import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';

/**
 * Gzips a stream of lines, flushing after each chunk so every line reaches the browser as soon as it is written (a
 * plain gzip stream would hold the first batches back until its buffer fills, and the player could not paint).
 * Next.js does not compress route handlers' streamed answers itself.
 */
export function gzipEachChunk(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  void (async () => {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!gzip.write(value)) await new Promise((resolve) => gzip.once('drain', resolve));
        await new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      }
      gzip.end();
    } catch (error) {
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
}

/** Whether the request's Accept-Encoding allows gzip. */
export function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
}
