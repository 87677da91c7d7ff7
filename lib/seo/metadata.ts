import type { Metadata } from 'next';
import { languageOption, type Lang } from '@/lib/i18n/languages';
import { absoluteUrl, languageAlternates, siteUrl } from './urls';

const OG_LOCALE: Record<string, string> = { en: 'en_US', de: 'de_DE', fa: 'fa_IR', es: 'es_ES' };

/** Title, description, canonical, hreflang alternates and Open Graph tags of one page in one language. */
export function pageMetadata(input: {
  lang: Lang;
  path: string;
  title: string;
  description: string;
  siteName: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  noindex?: boolean;
}): Metadata {
  const url = absoluteUrl(input.path, input.lang);
  return {
    metadataBase: new URL(siteUrl()),
    title: input.path === '/' ? input.title : `${input.title} · ${input.siteName}`,
    description: input.description,
    alternates: { canonical: url, languages: languageAlternates(input.path) },
    openGraph: {
      type: input.type ?? 'website',
      url,
      title: input.title,
      description: input.description,
      siteName: input.siteName,
      locale: OG_LOCALE[languageOption(input.lang).htmlLang],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: { card: 'summary', title: input.title, description: input.description },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}
