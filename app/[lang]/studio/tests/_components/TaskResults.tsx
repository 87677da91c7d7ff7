import { getTranslations } from 'next-intl/server';
import { fillSlots, slot } from '@/components/Slot';
import { durationText } from '@/components/studio/clock';
import type { Lang } from '@/lib/i18n/languages';
import type { TaskResult } from '@/lib/usability-tests/results';
import { formatDateTime, localeOf } from '../../_ui/format';
import { countText, percentText } from './result-numbers';
import { Respondent } from './Respondent';

/** Per task: how many did it, the share, the median and spread of the times; then every typed answer, by task. */
export async function TaskResults({ lang, tasks }: { lang: Lang; tasks: TaskResult[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  const locale = localeOf(lang);
  return (
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
                  {countText(lang, task.position + 1)}. {task.title}
                </th>
                <td>{countText(lang, done)}</td>
                <td>{percentText(lang, share)}</td>
                {durations ? (
                  <>
                    <td>
                      <bdi dir="ltr">{durationText(durations.median, locale)}</bdi>
                    </td>
                    <td>
                      <bdi dir="ltr">
                        {durationText(durations.p25, locale)} – {durationText(durations.p75, locale)}
                      </bdi>
                    </td>
                    <td>
                      <bdi dir="ltr">
                        {durationText(durations.min, locale)} – {durationText(durations.max, locale)}
                      </bdi>
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
              {fillSlots(t('answers', { number: countText(lang, task.position + 1), title: slot('title') }), {
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
                        <td>
                          <Respondent lang={lang} userId={answer.userId} sessionId={answer.sessionId} />
                        </td>
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
  );
}
