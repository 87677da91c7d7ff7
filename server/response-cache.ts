/*
 * The site's own shared HTTP cache, in front of Next.js in the site's server (server/main.ts): what a CDN or a caching
 * reverse proxy does for a reader page (README "Scaling"), done in the process `npm start` runs.
 *
 * Why: a prerendered article is the same bytes for every anonymous reader, and Next.js marks it so
 * (`Cache-Control: s-maxage=…`). Next.js still routes every request for it again (its rewrite of `?lang=`, its header
 * rules, its page module), which costs the site a third or more of what a bare Next.js app serves
 * (BENCHMARKS.md §3). Answering the second request from memory costs a map look-up.
 *
 * Three parts, composed here:
 * - the HTTP rules (server/http-cache-policy.ts): which requests it answers, which responses it keeps, for how long;
 * - the memory (server/response-store.ts): responses by address, Vary and cookies, at most RESPONSE_CACHE_MAX_BYTES;
 * - tag invalidation (server/tag-invalidation.ts): tagged pages (a question page, lib/http/cache-invalidation.ts) are
 *   the same for every reader and member but change when a member acts, so every other cache must ask for them each
 *   time (`no-cache`). This cache hears of every change, so it keeps them by their tags, for CACHED_PAGE_MAX_AGE_MS at
 *   most, serves them to requests with cookies too (the cookies their tag header names are part of the key), and
 *   neither serves nor keeps them while they change. The cache tags never leave the server.
 * Responses are recorded by the response class the server creates them with (server/caching-response.ts).
 */
import http from 'node:http';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER, headerWords } from '../lib/http/cache-invalidation';
import { CachingResponse } from './caching-response';
import {
  answerFromStore,
  cacheUse,
  etagMatches,
  freshForMs,
  headerText,
  notModifiedHeaders,
  policyOn,
  RESPONSE_CACHE_STATUS_HEADER,
  storagePolicy,
  storedHeaders,
  varyNames,
  type ClockedPolicy,
} from './http-cache-policy';
import { ResponseStore, type CachedResponse } from './response-store';
import { CACHED_PAGE_MAX_AGE_MS, TagInvalidation } from './tag-invalidation';

/**
 * The wall clock as it was when this module loaded, before Next.js loads (server/main.ts imports Next.js once this
 * module has run) and wraps `Date` to catch renders that read the time: its `Date.now` asks two AsyncLocalStorages
 * on every reading, which a cache hit paid twice per request. Read here only outside renders, so nothing is missed.
 */
const wallClock = Date.now;

export class ResponseCache {
  private readonly responses: ResponseStore;
  private readonly invalidation = new TagInvalidation();
  private readonly Policy: ClockedPolicy;

  constructor(
    limits?: { maxBytes: number; maxEntryBytes: number },
    /** The clock of freshness, `Age` and `Date` (a test's own, or the wall clock). */
    readonly now: () => number = wallClock,
  ) {
    this.responses = new ResponseStore(limits);
    this.Policy = policyOn(now);
  }

  /** Bytes of the bodies stored. */
  get bytes(): number {
    return this.responses.bytes;
  }

  get size(): number {
    return this.responses.size;
  }

  /** The largest response this cache stores (what is worth recording). */
  get maxEntryBytes(): number {
    return this.responses.maxEntryBytes;
  }

  /** How many addresses have responses stored (never more than the responses themselves). */
  get addressCount(): number {
    return this.responses.addressCount;
  }

  /**
   * How many times a change to cached pages began or ended so far: a tagged page is stored only if this did not move
   * while Next.js was making it.
   */
  get changes(): number {
    return this.invalidation.changes;
  }

  /** Whether a request with a cookie may be answered for this address, or must go past the cache. */
  servesCookies(address: string): boolean {
    return this.responses.servesCookies(address);
  }

  /** The fresh cached response for this request at `now`, if any (and it becomes the most recently used). */
  lookup(address: string, requestHeaders: http.IncomingHttpHeaders, now = this.now()): CachedResponse | undefined {
    const entry = this.responses.find(address, requestHeaders);
    if (!entry) return undefined;
    const answer = answerFromStore(entry, requestHeaders, now);
    if (answer === 'serve') return entry;
    // Next's new response then replaces this one.
    if (answer === 'drop') this.responses.remove(entry);
    return undefined;
  }

  /**
   * Stores Next's response to a GET when HTTP allows a shared cache to, or when it is a tagged page whose tags did
   * not change while it was made (`changesBefore`: `changes` when the request came); says whether it did.
   */
  store(
    address: string,
    requestHeaders: http.IncomingHttpHeaders,
    status: number,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
    changesBefore = this.invalidation.changes,
  ): boolean {
    if (body.length > this.responses.maxEntryBytes) return false;
    const tags = headerWords(headers[CACHE_TAGS_HEADER]);
    if (tags.length > 0 && !this.invalidation.settled(tags, changesBefore)) return false;
    const policy = storagePolicy(
      this.Policy,
      requestHeaders,
      status,
      headers,
      tags.length > 0 ? CACHED_PAGE_MAX_AGE_MS : null,
    );
    if (!policy) return false;
    const storedAt = this.now();
    const kept = storedHeaders(headers, body.length);
    return this.responses.put(
      {
        varyNames: varyNames(headers),
        cookieNames: tags.length > 0 ? headerWords(headers[CACHE_KEY_COOKIES_HEADER]) : null,
      },
      {
        // Flat once here, rather than on every hit.
        head: kept.flat(),
        notModifiedHead: notModifiedHeaders(kept).flat(),
        body,
        etag: headers.etag === undefined ? undefined : headerText(headers.etag),
        storedAt,
        freshUntil: storedAt + freshForMs(policy),
        policy,
        address,
        tags,
      },
      requestHeaders,
    );
  }

  /**
   * A change to what pages with these tags show has begun (lib/http/cache-invalidation.ts cachedPagesChanging): they
   * are forgotten, and not stored again until the returned function says it has ended (server/tag-invalidation.ts).
   */
  changeBegins(tags: readonly string[]): () => void {
    const end = this.invalidation.begin(tags);
    this.responses.forgetTagged(tags);
    return end;
  }

  /**
   * Forgets every response (changes may have been missed), and stores none that was on its way: it may have been
   * made before one of them.
   */
  clear(): void {
    this.invalidation.missed();
    this.responses.clear();
  }
}

/** What the cache files a request under: the host and the path with its query, as a shared cache keys on the URI. */
export function requestAddress(request: Pick<http.IncomingMessage, 'url' | 'headers'>): string {
  return `${headerText(request.headers.host).toLowerCase()} ${request.url ?? '/'}`;
}

/** The `Date` header at `now`: made once per second (as node:http makes its own), not on every hit. */
const httpDate = (() => {
  let second = Number.NaN;
  let text = '';
  return (now: number): string => {
    const current = Math.floor(now / 1000);
    if (current !== second) {
      second = current;
      text = new Date(now).toUTCString();
    }
    return text;
  };
})();

/** Sends a cached response: 304 when the client has it, the headers alone for HEAD, else the whole response. */
function respondFromCache(
  entry: CachedResponse,
  request: http.IncomingMessage,
  response: CachingResponse,
  now: number,
): void {
  const notModified = etagMatches(headerText(request.headers['if-none-match']), entry.etag);
  const head = (notModified ? entry.notModifiedHead : entry.head).concat(
    'date',
    httpDate(now),
    'age',
    String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))),
    RESPONSE_CACHE_STATUS_HEADER,
    'HIT',
  );
  response.sendKept(notModified ? 304 : 200, head, notModified || request.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Puts the cache in front of one request. Returns true when the cache answered it; otherwise the caller hands it to
 * Next.js, and when the request is one the cache could answer, Next's response is recorded on the way out and stored
 * if HTTP (or a tagged page's tags) allows. The proxy's cache tags come off every response (CachingResponse).
 */
export function cacheInFront(
  cache: ResponseCache,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  if (!(response instanceof CachingResponse)) return false;
  const use = cacheUse(request.method, request.headers);
  const address = requestAddress(request);
  const withCookie = request.headers.cookie !== undefined;
  if (use === 'bypass' || (withCookie && !cache.servesCookies(address))) return false;
  // One reading of the clock for the look-up and the response's Date and Age.
  const now = cache.now();
  const entry = cache.lookup(address, request.headers, now);
  if (entry) {
    respondFromCache(entry, request, response, now);
    return true;
  }
  const changesBefore = cache.changes;
  // MISS: the cache could have answered. A request with a cookie could only for a tagged page.
  const missed = (headers: http.OutgoingHttpHeaders) =>
    !withCookie || headerWords(headers[CACHE_TAGS_HEADER]).length > 0;
  const storing = request.method === 'GET';
  response.record({
    maxBytes: cache.maxEntryBytes,
    head: (headers) => {
      if (missed(headers)) response.setHeader(RESPONSE_CACHE_STATUS_HEADER, 'MISS');
      return storing;
    },
    ...(storing
      ? { done: (status, headers, body) => cache.store(address, request.headers, status, headers, body, changesBefore) }
      : {}),
  });
  return false;
}
