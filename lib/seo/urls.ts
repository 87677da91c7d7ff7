import { LANG_PARAM, TRANSLATION_LANGS, type Lang } from '@/lib/i18n/languages';

/** The public origin used in canonical URLs, hreflang alternates, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** Absolute `?lang=` URL of a page: the form canonical URLs and alternates take (docs/decisions/0002-language-routing.md). */
export function absoluteUrl(path: string, lang?: Lang): string {
  return `${siteUrl()}${path}${lang ? `?${LANG_PARAM}=${lang}` : ''}`;
}

/**
 * hreflang alternates: one per real language (en, de, fa, es), and `x-default` for the original edition.
 * "Original" is not a language tag, so it has no hreflang of its own; x-default points at its `?lang=original`
 * address, its canonical (every URL in an hreflang set must be a canonical one; the bare address is not: it
 * redirects by the saved language and declares `?lang=original` canonical).
 */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const lang of TRANSLATION_LANGS) alternates[lang] = absoluteUrl(path, lang);
  alternates['x-default'] = absoluteUrl(path, 'original');
  return alternates;
}
