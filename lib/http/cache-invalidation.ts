/*
 * Cached pages (lib/routes/pages.ts `rendering: 'cached'`: a question page) in the site's own response cache
 * (server/response-cache.ts), which serves them from memory to every reader and member alike.
 *
 * Every other cache must ask the site each time (the proxy marks these responses `Cache-Control: no-cache`), because a
 * cached page changes whenever a member answers or votes. The site's own cache can do better, because it hears of every
 * change: the proxy cache tags the response with what it shows (`x-parley-cache-tags`, as a CDN's surrogate keys) and with
 * the only cookies that select it (`x-parley-cache-key-cookies`: the saved language, which turns an address without
 * `?lang=` into a redirect); the server action that changes it announces those tags (cachedPagesChanging) and the cache
 * forgets them. The server strips both headers before a response leaves it.
 *
 * The announcements of changes are in lib/change-feed/cached-pages.ts (server-only): this module is also in the
 * browser's bundle (the route table names the tags).
 */

/** Response header: the tags of what a cached page shows, separated by spaces. */
export const CACHE_TAGS_HEADER = 'x-parley-cache-tags';
/** Response header: the names of the only request cookies a cached page's response depends on, separated by spaces. */
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
