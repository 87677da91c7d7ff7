import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AssertedUserId } from '@/components/studio/AssertedUserId';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { studioProject } from '@/lib/studio/project';
import { testResults, USABILITY_TEST_ABANDONED_AFTER_MS, type Participant } from '@/lib/usability-tests';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { durationText } from '@/components/studio/clock';
import { formatDateTime, localeOf } from '../../../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tests/[id]/results'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/tests/${id}/results`,
    title: t('studio.tests.results'),
    description: t('studio.tests.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

const percent = (lang: Lang, share: number) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(share);
/** Counts in the page's digits (Persian ones in fa). */
const count = (lang: Lang, value: number) => new Intl.NumberFormat(localeOf(lang)).format(value);

/**
 * A test's results: participants and completion, per task the median and spread of the times and the share
 * done, every typed answer with who and when (and as CSV), and each participant's replay with their webcam video.
 */
export default async function StudioTestResultsPage({ params }: PageProps<'/[lang]/studio/tests/[id]/results'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const results = await testResults(viewer, (await studioProject()).id, id);
  if (!results) notFound();
  const { test, summary, tasks, participants, previews } = results;
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const asserted = { label: assertedT('label'), hint: assertedT('hint') };
  const who = (userId: string | null, sessionId: string) =>
    userId ? <AssertedUserId userId={userId} strings={asserted} /> : t('anonymous', { id: sessionId.slice(0, 8) });
  const video = (p: Participant) =>
    p.media === 'refused'
      ? t('refused')
      : p.media === 'none'
        ? t('noMedia')
        : p.segments > 0 || p.media === 'recording'
          ? t('segments', { count: p.segments })
          : t('unknownMedia');
  const table = (rows: Participant[], caption: string) => (
    <div className="table-scroll">
      <table className="studio-table usability-test-participants">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('started')}</th>
            <th scope="col">{t('who')}</th>
            <th scope="col">{t('outcome')}</th>
            <th scope="col">{t('duration')}</th>
            <th scope="col">{t('video')}</th>
            <th scope="col">{t('replay')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.sessionId} data-session={p.sessionId}>
              <td>{p.startedAt === null ? '–' : formatDateTime(lang, new Date(p.startedAt))}</td>
              <td>{who(p.userId, p.sessionId)}</td>
              <td data-outcome={p.outcome}>{t(`outcomes.${p.outcome}`)}</td>
              <td dir="ltr">{p.durationMs === null ? '–' : durationText(p.durationMs, localeOf(lang))}</td>
              <td>{video(p)}</td>
              <td>
                <a
                  href={localizedHref(`/studio/sessions/${p.sessionId}`, lang, {
                    test: test.id,
                    t: p.startedAt ?? undefined,
                  })}
                >
                  {p.segments > 0 ? t('watch') : t('replay')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="page wide">
      <p>
        <a href={localizedHref(`/studio/tests/${test.id}`, lang)}>
          {fillSlots(t('editTitle', { title: slot('title') }), { title: test.title })}
        </a>
      </p>
      <h1>{fillSlots(t('resultsTitle', { title: slot('title') }), { title: test.title })}</h1>
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
              <dd data-figure={figure}>{count(lang, value)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('completionRate')}</dt>
            <dd data-figure="completion-rate">
              {summary.completionRate === null ? t('noRate') : percent(lang, summary.completionRate)}
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
          <a className="button secondary" href={`/api/studio/tests/${test.id}/answers`} download>
            {t('downloadCsv')}
          </a>
          <a className="button secondary" href={`/api/studio/tests/${test.id}/participants`} download>
            {t('downloadParticipantsCsv')}
          </a>
        </p>
      </section>

      <section aria-labelledby="usability-test-tasks">
        <h2 id="usability-test-tasks">{t('perTask')}</h2>
        <div className="table-scroll">
          <table className="studio-table usability-test-task-results">
            <thead>
              <tr>
                <th scope="col">{t('taskColumn')}</th>
                <th scope="col">{t('done')}</th>
                <th scope="col">{t('share')}</th>
                <th scope="col">{t('median')}</th>
                <th scope="col">{t('middleHalf')}</th>
                <th scope="col">{t('range')}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map(({ task, done, share, durations }) => (
                <tr key={task.id}>
                  <th scope="row" dir="auto">
                    {count(lang, task.position + 1)}. {task.title}
                  </th>
                  <td>{count(lang, done)}</td>
                  <td>{percent(lang, share)}</td>
                  {durations ? (
                    <>
                      <td dir="ltr">{durationText(durations.median, localeOf(lang))}</td>
                      <td dir="ltr">
                        {durationText(durations.p25, localeOf(lang))} – {durationText(durations.p75, localeOf(lang))}
                      </td>
                      <td dir="ltr">
                        {durationText(durations.min, localeOf(lang))} – {durationText(durations.max, localeOf(lang))}
                      </td>
                    </>
                  ) : (
                    <td colSpan={3}>{t('noDurations')}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {tasks
          .filter(({ task, answers }) => task.allowTyping || answers.length > 0)
          .map(({ task, answers }) => (
            <section
              key={task.id}
              aria-labelledby={`usability-test-answers-${task.id}`}
              className="usability-test-answers"
            >
              <h3 id={`usability-test-answers-${task.id}`}>
                {fillSlots(t('answers', { number: count(lang, task.position + 1), title: slot('title') }), {
                  title: task.title,
                })}
              </h3>
              {answers.length === 0 ? (
                <p>{t('noAnswers')}</p>
              ) : (
                <div className="table-scroll">
                  <table className="studio-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('who')}</th>
                        <th scope="col">{t('when')}</th>
                        <th scope="col">{t('answer')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {answers.map((answer) => (
                        <tr key={answer.sessionId}>
                          <td>{who(answer.userId, answer.sessionId)}</td>
                          <td>{answer.at === null ? '–' : formatDateTime(lang, new Date(answer.at))}</td>
                          <td dir="auto" className="usability-test-answer">
                            {answer.answer}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          ))}
      </section>

      <section aria-labelledby="usability-test-participants">
        <h2 id="usability-test-participants">{t('participants')}</h2>
        {participants.length === 0 ? <p>{t('noParticipants')}</p> : table(participants, t('participantsCaption'))}
      </section>

      <section aria-labelledby="usability-test-previews-title" id="usability-test-previews">
        <h2 id="usability-test-previews-title">{t('previews')}</h2>
        <p className="field-hint">{t('previewsHint')}</p>
        {previews.length === 0 ? <p>{t('noPreviews')}</p> : table(previews, t('previews'))}
      </section>
    </div>
  );
}
