/*
 * The memory of the response cache (server/response-cache.ts): kept responses by address and by what their key is
 * made of, bounded in bytes by lru-cache (the least recently used response goes first). An address's responses are
 * keyed by the request headers their Vary names and, for a tagged page, by the cookies the proxy names for it
 * (`x-parley-cache-key-cookies`: the saved language); any other response is never found by a request with a cookie.
 * Whether a response may be kept, and whether a kept one may answer, is not decided here (server/http-cache-policy.ts,
 * server/tag-invalidation.ts).
 */
import type http from 'node:http';
import type CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { headerText } from './http-cache-policy';

/** Most bytes of kept responses at once; the least recently used response is dropped first. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The largest response kept: a bigger one is served by Next.js every time. */
export const RESPONSE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;

export interface CachedResponse {
  /** Its headers as node:http takes them, flat (name, value, name, value…, which keeps repeated names). */
  head: string[];
  /** The headers of a 304 for it. */
  notModifiedHead: string[];
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

/** What the key of an address's responses is made of: the request headers (Vary) and, for tagged pages, cookies. */
export interface KeyRecipe {
  varyNames: string[];
  /** The cookies a tagged page depends on; null for any other response, which a request with a cookie never gets. */
  cookieNames: string[] | null;
}

type Stored = CachedResponse & { key: string };

export class ResponseStore {
  private readonly entries: LRUCache<string, Stored>;
  /**
   * Per address with kept responses: what the key is made of, from the response last kept (to build the key before
   * the response is found), and how many responses (variants) are kept, so that the map shrinks with the store.
   */
  private readonly addresses = new Map<string, KeyRecipe & { stored: number }>();

  constructor(
    private readonly limits: { maxBytes: number; maxEntryBytes: number } = {
      maxBytes: RESPONSE_CACHE_MAX_BYTES,
      maxEntryBytes: RESPONSE_CACHE_MAX_ENTRY_BYTES,
    },
  ) {
    this.entries = new LRUCache<string, Stored>({
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

  /** Bytes of the bodies kept. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.body.length;
    return total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The largest response kept (what is worth recording). */
  get maxEntryBytes(): number {
    return this.limits.maxEntryBytes;
  }

  /** How many addresses have responses kept (never more than the responses themselves). */
  get addressCount(): number {
    return this.addresses.size;
  }

  /** Whether a request with a cookie may find anything at this address (unknown: it may, once kept). */
  servesCookies(address: string): boolean {
    const known = this.addresses.get(address);
    return !known || known.cookieNames !== null;
  }

  /** The response kept for this request, fresh or not (it becomes the most recently used). */
  find(address: string, requestHeaders: http.IncomingHttpHeaders): CachedResponse | undefined {
    const known = this.addresses.get(address);
    if (!known) return undefined;
    if (requestHeaders.cookie !== undefined && known.cookieNames === null) return undefined;
    return this.entries.get(entryKey(address, known, requestHeaders));
  }

  /** Forgets a response `find` gave (unless another has replaced it since). */
  remove(response: CachedResponse): void {
    const { key } = response as Stored;
    if (this.entries.peek(key) === response) this.entries.delete(key);
  }

  /**
   * Keeps a response for the requests whose headers (and, for a tagged page, cookies) match this one's as `recipe`
   * says; false when it is too large. It replaces the response kept for the same key, and a recipe other than the one
   * of the address's earlier responses drops those (no request could find them any more).
   */
  put(recipe: KeyRecipe, response: CachedResponse, requestHeaders: http.IncomingHttpHeaders): boolean {
    if (response.body.length > this.limits.maxEntryBytes) return false;
    const { address } = response;
    const key = entryKey(address, recipe, requestHeaders);
    this.entries.delete(key);
    const previous = this.addresses.get(address);
    if (previous && !sameRecipe(previous, recipe)) {
      for (const [otherKey, entry] of this.entries.entries())
        if (entry.address === address) this.entries.delete(otherKey);
    }
    const current = this.addresses.get(address);
    this.addresses.set(address, {
      varyNames: recipe.varyNames,
      cookieNames: recipe.cookieNames,
      stored: (current?.stored ?? 0) + 1,
    });
    this.entries.set(key, { ...response, key });
    return true;
  }

  /** Forgets every response that shows one of these tags. */
  forgetTagged(tags: readonly string[]): void {
    for (const [key, entry] of this.entries.entries())
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

function sameRecipe(a: KeyRecipe, b: KeyRecipe): boolean {
  const same = (x: readonly string[] | null, y: readonly string[] | null) =>
    x === null || y === null ? x === y : x.length === y.length && x.every((name, at) => name === y[at]);
  return same(a.varyNames, b.varyNames) && same(a.cookieNames, b.cookieNames);
}

/** The value of one cookie in a Cookie header ('' when it is not there). */
function cookieValue(header: string | undefined, name: string): string {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return '';
}

/**
 * The address (host and path with its query), then, a line each, the values of the request headers the response
 * varies by and of the cookies a tagged page depends on.
 */
function entryKey(address: string, recipe: KeyRecipe, requestHeaders: http.IncomingHttpHeaders): string {
  let key = address;
  for (const name of recipe.varyNames) key += `\n${headerText(requestHeaders[name])}`;
  for (const name of recipe.cookieNames ?? []) key += `\n${name}=${cookieValue(requestHeaders.cookie, name)}`;
  return key;
}
