import useSWR from 'swr';
import { languageOption, type Lang } from '@/lib/i18n/languages';
import type { Filter } from '@/lib/discussion/filters';

/** The chosen option per filter lives in session storage under this key. */
export const CHOSEN_FILTERS_KEY = 'chosenFilters';
/** The filter list is fetched once per session; this session-storage key (per language) keeps it. */
export const FILTER_LIST_KEY_PREFIX = 'parley.filterList.';
/** The pages the chosen filters apply to; `/` too for a member, for whom it is the home screen. */
export const FILTERED_PAGES = ['/home', '/random'] as const;

export function isFilteredPage(pathname: string, signedIn: boolean): boolean {
  return (FILTERED_PAGES as readonly string[]).includes(pathname) || (signedIn && pathname === '/');
}

type FilterKey = Filter['key'];

/**
 * What the filter panel filters on the page it is opened on ("choosing a sort applies to the list you are
 * on"):
 * - `questions`: /home, /random (and `/` for a member) filter their own list by every question filter; any other page
 *   without a list of its own shows the filtered random questions (`/random`);
 * - `group`: a group page sorts and narrows its own questions; the group is the page, so no group filter is offered;
 * - `catalogue`: the article catalogue offers its own category filter, never the questions' sort and group, and applies
 *   it to itself. Its choice lives in the address only: the session's chosen filters are the questions'.
 */
export type FilterScope = { kind: 'questions' | 'group' | 'catalogue'; target: string; keys: readonly FilterKey[] };

const QUESTION_FILTER_KEYS: readonly FilterKey[] = ['sort', 'category', 'group'];
const GROUP_PAGE = /^\/group\/[^/]+$/;
export const CATALOGUE_PATH = '/articles';

export function filterScope(pathname: string, signedIn: boolean): FilterScope {
  if (pathname === CATALOGUE_PATH) return { kind: 'catalogue', target: CATALOGUE_PATH, keys: ['category'] };
  if (GROUP_PAGE.test(pathname)) return { kind: 'group', target: pathname, keys: ['sort', 'category'] };
  return {
    kind: 'questions',
    target: isFilteredPage(pathname, signedIn) ? pathname : '/random',
    keys: QUESTION_FILTER_KEYS,
  };
}

/**
 * The choices the panel opens with: what the address of a list says (a group or the catalogue filtered through its
 * own form), else, for question lists, what this session chose.
 */
export function initialChoices(scope: FilterScope, search: string): ChosenFilters {
  const params = new URLSearchParams(search);
  const fromAddress = Object.fromEntries(
    scope.keys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  if (scope.kind === 'catalogue' || Object.keys(fromAddress).length > 0) return fromAddress;
  const saved = loadChosenFilters();
  return Object.fromEntries(scope.keys.flatMap((key) => (saved[key] ? [[key, saved[key]]] : [])));
}

/**
 * Where Apply leads, and what it keeps: question choices are saved for the session (a group page keeps the saved
 * group choice for the other lists); the catalogue keeps its search words from the address and saves nothing.
 */
export function applyChoices(scope: FilterScope, choices: ChosenFilters, lang: Lang, search: string): string {
  const chosen = Object.fromEntries(scope.keys.flatMap((key) => (choices[key] ? [[key, choices[key]]] : [])));
  if (scope.kind === 'catalogue') return catalogueHref(chosen, lang, search);
  const { group } = loadChosenFilters();
  saveChosenFilters(scope.kind === 'group' && group ? { ...chosen, group } : chosen);
  return filteredHref(scope.target, chosen, lang);
}

/** Where Clear leads: the list without filters; the session's question choices are cleared (the catalogue has none). */
export function clearChoices(scope: FilterScope, lang: Lang, search: string): string {
  if (scope.kind === 'catalogue') return catalogueHref({}, lang, search);
  clearChosenFilters();
  return filteredHref(scope.target, {}, lang);
}

function catalogueHref(chosen: ChosenFilters, lang: Lang, search: string): string {
  const q = new URLSearchParams(search).get('q');
  return filteredHref(CATALOGUE_PATH, q ? { ...chosen, q } : chosen, lang);
}

/**
 * Where a link to a filtered page should point: with the chosen filters in its query, so following it renders the
 * filtered list at once instead of loading the unfiltered page and then reloading it (applyChosenFilters).
 */
export function chosenFiltersHref(pathname: string, lang: Lang): string | null {
  const chosen = loadChosenFilters();
  return Object.keys(chosen).length > 0 ? filteredHref(pathname, chosen, lang) : null;
}

// The filter list's types are the server's (type-only imports reach no bundle). The chosen options are read back from
// session storage, which anyone can edit, so they stay plain strings by key until the server validates them.
export type { Filter };
export type ChosenFilters = Record<string, string>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadChosenFilters(): ChosenFilters {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(CHOSEN_FILTERS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
  } catch {
    return {};
  }
}

export function saveChosenFilters(filters: ChosenFilters): void {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  storage()?.setItem(CHOSEN_FILTERS_KEY, JSON.stringify(kept));
}

export function clearChosenFilters(): void {
  storage()?.removeItem(CHOSEN_FILTERS_KEY);
}

/** The address of a filtered page with the chosen filters in its query (the server renders from them). */
export function filteredHref(pathname: string, filters: ChosenFilters, lang: Lang): string {
  const params = new URLSearchParams(filters);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * "Loaded again on start": a filtered page opened without filters in its address but with filters chosen
 * in this session is reloaded with them. Returns whether it navigated.
 */
export function applyChosenFilters(
  lang: Lang,
  {
    signedIn = false,
    navigate = (url: string) => window.location.replace(url),
  }: { signedIn?: boolean; navigate?: (url: string) => void } = {},
): boolean {
  const { pathname, search } = window.location;
  if (!isFilteredPage(pathname, signedIn)) return false;
  const params = new URLSearchParams(search);
  const chosen = loadChosenFilters();
  // Any other parameter in the address (a filter, a search) means the address already says what to show.
  const explicit = [...params.keys()].some((key) => key !== 'lang' && key !== 'page');
  if (Object.keys(chosen).length === 0 || explicit) return false;
  navigate(filteredHref(pathname, chosen, lang));
  return true;
}

async function fetchFilterList(url: string): Promise<Filter[]> {
  const key = `${FILTER_LIST_KEY_PREFIX}${url}`;
  const cached = storage()?.getItem(key);
  if (cached) return JSON.parse(cached) as Filter[];
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const list = (await response.json()) as Filter[];
  storage()?.setItem(key, JSON.stringify(list));
  return list;
}

/** The filter list (GET /api/filters), fetched once per session; a failure is logged to the console only. */
export function useFilterList(lang: Lang): Filter[] {
  const url = `/api/filters?language_id=${languageOption(lang).backend_code}`;
  const { data } = useSWR(url, fetchFilterList, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.error('Could not load the filters:', reason),
  });
  return data ?? [];
}
