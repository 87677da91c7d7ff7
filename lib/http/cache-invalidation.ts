/*
 * Cached pages (lib/routes/pages.ts `rendering: 'cached'`: a question page) in the site's own response cache
 * (server/response-cache.ts), which answers them from memory to every reader and member alike.
 *
 * Every other cache must ask the site each time (the proxy marks these answers `Cache-Control: no-cache`), because a
 * cached page changes whenever a member answers or votes. The site's own cache can do better, because it hears of every
 * change: the proxy cache tags the answer with what it shows (`x-parley-cache-tags`, as a CDN's surrogate keys) and with
 * the only cookies that select it (`x-parley-cache-key-cookies`: the saved language, which turns an address without
 * `?lang=` into a redirect); the server action that changes it announces those tags (cachedPagesChanging) and the cache
 * forgets them. The server strips both headers before an answer leaves it.
 *
 * The actions run in Next.js's bundle, the cache in the server's: two copies of this module in one process. The
 * listeners are therefore cached on `globalThis` under a registered symbol, which both copies share.
 */

import { announce, onChange } from '../db/change-feed';

/** Response header: the tags of what a cached page shows, separated by spaces. */
export const CACHE_TAGS_HEADER = 'x-parley-cache-tags';
/** Response header: the names of the only request cookies a cached page's answer depends on, separated by spaces. */
export const CACHE_KEY_COOKIES_HEADER = 'x-parley-cache-key-cookies';

const IN_FRONT = Symbol.for('parley.responseCacheInFront');

/**
 * Said by the site's server (server/main.ts) when its response cache is in front of Next.js in this process: only
 * then does the proxy tag pages with the headers above, which that cache takes off. With the cache off, or under
 * `next start`, nothing would take them off, so they are never set.
 */
export function placeResponseCacheInFront(): void {
  (globalThis as { [IN_FRONT]?: boolean })[IN_FRONT] = true;
}

/** Whether the response cache is in front of Next.js in this process (placeResponseCacheInFront). */
export function responseCacheInFront(): boolean {
  return (globalThis as { [IN_FRONT]?: boolean })[IN_FRONT] === true;
}

/** The tag of every cached page of one question (all languages and answer orders). */
export function questionPageTag(slug: string): string {
  return `question:${encodeURIComponent(slug)}`;
}

/** Splits a tags or cookie-names header into its words (none for a missing header). */
export function headerWords(value: string | string[] | number | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value.join(' ') : String(value)).split(/[\s,]+/).filter(Boolean);
}

/**
 * A cache that keeps tagged pages, called when a change to what the tags show is stored and about to reach Next.js's
 * own cached pages: from then on the cache neither serves nor keeps those pages. The function it returns is called once
 * the action has answered, when Next.js renders them anew: the cache forgets them once more and may keep them again.
 */
export type CachedPageChangeListener = (tags: readonly string[]) => () => void;

const LISTENERS = Symbol.for('parley.cachedPageChangeListeners');
type Registry = { [LISTENERS]?: Set<CachedPageChangeListener> };

function listeners(): Set<CachedPageChangeListener> {
  const registry = globalThis as Registry;
  registry[LISTENERS] ??= new Set();
  return registry[LISTENERS];
}

/** Hears every change to cached pages made in this process; returns the function that stops listening. */
export function listenToCachedPageChanges(listener: CachedPageChangeListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** The change-feed topic of changed cached pages: their tags, once the change is done. */
export const CACHED_PAGES_CHANGED_TOPIC = 'cached-pages';

/**
 * Announces that the cached pages with these tags are changing; returns the function that says the change is done
 * (calling it again does nothing). The caches of this process hear both; the other processes' (replicas on one
 * PostgreSQL: lib/db/change-feed.ts) hear that it is done, by then with Next.js's own copies expired there too
 * (server/next-cache-handler.cjs), and forget those pages. With no cache anywhere it costs nothing.
 */
export function cachedPagesChanging(tags: readonly string[]): () => Promise<void> {
  const ends = [...listeners()].map((listener) => listener(tags));
  let done: Promise<void> | undefined;
  return () => {
    if (done) return done;
    for (const end of ends) end();
    done = announce(CACHED_PAGES_CHANGED_TOPIC, { tags: [...tags] });
    return done;
  };
}

/**
 * Hears that cached pages with these tags have changed, in this process or another (after the change: a cache that
 * forgets them then gets the new page from Next.js). Returns the function that stops listening.
 */
export function onCachedPagesChanged(listener: (tags: string[]) => void): () => void {
  return onChange(CACHED_PAGES_CHANGED_TOPIC, (data) => {
    const tags = (data as { tags?: unknown } | undefined)?.tags;
    if (Array.isArray(tags)) listener(tags.filter((tag): tag is string => typeof tag === 'string'));
  });
}
