/** @jest-environment node */
import CachePolicy from 'http-cache-semantics';
import { ResponseStore, type CachedResponse, type KeyRecipe } from './response-store';

const policy = new CachePolicy({ url: '/', method: 'GET', headers: {} }, { status: 200, headers: {} });
const response = (address: string, body: string, tags: string[] = []): CachedResponse => ({
  head: ['content-type', 'text/html'],
  notModifiedHead: [],
  body: Buffer.from(body),
  etag: undefined,
  storedAt: 0,
  freshUntil: 1,
  policy,
  address,
  tags,
});
const BY_ENCODING: KeyRecipe = { varyNames: ['accept-encoding'], cookieNames: null };
const TAGGED: KeyRecipe = { varyNames: ['accept-encoding'], cookieNames: ['lang'] };

describe('the memory of the response cache', () => {
  test('a response is found by its address and the request headers its Vary names, and by nothing else', () => {
    const store = new ResponseStore();
    store.put(BY_ENCODING, response('h /a', 'gzip'), { 'accept-encoding': 'gzip' });
    store.put(BY_ENCODING, response('h /a', 'plain'), {});
    expect(store.find('h /a', { 'accept-encoding': 'gzip' })?.body.toString()).toBe('gzip');
    expect(store.find('h /a', { 'accept-encoding': 'gzip', rsc: '1' })?.body.toString()).toBe('gzip');
    expect(store.find('h /a', {})?.body.toString()).toBe('plain');
    expect(store.find('h /a', { 'accept-encoding': 'br' })).toBeUndefined();
    expect(store.find('h /b', {})).toBeUndefined();
    expect(store.size).toBe(2);
    expect(store.addressCount).toBe(1);
  });

  test('a request with a cookie finds only a tagged page, filed by the cookies it names; other cookies select nothing', () => {
    const store = new ResponseStore();
    store.put(BY_ENCODING, response('h /article', 'article'), {});
    expect(store.servesCookies('h /article')).toBe(false);
    expect(store.find('h /article', { cookie: 'lang=de' })).toBeUndefined();
    store.put(TAGGED, response('h /q', 'original', ['question:q']), {});
    store.put(TAGGED, response('h /q', 'saved fa', ['question:q']), { cookie: 'a=1; lang=fa' });
    expect(store.servesCookies('h /q')).toBe(true);
    expect(store.find('h /q', { cookie: 'parley_session=x' })?.body.toString()).toBe('original');
    expect(store.find('h /q', { cookie: 'parley_session=y;lang=fa' })?.body.toString()).toBe('saved fa');
    expect(store.find('h /q', { cookie: 'lang=de' })).toBeUndefined();
  });

  test("a response whose key is made of other headers drops the address's earlier responses, which no request could find", () => {
    const store = new ResponseStore();
    store.put(BY_ENCODING, response('h /v', 'br'), { 'accept-encoding': 'br' });
    store.put(BY_ENCODING, response('h /v', 'identity'), { 'accept-encoding': 'identity' });
    store.put({ varyNames: ['accept-language'], cookieNames: null }, response('h /v', 'de'), {
      'accept-language': 'de',
    });
    expect(store.size).toBe(1);
    expect(store.find('h /v', { 'accept-language': 'de' })?.body.toString()).toBe('de');
  });

  test('at most maxBytes of bodies, the least recently found going first; nothing over maxEntryBytes', () => {
    const store = new ResponseStore({ maxBytes: 100, maxEntryBytes: 50 });
    const forty = 'x'.repeat(40);
    store.put(BY_ENCODING, response('h /a', forty), {});
    store.put(BY_ENCODING, response('h /b', forty), {});
    store.find('h /a', {});
    store.put(BY_ENCODING, response('h /c', forty), {});
    expect(store.find('h /b', {})).toBeUndefined();
    expect(store.find('h /a', {})).toBeDefined();
    expect(store.bytes).toBe(80);
    expect(store.put(BY_ENCODING, response('h /big', 'x'.repeat(51)), {})).toBe(false);
    expect(store.find('h /big', {})).toBeUndefined();
    // What the store knows of addresses shrinks with it.
    expect(store.addressCount).toBe(2);
  });

  test('forgetting: by tag (every response that shows one of the tags), one response found, or everything', () => {
    const store = new ResponseStore();
    store.put(TAGGED, response('h /q1', 'q1', ['question:a', 'group:g']), {});
    store.put(TAGGED, response('h /q2', 'q2', ['question:b', 'group:g']), {});
    store.put(TAGGED, response('h /q3', 'q3', ['question:c']), {});
    store.put(BY_ENCODING, response('h /article', 'article'), {});
    store.forgetTagged(['group:g']);
    expect(store.find('h /q1', {})).toBeUndefined();
    expect(store.find('h /q2', {})).toBeUndefined();
    expect(store.size).toBe(2);
    const found = store.find('h /q3', {})!;
    // A response replaced since it was found stays.
    store.put(TAGGED, response('h /q3', 'q3 again', ['question:c']), {});
    store.remove(found);
    expect(store.find('h /q3', {})?.body.toString()).toBe('q3 again');
    store.remove(store.find('h /q3', {})!);
    expect(store.find('h /q3', {})).toBeUndefined();
    store.clear();
    expect(store.size).toBe(0);
    expect(store.addressCount).toBe(0);
  });
});

describe('the edges of a key', () => {
  test('a cookie is read by its exact name, its value trimmed; a pair without a name or value selects nothing', () => {
    const store = new ResponseStore();
    store.put(TAGGED, response('h /q', 'original'), {});
    store.put(TAGGED, response('h /q', 'de'), { cookie: 'lang=de' });
    expect(store.find('h /q', { cookie: ' x=1 ;  lang = de ' })?.body.toString()).toBe('de');
    // Another cookie whose name ends in the one asked for, or holds it as its value, is not it.
    expect(store.find('h /q', { cookie: 'xlang=de' })?.body.toString()).toBe('original');
    expect(store.find('h /q', { cookie: 'a=lang=de' })?.body.toString()).toBe('original');
    expect(store.find('h /q', { cookie: '=de; lang' })?.body.toString()).toBe('original');
    // A value with an = in it is the whole value.
    store.put(TAGGED, response('h /q', 'b64'), { cookie: 'lang=ZmE=' });
    expect(store.find('h /q', { cookie: 'lang=ZmE=' })?.body.toString()).toBe('b64');
    expect(store.find('h /q', { cookie: 'lang=ZmE' })).toBeUndefined();
  });

  test('recipes are the same only with the same names in the same order: another order or another cookie list starts the address anew', () => {
    const store = new ResponseStore();
    store.put(BY_ENCODING, response('h /elsewhere', 'kept'), {});
    const two: KeyRecipe = { varyNames: ['accept-encoding', 'rsc'], cookieNames: null };
    store.put(two, response('h /r', 'a'), { 'accept-encoding': 'gzip' });
    store.put(two, response('h /r', 'b'), { 'accept-encoding': 'br' });
    expect(store.size).toBe(3);
    store.put({ varyNames: ['accept-encoding', 'rsc'], cookieNames: null }, response('h /r', 'c'), { rsc: '1' });
    expect(store.size).toBe(4);
    store.put({ varyNames: ['rsc', 'accept-encoding'], cookieNames: null }, response('h /r', 'd'), {});
    expect(store.size).toBe(2);
    store.put({ varyNames: ['rsc', 'accept-encoding'], cookieNames: [] }, response('h /r', 'e'), {});
    expect(store.size).toBe(2);
    expect(store.find('h /r', {})?.body.toString()).toBe('e');
    store.put({ varyNames: ['rsc', 'accept-encoding'], cookieNames: ['lang'] }, response('h /r', 'f'), {});
    expect(store.size).toBe(2);
    store.put({ varyNames: ['rsc'], cookieNames: ['lang'] }, response('h /r', 'g'), {});
    expect([store.size, store.find('h /r', {})?.body.toString()]).toEqual([2, 'g']);
    // Another address keeps its responses through all of it.
    expect(store.find('h /elsewhere', {})?.body.toString()).toBe('kept');
  });

  test('an address is forgotten once its last response goes, and not while another of its responses stays', () => {
    const store = new ResponseStore();
    store.put(BY_ENCODING, response('h /x', 'gzip'), { 'accept-encoding': 'gzip' });
    store.put(BY_ENCODING, response('h /x', 'plain'), {});
    store.put(BY_ENCODING, response('h /y', 'other'), {});
    store.remove(store.find('h /x', {})!);
    expect([store.size, store.addressCount]).toEqual([2, 2]);
    store.remove(store.find('h /x', { 'accept-encoding': 'gzip' })!);
    expect([store.size, store.addressCount]).toEqual([1, 1]);
    expect(store.find('h /y', {})?.body.toString()).toBe('other');
  });

  test('a body of exactly maxEntryBytes is kept', () => {
    const store = new ResponseStore({ maxBytes: 100, maxEntryBytes: 10 });
    expect(store.put(BY_ENCODING, response('h /e', '0123456789'), {})).toBe(true);
    expect(store.put(BY_ENCODING, response('h /f', '0123456789x'), {})).toBe(false);
    expect(store.size).toBe(1);
  });
});
