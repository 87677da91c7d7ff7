import { parseChosenFilters, type ChosenFilters } from '@/lib/discussion';

/** The chosen filters as they travel in the address (the filter panel writes them there). */
export function filtersFromSearch(search: Record<string, string | string[] | undefined>): ChosenFilters {
  const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return parseChosenFilters({
    sort: single(search.sort),
    category: single(search.category),
    group: single(search.group),
  });
}
