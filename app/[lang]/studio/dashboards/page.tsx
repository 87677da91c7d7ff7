import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { DASHBOARD_NAME_MAX_LENGTH, dashboardsWithDefault } from '@/lib/studio/dashboards';
import { studioProject } from '@/lib/studio/project';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { createDashboardAction } from '@/app/[lang]/_lib/dashboard-actions';
import { formatDateTime, localeOf } from '../_ui/format';
import { dashboardRefusal } from './_components/dashboard-refusal';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/dashboards',
    title: t('studio.dashboards.title'),
    description: t('studio.dashboards.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * The project's dashboards, by name, and the form that makes one. A project with none gets the default dashboard the
 * first time this list is opened (lib/studio/dashboards.ts).
 */
export default async function StudioDashboardsPage({ params, searchParams }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const query = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'studio.dashboards' });
  const list = await dashboardsWithDefault(viewer, (await studioProject()).id, t('defaultName'));
  const count = new Intl.NumberFormat(localeOf(lang));
  const refusal = await dashboardRefusal(lang, query.dashboardRefused, query.field);
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {refusal}
      <form action={createDashboardAction.bind(null, lang)} className="inline-form">
        <label>
          {t('name')} <input name="name" required maxLength={DASHBOARD_NAME_MAX_LENGTH} dir="auto" />
        </label>{' '}
        <button type="submit" className="button small">
          {t('create')}
        </button>
      </form>
      <StudioTable
        rows={list}
        rowKey={(dashboard) => dashboard.id}
        empty={t('none')}
        columns={[
          {
            key: 'name',
            header: t('name'),
            dir: 'auto',
            cell: (dashboard) => (
              <a href={localizedHref(`/studio/dashboards/${dashboard.id}`, lang)} data-dashboard={dashboard.id}>
                {dashboard.name}
              </a>
            ),
          },
          { key: 'cards', header: t('cards'), cell: (dashboard) => count.format(dashboard.cardCount) },
          {
            key: 'by',
            header: t('by'),
            dir: 'auto',
            cell: (dashboard) => dashboard.createdBy || t('studioMade'),
          },
          { key: 'updated', header: t('updated'), cell: (dashboard) => formatDateTime(lang, dashboard.updatedAt) },
        ]}
      />
    </div>
  );
}
