import { LRUCache } from 'lru-cache';
import { announce, onChange, onChangesMissed } from '@/lib/change-feed/feed';

/** How long what the ingest's control calls read (projects, tags, conditions, flags) is reused before it is read again. */
export const INGEST_CACHE_TTL_MS = 5_000;
/** Keys a settings cache holds at most (projects, in practice); past it the least recently used is forgotten. */
export const INGEST_CACHE_MAX_ENTRIES = 10_000;

/**
 * What the ingest's control calls read on every page load (the project by its key, its tags, start conditions and
 * feature flags) changes only when someone edits it in the studio: it is kept in memory here. The studio's changes
 * call `ingestSettingsChanged` (lib/studio: tags, flags, conditions; here so that the studio need not import the
 * ingest), which announces it on the change feed (lib/change-feed/feed.ts): every settings cache of this process forgets
 * everything at once, whichever bundle (the server's or Next.js's) the call comes from, and on PostgreSQL so do those
 * of every other process (the site's replicas, the ingest processes) before the returned promise resolves. When the
 * feed may have missed announcements, the caches forget everything too. INGEST_CACHE_TTL_MS stays as a safety net.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, Promise<V>>;

  /** `clock` (ms, never 0: lru-cache reads a start of 0 as "no TTL") is what the TTL is measured by; tests pass one. */
  constructor(ttlMs = INGEST_CACHE_TTL_MS, maxEntries = INGEST_CACHE_MAX_ENTRIES, clock: () => number = Date.now) {
    // ttlResolution 0: the clock is asked on every read (lru-cache otherwise keeps a reading for 1 ms with a timer).
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now: clock } });
  }

  /** The value for `key`, loaded by `load` when missing or older than the TTL; a failed load is not kept. */
  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    // A query builder (Drizzle's) is a lazy thenable that runs its statement again on every `then`: resolving it once
    // here keeps one result, not one statement per reader.
    const value = Promise.resolve(load());
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const REGISTRY = Symbol.for('parley.ingest.settings-caches');
type Holder = { [REGISTRY]?: Set<TtlCache<unknown>> };

/** The change feed's topic of the studio's changes to what the ingest serves. */
export const INGEST_SETTINGS_TOPIC = 'ingest-settings';

/** Every settings cache of this process; the first call subscribes them, once, to the change feed. */
function registered(): Set<TtlCache<unknown>> {
  const holder = globalThis as Holder;
  if (!holder[REGISTRY]) {
    const caches = (holder[REGISTRY] = new Set());
    const forgetAll = () => caches.forEach((cache) => cache.clear());
    onChange(INGEST_SETTINGS_TOPIC, forgetAll);
    onChangesMissed(forgetAll);
  }
  return holder[REGISTRY];
}

/** A cache of project settings that `ingestSettingsChanged` empties. */
export function settingsCache<V>(ttlMs = INGEST_CACHE_TTL_MS): TtlCache<V> {
  const cache = new TtlCache<V>(ttlMs);
  registered().add(cache as TtlCache<unknown>);
  return cache;
}

/**
 * A project's tags, conditions, flags or settings changed: every settings cache forgets all, this process's before
 * this returns, every other process's once the promise has resolved (it never rejects).
 */
export function ingestSettingsChanged(): Promise<void> {
  registered();
  return announce(INGEST_SETTINGS_TOPIC);
}
