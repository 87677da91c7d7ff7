import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { isolate } from '@/lib/i18n/bidi';
import { localizedHref } from '@/lib/i18n/routing';
import type { DashboardFigures } from '@/lib/studio/dashboard-figures';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { StudioTable } from '@/components/studio/StudioTable';
import { formatDateTime, localeOf } from '../../_ui/format';

/**
 * A card's figures as a table, in the words and formats of its analytics page (each page's own messages): a funnel's
 * steps, a journey's most common paths, a trend's totals and values (or its breakdown), the most frequent error
 * groups, a click map's most clicked elements. Each figure cell carries `data-column`, as on the pages. Awaited by the
 * page before it renders (a function, not an async component).
 */
export async function cardFiguresTable(lang: Lang, figures: DashboardFigures): Promise<ReactNode> {
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const t = await getTranslations({ locale: lang, namespace: 'studio.dashboards' });
  switch (figures.kind) {
    case 'funnel': {
      const tf = await getTranslations({ locale: lang, namespace: 'studio.funnels' });
      if (!figures.funnel) return <p>{tf('needSteps')}</p>;
      const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
      const rows = figures.funnel.steps.map((result, i) => ({ ...result, n: i + 1 }));
      const { breakdown } = figures.funnel;
      const steps = (
        <StudioTable
          rows={rows}
          rowKey={(row) => row.n}
          caption={tf('result')}
          empty={tf('none')}
          columns={[
            {
              key: 'step',
              header: t('step'),
              cell: (row) =>
                tf('stepName', { n: row.n, kind: tf(`kinds.${row.step.kind}`), value: isolate(row.step.value) }),
            },
            { key: 'sessions', header: t('sessions'), cell: (row) => number.format(row.sessions) },
            { key: 'conversion', header: t('conversion'), cell: (row) => percent.format(row.conversion) },
            {
              key: 'median',
              header: t('median'),
              cell: (row) =>
                row.medianMsFromPrevious === null ? '–' : seconds.format(row.medianMsFromPrevious / 1000),
            },
          ]}
        />
      );
      if (!breakdown) return steps;
      // The breakdown as its page shows it: per value, the sessions at each step and the share that went all the way.
      return (
        <>
          {steps}
          <StudioTable
            rows={breakdown}
            rowKey={(row) => row.value}
            caption={tf('breakdownCaption', { by: tf(`breakdowns.${figures.by}`) })}
            empty={tf('none')}
            columns={[
              {
                key: 'value',
                header: tf(`breakdowns.${figures.by}`),
                dir: 'auto',
                cell: (row) => isolate(row.value || '?'),
              },
              ...rows.map((step) => ({
                key: `step${step.n - 1}`,
                header: tf('stepName', {
                  n: step.n,
                  kind: tf(`kinds.${step.step.kind}`),
                  value: isolate(step.step.value),
                }),
                cell: (row: { sessions: number[] }) => number.format(row.sessions[step.n - 1] ?? 0),
              })),
              {
                key: 'conversion',
                header: tf('overall'),
                cell: (row) => percent.format(row.sessions[0] ? (row.sessions.at(-1) ?? 0) / row.sessions[0] : 0),
              },
            ]}
          />
        </>
      );
    }
    case 'journey': {
      const tj = await getTranslations({ locale: lang, namespace: 'studio.journeys' });
      if (!figures.journeys) return <p>{tj('needPage')}</p>;
      const backward = figures.query.direction === 'to';
      const total = figures.journeys.sessions;
      return (
        <>
          <p className="journey-total" data-sessions={total}>
            {tj(backward ? 'totalTo' : 'totalFrom', { sessions: total, page: isolate(figures.query.page ?? '') })}
          </p>
          <StudioTable
            rows={figures.journeys.paths}
            rowKey={(row) => JSON.stringify([row.steps, row.ends])}
            caption={tj('pathsCaption')}
            empty={tj('none')}
            columns={[
              {
                key: 'path',
                header: tj('path'),
                cell: (row) => (
                  <span data-path={row.steps.join(' ')} data-ends={row.ends ? 'yes' : 'no'}>
                    {row.steps.map((step) => isolate(step)).join(' → ')}
                    {' → '}
                    {row.ends ? tj(backward ? 'began' : 'left') : tj('goesOn')}
                  </span>
                ),
              },
              { key: 'sessions', header: tj('sessions'), cell: (row) => number.format(row.sessions) },
              {
                key: 'share',
                header: tj('share'),
                cell: (row) => percent.format(total === 0 ? 0 : row.sessions / total),
              },
            ]}
          />
        </>
      );
    }
    case 'trend': {
      const tt = await getTranslations({ locale: lang, namespace: 'studio.trends' });
      const { trend } = figures;
      const metric = tt(`metrics.${trend.metric}`);
      const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const change = (current: number, previous: number) =>
        previous === 0
          ? current === 0
            ? '–'
            : tt('new')
          : new Intl.NumberFormat(locale, {
              style: 'percent',
              maximumFractionDigits: 0,
              signDisplay: 'exceptZero',
            }).format((current - previous) / previous);
      const totals = (
        <p className="trend-totals" data-current={trend.totals.current} data-previous={trend.totals.previous}>
          {tt('totals', {
            metric,
            current: trend.totals.current,
            previous: trend.totals.previous,
            change: change(trend.totals.current, trend.totals.previous),
            interval: trend.interval,
          })}
        </p>
      );
      if (trend.breakdown)
        return (
          <>
            {totals}
            <StudioTable
              rows={trend.breakdown}
              rowKey={(row) => row.value}
              caption={tt('breakdownCaption', { metric, by: tt(`breakdowns.${trend.by}`) })}
              empty={tt('none')}
              columns={[
                {
                  key: 'value',
                  header: tt(`breakdowns.${trend.by}`),
                  dir: 'auto',
                  cell: (row) => isolate(row.value || '?'),
                },
                { key: 'current', header: tt('current'), cell: (row) => whole.format(row.current) },
                { key: 'previous', header: tt('previous'), cell: (row) => whole.format(row.previous) },
                { key: 'change', header: tt('change'), cell: (row) => change(row.current, row.previous) },
              ]}
            />
          </>
        );
      const label = new Intl.DateTimeFormat(locale, {
        timeZone: studioTimeZone(),
        ...(trend.interval === 'hour' ? { day: 'numeric', hour: 'numeric' } : { month: 'short', day: 'numeric' }),
      });
      return (
        <>
          {totals}
          <details className="trend-values">
            <summary>{tt('values')}</summary>
            <StudioTable
              rows={trend.points}
              rowKey={(row) => row.bucket.starts.toISOString()}
              caption={tt('valuesCaption', { metric })}
              empty={tt('none')}
              columns={[
                {
                  key: 'bucket',
                  header: tt(`intervals.${trend.interval}`),
                  cell: (row) => label.format(row.bucket.starts),
                },
                { key: 'current', header: tt('current'), cell: (row) => whole.format(row.current) },
                { key: 'previous', header: tt('previous'), cell: (row) => whole.format(row.previous) },
              ]}
            />
          </details>
        </>
      );
    }
    case 'errors': {
      const te = await getTranslations({ locale: lang, namespace: 'studio.errors' });
      return (
        <StudioTable
          rows={figures.groups}
          rowKey={(row) => row.fingerprint}
          caption={te('caption')}
          empty={te('none')}
          columns={[
            {
              key: 'error',
              header: te('error'),
              dir: 'auto',
              cell: (row) => (
                <a href={localizedHref('/studio/errors', lang, { group: row.fingerprint })}>
                  <strong>{row.name}</strong>: {row.message}
                </a>
              ),
            },
            { key: 'occurrences', header: te('occurrences'), cell: (row) => number.format(row.occurrences) },
            { key: 'sessions', header: te('sessions'), cell: (row) => number.format(row.sessions) },
            { key: 'visitors', header: te('visitors'), cell: (row) => number.format(row.visitors) },
            { key: 'lastSeen', header: te('lastSeen'), cell: (row) => formatDateTime(lang, row.lastSeen) },
          ]}
        />
      );
    }
    case 'clickmap': {
      const tc = await getTranslations({ locale: lang, namespace: 'studio.clickMap' });
      return (
        <StudioTable
          rows={figures.targets}
          rowKey={(target) => target.selector}
          caption={tc('caption')}
          empty={tc('none')}
          columns={[
            { key: 'selector', header: tc('element'), dir: 'ltr', cell: (target) => <code>{target.selector}</code> },
            { key: 'label', header: tc('text'), dir: 'auto', cell: (target) => target.label },
            { key: 'clicks', header: tc('clicks'), cell: (target) => number.format(target.clicks) },
            { key: 'sessions', header: tc('sessions'), cell: (target) => number.format(target.sessions) },
          ]}
        />
      );
    }
  }
}
