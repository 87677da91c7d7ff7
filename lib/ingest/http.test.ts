/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ingestInFront } from './http';
import { JSON_SIZE_LIMIT } from './limits';

/** The ingest in front of a server that answers 404 for anything else, as server/ingest.ts mounts it. */
async function ingestServer() {
  const server = http.createServer((request, response) => {
    if (!ingestInFront(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const post = (path: string, chunks: Buffer[], headers: Record<string, string> = {}) =>
    new Promise<{ status: number; connection?: string; body: Record<string, unknown> }>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body: JSON.parse(text) }),
        );
      });
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk, () => undefined);
      request.end();
    });
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { post, close };
}

describe('the ingest in front of node:http reads bodies with the shared reader', () => {
  test(`a JSON body over ${JSON_SIZE_LIMIT} bytes gets 413 naming the limit, and the connection closes after it (the rest is never read)`, async () => {
    const server = await ingestServer();
    try {
      const chunked = [Buffer.alloc(JSON_SIZE_LIMIT, 0x20), Buffer.alloc(JSON_SIZE_LIMIT, 0x20)];
      expect(await server.post('/ingest/v1/web/start', chunked)).toEqual({
        status: 413,
        connection: 'close',
        body: { error: `Request body must be at most ${JSON_SIZE_LIMIT} bytes` },
      });
      const declared = { 'content-length': String(JSON_SIZE_LIMIT + 1) };
      expect(await server.post('/ingest/v1/web/start', [Buffer.alloc(JSON_SIZE_LIMIT + 1, 0x20)], declared)).toEqual({
        status: 413,
        connection: 'close',
        body: { error: `Request body must be at most ${JSON_SIZE_LIMIT} bytes` },
      });
    } finally {
      await server.close();
    }
  });

  test('a body refused for what it says, not its size, gets its 400 on a connection kept open', async () => {
    const server = await ingestServer();
    try {
      expect(await server.post('/ingest/v1/web/start', [Buffer.from([0xff, 0xfe])])).toEqual({
        status: 400,
        connection: 'keep-alive',
        body: { error: 'body: is not valid UTF-8', field: 'body' },
      });
      expect(await server.post('/ingest/v1/web/start', [Buffer.from('{"projectKey":')])).toMatchObject({
        status: 400,
        connection: 'keep-alive',
        body: { error: 'body: is not valid JSON' },
      });
    } finally {
      await server.close();
    }
  });
});
