/*
 * Changes to cached pages (lib/http/cache-invalidation.ts), announced to the caches that keep them: the site's
 * response cache (server/response-cache.ts) in this process from the moment a change begins, and, once it is done,
 * every process of the site (lib/change-feed/feed.ts).
 *
 * The actions run in Next.js's bundle, the cache in the server's: two copies of this module in one process. The
 * listeners are therefore kept on `globalThis` under a registered symbol, which both copies share.
 */
import { announce, onChange } from './feed';

/**
 * A cache that keeps tagged pages, called when a change to what the tags show is stored and about to reach Next.js's
 * own cached pages: from then on the cache neither serves nor keeps those pages. The function it returns is called once
 * the action has responded, when Next.js renders them anew: the cache forgets them once more and may keep them again.
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
 * PostgreSQL: lib/change-feed/feed.ts) hear that it is done, by then with Next.js's own copies expired there too
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
