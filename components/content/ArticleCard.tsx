import { getTranslations } from 'next-intl/server';
import { categoryId, type Category } from '@/lib/content/categories';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';

export type ArticleCardData = {
  slug: string;
  title: string;
  description: string;
  category: Category;
  number?: number;
  contentLang: string;
};

/** One catalogue entry: title (in the language it is written in), category label, optional number, summary. */
export async function ArticleCard({ article, lang, headingLevel = 'h2' }: { article: ArticleCardData; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations();
  const Heading = headingLevel;
  return (
    <li className="card">
      <p className="eyebrow">
        {t(`categories.${categoryId(article.category)}`)}
        {article.number !== undefined ? ` · ${t('catalogue.number', { number: article.number })}` : null}
      </p>
      <Heading className="card-title" lang={article.contentLang} dir="auto">
        <a href={localizedHref(`/articles/${article.slug}`, lang)}>{article.title}</a>
      </Heading>
      <p className="card-text" lang={article.contentLang} dir="auto">
        {article.description}
      </p>
    </li>
  );
}
