import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppError } from '@/lib/errors';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { bugReportById } from '@/lib/studio/bug-reports';
import { studioProject } from '@/lib/studio/project';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime } from '../../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/bugs/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/bugs/${id}`,
    title: t('studio.bugs.detailTitle'),
    description: t('studio.bugs.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One bug report, with a link to the reporter's replay at the moment of the report when there is one, and how it was
 * found when it was not by the report's own reference (an unverified match may be a stranger's session).
 */
export default async function StudioBugPage({ params }: PageProps<'/[lang]/studio/bugs/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const project = await studioProject();
  const { report, recording } = await bugReportById(viewer, project.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  const t = await getTranslations({ locale: lang, namespace: 'studio.bugs' });
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/bugs', lang)}>{t('back')}</a>
      </p>
      <h1>{t('detailTitle')}</h1>
      <dl className="facts">
        <dt>{t('reportedAt')}</dt>
        <dd>{formatDateTime(lang, report.createdAt)}</dd>
        <dt>{t('reporter')}</dt>
        <dd dir="auto">{report.reporter ?? t('anonymous')}</dd>
        <dt>{t('page')}</dt>
        <dd dir="ltr">{report.page}</dd>
        {report.email ? (
          <>
            <dt>{t('email')}</dt>
            <dd dir="ltr">{report.email}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t('what')}</h2>
      <p dir="auto" className="bug-what">
        {report.what}
      </p>
      {recording ? (
        <>
          {recording.match === 'reference' ? null : (
            <p
              className={recording.match === 'unverified' ? 'studio-notice warning' : 'studio-notice'}
              data-match={recording.match}
            >
              {recording.match === 'member'
                ? t('matchMember')
                : t('matchUnverified', { name: isolate(report.reporter ?? '') })}
            </p>
          )}
          <p>
            <a
              className="button primary"
              href={localizedHref(`/studio/sessions/${recording.sessionId}`, lang, { t: recording.at.getTime() })}
            >
              {t('watch')}
            </a>
          </p>
        </>
      ) : (
        <p>{t('noRecording')}</p>
      )}
    </div>
  );
}
