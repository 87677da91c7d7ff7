import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { USABILITY_TEST_ABANDONED_AFTER_MS } from '@/lib/usability-tests';
import type { TestResults } from '@/lib/usability-tests/results';
import { countText, percentText } from './result-numbers';

/** A test's figures: who started, completed, aborted, is still going, abandoned or never began; the CSV downloads. */
export async function ResultsSummary({
  lang,
  testId,
  summary,
}: {
  lang: Lang;
  testId: string;
  summary: TestResults['summary'];
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  return (
    <section aria-labelledby="usability-test-summary">
      <h2 id="usability-test-summary">{t('summary')}</h2>
      <dl className="usability-test-figures">
        {(
          [
            ['started', 'started', summary.started],
            ['completed', 'completed', summary.completed],
            ['aborted', 'aborted', summary.aborted],
            ['stillGoing', 'in-progress', summary.inProgress],
            ['abandoned', 'abandoned', summary.abandoned],
            ['notBegun', 'not-begun', summary.notBegun],
          ] as const
        ).map(([label, figure, value]) => (
          <div key={figure}>
            <dt>{t(label)}</dt>
            <dd data-figure={figure}>{countText(lang, value)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('completionRate')}</dt>
          <dd data-figure="completion-rate">
            {summary.completionRate === null ? t('noRate') : percentText(lang, summary.completionRate)}
          </dd>
        </div>
      </dl>
      <p className="field-hint">{t('abandonedHint', { minutes: USABILITY_TEST_ABANDONED_AFTER_MS / 60_000 })}</p>
      <p className="field-hint">
        {summary.previewRuns > 0 ? (
          <a href="#usability-test-previews">{t('previewRuns', { count: summary.previewRuns })}</a>
        ) : (
          t('previewRuns', { count: 0 })
        )}
      </p>
      <p className="usability-test-downloads">
        <a className="button secondary" href={`/api/studio/tests/${testId}/answers`} download>
          {t('downloadCsv')}
        </a>
        <a className="button secondary" href={`/api/studio/tests/${testId}/participants`} download>
          {t('downloadParticipantsCsv')}
        </a>
      </p>
    </section>
  );
}
