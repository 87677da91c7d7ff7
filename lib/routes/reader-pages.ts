import { LANG_CODES, LANG_PARAM } from '../i18n/languages';
import { PRERENDERED_CONTENT_SECURITY_POLICY } from '../security/headers';
import { NOT_FOUND_SEGMENT } from './pages';

/*
 * The prerendered reader pages (lib/routes/pages.ts: prerendered, no session) are routed by Next.js itself when the
 * address names its language: next.config.ts rewrites `/articles/x?lang=de` to the internal `/de/articles/x` and
 * gives it the reader pages' headers, and proxy.ts's matcher skips exactly these requests, so no JavaScript of ours
 * runs for them and a prerendered page is served at the framework's speed. Everything else, including these paths
 * without a valid `?lang=` (the saved-language redirect, the original), still passes through proxy.ts.
 *
 * An unknown article or blog post gets the prerendered, translated not-found screen with status 404 from
 * app/[lang]/missing/answer (see readerPageRewrites).
 *
 * Next.js requires the proxy's matcher to be a literal, so proxy.ts spells the paths out once more; a test
 * (lib/routes/reader-pages.test.ts) runs both through Next.js's own matching and checks they agree with pages.ts.
 */

/** Public path patterns (path-to-regexp, as next.config.ts takes them) of the prerendered reader pages. */
export const READER_PAGE_SOURCES = ['/articles/:slug', '/blog', '/blog/:url', '/more-blogs', '/impressum'] as const;

/** A `?lang=` value naming a display language (Next.js anchors it: the whole value). */
const NAMES_A_LANGUAGE = [{ type: 'query' as const, key: LANG_PARAM, value: `(?:${LANG_CODES.join('|')})` }];

/** The reader pages as one path-to-regexp parameter pattern, for the few rewrite rules below. */
const READER_PAGE = '(articles/[^/]+|blog|blog/[^/]+|more-blogs|impressum)';

/**
 * next.config.ts rewrites. Few and short on purpose: Next.js compiles every rewrite's pattern again for each request
 * to a dynamic page (server-utils handleRewrites), so 35 rules naming 500 slugs cost the page more than proxy.ts did.
 * - beforeFiles, one rule per language: `/x?lang=de` → `/de/x` (the query string is kept).
 * - fallback: `/de/articles/unknown` is a dynamic route without that param (`dynamicParams = false`); Next then goes on
 *   resolving, past its untranslated global 404, to this rule, which sends it to the translated not-found screen
 *   with status 404 (app/[lang]/missing/answer).
 */
export function readerPageRewrites() {
  return {
    beforeFiles: LANG_CODES.map((lang) => ({
      source: `/:page${READER_PAGE}`,
      has: [{ type: 'query' as const, key: LANG_PARAM, value: lang }],
      destination: `/${lang}/:page`,
    })),
    afterFiles: [],
    fallback: [
      {
        source: `/:lang(${LANG_CODES.join('|')})/:kind(articles|blog)/:slug`,
        destination: `/:lang/${NOT_FOUND_SEGMENT}/answer`,
      },
    ],
  };
}

/** next.config.ts `headers()`: the reader pages' Content-Security-Policy, which proxy.ts sets on every other page. */
export function readerPageHeaders() {
  return READER_PAGE_SOURCES.map((source) => ({
    source,
    has: NAMES_A_LANGUAGE,
    headers: [{ key: 'Content-Security-Policy', value: PRERENDERED_CONTENT_SECURITY_POLICY }],
  }));
}
