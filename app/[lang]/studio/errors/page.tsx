import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { localizedHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { errorGroups, errorOccurrences } from '@/lib/studio/error-groups';
import { analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { StudioTable } from '@/components/studio/StudioTable';
import { Sparkline } from '@/components/studio/Sparkline';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, localeOf } from '../_ui/format';
import { AddToDashboard, dashboardSaving } from '../_components/AddToDashboard';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/errors'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/errors',
    title: t('studio.errors.title'),
    description: t('studio.errors.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * The project's errors, grouped (name, message without its numbers and ids, top frame): how often, in how many
 * sessions and for how many visitors, first and last seen, the last 30 days; `?group=` lists a group's latest
 * occurrences, each a link to its replay at that moment.
 */
export default async function StudioErrorsPage({ params, searchParams }: PageProps<'/[lang]/studio/errors'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const project = await studioProject();
  const chosen = typeof search.group === 'string' ? search.group : '';
  const [groups, occurrences] = await Promise.all([
    errorGroups(viewer, project.id, { now: new Date(), timeZone: studioTimeZone() }),
    chosen ? errorOccurrences(viewer, project.id, chosen) : Promise.resolve([]),
  ]);
  const t = await getTranslations({ locale: lang, namespace: 'studio.errors' });
  const saving = await dashboardSaving(viewer, project.id, lang);
  const csv = await getTranslations({ locale: lang, namespace: 'studio' });
  const number = new Intl.NumberFormat(localeOf(lang));
  const group = groups.find((one) => one.fingerprint === chosen);
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <AddToDashboard saving={saving} path="/studio/errors" search={{}} />
      <StudioTable
        rows={groups}
        rowKey={(row) => row.fingerprint}
        caption={t('caption')}
        empty={t('none')}
        columns={[
          {
            key: 'error',
            header: t('error'),
            dir: 'auto',
            cell: (row) => (
              <a href={localizedHref('/studio/errors', lang, { group: row.fingerprint })}>
                <strong>{row.name}</strong>: {row.message}
              </a>
            ),
          },
          { key: 'occurrences', header: t('occurrences'), cell: (row) => number.format(row.occurrences) },
          { key: 'sessions', header: t('sessions'), cell: (row) => number.format(row.sessions) },
          { key: 'visitors', header: t('visitors'), cell: (row) => number.format(row.visitors) },
          { key: 'firstSeen', header: t('firstSeen'), cell: (row) => formatDateTime(lang, row.firstSeen) },
          { key: 'lastSeen', header: t('lastSeen'), cell: (row) => formatDateTime(lang, row.lastSeen) },
          {
            key: 'trend',
            header: t('trend'),
            cell: (row) => (
              <Sparkline
                values={row.daily}
                label={t('trendLabel', { count: row.daily.reduce((sum, n) => sum + n, 0) })}
              />
            ),
          },
        ]}
      />
      <p className="csv-download">
        <a href={analyticsCsvHref('errors', search, 'main', lang)} download>
          {csv('downloadCsv')}
        </a>
      </p>
      {chosen ? (
        <section aria-labelledby="error-occurrences">
          <h2 id="error-occurrences">
            {group ? t('occurrencesOf', { error: isolate(`${group.name}: ${group.message}`) }) : t('unknownGroup')}
          </h2>
          <StudioTable
            rows={occurrences}
            rowKey={(row) => `${row.sessionId}-${row.at.getTime()}`}
            caption={t('occurrencesCaption')}
            empty={t('noOccurrences')}
            columns={[
              { key: 'at', header: t('at'), cell: (row) => formatDateTime(lang, row.at) },
              { key: 'message', header: t('message'), dir: 'auto', cell: (row) => row.message },
              {
                key: 'replay',
                header: t('replay'),
                cell: (row) => (
                  <a href={localizedHref(`/studio/sessions/${row.sessionId}`, lang, { t: row.at.getTime() })}>
                    {t('watch')}
                  </a>
                ),
              },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
