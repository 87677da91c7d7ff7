/*
 * Next.js's own cache of rendered pages (its incremental cache, `cacheHandler` in next.config.ts), made to hear the
 * other processes of the site. It is Next's default file-system cache in every respect but one: a revalidation
 * (revalidatePath/revalidateTag, called by the server actions that change a cached page) made in one process is
 * announced on the change feed (lib/change-feed/feed.ts), and one announced by another process expires the same tags
 * here. Without it, a question page re-rendered by the replica whose action changed it stays old on every other one.
 * When announcements may have been missed (the feed's connection dropped), every page this process rendered is
 * expired: the root layout's tag is one of every page's tags.
 *
 * Plain CommonJS, because Next.js loads this file by itself at run time, outside its bundles; it reaches the change
 * feed through the registry the feed keeps on globalThis (the feed is started by instrumentation-node.ts).
 */
/**
 * The undocumented internal this handler extends, and the Next.js version it was last checked against: its file, its
 * methods, the tags it expires and the keys it reads are pinned by server/next-cache-handler-internals.test.ts, which
 * fails naming them when an upgrade moves or changes them.
 */
const FILE_SYSTEM_CACHE_MODULE = 'next/dist/server/lib/incremental-cache/file-system-cache';
const NEXT_VERSION_CHECKED = '16.4.6';

/** The internal, or an error that says what moved: Next.js then fails at start with it, not on a revalidation. */
function fileSystemCache() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by Next.js outside its bundles
  const version = require('next/package.json').version;
  let loaded;
  try {
    // The name written out, not FILE_SYSTEM_CACHE_MODULE: Next.js bundles this file into the proxy's bundle too, where
    // webpack resolves only a literal name and a require of a variable always fails (every request answered 500).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    loaded = require('next/dist/server/lib/incremental-cache/file-system-cache');
  } catch (error) {
    throw new Error(
      `server/next-cache-handler.cjs: Next.js ${version} has no ${FILE_SYSTEM_CACHE_MODULE} (the handler was checked ` +
        `against Next.js ${NEXT_VERSION_CHECKED}); adapt the handler to the new version before upgrading`,
      { cause: error },
    );
  }
  if (typeof loaded?.default !== 'function')
    throw new Error(
      `server/next-cache-handler.cjs: ${FILE_SYSTEM_CACHE_MODULE} of Next.js ${version} exports no class (the handler ` +
        `was checked against Next.js ${NEXT_VERSION_CHECKED}); adapt the handler to the new version before upgrading`,
    );
  return loaded.default;
}
const FileSystemCache = fileSystemCache();

/** The change-feed topic of Next.js's cache tags. */
const NEXT_CACHE_TAGS_TOPIC = 'next-cache-tags';
/** The tag Next.js gives every page under the root layout (its implicit tags). */
const EVERY_PAGE_TAG = '_N_T_/layout';
const FEED = Symbol.for('parley.changeFeed');
const SUBSCRIBED = Symbol.for('parley.nextCacheHandlerSubscribed');

function feed() {
  return globalThis[FEED]?.api;
}

/** Hears the other processes' revalidations once per process, as soon as the feed exists. */
function subscribe() {
  const api = feed();
  if (!api || globalThis[SUBSCRIBED]) return;
  globalThis[SUBSCRIBED] = true;
  const expire = (tags) => FileSystemCache.prototype.revalidateTag.call(null, tags);
  api.onChange(NEXT_CACHE_TAGS_TOPIC, (data) => {
    const tags = Array.isArray(data?.tags) ? data.tags.filter((tag) => typeof tag === 'string') : [];
    if (tags.length > 0) void expire(tags);
  });
  api.onChangesMissed(() => void expire([EVERY_PAGE_TAG]));
}

/**
 * The longest a page rendered at its first request and kept (question pages, the home feeds: `rendering: 'cached'` in
 * lib/routes/pages.ts) is served from here: its changes are announced, and this bound is the safety net for one that
 * never arrived, as CACHED_PAGE_MAX_AGE_MS is for the response cache in front (server/response-cache.ts: the same
 * value; a test holds them equal). Past it the entry counts as missing, and Next.js renders the page again.
 */
const CACHED_PAGE_MAX_AGE_MS = 10 * 60_000;
/** The paths of those pages (`/{lang}/question/…`, `/{lang}/home/…`), not of the prerendered reader pages. */
const CACHED_PAGE_PATH = /^\/[^/]+\/(?:question|home)\//;

/**
 * Whether a cache entry of Next.js is a kept page older than CACHED_PAGE_MAX_AGE_MS, to be rendered again. Its key is
 * the page's path, or Next's route-cache key that ends with it (`/route-cache/APP_PAGE/{hash}/$/en/question/x`).
 */
function tooOldToServe(key, kind, lastModified, now = Date.now()) {
  const marker = key.indexOf('/$/');
  const pathname = marker === -1 ? key : key.slice(marker + 2);
  return (
    kind === 'APP_PAGE' &&
    CACHED_PAGE_PATH.test(pathname) &&
    lastModified > 0 &&
    now - lastModified > CACHED_PAGE_MAX_AGE_MS
  );
}

class ReplicaCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context);
    subscribe();
  }

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    return data && tooOldToServe(key, ctx?.kind, data.lastModified) ? null : data;
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const api = feed();
    const list = typeof tags === 'string' ? [tags] : [...tags];
    // Only an immediate expiry is told (what the site's actions ask for); a stale-while-revalidate profile stays local.
    if (api && !durations && list.length > 0) await api.announce(NEXT_CACHE_TAGS_TOPIC, { tags: list });
  }
}

module.exports = ReplicaCacheHandler;
module.exports.NEXT_CACHE_TAGS_TOPIC = NEXT_CACHE_TAGS_TOPIC;
module.exports.CACHED_PAGE_MAX_AGE_MS = CACHED_PAGE_MAX_AGE_MS;
module.exports.tooOldToServe = tooOldToServe;
module.exports.EVERY_PAGE_TAG = EVERY_PAGE_TAG;
module.exports.FILE_SYSTEM_CACHE_MODULE = FILE_SYSTEM_CACHE_MODULE;
module.exports.NEXT_VERSION_CHECKED = NEXT_VERSION_CHECKED;
