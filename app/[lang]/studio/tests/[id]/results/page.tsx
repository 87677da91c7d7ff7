import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { studioProject } from '@/lib/studio/project';
import { testResults } from '@/lib/usability-tests';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { ParticipantsTable } from '../../_components/ParticipantsTable';
import { ResultsSummary } from '../../_components/ResultsSummary';
import { TaskResults } from '../../_components/TaskResults';

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
  return (
    <div className="page wide">
      <p>
        <a href={localizedHref(`/studio/tests/${test.id}`, lang)}>
          {fillSlots(t('editTitle', { title: slot('title') }), { title: test.title })}
        </a>
      </p>
      <h1>{fillSlots(t('resultsTitle', { title: slot('title') }), { title: test.title })}</h1>
      <ResultsSummary lang={lang} testId={test.id} summary={summary} />
      <TaskResults lang={lang} tasks={tasks} />

      <section aria-labelledby="usability-test-participants">
        <h2 id="usability-test-participants">{t('participants')}</h2>
        {participants.length === 0 ? (
          <p>{t('noParticipants')}</p>
        ) : (
          <ParticipantsTable lang={lang} testId={test.id} rows={participants} caption={t('participantsCaption')} />
        )}
      </section>

      <section aria-labelledby="usability-test-previews-title" id="usability-test-previews">
        <h2 id="usability-test-previews-title">{t('previews')}</h2>
        <p className="field-hint">{t('previewsHint')}</p>
        {previews.length === 0 ? (
          <p>{t('noPreviews')}</p>
        ) : (
          <ParticipantsTable lang={lang} testId={test.id} rows={previews} caption={t('previews')} />
        )}
      </section>
    </div>
  );
}
