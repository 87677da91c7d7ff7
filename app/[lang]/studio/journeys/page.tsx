import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { localizedHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { JOURNEY_DEPTH_MAX, JOURNEY_DEPTH_MIN, JOURNEY_END, JOURNEY_OTHER } from '@/lib/studio/journey-paths';
import {
  JOURNEY_DIRECTIONS,
  JOURNEY_PAGE_MAX,
  JOURNEY_SESSIONS_READ_MAX,
  parseJourneyQuery,
  projectJourneys,
} from '@/lib/studio/journeys';
import { analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { JourneyFlow } from '@/components/studio/JourneyFlow';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, localeOf } from '../_ui/format';
import { AddToDashboard, dashboardSaving } from '../_components/AddToDashboard';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/journeys'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/journeys',
    title: t('studio.journeys.title'),
    description: t('studio.journeys.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

const DEPTHS = Array.from({ length: JOURNEY_DEPTH_MAX - JOURNEY_DEPTH_MIN + 1 }, (_, i) => JOURNEY_DEPTH_MIN + i);

/**
 * Journeys: the most common paths of page views from a start page or to an end page over the visits of the last 30
 * days, drawn as a flow with where visitors left (or began), the same figures as tables, and per path its latest
 * sessions, each a link to its replay at the path's first step. The address holds the choice, so it can be shared.
 */
export default async function StudioJourneysPage({ params, searchParams }: PageProps<'/[lang]/studio/journeys'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const query = parseJourneyQuery(search);
  const projectId = (await studioProject()).id;
  const journeys = await projectJourneys(viewer, projectId, query, {
    now: new Date(),
    timeZone: studioTimeZone(),
  });
  const t = await getTranslations({ locale: lang, namespace: 'studio.journeys' });
  const saving = await dashboardSaving(viewer, projectId, lang);
  const csv = await getTranslations({ locale: lang, namespace: 'studio' });
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const backward = query.direction === 'to';
  const nodeLabel = (key: string) =>
    key === JOURNEY_END ? t(backward ? 'began' : 'left') : key === JOURNEY_OTHER ? t('other') : key;
  const total = journeys?.sessions ?? 0;
  const flowRows =
    journeys?.flow.columns.flatMap((column, step) =>
      column.map((node) => ({ step, key: node.key, sessions: node.sessions })),
    ) ?? [];
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form
        className="catalogue-filters studio-filters"
        action="/studio/journeys"
        method="get"
        aria-label={t('choose')}
      >
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="journey-dir">{t('direction')}</label>
          <select id="journey-dir" name="dir" defaultValue={query.direction}>
            {JOURNEY_DIRECTIONS.map((one) => (
              <option key={one} value={one}>
                {t(`directions.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="journey-page">{t('page')}</label>
          <input
            id="journey-page"
            name="page"
            dir="ltr"
            maxLength={JOURNEY_PAGE_MAX}
            defaultValue={query.page ?? ''}
            placeholder="/articles"
          />
        </div>
        <div className="field">
          <label htmlFor="journey-depth">{t('depth')}</label>
          <select id="journey-depth" name="depth" defaultValue={String(query.depth)}>
            {DEPTHS.map((one) => (
              <option key={one} value={one}>
                {t('steps', { count: one })}
              </option>
            ))}
          </select>
        </div>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('show')}
          </button>
        </div>
      </form>
      {journeys ? <AddToDashboard saving={saving} path="/studio/journeys" search={search} /> : null}
      {!journeys ? (
        <p>{t('needPage')}</p>
      ) : (
        <>
          <p className="journey-total" data-sessions={total}>
            {t(backward ? 'totalTo' : 'totalFrom', { sessions: total, page: isolate(query.page ?? '') })}
            {journeys.capped ? ` ${t('capped', { max: JOURNEY_SESSIONS_READ_MAX })}` : null}
          </p>
          {total > 0 ? (
            <JourneyFlow
              columns={journeys.flow.columns.map((column) =>
                column.map((node) => ({ ...node, label: nodeLabel(node.key), end: node.key === JOURNEY_END })),
              )}
              links={journeys.flow.links}
              backward={backward}
              title={t(backward ? 'flowTitleTo' : 'flowTitleFrom', { page: isolate(query.page ?? '') })}
              format={(value) => number.format(value)}
            />
          ) : null}
          <h2>{t('pathsHeading')}</h2>
          <StudioTable
            rows={journeys.paths}
            rowKey={(row) => JSON.stringify([row.steps, row.ends])}
            caption={t('pathsCaption')}
            empty={t('none')}
            columns={[
              {
                key: 'path',
                header: t('path'),
                cell: (row) => (
                  <ol
                    className="journey-path"
                    aria-label={t('path')}
                    data-path={row.steps.join(' ')}
                    data-ends={row.ends ? 'yes' : 'no'}
                  >
                    {backward && row.ends ? <li className="journey-end">{t('began')}</li> : null}
                    {row.steps.map((step, i) => (
                      <li key={i}>
                        <bdi>{step}</bdi>
                      </li>
                    ))}
                    {!backward && row.ends ? <li className="journey-end">{t('left')}</li> : null}
                    {!row.ends ? <li className="journey-end">{t('goesOn')}</li> : null}
                  </ol>
                ),
              },
              { key: 'sessions', header: t('sessions'), cell: (row) => number.format(row.sessions) },
              {
                key: 'share',
                header: t('share'),
                cell: (row) => percent.format(total === 0 ? 0 : row.sessions / total),
              },
              {
                key: 'replays',
                header: t('replays'),
                cell: (row) => (
                  <details>
                    <summary>{t('openSessions', { count: row.examples.length })}</summary>
                    <ul>
                      {row.examples.map((one) => (
                        <li key={one.sessionId}>
                          <a href={localizedHref(`/studio/sessions/${one.sessionId}`, lang, { t: one.at.getTime() })}>
                            {formatDateTime(lang, one.at)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ),
              },
            ]}
          />
          <p className="csv-download">
            <a href={analyticsCsvHref('journeys', search, 'main', lang)} download>
              {csv('downloadCsv')}
            </a>
          </p>
          <details className="trend-values">
            <summary>{t('values')}</summary>
            <StudioTable
              rows={flowRows}
              rowKey={(row) => `${row.step}-${row.key}`}
              caption={t('valuesCaption')}
              empty={t('none')}
              columns={[
                { key: 'step', header: t('step'), cell: (row) => number.format(row.step + 1) },
                {
                  key: 'page',
                  header: t('page'),
                  dir: 'auto',
                  cell: (row) => nodeLabel(row.key),
                },
                { key: 'sessions', header: t('sessions'), cell: (row) => number.format(row.sessions) },
              ]}
            />
          </details>
          <p className="csv-download">
            <a href={analyticsCsvHref('journeys', search, 'flow', lang)} download>
              {csv('downloadFlowCsv')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
