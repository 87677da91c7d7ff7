/*
 * The HTTP rules of the site's response cache (server/response-cache.ts): which requests it may answer, which
 * responses it may keep and for how long, and what a kept response answers a request with. RFC 9111's rules for a
 * shared cache (Cache-Control, freshness, Vary, a client's own no-cache or max-age) are http-cache-semantics'; what
 * this file adds errs on the side of asking Next.js:
 * - only GET and HEAD requests without Authorization and Range are answered, and with a cookie only a tagged page
 *   (the key decides that: server/response-store.ts), so no member's own page and no saved language's redirect can
 *   come from the cache;
 * - only a 200 to a GET without a cookie is kept, without `Set-Cookie` or `Vary: *`, and a page (HTML or the React
 *   Server Components payload) only when Next.js itself marks it rendered once for everyone (prerendered, or ISR:
 *   nextRenderedOnce), whatever its Cache-Control says;
 * - a tagged page is kept by its tags rather than by its Cache-Control (its changes are heard), for a time the caller
 *   gives (server/tag-invalidation.ts CACHED_PAGE_MAX_AGE_MS);
 * - `If-None-Match` on a kept response gets 304 with the headers RFC 9110 says it repeats.
 */
import type http from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER } from '../lib/http/cache-invalidation';

/** Says whether the cache answered (HIT) or Next.js did for a request the cache could have answered (MISS). */
export const RESPONSE_CACHE_STATUS_HEADER = 'x-parley-cache';

/** Header names and values in the order sent (a name may repeat: Next.js sends `x-nextjs-prerender` twice). */
export type HeaderPairs = Array<[name: string, value: string]>;

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
export const CACHE_TAG_HEADERS: ReadonlySet<string> = new Set([CACHE_TAGS_HEADER, CACHE_KEY_COOKIES_HEADER]);
/** What a 304 repeats of the kept response (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-location', 'etag', 'expires', 'vary']);
/** A shared cache, with no freshness guessed for a response that states none. */
const POLICY_OPTIONS = { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 } as const;

/** A header's value as one string ('' when absent; a repeated header's values joined as HTTP joins them). */
export const headerText = (value: string | string[] | number | undefined): string =>
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
export const freshForMs = (policy: CachePolicy) => Math.max(0, Math.round((policy.maxAge() - policy.age()) * 1000));

/** http-cache-semantics' rules, on a clock of the caller's. */
export type ClockedPolicy = new (
  request: CachePolicy.Request,
  response: CachePolicy.Response,
  options: CachePolicy.Options,
) => CachePolicy;

/** http-cache-semantics' rules on the cache's own clock (a test's, or the wall clock). */
export function policyOn(now: () => number): ClockedPolicy {
  return class extends CachePolicy {
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

/** Whether the request is a reload: Cache-Control no-cache or max-age=0, or the older Pragma: no-cache. */
function isReload(headers: http.IncomingHttpHeaders): boolean {
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  return (
    /(^|,)\s*(no-cache|max-age\s*=\s*0+)\s*(,|$)/.test(cacheControl) || /no-cache/i.test(headerText(headers.pragma))
  );
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
  // Judged at the moment it arrives (a clock that stands still), as storagePolicy does.
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

/**
 * The rules a response to a GET is kept under, or null when it must not be kept. `taggedMaxAgeMs` is null for a
 * response without cache tags (HTTP's rules for a shared cache decide, and a request with a cookie gets nothing kept),
 * and for a tagged page the time it stays fresh: its changes are heard, so its Cache-Control (for other caches) does
 * not count. A response the policy would not give to this very request without the request's own wishes is not kept
 * either: so a request that states none can be answered from the stored freshness alone (answerFromStore).
 */
export function storagePolicy(
  Policy: ClockedPolicy,
  requestHeaders: http.IncomingHttpHeaders,
  status: number,
  headers: http.OutgoingHttpHeaders,
  taggedMaxAgeMs: number | null,
): CachePolicy | null {
  const request = { url: '/', method: 'GET', headers: policyHeaders(requestHeaders) };
  let policy: CachePolicy;
  if (taggedMaxAgeMs !== null) {
    if (!taggedPageStorable(status, headers)) return null;
    const cacheControl = `s-maxage=${Math.floor(taggedMaxAgeMs / 1000)}`;
    policy = new Policy(
      request,
      { status, headers: { ...policyHeaders(headers), 'cache-control': cacheControl } },
      POLICY_OPTIONS,
    );
  } else {
    if (requestHeaders.cookie !== undefined || refused(status, headers)) return null;
    policy = new Policy(request, { status, headers: policyHeaders(headers) }, POLICY_OPTIONS);
    if (!policy.storable() || freshForMs(policy) <= 0) return null;
  }
  const { 'cache-control': _asked, pragma: _pragma, ...plainRequest } = request.headers;
  return policy.satisfiesWithoutRevalidation({ ...request, headers: plainRequest }) ? policy : null;
}

/**
 * What a kept response may do for a request: `serve` it; `pass` the request to Next.js (whose new response then
 * replaces the kept one); or `drop` the kept one, which is stale, and pass. A request that states no wishes of its
 * own gets a response still fresh (the common case, answered without building the policy's view of the request). A
 * reload is always passed on: a response of age 0 satisfies max-age=0 to the letter (ages count in whole seconds),
 * but the person pressed reload to see the origin's page. Any other request is asked of the policy, as the GET the
 * response was kept for (a HEAD is answered from it too).
 */
export function answerFromStore(
  kept: { policy: CachePolicy; freshUntil: number },
  requestHeaders: http.IncomingHttpHeaders,
  now: number,
): 'serve' | 'pass' | 'drop' {
  const fresh = now < kept.freshUntil;
  if (fresh && requestHeaders['cache-control'] === undefined && requestHeaders.pragma === undefined) return 'serve';
  if (
    fresh &&
    !isReload(requestHeaders) &&
    kept.policy.satisfiesWithoutRevalidation({ url: '/', method: 'GET', headers: policyHeaders(requestHeaders) })
  )
    return 'serve';
  return fresh ? 'pass' : 'drop';
}

/**
 * The headers a kept response is replayed with: those sent, less the ones of one connection or one response, the
 * cache's own and the proxy's cache tags; with its length, which a compressed response sent chunked did not state.
 */
export function storedHeaders(headers: http.OutgoingHttpHeaders, bodyLength: number): HeaderPairs {
  const pairs: HeaderPairs = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || NOT_STORED.has(lower) || CACHE_TAG_HEADERS.has(lower)) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, String(one)]);
  }
  if (headers['content-length'] === undefined) pairs.push(['content-length', String(bodyLength)]);
  return pairs;
}

/** The headers of a 304 for a kept response: those RFC 9110 §15.4.5 says it repeats. */
export function notModifiedHeaders(stored: HeaderPairs): HeaderPairs {
  return stored.filter(([name]) => NOT_MODIFIED_HEADERS.has(name.toLowerCase()));
}

/** The request headers a response's key is made of (its Vary, lower-cased). */
export function varyNames(headers: http.OutgoingHttpHeaders): string[] {
  return headerText(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
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
