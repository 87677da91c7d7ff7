import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { pageMetadata } from '@/lib/seo/metadata';
import { analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { TREND_INTERVALS } from '@/lib/studio/trend-buckets';
import { parseTrendQuery, projectTrend, TREND_BREAKDOWNS, TREND_METRICS } from '@/lib/studio/trends';
import { VITAL_NAMES, VITAL_THRESHOLDS, type VitalName, type VitalRating } from '@/lib/recordings/web-vitals';
import { projectPageVitals, type PageVitals } from '@/lib/studio/web-vitals';
import { StudioTable } from '@/components/studio/StudioTable';
import { TrendChart } from '@/components/studio/TrendChart';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { localeOf } from '../_ui/format';
import { AddToDashboard, dashboardSaving } from '../_components/AddToDashboard';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/trends'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/trends',
    title: t('studio.trends.title'),
    description: t('studio.trends.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * Trends: a metric of the recorded sessions (sessions, page views, visitors, errors, each frustration signal) per
 * hour, day or week of the team's zone, beside the period before, and broken down by browser, system, device or
 * language. The address holds the choice (`?metric=&interval=&by=`), so a trend can be shared. Below it, the web
 * vitals of each page over the same period: the 75th percentile and Google's rating of it.
 */
export default async function StudioTrendsPage({ params, searchParams }: PageProps<'/[lang]/studio/trends'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const query = parseTrendQuery(search);
  const timeZone = studioTimeZone();
  const projectId = (await studioProject()).id;
  const trend = await projectTrend(viewer, projectId, query, { now: new Date(), timeZone });
  const period = { from: trend.points[0]!.bucket.starts, to: trend.points.at(-1)!.bucket.ends };
  const pageVitals = await projectPageVitals(viewer, projectId, period);
  const t = await getTranslations({ locale: lang, namespace: 'studio.trends' });
  const saving = await dashboardSaving(viewer, projectId, lang);
  const csv = await getTranslations({ locale: lang, namespace: 'studio' });
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  // CLS is a score of a few hundredths; every other vital is in milliseconds, shown whole.
  const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const vitalValue = (name: VitalName, value: number) => (name === 'CLS' ? score : number).format(value);
  const metricValue = (value: number) => (trend.metric === 'cls' ? score : number).format(value);
  const ratingText = (rating: VitalRating) => t(`vitals.ratings.${RATING_KEYS[rating]}`);
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const bucketLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(trend.interval === 'hour' ? { day: 'numeric', hour: 'numeric' } : { month: 'short', day: 'numeric' }),
  });
  const change = (current: number, previous: number) =>
    previous === 0 ? (current === 0 ? '–' : t('new')) : percent.format((current - previous) / previous);
  const metric = t(`metrics.${trend.metric}`);
  const rows = trend.points.map((point) => ({ ...point, label: bucketLabel.format(point.bucket.starts) }));
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form className="catalogue-filters studio-filters" action="/studio/trends" method="get" aria-label={t('choose')}>
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="trend-metric">{t('metric')}</label>
          <select id="trend-metric" name="metric" defaultValue={trend.metric}>
            {TREND_METRICS.map((one) => (
              <option key={one} value={one}>
                {t(`metrics.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="trend-interval">{t('interval')}</label>
          <select id="trend-interval" name="interval" defaultValue={trend.interval}>
            {TREND_INTERVALS.map((one) => (
              <option key={one} value={one}>
                {t(`intervals.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="trend-by">{t('by')}</label>
          <select id="trend-by" name="by" defaultValue={trend.by}>
            {TREND_BREAKDOWNS.map((one) => (
              <option key={one} value={one}>
                {t(`breakdowns.${one}`)}
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
      <AddToDashboard saving={saving} path="/studio/trends" search={search} />
      <p className="trend-totals" data-current={trend.totals.current} data-previous={trend.totals.previous}>
        {t('totals', {
          metric,
          current: trend.totals.current,
          previous: trend.totals.previous,
          change: change(trend.totals.current, trend.totals.previous),
          interval: trend.interval,
        })}
      </p>
      <TrendChart
        points={rows}
        title={t('chartTitle', { metric, interval: trend.interval })}
        format={metricValue}
        legend={{ current: t('current'), previous: t('previous') }}
      />
      {trend.breakdown ? (
        <StudioTable
          rows={trend.breakdown}
          rowKey={(row) => row.value}
          caption={t('breakdownCaption', { metric, by: t(`breakdowns.${trend.by}`) })}
          empty={t('none')}
          columns={[
            {
              key: 'value',
              header: t(`breakdowns.${trend.by}`),
              dir: 'auto',
              cell: (row) => isolate(row.value || '?'),
            },
            { key: 'current', header: t('current'), cell: (row) => metricValue(row.current) },
            { key: 'previous', header: t('previous'), cell: (row) => metricValue(row.previous) },
            { key: 'change', header: t('change'), cell: (row) => change(row.current, row.previous) },
          ]}
        />
      ) : null}
      {trend.breakdown ? (
        <p className="csv-download">
          <a href={analyticsCsvHref('trends', search, 'breakdown', lang)} download>
            {csv('downloadBreakdownCsv')}
          </a>
        </p>
      ) : null}
      <details className="trend-values">
        <summary>{t('values')}</summary>
        <StudioTable
          rows={rows}
          rowKey={(row) => row.bucket.starts.toISOString()}
          caption={t('valuesCaption', { metric })}
          empty={t('none')}
          columns={[
            { key: 'bucket', header: t(`intervals.${trend.interval}`), cell: (row) => row.label },
            { key: 'current', header: t('current'), cell: (row) => metricValue(row.current) },
            { key: 'previous', header: t('previous'), cell: (row) => metricValue(row.previous) },
          ]}
        />
      </details>
      <p className="csv-download">
        <a href={analyticsCsvHref('trends', search, 'main', lang)} download>
          {csv('downloadCsv')}
        </a>
      </p>
      <section className="web-vitals" aria-labelledby="web-vitals-title">
        <h2 id="web-vitals-title">{t('vitals.title')}</h2>
        <p>{t('vitals.intro', { interval: trend.interval })}</p>
        <ul className="web-vitals-thresholds">
          {VITAL_NAMES.map((name) => (
            <li key={name}>
              {t('vitals.thresholds', {
                name,
                good: vitalValue(name, VITAL_THRESHOLDS[name].good),
                poor: vitalValue(name, VITAL_THRESHOLDS[name].poor),
                unit: name === 'CLS' ? 'score' : 'ms',
              })}
            </li>
          ))}
        </ul>
        <StudioTable<PageVitals>
          rows={pageVitals}
          rowKey={(row) => row.path}
          caption={t('vitals.caption')}
          empty={t('vitals.none')}
          columns={[
            { key: 'path', header: t('vitals.page'), dir: 'ltr', cell: (row) => row.path },
            { key: 'loads', header: t('vitals.loads'), cell: (row) => number.format(row.loads) },
            ...VITAL_NAMES.map((name) => ({
              key: name,
              header: name,
              cell: (row: PageVitals) => {
                const vital = row.vitals[name];
                return vital ? (
                  <span data-rating={vital.rating}>
                    {t('vitals.cell', {
                      value: vitalValue(name, vital.p75),
                      rating: ratingText(vital.rating),
                      samples: vital.samples,
                    })}
                  </span>
                ) : (
                  '–'
                );
              },
            })),
          ]}
        />
        <p className="csv-download">
          <a href={analyticsCsvHref('trends', search, 'vitals', lang)} download>
            {csv('downloadVitalsCsv')}
          </a>
        </p>
      </section>
    </div>
  );
}

/** The message key of each rating (studio.trends.vitals.ratings). */
const RATING_KEYS: Record<VitalRating, 'good' | 'needsImprovement' | 'poor'> = {
  good: 'good',
  'needs-improvement': 'needsImprovement',
  poor: 'poor',
};
