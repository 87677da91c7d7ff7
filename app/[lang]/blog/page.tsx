import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { newestPosts, olderPosts } from '@/lib/content/blog';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogList } from '@/components/content/BlogList';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: PageProps<'/[lang]/blog'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/blog',
    title: t('blog.title'),
    description: t('blog.description'),
    siteName: t('meta.siteName'),
  });
}

export default async function BlogIndexPage({ params }: PageProps<'/[lang]/blog'>) {
  const lang = await langFromParams(params);
  const t = await getTranslations();
  const library = getLibrary();
  return (
    <div className="page">
      <h1>{t('blog.title')}</h1>
      <p className="lead">{t('blog.description')}</p>
      <BlogList posts={newestPosts(library)} lang={lang} />
      {olderPosts(library).length > 0 ? (
        <p className="more-link">
          <a className="button secondary" href={localizedHref('/more-blogs', lang)}>
            {t('blog.morePosts')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
