/** @jest-environment node */
/*
 * server/next-cache-handler.cjs extends an undocumented internal of Next.js, its file-system cache. What the handler
 * relies on is pinned here against the Next.js installed, so an upgrade that moves or changes the internal fails with
 * a message that names the version and the internal, instead of replicas quietly serving old pages.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler is CommonJS, as Next.js loads it
const handler = require('./next-cache-handler.cjs') as {
  new (context: object): CacheHandler;
  CACHED_PAGE_MAX_AGE_MS: number;
  EVERY_PAGE_TAG: string;
  FILE_SYSTEM_CACHE_MODULE: string;
  NEXT_VERSION_CHECKED: string;
};

interface CacheHandler {
  get(key: string, context: { kind: string }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: object, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- reading the installed version, as Next.js does
const NEXT_VERSION = (require('next/package.json') as { version: string }).version;
/**
 * The SHA-256 of the internal's file as last read against the handler (Next.js 16.4.6). Any change to the file fails
 * the last test below: read the new file's get, set and revalidateTag against the handler, then update this and
 * NEXT_VERSION_CHECKED in the handler.
 */
const FILE_SYSTEM_CACHE_SHA256 = '427a5a07865eb68f0335ef701636bc1e065e8809552d243333d22e5eefcaae29';

/** Fails with what to do: the Next.js installed, the internal and what about it changed. */
function pinned(condition: boolean, what: string): void {
  if (condition) return;
  throw new Error(
    `Next.js ${NEXT_VERSION} (server/next-cache-handler.cjs was checked against ${handler.NEXT_VERSION_CHECKED}): ` +
      `${what}. The handler extends ${handler.FILE_SYSTEM_CACHE_MODULE}, an undocumented internal; read the new ` +
      'version of it and adapt the handler (and this test) before upgrading.',
  );
}

function internal<T>(module: string): T {
  let resolved: string;
  try {
    resolved = require.resolve(module);
  } catch {
    pinned(false, `${module} is gone (moved or removed)`);
    throw new Error('unreachable');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the internals are CommonJS files of Next.js
  return require(resolved) as T;
}

const NOW = 1_800_000_000_000;
/** A kept question page as Next.js's cache holds one: its tags in `x-next-cache-tags`, the root layout's among them. */
const questionPage = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: '<p>question</p>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

function newHandler(): CacheHandler {
  return new handler({
    fs: {},
    serverDistDir: fs.mkdtempSync(path.join(os.tmpdir(), 'parley-next-cache-')),
    // In memory, as Next.js's cache holds what it rendered before writing it out.
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
  });
}

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

test("Next.js's file-system cache is where the handler takes it from, a class with get, set and revalidateTag", () => {
  const { default: FileSystemCache } = internal<{ default?: { prototype: Record<string, unknown> } }>(
    handler.FILE_SYSTEM_CACHE_MODULE,
  );
  pinned(typeof FileSystemCache === 'function', `${handler.FILE_SYSTEM_CACHE_MODULE} has no default export class`);
  for (const method of ['get', 'set', 'revalidateTag'])
    pinned(typeof FileSystemCache!.prototype[method] === 'function', `FileSystemCache.prototype.${method} is gone`);
});

test('a Next.js whose internal moved, or exports no class, fails as the handler loads: naming the version and the internal', () => {
  const loud = new RegExp(
    `Next.js ${NEXT_VERSION.replace(/\./g, '\\.')} has no ${handler.FILE_SYSTEM_CACHE_MODULE}.*checked against Next.js ` +
      handler.NEXT_VERSION_CHECKED.replace(/\./g, '\\.'),
  );
  jest.isolateModules(() => {
    jest.doMock(handler.FILE_SYSTEM_CACHE_MODULE, () => {
      throw new Error(`Cannot find module '${handler.FILE_SYSTEM_CACHE_MODULE}'`);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loading the handler afresh
    expect(() => require('./next-cache-handler.cjs')).toThrow(loud);
  });
  jest.isolateModules(() => {
    jest.doMock(handler.FILE_SYSTEM_CACHE_MODULE, () => ({ FileSystemCache: class {} }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loading the handler afresh
    expect(() => require('./next-cache-handler.cjs')).toThrow(/exports no class/);
  });
  jest.dontMock(handler.FILE_SYSTEM_CACHE_MODULE);
});

test('a page set is got back with its lastModified, under the kind the handler names (APP_PAGE)', async () => {
  const { IncrementalCacheKind } = internal<{ IncrementalCacheKind: Record<string, string> }>(
    'next/dist/server/response-cache',
  );
  pinned(IncrementalCacheKind.APP_PAGE === 'APP_PAGE', "IncrementalCacheKind.APP_PAGE is no longer 'APP_PAGE'");
  const cache = newHandler();
  await cache.set('/en/question/x', questionPage(['_N_T_/layout']), { cacheControl: { revalidate: false } });
  const got = await cache.get('/en/question/x', { kind: 'APP_PAGE' });
  pinned(got?.lastModified === NOW, `get no longer returns a page set, with its lastModified (got ${String(got)})`);
});

test("revalidateTag called with no instance (as the handler calls it for another replica's tags) expires a kept page", async () => {
  const cache = newHandler();
  await cache.set('/en/question/y', questionPage(['_N_T_/layout', '_N_T_/en/question/y']), {});
  jest.advanceTimersByTime(1);
  const { default: FileSystemCache } = internal<{ default: { prototype: CacheHandler } }>(
    handler.FILE_SYSTEM_CACHE_MODULE,
  );
  const expired = await FileSystemCache.prototype.revalidateTag.call(null, ['_N_T_/en/question/y']).then(
    () => 'done',
    (error: unknown) => String(error),
  );
  pinned(expired === 'done', `FileSystemCache.prototype.revalidateTag fails on no instance: ${expired}`);
  pinned(
    (await cache.get('/en/question/y', { kind: 'APP_PAGE' })) === null,
    'FileSystemCache.prototype.revalidateTag on no instance no longer expires the pages with the tag in every instance',
  );
});

test('the root layout tag the handler expires when changes were missed is one of every page', async () => {
  const { getImplicitTags } = internal<{
    getImplicitTags(page: string, pathname: string, fallback?: unknown): Promise<{ tags: string[] }>;
  }>('next/dist/server/lib/implicit-tags');
  const { tags } = await getImplicitTags('/[lang]/question/[slug]/page', '/en/question/x');
  pinned(tags.includes(handler.EVERY_PAGE_TAG), `a page's implicit tags no longer include ${handler.EVERY_PAGE_TAG}`);
});

test("a route-cache key ends in '/$' and the page's path, which the handler's age check reads", () => {
  const { getRouteCacheKey } = internal<{
    getRouteCacheKey(pathname: string, owner: { kind: string; sourceRoute: string }): string;
  }>('next/dist/server/lib/route-cache-key');
  const key = getRouteCacheKey('/en/question/x', { kind: 'APP_PAGE', sourceRoute: '/[lang]/question/[slug]/page' });
  pinned(/^\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$\/en\/question\/x$/.test(key), `a route-cache key is now ${key}`);
});

test("a kept question page older than the bound counts as missing through the handler's get", async () => {
  const cache = newHandler();
  await cache.set('/de/question/z', questionPage(['_N_T_/layout']), {});
  jest.advanceTimersByTime(handler.CACHED_PAGE_MAX_AGE_MS);
  expect(await cache.get('/de/question/z', { kind: 'APP_PAGE' })).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(await cache.get('/de/question/z', { kind: 'APP_PAGE' })).toBeNull();
});

test('the internal is the file the handler was last checked against', () => {
  const file = require.resolve(handler.FILE_SYSTEM_CACHE_MODULE);
  const sha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  pinned(sha256 === FILE_SYSTEM_CACHE_SHA256, `${path.relative(process.cwd(), file)} changed (SHA-256 ${sha256})`);
});
