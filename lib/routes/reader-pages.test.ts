/** @jest-environment node */
import {
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
  getRewrittenUrl,
} from 'next/experimental/testing/server';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';
import { PAGE_ROUTES } from './pages';
import { READER_PAGE_SOURCES } from './reader-pages';
import { PRERENDERED_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { LANG_CODES } from '@/lib/i18n/languages';
import { getLibrary } from '@/lib/content/load';
import { NOT_FOUND_SEGMENT } from './pages';

const library = getLibrary();
const article = library.articles[0]!.slug;
const post = library.blog[0]!.url;

const ORIGIN = 'http://localhost:3000';
const proxyRuns = (path: string, cookies: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config: proxyConfig, url: `${ORIGIN}${path}`, cookies });
const throughConfig = (path: string) => unstable_getResponseFromNextConfig({ url: `${ORIGIN}${path}`, nextConfig });

/** The headers Next's config gives `path` (the rewrites left out: the testing helper cannot resolve their captures). */
const headersOnly = (path: string) =>
  unstable_getResponseFromNextConfig({ url: `${ORIGIN}${path}`, nextConfig: { ...nextConfig, rewrites: undefined } });

type Rewrite = {
  source: string;
  destination: string;
  has?: Parameters<typeof matchHas>[2];
  missing?: Parameters<typeof matchHas>[3];
};

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
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    });
    return new URL(
      `${parsedDestination.pathname}?${new URLSearchParams(parsedDestination.query as Record<string, string>)}`,
      ORIGIN,
    );
  }
  return null;
}

test('the reader pages Next.js routes itself are exactly the prerendered pages that read no session', () => {
  const prerendered = PAGE_ROUTES.filter((route) => route.kind.rendering === 'prerendered' && !route.kind.session).map(
    (route) => route.pattern,
  );
  expect([...READER_PAGE_SOURCES].sort()).toEqual(prerendered.sort());
});

describe.each([
  ['an article', `/articles/${article}`, `/articles/${article}`],
  ['the blog', '/blog', '/blog'],
  ['a blog post', `/blog/${post}`, `/blog/${post}`],
  ['more blogs', '/more-blogs', '/more-blogs'],
  ['the impressum', '/impressum', '/impressum'],
])('%s', (_name, path, internal) => {
  test.each(LANG_CODES)(
    'with ?lang=%s: no proxy; Next rewrites to the language segment with the reader policy',
    async (lang) => {
      expect(proxyRuns(`${path}?lang=${lang}`)).toBe(false);
      // A session cookie or a saved language changes nothing on a page that reads neither.
      expect(proxyRuns(`${path}?lang=${lang}`, { 'parley-access': 'x', lang: 'de' })).toBe(false);
      const rewritten = await rewrittenBy('beforeFiles', `${path}?lang=${lang}`);
      expect(rewritten?.pathname).toBe(`/${lang}${internal}`);
      expect(rewritten?.searchParams.get('lang')).toBe(lang);
      const response = await headersOnly(`${path}?lang=${lang}`);
      expect(response.headers.get('content-security-policy')).toBe(PRERENDERED_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  test('without ?lang=, or with a language that does not exist, the proxy decides (saved language, original)', async () => {
    expect(proxyRuns(path)).toBe(true);
    expect(proxyRuns(`${path}?lang=klingon`)).toBe(true);
    expect(proxyRuns(`${path}?page=2`, { lang: 'de' })).toBe(true);
    expect(getRewrittenUrl(await throughConfig(path))).toBeNull();
    expect(getRewrittenUrl(await throughConfig(`${path}?lang=klingon`))).toBeNull();
    expect(await rewrittenBy('beforeFiles', `${path}?lang=klingon`)).toBeNull();
    expect(await rewrittenBy('beforeFiles', `${path}?lang=de-x`)).toBeNull();
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
  expect(proxyRuns(`${path}?lang=de`)).toBe(true);
  expect(getRewrittenUrl(await throughConfig(`${path}?lang=de`))).toBeNull();
  expect(await rewrittenBy('beforeFiles', `${path}?lang=de`)).toBeNull();
  expect((await headersOnly(`${path}?lang=de`)).headers.get('content-security-policy')).toBeNull();
});

test("every header rule that matches a reader page captures nothing (Next.js would compile the policy's text per request otherwise)", async () => {
  const rules = (await nextConfig.headers!()) as {
    source: string;
    has?: Parameters<typeof matchHas>[2];
    headers: { key: string; value: string }[];
  }[];
  for (const lang of LANG_CODES) {
    const url = new URL(`/articles/${article}?lang=${lang}`, ORIGIN);
    const matching = rules.flatMap((rule) => {
      const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(url.pathname);
      const hasParams = params && matchHas({ headers: {} } as never, Object.fromEntries(url.searchParams), rule.has);
      return params && hasParams !== false ? [{ rule, params: { ...params, ...hasParams } }] : [];
    });
    // The security headers every response gets, and the reader pages' policy.
    expect(
      matching.map(({ rule }) => rule.headers.some((header) => header.value === PRERENDERED_CONTENT_SECURITY_POLICY)),
    ).toEqual([false, true]);
    for (const { params } of matching) expect(params).toEqual({});
  }
});

test('an unknown slug, which the language segment does not have (dynamicParams = false), falls back to the translated not-found screen', async () => {
  // Next tries `/de/articles/no-such-article` first and, finding no such prerendered page, resolves on to the
  // fallback rewrites (e2e/pages.spec.ts proves the whole way: status 404 and the German heading).
  for (const path of ['/articles/no-such-article', '/blog/no-such-post']) {
    expect((await rewrittenBy('beforeFiles', `${path}?lang=de`))?.pathname).toBe(`/de${path}`);
    expect((await rewrittenBy('fallback', `/de${path}`))?.pathname).toBe(`/de/${NOT_FOUND_SEGMENT}/response`);
    expect(new URL(getRewrittenUrl(await throughConfig(`/de${path}`)) ?? '').pathname).toBe(
      `/de/${NOT_FOUND_SEGMENT}/response`,
    );
  }
  expect(getRewrittenUrl(await throughConfig(`/de/articles/${article}/x`))).toBeNull();
});

test('the product API, the ingest and Next’s assets never pass through the proxy', () => {
  for (const path of ['/api', '/api/login', '/ingest/v1/web/tags', '/_next/static/chunks/x.js'])
    expect(proxyRuns(path)).toBe(false);
});
