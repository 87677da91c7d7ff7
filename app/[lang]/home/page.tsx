import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { feedBoostGroups, listQuestions, searchQuestions, SEARCH_QUERY_MAX_LENGTH } from '@/lib/discussion';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentUser } from '../../current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { filtersFromSearch } from '@/app/[lang]/_lib/discussion-params';
import { HomeScreen } from './home-view';

export async function generateMetadata({ params }: PageProps<'/[lang]/home'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/home',
    title: t('home.title'),
    description: t('discussion.feedIntro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * The home screen rendered per request: searches, and the feed's pages past the kept ones (KEPT_FEED_PAGES). The
 * proxy sends every other visit of a member to the kept feed ([feed]/page.tsx, lib/discussion/feed.ts).
 */
export default async function HomePage({ params, searchParams }: PageProps<'/[lang]/home'>) {
  const lang = await langFromParams(params);
  const user = await currentUser();
  if (!user) redirect(localizedHref('/login', lang));
  const search = await searchParams;
  const page = parsePageParam(search.page);
  if (page === null) notFound();
  const q = typeof search.q === 'string' ? search.q.slice(0, SEARCH_QUERY_MAX_LENGTH).trim() : '';
  const filters = filtersFromSearch(search);
  // Loaded before anything is sent, not behind a Suspense boundary: a page past the last one must respond with 404, and
  // once a streamed response has begun its status is 200.
  const result = q
    ? await searchQuestions({ lang, q, page, filters })
    : await listQuestions({ lang, filters, page, boostGroupIds: await feedBoostGroups(user.id), scope: 'feed' });
  if (!result) notFound();
  return (
    <HomeScreen
      lang={lang}
      result={result}
      filters={filters}
      q={q}
      name={user.username}
      welcome={search.welcome === 'new'}
      askOpen={search.ask !== undefined}
    />
  );
}
