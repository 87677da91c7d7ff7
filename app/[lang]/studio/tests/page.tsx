import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { studioProject } from '@/lib/studio/project';
import { listTests } from '@/lib/usability-tests';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { StudioTable } from '@/components/studio/StudioTable';
import { formatDateTime } from '../_ui/format';
import { statusLabel } from '../_ui/test-form';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tests'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/tests',
    title: t('studio.tests.title'),
    description: t('studio.tests.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** Usability tests, newest first, each with its status, tasks and participants. */
export default async function StudioTestsPage({ params }: PageProps<'/[lang]/studio/tests'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const tests = await listTests(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p>
        <a className="button primary" href={localizedHref('/studio/tests/new', lang)}>
          {t('new')}
        </a>
      </p>
      <StudioTable
        rows={tests}
        rowKey={(test) => test.id}
        empty={t('none')}
        columns={[
          {
            key: 'title',
            header: t('testTitle'),
            dir: 'auto',
            cell: (test) => <a href={localizedHref(`/studio/tests/${test.id}`, lang)}>{test.title}</a>,
          },
          { key: 'status', header: t('status'), cell: (test) => statusLabel(t, test.status) },
          { key: 'tasks', header: t('taskCount'), cell: (test) => test.taskCount },
          { key: 'participants', header: t('participants'), cell: (test) => test.participantCount },
          { key: 'created', header: t('created'), cell: (test) => formatDateTime(lang, test.createdAt) },
          {
            key: 'results',
            header: t('results'),
            cell: (test) => (
              <a
                href={localizedHref(`/studio/tests/${test.id}/results`, lang)}
                aria-label={`${t('results')}: ${test.title}`}
              >
                {t('results')}
              </a>
            ),
          },
        ]}
      />
    </div>
  );
}
