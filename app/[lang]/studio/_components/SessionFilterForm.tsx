import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { LANG_PARAM } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { FRUSTRATION_KINDS } from '@/lib/recordings/frustration';
import { SESSION_FILTER_MAX_LENGTH, type SessionFilters } from '@/lib/studio/sessions';
import { SESSION_TEXT_FILTERS } from '@/lib/studio/sessions-list';
import type { TagRow } from '@/lib/studio/tags';

/** The sessions list's filters: a GET form to the list's own address, each field showing what the address says. */
export async function SessionFilterForm({
  lang,
  chosen,
  filters,
  tags,
}: {
  lang: Lang;
  chosen: Record<string, string>;
  /** The filters as read (null when the address's could not be). */
  filters: SessionFilters | null;
  tags: TagRow[];
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  return (
    <form
      className="catalogue-filters studio-filters"
      action="/studio"
      method="get"
      role="search"
      aria-label={t('filtersLabel')}
    >
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <div className="field">
        <label htmlFor="filter-from">{t('from')}</label>
        <input id="filter-from" name="from" type="date" defaultValue={chosen.from} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">{t('to')}</label>
        <input id="filter-to" name="to" type="date" defaultValue={chosen.to} />
      </div>
      {SESSION_TEXT_FILTERS.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`filter-${name}`}>{t(name)}</label>
          <input
            id={`filter-${name}`}
            name={name}
            type={name === 'q' ? 'search' : 'text'}
            dir="ltr"
            maxLength={SESSION_FILTER_MAX_LENGTH}
            defaultValue={chosen[name]}
          />
        </div>
      ))}
      {(['minDuration', 'maxDuration'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`filter-${name}`}>{t(name)}</label>
          <input
            id={`filter-${name}`}
            name={name}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={chosen[name]}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="filter-tag">{t('tag')}</label>
        <select id="filter-tag" name="tag" defaultValue={chosen.tag ?? ''}>
          <option value="">{t('anyTag')}</option>
          {tags.map((tag) => (
            <option key={tag.id} value={String(tag.id)}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-frustration">{t('frustration')}</label>
        <select id="filter-frustration" name="frustration" defaultValue={chosen.frustration ?? ''}>
          <option value="">{t('noFilter')}</option>
          <option value="any">{t('anyFrustration')}</option>
          {FRUSTRATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`frustrationKinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {chosen.visitor ? <input type="hidden" name="visitor" value={chosen.visitor} /> : null}
      <div className="field checkbox">
        <input id="filter-error" name="error" type="checkbox" value="1" defaultChecked={Boolean(filters?.error)} />
        <label htmlFor="filter-error">{t('error')}</label>
      </div>
      <div className="field actions">
        <button type="submit" className="button primary">
          {t('apply')}
        </button>
        <a className="button" href={localizedHref('/studio', lang)}>
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
