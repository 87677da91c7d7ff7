import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang, LANG_PARAM } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { localizedHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  FUNNEL_BREAKDOWNS,
  FUNNEL_STEP_KINDS,
  FUNNEL_STEP_TEXT_MAX,
  FUNNEL_STEPS_MAX,
  FUNNEL_WINDOW_MAX_MS,
  FUNNEL_WINDOW_UNITS,
  parseFunnelQuery,
  projectFunnel,
} from '@/lib/studio/funnels';
import { analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { listFlags } from '@/lib/studio/flags';
import { studioProject } from '@/lib/studio/project';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, localeOf } from '../_ui/format';
import { AddToDashboard, dashboardSaving } from '../_components/AddToDashboard';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/funnels'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/funnels',
    title: t('studio.funnels.title'),
    description: t('studio.funnels.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * A funnel: ordered steps (a page whose address contains a text, a click on a selector or label, a custom event),
 * over the sessions of the last 30 days; how many reached each step, the conversion and the median time from the step
 * before, per device, language or browser too; each step lists the sessions that stopped there, each a link to its
 * replay at the moment it reached that step. The address holds the funnel, so it can be shared.
 */
export default async function StudioFunnelsPage({ params, searchParams }: PageProps<'/[lang]/studio/funnels'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const query = parseFunnelQuery(search);
  const projectId = (await studioProject()).id;
  const flags = (await listFlags(viewer, projectId)).filter((flag) => flag.flagType === 'multi');
  const funnel = await projectFunnel(viewer, projectId, query, {
    now: new Date(),
    timeZone: studioTimeZone(),
  });
  const t = await getTranslations({ locale: lang, namespace: 'studio.funnels' });
  const saving = await dashboardSaving(viewer, projectId, lang);
  const csv = await getTranslations({ locale: lang, namespace: 'studio' });
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  const stepName = (i: number) => {
    const step = funnel?.steps[i]?.step ?? query.steps[i];
    return step ? t('stepName', { n: i + 1, kind: t(`kinds.${step.kind}`), value: isolate(step.value) }) : '';
  };
  // Two empty rows past the steps given, up to the most a funnel has, so a step can be added without JavaScript.
  const rows = Math.min(FUNNEL_STEPS_MAX, Math.max(3, query.steps.length + 1));
  const first = funnel?.steps[0]?.sessions ?? 0;
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form className="funnel-form" action="/studio/funnels" method="get" aria-label={t('build')}>
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <ol>
          {Array.from({ length: rows }, (_, i) => {
            const step = query.steps[i];
            return (
              <li key={i} className="funnel-step-fields">
                <label htmlFor={`funnel-s${i + 1}k`}>{t('stepKind', { n: i + 1 })}</label>
                <select id={`funnel-s${i + 1}k`} name={`s${i + 1}k`} defaultValue={step?.kind ?? ''}>
                  <option value="">{t('noStep')}</option>
                  {FUNNEL_STEP_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={`funnel-s${i + 1}v`}>{t('stepValue', { n: i + 1 })}</label>
                <input
                  id={`funnel-s${i + 1}v`}
                  name={`s${i + 1}v`}
                  dir="ltr"
                  maxLength={FUNNEL_STEP_TEXT_MAX}
                  defaultValue={step?.value ?? ''}
                />
              </li>
            );
          })}
        </ol>
        <div className="field">
          <label htmlFor="funnel-by">{t('by')}</label>
          <select id="funnel-by" name="by" defaultValue={query.by}>
            {FUNNEL_BREAKDOWNS.map((one) => (
              <option key={one} value={one}>
                {t(`breakdowns.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="funnel-flag">{t('flag')}</label>
          <select id="funnel-flag" name="flag" defaultValue={query.flag ?? ''}>
            <option value="">{t('noFlag')}</option>
            {flags.map((flag) => (
              <option key={flag.flagKey} value={flag.flagKey}>
                {flag.flagKey}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="funnel-within">{t('within')}</label>
          <input
            id="funnel-within"
            name="within"
            type="number"
            min={1}
            max={FUNNEL_WINDOW_MAX_MS / FUNNEL_WINDOW_UNITS.minute}
            step={1}
            defaultValue={query.window?.amount ?? ''}
          />
          <label htmlFor="funnel-unit">{t('unit')}</label>
          <select id="funnel-unit" name="unit" defaultValue={query.window?.unit ?? 'minute'}>
            {(Object.keys(FUNNEL_WINDOW_UNITS) as (keyof typeof FUNNEL_WINDOW_UNITS)[]).map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="field-hint">{t('hint')}</p>
        <button type="submit" className="button primary">
          {t('show')}
        </button>
      </form>
      {funnel ? <AddToDashboard saving={saving} path="/studio/funnels" search={search} /> : null}
      {!funnel ? (
        <p>{t('needSteps')}</p>
      ) : (
        <>
          <ol className="funnel-bars" aria-label={t('result')}>
            {funnel.steps.map((result, i) => (
              <li key={i} data-sessions={result.sessions}>
                <span className="funnel-label">{stepName(i)}</span>
                <span className="funnel-bar" aria-hidden="true">
                  <span style={{ inlineSize: `${first === 0 ? 0 : (result.sessions / first) * 100}%` }} />
                </span>
                <span className="funnel-figures">
                  {t('reached', {
                    sessions: number.format(result.sessions),
                    conversion: percent.format(result.conversion),
                  })}
                  {result.medianMsFromPrevious !== null
                    ? ` · ${t('median', { time: seconds.format(result.medianMsFromPrevious / 1000) })}`
                    : null}
                </span>
                {result.dropped.length > 0 ? (
                  <details>
                    <summary>{t('stopped', { count: result.dropped.length })}</summary>
                    <ul>
                      {result.dropped.map((one) => (
                        <li key={one.sessionId}>
                          <a href={localizedHref(`/studio/sessions/${one.sessionId}`, lang, { t: one.at.getTime() })}>
                            {formatDateTime(lang, one.at)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
          <p className="csv-download">
            <a href={analyticsCsvHref('funnels', search, 'main', lang)} download>
              {csv('downloadCsv')}
            </a>
          </p>
          {funnel.breakdown ? (
            <StudioTable
              rows={funnel.breakdown}
              rowKey={(row) => row.value}
              caption={t('breakdownCaption', { by: t(`breakdowns.${query.by}`) })}
              empty={t('none')}
              columns={[
                {
                  key: 'value',
                  header: t(`breakdowns.${query.by}`),
                  dir: 'auto',
                  cell: (row) => isolate(row.value || '?'),
                },
                ...funnel.steps.map((_, i) => ({
                  key: `step${i}`,
                  header: stepName(i),
                  cell: (row: { sessions: number[] }) => number.format(row.sessions[i] ?? 0),
                })),
                {
                  key: 'conversion',
                  header: t('overall'),
                  cell: (row: { sessions: number[] }) =>
                    percent.format(row.sessions[0] ? (row.sessions.at(-1) ?? 0) / row.sessions[0] : 0),
                },
              ]}
            />
          ) : null}
          {funnel.breakdown ? (
            <p className="csv-download">
              <a href={analyticsCsvHref('funnels', search, 'breakdown', lang)} download>
                {csv('downloadBreakdownCsv')}
              </a>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
