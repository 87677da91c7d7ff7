import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLibrary } from '@/lib/content/load';
import { CATALOGUE_QUERY_MAX, parsePageParam, queryCatalogue, type CataloguePage } from '@/lib/content/catalogue';
import { CATEGORIES, categoryId } from '@/lib/content/categories';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleCard } from '@/components/content/ArticleCard';
import { Pagination } from '@/components/Pagination';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params, searchParams }: PageProps<'/[lang]/articles'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const query = await searchParams;
  const t = await getTranslations({ locale: lang });
  const filtered = Boolean(single(query.q) || single(query.category) || single(query.page));
  return pageMetadata({
    lang,
    path: '/articles',
    title: t('catalogue.title'),
    description: t('catalogue.description'),
    siteName: t('meta.siteName'),
    // Filtered and later pages are for people; search engines get every article through the sitemap.
    noindex: filtered,
  });
}

/** The catalogue: category filter, search of titles and descriptions (matches marked) and real ?page=N pagination, rendered per request. */
export default async function CataloguePage({ params, searchParams }: PageProps<'/[lang]/articles'>) {
  const lang = await langFromParams(params);
  const query = await searchParams;
  const page = parsePageParam(query.page);
  if (page === null) notFound();
  const result = queryCatalogue(getLibrary(), { lang, category: single(query.category), q: single(query.q), page });
  if (!result) notFound();
  // No Suspense boundary: the catalogue comes from memory, and a "Loading..." fallback swapped for the list in the
  // same response would only make the footer jump (layout shift) when the browser paints in between.
  return <Catalogue lang={lang} result={result} />;
}

async function Catalogue({ lang, result }: { lang: Lang; result: CataloguePage }) {
  const t = await getTranslations({ locale: lang });
  const filters = { category: result.category ? categoryId(result.category) : undefined, q: result.q || undefined };
  const pageHref = (n: number) => localizedHref('/articles', lang, { ...filters, page: n === 1 ? undefined : n });

  return (
    <div className="page">
      <h1>{t('catalogue.title')}</h1>
      <form className="catalogue-filters" action="/articles" method="get" role="search">
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="catalogue-category">{t('catalogue.categoryLabel')}</label>
          <select id="catalogue-category" name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('catalogue.allCategories')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={categoryId(category)}>
                {t(`categories.${categoryId(category)}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field grow">
          <label htmlFor="catalogue-q">{t('catalogue.searchLabel')}</label>
          <input
            id="catalogue-q"
            type="search"
            name="q"
            defaultValue={result.q}
            maxLength={CATALOGUE_QUERY_MAX}
            placeholder={t('catalogue.searchPlaceholder')}
            dir="auto"
          />
        </div>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('catalogue.apply')}
          </button>
          {filters.category || filters.q ? (
            <a className="button secondary" href={localizedHref('/articles', lang)}>
              {t('catalogue.clear')}
            </a>
          ) : null}
        </div>
      </form>
      <p className="result-count" role="status">
        {t('catalogue.results', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p className="note">{t('catalogue.noResults')}</p>
      ) : (
        <ul className="cards">
          {result.items.map((item) => (
            <ArticleCard key={item.slug} article={item} lang={lang} highlight={result.words} />
          ))}
        </ul>
      )}
      <Pagination lang={lang} page={result.page} pages={result.pages} href={pageHref} />
    </div>
  );
}
