import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { localize } from '@/lib/content/localize';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleCard } from '@/components/content/ArticleCard';
import { BlogList } from '@/components/content/BlogList';
import { currentUser } from '../../session';
import { langFromParams, type LangParams } from '../lang-param';

const NEW_ARTICLES = 6;
const BLOG_POSTS = 3;

export async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/home', title: t('home.title'), description: t('home.intro'), siteName: t('meta.siteName'), noindex: true });
}

/** The signed-in home screen (spec §2 "/home", and "/" when the stored login checks out). */
export default async function HomePage({ params }: { params: LangParams }) {
  const lang = await langFromParams(params);
  const user = await currentUser();
  if (!user) redirect(localizedHref('/login', lang));
  const t = await getTranslations({ locale: lang });
  const library = getLibrary();
  return (
    <div className="page">
      <section className="hero">
        <h1 dir="auto">{t('home.welcome', { username: user.username })}</h1>
        <p className="lead">{t('home.intro')}</p>
      </section>
      <section aria-labelledby="home-articles">
        <h2 id="home-articles">{t('home.newArticles')}</h2>
        <ul className="cards">
          {library.articles.slice(0, NEW_ARTICLES).map((article) => (
            <ArticleCard
              key={article.slug}
              lang={lang}
              headingLevel="h3"
              article={{ ...localize(article, lang), slug: article.slug, category: article.category, number: article.number }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-blog">
        <h2 id="home-blog">{t('home.fromBlog')}</h2>
        <BlogList posts={library.blog.slice(0, BLOG_POSTS)} lang={lang} headingLevel="h3" />
        <p className="more-link">
          <a className="button secondary" href={localizedHref('/articles', lang)}>
            {t('landing.browseArticles')}
          </a>
        </p>
      </section>
    </div>
  );
}
