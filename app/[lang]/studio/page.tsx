import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listSessions, parseSessionFilters, SESSION_FILTER_MAX_LENGTH, type SessionFilters } from '@/lib/studio/sessions';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { Pagination } from '@/components/Pagination';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { clockText } from '@/components/studio/clock';
import { formatDateTime, isDeviceKind, localeOf } from './_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio',
    title: t('studio.sessions.title'),
    description: t('studio.sessions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

const TEXT_FILTERS = ['user', 'url', 'selector', 'flag', 'q'] as const;

/** The recorded sessions, newest first, filtered by what the address says (so a filtered list can be shared). */
export default async function StudioSessionsPage({ params, searchParams }: PageProps<'/[lang]/studio'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const page = parsePageParam(search.page);
  if (page === null) notFound();
  const parsed = parseSessionFilters(search);
  const project = await studioProject();
  const [result, tags] = await Promise.all([
    parsed.ok ? listSessions(viewer, { projectId: project.id, filters: parsed.filters, page }) : null,
    listTags(viewer, project.id),
  ]);
  if (parsed.ok && !result) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const count = new Intl.NumberFormat(localeOf(lang));
  const digits = new Intl.NumberFormat(localeOf(lang), { useGrouping: false });
  const raw = (name: string) => (typeof search[name] === 'string' ? (search[name] as string) : '');
  const chosen: Record<string, string> = {};
  for (const name of ['from', 'to', ...TEXT_FILTERS, 'minDuration', 'maxDuration', 'tag', 'error']) if (raw(name)) chosen[name] = raw(name);
  const filters: SessionFilters | null = parsed.ok ? parsed.filters : null;
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form className="catalogue-filters studio-filters" action="/studio" method="get" role="search" aria-label={t('filtersLabel')}>
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="filter-from">{t('from')}</label>
          <input id="filter-from" name="from" type="date" defaultValue={chosen.from} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t('to')}</label>
          <input id="filter-to" name="to" type="date" defaultValue={chosen.to} />
        </div>
        {TEXT_FILTERS.map((name) => (
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
            <input id={`filter-${name}`} name={name} type="number" min={0} step={1} inputMode="numeric" defaultValue={chosen[name]} />
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
      {!parsed.ok ? (
        <p className="form-error" role="alert">
          {t('filterInvalid')} ({t(parsed.field as 'from')})
        </p>
      ) : null}
      {result ? (
        <>
          <p className="results-count" role="status">
            {t('count', { count: result.total })}
          </p>
          {result.sessions.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <div className="table-scroll">
              <table className="studio-table">
                <caption className="visually-hidden">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('started')}</th>
                    <th scope="col">{t('duration')}</th>
                    <th scope="col">{t('pages')}</th>
                    <th scope="col">{t('clicks')}</th>
                    <th scope="col">{t('errors')}</th>
                    <th scope="col">{t('visitor')}</th>
                    <th scope="col">{t('device')}</th>
                    <th scope="col">{t('screen')}</th>
                    <th scope="col">{t('language')}</th>
                    <th scope="col">{t('condition')}</th>
                    <th scope="col">{t('tags')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.sessions.map((session) => (
                    <tr key={session.id}>
                      <td>
                        <a href={localizedHref(`/studio/sessions/${session.id}`, lang)}>{formatDateTime(lang, session.startedAt)}</a>
                      </td>
                      <td dir="ltr">{clockText(session.durationMs, localeOf(lang))}</td>
                      <td>{count.format(session.pageCount)}</td>
                      <td>{count.format(session.clickCount)}</td>
                      <td>{count.format(session.errorCount)}</td>
                      <td dir="auto">{session.userId ?? t('anonymous')}</td>
                      <td>
                        <bdi>{[session.browser, session.os].filter(Boolean).join(', ')}</bdi>,{' '}
                        {isDeviceKind(session.device) ? deviceName(session.device) : session.device}
                      </td>
                      <td dir="ltr">
                        {digits.format(session.screenWidth)}×{digits.format(session.screenHeight)}
                      </td>
                      <td>{session.language}</td>
                      <td dir="auto">{session.condition ?? ''}</td>
                      <td dir="auto">{session.tags.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination lang={lang} page={result.page} pages={result.pageCount} href={(n) => localizedHref('/studio', lang, { ...chosen, page: n })} />
        </>
      ) : null}
    </div>
  );
}
