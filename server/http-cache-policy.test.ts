/** @jest-environment node */
import {
  answerFromStore,
  cacheUse,
  etagMatches,
  headerText,
  nextRenderedOnce,
  notModifiedHeaders,
  policyOn,
  RESPONSE_CACHE_STATUS_HEADER,
  sharedFreshnessMs,
  storagePolicy,
  storedHeaders,
  taggedPageStorable,
  varyNames,
} from './http-cache-policy';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER } from '../lib/http/cache-invalidation';

describe('the rules, one by one', () => {
  test('which requests may use the cache', () => {
    expect(cacheUse('GET', {})).toBe('lookup');
    expect(cacheUse('HEAD', { 'accept-encoding': 'gzip' })).toBe('lookup');
    // A request's own wishes (no-cache, max-age=0) are for the stored response's policy to judge: it is looked up.
    expect(cacheUse('GET', { 'cache-control': 'no-cache' })).toBe('lookup');
    expect(cacheUse('PUT', {})).toBe('bypass');
    expect(cacheUse('GET', { authorization: 'Bearer x' })).toBe('bypass');
    expect(cacheUse('GET', { range: 'bytes=0-1' })).toBe('bypass');
    // A cookie is for the cached response to decide: a cached page is keyed by the cookies it names, any other never served.
    expect(cacheUse('GET', { cookie: '' })).toBe('lookup');
  });

  test('which tagged pages may be cached until their tags change: only those Next.js itself rendered once for everyone', () => {
    const once = { 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'HIT' };
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', ...once })).toBe(true);
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', ...once, 'x-nextjs-cache': 'MISS' })).toBe(true);
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', ...once, 'x-nextjs-cache': 'REVALIDATED' })).toBe(
      true,
    );
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', ...once, 'x-nextjs-cache': 'STALE' })).toBe(false);
    // Rendered per request (it read the session, a cookie or a header): Next.js marks it neither way.
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache' })).toBe(false);
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', 'x-nextjs-cache': 'HIT' })).toBe(false);
    expect(taggedPageStorable(200, { 'cache-control': 'no-cache', 'x-nextjs-prerender': '1' })).toBe(false);
    expect(taggedPageStorable(200, { 'cache-control': 'private, no-cache', ...once })).toBe(false);
    expect(taggedPageStorable(200, { 'cache-control': 'no-store', ...once })).toBe(false);
    expect(taggedPageStorable(200, { 'set-cookie': 'a=b', ...once })).toBe(false);
    expect(taggedPageStorable(200, { vary: 'rsc, *', ...once })).toBe(false);
    expect(taggedPageStorable(404, once)).toBe(false);
  });

  test('a page marked for shared caches is stored only when Next.js rendered it once for everyone; a file needs no such mark', () => {
    const html = { 'cache-control': 's-maxage=60', 'content-type': 'text/html; charset=utf-8' };
    expect(sharedFreshnessMs(200, html)).toBeNull();
    expect(sharedFreshnessMs(200, { ...html, 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'HIT' })).toBe(60_000);
    expect(sharedFreshnessMs(200, { ...html, 'content-type': 'text/x-component' })).toBeNull();
    expect(
      sharedFreshnessMs(200, { 'cache-control': 'public, max-age=60', 'content-type': 'application/javascript' }),
    ).toBe(60_000);
  });

  test('how long a response may be cached', () => {
    expect(sharedFreshnessMs(200, { 'cache-control': 's-maxage=31536000' })).toBe(31_536_000_000);
    expect(sharedFreshnessMs(200, { 'cache-control': 'public, max-age=60' })).toBe(60_000);
    // A shared cache may keep a response with max-age alone (RFC 9111 §3): only `private` keeps it out.
    expect(sharedFreshnessMs(200, { 'cache-control': 'max-age=60' })).toBe(60_000);
    expect(sharedFreshnessMs(200, { 'cache-control': 'private, max-age=60' })).toBeNull();
    // A quoted list is read conservatively: a no-cache that names fields is no-cache for all of them here.
    expect(sharedFreshnessMs(200, { 'cache-control': 's-maxage=60, no-cache="set-cookie, x-a"' })).toBeNull();
    expect(sharedFreshnessMs(200, { 'cache-control': 's-maxage=60, must-revalidate' })).toBe(60_000);
    expect(sharedFreshnessMs(200, { 'cache-control': 'S-MAXAGE="30", stale-while-revalidate=5' })).toBe(30_000);
    expect(sharedFreshnessMs(200, { 'cache-control': 's-maxage=abc' })).toBeNull();
    expect(sharedFreshnessMs(301, { 'cache-control': 's-maxage=60' })).toBeNull();
  });

  test('If-None-Match compares weakly and takes a list or *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
    // A tag may hold a comma: the list is read tag by tag.
    expect(etagMatches('"x", "a,b"', '"a,b"')).toBe(true);
    expect(etagMatches('"a,b"', '"a"')).toBe(false);
    expect(etagMatches('"a,b"', '"b"')).toBe(false);
    expect(etagMatches('W/"a,b" , "c"', '"c"')).toBe(true);
  });
});

/** A fixed time the policies below are judged at, and a page Next.js prerendered, kept 60 s by shared caches. */
const T0 = 1_800_000_000_000;
const Policy = policyOn(() => T0);
const page = {
  'cache-control': 's-maxage=60',
  'content-type': 'text/html',
  'x-nextjs-prerender': '1',
  'x-nextjs-cache': 'HIT',
};

describe('storing and answering', () => {
  test('a response without cache tags is kept by HTTP: never for a request with a cookie, never one a request must revalidate', () => {
    expect(storagePolicy(Policy, {}, 200, page, null)?.maxAge()).toBe(60);
    expect(storagePolicy(Policy, { cookie: 'lang=de' }, 200, page, null)).toBeNull();
    expect(storagePolicy(Policy, {}, 200, { ...page, 'cache-control': 'no-cache' }, null)).toBeNull();
    expect(storagePolicy(Policy, {}, 200, { ...page, 'cache-control': 's-maxage=0' }, null)).toBeNull();
    expect(storagePolicy(Policy, {}, 200, { ...page, 'x-nextjs-cache': 'STALE' }, null)).toBeNull();
  });

  test('a tagged page is kept for the time given, whatever its own Cache-Control says (it is for other caches)', () => {
    const tagged = { ...page, 'cache-control': 'no-cache' };
    expect(storagePolicy(Policy, { cookie: 'parley_session=a' }, 200, tagged, 600_000)?.maxAge()).toBe(600);
    expect(storagePolicy(Policy, {}, 200, { ...tagged, 'cache-control': 'private, no-cache' }, 600_000)).toBeNull();
    expect(storagePolicy(Policy, {}, 200, { ...tagged, 'x-nextjs-prerender': undefined }, 600_000)).toBeNull();
  });

  test('a kept response serves a plain request while fresh; a reload or a stricter wish passes; a stale one is dropped', () => {
    const policy = storagePolicy(Policy, {}, 200, page, null)!;
    const kept = { policy, freshUntil: T0 + 60_000 };
    expect(answerFromStore(kept, {}, T0 + 59_999)).toBe('serve');
    expect(answerFromStore(kept, {}, T0 + 60_000)).toBe('drop');
    expect(answerFromStore(kept, { 'cache-control': 'no-cache' }, T0)).toBe('pass');
    expect(answerFromStore(kept, { 'cache-control': 'max-age=0' }, T0)).toBe('pass');
    expect(answerFromStore(kept, { pragma: 'no-cache' }, T0)).toBe('pass');
    expect(answerFromStore(kept, { 'cache-control': 'no-cache' }, T0 + 60_000)).toBe('drop');
    // A wish the kept response meets (any age up to an hour) is served; one it does not meet (at most -1 s) passes.
    expect(answerFromStore(kept, { 'cache-control': 'max-age=3600' }, T0)).toBe('serve');
    expect(answerFromStore(kept, { 'cache-control': 'min-fresh=120' }, T0)).toBe('pass');
  });

  test('a kept response is replayed without the headers of one connection, the cache tags or its own, with its length', () => {
    const headers = {
      'content-type': 'text/html',
      'Transfer-Encoding': 'chunked',
      connection: 'keep-alive',
      date: 'Mon, 01 Jan 2029 00:00:00 GMT',
      age: '3',
      [RESPONSE_CACHE_STATUS_HEADER]: 'MISS',
      [CACHE_TAGS_HEADER]: 'question:x',
      [CACHE_KEY_COOKIES_HEADER]: 'lang',
      'x-nextjs-prerender': ['1', '1'],
      etag: '"e"',
    };
    expect(storedHeaders(headers, 12)).toEqual([
      ['content-type', 'text/html'],
      ['x-nextjs-prerender', '1'],
      ['x-nextjs-prerender', '1'],
      ['etag', '"e"'],
      ['content-length', '12'],
    ]);
    expect(storedHeaders({ 'content-length': '5' }, 5)).toEqual([['content-length', '5']]);
    expect(notModifiedHeaders(storedHeaders(headers, 12))).toEqual([['etag', '"e"']]);
    expect(varyNames({ vary: 'RSC, Accept-Encoding ,' })).toEqual(['rsc', 'accept-encoding']);
  });
});

describe('the edges of the rules', () => {
  test("a header's text: empty when absent, a repeated one's values joined with a comma", () => {
    expect(headerText(undefined)).toBe('');
    expect(headerText(['a', 'b'])).toBe('a, b');
    expect(headerText(5)).toBe('5');
  });

  test('Cache-Control and Pragma are read whatever the case of their directives, in a request and a response', () => {
    expect(sharedFreshnessMs(200, { 'cache-control': 'PRIVATE, MAX-AGE=60' })).toBeNull();
    const kept = { policy: storagePolicy(Policy, {}, 200, page, null)!, freshUntil: T0 + 60_000 };
    expect(answerFromStore(kept, { pragma: 'NO-CACHE' }, T0)).toBe('pass');
    expect(answerFromStore(kept, { 'cache-control': 'MIN-FRESH=120' }, T0)).toBe('pass');
    // A directive only named like a reload's is not one.
    expect(answerFromStore(kept, { 'cache-control': 'x-no-cache, max-age=3600' }, T0)).toBe('serve');
    expect(answerFromStore(kept, { 'cache-control': 'no-cachex, max-age=3600' }, T0)).toBe('serve');
    expect(answerFromStore(kept, { 'cache-control': 'max-age=00' }, T0)).toBe('pass');
    expect(answerFromStore(kept, { 'cache-control': 'max-age = 0' }, T0)).toBe('pass');
  });

  test('a page is HTML or the router payload, by the type its Content-Type starts with', () => {
    // Not rendered once for everyone: a page is refused, any other type is not.
    const perRequest = { 'cache-control': 's-maxage=60' };
    expect(sharedFreshnessMs(200, { ...perRequest, 'content-type': 'text/html; charset=utf-8' })).toBeNull();
    expect(sharedFreshnessMs(200, { ...perRequest, 'content-type': ' text/x-component' })).toBeNull();
    expect(sharedFreshnessMs(200, { ...perRequest, 'content-type': 'application/json; x=text/html' })).toBe(60_000);
    expect(sharedFreshnessMs(200, { ...perRequest, 'content-type': 'x-text/html' })).toBe(60_000);
  });

  test("Next's cache state is read trimmed and in any case", () => {
    expect(nextRenderedOnce({ 'x-nextjs-prerender': '1', 'x-nextjs-cache': ' hit ' })).toBe(true);
    expect(nextRenderedOnce({ 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'revalidated' })).toBe(true);
    expect(nextRenderedOnce({ 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'STALE' })).toBe(false);
    expect(nextRenderedOnce({ 'x-nextjs-cache': 'HIT' })).toBe(false);
  });

  test('a response already older than its lifetime when it arrives is not kept', () => {
    expect(storagePolicy(Policy, {}, 200, { ...page, age: '60' }, null)).toBeNull();
    expect(storagePolicy(Policy, {}, 200, { ...page, age: '59' }, null)?.maxAge()).toBe(60);
    expect(sharedFreshnessMs(200, { 'cache-control': 's-maxage=60', age: '20' })).toBe(40_000);
  });

  test('headers of one connection are never replayed, whatever their case; a 304 repeats its validators and caching', () => {
    const headers = {
      'Keep-Alive': 'timeout=5',
      'Proxy-Connection': 'keep-alive',
      TE: 'trailers',
      Trailer: 'x',
      Upgrade: 'h2c',
      'content-location': '/a',
      expires: 'Mon, 01 Jan 2029 00:00:00 GMT',
      vary: 'rsc',
      'cache-control': 's-maxage=60',
      'content-type': 'text/plain',
    };
    const stored = storedHeaders(headers, 1);
    expect(stored.map(([name]) => name.toLowerCase())).toEqual([
      'content-location',
      'expires',
      'vary',
      'cache-control',
      'content-type',
      'content-length',
    ]);
    expect(notModifiedHeaders(stored).map(([name]) => name)).toEqual([
      'content-location',
      'expires',
      'vary',
      'cache-control',
    ]);
  });

  test('If-None-Match: * with spaces around it, and W/ only as a prefix', () => {
    expect(etagMatches(' * ', '"a"')).toBe(true);
    expect(etagMatches('"aW/"', '"a"')).toBe(false);
    expect(etagMatches('"a"', ' "a" ')).toBe(true);
  });
});
