import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { studioProject } from '@/lib/studio/project';
import { headers } from 'next/headers';
import { canMoveTo, offersCamera, participantLink, testById, testFormValues } from '@/lib/usability-tests';
import { siteOrigin } from '@/lib/http/request-origin';
import { CopyLink } from '@/components/studio/CopyLink';
import { TestForm } from '@/components/studio/TestForm';
import { setTestStatusAction, updateTestAction } from '@/app/[lang]/_lib/usability-test-actions';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { localeOf } from '../../_ui/format';
import { statusLabel, TEST_FORM_LIMITS, testFormStrings } from '../../_ui/test-form';
import { ConfirmedButtonForm } from '../_components/ConfirmedButtonForm';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tests/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/tests/${id}`,
    title: t('studio.tests.title'),
    description: t('studio.tests.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One usability test: its status (preview → in progress → closed), the participant link with a copy button, and its
 * form while in preview; once participants take it, what they get is shown instead, unchangeable.
 */
export default async function StudioTestPage({ params }: PageProps<'/[lang]/studio/tests/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const found = await testById(viewer, (await studioProject()).id, id);
  if (!found) notFound();
  const { test, tasks } = found;
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  const origin = siteOrigin({ headers: await headers() });
  // A test that records video on a site its participants reach over plain http gets none: browsers offer no camera.
  const httpsWarning =
    (test.requireCamera || test.requireMic) && !offersCamera(origin) ? t('httpsWarning', { origin }) : null;
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/tests', lang)}>{t('back')}</a>
      </p>
      <h1>{fillSlots(t('editTitle', { title: slot('title') }), { title: test.title })}</h1>
      <div className="usability-test-status">
        <p>
          {t('status')}: <strong data-status={test.status}>{statusLabel(t, test.status)}</strong>
        </p>
        <div className="usability-test-status-actions">
          {canMoveTo(test.status, 'in-progress') ? (
            <ConfirmedButtonForm
              action={setTestStatusAction.bind(null, lang, test.id, 'in-progress')}
              label={test.status === 'closed' ? t('reopen') : t('start')}
              question={`${test.status === 'closed' ? t('confirmReopen') : t('confirmStart')}${httpsWarning ? ` ${httpsWarning}` : ''}`}
              confirm={t('confirm')}
              cancel={t('cancel')}
              className="button primary"
            />
          ) : null}
          {canMoveTo(test.status, 'closed') ? (
            <ConfirmedButtonForm
              action={setTestStatusAction.bind(null, lang, test.id, 'closed')}
              label={t('close')}
              question={t('confirmClose')}
              confirm={t('confirm')}
              cancel={t('cancel')}
              className="button secondary"
            />
          ) : null}
          <a className="button secondary" href={localizedHref(`/studio/tests/${test.id}/results`, lang)}>
            {t('results')}
          </a>
        </div>
        <p className="field-hint">{t('statusHint')}</p>
        {httpsWarning ? (
          <p className="usability-test-https-warning" role="note" data-testid="https-warning">
            {httpsWarning}
          </p>
        ) : null}
      </div>
      {test.status !== 'closed' ? (
        <CopyLink
          url={participantLink(test, origin)}
          warning={httpsWarning}
          label={t('participantLink')}
          hint={t('participantLinkHint')}
          copy={t('copy')}
          copied={t('copied')}
          copyFailed={t('copyFailed')}
        />
      ) : null}
      {test.status === 'preview' ? (
        <TestForm
          action={updateTestAction.bind(null, lang, test.id)}
          strings={testFormStrings(t, t('save'))}
          limits={TEST_FORM_LIMITS}
          locale={localeOf(lang)}
          initial={testFormValues(found)}
        />
      ) : (
        <section aria-labelledby="usability-test-fixed">
          <h2 id="usability-test-fixed">{t('tasks')}</h2>
          <p className="field-hint">{t('locked')}</p>
          <dl className="facts">
            <dt>{t('description')}</dt>
            <dd dir="auto">{test.description}</dd>
            <dt>{t('guidelines')}</dt>
            {/* Rendered from markdown and sanitized when it was written (lib/usability-tests/authoring.ts). */}
            <dd className="prose" dir="auto" dangerouslySetInnerHTML={{ __html: test.guidelinesHtml }} />
            <dt>{t('conclusion')}</dt>
            <dd dir="auto">{test.conclusion}</dd>
            <dt>{t('startingPath')}</dt>
            <dd dir="ltr">{test.startingPath}</dd>
            <dt>{t('requireCamera')}</dt>
            <dd>{test.requireCamera ? t('yes') : t('no')}</dd>
            <dt>{t('requireMic')}</dt>
            <dd>{test.requireMic ? t('yes') : t('no')}</dd>
          </dl>
          <ol className="usability-test-fixed-tasks">
            {tasks.map((task) => (
              <li key={task.id}>
                <strong dir="auto">{task.title}</strong>
                {task.description ? <p dir="auto">{task.description}</p> : null}
                <p className="field-hint">
                  {t('allowTyping')}: {task.allowTyping ? t('yes') : t('no')}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
