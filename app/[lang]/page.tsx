import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { localize } from '@/lib/content/localize';
import { CATEGORIES, categoryId } from '@/lib/content/categories';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleCard } from '@/components/content/ArticleCard';
import { BlogList } from '@/components/content/BlogList';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

const LATEST_ARTICLES = 6;
const LATEST_POSTS = 3;

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/',
    title: `${t('meta.siteName')} · ${t('landing.title')}`,
    description: t('meta.siteDescription'),
    siteName: t('meta.siteName'),
  });
}

/** The landing screen for anonymous visitors at /. */
export default async function LandingPage({ params }: PageProps<'/[lang]'>) {
  const lang = await langFromParams(params);
  const t = await getTranslations();
  const library = getLibrary();
  return (
    <div className="page">
      <section className="hero">
        <h1>{t('landing.title')}</h1>
        <p className="lead">{t('landing.intro')}</p>
        <p className="hero-actions">
          <a className="button primary" href={localizedHref('/articles', lang)}>
            {t('landing.browseArticles')}
          </a>
          <a className="button secondary" href={localizedHref('/blog', lang)}>
            {t('landing.readBlog')}
          </a>
          <a className="button secondary" href={localizedHref('/register', lang)}>
            {t('landing.signUp')}
          </a>
        </p>
      </section>
      <section aria-labelledby="latest-articles">
        <h2 id="latest-articles">{t('landing.latestArticles')}</h2>
        <ul className="cards">
          {library.articles.slice(0, LATEST_ARTICLES).map((article) => (
            <ArticleCard
              key={article.slug}
              lang={lang}
              headingLevel="h3"
              article={{
                ...localize(article, lang),
                slug: article.slug,
                category: article.category,
                number: article.number,
              }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="topics">
        <h2 id="topics">{t('landing.categories')}</h2>
        <ul className="topics">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <a href={localizedHref('/articles', lang, { category: categoryId(category) })}>
                {t(`categories.${categoryId(category)}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="latest-posts">
        <h2 id="latest-posts">{t('landing.latestPosts')}</h2>
        <BlogList posts={library.blog.slice(0, LATEST_POSTS)} lang={lang} headingLevel="h3" />
      </section>
    </div>
  );
}
