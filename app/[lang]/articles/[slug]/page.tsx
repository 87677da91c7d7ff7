import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { localize } from '@/lib/content/localize';
import { renderMarkdown } from '@/lib/content/markdown';
import { categoryId } from '@/lib/content/categories';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, jsonLdScript } from '@/lib/seo/json-ld';
import { ArticleCard } from '@/components/content/ArticleCard';
import { JsonLd } from '@/components/content/JsonLd';
import { Prose } from '@/components/content/Prose';
import { formatDate } from '@/components/content/format-date';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

const RELATED_COUNT = 3;

// Every article in every language is prerendered; any other slug is the not-found screen.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getLibrary().articles.map((article) => ({ slug: article.slug }));
}

function findArticle(slug: string) {
  const article = getLibrary().articleBySlug.get(slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/articles/[slug]'>): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!isLang(lang)) return {};
  const article = findArticle(slug);
  const shown = localize(article, lang);
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/articles/${slug}`,
    title: shown.title,
    description: shown.description,
    siteName: t('meta.siteName'),
    type: 'article',
    publishedTime: article.date,
  });
}

export default async function ArticlePage({ params }: PageProps<'/[lang]/articles/[slug]'>) {
  const lang = await langFromParams(params);
  const { slug } = await params;
  const article = findArticle(slug);
  const shown = localize(article, lang);
  const t = await getTranslations();
  const categoryLabel = t(`categories.${categoryId(article.category)}`);
  const related = getLibrary()
    .articles.filter((other) => other.category === article.category && other.slug !== article.slug)
    .slice(0, RELATED_COUNT);
  const image = shown.body.match(/!\[[^\]]*\]\((\/images\/[^)\s]+)\)/)?.[1];

  return (
    <article className="page reading">
      <nav className="breadcrumbs" aria-label={t('catalogue.title')}>
        <a href={localizedHref('/articles', lang)}>{t('article.backToCatalogue')}</a>
        <span aria-hidden="true"> / </span>
        <a href={localizedHref('/articles', lang, { category: categoryId(article.category) })}>{categoryLabel}</a>
      </nav>
      {shown.isFallback ? (
        <p className="note" role="note">
          {t('article.fallbackNote', { language: t(`languageNames.${lang}`) })}
        </p>
      ) : null}
      <header className="article-header">
        <p className="eyebrow">
          {categoryLabel}
          {article.number !== undefined ? ` · ${t('catalogue.number', { number: article.number })}` : null}
        </p>
        <h1 lang={shown.contentLang} dir="auto">
          {shown.title}
        </h1>
        {article.date ? (
          <p className="meta">
            <time dateTime={article.date}>{t('article.published', { date: formatDate(article.date, lang) })}</time>
          </p>
        ) : null}
      </header>
      <Prose html={renderMarkdown(shown.body, lang)} lang={shown.contentLang} />
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('article.related', { category: categoryLabel })}</h2>
          <ul className="cards">
            {related.map((other) => {
              const card = localize(other, lang);
              return (
                <ArticleCard
                  key={other.slug}
                  lang={lang}
                  headingLevel="h3"
                  article={{ ...card, slug: other.slug, category: other.category, number: other.number }}
                />
              );
            })}
          </ul>
        </section>
      ) : null}
      <JsonLd
        json={jsonLdScript(
          articleJsonLd({
            type: 'Article',
            path: `/articles/${slug}`,
            lang,
            title: shown.title,
            description: shown.description,
            contentLang: shown.contentLang,
            date: article.date,
            section: article.category,
            image,
          }),
        )}
      />
    </article>
  );
}
