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

/** Response header: the tags of what a cached page shows, separated by spaces. */
export const CACHE_TAGS_HEADER = 'x-parley-cache-tags';
/** Response header: the names of the only request cookies a cached page's answer depends on, separated by spaces. */
export const CACHE_KEY_COOKIES_HEADER = 'x-parley-cache-key-cookies';

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

/**
 * Announces that the cached pages with these tags are changing; returns the function that says the change is done
 * (calling it again does nothing). With no listener (`next start`, PAGE_CACHE=off, tests) it costs nothing.
 */
export function cachedPagesChanging(tags: readonly string[]): () => void {
  const ends = [...listeners()].map((listener) => listener(tags));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const end of ends) end();
  };
}
