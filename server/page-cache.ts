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
 * - only GET and HEAD requests that carry no cookie, no Authorization and no Range are answered from it, so no
 *   member's page and no saved language can ever come from here;
 * - only a 200 answer to such a GET, marked for shared caches (`s-maxage`, or `public` with `max-age`), not `private`,
 *   `no-store` or `no-cache`, without `Set-Cookie` and without `Vary: *`, is kept, for the time its header says;
 * - the request headers its `Vary` names are part of the key (`Accept-Encoding`, Next.js's `rsc` headers);
 * - a request that asks for a fresh answer (`Cache-Control: no-cache` or `max-age=0`, as a browser's reload does)
 *   goes to Next.js, and the answer replaces the kept one;
 * - `If-None-Match` on a kept answer gets 304; HEAD gets the kept headers without the body;
 * - at most PAGE_CACHE_MAX_BYTES are kept (the least recently used answer goes first), none over
 *   PAGE_CACHE_MAX_ENTRY_BYTES.
 * Each replica keeps its own copy; a prerendered page changes only with a new build, which restarts the server.
 */
import type http from 'node:http';

/** Most bytes of kept answers at once; the least recently used answer is dropped first. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The largest answer kept: a bigger one is served by Next.js every time. */
export const PAGE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
/** Says whether the cache answered (HIT) or Next.js did for a request the cache could have answered (MISS). */
export const PAGE_CACHE_STATUS_HEADER = 'x-parley-cache';

/** Header names and values in the order sent (a name may repeat: Next.js sends `x-nextjs-prerender` twice). */
type HeaderPairs = Array<[name: string, value: string]>;

export interface KeptAnswer {
  headers: HeaderPairs;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  freshUntil: number;
  /** The address it answers (the key less the Vary values). */
  address: string;
}

/** Headers of one connection or one answer, never replayed (RFC 9111 §3.1), and the ones the cache writes itself. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'date', 'age', PAGE_CACHE_STATUS_HEADER]);
/** What a 304 repeats of the kept answer (RFC 9110 §15.4.5). */
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
 * asked for a fresh one), or stay out of it (`bypass`).
 */
export function cacheUse(method: string | undefined, headers: http.IncomingHttpHeaders): 'lookup' | 'refresh' | 'bypass' {
  if (method !== 'GET' && method !== 'HEAD') return 'bypass';
  if (headers.cookie !== undefined || headers.authorization !== undefined || headers.range !== undefined) return 'bypass';
  const asked = directives(headers['cache-control']);
  if (asked.has('no-cache') || asked.get('max-age') === '0' || /no-cache/i.test(headerText(headers.pragma))) return 'refresh';
  return 'lookup';
}

/** How long (ms) a shared cache may keep this answer, or null when it may not keep it at all. */
export function sharedFreshnessMs(status: number, headers: http.OutgoingHttpHeaders): number | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (headerText(headers.vary).split(',').some((name) => name.trim() === '*')) return null;
  const policy = directives(headers['cache-control']);
  if (policy.has('private') || policy.has('no-store') || policy.has('no-cache')) return null;
  const seconds = policy.has('s-maxage') ? policy.get('s-maxage') : policy.has('public') ? policy.get('max-age') : undefined;
  if (seconds === undefined || !/^\d{1,10}$/.test(seconds) || Number(seconds) === 0) return null;
  return Number(seconds) * 1000;
}

/** `If-None-Match` against an ETag, weakly (RFC 9110 §13.1.2): `*`, or any listed tag equal but for `W/`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export class PageCache {
  private readonly entries = new Map<string, KeptAnswer>();
  /**
   * Per address with kept answers: the Vary names of the answer last kept (to build the key before the answer is
   * found) and how many answers (variants) are kept, so that the map shrinks with the cache.
   */
  private readonly addresses = new Map<string, { varyNames: string[]; kept: number }>();
  private keptBytes = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxEntryBytes: number } = { maxBytes: PAGE_CACHE_MAX_BYTES, maxEntryBytes: PAGE_CACHE_MAX_ENTRY_BYTES },
    /** The clock of freshness, `Age` and `Date` (a test's own, or the wall clock). */
    readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.keptBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The largest answer this cache keeps (what is worth recording). */
  get maxEntryBytes(): number {
    return this.limits.maxEntryBytes;
  }

  /** The fresh kept answer for this request, if any (and it becomes the most recently used). */
  find(address: string, requestHeaders: http.IncomingHttpHeaders): KeptAnswer | undefined {
    const known = this.addresses.get(address);
    if (!known) return undefined;
    const key = entryKey(address, known.varyNames, requestHeaders);
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

  /** Keeps Next's answer to a GET when HTTP allows a shared cache to; says whether it did. */
  keep(address: string, requestHeaders: http.IncomingHttpHeaders, status: number, headers: http.OutgoingHttpHeaders, body: Buffer): boolean {
    const freshMs = sharedFreshnessMs(status, headers);
    if (freshMs === null || body.length > this.limits.maxEntryBytes) return false;
    const varyNames = headerText(headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const raw: HeaderPairs = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) raw.push([name, String(one)]);
    }
    // A compressed answer went out chunked; the kept one has a known length.
    if (headers['content-length'] === undefined) raw.push(['content-length', String(body.length)]);
    const storedAt = this.now();
    const key = entryKey(address, varyNames, requestHeaders);
    this.drop(key);
    const previous = this.addresses.get(address);
    // An answer that varies by other headers than the one kept before makes the earlier variants unreachable: drop them.
    if (previous && previous.varyNames.join() !== varyNames.join()) {
      for (const [otherKey, entry] of this.entries) if (entry.address === address) this.drop(otherKey);
    }
    const etag = headers.etag === undefined ? undefined : headerText(headers.etag);
    this.entries.set(key, { headers: raw, body, etag, storedAt, freshUntil: storedAt + freshMs, address });
    const current = this.addresses.get(address);
    this.addresses.set(address, { varyNames, kept: (current?.kept ?? 0) + 1 });
    this.keptBytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.keptBytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
    return true;
  }

  /** How many addresses have answers kept (never more than the answers themselves). */
  get addressCount(): number {
    return this.addresses.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keptBytes -= entry.body.length;
    const known = this.addresses.get(entry.address);
    if (known && --known.kept === 0) this.addresses.delete(entry.address);
  }
}

/** The address (host and path with its query) and the values of the request headers the answer varies by. */
function entryKey(address: string, varyNames: string[], requestHeaders: http.IncomingHttpHeaders): string {
  return [address, ...varyNames.map((name) => headerText(requestHeaders[name]))].join('\n');
}

/** What the cache files a request under: the host and the path with its query, as a shared cache keys on the URI. */
export function requestAddress(request: Pick<http.IncomingMessage, 'url' | 'headers'>): string {
  return `${headerText(request.headers.host).toLowerCase()} ${request.url ?? '/'}`;
}

/** Sends a kept answer: 304 when the client has it, the headers alone for HEAD, else the whole answer. */
function answer(entry: KeptAnswer, request: http.IncomingMessage, response: http.ServerResponse, now: number): void {
  const common: HeaderPairs = [
    ['date', new Date(now).toUTCString()],
    ['age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)))],
    [PAGE_CACHE_STATUS_HEADER, 'HIT'],
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
 * Next.js, and when the request is one the cache could answer, Next's answer is recorded on the way out and kept if
 * HTTP allows.
 */
export function cacheInFront(cache: PageCache, request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const use = cacheUse(request.method, request.headers);
  if (use === 'bypass') return false;
  const address = requestAddress(request);
  if (use === 'lookup') {
    const entry = cache.find(address, request.headers);
    if (entry) {
      answer(entry, request, response, cache.now());
      return true;
    }
  }
  response.setHeader(PAGE_CACHE_STATUS_HEADER, 'MISS');
  if (request.method === 'GET') recordAnswer(response, cache.maxEntryBytes, (status, headers, body) => cache.keep(address, request.headers, status, headers, body));
  return false;
}

/**
 * Records what is written to a response (after any compression, which wraps `write` and `end` later) and hands it on
 * once the whole answer has gone out; an answer that grows past `maxBytes`, or whose client went away, is not handed.
 */
function recordAnswer(response: http.ServerResponse, maxBytes: number, done: (status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keepable = true;
  let headersGiven: http.OutgoingHttpHeaders | undefined;
  const take = (chunk: unknown, encoding: unknown) => {
    if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > maxBytes) {
      keepable = false;
      chunks.length = 0;
    } else chunks.push(bytes);
  };
  const { write, end, writeHead } = response;
  response.write = function recordWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  response.end = function recordEnd(this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
  } as typeof response.end;
  response.writeHead = function recordWriteHead(this: http.ServerResponse, ...args: unknown[]) {
    const given = args.find((arg) => typeof arg === 'object' && arg !== null);
    // A flat header list (Node's other form) is not read here: such an answer is simply not kept.
    if (Array.isArray(given)) keepable = false;
    else if (given) headersGiven = given as http.OutgoingHttpHeaders;
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  response.once('finish', () => {
    if (!keepable) return;
    const headers: http.OutgoingHttpHeaders = { ...response.getHeaders(), ...lowerCased(headersGiven) };
    try {
      done(response.statusCode, headers, Buffer.concat(chunks));
    } catch (error) {
      // The answer has gone out whole; failing to keep it costs only the next request its speed.
      console.error(`[parley] page cache could not keep an answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function lowerCased(headers: http.OutgoingHttpHeaders | undefined): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}
