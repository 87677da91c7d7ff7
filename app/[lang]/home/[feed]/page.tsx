import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { decodeFeedView, listQuestions } from '@/lib/discussion';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { MemberNameText } from '@/components/nav/MemberNameText';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { HomeScreen } from '../home-view';

// The cached home feed (docs/decisions/0028-member-pages-cached.md): one page per view (filters, page, the member's boosted groups: lib/discussion/feed.ts),
// rendered at its first request and cached until a server action changes what feeds show (app/[lang]/_lib/revalidate-pages.ts),
// or for an hour at most: the boost is "asked within the last week", which moves on by itself. Only the proxy routes
// here, for a signed-in member (an address of this route is not a public one).
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): { feed: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/home/[feed]'>): Promise<Metadata> {
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

export default async function CachedHomeFeed({ params }: PageProps<'/[lang]/home/[feed]'>) {
  const lang = await langFromParams(params);
  const view = decodeFeedView((await params).feed);
  if (!view) notFound();
  const result = await listQuestions({
    lang,
    filters: view.filters,
    page: view.page,
    boostGroupIds: view.boost,
    scope: 'feed',
  });
  // Past the last page: the not-found screen (kept like the page, and as bounded: KEPT_FEED_PAGES per view).
  if (!result) notFound();
  return (
    <HomeScreen
      lang={lang}
      result={result}
      filters={view.filters}
      q=""
      name={<MemberNameText />}
      welcome={view.welcome}
      askOpen={view.ask}
    />
  );
}
