import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { olderPosts } from '@/lib/content/blog';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogList } from '@/components/content/BlogList';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: PageProps<'/[lang]/more-blogs'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/more-blogs',
    title: t('blog.moreTitle'),
    description: t('blog.moreDescription'),
    siteName: t('meta.siteName'),
  });
}

export default async function MoreBlogsPage({ params }: PageProps<'/[lang]/more-blogs'>) {
  const lang = await langFromParams(params);
  const t = await getTranslations();
  return (
    <div className="page">
      <h1>{t('blog.moreTitle')}</h1>
      <p className="lead">{t('blog.moreDescription')}</p>
      <BlogList posts={olderPosts(getLibrary())} lang={lang} />
      <p className="more-link">
        <a className="button secondary" href={localizedHref('/blog', lang)}>
          {t('blog.newerPosts')}
        </a>
      </p>
    </div>
  );
}
