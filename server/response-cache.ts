/*
 * The site's own shared HTTP cache, in front of Next.js in the site's server (server/main.ts): what a CDN or a caching
 * reverse proxy does for a reader page (README "Scaling"), done in the process `npm start` runs.
 *
 * Why: a prerendered article is the same bytes for every anonymous reader, and Next.js marks it so
 * (`Cache-Control: s-maxage=…`). Next.js still routes every request for it again (its rewrite of `?lang=`, its header
 * rules, its page module), which costs the site a third or more of what a bare Next.js app serves
 * (BENCHMARKS.md §3). Answering the second request from memory costs a map look-up.
 *
 * The HTTP rules are http-cache-semantics' (RFC 9111 for a shared cache: Cache-Control, freshness, Vary, a client's
 * own no-cache or max-age), the bounded store lru-cache's; what this file adds errs on the side of asking Next.js:
 * - only GET and HEAD requests without Authorization and Range are answered from it, and with a cookie only a tagged
 *   page (below), so no member's own page and no saved language's redirect can ever come from here;
 * - only a 200 to a GET without a cookie is stored, without `Set-Cookie` or `Vary: *`, and a page (HTML or the React
 *   Server Components payload) only when Next.js itself marks it rendered once for everyone (prerendered, or ISR:
 *   nextRenderedOnce), whatever its Cache-Control says;
 * - `If-None-Match` on a cached response gets 304; HEAD gets the cached headers without the body;
 * - at most RESPONSE_CACHE_MAX_BYTES are kept (the least recently used response goes first), none over
 *   RESPONSE_CACHE_MAX_ENTRY_BYTES.
 *
 * Tagged pages (a question page, lib/http/cache-invalidation.ts) are the same for every reader and member but change
 * when a member acts, so every other cache must ask for them each time (`no-cache`). This cache hears of every change
 * (in this process, and on PostgreSQL in every other: lib/db/change-feed.ts), so it keeps them, by the cache tags the
 * proxy gives them rather than by Cache-Control, for CACHED_PAGE_MAX_AGE_MS at most:
 * - it is served to requests with cookies too: the cookies its tag header names (`x-parley-cache-key-cookies`: the
 *   saved language) are part of the key, the others (a member's session) select nothing on such a page;
 * - from the moment a change to a tag begins until Next.js has it, pages with that tag are neither served nor stored,
 *   and a response that was on its way while any change began or ended is not stored (it may show the page before it);
 * - the cache tags never leave the server.
 *
 * Responses are recorded by the response class the server creates them with (CachingResponse), not by replacing
 * methods on each response.
 */
import http from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER, headerWords } from '../lib/http/cache-invalidation';
import { changeFeedReliable } from '../lib/db/change-feed';

/** Most bytes of cached responses at once; the least recently used response is dropped first. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The largest response cached: a bigger one is served by Next.js every time. */
export const RESPONSE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
/** Says whether the cache answered (HIT) or Next.js did for a request the cache could have answered (MISS). */
export const RESPONSE_CACHE_STATUS_HEADER = 'x-parley-cache';
/**
 * The longest a change to cached pages may take to be reported done (cachedPagesChanging's `done`, called once the
 * action has answered): an action that failed before that keeps its pages out of the cache only this long.
 */
export const CACHED_PAGE_CHANGE_MAX_MS = 30_000;
/**
 * The longest a tagged page is served from memory: its changes are announced (in this process and, on PostgreSQL, by
 * the other replicas), and this bound is the safety net for one that never arrived.
 */
export const CACHED_PAGE_MAX_AGE_MS = 10 * 60_000;

/** Header names and values in the order sent (a name may repeat: Next.js sends `x-nextjs-prerender` twice). */
type HeaderPairs = Array<[name: string, value: string]>;

export interface CachedResponse {
  headers: HeaderPairs;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  /** Until when it is fresh (its policy's time to live when stored). */
  freshUntil: number;
  /** The HTTP rules for this response (freshness, Vary, what a request may accept). */
  policy: CachePolicy;
  /** The address it answers (the key less the Vary values). */
  address: string;
  /** For a tagged page: the tags of what it shows, whose change forgets it. */
  tags: string[];
}

/** Headers of one connection or one response, never replayed (RFC 9111 §3.1), and the ones the cache writes itself. */
const NOT_STORED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'date',
  'age',
  RESPONSE_CACHE_STATUS_HEADER,
]);
/** The proxy's cache tags for this cache, never sent on. */
const CACHE_TAG_HEADERS = new Set([CACHE_TAGS_HEADER, CACHE_KEY_COOKIES_HEADER]);
/** What a 304 repeats of the cached response (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-location', 'etag', 'expires', 'vary']);
/** A shared cache, with no freshness guessed for a response that states none. */
const POLICY_OPTIONS = { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 } as const;

const headerText = (value: string | string[] | number | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

type PolicyHeaders = Record<string, string | string[] | undefined>;

/**
 * Headers as http-cache-semantics reads them: lower-case names, strings, and Cache-Control and Pragma in lower case
 * (their directive names are case-insensitive, which the library does not see by itself).
 */
function policyHeaders(headers: http.OutgoingHttpHeaders | http.IncomingHttpHeaders): PolicyHeaders {
  const out: PolicyHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    const text = Array.isArray(value) ? value.map(String) : String(value);
    out[lower] = lower === 'cache-control' || lower === 'pragma' ? headerText(text).toLowerCase() : text;
  }
  return out;
}

/** How long (ms) the policy's response stays fresh from now: its lifetime less its age (no stale-while-revalidate). */
const freshForMs = (policy: CachePolicy) => Math.max(0, Math.round((policy.maxAge() - policy.age()) * 1000));

/** http-cache-semantics' rules on the cache's own clock (a test's, or the wall clock). */
function policyOn(
  now: () => number,
): new (request: CachePolicy.Request, response: CachePolicy.Response, options: CachePolicy.Options) => CachePolicy {
  return class ClockedPolicy extends CachePolicy {
    // The library's own clock (its undeclared `now()`, which its freshness and ages read).
    now(): number {
      return now();
    }
  };
}

/** Whether a request may be answered from the cache at all (its freshness wishes are the policy's to judge). */
export function cacheUse(method: string | undefined, headers: http.IncomingHttpHeaders): 'lookup' | 'bypass' {
  if (method !== 'GET' && method !== 'HEAD') return 'bypass';
  if (headers.authorization !== undefined || headers.range !== undefined) return 'bypass';
  return 'lookup';
}

/** A page (HTML, or the React Server Components payload the client router asks for), not a file or JSON. */
/** Whether the request is a reload: Cache-Control no-cache or max-age=0, or the older Pragma: no-cache. */
function isReload(headers: http.IncomingHttpHeaders): boolean {
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  return (
    /(^|,)\s*(no-cache|max-age\s*=\s*0+)\s*(,|$)/.test(cacheControl) || /no-cache/i.test(headerText(headers.pragma))
  );
}

function isPage(headers: http.OutgoingHttpHeaders): boolean {
  return /^\s*(?:text\/html|text\/x-component)\b/i.test(headerText(headers['content-type']));
}

/**
 * Whether Next.js itself says it rendered this page once for everyone (prerendered at the build, or kept and rendered
 * anew on a change: ISR): it then sends `x-nextjs-prerender` and its cache's state. A page that reads the session,
 * cookies or headers is rendered per request and has neither, whatever Cache-Control a proxy gave it: storing it could
 * hand one member's page to everyone. A stale page Next.js is rendering anew is not stored either.
 */
export function nextRenderedOnce(headers: http.OutgoingHttpHeaders): boolean {
  const state = headerText(headers['x-nextjs-cache']).trim().toUpperCase();
  return (
    headerText(headers['x-nextjs-prerender']).includes('1') &&
    (state === 'HIT' || state === 'MISS' || state === 'REVALIDATED')
  );
}

/** What this cache refuses whatever HTTP allows: anything but a 200, a cookie set, `Vary: *`, a page Next.js renders per request. */
function refused(status: number, headers: http.OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return true;
  if (
    headerText(headers.vary)
      .split(',')
      .some((name) => name.trim() === '*')
  )
    return true;
  return isPage(headers) && !nextRenderedOnce(headers);
}

const StillPolicy = policyOn(() => 0);

const anyRequest = (headers: http.IncomingHttpHeaders = {}): CachePolicy.Request => ({
  url: '/',
  method: 'GET',
  headers: policyHeaders(headers),
});

/** How long (ms) a shared cache may keep this response, or null when it may not keep it at all. */
export function sharedFreshnessMs(status: number, headers: http.OutgoingHttpHeaders): number | null {
  if (refused(status, headers)) return null;
  // Judged at the moment it arrives (a clock that stands still), as store() does.
  const policy = new StillPolicy(anyRequest(), { status, headers: policyHeaders(headers) }, POLICY_OPTIONS);
  const ttl = policy.storable() ? freshForMs(policy) : 0;
  return ttl > 0 ? ttl : null;
}

/**
 * Whether a tagged page may be stored (until its tags change): what no shared cache may store (`private`,
 * `no-store`), what this cache refuses (a cookie set, `Vary: *`), and a page Next.js did not render once for everyone.
 */
export function taggedPageStorable(status: number, headers: http.OutgoingHttpHeaders): boolean {
  if (refused(status, headers) || !nextRenderedOnce(headers)) return false;
  return new CachePolicy(anyRequest(), { status, headers: policyHeaders(headers) }, POLICY_OPTIONS).storable();
}

/** An entity tag as RFC 9110 §8.8.3 writes it: an optional `W/`, then any characters but `"` between quotes. */
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * `If-None-Match` against an ETag, weakly (RFC 9110 §13.1.2): `*`, or any listed tag equal but for `W/`. The list is
 * read tag by tag, not split on commas: a tag may hold one (`"a,b"`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const own = opaque(etag.trim());
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some((tag) => opaque(tag) === own);
}

/** What the key of an address's responses is made of: the request headers (Vary) and, for tagged pages, cookies. */
interface AddressKey {
  varyNames: string[];
  /** The cookies a tagged page depends on; null for any other response, which a request with a cookie never gets. */
  cookieNames: string[] | null;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  /**
   * Per address with cached responses: what the key is made of, from the response last stored (to build the key
   * before the response is found), and how many responses (variants) are stored, so that the map shrinks with the cache.
   */
  private readonly addresses = new Map<string, AddressKey & { stored: number }>();
  /** Tags whose change has begun and not ended, with how many such changes. */
  private readonly changing = new Map<string, number>();
  private changeEvents = 0;
  private readonly Policy: ReturnType<typeof policyOn>;

  constructor(
    private readonly limits: { maxBytes: number; maxEntryBytes: number } = {
      maxBytes: RESPONSE_CACHE_MAX_BYTES,
      maxEntryBytes: RESPONSE_CACHE_MAX_ENTRY_BYTES,
    },
    /** The clock of freshness, `Age` and `Date` (a test's own, or the wall clock). */
    readonly now: () => number = Date.now,
  ) {
    this.Policy = policyOn(now);
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxEntryBytes,
      // An empty body still takes a place.
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      dispose: (entry) => {
        const known = this.addresses.get(entry.address);
        if (known && --known.stored === 0) this.addresses.delete(entry.address);
      },
    });
  }

  /** Bytes of the bodies stored. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.body.length;
    return total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The largest response this cache stores (what is worth recording). */
  get maxEntryBytes(): number {
    return this.limits.maxEntryBytes;
  }

  /** How many addresses have responses stored (never more than the responses themselves). */
  get addressCount(): number {
    return this.addresses.size;
  }

  /**
   * How many times a change to cached pages began or ended so far: a response is stored only if this did not move
   * while Next.js was making it.
   */
  get changes(): number {
    return this.changeEvents;
  }

  /** Whether a request with a cookie may be answered for this address, or must go past the cache. */
  servesCookies(address: string): boolean {
    const known = this.addresses.get(address);
    return !known || known.cookieNames !== null;
  }

  /** The fresh cached response for this request, if any (and it becomes the most recently used). */
  lookup(address: string, requestHeaders: http.IncomingHttpHeaders): CachedResponse | undefined {
    const known = this.addresses.get(address);
    if (!known) return undefined;
    if (requestHeaders.cookie !== undefined && known.cookieNames === null) return undefined;
    const key = entryKey(address, known, requestHeaders);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A request that states no wishes of its own gets a response still fresh (the common case, answered without
    // building the policy's view of the request). Any other is asked of the policy, as the GET the response was
    // stored for (a HEAD is answered from it too): a reload's no-cache or max-age=0 is not satisfied, and Next's new
    // response then replaces this one.
    const fresh = this.now() < entry.freshUntil;
    if (fresh && requestHeaders['cache-control'] === undefined && requestHeaders.pragma === undefined) return entry;
    // A reload is always passed on: a response of age 0 satisfies max-age=0 to the letter (ages count in whole
    // seconds), but the person pressed reload to see the origin's page.
    if (isReload(requestHeaders)) {
      if (!fresh) this.entries.delete(key);
      return undefined;
    }
    if (
      fresh &&
      entry.policy.satisfiesWithoutRevalidation({ url: '/', method: 'GET', headers: policyHeaders(requestHeaders) })
    )
      return entry;
    if (!fresh) this.entries.delete(key);
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
    changesBefore = this.changeEvents,
  ): boolean {
    if (body.length > this.limits.maxEntryBytes) return false;
    const tags = headerWords(headers[CACHE_TAGS_HEADER]);
    let policy: CachePolicy;
    const request = { url: '/', method: 'GET', headers: policyHeaders(requestHeaders) };
    if (tags.length > 0) {
      const settled = changesBefore === this.changeEvents && !tags.some((tag) => this.changing.has(tag));
      // A process that may have missed another's changes (its change feed is down) stores none.
      if (!settled || !changeFeedReliable() || !taggedPageStorable(status, headers)) return false;
      // Its freshness is this cache's to say (its changes are heard), not its Cache-Control's (for other caches).
      const cacheControl = `s-maxage=${Math.floor(CACHED_PAGE_MAX_AGE_MS / 1000)}`;
      policy = new this.Policy(
        request,
        { status, headers: { ...policyHeaders(headers), 'cache-control': cacheControl } },
        POLICY_OPTIONS,
      );
    } else {
      if (requestHeaders.cookie !== undefined || refused(status, headers)) return false;
      policy = new this.Policy(request, { status, headers: policyHeaders(headers) }, POLICY_OPTIONS);
      if (!policy.storable() || freshForMs(policy) <= 0) return false;
    }
    // Stored only if the policy would give it to this very request without the request's own wishes (which the
    // fast path of lookup relies on: a response that must always be revalidated is never stored).
    const { 'cache-control': _asked, pragma: _pragma, ...plainRequest } = request.headers;
    if (!policy.satisfiesWithoutRevalidation({ ...request, headers: plainRequest })) return false;
    const key: AddressKey = {
      varyNames: headerText(headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
      cookieNames: tags.length > 0 ? headerWords(headers[CACHE_KEY_COOKIES_HEADER]) : null,
    };
    const raw: HeaderPairs = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_STORED.has(name.toLowerCase()) || CACHE_TAG_HEADERS.has(name.toLowerCase()))
        continue;
      for (const one of Array.isArray(value) ? value : [value]) raw.push([name, String(one)]);
    }
    // A compressed response went out chunked; the cached one has a known length.
    if (headers['content-length'] === undefined) raw.push(['content-length', String(body.length)]);
    const entryId = entryKey(address, key, requestHeaders);
    this.entries.delete(entryId);
    const previous = this.addresses.get(address);
    // A response keyed by other headers or cookies than the one stored before makes the earlier variants unreachable:
    // drop them.
    if (
      previous &&
      JSON.stringify([previous.varyNames, previous.cookieNames]) !== JSON.stringify([key.varyNames, key.cookieNames])
    ) {
      for (const [otherKey, entry] of this.entries.entries())
        if (entry.address === address) this.entries.delete(otherKey);
    }
    const etag = headers.etag === undefined ? undefined : headerText(headers.etag);
    const current = this.addresses.get(address);
    this.addresses.set(address, { ...key, stored: (current?.stored ?? 0) + 1 });
    const storedAt = this.now();
    this.entries.set(entryId, {
      headers: raw,
      body,
      etag,
      storedAt,
      freshUntil: storedAt + freshForMs(policy),
      policy,
      address,
      tags,
    });
    return true;
  }

  /**
   * A change to what pages with these tags show has begun (lib/http/cache-invalidation.ts cachedPagesChanging): they
   * are forgotten, and not stored again until the returned function says it has ended (or CACHED_PAGE_CHANGE_MAX_MS
   * has passed). Nor is any response that was on its way while a change began or ended: Next.js may have made it from
   * the page before the change.
   */
  changeBegins(tags: readonly string[]): () => void {
    this.changeEvents += 1;
    for (const tag of tags) this.changing.set(tag, (this.changing.get(tag) ?? 0) + 1);
    this.forget(tags);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      this.changeEvents += 1;
      for (const tag of tags) {
        const left = (this.changing.get(tag) ?? 1) - 1;
        if (left > 0) this.changing.set(tag, left);
        else this.changing.delete(tag);
      }
    };
    const timer = setTimeout(end, CACHED_PAGE_CHANGE_MAX_MS);
    timer.unref?.();
    return end;
  }

  /**
   * Forgets every response (changes may have been missed), and stores none that was on its way: it may have been
   * made before one of them.
   */
  clear(): void {
    this.changeEvents += 1;
    this.entries.clear();
  }

  private forget(tags: readonly string[]): void {
    for (const [key, entry] of this.entries.entries())
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }
}

/** The value of one cookie in a Cookie header ('' when it is not there). */
function cookieValue(header: string | undefined, name: string): string {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return '';
}

/** The address (host and path with its query), the values of the request headers the response varies by, and of the cookies a tagged page depends on. */
function entryKey(address: string, key: AddressKey, requestHeaders: http.IncomingHttpHeaders): string {
  const cookies = (key.cookieNames ?? []).map((name) => `${name}=${cookieValue(requestHeaders.cookie, name)}`);
  return [address, ...key.varyNames.map((name) => headerText(requestHeaders[name])), ...cookies].join('\n');
}

/** What the cache files a request under: the host and the path with its query, as a shared cache keys on the URI. */
export function requestAddress(request: Pick<http.IncomingMessage, 'url' | 'headers'>): string {
  return `${headerText(request.headers.host).toLowerCase()} ${request.url ?? '/'}`;
}

/** Sends a cached response: 304 when the client has it, the headers alone for HEAD, else the whole response. */
function respondFromCache(
  entry: CachedResponse,
  request: http.IncomingMessage,
  response: CachingResponse,
  now: number,
): void {
  response.sendsCachedResponse();
  const common: HeaderPairs = [
    ['date', new Date(now).toUTCString()],
    ['age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)))],
    [RESPONSE_CACHE_STATUS_HEADER, 'HIT'],
  ];
  // Node takes a header list flat (name, value, name, value…), which keeps repeated names.
  if (etagMatches(headerText(request.headers['if-none-match']), entry.etag)) {
    const repeated = entry.headers.filter(([name]) => NOT_MODIFIED_HEADERS.has(name.toLowerCase()));
    response.writeHead(304, [...repeated, ...common].flat());
    response.end();
    return;
  }
  response.writeHead(200, [...entry.headers, ...common].flat());
  response.end(request.method === 'HEAD' ? undefined : entry.body);
}

/** What a CachingResponse does with its head and body: set by cacheInFront for one response. */
interface Recording {
  /** Called with the headers (names lower-cased) just before they are sent; true to record the body. */
  head(headers: http.OutgoingHttpHeaders): boolean;
  /** Called once the whole response has gone out, with its body as sent (after any compression). */
  done?(status: number, headers: http.OutgoingHttpHeaders, body: Buffer): void;
  maxBytes: number;
}

/**
 * The server's response class (http.createServer's `ServerResponse` option, server/main.ts): the proxy's cache tags
 * come off every response before it is sent, and a response the cache may store is recorded as it goes out. Node
 * sends every response's headers through `writeHead` (directly, or from its first write), and its body through
 * `write` and `end` (after Next's compression, which wraps those of each response).
 */
export class CachingResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  private recording: Recording | undefined;
  private fromCache = false;
  private chunks: Buffer[] | null = null;
  private recordedBytes = 0;
  private sentHeaders: http.OutgoingHttpHeaders = {};

  /** Records this response for the cache (cacheInFront). */
  record(recording: Recording): void {
    this.recording = recording;
    this.once('finish', () => {
      const chunks = this.chunks;
      if (!chunks || !recording.done) return;
      try {
        recording.done(this.statusCode, this.sentHeaders, Buffer.concat(chunks));
      } catch (error) {
        // The response has gone out whole; failing to store it costs only the next request its speed.
        console.error(
          `[parley] response cache could not store a response: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  /** A response the cache sends itself: its headers are the stored ones, which carry no cache tags. */
  sendsCachedResponse(): void {
    this.fromCache = true;
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (this.fromCache) return (super.writeHead as (...args: unknown[]) => this)(statusCode, ...rest);
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
  const entry = cache.lookup(address, request.headers);
  if (entry) {
    respondFromCache(entry, request, response, cache.now());
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

function lowerCased(headers: http.OutgoingHttpHeaders | undefined): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}
