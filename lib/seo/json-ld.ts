import { absoluteUrl, siteUrl } from './urls';
import type { Lang } from '@/lib/i18n/languages';

const publisher = () => ({ '@type': 'Organization', name: 'Parley', url: siteUrl() });

/** schema.org Article / BlogPosting for an article or a blog post page. */
export function articleJsonLd(input: {
  type: 'Article' | 'BlogPosting';
  path: string;
  lang: Lang;
  title: string;
  description: string;
  contentLang: string;
  date?: string;
  section?: string;
  author?: string;
  image?: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': input.type,
    headline: input.title,
    description: input.description,
    inLanguage: input.contentLang,
    mainEntityOfPage: absoluteUrl(input.path, input.lang),
    url: absoluteUrl(input.path, input.lang),
    ...(input.date ? { datePublished: input.date, dateModified: input.date } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.image ? { image: `${siteUrl()}${input.image}` } : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : publisher(),
    publisher: publisher(),
  };
}

/** Serializes JSON-LD for a <script> element; `<` is escaped so the text can never close the element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Plain text of sanitized HTML, for structured data. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
