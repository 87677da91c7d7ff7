import { getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/lib/content/library';
import { localize } from '@/lib/content/localize';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { formatDate } from './format-date';

export async function BlogList({ posts, lang, headingLevel = 'h2' }: { posts: BlogPost[]; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations();
  const Heading = headingLevel;
  return (
    <ul className="cards">
      {posts.map((post) => {
        const shown = localize(post, lang);
        return (
          <li key={post.url} className="card">
            <p className="eyebrow">
              <time dateTime={post.date}>{formatDate(post.date, lang)}</time> · {t('blog.by', { author: post.author })}
            </p>
            <Heading className="card-title" lang={shown.contentLang} dir="auto">
              <a href={localizedHref(`/blog/${post.url}`, lang)}>{shown.title}</a>
            </Heading>
            <p className="card-text" lang={shown.contentLang} dir="auto">
              {shown.description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
