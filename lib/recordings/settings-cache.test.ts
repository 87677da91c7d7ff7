/** @jest-environment node */
import { INGEST_CACHE_MAX_ENTRIES, INGEST_CACHE_TTL_MS, TtlCache } from './settings-cache';

/** A lazy thenable like Drizzle's query builders: every `then` runs the "statement" again. */
function lazyQuery<V>(value: V) {
  const runs = { count: 0 };
  const thenable: PromiseLike<V> = {
    then(onFulfilled, onRejected) {
      runs.count += 1;
      return Promise.resolve(value).then(onFulfilled, onRejected);
    },
  };
  return { thenable, runs };
}

describe('TtlCache (what the ingest keeps of project settings)', () => {
  test('a lazy query loaded once runs once, however many readers await it', async () => {
    const cache = new TtlCache<number[]>();
    const { thenable, runs } = lazyQuery([1, 2]);
    for (let i = 0; i < 5; i += 1) expect(await cache.get('p', () => thenable)).toEqual([1, 2]);
    expect(runs.count).toBe(1);
  });

  test('a value is reused for INGEST_CACHE_TTL_MS, then loaded again', async () => {
    const loadedAt = Date.parse('2026-03-01T12:00:00Z');
    let now = loadedAt;
    const cache = new TtlCache<string>(INGEST_CACHE_TTL_MS, INGEST_CACHE_MAX_ENTRIES, () => now);
    const load = jest.fn(async () => `v${now - loadedAt}`);
    expect(await cache.get('p', load)).toBe('v0');
    now = loadedAt + INGEST_CACHE_TTL_MS;
    expect(await cache.get('p', load)).toBe('v0');
    now = loadedAt + INGEST_CACHE_TTL_MS + 1;
    expect(await cache.get('p', load)).toBe(`v${INGEST_CACHE_TTL_MS + 1}`);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('past INGEST_CACHE_MAX_ENTRIES keys the least recently used one is forgotten, not the others', async () => {
    const cache = new TtlCache<string>();
    const load = jest.fn(async () => 'x');
    for (let i = 0; i < INGEST_CACHE_MAX_ENTRIES; i += 1) await cache.get(`k${i}`, load);
    await cache.get('k0', load);
    await cache.get('one more', load);
    expect(load).toHaveBeenCalledTimes(INGEST_CACHE_MAX_ENTRIES + 1);
    await cache.get('k0', load);
    await cache.get(`k${INGEST_CACHE_MAX_ENTRIES - 1}`, load);
    expect(load).toHaveBeenCalledTimes(INGEST_CACHE_MAX_ENTRIES + 1);
    await cache.get('k1', load);
    expect(load).toHaveBeenCalledTimes(INGEST_CACHE_MAX_ENTRIES + 2);
  });

  test('a failed load is not kept: the next read loads again', async () => {
    const cache = new TtlCache<string>();
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'back')).toBe('back');
  });
});
