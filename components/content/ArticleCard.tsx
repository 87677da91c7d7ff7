import { getTranslations } from 'next-intl/server';
import { categoryId, type Category } from '@/lib/content/categories';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { highlightParts } from '@/lib/content/highlight';

export type ArticleCardData = {
  slug: string;
  title: string;
  description: string;
  category: Category;
  number?: number;
  contentLang: string;
};

/** Text with the searched words marked (`<mark>`), as the catalogue search matched them. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return highlightParts(text, words).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * One catalogue entry: title (in the language it is written in), category label, optional number, summary; the words
 * of a search marked in the title and summary.
 */
export async function ArticleCard({
  article,
  lang,
  headingLevel = 'h2',
  highlight = [],
}: {
  article: ArticleCardData;
  lang: Lang;
  headingLevel?: 'h2' | 'h3';
  highlight?: readonly string[];
}) {
  const t = await getTranslations();
  const Heading = headingLevel;
  return (
    <li className="card">
      <p className="eyebrow">
        {t(`categories.${categoryId(article.category)}`)}
        {article.number !== undefined ? ` · ${t('catalogue.number', { number: article.number })}` : null}
      </p>
      <Heading className="card-title" lang={article.contentLang} dir="auto">
        <a href={localizedHref(`/articles/${article.slug}`, lang)}>
          <Highlighted text={article.title} words={highlight} />
        </a>
      </Heading>
      <p className="card-text" lang={article.contentLang} dir="auto">
        <Highlighted text={article.description} words={highlight} />
      </p>
    </li>
  );
}
