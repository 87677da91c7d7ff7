/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CachingResponse, type Recording } from './caching-response';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER } from '../lib/http/cache-invalidation';

// The response class on its own, on a real node:http server: what it takes off every response before it goes out,
// and what it hands the cache of a response it records (server/response-cache.test.ts tests the cache through it).

interface Recorded {
  heads: http.OutgoingHttpHeaders[];
  done: { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }[];
}

/**
 * A server whose every response is recorded (`record` says how: whether the body is wanted, the most bytes kept) and
 * then made by `respond`; answers what a client received and what the recording was handed.
 */
async function exchange(
  respond: (response: CachingResponse) => void,
  { wanted = true, maxBytes = 1024, method = 'GET' }: { wanted?: boolean; maxBytes?: number; method?: string } = {},
) {
  const recorded: Recorded = { heads: [], done: [] };
  const recording: Recording = {
    head(headers) {
      recorded.heads.push(headers);
      return wanted;
    },
    done(status, headers, body) {
      recorded.done.push({ status, headers, body });
    },
    maxBytes,
  };
  const server = http.createServer({ ServerResponse: CachingResponse }, (_request, response) => {
    response.record(recording);
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/', method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', reject);
      request.end();
    });
    // 'finish' (when done is called) comes before the client has read the end, but let it run.
    await new Promise((resolve) => setImmediate(resolve));
    return { received, recorded };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const headerNames = (rawHeaders: string[]) => rawHeaders.filter((_, at) => at % 2 === 0).map((n) => n.toLowerCase());

describe('the cache tags never leave the server', () => {
  test('given to writeHead as an object, in any case: the client gets the other headers, the recording all of them, lower-cased', async () => {
    const { received, recorded } = await exchange((response) => {
      response.writeHead(200, {
        'Content-Type': 'text/plain',
        [CACHE_TAGS_HEADER.toUpperCase()]: 'question:1',
        [CACHE_KEY_COOKIES_HEADER]: 'lang',
      });
      response.end('kept');
    });
    expect(headerNames(received.rawHeaders)).toContain('content-type');
    expect(headerNames(received.rawHeaders)).not.toContain(CACHE_TAGS_HEADER);
    expect(headerNames(received.rawHeaders)).not.toContain(CACHE_KEY_COOKIES_HEADER);
    expect(recorded.heads).toHaveLength(1);
    expect(recorded.heads[0]).toMatchObject({ 'content-type': 'text/plain', [CACHE_TAGS_HEADER]: 'question:1' });
    expect(recorded.done.map((d) => [d.status, d.body.toString()])).toEqual([[200, 'kept']]);
  });

  test('given to writeHead as a flat list (name, value, …): they come off, the rest goes out, and the body is not recorded', async () => {
    const { received, recorded } = await exchange((response) => {
      response.writeHead(200, ['Content-Type', 'text/plain', CACHE_TAGS_HEADER, 'question:1', 'X-Other', 'yes']);
      response.end('not kept');
    });
    expect(received.body.toString()).toBe('not kept');
    const names = headerNames(received.rawHeaders);
    expect(names).toEqual(expect.arrayContaining(['content-type', 'x-other']));
    expect(names).not.toContain(CACHE_TAGS_HEADER);
    expect(recorded.done).toEqual([]);
  });

  test('set with setHeader and sent by the first write: they come off too', async () => {
    const { received, recorded } = await exchange((response) => {
      response.setHeader(CACHE_TAGS_HEADER, 'question:2');
      response.setHeader('content-type', 'text/plain');
      response.write('first ');
      response.end('second');
    });
    expect(headerNames(received.rawHeaders)).not.toContain(CACHE_TAGS_HEADER);
    expect(recorded.heads[0]).toMatchObject({ [CACHE_TAGS_HEADER]: 'question:2' });
    expect(recorded.done[0]?.body.toString()).toBe('first second');
  });
});

describe('what the recording is handed', () => {
  test("the body as sent, chunk by chunk, strings in their own encoding (a write's and end's)", async () => {
    const { received, recorded } = await exchange((response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write('caf', 'utf8');
      response.write('c3a9', 'hex');
      response.write(Buffer.from(' ok'));
      response.end('IQ==', 'base64');
    });
    expect(received.body.toString('utf8')).toBe('café ok!');
    expect(recorded.done[0]?.body.equals(received.body)).toBe(true);
  });

  test('end with only a callback adds nothing to the body', async () => {
    let called = false;
    const { recorded } = await exchange((response) => {
      response.writeHead(200);
      response.write('whole');
      response.end(() => {
        called = true;
      });
    });
    expect(called).toBe(true);
    expect(recorded.done[0]?.body.toString()).toBe('whole');
  });

  test('a body of exactly maxBytes is recorded; one byte more and nothing is', async () => {
    const exact = await exchange(
      (response) => {
        response.write('12345');
        response.end('678');
      },
      { maxBytes: 8 },
    );
    expect(exact.recorded.done.map((d) => d.body.toString())).toEqual(['12345678']);
    const over = await exchange(
      (response) => {
        response.write('12345');
        response.end('6789');
      },
      { maxBytes: 8 },
    );
    expect(over.received.body.toString()).toBe('123456789');
    expect(over.recorded.done).toEqual([]);
  });

  test('a response whose head the recording does not want is sent whole and recorded not at all', async () => {
    const { received, recorded } = await exchange(
      (response) => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('missing');
      },
      { wanted: false },
    );
    expect([received.status, received.body.toString()]).toEqual([404, 'missing']);
    expect(recorded.heads).toHaveLength(1);
    expect(recorded.done).toEqual([]);
  });

  test('a recording that throws costs the response nothing: it arrives whole, and the failure is logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const server = http.createServer({ ServerResponse: CachingResponse }, (_request, response) => {
        response.record({
          head: () => true,
          done() {
            throw new Error('store is full');
          },
          maxBytes: 100,
        });
        response.end('arrives');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const text = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      await new Promise((resolve) => server.close(resolve));
      expect(text).toBe('arrives');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('store is full'));
    } finally {
      logged.mockRestore();
    }
  });
});

describe('sendKept: a kept response, straight through node:http', () => {
  test('its status, flat headers and body go out as given, and nothing of it is recorded again', async () => {
    const { received, recorded } = await exchange((response) => {
      response.sendKept(200, ['content-type', 'text/plain', 'content-length', '4'], Buffer.from('kept'));
    });
    expect([received.status, received.body.toString()]).toEqual([200, 'kept']);
    expect(recorded.heads).toEqual([]);
    expect(recorded.done).toEqual([]);
  });

  test('without a body (a HEAD, a 304): the head alone', async () => {
    const { received } = await exchange(
      (response) => {
        response.sendKept(304, ['etag', '"abc"'], undefined);
      },
      { method: 'GET' },
    );
    expect(received.status).toBe(304);
    expect(received.body.length).toBe(0);
  });
});
