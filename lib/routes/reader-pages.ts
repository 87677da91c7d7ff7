import { LANG_CODES, LANG_PARAM, isLang } from '../i18n/languages';
import { PRERENDERED_CONTENT_SECURITY_POLICY } from '../security/headers';
import { NOT_FOUND_SEGMENT } from './pages';

/*
 * The prerendered reader pages (lib/routes/pages.ts: prerendered, no session) skip proxy.ts when their address names
 * their language. The site's HTTP server (server/main.ts) sees every request before Next.js does and moves
 * `/articles/x?lang=de` to the internal `/de/articles/x` itself (readerPageInternalUrl: a regular expression and a
 * string, no router work), marking the request with READER_PAGE_HEADER; proxy.ts's matcher skips marked requests and
 * next.config.ts gives them the reader pages' headers. Next.js then serves the prerendered file as it serves any page
 * at a path of its own, which is what a bare Next.js app costs (BENCHMARKS.md §3: the same rewrite done by Next.js's
 * own `rewrites()` cost even a bare app a third of its throughput). Everything else, including these paths without a
 * valid `?lang=` (the saved-language redirect, the original), and every request when Next.js runs without that server
 * (`next dev`, `next start`), passes through proxy.ts, which routes the reader pages the same way, only slower.
 *
 * An unknown article or blog post gets the prerendered, translated not-found screen with status 404 from
 * app/[lang]/missing/answer (see readerPageRewrites).
 *
 * Next.js requires the proxy's matcher to be a literal, so proxy.ts spells the header out once more; a test
 * (lib/routes/reader-pages.test.ts) runs both through Next.js's own matching.
 */

/**
 * The request header that says "a reader page, its language already routed" (server/main.ts sets it, and removes it
 * from every request that arrives with it, so no client can set it).
 */
export const READER_PAGE_HEADER = 'x-parley-reader-page';

/** Public path patterns (path-to-regexp, as next.config.ts takes them) of the prerendered reader pages. */
export const READER_PAGE_SOURCES = ['/articles/:slug', '/blog', '/blog/:url', '/more-blogs', '/impressum'] as const;

/** A reader page's public path (READER_PAGE_SOURCES), whole: `articles/x`, `blog`, `blog/x`, `more-blogs`, `impressum`. */
const READER_PAGE_PATH = new RegExp(`^/(?:${READER_PAGE_SOURCES.map((source) => source.slice(1).replace(/:[a-z]+/g, '[^/?#]+')).join('|')})$`);

/**
 * Where the site's server sends a request for a prerendered reader page whose address names its language: the internal
 * address `/{lang}/{path}`, or null for every other request (which Next.js and proxy.ts route). The query string is
 * left behind: a prerendered page reads none (the browser keeps its own address, `?lang=` included), and Next.js
 * serves a page asked without one measurably faster. Only reads (GET, HEAD): a form post to a reader page is the proxy's. `rawUrl` is the request line's target
 * (`/articles/x?lang=de`); the first `lang` value decides, as in proxy.ts.
 */
export function readerPageInternalUrl(method: string, rawUrl: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryAt = rawUrl.indexOf('?');
  if (queryAt < 0) return null;
  const pathname = rawUrl.slice(0, queryAt);
  if (!READER_PAGE_PATH.test(pathname)) return null;
  const query = rawUrl.slice(queryAt + 1);
  const lang = new URLSearchParams(query.split('#', 1)[0]).get(LANG_PARAM);
  if (lang === null || !isLang(lang)) return null;
  return `/${lang}${pathname}`;
}

/** The internal addresses of the reader pages: `/:lang(original|en|…)/:page(articles/[^/]+|blog|…)`. */
const INTERNAL_READER_PAGE = `/:lang(${LANG_CODES.join('|')})/:page(${READER_PAGE_SOURCES.map((source) => source.slice(1).replace(/:[a-z]+/g, '[^/]+')).join('|')})`;

const MARKED = [{ type: 'header' as const, key: READER_PAGE_HEADER }];

/**
 * next.config.ts rewrites: one fallback rule. `/de/articles/unknown` is a dynamic route without that param
 * (`dynamicParams = false`); Next then goes on resolving, past its untranslated global 404, to this rule, which sends
 * it to the translated not-found screen with status 404 (app/[lang]/missing/answer). A fallback rule is only tried
 * when no page matched. (No rule routes `?lang=`: readerPageInternalUrl does, before Next.js, and proxy.ts without it.)
 */
export function readerPageRewrites() {
  return {
    beforeFiles: [],
    afterFiles: [],
    fallback: [
      {
        source: `/:lang(${LANG_CODES.join('|')})/:kind(articles|blog)/:slug`,
        destination: `/:lang/${NOT_FOUND_SEGMENT}/answer`,
      },
    ],
  };
}

/** next.config.ts `headers()`: the reader pages' Content-Security-Policy (one rule), which proxy.ts sets on every other page. */
export function readerPageHeaders() {
  return [
    {
      source: INTERNAL_READER_PAGE,
      has: MARKED,
      headers: [{ key: 'Content-Security-Policy', value: PRERENDERED_CONTENT_SECURITY_POLICY }],
    },
  ];
}
