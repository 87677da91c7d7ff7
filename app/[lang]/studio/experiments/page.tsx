import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { localizedHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { EXPERIMENT_CONFIDENCE } from '@/lib/studio/experiment-stats';
import { parseExperimentQuery, projectExperiment, type VariantResult } from '@/lib/studio/experiments';
import { listFlags } from '@/lib/studio/flags';
import { FUNNEL_STEP_KINDS, FUNNEL_STEP_TEXT_MAX } from '@/lib/studio/funnels';
import { analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { ExperimentChart } from '@/components/studio/ExperimentChart';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, localeOf } from '../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/experiments'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/experiments',
    title: t('studio.experiments.title'),
    description: t('studio.experiments.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * An experiment: a multi-variant flag and a goal (a page, a click or a custom event, as a funnel's step) over the
 * visits of the last 30 days; per variant its sessions, conversions and conversion rate with a 95 % interval, and
 * against the control the difference, its p-value and a plain sentence; each variant's latest sessions open their
 * replays. The address holds the experiment (nothing is saved), so it can be shared.
 */
export default async function StudioExperimentsPage({ params, searchParams }: PageProps<'/[lang]/studio/experiments'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const query = parseExperimentQuery(search);
  const projectId = (await studioProject()).id;
  const flags = (await listFlags(viewer, projectId)).filter((flag) => flag.flagType === 'multi');
  const experiment = await projectExperiment(viewer, projectId, query, { now: new Date(), timeZone: studioTimeZone() });
  const t = await getTranslations({ locale: lang, namespace: 'studio.experiments' });
  const csv = await getTranslations({ locale: lang, namespace: 'studio' });
  const kinds = await getTranslations({ locale: lang, namespace: 'studio.funnels.kinds' });
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const points = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const pValue = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, minimumFractionDigits: 3 });
  const confidence = percent.format(EXPERIMENT_CONFIDENCE);
  const chosen = flags.find((flag) => flag.flagKey === query.flag);
  const verdict = (row: VariantResult) => {
    if (!experiment || row.control) return t('isControl');
    const names = { variant: isolate(row.value), control: isolate(experiment.control), confidence };
    if (!row.test) return t('verdictNone', names);
    if (!row.test.significant) return t('verdictNotYet', names);
    return t(row.test.difference > 0 ? 'verdictBetter' : 'verdictWorse', names);
  };
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form
        className="catalogue-filters studio-filters"
        action="/studio/experiments"
        method="get"
        aria-label={t('choose')}
      >
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="experiment-flag">{t('flag')}</label>
          <select id="experiment-flag" name="flag" defaultValue={query.flag ?? ''}>
            <option value="">{t('noFlag')}</option>
            {flags.map((flag) => (
              <option key={flag.id} value={flag.flagKey} dir="ltr">
                {flag.flagKey}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="experiment-gk">{t('goalKind')}</label>
          <select id="experiment-gk" name="gk" defaultValue={query.goal?.kind ?? 'custom'}>
            {FUNNEL_STEP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="experiment-gv">{t('goalValue')}</label>
          <input
            id="experiment-gv"
            name="gv"
            dir="ltr"
            maxLength={FUNNEL_STEP_TEXT_MAX}
            defaultValue={query.goal?.value ?? ''}
          />
        </div>
        {chosen ? (
          <div className="field">
            <label htmlFor="experiment-control">{t('control')}</label>
            <select id="experiment-control" name="control" defaultValue={experiment?.control ?? query.control ?? ''}>
              {chosen.variants.map((variant) => (
                <option key={variant.value} value={variant.value} dir="ltr">
                  {variant.value}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('show')}
          </button>
        </div>
      </form>
      <p className="field-hint">{t('hint')}</p>
      {flags.length === 0 ? <p>{t('noFlags')}</p> : null}
      {!experiment ? (
        <p>{t('needChoice')}</p>
      ) : (
        <>
          <ExperimentChart
            rows={experiment.variants.map((row) => ({
              label: row.value,
              rate: row.rate,
              low: row.interval?.low ?? null,
              high: row.interval?.high ?? null,
            }))}
            title={t('chartTitle', { flag: isolate(experiment.flag), confidence })}
            format={(share) => percent.format(share)}
          />
          <ul className="experiment-verdicts">
            {experiment.variants
              .filter((row) => !row.control)
              .map((row) => (
                <li key={row.value} data-significant={row.test?.significant ? 'yes' : 'no'}>
                  {verdict(row)}
                </li>
              ))}
          </ul>
          <StudioTable
            rows={experiment.variants}
            rowKey={(row) => row.value}
            caption={t('tableCaption', { flag: isolate(experiment.flag) })}
            empty={t('none')}
            columns={[
              {
                key: 'variant',
                header: t('variant'),
                dir: 'auto',
                cell: (row) =>
                  row.control ? t('controlVariant', { variant: isolate(row.value) }) : isolate(row.value),
              },
              { key: 'sessions', header: t('sessions'), cell: (row) => number.format(row.sessions) },
              { key: 'conversions', header: t('conversions'), cell: (row) => number.format(row.conversions) },
              { key: 'rate', header: t('rate'), cell: (row) => percent.format(row.rate) },
              {
                key: 'interval',
                header: t('interval', { confidence }),
                cell: (row) =>
                  row.interval
                    ? t('range', { low: percent.format(row.interval.low), high: percent.format(row.interval.high) })
                    : '–',
              },
              {
                key: 'difference',
                header: t('difference'),
                cell: (row) => (row.test ? points.format(row.test.difference) : '–'),
              },
              { key: 'p', header: t('p'), cell: (row) => (row.test ? pValue.format(row.test.p) : '–') },
              {
                key: 'replays',
                header: t('replays'),
                cell: (row) =>
                  row.latest.length === 0 ? (
                    '–'
                  ) : (
                    <details>
                      <summary>{t('openSessions', { count: row.latest.length })}</summary>
                      <ul>
                        {row.latest.map((one) => (
                          <li key={one.sessionId}>
                            <a href={localizedHref(`/studio/sessions/${one.sessionId}`, lang, { t: one.at.getTime() })}>
                              {formatDateTime(lang, one.at)}
                            </a>{' '}
                            {one.converted ? t('converted') : null}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ),
              },
            ]}
          />
          <p className="csv-download">
            <a href={analyticsCsvHref('experiments', search, 'main', lang)} download>
              {csv('downloadCsv')}
            </a>
          </p>
          <p>
            <a href={localizedHref('/studio', lang, { flag: experiment.flag })}>{t('allSessions')}</a>
          </p>
        </>
      )}
    </div>
  );
}
