/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { ResponseCache, cacheInFront } from './response-cache';
import { CachingResponse } from './caching-response';
import { RESPONSE_CACHE_STATUS_HEADER } from './http-cache-policy';
import { RESPONSE_CACHE_MAX_BYTES, RESPONSE_CACHE_MAX_ENTRY_BYTES } from './response-store';
import { CACHED_PAGE_CHANGE_MAX_MS, CACHED_PAGE_MAX_AGE_MS } from './tag-invalidation';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER, questionPageTag } from '../lib/http/cache-invalidation';
import { cachedPagesChanging, listenToCachedPageChanges } from '../lib/change-feed/cached-pages';

/** What the origin (Next.js in the site) responds for a path: status, headers, body; `calls` counts what reached it. */
type Origin = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const PAGE = '<!doctype html><p>An article, the same for every reader</p>';
const PRERENDERED: Record<string, string | string[]> = {
  'cache-control': 's-maxage=31536000',
  etag: '"abc"',
  'content-type': 'text/html; charset=utf-8',
  vary: 'rsc, Accept-Encoding',
  'x-nextjs-prerender': ['1', '1'],
  'x-nextjs-cache': 'HIT',
};

/** A real HTTP server with the cache in front of `origin`, as server/main.ts puts it in front of Next.js. */
async function serve(origin: Origin, cache = new ResponseCache()) {
  const calls: string[] = [];
  const server = http.createServer({ ServerResponse: CachingResponse }, (request, response) => {
    if (cacheInFront(cache, request, response)) return;
    calls.push(`${request.method} ${request.url}`);
    origin(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // node:http rather than fetch: fetch adds `Cache-Control: no-cache` to a request with If-None-Match, and sets Host.
  const ask = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: Headers; body: Buffer; raw: Buffer }>((resolve, reject) => {
      const request = http.request(
        `${base}${path}`,
        { method: init.method ?? 'GET', headers: init.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const headers = new Headers();
            for (let i = 0; i + 1 < response.rawHeaders.length; i += 2)
              headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
            // Undone as a browser does.
            resolve({
              status: response.statusCode ?? 0,
              headers,
              raw,
              body: headers.get('content-encoding') === 'gzip' ? gunzipSync(raw) : raw,
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { ask, base, calls, cache, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const pageOrigin =
  (headers: http.OutgoingHttpHeaders = PRERENDERED, body = PAGE): Origin =>
  (_request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value as string | string[]);
    response.statusCode = 200;
    response.write(body.slice(0, 10));
    response.end(body.slice(10));
  };

/** An origin that holds every response until `release()`; `reached` settles once a request has reached it. */
function holdingOrigin(answer: Origin) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reachedNow: () => void = () => {};
  const reached = new Promise<void>((resolve) => (reachedNow = resolve));
  const origin: Origin = (request, response) => {
    reachedNow();
    void held.then(() => answer(request, response));
  };
  return { origin, reached, release };
}

let site: Awaited<ReturnType<typeof serve>>;
afterEach(async () => site?.close());

describe('a prerendered page, marked for shared caches', () => {
  test('the second anonymous request is served from memory with the same bytes and headers, and never reaches the origin', async () => {
    site = await serve(pageOrigin());
    const first = await site.ask('/articles/x?lang=de');
    const second = await site.ask('/articles/x?lang=de');
    expect(site.calls).toEqual(['GET /articles/x?lang=de']);
    expect(first.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(second.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(second.body.toString()).toBe(PAGE);
    for (const name of ['cache-control', 'etag', 'content-type', 'vary', 'x-nextjs-prerender'])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    // A header sent twice is cached twice.
    expect(second.headers.get('x-nextjs-prerender')).toBe('1, 1');
    expect(second.headers.get('age')).toBe('0');
  });

  test('another address, another query or another host is another page', async () => {
    site = await serve(pageOrigin());
    await site.ask('/articles/x?lang=de');
    await site.ask('/articles/x?lang=fa');
    await site.ask('/articles/y?lang=de');
    await site.ask('/articles/x?lang=de', { headers: { host: 'other.example' } });
    expect(site.calls).toHaveLength(4);
  });

  test('the request headers its Vary names are part of the key: a gzip response is cached beside the plain one', async () => {
    site = await serve((request, response) => {
      const gzip = /gzip/.test(String(request.headers['accept-encoding']));
      for (const [name, value] of Object.entries(PRERENDERED)) response.setHeader(name, value);
      if (gzip) response.setHeader('content-encoding', 'gzip');
      response.end(gzip ? gzipSync(PAGE) : PAGE);
    });
    await site.ask('/a?lang=de');
    await site.ask('/a?lang=de', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await site.ask('/a?lang=de');
    const zipped = await site.ask('/a?lang=de', { headers: { 'accept-encoding': 'gzip' } });
    const rsc = await site.ask('/a?lang=de', { headers: { rsc: '1' } });
    expect(site.calls).toHaveLength(3);
    expect(plain.body.toString()).toBe(PAGE);
    expect(zipped.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(zipped.body.toString()).toBe(PAGE);
    expect(rsc.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('MISS');
  });

  test('If-None-Match with the cached ETag gets 304 and no body; HEAD gets the headers alone', async () => {
    site = await serve(pageOrigin());
    await site.ask('/p');
    const notModified = await site.ask('/p', { headers: { 'if-none-match': 'W/"zzz", "abc"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.get('etag')).toBe('"abc"');
    expect(notModified.headers.get('cache-control')).toBe('s-maxage=31536000');
    expect(notModified.headers.get('content-type')).toBeNull();
    const head = await site.ask('/p', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(site.calls).toEqual(['GET /p']);
  });

  test('a response is cached only as long as its s-maxage says; then the origin is asked again', async () => {
    let clock = 1_000_000;
    site = await serve(
      pageOrigin({ ...PRERENDERED, 'cache-control': 'public, max-age=5, s-maxage=60' }),
      new ResponseCache(undefined, () => clock),
    );
    await site.ask('/p');
    clock += 59_999;
    const cached = await site.ask('/p');
    // Age and Date are the cache's, at the time it responds.
    expect(cached.headers.get('age')).toBe('59');
    expect(cached.headers.get('date')).toBe(new Date(clock).toUTCString());
    clock += 1;
    await site.ask('/p');
    expect(site.calls).toEqual(['GET /p', 'GET /p']);
  });

  test('a reload (Cache-Control: no-cache or max-age=0) asks the origin, and its response replaces the cached one', async () => {
    let version = 1;
    site = await serve((request, response) => pageOrigin(PRERENDERED, `version ${version}`)(request, response));
    await site.ask('/p');
    version = 2;
    expect((await site.ask('/p', { headers: { 'cache-control': 'max-age=0' } })).body.toString()).toBe('version 2');
    expect((await site.ask('/p')).body.toString()).toBe('version 2');
    version = 3;
    expect((await site.ask('/p', { headers: { pragma: 'no-cache' } })).body.toString()).toBe('version 3');
    expect(site.calls).toHaveLength(3);
  });
});

describe('what never comes from the cache', () => {
  test.each([
    ['a cookie (a member, or a saved language)', { cookie: 'parley_session=abc' }],
    ['an Authorization header', { authorization: 'Bearer abc' }],
    ['a Range', { range: 'bytes=0-10' }],
  ])('a request with %s always reaches the origin and is never cached', async (_name, headers) => {
    site = await serve(pageOrigin());
    await site.ask('/p', { headers });
    const again = await site.ask('/p', { headers });
    expect(again.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBeNull();
    expect(site.calls).toHaveLength(2);
    await site.ask('/p');
    expect(site.calls).toHaveLength(3);
  });

  test('a POST is never served from the cache, nor cached', async () => {
    site = await serve(pageOrigin());
    await site.ask('/p', { method: 'POST' });
    await site.ask('/p', { method: 'POST' });
    await site.ask('/p');
    expect(site.calls).toEqual(['POST /p', 'POST /p', 'GET /p']);
  });

  test.each([
    ['a member page (no-cache)', { 'cache-control': 'no-cache' }],
    ['a private page', { 'cache-control': 'private, max-age=60' }],
    ['no-store', { 'cache-control': 's-maxage=60, no-store' }],
    ['no Cache-Control at all', {}],
    ['s-maxage=0', { 'cache-control': 's-maxage=0' }],
    ['Set-Cookie', { 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' }],
    ['Vary: *', { 'cache-control': 's-maxage=60', vary: '*' }],
  ])('a response with %s is not cached', async (_name, headers) => {
    site = await serve(pageOrigin(headers as http.OutgoingHttpHeaders));
    await site.ask('/p');
    await site.ask('/p');
    expect(site.calls).toHaveLength(2);
  });

  test('a response other than 200 (a 404, a redirect) is not cached', async () => {
    site = await serve((_request, response) => {
      response.writeHead(404, { 'cache-control': 's-maxage=60', 'content-type': 'text/html' });
      response.end('not found');
    });
    expect((await site.ask('/missing')).status).toBe(404);
    await site.ask('/missing');
    expect(site.calls).toHaveLength(2);
  });

  test('headers given to writeHead are cached too', async () => {
    site = await serve((_request, response) => {
      response.writeHead(200, { 'cache-control': 's-maxage=60', 'content-type': 'text/plain', 'x-only-here': 'yes' });
      response.end('plain');
    });
    await site.ask('/w');
    const cached = await site.ask('/w');
    expect(cached.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(cached.headers.get('x-only-here')).toBe('yes');
    expect(cached.body.toString()).toBe('plain');
  });

  test('a response over the largest cached size is served every time, never cached', async () => {
    site = await serve(
      pageOrigin(PRERENDERED, 'x'.repeat(101)),
      new ResponseCache({ maxBytes: 1000, maxEntryBytes: 100 }),
    );
    await site.ask('/big');
    expect((await site.ask('/big')).body.length).toBe(101);
    expect(site.calls).toHaveLength(2);
    expect(site.cache.bytes).toBe(0);
  });
});

describe('the edges of what is kept', () => {
  test('a response of exactly the largest cached size is cached', async () => {
    site = await serve(
      pageOrigin(PRERENDERED, 'x'.repeat(100)),
      new ResponseCache({ maxBytes: 1000, maxEntryBytes: 100 }),
    );
    await site.ask('/exact');
    expect((await site.ask('/exact')).body.length).toBe(100);
    expect(site.calls).toHaveLength(1);
  });

  test('an expired response whose replacement cannot be cached leaves nothing behind', async () => {
    let clock = 1_000_000;
    let status = 200;
    const origin: Origin = (request, response) => {
      if (status === 200) return pageOrigin({ ...PRERENDERED, 'cache-control': 's-maxage=60' })(request, response);
      response.statusCode = status;
      response.end('gone');
    };
    site = await serve(origin, new ResponseCache(undefined, () => clock));
    await site.ask('/expiring');
    expect(site.cache.size).toBe(1);
    clock += 60_000;
    status = 404;
    expect((await site.ask('/expiring')).status).toBe(404);
    expect(site.cache.size).toBe(0);
  });

  test('a reload whose response cannot be cached leaves the fresh cached response in place', async () => {
    let status = 200;
    const origin: Origin = (request, response) => {
      if (status === 200) return pageOrigin()(request, response);
      response.statusCode = status;
      response.end('error');
    };
    site = await serve(origin);
    await site.ask('/kept');
    status = 500;
    expect((await site.ask('/kept', { headers: { 'cache-control': 'no-cache' } })).status).toBe(500);
    const after = await site.ask('/kept');
    expect([after.status, after.body.toString()]).toEqual([200, PAGE]);
    expect(site.calls).toHaveLength(2);
  });

  test('the host is compared without regard to case, as DNS names are', async () => {
    site = await serve(pageOrigin());
    await site.ask('/host', { headers: { host: 'Parley.EXAMPLE' } });
    expect((await site.ask('/host', { headers: { host: 'parley.example' } })).body.toString()).toBe(PAGE);
    expect(site.calls).toHaveLength(1);
  });

  test("a HEAD's response is not kept: the GET after it gets the whole page from Next.js, and is kept", async () => {
    site = await serve(pageOrigin());
    await site.ask('/head-first', { method: 'HEAD' });
    expect((await site.ask('/head-first')).body.toString()).toBe(PAGE);
    expect((await site.ask('/head-first')).body.toString()).toBe(PAGE);
    expect(site.calls).toEqual(['HEAD /head-first', 'GET /head-first']);
  });

  test("a server whose responses are not the cache's own class is left to Next.js: the cache stays out", () => {
    const request = { method: 'GET', url: '/', headers: { host: 'parley.example' } } as http.IncomingMessage;
    const response = new http.ServerResponse(request);
    expect(cacheInFront(new ResponseCache(), request, response)).toBe(false);
  });
});

test('the cache holds at most its byte limit, dropping the least recently used response first', async () => {
  site = await serve(pageOrigin(PRERENDERED, 'x'.repeat(40)), new ResponseCache({ maxBytes: 100, maxEntryBytes: 100 }));
  await site.ask('/a');
  await site.ask('/b');
  await site.ask('/a'); // /a is now the most recently used
  await site.ask('/c'); // 120 bytes: /b goes
  expect(site.cache.bytes).toBe(80);
  expect(site.cache.size).toBe(2);
  expect((await site.ask('/a')).headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
  expect((await site.ask('/b')).headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('MISS');
  expect(site.calls).toEqual(['GET /a', 'GET /b', 'GET /c', 'GET /b']);
});

test('what the cache knows of addresses shrinks with it: many addresses asked once leave no more than the cached responses', async () => {
  site = await serve(pageOrigin(PRERENDERED, 'x'.repeat(40)), new ResponseCache({ maxBytes: 100, maxEntryBytes: 100 }));
  for (let i = 0; i < 50; i += 1) await site.ask(`/articles/x?lang=de&junk=${i}`);
  expect(site.cache.size).toBe(2);
  expect(site.cache.addressCount).toBe(2);
});

test('an address whose response starts varying by other headers keeps only responses that can still be found', async () => {
  let vary = 'Accept-Encoding';
  site = await serve((request, response) =>
    pageOrigin({ ...PRERENDERED, vary }, `for ${String(request.headers['accept-language'] ?? 'anyone')}`)(
      request,
      response,
    ),
  );
  await site.ask('/v', { headers: { 'accept-encoding': 'identity' } });
  await site.ask('/v', { headers: { 'accept-encoding': 'br' } });
  expect(site.cache.size).toBe(2);
  vary = 'Accept-Language';
  await site.ask('/v', { headers: { 'cache-control': 'no-cache', 'accept-language': 'de' } });
  expect(site.cache.size).toBe(1);
  expect((await site.ask('/v', { headers: { 'accept-language': 'de' } })).body.toString()).toBe('for de');
  expect(
    (await site.ask('/v', { headers: { 'accept-language': 'fa' } })).headers.get(RESPONSE_CACHE_STATUS_HEADER),
  ).toBe('MISS');
});

test('a client that goes away before the response is complete leaves nothing cached', async () => {
  let release: () => void = () => undefined;
  site = await serve((_request, response) => {
    for (const [name, value] of Object.entries(PRERENDERED)) response.setHeader(name, value);
    response.write('half of it');
    release = () => response.end(' and the rest');
  });
  // A client that reads the first half and leaves.
  await new Promise<void>((resolve) => {
    const request = http.get(`${site.base}/p`, (response) =>
      response.once('data', () => {
        request.destroy();
        resolve();
      }),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  expect(site.cache.size).toBe(0);
  // So the next reader's request reaches the origin, and that whole response is cached.
  const again = site.ask('/p');
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  expect((await again).body.toString()).toBe('half of it and the rest');
  expect(site.calls).toEqual(['GET /p', 'GET /p']);
  expect(site.cache.size).toBe(1);
});

test('the limits: 64 MiB in all, 1 MiB per response (a reader page is about 36 KB: about 1,800 pages fit)', () => {
  expect(RESPONSE_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
  expect(RESPONSE_CACHE_MAX_ENTRY_BYTES).toBe(1024 * 1024);
  expect(new ResponseCache().maxEntryBytes).toBe(RESPONSE_CACHE_MAX_ENTRY_BYTES);
});

test('a cached gzip response, sent chunked by the origin, is its bytes exactly, with their length', async () => {
  const zipped = gzipSync(PAGE);
  site = await serve((_request, response) => {
    for (const [name, value] of Object.entries(PRERENDERED)) response.setHeader(name, value);
    response.setHeader('content-encoding', 'gzip');
    response.write(zipped.subarray(0, 10));
    response.end(zipped.subarray(10));
  });
  await site.ask('/z', { headers: { 'accept-encoding': 'gzip' } });
  const cached = await site.ask('/z', { headers: { 'accept-encoding': 'gzip' } });
  expect(cached.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
  expect(cached.headers.get('content-length')).toBe(String(zipped.length));
  expect(cached.raw).toEqual(zipped);
  expect(cached.body.toString()).toBe(PAGE);
});

test('a cache that fails to keep a response costs the next request its speed, not this one its response', async () => {
  class BrokenCache extends ResponseCache {
    override store(): boolean {
      throw new Error('disk on fire');
    }
  }
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  site = await serve(pageOrigin(), new BrokenCache());
  expect((await site.ask('/p')).body.toString()).toBe(PAGE);
  expect((await site.ask('/p')).body.toString()).toBe(PAGE);
  expect(site.calls).toHaveLength(2);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('disk on fire'));
  logged.mockRestore();
});

describe('a cached page (a question page), tagged by the proxy with what it shows', () => {
  const TAGGED: Record<string, string | string[]> = {
    'cache-control': 'no-cache',
    etag: '"q1"',
    'content-type': 'text/html; charset=utf-8',
    vary: 'rsc, Accept-Encoding',
    'x-nextjs-cache': 'HIT',
    'x-nextjs-prerender': '1',
    [CACHE_TAGS_HEADER]: `${questionPageTag('why-listen')} other:tag`,
    [CACHE_KEY_COOKIES_HEADER]: 'lang',
  };
  /** An origin whose page shows `version`, as a cached question page shows its answers. */
  const versioned =
    (state: { version: number }, headers = TAGGED): Origin =>
    (request, response) =>
      pageOrigin(headers, `question, version ${state.version}`)(request, response);
  const member = (session: string, extra = '') => ({ headers: { cookie: `parley_session=${session}${extra}` } });

  test('is served from memory to everyone, members included, though marked no-cache for every other cache; the cache tags never leave', async () => {
    const state = { version: 1 };
    site = await serve(versioned(state));
    const first = await site.ask('/question/why-listen?lang=de', member('mina'));
    expect(first.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('MISS');
    const forAnother = await site.ask('/question/why-listen?lang=de', member('omid'));
    const forAReader = await site.ask('/question/why-listen?lang=de');
    expect(site.calls).toEqual(['GET /question/why-listen?lang=de']);
    for (const served of [forAnother, forAReader]) {
      expect(served.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
      expect(served.body.toString()).toBe('question, version 1');
      expect(served.headers.get('cache-control')).toBe('no-cache');
    }
    for (const served of [first, forAnother, forAReader]) {
      expect(served.headers.get(CACHE_TAGS_HEADER)).toBeNull();
      expect(served.headers.get(CACHE_KEY_COOKIES_HEADER)).toBeNull();
    }
    // A browser that asks again (no-cache) with its ETag gets 304 from memory.
    expect((await site.ask('/question/why-listen?lang=de', { headers: { 'if-none-match': '"q1"' } })).status).toBe(304);
  });

  test('the cookies it names are part of the key: a saved language is asked for apart, a session selects nothing', async () => {
    site = await serve(versioned({ version: 1 }));
    await site.ask('/question/why-listen', member('mina'));
    await site.ask('/question/why-listen', member('omid'));
    expect(site.calls).toHaveLength(1);
    // With a saved language the proxy would redirect this address: it is another entry, asked of the origin.
    await site.ask('/question/why-listen', member('mina', '; lang=fa'));
    await site.ask('/question/why-listen', { headers: { cookie: 'lang=fa' } });
    expect(site.calls).toHaveLength(2);
  });

  test('a change to one of its tags: forgotten and not cached from the moment it begins, cached anew once it has ended', async () => {
    const state = { version: 1 };
    site = await serve(versioned(state));
    const stop = listenToCachedPageChanges((tags) => site.cache.changeBegins(tags));
    try {
      await site.ask('/question/why-listen?lang=de');
      await site.ask('/question/why-listen?lang=es');
      await site.ask('/question/other?lang=de', { headers: {} });
      expect(site.cache.size).toBe(3);
      const done = cachedPagesChanging([questionPageTag('why-listen')]);
      // Every page tagged with the tag is gone (this origin cache tags all three with it).
      expect(site.cache.size).toBe(0);
      state.version = 2;
      // While the change is under way every request goes to the origin and nothing is cached.
      await site.ask('/question/why-listen?lang=de');
      await site.ask('/question/why-listen?lang=de');
      expect(site.calls.filter((call) => call === 'GET /question/why-listen?lang=de')).toHaveLength(3);
      expect(site.cache.size).toBe(0);
      done();
      const after = await site.ask('/question/why-listen?lang=de');
      expect(after.body.toString()).toBe('question, version 2');
      expect((await site.ask('/question/why-listen?lang=de')).headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    } finally {
      stop();
    }
  });

  test('with a cookie, an address whose response is not a cached page finds nothing, even where that response is cached', () => {
    const cache = new ResponseCache();
    expect(cache.store('h /articles/x', {}, 200, PRERENDERED, Buffer.from('article'))).toBe(true);
    expect(cache.lookup('h /articles/x', {})?.body.toString()).toBe('article');
    expect(cache.lookup('h /articles/x', { cookie: 'lang=de' })).toBeUndefined();
    expect(cache.store('h /articles/y', { cookie: 'lang=de' }, 200, PRERENDERED, Buffer.from('article'))).toBe(false);
  });

  test('a response on its way while a change began is not cached, even if the change has ended when it arrives', async () => {
    const holding = holdingOrigin(pageOrigin(TAGGED, 'question, version 1'));
    site = await serve(holding.origin);
    const asked = site.ask('/question/why-listen?lang=de');
    await holding.reached;
    site.cache.changeBegins([questionPageTag('why-listen')])();
    holding.release();
    expect((await asked).body.toString()).toBe('question, version 1');
    expect(site.cache.size).toBe(0);
    await site.ask('/question/why-listen?lang=de');
    expect(site.cache.size).toBe(1);
  });

  test('a response on its way while a change ended is not cached: Next.js may have made it before it had the change', async () => {
    const holding = holdingOrigin(pageOrigin(TAGGED, 'question, version 1'));
    site = await serve(holding.origin);
    const end = site.cache.changeBegins([questionPageTag('why-listen')]);
    const asked = site.ask('/question/why-listen?lang=de');
    await holding.reached;
    end();
    holding.release();
    expect((await asked).body.toString()).toBe('question, version 1');
    expect(site.cache.size).toBe(0);
    // Asked after the change ended: cached.
    await site.ask('/question/why-listen?lang=de');
    expect(site.cache.size).toBe(1);
  });

  test(`a change never reported done lets its pages be cached again after CACHED_PAGE_CHANGE_MAX_MS (${CACHED_PAGE_CHANGE_MAX_MS} ms)`, () => {
    jest.useFakeTimers();
    try {
      const cache = new ResponseCache();
      cache.changeBegins([questionPageTag('why-listen')]);
      const store = () => cache.store('h /question/why-listen', {}, 200, TAGGED, Buffer.from('page'));
      expect(store()).toBe(false);
      jest.advanceTimersByTime(CACHED_PAGE_CHANGE_MAX_MS - 1);
      expect(store()).toBe(false);
      jest.advanceTimersByTime(1);
      expect(store()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test(`a tagged page is served from memory for CACHED_PAGE_MAX_AGE_MS (${CACHED_PAGE_MAX_AGE_MS} ms) at most, a safety net for a change never heard`, async () => {
    expect(CACHED_PAGE_MAX_AGE_MS).toBe(600_000);
    let clock = 1_000_000;
    site = await serve(versioned({ version: 1 }), new ResponseCache(undefined, () => clock));
    await site.ask('/question/why-listen?lang=de');
    clock += CACHED_PAGE_MAX_AGE_MS - 1;
    expect((await site.ask('/question/why-listen?lang=de')).headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('HIT');
    clock += 1;
    expect((await site.ask('/question/why-listen?lang=de')).headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(site.calls).toHaveLength(2);
  });

  test('clear (changes may have been missed): everything is forgotten, and a response on its way is not stored', async () => {
    const holding = holdingOrigin(versioned({ version: 2 }));
    let hold = false;
    site = await serve((request, response) =>
      hold ? holding.origin(request, response) : versioned({ version: 1 })(request, response),
    );
    await site.ask('/question/why-listen?lang=de');
    await site.ask('/articles/x');
    hold = true;
    const onItsWay = site.ask('/question/why-listen?lang=fa');
    await holding.reached;
    site.cache.clear();
    expect(site.cache.size).toBe(0);
    holding.release();
    await onItsWay;
    expect(site.cache.size).toBe(0);
  });

  test('two changes of one tag at once: its pages are cached again only when both have ended', () => {
    const cache = new ResponseCache();
    const store = () => cache.store('h /q', {}, 200, TAGGED, Buffer.from('page'));
    const first = cache.changeBegins([questionPageTag('why-listen')]);
    const second = cache.changeBegins([questionPageTag('why-listen')]);
    first();
    first();
    expect(store()).toBe(false);
    second();
    expect(store()).toBe(true);
  });

  test('a page without cache tags is never served to a request with a cookie, and says nothing of the cache to it', async () => {
    site = await serve(pageOrigin());
    await site.ask('/articles/x');
    const withCookie = await site.ask('/articles/x', member('mina'));
    expect(withCookie.headers.get(RESPONSE_CACHE_STATUS_HEADER)).toBeNull();
    expect(site.calls).toHaveLength(2);
  });

  test('a stale page Next.js is rendering anew, a private one or one that sets a cookie is not cached', async () => {
    for (const headers of [
      { ...TAGGED, 'x-nextjs-cache': 'STALE' },
      { ...TAGGED, 'cache-control': 'private, no-cache' },
      { ...TAGGED, 'set-cookie': 'a=b' },
    ]) {
      site = await serve(pageOrigin(headers));
      await site.ask('/question/why-listen?lang=de');
      expect(site.cache.size).toBe(0);
      await site.close();
    }
  });

  test('the cache tags come off a response the cache stays out of (a request with Authorization, a HEAD)', async () => {
    site = await serve(pageOrigin(TAGGED));
    const authorized = await site.ask('/question/why-listen?lang=de', { headers: { authorization: 'Bearer x' } });
    const head = await site.ask('/question/why-listen?lang=de', { method: 'HEAD' });
    for (const served of [authorized, head]) {
      expect(served.headers.get(CACHE_TAGS_HEADER)).toBeNull();
      expect(served.headers.get(CACHE_KEY_COOKIES_HEADER)).toBeNull();
    }
  });
});
