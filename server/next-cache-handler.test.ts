/** @jest-environment node */
import { CACHED_PAGE_MAX_AGE_MS as RESPONSE_CACHE_MAX_AGE_MS } from './tag-invalidation';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler is CommonJS, as Next.js loads it
const handler = require('./next-cache-handler.cjs') as {
  CACHED_PAGE_MAX_AGE_MS: number;
  tooOldToServe(key: string, kind: string, lastModified: number, now?: number): boolean;
};

const NOW = 1_800_000_000_000;
const old = NOW - handler.CACHED_PAGE_MAX_AGE_MS - 1;

test("Next.js's own copy of a kept page lives as long as the response cache's in front of it: one bound for the safety net", () => {
  expect(handler.CACHED_PAGE_MAX_AGE_MS).toBe(RESPONSE_CACHE_MAX_AGE_MS);
});

test('a kept question page or feed older than the bound counts as missing (Next.js renders it again), a younger one is served', () => {
  for (const key of [
    '/en/question/how-to-listen',
    '/fa/question/how-to-listen/newest',
    '/route-cache/APP_PAGE/ab12/$/de/question/x',
    '/en/home/newest',
  ]) {
    expect(handler.tooOldToServe(key, 'APP_PAGE', old, NOW)).toBe(true);
    expect(handler.tooOldToServe(key, 'APP_PAGE', NOW - 1_000, NOW)).toBe(false);
  }
});

test('prerendered reader pages, other kinds of entries and entries already marked stale are left to Next.js', () => {
  expect(handler.tooOldToServe('/en/articles/the-truth', 'APP_PAGE', old, NOW)).toBe(false);
  expect(handler.tooOldToServe('/route-cache/APP_PAGE/ab12/$/original/blog', 'APP_PAGE', old, NOW)).toBe(false);
  expect(handler.tooOldToServe('/en/question/x', 'FETCH', old, NOW)).toBe(false);
  expect(handler.tooOldToServe('/en/question/x', 'APP_PAGE', -1, NOW)).toBe(false);
});
