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
 * app/[lang]/not-found-screen/response (see readerPageRewrites).
 *
 * Next.js requires the proxy's matcher to be a literal, so proxy.ts spells the paths out once more; a test
 * (lib/routes/reader-pages.test.ts) runs both through Next.js's own matching and checks they agree with pages.ts.
 */

/** Public path patterns (path-to-regexp, as next.config.ts takes them) of the prerendered reader pages. */
export const READER_PAGE_SOURCES = ['/articles/:slug', '/blog', '/blog/:url', '/more-blogs', '/impressum'] as const;

/** A `?lang=` value naming a display language (Next.js anchors it: the whole value), captured as `lang`. */
const NAMES_A_LANGUAGE = [{ type: 'query' as const, key: LANG_PARAM, value: `(?<lang>${LANG_CODES.join('|')})` }];

/**
 * The reader pages as one path-to-regexp parameter pattern, for the one rewrite and the one header rule below:
 * `(articles/[^/]+|blog|blog/[^/]+|more-blogs|impressum)`.
 */
const READER_PAGE = `(${READER_PAGE_SOURCES.map((source) => source.slice(1).replace(/:[a-z]+/g, '[^/]+')).join('|')})`;

/**
 * next.config.ts rewrites. As few as possible on purpose: Next.js compiles every beforeFiles rule's pattern again for
 * each request to a dynamic page (server-utils handleRewrites, in the page's own module, after the router has matched
 * them once already), so each rule costs every reader page request; 35 rules naming 500 slugs measured slower than
 * proxy.ts did, and one rule per language cost a bare Next app a fifth of its throughput (BENCHMARKS.md §3).
 * - beforeFiles, one rule: `/x?lang=de` → `/de/x`, the language captured from the query (the query string is kept).
 * - fallback: `/de/articles/unknown` is a dynamic route without that param (`dynamicParams = false`); Next then goes on
 *   resolving, past its untranslated global 404, to this rule, which sends it to the translated not-found screen
 *   with status 404 (app/[lang]/not-found-screen/response). A fallback rule is only tried when no page matched.
 */
export function readerPageRewrites() {
  return {
    beforeFiles: [{ source: `/:page${READER_PAGE}`, has: NAMES_A_LANGUAGE, destination: '/:lang/:page' }],
    afterFiles: [],
    fallback: [
      {
        source: `/:lang(${LANG_CODES.join('|')})/:kind(articles|blog)/:slug`,
        destination: `/:lang/${NOT_FOUND_SEGMENT}/response`,
      },
    ],
  };
}

/** The same `?lang=` condition capturing nothing, for a header rule. */
const NAMES_A_LANGUAGE_UNCAPTURED = [{ type: 'query' as const, key: LANG_PARAM, value: `(?:${LANG_CODES.join('|')})` }];

/**
 * next.config.ts `headers()`: the reader pages' Content-Security-Policy (one rule), which proxy.ts sets on every other
 * page. The rule captures nothing on purpose (an unnamed group, no named group in `has`): when a header rule's match
 * has parameters, Next.js's router substitutes them into every header value containing a colon, compiling the value
 * as a path-to-regexp pattern on each request (resolve-routes `compileNonPath`), and this policy is long and full of
 * colons (about 15 µs a request for this policy, timed alone: a small part of the rewrite's cost, BENCHMARKS.md §3).
 */
export function readerPageHeaders() {
  return [
    {
      source: `/${READER_PAGE}`,
      has: NAMES_A_LANGUAGE_UNCAPTURED,
      headers: [{ key: 'Content-Security-Policy', value: PRERENDERED_CONTENT_SECURITY_POLICY }],
    },
  ];
}
