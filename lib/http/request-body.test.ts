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
});
