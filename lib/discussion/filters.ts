import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { discussionGroups, type CategoryId } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { Lang } from '@/lib/i18n/languages';
import { isCategoryId } from '@/lib/content/categories';
import { CATEGORY_IDS, SLUG_PATTERN } from './input';

/** The filters: one chosen option per key, kept by the browser under `chosenFilters`. */
export const FILTER_KEYS = ['sort', 'category', 'group'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** `newest` (the default), `votes` (most upvoted first), `unanswered` (only questions without an answer, newest first). */
export const SORT_OPTIONS = ['newest', 'votes', 'unanswered'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'newest';

export type ChosenFilters = { sort?: SortOption; category?: CategoryId; group?: string };

export interface FilterOption {
  value: string;
  label: string;
}
export interface Filter {
  key: FilterKey;
  label: string;
  options: FilterOption[];
}

/** Labels of the filters themselves; messages/ holds the page strings, these travel in the API's filter list. */
const LABELS: Record<Lang, { sort: string; category: string; group: string } & Record<SortOption, string>> = {
  original: {
    sort: 'Sort',
    category: 'Category',
    group: 'Group',
    newest: 'Newest',
    votes: 'Most votes',
    unanswered: 'Unanswered',
  },
  en: {
    sort: 'Sort',
    category: 'Category',
    group: 'Group',
    newest: 'Newest',
    votes: 'Most votes',
    unanswered: 'Unanswered',
  },
  de: {
    sort: 'Sortierung',
    category: 'Kategorie',
    group: 'Gruppe',
    newest: 'Neueste',
    votes: 'Meiste Stimmen',
    unanswered: 'Unbeantwortet',
  },
  fa: {
    sort: 'ترتیب',
    category: 'دسته',
    group: 'گروه',
    newest: 'تازه‌ترین',
    votes: 'بیشترین رأی',
    unanswered: 'بی‌پاسخ',
  },
  es: {
    sort: 'Orden',
    category: 'Categoría',
    group: 'Grupo',
    newest: 'Más recientes',
    votes: 'Más votadas',
    unanswered: 'Sin respuesta',
  },
};

/** The filter list in one display language: sort order, the 22 categories, and every group (by name). */
export async function filterList(lang: Lang): Promise<Filter[]> {
  const labels = LABELS[lang];
  const categoryNames = loadMessages(lang).categories as Record<string, string>;
  const db = await getDb();
  const groups = await db
    .select({ slug: discussionGroups.slug, name: discussionGroups.name })
    .from(discussionGroups)
    .orderBy(asc(discussionGroups.name));
  return [
    { key: 'sort', label: labels.sort, options: SORT_OPTIONS.map((value) => ({ value, label: labels[value] })) },
    {
      key: 'category',
      label: labels.category,
      options: CATEGORY_IDS.map((value) => ({ value, label: categoryNames[value] ?? value })),
    },
    { key: 'group', label: labels.group, options: groups.map((g) => ({ value: g.slug, label: g.name })) },
  ];
}

/**
 * The known part of whatever arrives as chosen filters: an object (session storage, a form), URLSearchParams, or a
 * JSON string of an object. Unknown keys and values are dropped; it never throws. A group is kept when it looks like
 * a slug (whether it exists is the query's business: an unknown group matches no question).
 */
export function parseChosenFilters(input: unknown): ChosenFilters {
  let source: unknown = input;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      return {};
    }
  }
  const read = (key: FilterKey): unknown => {
    if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
    if (source && typeof source === 'object' && !Array.isArray(source)) {
      const value = (source as Record<string, unknown>)[key];
      return Array.isArray(value) ? value[0] : value;
    }
    return undefined;
  };
  const chosen: ChosenFilters = {};
  const sort = read('sort');
  if (typeof sort === 'string' && (SORT_OPTIONS as readonly string[]).includes(sort)) chosen.sort = sort as SortOption;
  const category = read('category');
  if (isCategoryId(category)) chosen.category = category;
  const group = read('group');
  if (typeof group === 'string' && group.length <= 120 && SLUG_PATTERN.test(group)) chosen.group = group;
  return chosen;
}

export function sortOf(filters: ChosenFilters): SortOption {
  const sort = filters.sort;
  return sort && (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : DEFAULT_SORT;
}
