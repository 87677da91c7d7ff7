import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listBugReports } from '@/lib/studio/bug-reports';
import { Pagination } from '@/components/Pagination';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime } from '../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/bugs'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/bugs',
    title: t('studio.bugs.title'),
    description: t('studio.bugs.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** Bug reports from /bug, newest first, each linked to its replay (docs/decisions/0049-bug-reports-link-replays.md). */
export default async function StudioBugsPage({ params, searchParams }: PageProps<'/[lang]/studio/bugs'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const result = await listBugReports(viewer, page);
  if (!result) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.bugs' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={result.reports}
        rowKey={(report) => report.id}
        empty={t('none')}
        columns={[
          {
            key: 'reportedAt',
            header: t('reportedAt'),
            cell: (report) => (
              <a href={localizedHref(`/studio/bugs/${report.id}`, lang)}>{formatDateTime(lang, report.createdAt)}</a>
            ),
          },
          {
            key: 'what',
            header: t('what'),
            dir: 'auto',
            cell: (report) => (report.what.length > 140 ? `${report.what.slice(0, 140)}…` : report.what),
          },
          { key: 'page', header: t('page'), dir: 'ltr', cell: (report) => report.page },
          { key: 'reporter', header: t('reporter'), dir: 'auto', cell: (report) => report.reporter ?? t('anonymous') },
        ]}
      />
      <Pagination
        lang={lang}
        page={result.page}
        pages={result.pageCount}
        href={(n) => localizedHref('/studio/bugs', lang, { page: n })}
      />
    </div>
  );
}
