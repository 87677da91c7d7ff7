import { categoryId, type Category } from './categories';
import type { Article, Library } from './library';
import { localize } from './localize';
import type { Lang } from '@/lib/i18n/languages';

/** Articles per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 24;
/** Longest search text we accept; longer input is cut, never an error. */
export const CATALOGUE_QUERY_MAX = 100;

export type CatalogueQuery = { lang: Lang; category?: string; q?: string; page?: number };
export type CatalogueCard = {
  slug: string;
  title: string;
  description: string;
  category: Category;
  number?: number;
  contentLang: string;
};
export type CataloguePage = {
  items: CatalogueCard[];
  total: number;
  page: number;
  pages: number;
  category?: Category;
  q: string;
  /** The search split into words, as matched (for highlighting them on the cards). */
  words: string[];
};

/**
 * Lowercase, without diacritics or Persian/Arabic letter variants, so "Gesprach" finds "Gespräch"; Persian compounds in
 * their short form (گفت‌وگو → گفتگو: a zero-width non-joiner with its linking "و", then any other ZWNJ), as the
 * discussion search does.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\u200c\u0648/g, '')
    .replace(/[\u0300-\u036f\u064b-\u065f\u200c]/g, '')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word must appear in the shown or the original title or description. */
function matches(article: Article, lang: Lang, words: string[]): boolean {
  if (words.length === 0) return true;
  const shown = localize(article, lang);
  const texts = new Set([shown.title, article.title, shown.description, article.description]);
  const haystack = normalizeSearchText([...texts].join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * One page of the catalogue: optionally one category and a search of titles and descriptions (every word must
 * appear, in the shown or the original text); `words` are the searched words, for highlighting. `page` beyond the last page returns null so the route can respond with 404.
 */
export function queryCatalogue(library: Library, query: CatalogueQuery): CataloguePage | null {
  const category = library.articles.find((a) => categoryId(a.category) === query.category)?.category;
  const q = (query.q ?? '').slice(0, CATALOGUE_QUERY_MAX).trim();
  const words = normalizeSearchText(q).split(' ').filter(Boolean);
  const found = library.articles.filter(
    (article) => (!category || article.category === category) && matches(article, query.lang, words),
  );
  const pages = Math.max(1, Math.ceil(found.length / CATALOGUE_PAGE_SIZE));
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const items = found.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE).map((article) => {
    const shown = localize(article, query.lang);
    return {
      slug: article.slug,
      title: shown.title,
      description: shown.description,
      category: article.category,
      number: article.number,
      contentLang: shown.contentLang,
    };
  });
  return { items, total: found.length, page, pages, category, q, words };
}

/** Parses `?page=` strictly: absent means 1, anything but a positive whole number is invalid (null). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
