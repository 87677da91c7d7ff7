/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@/lib/errors';
import { readBodyBytes, type BodySource } from './request-body';

const LIMIT = 1_000;

/** What a read ended in: the bytes' length, or the refusal's code and limit. */
async function outcome(read: Promise<Uint8Array>) {
  try {
    return { bytes: (await read).byteLength };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.failure.code, limit: error.failure.limit };
    throw error;
  }
}

/**
 * A real node:http server whose handler reads the body with readBodyBytes and answers what came of it (413 and
 * `Connection: close` when refused, as the ingest does); `send` posts a body in chunks, declared or not.
 */
async function nodeServer() {
  const server = http.createServer((request, response) => {
    void outcome(readBodyBytes(request, { maxBytes: LIMIT })).then(
      (result) => {
        if ('refused' in result) response.shouldKeepAlive = false;
        response.writeHead('refused' in result ? 413 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      },
      (error: unknown) => response.writeHead(500).end(JSON.stringify({ failed: String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (chunks: Buffer[], headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      });
      request.on('error', reject);
      // The rest of a refused body may find the connection closed: that is the point, not an error of the test.
      for (const chunk of chunks) request.write(chunk, () => undefined);
      request.end();
    });
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { send, close };
}

const fetchRequest = (chunks: Uint8Array[], headers: Record<string, string> = {}): BodySource =>
  new Request('http://localhost/', {
    method: 'POST',
    headers,
    body: new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('readBodyBytes: one reader for node:http requests and Fetch API requests', () => {
  test('a body within the limit, in several chunks, is read whole from a Request', async () => {
    expect(
      await outcome(readBodyBytes(fetchRequest([new Uint8Array(600), new Uint8Array(400)]), { maxBytes: LIMIT })),
    ).toEqual({
      bytes: 1_000,
    });
  });

  test('a Request over the limit is refused with too_large naming the limit, declared or not', async () => {
    const chunks = [new Uint8Array(600), new Uint8Array(401)];
    expect(await outcome(readBodyBytes(fetchRequest(chunks), { maxBytes: LIMIT }))).toEqual({
      refused: 'too_large',
      limit: LIMIT,
    });
    const declared = fetchRequest([new Uint8Array(10)], { 'content-length': String(LIMIT + 1) });
    expect(await outcome(readBodyBytes(declared, { maxBytes: LIMIT }))).toEqual({ refused: 'too_large', limit: LIMIT });
  });

  test('node:http: a body within the limit is read whole; one over it, declared or chunked without a length, gets its 413 on the open connection', async () => {
    const server = await nodeServer();
    try {
      expect(await server.send([Buffer.alloc(600), Buffer.alloc(400)])).toEqual({
        status: 200,
        body: { bytes: 1_000 },
      });
      expect(await server.send([Buffer.alloc(20)], { 'content-length': '20' })).toEqual({
        status: 200,
        body: { bytes: 20 },
      });
      // Announced too large: refused before a byte is read.
      expect(await server.send([Buffer.alloc(LIMIT + 1)], { 'content-length': String(LIMIT + 1) })).toEqual({
        status: 413,
        body: { refused: 'too_large', limit: LIMIT },
      });
      // No length announced (chunked): refused once the bytes read pass the limit, the rest left unread.
      expect(await server.send([Buffer.alloc(900), Buffer.alloc(900), Buffer.alloc(64 * 1024)])).toEqual({
        status: 413,
        body: { refused: 'too_large', limit: LIMIT },
      });
    } finally {
      await server.close();
    }
  });

  describe('bytes told as they arrive, and a pace a body must keep (408 slower)', () => {
    const PACE = { graceMs: 1_000, minBytesPerSecond: 100, maxMs: 5_000 };

    /** A Request whose body sends `first` and then nothing more, until the test ends it. */
    function stalled(first: Uint8Array) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const request = new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-length': '1000000' },
        body: new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
            c.enqueue(first);
          },
        }),
        duplex: 'half',
      } as RequestInit);
      return { request, more: (chunk: Uint8Array) => controller.enqueue(chunk), end: () => controller.close() };
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('a body declared large that stalls after 20 bytes is refused with timeout once its grace is over, not before', async () => {
      const body = stalled(new Uint8Array(20));
      const held: number[] = [];
      const read = outcome(
        readBodyBytes(body.request, { maxBytes: 2_000_000, pace: PACE, onChunk: (n) => held.push(n) }),
      );
      // 20 bytes buy 200 ms more than the grace.
      await jest.advanceTimersByTimeAsync(1_199);
      let done = false;
      void read.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await read).toEqual({ refused: 'timeout', limit: undefined });
      // Only what arrived was told, never what was declared.
      expect(held).toEqual([20]);
    });

    test('a body that keeps the pace is read whole, however long it takes within the most allowed; past that it is refused', async () => {
      const steady = stalled(new Uint8Array(100));
      let refusedAt: number | null = null;
      const read = outcome(readBodyBytes(steady.request, { maxBytes: 2_000_000, pace: PACE }));
      let elapsed = 0;
      void read.then(() => (refusedAt = elapsed));
      // 100 bytes every 900 ms keeps the pace (a second more per 100 bytes), but not past maxMs.
      while (refusedAt === null && elapsed < 30_000) {
        elapsed += 100;
        await jest.advanceTimersByTimeAsync(100);
        if (refusedAt === null && elapsed % 900 === 0) steady.more(new Uint8Array(100));
      }
      expect(await read).toEqual({ refused: 'timeout', limit: undefined });
      expect(refusedAt).toBe(PACE.maxMs);

      const quick = stalled(new Uint8Array(100));
      const whole = outcome(readBodyBytes(quick.request, { maxBytes: 2_000_000, pace: PACE }));
      for (let i = 0; i < 3; i++) {
        await jest.advanceTimersByTimeAsync(900);
        quick.more(new Uint8Array(100));
      }
      quick.end();
      expect(await whole).toEqual({ bytes: 400 });
    });

    test('a chunk the caller refuses stops the read with its error, the rest unread', async () => {
      jest.useRealTimers();
      const full = new AppError('unavailable', 'The ingest is busy; try again shortly');
      let told = 0;
      const read = outcome(
        readBodyBytes(fetchRequest([new Uint8Array(600), new Uint8Array(600), new Uint8Array(600)]), {
          maxBytes: 10_000,
          onChunk: (n) => {
            told += n;
            if (told > 1_000) throw full;
          },
        }),
      );
      expect(await read).toEqual({ refused: 'unavailable', limit: undefined });
      expect(told).toBe(1_200);
    });
  });
});
