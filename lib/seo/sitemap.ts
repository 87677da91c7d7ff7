import type { Library } from '@/lib/content/library';
import { LANG_CODES } from '@/lib/i18n/languages';
import { absoluteUrl, languageAlternates } from './urls';

export type SitemapEntry = { url: string; lastModified?: string; alternates: { languages: Record<string, string> } };

/** Every indexable page (landing, catalogue, articles, blog, impressum) in every display language. */
export function sitemapEntries(library: Library): SitemapEntry[] {
  const pages: { path: string; lastModified?: string }[] = [
    { path: '/' },
    { path: '/articles' },
    { path: '/blog' },
    { path: '/more-blogs' },
    { path: '/impressum' },
    ...library.articles.map((a) => ({ path: `/articles/${a.slug}`, lastModified: a.date })),
    ...library.blog.map((p) => ({ path: `/blog/${p.url}`, lastModified: p.date })),
  ];
  return pages.flatMap(({ path, lastModified }) =>
    LANG_CODES.map((lang) => ({
      url: absoluteUrl(path, lang),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
