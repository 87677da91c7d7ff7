/*
 * The site's own shared HTTP cache, in front of Next.js in the site's server (server/main.ts): what a CDN or a caching
 * reverse proxy does for a reader page (README "Scaling"), done in the one process `npm start` runs.
 *
 * Why: a prerendered article is the same bytes for every anonymous reader, and Next.js marks it so
 * (`Cache-Control: s-maxage=…`). Next.js still routes every request for it again (its rewrite of `?lang=`, its header
 * rules, its page module), which costs the site a third or more of what a bare Next.js app serves
 * (BENCHMARKS.md §3). Answering the second request from memory costs a map look-up.
 *
 * What it keeps follows HTTP caching (RFC 9111) as a shared cache does, and errs on the side of asking Next.js:
 * - only GET and HEAD requests without Authorization and Range are answered from it, and with a cookie only a cached
 *   page (below), so no member's own page and no saved language's redirect can ever come from here;
 * - only a 200 answer to a GET without a cookie, marked for shared caches (`s-maxage`, or `public` with `max-age`), not
 *   `private`, `no-store` or `no-cache`, without `Set-Cookie` and without `Vary: *`, is cached, for the time its header
 *   says;
 * - the request headers its `Vary` names are part of the key (`Accept-Encoding`, Next.js's `rsc` headers);
 * - a request that asks for a fresh answer (`Cache-Control: no-cache` or `max-age=0`, as a browser's reload does)
 *   goes to Next.js, and the answer replaces the cached one;
 * - `If-None-Match` on a cached response gets 304; HEAD gets the cached headers without the body;
 * - at most RESPONSE_CACHE_MAX_BYTES are cached (the least recently used answer goes first), none over
 *   RESPONSE_CACHE_MAX_ENTRY_BYTES.
 * Each replica keeps its own copy; a prerendered page changes only with a new build, which restarts the server.
 *
 * Cached pages (a question page, lib/http/cache-invalidation.ts) are the same for every reader and member but change when a
 * member acts, so every other cache must ask for them each time (`no-cache`). This cache hears of every change made
 * in its process, so it keeps them, by what the proxy cache tags them with rather than by Cache-Control:
 * - a 200 tagged with tags (`x-parley-cache-tags`), not `private` or `no-store`, without `Set-Cookie` or `Vary: *`,
 *   and not a stale page Next.js is rendering anew (`x-nextjs-cache: STALE`), is cached until its tags change;
 * - it is served to requests with cookies too: the cookies its cache tag names (`x-parley-cache-key-cookies`: the saved
 *   language) are part of the key, the others (a member's session) select nothing on such a page;
 * - from the moment a change to a tag begins until Next.js has it, pages with that tag are neither served nor cached,
 *   and an answer that was on its way while any change began or ended is not cached (it may show the page before it);
 * - the cache tags never leave the server.
 */
import type http from 'node:http';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER, headerWords } from '../lib/http/cache-invalidation';
import { changeFeedReliable } from '../lib/db/change-feed';

/** Most bytes of cached responses at once; the least recently used answer is dropped first. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The largest answer cached: a bigger one is served by Next.js every time. */
export const RESPONSE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
/** Says whether the cache answered (HIT) or Next.js did for a request the cache could have answered (MISS). */
export const RESPONSE_CACHE_STATUS_HEADER = 'x-parley-cache';
/**
 * The longest a change to cached pages may take to be reported done (cachedPagesChanging's `done`, called once the action
 * has answered): an action that failed before that keeps its pages out of the cache only this long.
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
  freshUntil: number;
  /** The address it answers (the key less the Vary values). */
  address: string;
  /** For a cached page: the tags of what it shows, whose change forgets it. */
  tags: string[];
}

/** Headers of one connection or one answer, never replayed (RFC 9111 §3.1), and the ones the cache writes itself. */
const NOT_KEPT = new Set([
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

const headerText = (value: string | string[] | number | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** Cache-Control directives, lower-cased: `s-maxage=60, public` → {s-maxage: '60', public: ''}. */
function directives(value: string | string[] | number | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of headerText(value).split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) found.set(name.toLowerCase(), rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return found;
}

/**
 * What the cache may do for a request: answer it (`lookup`), only keep Next's answer to it (`refresh`: the client
 * asked for a fresh one), or stay out of it (`bypass`). A cookie is for the cached response to decide (ResponseCache).
 */
export function cacheUse(method: string | undefined, headers: http.IncomingHttpHeaders): 'lookup' | 'refresh' | 'bypass' {
  if (method !== 'GET' && method !== 'HEAD') return 'bypass';
  if (headers.authorization !== undefined || headers.range !== undefined) return 'bypass';
  const asked = directives(headers['cache-control']);
  if (asked.has('no-cache') || asked.get('max-age') === '0' || /no-cache/i.test(headerText(headers.pragma))) return 'refresh';
  return 'lookup';
}

/** A page (HTML, or the React Server Components payload the client router asks for), not a file or JSON. */
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
  return headerText(headers['x-nextjs-prerender']).includes('1') && (state === 'HIT' || state === 'MISS' || state === 'REVALIDATED');
}

/**
 * Whether this cache may store the answer at all, whatever its freshness: a 200 that sets no cookie, varies by
 * something (not `Vary: *`) and is neither `private` nor `no-store`.
 */
function storable(status: number, headers: http.OutgoingHttpHeaders, policy: Map<string, string>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (isPage(headers) && !nextRenderedOnce(headers)) return false;
  if (
    headerText(headers.vary)
      .split(',')
      .some((name) => name.trim() === '*')
  )
    return false;
  return !policy.has('private') && !policy.has('no-store');
}

/** How long (ms) a shared cache may keep this answer, or null when it may not keep it at all. */
export function sharedFreshnessMs(status: number, headers: http.OutgoingHttpHeaders): number | null {
  const policy = directives(headers['cache-control']);
  if (!storable(status, headers, policy) || policy.has('no-cache')) return null;
  const seconds = policy.has('s-maxage') ? policy.get('s-maxage') : policy.has('public') ? policy.get('max-age') : undefined;
  if (seconds === undefined || !/^\d{1,10}$/.test(seconds) || Number(seconds) === 0) return null;
  return Number(seconds) * 1000;
}

/**
 * Whether a cached page tagged with tags may be cached (until its tags change): what no cache may store (`private`,
 * `no-store`, a cookie set, `Vary: *`) and a stale page Next.js is rendering anew are not.
 */
export function taggedPageStorable(status: number, headers: http.OutgoingHttpHeaders): boolean {
  return storable(status, headers, directives(headers['cache-control'])) && nextRenderedOnce(headers);
}

/** `If-None-Match` against an ETag, weakly (RFC 9110 §13.1.2): `*`, or any listed tag equal but for `W/`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** What the key of an address's answers is made of: the request headers (Vary) and, for cached pages, cookies. */
interface AddressKey {
  varyNames: string[];
  /** The cookies a cached page depends on; null for any other answer, which a request with a cookie never gets. */
  cookieNames: string[] | null;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /**
   * Per address with cached responses: what the key is made of, from the answer last cached (to build the key before the
   * answer is found), and how many answers (variants) are cached, so that the map shrinks with the cache.
   */
  private readonly addresses = new Map<string, AddressKey & { cached: number }>();
  private cachedBytes = 0;
  /** Tags whose change has begun and not ended, with how many such changes. */
  private readonly changing = new Map<string, number>();
  private changeEvents = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxEntryBytes: number } = {
      maxBytes: RESPONSE_CACHE_MAX_BYTES,
      maxEntryBytes: RESPONSE_CACHE_MAX_ENTRY_BYTES,
    },
    /** The clock of freshness, `Age` and `Date` (a test's own, or the wall clock). */
    readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.cachedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The largest answer this cache keeps (what is worth recording). */
  get maxEntryBytes(): number {
    return this.limits.maxEntryBytes;
  }

  /**
   * How many times a change to cached pages began or ended so far: an answer is cached only if this did not move while
   * Next.js was making it.
   */
  get changes(): number {
    return this.changeEvents;
  }

  /** Whether a request with a cookie may be answered for this address, or must go past the cache. */
  answersCookies(address: string): boolean {
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
    if (this.now() >= entry.freshUntil) {
      this.drop(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps Next's answer to a GET when HTTP allows a shared cache to, or when it is a cached page whose tags did not
   * change while it was made (`changesBefore`: `changes` when the request came); says whether it did.
   */
  store(
    address: string,
    requestHeaders: http.IncomingHttpHeaders,
    status: number,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
    changesBefore = this.changeEvents,
  ): boolean {
    const tags = headerWords(headers[CACHE_TAGS_HEADER]);
    let freshMs: number | null;
    if (tags.length > 0) {
      const settled = changesBefore === this.changeEvents && !tags.some((tag) => this.changing.has(tag));
      // A process that may have missed another's changes (its change feed is down) stores none.
      freshMs = settled && changeFeedReliable() && taggedPageStorable(status, headers) ? CACHED_PAGE_MAX_AGE_MS : null;
    } else {
      freshMs = requestHeaders.cookie === undefined ? sharedFreshnessMs(status, headers) : null;
    }
    if (freshMs === null || body.length > this.limits.maxEntryBytes) return false;
    const key: AddressKey = {
      varyNames: headerText(headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
      cookieNames: tags.length > 0 ? headerWords(headers[CACHE_KEY_COOKIES_HEADER]) : null,
    };
    const raw: HeaderPairs = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_KEPT.has(name.toLowerCase()) || CACHE_TAG_HEADERS.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) raw.push([name, String(one)]);
    }
    // A compressed answer went out chunked; the cached one has a known length.
    if (headers['content-length'] === undefined) raw.push(['content-length', String(body.length)]);
    const storedAt = this.now();
    const entryId = entryKey(address, key, requestHeaders);
    this.drop(entryId);
    const previous = this.addresses.get(address);
    // An answer keyed by other headers or cookies than the one cached before makes the earlier variants unreachable:
    // drop them.
    if (previous && JSON.stringify([previous.varyNames, previous.cookieNames]) !== JSON.stringify([key.varyNames, key.cookieNames])) {
      for (const [otherKey, entry] of this.entries) if (entry.address === address) this.drop(otherKey);
    }
    const etag = headers.etag === undefined ? undefined : headerText(headers.etag);
    this.entries.set(entryId, { headers: raw, body, etag, storedAt, freshUntil: storedAt + freshMs, address, tags });
    const current = this.addresses.get(address);
    this.addresses.set(address, { ...key, cached: (current?.cached ?? 0) + 1 });
    this.cachedBytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.cachedBytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
    return true;
  }

  /**
   * A change to what pages with these tags show has begun (lib/http/cache-invalidation.ts cachedPagesChanging): they are
   * forgotten, and not cached again until the returned function says it has ended (or CACHED_PAGE_CHANGE_MAX_MS has
   * passed). Nor is any answer that was on its way while a change began or ended: Next.js may have made it from
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

  /** How many addresses have answers cached (never more than the answers themselves). */
  get addressCount(): number {
    return this.addresses.size;
  }

  /**
   * Forgets every response (changes may have been missed), and keeps none that was on its way: it may have been made
   * before one of them.
   */
  clear(): void {
    this.changeEvents += 1;
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  private forget(tags: readonly string[]): void {
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.cachedBytes -= entry.body.length;
    const known = this.addresses.get(entry.address);
    if (known && --known.cached === 0) this.addresses.delete(entry.address);
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

/** The address (host and path with its query), the values of the request headers the answer varies by, and of the cookies a cached page depends on. */
function entryKey(address: string, key: AddressKey, requestHeaders: http.IncomingHttpHeaders): string {
  const cookies = (key.cookieNames ?? []).map((name) => `${name}=${cookieValue(requestHeaders.cookie, name)}`);
  return [address, ...key.varyNames.map((name) => headerText(requestHeaders[name])), ...cookies].join('\n');
}

/** What the cache files a request under: the host and the path with its query, as a shared cache keys on the URI. */
export function requestAddress(request: Pick<http.IncomingMessage, 'url' | 'headers'>): string {
  return `${headerText(request.headers.host).toLowerCase()} ${request.url ?? '/'}`;
}

/** Sends a cached response: 304 when the client has it, the headers alone for HEAD, else the whole answer. */
function answer(entry: CachedResponse, request: http.IncomingMessage, response: http.ServerResponse, now: number): void {
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

/**
 * Puts the cache in front of one request. Returns true when the cache answered it; otherwise the caller hands it to
 * Next.js, and when the request is one the cache could answer, Next's answer is recorded on the way out and cached if
 * HTTP (or a cached page's cache tag) allows. The proxy's cache tags are taken off every answer that passes.
 */
export function cacheInFront(cache: ResponseCache, request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const use = cacheUse(request.method, request.headers);
  const address = requestAddress(request);
  const withCookie = request.headers.cookie !== undefined;
  if (use === 'bypass' || (withCookie && !cache.answersCookies(address))) {
    // Only a GET or HEAD answer carries cache tags (proxy.ts): the API's and the ingest's POSTs pass untouched.
    if (request.method === 'GET' || request.method === 'HEAD') onHead(response);
    return false;
  }
  if (use === 'lookup') {
    const entry = cache.lookup(address, request.headers);
    if (entry) {
      answer(entry, request, response, cache.now());
      return true;
    }
  }
  const changesBefore = cache.changes;
  // MISS: the cache could have answered. A request with a cookie could only for a cached page.
  const missed = (headers: http.OutgoingHttpHeaders) => !withCookie || headerWords(headers[CACHE_TAGS_HEADER]).length > 0;
  if (request.method !== 'GET') {
    onHead(response, (headers) => missed(headers) && response.setHeader(RESPONSE_CACHE_STATUS_HEADER, 'MISS'));
    return false;
  }
  recordAnswer(response, cache.maxEntryBytes, missed, (status, headers, body) => cache.store(address, request.headers, status, headers, body, changesBefore));
  return false;
}

/**
 * Takes the proxy's cache tags off an answer's headers just before they are sent, and first calls `seen`, if given, with
 * those headers (names lower-cased). Node sends every answer's headers through `writeHead` (directly, or from its
 * first write).
 */
function onHead(response: http.ServerResponse, seen?: (headers: http.OutgoingHttpHeaders, flat: boolean) => void): void {
  const { writeHead } = response;
  response.writeHead = function cacheTagsOff(this: http.ServerResponse, ...args: unknown[]) {
    const index = args.findIndex((arg) => typeof arg === 'object' && arg !== null);
    const given = index === -1 ? undefined : args[index];
    if (Array.isArray(given)) {
      // Node's other form, a flat list (name, value, name, value…): its cache tags come off, and it is not read.
      const pairs = [];
      for (let at = 0; at + 1 < given.length; at += 2) if (!CACHE_TAG_HEADERS.has(String(given[at]).toLowerCase())) pairs.push(given[at], given[at + 1]);
      args[index] = pairs;
      seen?.(response.getHeaders(), true);
    } else {
      if (seen) seen({ ...response.getHeaders(), ...lowerCased(given as http.OutgoingHttpHeaders | undefined) }, false);
      if (given) args[index] = Object.fromEntries(Object.entries(given).filter(([name]) => !CACHE_TAG_HEADERS.has(name.toLowerCase())));
    }
    for (const name of CACHE_TAG_HEADERS) response.removeHeader(name);
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}

/**
 * Records what is written to a response (after any compression, which wraps `write` and `end` later) and hands it on
 * once the whole answer has gone out; an answer that grows past `maxBytes`, or whose client went away, is not handed.
 * `missed` says from the headers whether the answer is one the cache could have given (then marked MISS).
 */
function recordAnswer(
  response: http.ServerResponse,
  maxBytes: number,
  missed: (headers: http.OutgoingHttpHeaders) => boolean,
  done: (status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keepable = true;
  let headersSent: http.OutgoingHttpHeaders = {};
  const take = (chunk: unknown, encoding: unknown) => {
    if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > maxBytes) {
      keepable = false;
      chunks.length = 0;
    } else chunks.push(bytes);
  };
  const { write, end } = response;
  response.write = function recordWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  response.end = function recordEnd(this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
  } as typeof response.end;
  onHead(response, (headers, flat) => {
    // A flat header list (Node's other form) is not read here: such an answer is simply not cached.
    if (flat) keepable = false;
    headersSent = headers;
    if (missed(headers)) response.setHeader(RESPONSE_CACHE_STATUS_HEADER, 'MISS');
  });
  response.once('finish', () => {
    if (!keepable) return;
    try {
      done(response.statusCode, headersSent, Buffer.concat(chunks));
    } catch (error) {
      // The answer has gone out whole; failing to keep it costs only the next request its speed.
      console.error(`[parley] response cache could not keep an answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function lowerCased(headers: http.OutgoingHttpHeaders | undefined): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}
