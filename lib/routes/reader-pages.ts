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
 * app/[lang]/missing/answer; a rewrite to `/de/articles/unknown` would reach Next's untranslated global 404 instead
 * (`dynamicParams = false` there), so the rewrites name the known slugs. Next.js evaluates rewrites() at build time
 * (into the routes manifest), when the content is the content the pages were built from.
 *
 * Next.js requires the proxy's matcher to be a literal, so proxy.ts spells the paths out once more; a test
 * (lib/routes/reader-pages.test.ts) runs both through Next.js's own matching and checks they agree with pages.ts.
 */

/** Public path patterns (path-to-regexp, as next.config.ts takes them) of the prerendered reader pages. */
export const READER_PAGE_SOURCES = ['/articles/:slug', '/blog', '/blog/:url', '/more-blogs', '/impressum'] as const;

/** A `?lang=` value naming a display language (Next.js anchors it: the whole value). */
const NAMES_A_LANGUAGE = [{ type: 'query' as const, key: LANG_PARAM, value: `(?:${LANG_CODES.join('|')})` }];

/** What the rewrites need to know of the content: the slugs of the articles and blog posts that exist. */
export interface ReaderContent {
  articleSlugs: readonly string[];
  blogUrls: readonly string[];
}

/** Next.js refuses a rewrite whose `source` is longer than this (load-custom-routes.ts). */
const MAX_SOURCE_LENGTH = 4096;

/**
 * `prefix` followed by a parameter matching exactly these values, as few sources as fit Next's length limit (about
 * six for 500 articles). Regex characters are escaped; no slug contains a parenthesis (content:check).
 */
function sourcesMatching(prefix: string, values: readonly string[]): string[] {
  const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const sources: string[] = [];
  let chunk: string[] = [];
  const source = (parts: string[]) => `${prefix}(${parts.join('|')})`;
  for (const value of escaped) {
    if (chunk.length > 0 && source([...chunk, value]).length > MAX_SOURCE_LENGTH - 64) {
      sources.push(source(chunk));
      chunk = [];
    }
    chunk.push(value);
  }
  if (chunk.length > 0) sources.push(source(chunk));
  return sources;
}

/**
 * next.config.ts `rewrites().beforeFiles`: `/x?lang=de` → `/de/x` (the query string is kept), an unknown article or
 * blog post → `/de/missing/answer` (404). One rule per language rather than a captured `(?<lang>…)`: the same routing, and
 * Next.js's config test helper, which the test uses, can follow it.
 */
export function readerPageRewrites(content: ReaderContent) {
  return LANG_CODES.flatMap((lang) => {
    const has = [{ type: 'query' as const, key: LANG_PARAM, value: lang }];
    return [
      ...sourcesMatching('/articles/:slug', content.articleSlugs).map((source) => ({ source, has, destination: `/${lang}/articles/:slug` })),
      { source: '/articles/:slug', has, destination: `/${lang}/${NOT_FOUND_SEGMENT}/answer` },
      { source: '/blog', has, destination: `/${lang}/blog` },
      ...sourcesMatching('/blog/:url', content.blogUrls).map((source) => ({ source, has, destination: `/${lang}/blog/:url` })),
      { source: '/blog/:url', has, destination: `/${lang}/${NOT_FOUND_SEGMENT}/answer` },
      { source: '/more-blogs', has, destination: `/${lang}/more-blogs` },
      { source: '/impressum', has, destination: `/${lang}/impressum` },
    ];
  });
}

/** next.config.ts `headers()`: the reader pages' Content-Security-Policy, which proxy.ts sets on every other page. */
export function readerPageHeaders() {
  return READER_PAGE_SOURCES.map((source) => ({
    source,
    has: NAMES_A_LANGUAGE,
    headers: [{ key: 'Content-Security-Policy', value: PRERENDERED_CONTENT_SECURITY_POLICY }],
  }));
}
