import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AssertedUserId } from '@/components/studio/AssertedUserId';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  listSessions,
  parseSessionFilters,
  SESSION_FILTER_MAX_LENGTH,
  type SessionFilters,
} from '@/lib/studio/sessions';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { Pagination } from '@/components/Pagination';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { clockText } from '@/components/studio/clock';
import { StudioTable } from '@/components/studio/StudioTable';
import { FRUSTRATION_KINDS } from '@/lib/recordings/frustration';
import { listSavedSearches, SAVED_SEARCH_NAME_MAX_LENGTH, savedQuery } from '@/lib/studio/saved-searches';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { deleteSavedSearchAction, saveSearchAction } from '@/app/[lang]/_lib/studio-actions';
import { studioTimeZone } from '@/lib/studio/time-zone';
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
  const [result, tags, saved] = await Promise.all([
    parsed.ok ? listSessions(viewer, { projectId: project.id, filters: parsed.filters, page }) : null,
    listTags(viewer, project.id),
    listSavedSearches(viewer, project.id),
  ]);
  if (parsed.ok && !result) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const asserted = { label: assertedT('label'), hint: assertedT('hint') };
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const count = new Intl.NumberFormat(localeOf(lang));
  const digits = new Intl.NumberFormat(localeOf(lang), { useGrouping: false });
  const raw = (name: string) => (typeof search[name] === 'string' ? (search[name] as string) : '');
  const chosen: Record<string, string> = {};
  for (const name of [
    'from',
    'to',
    ...TEXT_FILTERS,
    'minDuration',
    'maxDuration',
    'tag',
    'error',
    'frustration',
    'visitor',
  ])
    if (raw(name)) chosen[name] = raw(name);
  const query = savedQuery(chosen);
  const filters: SessionFilters | null = parsed.ok ? parsed.filters : null;
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
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
      {saved.length > 0 || query ? (
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
          {raw('saveRefused') ? (
            <p className="form-error" role="alert">
              {t('saveRefused')}
            </p>
          ) : null}
        </section>
      ) : null}
      {chosen.visitor ? <p>{t('oneVisitor')}</p> : null}
      {!parsed.ok ? (
        <p className="form-error" role="alert">
          {t('filterInvalid')} ({t(parsed.field as 'from')})
        </p>
      ) : null}
      {result ? (
        <>
          <p className="results-count" role="status">
            {t('count', { count: result.total })}{' '}
            <span className="time-zone">{t('timeZone', { zone: studioTimeZone() })}</span>
          </p>
          <StudioTable
            rows={result.sessions}
            rowKey={(session) => session.id}
            caption={t('caption')}
            empty={t('none')}
            columns={[
              {
                key: 'started',
                header: t('started'),
                cell: (session) => (
                  <a href={localizedHref(`/studio/sessions/${session.id}`, lang)}>
                    {formatDateTime(lang, session.startedAt)}
                  </a>
                ),
              },
              {
                key: 'duration',
                header: t('duration'),
                dir: 'ltr',
                cell: (session) => clockText(session.durationMs, localeOf(lang)),
              },
              { key: 'pages', header: t('pages'), cell: (session) => count.format(session.pageCount) },
              { key: 'clicks', header: t('clicks'), cell: (session) => count.format(session.clickCount) },
              { key: 'errors', header: t('errors'), cell: (session) => count.format(session.errorCount) },
              {
                key: 'frustration',
                header: t('frustration'),
                cell: (session) =>
                  (
                    [
                      ['rage', session.rageClickCount],
                      ['dead', session.deadClickCount],
                      ['error_click', session.errorClickCount],
                    ] as const
                  )
                    .filter(([, n]) => n > 0)
                    .map(([kind, n]) => (
                      <span key={kind} className={`frustration ${kind}`} data-frustration={kind}>
                        {t(`frustrationKinds.${kind}`)} {count.format(n)}
                      </span>
                    )),
              },
              {
                key: 'visitor',
                header: t('visitor'),
                dir: 'auto',
                cell: (session) => (
                  <a
                    href={localizedHref('/studio', lang, { visitor: session.userUuid })}
                    title={t('visitorSessions')}
                    data-visitor={session.userUuid}
                  >
                    {session.userId ? <AssertedUserId userId={session.userId} strings={asserted} /> : t('anonymous')}
                  </a>
                ),
              },
              {
                key: 'device',
                header: t('device'),
                cell: (session) => (
                  <>
                    <bdi>{[session.browser, session.os].filter(Boolean).join(', ')}</bdi>,{' '}
                    {isDeviceKind(session.device) ? deviceName(session.device) : session.device}
                  </>
                ),
              },
              {
                key: 'screen',
                header: t('screen'),
                dir: 'ltr',
                cell: (session) => `${digits.format(session.screenWidth)}×${digits.format(session.screenHeight)}`,
              },
              { key: 'languages', header: t('languages'), cell: (session) => session.languages.join(', ') },
              { key: 'condition', header: t('condition'), dir: 'auto', cell: (session) => session.condition ?? '' },
              { key: 'tags', header: t('tags'), dir: 'auto', cell: (session) => session.tags.join(', ') },
            ]}
          />
          <Pagination
            lang={lang}
            page={result.page}
            pages={result.pageCount}
            href={(n) => localizedHref('/studio', lang, { ...chosen, page: n })}
          />
        </>
      ) : null}
    </div>
  );
}
