import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadSessionsList } from '@/lib/studio/sessions-list';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { SavedSearches } from './_components/SavedSearches';
import { SessionFilterForm } from './_components/SessionFilterForm';
import { SessionsTable } from './_components/SessionsTable';
import { viewedSessions } from '@/lib/studio/session-views';
import { visitTabCounts } from '@/lib/studio/visits';
import { studioProject } from '@/lib/studio/project';
import { ErasedNotice } from './_components/ErasedNotice';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio',
    title: t('studio.sessions.title'),
    description: t('studio.sessions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** The recorded sessions, newest first, filtered by what the address says (so a filtered list can be shared). */
export default async function StudioSessionsPage({ params, searchParams }: PageProps<'/[lang]/studio'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const search = await searchParams;
  const list = await loadSessionsList(viewer, search);
  if (!list) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  const { chosen, query, filters, result, tags, savedSearches, saveRefused } = list;
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ErasedNotice lang={lang} search={search} />
      <SessionFilterForm lang={lang} chosen={chosen} filters={filters.ok ? filters.filters : null} tags={tags} />
      {savedSearches.length > 0 || query ? (
        <SavedSearches lang={lang} saved={savedSearches} query={query} saveRefused={saveRefused} />
      ) : null}
      {chosen.visitor ? <p>{t('oneVisitor')}</p> : null}
      {!filters.ok ? (
        <p className="form-error" role="alert">
          {t('filterInvalid')} ({t(filters.field as 'from')})
        </p>
      ) : null}
      {result ? (
        <SessionsTable
          lang={lang}
          result={result}
          chosen={chosen}
          viewed={await viewedSessions(
            viewer,
            result.sessions.map((session) => session.id),
          )}
          visitTabs={await visitTabCounts(viewer, (await studioProject()).id, result.sessions)}
        />
      ) : null}
    </div>
  );
}
