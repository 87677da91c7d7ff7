/** @jest-environment node */
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig, getRewrittenUrl } from 'next/experimental/testing/server';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';
import { PAGE_ROUTES } from './pages';
import { READER_PAGE_HEADER, READER_PAGE_SOURCES, readerPageInternalUrl } from './reader-pages';
import { routeBeforeNext } from '@/server/front-door';
import { PRERENDERED_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { LANG_CODES } from '@/lib/i18n/languages';
import { getLibrary } from '@/lib/content/load';
import { NOT_FOUND_SEGMENT } from './pages';

const library = getLibrary();
const article = library.articles[0]!.slug;
const post = library.blog[0]!.url;

const ORIGIN = 'http://localhost:3000';
const MARKED = { [READER_PAGE_HEADER]: '1' };
const proxyRuns = (path: string, { cookies = {}, headers = {} }: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  unstable_doesMiddlewareMatch({ config: proxyConfig, url: `${ORIGIN}${path}`, cookies, headers });
const throughConfig = (path: string, headers: Record<string, string> = {}) =>
  unstable_getResponseFromNextConfig({ url: `${ORIGIN}${path}`, nextConfig, headers });

/** The headers Next's config gives `path` (the rewrites left out: the testing helper cannot resolve their captures). */
const headersOnly = (path: string, headers: Record<string, string> = {}) =>
  unstable_getResponseFromNextConfig({ url: `${ORIGIN}${path}`, nextConfig: { ...nextConfig, rewrites: undefined }, headers });

type Rewrite = { source: string; destination: string; has?: Parameters<typeof matchHas>[2]; missing?: Parameters<typeof matchHas>[3] };

/**
 * Where Next's router sends `path` by the config's rewrites of one phase, matched as the server matches them (path-match,
 * then `has`/`missing` whose named groups become params, then the destination): Next's testing helper above drops the
 * params a `has` captures, which the server keeps. Null when no rule matches.
 */
async function rewrittenBy(phase: 'beforeFiles' | 'fallback', path: string): Promise<URL | null> {
  const url = new URL(path, ORIGIN);
  const query = Object.fromEntries(url.searchParams);
  const rules = ((await nextConfig.rewrites!()) as Record<typeof phase, Rewrite[]>)[phase];
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(url.pathname);
    const hasParams = params && matchHas({ headers: {} } as never, query, rule.has, rule.missing);
    if (!params || hasParams === false) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params: { ...params, ...hasParams }, query });
    return new URL(`${parsedDestination.pathname}?${new URLSearchParams(parsedDestination.query as Record<string, string>)}`, ORIGIN);
  }
  return null;
}

/** A request as the site's server (server/main.ts) hands it to Next.js. */
function afterFrontDoor(method: string, url: string, headers: Record<string, string> = {}) {
  const request = { method, url, headers: { ...headers } as Record<string, string | string[] | undefined> };
  routeBeforeNext(request);
  return { url: request.url, headers: Object.fromEntries(Object.entries(request.headers).filter(([, v]) => typeof v === 'string')) as Record<string, string> };
}

test('the reader pages the site\'s server routes itself are exactly the prerendered pages that read no session', () => {
  const prerendered = PAGE_ROUTES.filter((route) => route.kind.rendering === 'prerendered' && !route.kind.session).map((route) => route.pattern);
  expect([...READER_PAGE_SOURCES].sort()).toEqual(prerendered.sort());
});

describe.each([
  ['an article', `/articles/${article}`],
  ['the blog', '/blog'],
  ['a blog post', `/blog/${post}`],
  ['more blogs', '/more-blogs'],
  ['the impressum', '/impressum'],
])('%s', (_name, path) => {
  test.each(LANG_CODES)('with ?lang=%s: the server moves it to the language segment, marked; no proxy; the reader policy', async (lang) => {
    for (const method of ['GET', 'HEAD']) {
      const routed = afterFrontDoor(method, `${path}?lang=${lang}&utm_source=x`);
      expect(routed.url).toBe(`/${lang}${path}`);
      expect(routed.headers[READER_PAGE_HEADER]).toBe('1');
      expect(proxyRuns(routed.url, { headers: routed.headers })).toBe(false);
      // A session cookie or a saved language changes nothing on a page that reads neither.
      expect(proxyRuns(routed.url, { headers: routed.headers, cookies: { 'parley-access': 'x', lang: 'de' } })).toBe(false);
      const response = await headersOnly(routed.url, routed.headers);
      expect(response.headers.get('content-security-policy')).toBe(PRERENDERED_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('without ?lang=, with a language that does not exist, or posted to, the proxy decides (saved language, original)', async () => {
    for (const [method, url] of [
      ['GET', path],
      ['GET', `${path}?lang=klingon`],
      ['GET', `${path}?lang=de-x`],
      ['GET', `${path}?page=2`],
      ['POST', `${path}?lang=de`],
    ] as const) {
      expect(readerPageInternalUrl(method, url)).toBeNull();
      const routed = afterFrontDoor(method, url);
      expect(routed).toEqual({ url, headers: {} });
      expect(proxyRuns(routed.url)).toBe(true);
      expect(getRewrittenUrl(await throughConfig(routed.url))).toBeNull();
    }
  });

  test('under `next start` or `next dev` (no front door), ?lang= passes through the proxy, which routes it', () => {
    expect(proxyRuns(`${path}?lang=de`)).toBe(true);
  });

  test('a client cannot skip the proxy: the marker it sends is removed, and an internal address it asks for is the proxy\'s', async () => {
    const routed = afterFrontDoor('GET', `/de${path}`, MARKED);
    expect(routed).toEqual({ url: `/de${path}`, headers: {} });
    expect(proxyRuns(routed.url, { headers: routed.headers })).toBe(true);
    expect((await headersOnly(routed.url, routed.headers)).headers.get('content-security-policy')).toBeNull();
  });
});

test.each([
  ['/', 'the landing page or the signed-in home screen'],
  ['/articles', 'the catalogue (rendered per request, nonce policy)'],
  ['/question/why', 'a member page'],
  ['/home', 'a member page'],
  ['/articles/a/b', 'a path under a reader page that is no page (404 from the proxy)'],
  ['/blogs', 'a path that only starts like a reader page'],
  ['/impressum/x', 'a path under a reader page'],
  ['/nowhere', 'an unknown path'],
])('%s keeps the proxy even with ?lang= (%s)', async (path) => {
  const routed = afterFrontDoor('GET', `${path}?lang=de`);
  expect(routed).toEqual({ url: `${path}?lang=de`, headers: {} });
  expect(proxyRuns(routed.url)).toBe(true);
  expect(getRewrittenUrl(await throughConfig(routed.url))).toBeNull();
  expect((await headersOnly(routed.url)).headers.get('content-security-policy')).toBeNull();
});

test('an unknown slug, which the language segment does not have (dynamicParams = false), falls back to the translated not-found screen', async () => {
  // Next tries `/de/articles/no-such-article` first and, finding no such prerendered page, resolves on to the
  // fallback rewrites (e2e/pages.spec.ts proves the whole way: status 404 and the German heading).
  for (const path of ['/articles/no-such-article', '/blog/no-such-post']) {
    const routed = afterFrontDoor('GET', `${path}?lang=de`);
    expect(routed.url).toBe(`/de${path}`);
    expect((await rewrittenBy('fallback', `/de${path}`))?.pathname).toBe(`/de/${NOT_FOUND_SEGMENT}/answer`);
    expect(new URL(getRewrittenUrl(await throughConfig(routed.url, routed.headers)) ?? '').pathname).toBe(`/de/${NOT_FOUND_SEGMENT}/answer`);
  }
  expect(getRewrittenUrl(await throughConfig(`/de/articles/${article}/x`))).toBeNull();
});

test('no rule of next.config.ts rewrites a request before the pages are tried (each would cost every dynamic page)', async () => {
  const rules = (await nextConfig.rewrites!()) as Record<'beforeFiles' | 'afterFiles', Rewrite[]>;
  expect(rules.beforeFiles).toEqual([]);
  expect(rules.afterFiles).toEqual([]);
  expect(await rewrittenBy('beforeFiles', `/articles/${article}?lang=de`)).toBeNull();
});

test('the product API, the ingest and Next’s assets never pass through the proxy', () => {
  for (const path of ['/api', '/api/login', '/ingest/v1/web/tags', '/_next/static/chunks/x.js']) expect(proxyRuns(path)).toBe(false);
});
