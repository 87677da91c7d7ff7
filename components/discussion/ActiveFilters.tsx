import { getTranslations } from 'next-intl/server';
import { FILTER_KEYS, filterList, type ChosenFilters } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';

/**
 * A question list's sort and filters as chips, each a link to the same list without it, so the member sees what
 * shapes the list and can undo one choice at a time. `keep` travels along in every link (a search's words).
 */
export async function ActiveFilters({
  lang,
  path,
  filters,
  keep = {},
}: {
  lang: Lang;
  path: string;
  filters: ChosenFilters;
  keep?: Record<string, string | undefined>;
}) {
  const chosen = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  if (chosen.length === 0) return null;
  const t = await getTranslations({ locale: lang });
  const list = await filterList(lang);
  return (
    <ul className="active-filters" aria-label={t('discussion.activeFilters')}>
      {chosen.map((key) => {
        const filter = list.find((f) => f.key === key);
        const option = filter?.options.find((o) => o.value === filters[key]);
        const text = `${filter?.label ?? key}: ${option?.label ?? filters[key]}`;
        const { [key]: _removed, ...rest } = filters;
        return (
          <li key={key}>
            <a
              className="chip"
              href={localizedHref(path, lang, { ...rest, ...keep })}
              aria-label={t('discussion.removeFilter', { filter: text })}
            >
              <span dir="auto">{text}</span>
              <span aria-hidden="true">×</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
