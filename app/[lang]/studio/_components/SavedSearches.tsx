import { getTranslations } from 'next-intl/server';
import { ButtonForm } from '@/components/forms/ButtonForm';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@/lib/studio/saved-searches';
import { deleteSavedSearchAction, saveSearchAction } from '@/app/[lang]/_lib/studio-actions';

/** The saved searches (each a link to its list, with its delete button), and the form that saves the current one. */
export async function SavedSearches({
  lang,
  saved,
  query,
  saveRefused,
}: {
  lang: Lang;
  saved: { id: number; name: string; query: string }[];
  /** The current list's filters as a saved search keeps them ('' for none: nothing to save). */
  query: string;
  saveRefused: boolean;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  return (
    <section className="saved-searches" aria-labelledby="saved-searches">
      <h2 id="saved-searches">{t('savedSearches')}</h2>
      {saved.length > 0 ? (
        <ul>
          {saved.map((search) => (
            <li key={search.id}>
              <a
                href={localizedHref('/studio', lang, Object.fromEntries(new URLSearchParams(search.query)))}
                aria-current={search.query === query ? 'true' : undefined}
              >
                {search.name}
              </a>{' '}
              <ButtonForm
                action={deleteSavedSearchAction.bind(null, lang, search.id)}
                label={`${t('deleteSearch')}: ${search.name}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {query ? (
        <form action={saveSearchAction.bind(null, lang, query)} className="save-search">
          <label htmlFor="saved-search-name">{t('searchName')}</label>
          <input
            id="saved-search-name"
            name="name"
            type="text"
            required
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            dir="auto"
          />
          <button type="submit" className="button">
            {t('saveSearch')}
          </button>
        </form>
      ) : null}
      {saveRefused ? (
        <p className="form-error" role="alert">
          {t('saveRefused')}
        </p>
      ) : null}
    </section>
  );
}
